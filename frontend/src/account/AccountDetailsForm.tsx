import SaveRounded from '@mui/icons-material/SaveRounded';
import { Autocomplete, Box, Button, Grid, TextField } from '@mui/material';
import { useMemo } from 'react';
import { Form, useGetList, useInput, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { domainResolver } from '../forms/domainResolver';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
import { FAILED_KEY } from '../profile';
import { accountDetailsInputSchema } from './accountDomain';

const resolver = domainResolver(accountDetailsInputSchema);
const withPlus = (code: string) => (code ? (code.startsWith('+') ? code : `+${code}`) : '');
const listOptions = {
  retry: false,
  onError: (error: unknown) => console.warn('could not load a list of the countries service', error),
};

/** The form's fields, as the account or profile record holds them (empty or null when unset). */
export type AccountDetailsValues = Record<
  'first_name' | 'last_name' | 'phone_code' | 'phone_number' | 'country' | 'state' | 'city',
  string | null | undefined
>;

/**
 * Account details (spec 7): name, phone code and number, and country / state / city from the
 * countries service. A specialist's are their profile's (`specialists`, the `account` section:
 * PUT /user/specialist/update-account/{id}); an owner's or admin's their account's (`account`: PUT /account/details).
 */
export function AccountDetailsForm({
  resource,
  record,
  meta,
  failureOf = () => FAILED_KEY,
  onSaved,
}: {
  resource: 'specialists' | 'account';
  /** A profile calls the city `suburb` (spec 3). */
  record: RaRecord & Partial<AccountDetailsValues> & { suburb?: string | null };
  meta?: Record<string, unknown>;
  /** What a refused save says: by default the profile sections' one failure message; the account page shows the server's reason. */
  failureOf?: (error: unknown) => string;
  onSaved: (details: AccountDetailsValues) => Promise<unknown>;
}) {
  const notify = useNotify();
  const [update] = useUpdate();
  const defaultValues = {
    first_name: record.first_name ?? '',
    last_name: record.last_name ?? '',
    phone_code: record.phone_code ?? '',
    phone_number: record.phone_number ?? '',
    country: record.country ?? '',
    state: record.state ?? '',
    city: record.city ?? record.suburb ?? '',
  };
  const save = async (details: Record<string, unknown>) => {
    try {
      await update(resource, { id: record.id, data: details, previousData: record, meta }, { returnPromise: true });
    } catch (error) {
      notify(failureOf(error), { type: 'error' });
      return;
    }
    notify('app.profile.messages.profileUpdated', { type: 'success' });
    await onSaved(details as AccountDetailsValues);
  };
  return (
    <Form
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={save}
      mode="all"
      noValidate
      disableInvalidFormNotification
    >
      <Box data-testid="account-form">
        <AccountFields />
      </Box>
    </Form>
  );
}

function AccountFields() {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  const [country, state] = useWatch({ name: ['country', 'state'] }) as [string | null, string | null];
  // States and cities are asked for a country (and state) from the list only, never for a name half typed.
  const { data: countries } = useGetList<{ id: string; name: string; phone_code: string }>(
    'countries',
    undefined,
    listOptions,
  );
  const chosenCountry = country && countries?.some((c) => c.name === country) ? country : '';
  const { data: states } = useGetList<{ id: string; name: string }>(
    'states',
    { filter: { country: chosenCountry } },
    { ...listOptions, enabled: !!chosenCountry },
  );
  const chosenState = chosenCountry && state && states?.some((s) => s.name === state) ? state : '';
  const { data: cities } = useGetList<{ id: string; name: string }>(
    'cities',
    { filter: { country: chosenCountry, state: chosenState } },
    { ...listOptions, enabled: !!chosenState },
  );
  const phoneCodes = useMemo(
    () =>
      [...new Set((countries ?? []).map((c) => withPlus(c.phone_code)).filter(Boolean))].sort(
        (a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1)),
      ),
    [countries],
  );
  const text = (source: string, label: string, required = false) => (
    <TextFieldInput
      source={source}
      label={label}
      required={required}
      slotProps={{
        htmlInput: {
          maxLength: source === 'phone_number' ? 20 : 260,
          inputMode: source === 'phone_number' ? 'tel' : undefined,
        },
      }}
    />
  );
  return (
    <>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('first_name', 'app.auth.fields.first_name', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('last_name', 'app.auth.fields.last_name', true)}</Grid>
        <Grid size={{ xs: 5, sm: 4 }}>
          <SuggestedInput
            source="phone_code"
            label="app.profile.fields.phone_code"
            options={phoneCodes}
            testId="phone-code"
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 8 }}>{text('phone_number', 'app.profile.fields.phone_number')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SuggestedInput
            source="country"
            label="app.profile.fields.country"
            options={(countries ?? []).map((c) => c.name)}
            testId="account-country"
            onChosen={(name, form) => {
              form.setValue('state', '');
              form.setValue('city', '');
              const match = countries?.find((c) => c.name === name);
              if (match && !form.getValues('phone_code'))
                form.setValue('phone_code', withPlus(match.phone_code), { shouldValidate: true });
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SuggestedInput
            source="state"
            label="app.profile.fields.state"
            options={chosenCountry ? (states ?? []).map((s) => s.name) : []}
            testId="account-state"
            onChosen={(_, form) => form.setValue('city', '')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SuggestedInput
            source="city"
            label="app.profile.fields.city"
            options={chosenState ? (cities ?? []).map((c) => c.name) : []}
            testId="account-city"
          />
        </Grid>
      </Grid>
      <Button
        type="submit"
        variant="contained"
        startIcon={<SaveRounded />}
        disabled={!isValid || isSubmitting}
        loading={isSubmitting}
        data-testid="account-save"
        sx={{ mt: 1 }}
      >
        {translate('app.profile.actions.save')}
      </Button>
    </>
  );
}

/** Free text with suggestions; `onChosen` runs when a suggestion (or a cleared value) is chosen. */
function SuggestedInput({
  source,
  label,
  options,
  testId,
  onChosen,
}: {
  source: string;
  label: string;
  options: string[];
  testId: string;
  onChosen?: (value: string, form: ReturnType<typeof useFormContext>) => void;
}) {
  const translate = useTranslate();
  const form = useFormContext();
  const { field } = useInput({ source });
  const error = useFieldError(source);
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={(field.value as string) ?? ''}
      onChange={(_, value) => {
        field.onChange(value ?? '');
        onChosen?.(value ?? '', form);
      }}
      onInputChange={(_, value, reason) => reason === 'input' && field.onChange(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={translate(label)}
          onBlur={field.onBlur}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
        />
      )}
    />
  );
}
