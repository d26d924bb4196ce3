import { Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DESCRIPTION_MAX_LENGTH, specialistMessages } from '../profileDomain';
import { useMessage } from './useMessage';
import { YearSelect } from './YearSelect';

interface Dated {
  started_at: number | '';
  finished_at: number | '';
  description: string;
}

/**
 * Start and end year with the spec's warnings ('Please select a valid date range', 'Please select
 * a start date') and the optional description: the shared tail of the certificate and project forms.
 */
export function DateRangeFields<T extends Dated>({ form }: { form: { values: T; errors: Record<string, string | undefined>; set: <K extends keyof T>(key: K, value: T[K]) => void } }) {
  const translate = useTranslate();
  const message = useMessage();
  const { values } = form;
  const rangeWarning = form.errors.finished_at === specialistMessages.invalidDateRange ? form.errors.finished_at : undefined;
  const startMissing = values.finished_at !== '' && values.started_at === '' ? specialistMessages.startDateRequired : undefined;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <YearSelect
          name="started_at"
          label={translate('app.profile.fields.start_year')}
          value={values.started_at}
          onChange={(y) => form.set('started_at', y as T['started_at'])}
          error={!!startMissing}
          helperText={startMissing ? message(startMissing) : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <YearSelect
          name="finished_at"
          label={translate('app.profile.fields.end_year')}
          value={values.finished_at}
          onChange={(y) => form.set('finished_at', y as T['finished_at'])}
          error={!!rangeWarning}
          helperText={rangeWarning ? message(rangeWarning) : undefined}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          name="description"
          label={translate('app.profile.fields.description_optional')}
          value={values.description}
          onChange={(e) => form.set('description', e.target.value.slice(0, DESCRIPTION_MAX_LENGTH) as T['description'])}
        />
      </Grid>
    </>
  );
}
