import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { profileApi } from '../profileApi';
import { certificateFieldsSchema, type Certificate } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSave } from '../useSave';
import { DateRangeFields } from './DateRangeFields';
import { EditDialog } from './EditDialog';
import { FormTextField } from './FormTextField';
import { useForm } from './useForm';

type Values = { degree: string; name: string; specialisation: string; started_at: number | ''; finished_at: number | ''; description: string };

/** Add or edit a certification (spec 5): every field but the description is required; end year ≥ start year. */
export function CertificateDialog({ open, onClose, certificate }: { open: boolean; onClose: () => void; certificate?: Certificate }) {
  const translate = useTranslate();
  const { profile, reload } = useProfileContext();
  const save = useSave(reload);
  const form = useForm<Values>(
    {
      degree: certificate?.degree ?? '',
      name: certificate?.name ?? '',
      specialisation: certificate?.specialisation ?? '',
      started_at: certificate?.started_at ?? '',
      finished_at: certificate?.finished_at ?? '',
      description: certificate?.description ?? '',
    },
    certificateFieldsSchema as never,
  );
  const { values } = form;

  const text = (key: 'degree' | 'name' | 'specialisation', label: string) => <FormTextField form={form} name={key} label={label} required />;

  const payload = () => ({ ...values, description: values.description.trim() || null });
  const onSave = () =>
    certificate
      ? save(() => profileApi.updateCertificate(profile.id, certificate.id, payload()), 'app.profile.messages.certificateUpdated')
      : save(() => profileApi.addCertificate(profile.id, payload()), 'app.profile.messages.certificateAdded');

  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="certificate-dialog"
      title={translate(certificate ? 'app.profile.dialogs.edit_certificate' : 'app.profile.dialogs.add_certificate')}
      canSave={form.valid}
      onSave={onSave}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={12}>{text('degree', 'app.profile.fields.degree')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', 'app.profile.fields.area_of_study')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('specialisation', 'app.profile.fields.institution')}</Grid>
        <DateRangeFields form={form} />
      </Grid>
    </EditDialog>
  );
}
