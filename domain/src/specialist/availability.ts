import { z } from 'zod';
import { engagementCodes } from '../engagement/messages';
import { isCurrencyCode } from '../shared/currency';
import { isCalendarDate } from '../shared/dates';
import type { FieldErrors } from '../shared/errors';
import { specialistCodes as m } from './messages';

/*
 * A specialist's availability and day rate (docs/api.md, "Availability and rates"): whether they are
 * open to work, from when, how many days a week (in half days), what a day costs, and who may find
 * them in search. The request schema and the decider apply the same rules (the predicates below).
 */

/** Who finds the specialist in search: every owner, the owners of networks they joined, or nobody. */
export const DISCOVERABILITY = ['everyone', 'networks', 'nobody'] as const;
export type Discoverability = (typeof DISCOVERABILITY)[number];
export const DAYS_PER_WEEK_MAX = 5;
/** A day rate is positive and below a million (in the currency's major unit). */
export const DAY_RATE_MAX = 999_999;

export const dayRateSchema = z.object({
  amount: z.number().describe("in the currency's major unit"),
  currency: z.string().describe('ISO 4217'),
});
export type DayRate = z.infer<typeof dayRateSchema>;

/** What the specialist sets (the event's and the request's fields, as the request schema leaves them). */
export const availabilityValuesSchema = z.object({
  open_to_work: z.boolean(),
  available_from: z.string().nullable(),
  days_per_week: z.number(),
  day_rate: dayRateSchema.nullable(),
  discoverable: z.enum(DISCOVERABILITY),
});
export type AvailabilityValues = z.infer<typeof availabilityValuesSchema>;

/** A profile that never set its availability: not looking, a full week, found by everyone, no rate. */
export const DEFAULT_AVAILABILITY: AvailabilityValues = {
  open_to_work: false,
  available_from: null,
  days_per_week: DAYS_PER_WEEK_MAX,
  day_rate: null,
  discoverable: 'everyone',
};

/** The profile's `availability` as stored; reads add `booked_days_per_week` (allocations on active teams). */
export const storedAvailabilitySchema = z.object({
  open_to_work: z.boolean(),
  available_from: z.string().nullable().describe('YYYY-MM-DD; null: from now'),
  days_per_week: z.number().describe('0 to 5, in half days'),
  discoverable: z.enum(DISCOVERABILITY),
});
export type StoredAvailability = z.infer<typeof storedAvailabilitySchema>;
/** The profile's availability as stored: with when it was last set, so the dashboard can ask for a fresh one. */
export const profileAvailabilitySchema = storedAvailabilitySchema.extend({
  updated_at: z.string().nullable().describe('when the specialist (or an admin) last set it; null: never'),
});
export type ProfileAvailability = z.infer<typeof profileAvailabilitySchema>;
const bookedDays = {
  booked_days_per_week: z.number().describe("the sum of the person's allocations on teams not archived"),
};
/** A search card's availability (no `updated_at`: a card says what is free, not when it was said). */
export const cardAvailabilitySchema = storedAvailabilitySchema.extend(bookedDays);
/** The profile's availability as read. */
export const availabilitySchema = profileAvailabilitySchema.extend(bookedDays);
export type Availability = z.infer<typeof availabilitySchema>;

export const storedAvailabilityOf = ({
  open_to_work,
  available_from,
  days_per_week,
  discoverable,
}: AvailabilityValues): StoredAvailability => ({ open_to_work, available_from, days_per_week, discoverable });

// ── Rules ────────────────────────────────────────────────────────────────────
export const isHalfDays = (days: number) =>
  Number.isFinite(days) && days >= 0 && days <= DAYS_PER_WEEK_MAX && Number.isInteger(days * 2);
export const isDayRateAmount = (amount: number) => Number.isFinite(amount) && amount > 0;

/** Each field that breaks a rule, with its message (none: the values may be saved). */
export function availabilityProblems(values: AvailabilityValues): FieldErrors {
  const fields: FieldErrors = {};
  if (typeof values.open_to_work !== 'boolean') fields.open_to_work = m.openToWorkInvalid;
  if (values.available_from !== null && !isCalendarDate(values.available_from))
    fields.available_from = m.availableFromInvalid;
  if (typeof values.days_per_week !== 'number' || !isHalfDays(values.days_per_week))
    fields.days_per_week = m.daysPerWeekInvalid;
  if (values.day_rate !== null) {
    const { amount, currency } = values.day_rate;
    if (typeof amount !== 'number' || !isDayRateAmount(amount)) fields['day_rate.amount'] = m.dayRateInvalid;
    else if (amount > DAY_RATE_MAX) fields['day_rate.amount'] = m.dayRateTooLarge;
    if (typeof currency !== 'string' || !isCurrencyCode(currency))
      fields['day_rate.currency'] = engagementCodes.currencyInvalid;
  }
  if (!DISCOVERABILITY.includes(values.discoverable)) fields.discoverable = m.discoverableInvalid;
  return fields;
}

// ── Request body: `PUT /user/specialist/{id}/availability` ───────────────────
export const availabilityInputSchema = z.strictObject(
  {
    open_to_work: z.boolean({ error: m.openToWorkInvalid }),
    available_from: z
      .string({ error: m.availableFromInvalid })
      .trim()
      .refine(isCalendarDate, m.availableFromInvalid)
      .nullable()
      .meta({ format: 'date', pattern: '^\\s*\\d{4}-\\d{2}-\\d{2}\\s*$' }),
    days_per_week: z
      .number({ error: m.daysPerWeekInvalid })
      .refine(isHalfDays, m.daysPerWeekInvalid)
      .meta({ minimum: 0, maximum: DAYS_PER_WEEK_MAX, multipleOf: 0.5 }),
    day_rate: z
      .strictObject(
        {
          amount: z
            .number({ error: m.dayRateInvalid })
            .refine(isDayRateAmount, { message: m.dayRateInvalid, abort: true })
            .max(DAY_RATE_MAX, m.dayRateTooLarge),
          currency: z
            .string({ error: engagementCodes.currencyInvalid })
            .trim()
            .transform((c) => c.toUpperCase())
            .refine(isCurrencyCode, engagementCodes.currencyInvalid)
            .meta({ pattern: '^\\s*[A-Za-z]{3}\\s*$', description: 'an ISO 4217 code (any letter case)' }),
        },
        { error: m.dayRateInvalid },
      )
      .nullable(),
    discoverable: z.enum(DISCOVERABILITY, { error: m.discoverableInvalid }),
  },
  { error: m.availabilityRequired },
);
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;
