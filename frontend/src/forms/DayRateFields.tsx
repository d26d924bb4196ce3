import { Stack } from '@mui/material';
import { TextFieldInput } from './TextFieldInput';

/** A day rate as the API takes it: `{ amount, currency }`, or null. */
interface DayRate {
  amount: number;
  currency: string;
}
/** The form's day rate: what was typed. */
export interface DayRateFormValue {
  amount: string;
  currency: string;
}

export const dayRateFormValue = (rate: DayRate | null | undefined): DayRateFormValue => ({
  amount: rate ? String(rate.amount) : '',
  currency: rate?.currency ?? '',
});

/**
 * The typed rate as the API takes it, for the schema to judge: neither an amount nor a currency is
 * no rate (null); an amount left empty beside a currency is not a number, so the schema names it.
 */
export function dayRateOfForm(raw: unknown): { amount: number; currency: string } | null {
  const rate = (raw ?? {}) as { amount?: unknown; currency?: unknown };
  const amount = typeof rate.amount === 'string' ? rate.amount.trim() : rate.amount;
  const currency = typeof rate.currency === 'string' ? rate.currency.trim() : rate.currency;
  if ((amount === '' || amount == null) && (currency === '' || currency == null)) return null;
  return {
    amount: amount === '' || amount == null ? Number.NaN : Number(amount),
    currency: typeof currency === 'string' ? currency : '',
  };
}

/** The amount and its currency (ISO 4217), side by side; i18n keys for the labels, the hint as shown. */
export function DayRateFields({
  amountLabel,
  currencyLabel,
  hint,
  testId,
}: {
  amountLabel: string;
  currencyLabel: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextFieldInput
        source="day_rate.amount"
        name="day_rate_amount"
        type="number"
        label={amountLabel}
        hint={hint}
        slotProps={{ htmlInput: { min: 1, step: 'any', inputMode: 'decimal', 'data-testid': `${testId}-rate` } }}
      />
      <TextFieldInput
        source="day_rate.currency"
        name="day_rate_currency"
        label={currencyLabel}
        maxLength={3}
        placeholder="EUR"
        sx={{ maxWidth: { sm: 160 } }}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-currency`, autoCapitalize: 'characters' } }}
      />
    </Stack>
  );
}
