import { z } from 'zod';
import { engagementCodes } from '../engagement/messages';
import { isCurrencyCode } from '../shared/currency';
import { isCalendarDate } from '../shared/dates';
import { booleanFilter, intIds, oneOrMany, stringIds, textFilter } from '../shared/listFilters';
import { DAYS_PER_WEEK_MAX, isHalfDays } from './availability';
import { specialistCodes } from './messages';

/*
 * The filter of the specialist search (`GET /specialists`, docs/api.md): here in the domain, because a
 * saved search keeps one and is checked by this same schema when it is saved.
 */
/** Days a week in half days (0 to 5), as a number or its text (a query string's). */
const halfDaysFilter = z
  .union([
    z.number().min(0).max(DAYS_PER_WEEK_MAX).multipleOf(0.5),
    z
      .string()
      .regex(/^([0-4](\.[05])?|5(\.0)?)$/)
      .transform(Number),
  ])
  .refine(isHalfDays, specialistCodes.freeDaysFilterInvalid);
/** A positive amount, as a number or its text. */
const amountFilter = z
  .union([
    z.number().positive(),
    z
      .string()
      .regex(/^(?!0*(\.0*)?$)\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .refine((n) => n > 0, specialistCodes.dayRateFilterInvalid);

/** The availability and rate facets, shared by the search and a team's matches. */
const availabilityFilterFields = {
  open_to_work: booleanFilter.optional().describe('true: open to work; false: not'),
  available_by: z
    .string()
    .refine(isCalendarDate, specialistCodes.availableByInvalid)
    .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
    .optional()
    .describe('open to work and available from this day or before (or from now)'),
  free_days_gte: halfDaysFilter.optional().describe('at least this many days a week not booked on teams'),
  day_rate_lte: amountFilter
    .optional()
    .describe('a day rate at most this, in `day_rate_currency`; only specialists whose rate you may see'),
  day_rate_currency: z
    .string()
    .transform((c) => c.trim().toUpperCase())
    .refine(isCurrencyCode, engagementCodes.currencyInvalid)
    .meta({ pattern: '^\\s*[A-Za-z]{3}\\s*$', description: 'an ISO 4217 code (any letter case)' })
    .optional(),
};

/** A day rate bound and its currency go together. */
const withDayRatePair = <S extends z.ZodType<{ day_rate_lte?: number; day_rate_currency?: string }>>(schema: S) =>
  schema
    .refine((f) => (f.day_rate_lte === undefined) === (f.day_rate_currency === undefined), {
      message: specialistCodes.dayRateFilterPair,
      path: ['day_rate_currency'],
    })
    .meta({ dependentRequired: { day_rate_lte: ['day_rate_currency'], day_rate_currency: ['day_rate_lte'] } });

export const specialistFilterSchema = withDayRatePair(
  z.strictObject({
    q: textFilter
      .optional()
      .describe(
        'words matched at the start of words of the name, industry title and skill titles (all words must match)',
      ),
    id: stringIds.optional().describe('these specialists only (react-admin getMany)'),
    skill_ids: intIds
      .optional()
      .describe('any of these skills (all of them with `skills_match: "all"`); `relevance` counts how many'),
    skills_match: z
      .enum(['any', 'all'], { error: specialistCodes.skillsMatchInvalid })
      .optional()
      .describe('`any` (default): any of `skill_ids`; `all`: every one of them'),
    industry_ids: intIds.optional().describe('any of these industries'),
    language_ids: intIds.optional().describe('any of these languages'),
    experience_level_id: intIds
      .refine((ids) => ids.every((id) => id >= 1 && id <= 3), 'Experience levels are 1, 2 and 3')
      .optional(),
    country: oneOrMany(textFilter, 50).optional().describe('a country name, or any of several'),
    project_type_ids: intIds.optional().describe('any of these project types'),
    practitioner_group_id: intIds.optional(),
    ...availabilityFilterFields,
    for_team: z
      .string()
      .regex(/^[\w-]{1,64}$/, specialistCodes.forTeamInvalid)
      .optional()
      .describe('a team of yours: each card gets `fit`, and the list is ranked by it'),
  }),
);
/** The filter of a team's matches (`GET /teams/{id}/matches`): the availability and rate facets alone. */
export const teamMatchFilterSchema = withDayRatePair(z.strictObject(availabilityFilterFields));
export type SpecialistFilter = z.infer<typeof specialistFilterSchema>;
