import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { Alert, AlertTitle, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useCreate, useGetList, useGetOne, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DayRateFields, dayRateOfForm } from '../forms/DayRateFields';
import { EditDialog } from '../forms/EditDialog';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useFieldError } from '../forms/useFieldError';
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

const TEAMS_SHOWN = 100;

/** The form's values as `POST /teams/{id}/members` takes them: an empty start is today (the API's default), an empty rate none. */
const offerFormValues = (values: Record<string, unknown>) => ({
  ...values,
  starts_on: values.starts_on === '' ? undefined : values.starts_on,
  day_rate: dayRateOfForm(values.day_rate),
});
export const teamOfferFormSchema = z.preprocess(offerFormValues, offerTeamMemberSchema);
/** The same, with the team chosen in the form (the dialog opened from a specialist). */
const specialistOfferFormSchema = z.preprocess(
  offerFormValues,
  offerTeamMemberSchema.extend({ team_id: z.string().min(1, 'app.hiring.offers.team_required') }),
);

/** Today's date where the browser is, as YYYY-MM-DD (Sweden's locale writes dates so). */
const localToday = () => new Date().toLocaleDateString('sv-SE');

/** What the API refused as beyond the person's free days: that specialist at that allocation. */
type Refused = { specialist_id: unknown; allocation_days: unknown };

/** Whom the offer is for, by id and name. */
export interface OfferedSpecialist {
  id: string;
  name: string;
}

/**
 * The dialog opens from a team (the owner picks one of the network's members) or from a specialist found
 * anywhere (the owner picks one of their teams; `teamId` chosen first): on accepting, someone outside the
 * network joins it too (docs/api.md, "Offers").
 */
type OfferTarget =
  | { team: TeamRecord; specialist?: undefined; teamId?: undefined }
  | { specialist: OfferedSpecialist; teamId?: string | null; team?: undefined };

/**
 * Adding a member offers them a seat (docs/api.md, "Offers"): who, the role, days a week, an optional
 * day rate, the start and a message, with the person's free days beside. An offer beyond them is
 * refused (409 offer.beyondFreeDays): the dialog says so and offers to send it anyway (over_allocate).
 */
export function TeamOfferDialog({
  team,
  specialist,
  teamId,
  onClose,
  today = localToday(),
}: OfferTarget & {
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
          { data: { team_id: team?.id, ...values, over_allocate: overAllocate } },
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
      subtitle={team?.name ?? specialist?.name}
      schema={team ? teamOfferFormSchema : specialistOfferFormSchema}
      defaultValues={{
        specialist_id: specialist?.id ?? '',
        ...(team ? {} : { team_id: teamId ?? '' }),
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
        {team ? <NetworkMemberPicker team={team} /> : <OwnTeamPicker />}
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

/** "Make an offer" to one specialist: the dialog with them fixed and the reader's teams to choose from. */
export function MakeOfferButton({ specialist, teamId }: { specialist: OfferedSpecialist; teamId?: string | null }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<HandshakeOutlined />}
        onClick={() => setOpen(true)}
        aria-label={translate('app.hiring.offers.make_offer_to', { name: specialist.name })}
        data-testid="make-offer"
      >
        {translate('app.hiring.offers.make_offer')}
      </Button>
      {open && <TeamOfferDialog specialist={specialist} teamId={teamId} onClose={() => setOpen(false)} />}
    </>
  );
}

/** One of the reader's teams not archived, where the specialist is not a member yet. */
function OwnTeamPicker() {
  const translate = useTranslate();
  const specialistId = useWatch({ name: 'specialist_id' }) as string;
  const { data: teams, isPending } = useGetList<TeamRecord>('teams', {
    pagination: { page: 1, perPage: TEAMS_SHOWN },
    sort: { field: 'name', order: 'ASC' },
    filter: { archived: false },
  });
  const { field } = useInput({ source: 'team_id' });
  const error = useFieldError('team_id');
  const choices = (teams ?? []).filter((t) => !t.members.some((m) => m.specialist_id === specialistId));
  if (!isPending && choices.length === 0)
    return (
      <Alert severity="info" data-testid="offer-no-teams">
        {translate('app.hiring.offers.no_teams')}
      </Alert>
    );
  return (
    <TextField
      select
      fullWidth
      label={translate('app.hiring.offers.team')}
      value={choices.some((t) => t.id === field.value) ? (field.value as string) : ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'offer-team' } as object } }}
    >
      {choices.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
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
