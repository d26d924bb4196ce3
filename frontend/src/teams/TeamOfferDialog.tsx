import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useCreate, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DayRateFields, dayRateOfForm } from '../forms/DayRateFields';
import { EditDialog } from '../forms/EditDialog';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useRecordAction } from '../forms/useRecordAction';
import { useFormatters } from '../i18n/useFormatters';
import { messageCodeOf } from '../providers/apiErrors';
import {
  ALLOCATION_DAYS_MAX,
  OFFER_MESSAGE_MAX_LENGTH,
  offerCodes,
  offerTeamMemberSchema,
  type TeamRecord,
} from '../providers/hiringDomain';
import { availabilityOf, freeDaysOf, type SpecialistProfile } from '../profile';
import { NetworkMemberPicker, RoleAndAllocation } from './TeamMemberDialogs';

/** The form's values as `POST /teams/{id}/members` takes them: an empty start is today (the API's default), an empty rate none. */
export const teamOfferFormSchema = z.preprocess((values: Record<string, unknown>) => {
  return {
    ...values,
    starts_on: values.starts_on === '' ? undefined : values.starts_on,
    day_rate: dayRateOfForm(values.day_rate),
  };
}, offerTeamMemberSchema);

/** Today's date where the browser is, as YYYY-MM-DD (Sweden's locale writes dates so). */
const localToday = () => new Date().toLocaleDateString('sv-SE');

/** What the API refused as beyond the person's free days: that specialist at that allocation. */
type Refused = { specialist_id: unknown; allocation_days: unknown };

/**
 * Adding a member offers them a seat (docs/api.md, "Offers"): who, the role, days a week, an optional
 * day rate, the start and a message, with the person's free days beside. An offer beyond them is
 * refused (409 offer.beyondFreeDays): the dialog says so and offers to send it anyway (over_allocate).
 */
export function TeamOfferDialog({
  team,
  onClose,
  today = localToday(),
}: {
  team: TeamRecord;
  onClose: () => void;
  /** The start offered first (YYYY-MM-DD); today where the owner is. */
  today?: string;
}) {
  const translate = useTranslate();
  const [create] = useCreate();
  const run = useRecordAction();
  const [refused, setRefused] = useState<Refused | null>(null);
  const send = (values: Record<string, unknown>, overAllocate: boolean) =>
    run(
      () =>
        create(
          'team-members',
          { data: { team_id: team.id, ...values, over_allocate: overAllocate } },
          { returnPromise: true },
        ),
      'app.hiring.offer_messages.made',
      {
        told: (error) => {
          const beyond = messageCodeOf(error) === offerCodes.beyondFreeDays;
          if (beyond) setRefused({ specialist_id: values.specialist_id, allocation_days: values.allocation_days });
          return beyond;
        },
      },
    );
  return (
    <EditDialog
      open
      onClose={onClose}
      testId="team-member-add-dialog"
      title={translate('app.hiring.offers.offer_title')}
      subtitle={team.name}
      schema={teamOfferFormSchema}
      defaultValues={{
        specialist_id: '',
        role_title: '',
        allocation_days: ALLOCATION_DAYS_MAX,
        day_rate: { amount: '', currency: '' },
        starts_on: today,
        message: '',
      }}
      saveLabel={translate('app.hiring.offers.send')}
      onSave={(values) => send(values, false)}
    >
      <Stack spacing={1}>
        <NetworkMemberPicker team={team} />
        <FreeDays />
        <RoleAndAllocation />
        <TextFieldInput
          source="starts_on"
          type="date"
          label="app.hiring.offers.starts_on"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'offer-starts-on' } }}
        />
        <DayRateFields
          amountLabel="app.hiring.offers.rate_amount"
          currencyLabel="app.hiring.offers.rate_currency"
          hint={translate('app.hiring.offers.rate_hint')}
          testId="offer"
        />
        <TextFieldInput
          source="message"
          label="app.hiring.offers.message"
          multiline
          minRows={3}
          maxLength={OFFER_MESSAGE_MAX_LENGTH}
          placeholder={translate('app.hiring.offers.message_placeholder')}
          slotProps={{ htmlInput: { 'data-testid': 'offer-message' } }}
        />
        <BeyondFreeDays refused={refused} send={send} onSent={onClose} />
      </Stack>
    </EditDialog>
  );
}

/** The chosen person's free days a week (their days less what teams booked), from their profile. */
function FreeDays() {
  const translate = useTranslate();
  const { number } = useFormatters();
  const specialistId = useWatch({ name: 'specialist_id' }) as string;
  const { data: profile } = useGetOne<SpecialistProfile>(
    'specialists',
    { id: specialistId },
    { enabled: !!specialistId, retry: false },
  );
  if (!specialistId || !profile) return null;
  const { availability } = availabilityOf(profile);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="offer-free-days" sx={{ pb: 1 }}>
      {translate('app.hiring.offers.free_days', {
        free: number(freeDaysOf(availability)),
        total: number(availability.days_per_week),
        booked: number(availability.booked_days_per_week),
      })}
    </Typography>
  );
}

/** Shown once the API refused the offer as beyond the free days, for the same person and days: send it anyway. */
function BeyondFreeDays({
  refused,
  send,
  onSent,
}: {
  refused: Refused | null;
  send: (values: Record<string, unknown>, overAllocate: boolean) => Promise<unknown>;
  onSent: () => void;
}) {
  const translate = useTranslate();
  const { handleSubmit, formState } = useFormContext();
  const [specialistId, days] = useWatch({ name: ['specialist_id', 'allocation_days'] }) as [unknown, unknown];
  const shown = !!refused && refused.specialist_id === specialistId && refused.allocation_days === days;
  const alert = useRef<HTMLDivElement>(null);
  // Below the form's fields: brought into view, or the owner would not see why nothing happened.
  useEffect(() => {
    if (shown) alert.current?.scrollIntoView?.({ block: 'nearest' }); // (not in jsdom)
  }, [shown]);
  if (!refused || refused.specialist_id !== specialistId || refused.allocation_days !== days) return null;
  const sendAnyway = handleSubmit(async (values) => {
    try {
      await send(values, true);
      onSent();
    } catch {
      // told by a toast; the dialog stays open
    }
  });
  return (
    <Alert severity="warning" data-testid="offer-beyond-free-days" ref={alert}>
      <AlertTitle>{translate('app.hiring.offers.beyond_title')}</AlertTitle>
      {translate('app.hiring.offers.beyond_body')}
      <Box sx={{ mt: 1 }}>
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => void sendAnyway()}
          loading={formState.isSubmitting}
          data-testid="offer-over-allocate"
        >
          {translate('app.hiring.offers.offer_anyway')}
        </Button>
      </Box>
    </Alert>
  );
}
