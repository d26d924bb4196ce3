import { z } from 'zod';
import { DAYS_PER_WEEK_MAX } from '../specialist/availability';

/*
 * How well a specialist fits a team (docs/api.md, `GET /specialists` with `for_team`): a score of 0 to
 * 100, of which the team's required skills the person has weigh 70, the free days a week 20 (a full
 * free week earns all of it) and being open to work 10. A team that requires no skill is covered by anyone.
 * The search ranks with the same weights in Redis (query-api/src/hiring/specialistSearch.ts).
 */
export const FIT_WEIGHTS = { skills: 70, freeDays: 20, openToWork: 10 } as const;

export const teamFitSchema = z.object({
  score: z.number().int().min(0).max(100),
  covers: z.array(z.number().int()).describe("the team's required skills the specialist has"),
  missing: z.array(z.number().int()).describe("the team's required skills the specialist lacks"),
  free_days: z.number().describe('days a week not yet booked on teams (never below 0)'),
  rate_within_budget: z
    .boolean()
    .nullable()
    .describe(
      'with `day_rate_lte`, whether the day rate is within it; null without it or when the rate is not yours to see',
    ),
});
export type TeamFit = z.infer<typeof teamFitSchema>;

export interface FitFacts {
  requiredSkillIds: readonly number[];
  skillIds: readonly number[];
  daysPerWeek: number;
  bookedDaysPerWeek: number;
  openToWork: boolean;
  rateWithinBudget: boolean | null;
}

export const freeDaysOf = (daysPerWeek: number, booked: number) => Math.max(0, daysPerWeek - booked);

export function teamFitOf(facts: FitFacts): TeamFit {
  const has = new Set(facts.skillIds);
  const covers = facts.requiredSkillIds.filter((id) => has.has(id));
  const missing = facts.requiredSkillIds.filter((id) => !has.has(id));
  const coverage = facts.requiredSkillIds.length === 0 ? 1 : covers.length / facts.requiredSkillIds.length;
  const freeDays = freeDaysOf(facts.daysPerWeek, facts.bookedDaysPerWeek);
  const score =
    FIT_WEIGHTS.skills * coverage +
    (FIT_WEIGHTS.freeDays * Math.min(freeDays, DAYS_PER_WEEK_MAX)) / DAYS_PER_WEEK_MAX +
    (facts.openToWork ? FIT_WEIGHTS.openToWork : 0);
  return { score: Math.round(score), covers, missing, free_days: freeDays, rate_within_budget: facts.rateWithinBudget };
}
