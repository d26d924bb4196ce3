import { Autocomplete, Grid, TextField } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { useFieldError } from '../../forms/useFieldError';
import { projectFieldsSchema, type WorkExperience } from '../profileDomain';
import { useSectionWrite } from '../useSectionWrite';
import { DateRangeFields } from './DateRangeFields';
import { EditDialog } from '../../forms/EditDialog';

/** Add or edit a project (spec 5): position, company, country, city and both years are required. */
export function ProjectDialog({
  open,
  onClose,
  project,
}: {
  open: boolean;
  onClose: () => void;
  project?: WorkExperience;
}) {
  const translate = useTranslate();
  const { save } = useSectionWrite();
  const defaultValues = {
    position: project?.position ?? '',
    name: project?.name ?? '',
    country: project?.country ?? '',
    city: project?.city ?? '',
    started_at: project?.started_at ?? null,
    finished_at: project?.finished_at ?? null,
    description: project?.description ?? '',
  };
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="project-dialog"
      title={translate(project ? 'app.profile.dialogs.edit_project' : 'app.profile.dialogs.add_project')}
      schema={projectFieldsSchema}
      defaultValues={defaultValues}
      onSave={(fields) =>
        save(
          'projects',
          fields,
          project
            ? { itemId: project.id, success: 'app.profile.messages.projectUpdated' }
            : { success: 'app.profile.messages.projectAdded' },
        )
      }
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldInput required source="position" label="app.profile.fields.position" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldInput required source="name" label="app.profile.fields.company" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountryInput />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldInput required source="city" label="app.profile.fields.city" />
        </Grid>
        <DateRangeFields />
      </Grid>
    </EditDialog>
  );
}

/** The country, suggested by the countries service (free text allowed). */
function CountryInput() {
  const translate = useTranslate();
  const { data } = useGetList<{ id: string; name: string }>('countries', undefined, {
    retry: false,
    onError: (error) => console.warn('could not load the countries', error),
  });
  const { field } = useInput({ source: 'country' });
  const error = useFieldError('country');
  return (
    <Autocomplete
      freeSolo
      options={(data ?? []).map((country) => country.name)}
      value={(field.value as string) ?? ''}
      onInputChange={(_, value, reason) => reason !== 'reset' && field.onChange(value)}
      onChange={(_, value) => field.onChange(value ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          name="country"
          label={translate('app.profile.fields.country')}
          onBlur={field.onBlur}
          error={!!error}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
