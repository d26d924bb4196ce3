import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { z } from 'zod';
import { DayRateFields, dayRateFormValue, dayRateOfForm } from '../../forms/DayRateFields';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { useFieldError } from '../../forms/useFieldError';
import { useFormatters } from '../../i18n/useFormatters';
import { DAYS_PER_WEEK_MAX, DISCOVERABILITY, availabilityInputSchema, type SpecialistProfile } from '../profileDomain';
import { SectionDialog } from '../dialogs/SectionDialog';
import { SERVER_REFUSAL } from '../useSectionWrite';
import { availabilityOf, halfDays } from './availabilityOf';

/**
 * The form's values as the API takes them: an empty date is "from now" (null), a rate with neither an
 * amount nor a currency is no rate (null), and the amount typed is a number.
 */
const availabilityFormSchema = z.preprocess((values: Record<string, unknown>) => {
  return {
    ...values,
    available_from: values.available_from === '' ? null : values.available_from,
    day_rate: dayRateOfForm(values.day_rate),
  };
}, availabilityInputSchema);

const availabilityFormValues = (profile: SpecialistProfile) => {
  const { availability, dayRate } = availabilityOf(profile);
  return {
    open_to_work: availability.open_to_work,
    available_from: availability.available_from ?? '',
    days_per_week: availability.days_per_week,
    day_rate: dayRateFormValue(dayRate),
    discoverable: availability.discoverable,
  };
};

/** Availability and day rate: open to work, from when, days a week, the rate and who finds them in search. */
export function AvailabilityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SectionDialog
      open={open}
      onClose={onClose}
      testId="availability-dialog"
      titleKey="app.hiring.availability.title"
      hintKey="app.hiring.availability.hint"
      schema={availabilityFormSchema}
      valuesOf={availabilityFormValues}
      section="availability"
      successKey="app.hiring.availability.saved"
      failure={SERVER_REFUSAL}
    >
      <AvailabilityFields />
    </SectionDialog>
  );
}

/** The section's fields. */
function AvailabilityFields() {
  const translate = useTranslate();
  const { number } = useFormatters();
  const openToWork = useInput({ source: 'open_to_work' });
  const days = useInput({ source: 'days_per_week' });
  const discoverable = useInput({ source: 'discoverable' });
  const daysError = useFieldError('days_per_week');
  return (
    <Stack spacing={2.5}>
      <FormControlLabel
        control={
          <Switch
            checked={openToWork.field.value === true}
            onChange={(_, checked) => openToWork.field.onChange(checked)}
            slotProps={{ input: { 'data-testid': 'availability-open' } as object }}
          />
        }
        label={translate('app.hiring.availability.open_to_work')}
      />
      <TextFieldInput
        source="available_from"
        type="date"
        label="app.hiring.availability.available_from"
        hint={translate('app.hiring.availability.available_from_hint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'availability-from' } }}
      />
      <TextField
        select
        fullWidth
        name="days_per_week"
        label={translate('app.hiring.availability.days_per_week')}
        value={days.field.value as number}
        onChange={(event) => days.field.onChange(Number(event.target.value))}
        error={!!daysError}
        helperText={daysError ?? translate('app.hiring.availability.days_hint')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'availability-days' } as object } }}
      >
        {halfDays(DAYS_PER_WEEK_MAX).map((value) => (
          <MenuItem key={value} value={value}>
            {translate('app.hiring.availability.days', { smart_count: value, days: number(value) })}
          </MenuItem>
        ))}
      </TextField>
      <DayRateFields
        amountLabel="app.hiring.availability.rate_amount"
        currencyLabel="app.hiring.availability.rate_currency"
        hint={translate('app.hiring.availability.rate_hint')}
        testId="availability"
      />
      <FormControl>
        <FormLabel id="availability-discoverable-label">{translate('app.hiring.availability.discoverable')}</FormLabel>
        <RadioGroup
          aria-labelledby="availability-discoverable-label"
          value={discoverable.field.value as string}
          onChange={(_, value) => discoverable.field.onChange(value)}
        >
          {DISCOVERABILITY.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio data-testid={`availability-discoverable-${value}`} />}
              label={translate(`app.hiring.availability.discoverable_${value}`)}
            />
          ))}
        </RadioGroup>
        <FormHelperText>{translate('app.hiring.availability.discoverable_hint')}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
