import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DAYS_PER_WEEK_MAX,
  SUGGESTION_REASON_CODES,
  assertCanSearchSpecialists,
  catalogRefSchema,
  dayNumber,
  dayRateSchema,
  freeDaysOf,
  isCalendarDate,
  isHalfDays,
  parseOrThrow,
  projectBudgetSchema,
  specialistCardKey,
  specialistCardSchema,
  specialistCodes,
  specialistIndex,
  specialistProfileKey,
  suggestTeam,
  suggestionReasons,
  teamCodes,
  teamFitOf,
  teamIndex,
  type Actor,
  type DayRate,
  type SpecialistCard,
  type SpecialistProfile,
  type SuggestionCandidate,
} from '@dth/domain';
import type { Clock, ReadModelStore } from '@dth/infrastructure';
import { run } from './readKit';
import { foundSet, type SpecialistSearch } from './specialistSearch';

/** Who is available from within this many days counts as available, unless the request says by when. */
export const AVAILABLE_WITHIN_DAYS = 28;

/** The most members a suggestion may have (`max_members`). */
export const MAX_SUGGESTED_MEMBERS = 12;

const maxMembersInvalid = teamCodes.maxMembersInvalid;
export const suggestionRequestSchema = z.strictObject(
  {
    max_members: z
      .number({ error: maxMembersInvalid })
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_SUGGESTED_MEMBERS, maxMembersInvalid)
      .meta({ type: 'integer', minimum: 1, maximum: MAX_SUGGESTED_MEMBERS })
      .optional()
      .describe(`at most this many people (default ${MAX_SUGGESTED_MEMBERS})`),
    days_per_week: z
      .number({ error: teamCodes.allocationInvalid })
      .refine((d) => d > 0 && isHalfDays(d), teamCodes.allocationInvalid)
      .meta({ minimum: 0.5, maximum: DAYS_PER_WEEK_MAX, multipleOf: 0.5 })
      .optional()
      .describe(
        'what each member gives the team; only those with as many free days are suggested (default: each their free days)',
      ),
    available_by: z
      .string({ error: specialistCodes.availableByInvalid })
      .refine(isCalendarDate, specialistCodes.availableByInvalid)
      .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
      .optional()
      .describe(`available from this day or before (default: within ${AVAILABLE_WITHIN_DAYS} days)`),
    budget_per_week: projectBudgetSchema
      .optional()
      .describe(
        'what the members may cost a week together; only those whose day rate you may see in its currency are suggested',
      ),
  },
  { error: teamCodes.suggestionOptionsInvalid },
);
export type SuggestionRequest = z.infer<typeof suggestionRequestSchema>;

export const teamSuggestionSchema = z.object({
  members: z.array(
    z.object({
      specialist_id: z.string(),
      covers: z.array(z.number().int()).describe("the team's required skills the person has"),
      days_per_week: z.number(),
      day_rate: dayRateSchema.nullable().describe('null when it is not yours to see, or the person has none'),
      specialist: specialistCardSchema.nullable(),
    }),
  ),
  covered: z.array(z.number().int()),
  missing: z.array(z.number().int()),
  required_skills: z.array(catalogRefSchema),
  cost_per_week: dayRateSchema
    .nullable()
    .describe("Σ days a week × day rate; null unless every member's rate is yours to see, in one currency"),
  reasons: z.array(
    z.object({
      code: z.enum(SUGGESTION_REASON_CODES),
      specialist_id: z.string().nullable(),
      skill_ids: z.array(z.number().int()),
      count: z.number().int().nullable(),
      message: z.string().describe('in English; the frontend words the code with its values'),
    }),
  ),
  exact: z.boolean().describe(`false beyond 12 coverable required skills (a good cover, perhaps not the smallest)`),
});
export type TeamSuggestion = z.infer<typeof teamSuggestionSchema>;

interface Available {
  candidate: SuggestionCandidate;
  days: number;
  rate: number | null;
}

/**
 * `POST /teams/{id}/suggestions` (docs/api.md; the algorithm: domain `suggestTeam`, docs/decisions.md): a
 * read of the search's indexes, so the query API answers it. One round trip finds who may be found, is
 * open to work and has a required skill (per skill, the intersection of those sets), with the teams'
 * allocations; a second reads their availability and (with a budget) their rates; a third the picks' cards.
 */
