import { Autocomplete, Grid, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { profileApi } from '../profileApi';
import { projectFieldsSchema, type WorkExperience } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSave } from '../useSave';
import { DateRangeFields } from './DateRangeFields';
import { EditDialog } from './EditDialog';
import { FormTextField } from './FormTextField';
import { useForm } from './useForm';
import { useMessage } from './useMessage';

type Values = { position: string; name: string; country: string; city: string; started_at: number | ''; finished_at: number | ''; description: string };

/** Add or edit a project (spec 5): position, company, country, city and both years are required. */
export function ProjectDialog({ open, onClose, project }: { open: boolean; onClose: () => void; project?: WorkExperience }) {
  const translate = useTranslate();
  const message = useMessage();
  const { profile, reload } = useProfileContext();
  const save = useSave(reload);
  const [countries, setCountries] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void profileApi.countries().then((list) => live && setCountries(list.map((c) => c.name)));
    return () => {
      live = false;
    };
  }, []);
  const form = useForm<Values>(
    {
      position: project?.position ?? '',
      name: project?.name ?? '',
      country: project?.country ?? '',
      city: project?.city ?? '',
      started_at: project?.started_at ?? '',
      finished_at: project?.finished_at ?? '',
      description: project?.description ?? '',
    },
    projectFieldsSchema as never,
  );
  const { values } = form;

  const text = (key: 'position' | 'name' | 'city', label: string) => <FormTextField form={form} name={key} label={label} required />;
  const countryError = form.errorOf('country');

  const payload = () => ({ ...values, description: values.description.trim() || null });
  const onSave = () =>
    project
      ? save(() => profileApi.updateProject(profile.id, project.id, payload()), 'app.profile.messages.projectUpdated')
      : save(() => profileApi.addProject(profile.id, payload()), 'app.profile.messages.projectAdded');

  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="project-dialog"
      title={translate(project ? 'app.profile.dialogs.edit_project' : 'app.profile.dialogs.add_project')}
      canSave={form.valid}
      onSave={onSave}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('position', 'app.profile.fields.position')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('name', 'app.profile.fields.company')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Autocomplete
            freeSolo
            options={countries}
            value={values.country}
            onInputChange={(_, v, reason) => reason !== 'reset' && form.set('country', v)}
            onChange={(_, v) => form.set('country', v ?? '')}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                name="country"
                label={translate('app.profile.fields.country')}
                onBlur={() => form.touch('country')}
                error={!!countryError}
                helperText={countryError ? message(countryError) : ' '}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('city', 'app.profile.fields.city')}</Grid>
        <DateRangeFields form={form} />
      </Grid>
    </EditDialog>
  );
}
