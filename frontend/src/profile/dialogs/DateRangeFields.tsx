import { Grid } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { useFieldError } from '../../forms/useFieldError';
import { DESCRIPTION_MAX_LENGTH } from '../profileDomain';
import { YearSelect } from './YearSelect';

/**
 * Start and end year with the spec's warnings ('Please select a valid date range', 'Please select
 * a start date'), shown once either year is chosen, and the optional description: the shared tail
 * of the certificate and project forms.
 */
export function DateRangeFields() {
  const [startedAt, finishedAt] = useWatch({ name: ['started_at', 'finished_at'] }) as [number | null, number | null];
  const anyChosen = startedAt != null || finishedAt != null;
  const startError = useFieldError('started_at');
  const endError = useFieldError('finished_at');
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <YearSelect
          source="started_at"
          linked="finished_at"
          label="app.profile.fields.start_year"
          error={anyChosen ? startError : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <YearSelect
          source="finished_at"
          linked="started_at"
          label="app.profile.fields.end_year"
          error={anyChosen ? endError : undefined}
        />
      </Grid>
      <Grid size={12}>
        <TextFieldInput
          multiline
          minRows={3}
          source="description"
          label="app.profile.fields.description_optional"
          maxLength={DESCRIPTION_MAX_LENGTH}
          hint={null}
        />
      </Grid>
    </>
  );
}
