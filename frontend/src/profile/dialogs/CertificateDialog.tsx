import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { certificateFieldsSchema, type Certificate } from '../profileDomain';
import { useSectionWrite } from '../useSectionWrite';
import { DateRangeFields } from './DateRangeFields';
import { EditDialog } from '../../forms/EditDialog';

/** Add or edit a certification (spec 5): every field but the description is required; end year ≥ start year. */
export function CertificateDialog({
  open,
  onClose,
  certificate,
}: {
  open: boolean;
  onClose: () => void;
  certificate?: Certificate;
}) {
  const translate = useTranslate();
  const { save } = useSectionWrite();
  const defaultValues = {
    degree: certificate?.degree ?? '',
    name: certificate?.name ?? '',
    specialisation: certificate?.specialisation ?? '',
    started_at: certificate?.started_at ?? null,
    finished_at: certificate?.finished_at ?? null,
    description: certificate?.description ?? '',
  };
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="certificate-dialog"
      title={translate(certificate ? 'app.profile.dialogs.edit_certificate' : 'app.profile.dialogs.add_certificate')}
      schema={certificateFieldsSchema}
      defaultValues={defaultValues}
      onSave={(fields) =>
        save(
          'certificates',
          fields,
          certificate
            ? { itemId: certificate.id, success: 'app.profile.messages.certificateUpdated' }
            : { success: 'app.profile.messages.certificateAdded' },
        )
      }
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={12}>
          <TextFieldInput required source="degree" label="app.profile.fields.degree" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldInput required source="name" label="app.profile.fields.area_of_study" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldInput required source="specialisation" label="app.profile.fields.institution" />
        </Grid>
        <DateRangeFields />
      </Grid>
    </EditDialog>
  );
}