export class TeamSuggestions {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly search: SpecialistSearch,
    private readonly clock: Clock,
  ) {}

  async suggest(reader: Actor, teamId: string, body: unknown): Promise<TeamSuggestion> {
    assertCanSearchSpecialists(reader);
    const request = parseOrThrow(suggestionRequestSchema, body ?? {});
    const [team, searcher] = await Promise.all([this.search.team(reader, teamId), this.search.searcher(reader)]);
    const required = team.required_skills.map((s) => s.id);
    const { key } = this.readModels.keyspace;
    const redis = this.readModels.client;

    const tx = redis.multi();
    const temps: string[] = [];
    const temp = () => {
      const name = `rm:tmp:${randomUUID()}`;
      temps.push(name);
      return name;
    };
    const open = temp();
    tx.sinterstore(open, foundSet(tx, key, searcher, temp), key(specialistIndex.openToWork));
    for (const id of required) tx.sinter(open, key(specialistIndex.skill(id)));
    tx.zrange(key(teamIndex.allocations), 0, -1);
    tx.del(...temps);
    const replies = await run(tx);
    const perSkill = replies.slice(-2 - required.length, -2) as string[][];
    const allocations = replies.at(-2) as string[];

    const skillsOf = new Map<string, number[]>();
    perSkill.forEach((ids, i) => {
      for (const id of ids) skillsOf.set(id, [...(skillsOf.get(id) ?? []), required[i]]);
    });
    // The team's members are on it already: the suggestion is of people to offer a seat.
    const onTeam = new Set(team.members.map((m) => m.specialist_id));
    const ids = [...skillsOf.keys()].filter((id) => !onTeam.has(id));
    const booked = new Map<string, number>();
    for (const entry of allocations) {
      const [specialistId, , days] = entry.split(':');
      booked.set(specialistId, (booked.get(specialistId) ?? 0) + Number(days));
    }
    const budget = request.budget_per_week ?? null;
    const reads = redis
      .pipeline()
      .zmscore(key(specialistIndex.availableFrom), ...ids)
      .zmscore(key(specialistIndex.daysPerWeek), ...ids);
    if (budget) reads.zmscore(key(specialistIndex.dayRate(budget.currency)), ...ids);
    const [from, week, rates = []] = (ids.length ? await run(reads) : []) as (string | null)[][];
    const availableBy = request.available_by
      ? dayNumber(request.available_by)
      : dayNumber(this.clock.now().toISOString().slice(0, 10)) + AVAILABLE_WITHIN_DAYS;
    const joined = new Set(searcher.joined);
    const seesRate = (id: string) => searcher.admin || joined.has(id);
    let ratesHidden = 0;
    const available = ids.flatMap((id, i): Available[] => {
      if (from[i] === null || Number(from[i]) > availableBy) return [];
      const free = freeDaysOf(Number(week[i] ?? 0), booked.get(id) ?? 0);
      const days = request.days_per_week ?? free;
      if (days <= 0 || free < days) return [];
      if (budget && !seesRate(id)) ratesHidden++;
      const rate = budget && seesRate(id) && rates[i] !== null ? Number(rates[i]) : null;
      const skillIds = skillsOf.get(id)!;
      const { score } = teamFitOf({
        requiredSkillIds: required,
        skillIds,
        daysPerWeek: Number(week[i] ?? 0),
        bookedDaysPerWeek: booked.get(id) ?? 0,
        openToWork: true,
        rateWithinBudget: null,
      });
      return [{ candidate: { id, skillIds, costPerWeek: rate === null ? null : rate * days, score }, days, rate }];
    });

    const candidates = available.map((a) => a.candidate);
    const suggestion = suggestTeam({
      requiredSkillIds: required,
      candidates,
      maxMembers: request.max_members ?? MAX_SUGGESTED_MEMBERS,
      budgetPerWeek: budget?.amount ?? null,
    });
    const picked = suggestion.picks.map((p) => available.find((a) => a.candidate.id === p.id)!);
    const pickIds = suggestion.picks.map((p) => p.id);
    const [cards, profiles] = pickIds.length
      ? await Promise.all([
          redis.mget(pickIds.map((id) => key(specialistCardKey(id)))),
          // Without a budget the rate's currency is not known beforehand: the profile has it.
          budget ? undefined : redis.mget(pickIds.map((id) => key(specialistProfileKey(id)))),
        ])
      : [[], undefined];
    const cardOf = (i: number) => (cards[i] ? (JSON.parse(cards[i]) as SpecialistCard) : null);
    const rateOf = (i: number): DayRate | null => {
      if (!seesRate(pickIds[i])) return null;
      const { rate } = picked[i];
      if (budget) return rate === null ? null : { amount: rate, currency: budget.currency };
      const raw = profiles?.[i];
      return raw ? ((JSON.parse(raw) as SpecialistProfile).day_rate ?? null) : null;
    };
    const members = suggestion.picks.map((pick, i) => ({
      specialist_id: pick.id,
      covers: pick.covers,
      days_per_week: picked[i].days,
      day_rate: rateOf(i),
      specialist: cardOf(i),
    }));
    const titles = new Map(team.required_skills.map((s) => [s.id, s.title]));
    const reasons = suggestionReasons(suggestion, candidates, {
      nameOf: (id) => {
        const card = members.find((m) => m.specialist_id === id)?.specialist;
        return card ? `${card.first_name} ${card.last_name}`.trim() : id;
      },
      titleOf: (id) => titles.get(id) ?? String(id),
      ratesHidden,
    });
    return {
      members,
      covered: suggestion.covered,
      missing: suggestion.missing,
      required_skills: team.required_skills,
      cost_per_week: costPerWeek(members),
      reasons,
      exact: suggestion.exact,
    };
  }
}

/** The members' cost a week, when every rate is known and in one currency (cents summed, so no float drift). */
function costPerWeek(members: readonly { days_per_week: number; day_rate: DayRate | null }[]): DayRate | null {
  if (members.length === 0) return null;
  const currency = members[0].day_rate?.currency;
  if (!currency || members.some((m) => m.day_rate?.currency !== currency)) return null;
  const cents = members.reduce((sum, m) => sum + Math.round(m.day_rate!.amount * 100 * m.days_per_week), 0);
  return { amount: cents / 100, currency };
}
