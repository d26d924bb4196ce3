import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { profileApi, profileMessageKey } from '../profileApi';
import { OWNER_PHONE_MAX_LENGTH, billingFieldsSchema, type BillingAccount } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { EditDialog } from './EditDialog';
import { useForm } from './useForm';
import { useMessage } from './useMessage';

const FIELDS = [
  ['company_name', true], ['company_address', true], ['owner_name', false], ['owner_email', false], ['owner_phone', false], ['company_abn', false],
  ['bank_name', true], ['account_name', true], ['account_number', true], ['bsb_number', true], ['swift_code', false],
] as const;
type Field = (typeof FIELDS)[number][0];
type Values = Record<Field, string> & { gst_vat: string };

const SECTION_STARTS: Partial<Record<Field, string>> = { company_name: 'app.profile.billing.company', bank_name: 'app.profile.billing.bank' };

/**
 * Edit Billing Details (spec 5): the required fields, a valid owner email, an owner phone of at
 * most 15 characters. Success: 'Billing Details Updated.', close and refresh; a failure is only logged.
 */
export function BillingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const message = useMessage();
  const { profile, reload } = useProfileContext();
  const account = (profile.billing_account && 'bank_name' in profile.billing_account ? profile.billing_account : null) as BillingAccount | null;
  const [initial] = useState<Values>(() => {
    const values = Object.fromEntries(FIELDS.map(([f]) => [f, account?.[f] ?? ''])) as Record<Field, string>;
    return { ...values, gst_vat: account?.gst_vat ?? '' };
  });
  const form = useForm<Values>(initial, billingFieldsSchema as never);

  const submit = async () => {
    try {
      const result = await profileApi.billing(profile.id, account ? { id: account.id, ...form.values } : form.values);
      notify(profileMessageKey(result.message, 'app.profile.messages.billingUpdated'), { type: 'success' });
      await reload();
    } catch (error) {
      console.warn('billing update failed', error);
      throw error;
    }
  };

  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="billing-dialog"
      title={translate('app.profile.dialogs.billing')}
      subtitle={translate('app.profile.dialogs.billing_hint')}
      canSave={form.valid}
      onSave={submit}
      saveLabel={translate('app.profile.actions.submit')}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        {FIELDS.map(([field, required]) => {
          const error = form.errorOf(field);
          return (
            <Grid key={field} size={{ xs: 12, sm: field === 'company_address' ? 12 : 6 }}>
              {SECTION_STARTS[field] && (
                <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: field === 'company_name' ? 0 : 1.5, mb: 1 }}>
                  {translate(SECTION_STARTS[field]!)}
                </Typography>
              )}
              <TextField
                fullWidth
                name={field}
                required={required}
                type={field === 'owner_email' ? 'email' : 'text'}
                label={translate(`app.profile.billing.${field}`)}
                value={form.values[field]}
                onChange={(e) => form.set(field, e.target.value)}
                onBlur={() => form.touch(field)}
                error={!!error}
                helperText={error ? message(error) : ' '}
                slotProps={{ htmlInput: field === 'owner_phone' ? { maxLength: OWNER_PHONE_MAX_LENGTH } : { maxLength: 260 } }}
              />
            </Grid>
          );
        })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select fullWidth name="gst_vat" label={translate('app.profile.billing.gst_vat')} value={form.values.gst_vat} onChange={(e) => form.set('gst_vat', e.target.value)} helperText=" ">
            <MenuItem value="">{translate('app.profile.billing.gst_unset')}</MenuItem>
            <MenuItem value="Y">{translate('app.profile.billing.yes')}</MenuItem>
            <MenuItem value="N">{translate('app.profile.billing.no')}</MenuItem>
          </TextField>
        </Grid>
      </Grid>
    </EditDialog>
  );
}
