import { z } from 'zod';
import { engagementCodes } from '../engagement/messages';
import { isCalendarDate, isCurrencyCode } from '../engagement/schemas';
import { optionalText, recordIdSchema, requiredText } from '../network/schemas';
import { allocationDaysSchema } from '../team/schemas';
import { TEAM_ROLE_MAX_LENGTH } from '../team/team';
import { teamCodes } from '../team/messages';
import { offerCodes as m } from './messages';
import { DAY_RATE_MAX } from '../specialist/availability';
import { OFFER_DECLINE_REASON_MAX_LENGTH, OFFER_MESSAGE_MAX_LENGTH } from './offer';

/*
 * Request bodies of the offer write paths (docs/api.md, "Offers"); strict, so an unknown key is 400.
 * The decider checks the same rules again.
 */
/** The offered day rate: one message for the whole rate (the profile's own rate words each field). */
const offeredDayRateSchema = z.strictObject(
  {
    amount: z.number({ error: m.dayRateInvalid }).gt(0, m.dayRateInvalid).max(DAY_RATE_MAX, m.dayRateInvalid),
    currency: z
      .string({ error: m.dayRateInvalid })
      .trim()
      .transform((c) => c.toUpperCase())
      .refine(isCurrencyCode, m.dayRateInvalid)
      .meta({ pattern: '^\\s*[A-Za-z]{3}\\s*$', description: 'an ISO 4217 code (any letter case)' }),
  },
  { error: m.dayRateInvalid },
);

/** What an offer proposes, shared by `POST /offers` and `POST /teams/{id}/members`. */
const terms = {
  specialist_id: recordIdSchema(teamCodes.specialistRequired),
  role_title: requiredText(TEAM_ROLE_MAX_LENGTH, m.roleRequired, teamCodes.roleTooLong),
  allocation_days: allocationDaysSchema,
  day_rate: offeredDayRateSchema.nullish().transform((v) => v ?? null),
  over_allocate: z
    .boolean({ error: m.overAllocateInvalid })
    .optional()
    .transform((v) => v ?? false),
};
const startsOn = z
  .string({ error: m.startsOnInvalid })
  .trim()
  .refine(isCalendarDate, m.startsOnInvalid)
  .meta({ format: 'date', pattern: '^\\s*\\d{4}-\\d{2}-\\d{2}\\s*$' });
const message = (required: boolean) =>
  required
    ? requiredText(OFFER_MESSAGE_MAX_LENGTH, m.messageRequired, m.messageTooLong, { multiline: true })
    : optionalText(OFFER_MESSAGE_MAX_LENGTH, m.messageTooLong, { multiline: true });

/** `POST /offers` */
export const makeOfferSchema = z.strictObject({
  team_id: recordIdSchema(engagementCodes.teamRequired),
  ...terms,
  starts_on: startsOn,
  message: message(true),
});
export type MakeOfferInput = z.infer<typeof makeOfferSchema>;

/**
 * `POST /teams/{id}/members`: an offer to the specialist (no longer a member at once); the start
 * defaults to today and the message may be left out.
 */
export const offerTeamMemberSchema = z.strictObject({
  ...terms,
  starts_on: startsOn.optional(),
  message: message(false),
});
export type OfferTeamMemberInput = z.infer<typeof offerTeamMemberSchema>;

/** `POST /offers/{id}/decline` (the body may be left out). */
export const declineOfferSchema = z
  .strictObject({ reason: optionalText(OFFER_DECLINE_REASON_MAX_LENGTH, m.reasonTooLong, { multiline: true }) })
  .nullish()
  .transform((v) => ({ reason: v?.reason ?? '' }));
export type DeclineOfferInput = z.infer<typeof declineOfferSchema>;
