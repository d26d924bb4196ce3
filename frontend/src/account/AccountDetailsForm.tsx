import SaveRounded from '@mui/icons-material/SaveRounded';
import { Autocomplete, Box, Button, Grid, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { FormTextField } from '../profile/dialogs/FormTextField';
import { useForm } from '../profile/dialogs/useForm';
import { useMessage } from '../profile/dialogs/useMessage';
import { profileApi, profileMessageKey, type Country, type ProfileDocument } from '../profile/profileApi';
import { accountDetailsInputSchema } from '../profile/profileDomain';
import { FAILED_KEY } from '../profile/useSave';

type Values = { first_name: string; last_name: string; phone_code: string; phone_number: string; country: string; state: string; city: string };

/**
 * Loads suggestions once typing pauses, and drops an answer that arrives after the field changed
 * again; returns the effect's cleanup.
 */
function afterTyping<T>(load: () => Promise<T>, use: (value: T) => void, delayMs = 300): () => void {
  let current = true;
  const timer = setTimeout(() => void load().then((value) => current && use(value)), delayMs);
  return () => {
    current = false;
    clearTimeout(timer);
  };
}

const withPlus = (code: string) => (code ? (code.startsWith('+') ? code : `+${code}`) : '');

/**
 * Account details (spec 7): name, phone code and number, and country / state / city from the
 * countries service. Saved with PUT /user/specialist/update-account/{id}.
 */
export function AccountDetailsForm({ profile, onSaved }: { profile: ProfileDocument; onSaved: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const message = useMessage();
  const [countries, setCountries] = useState<Country[]>([]);
  const [states, setStates] = useState<string[]>([]);
  const [cities, setCities] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>(
    {
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      phone_code: profile.phone_code ?? '',
      phone_number: profile.phone_number ?? '',
      country: profile.country ?? '',
      state: profile.state ?? '',
      city: profile.suburb ?? '',
    },
    accountDetailsInputSchema as never,
  );
  const { values } = form;

  useEffect(() => void profileApi.countries().then(setCountries), []);
  useEffect(() => {
    setStates([]);
    if (!values.country) return;
    return afterTyping(() => profileApi.states(values.country), (list) => setStates(list.map((s) => s.name)));
  }, [values.country]);
  useEffect(() => {
    setCities([]);
    if (!values.country || !values.state) return;
    return afterTyping(() => profileApi.cities(values.country, values.state), (list) => setCities(list.map((c) => c.name)));
  }, [values.country, values.state]);

  const phoneCodes = useMemo(() => [...new Set(countries.map((c) => withPlus(c.phone_code)).filter(Boolean))].sort((a, b) => parseInt(a.slice(1)) - parseInt(b.slice(1))), [countries]);

  const text = (key: 'first_name' | 'last_name' | 'phone_number', label: string, required = false) => (
    <FormTextField
      form={form}
      name={key}
      label={label}
      required={required}
      slotProps={{ htmlInput: { maxLength: key === 'phone_number' ? 20 : 260, inputMode: key === 'phone_number' ? 'tel' : undefined } }}
    />
  );

  const choose = (key: 'phone_code' | 'country' | 'state' | 'city', label: string, options: string[], testId: string) => {
    const error = form.errorOf(key);
    return (
      <Autocomplete
        freeSolo
        options={options}
        value={values[key]}
        onChange={(_, v) => {
          form.set(key, v ?? '');
          if (key === 'country') {
            form.set('state', '');
            form.set('city', '');
            const match = countries.find((c) => c.name === v);
            if (match && !values.phone_code) form.set('phone_code', withPlus(match.phone_code));
          }
          if (key === 'state') form.set('city', '');
        }}
        onInputChange={(_, v, reason) => reason === 'input' && form.set(key, v)}
        renderInput={(params) => (
          <TextField
            {...params}
            name={key}
            label={translate(label)}
            error={!!error}
            helperText={error ? message(error) : ' '}
            slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }}
          />
        )}
      />
    );
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await profileApi.account(profile.id, values);
      notify(profileMessageKey(result.message, 'app.profile.messages.profileUpdated'), { type: 'success' });
      await onSaved();
    } catch {
      notify(FAILED_KEY, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), void save())} data-testid="account-form" noValidate>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('first_name', 'app.auth.fields.first_name', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('last_name', 'app.auth.fields.last_name', true)}</Grid>
        <Grid size={{ xs: 5, sm: 4 }}>{choose('phone_code', 'app.profile.fields.phone_code', phoneCodes, 'phone-code')}</Grid>
        <Grid size={{ xs: 7, sm: 8 }}>{text('phone_number', 'app.profile.fields.phone_number')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choose('country', 'app.profile.fields.country', countries.map((c) => c.name), 'account-country')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choose('state', 'app.profile.fields.state', states, 'account-state')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choose('city', 'app.profile.fields.city', cities, 'account-city')}</Grid>
      </Grid>
      <Button type="submit" variant="contained" startIcon={<SaveRounded />} disabled={!form.valid || saving} loading={saving} data-testid="account-save" sx={{ mt: 1 }}>
        {translate('app.profile.actions.save')}
      </Button>
    </Box>
  );
}
