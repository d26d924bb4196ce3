import { Grid, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TextFieldInput } from '../../forms/TextFieldInput';
import { OWNER_PHONE_MAX_LENGTH, billingFieldsSchema } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSectionWrite } from '../useSectionWrite';
import { EditDialog } from '../../forms/EditDialog';

const FIELDS = [
  ['company_name', true],
  ['company_address', true],
  ['owner_name', false],
  ['owner_email', false],
  ['owner_phone', false],
  ['company_abn', false],
  ['bank_name', true],
  ['account_name', true],
  ['account_number', true],
  ['bsb_number', true],
  ['swift_code', false],
] as const;
type Field = (typeof FIELDS)[number][0];

const SECTION_STARTS: Partial<Record<Field, string>> = {
  company_name: 'app.profile.billing.company',
  bank_name: 'app.profile.billing.bank',
};

/**
 * Edit Billing Details (spec 5): the required fields, a valid owner email, an owner phone of at
 * most 15 characters. Success: 'Billing Details Updated.', close and refresh; a failure is only logged.
 */
export function BillingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { profile } = useProfileContext();
  const { save } = useSectionWrite();
  const account = profile.billing_account && 'bank_name' in profile.billing_account ? profile.billing_account : null;
  const defaultValues = {
    ...Object.fromEntries(FIELDS.map(([field]) => [field, account?.[field] ?? ''])),
    gst_vat: account?.gst_vat ?? '',
  };
  return (
    <EditDialog
      open={open}
      onClose={onClose}
      testId="billing-dialog"
      title={translate('app.profile.dialogs.billing')}
      subtitle={translate('app.profile.dialogs.billing_hint')}
      schema={billingFieldsSchema}
      defaultValues={defaultValues}
      onSave={(fields) =>
        save('billing', fields, { itemId: account?.id, success: 'app.profile.messages.billingUpdated', failure: null })
      }
      saveLabel={translate('app.profile.actions.submit')}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        {FIELDS.map(([field, required]) => (
          <Grid key={field} size={{ xs: 12, sm: field === 'company_address' ? 12 : 6 }}>
            {SECTION_STARTS[field] && (
              <Typography
                variant="overline"
                color="text.secondary"
                component="p"
                sx={{ mt: field === 'company_name' ? 0 : 1.5, mb: 1 }}
              >
                {translate(SECTION_STARTS[field])}
              </Typography>
            )}
            <TextFieldInput
              source={field}
              required={required}
              type={field === 'owner_email' ? 'email' : 'text'}
              label={`app.profile.billing.${field}`}
              slotProps={{ htmlInput: { maxLength: field === 'owner_phone' ? OWNER_PHONE_MAX_LENGTH : 260 } }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldInput select source="gst_vat" label="app.profile.billing.gst_vat">
            <MenuItem value="">{translate('app.profile.billing.gst_unset')}</MenuItem>
            <MenuItem value="Y">{translate('app.profile.billing.yes')}</MenuItem>
            <MenuItem value="N">{translate('app.profile.billing.no')}</MenuItem>
          </TextFieldInput>
        </Grid>
      </Grid>
    </EditDialog>
  );
}
