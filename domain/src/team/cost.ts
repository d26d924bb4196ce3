import { z } from 'zod';
import { dayRateSchema, type DayRate } from '../specialist/availability';

/**
 * Why a team has no weekly cost: nobody on it, a member without a day rate, or rates in more than
 * one currency (no conversion: a sum across currencies would be a rate nobody set).
 */
export const TEAM_COST_GAPS = ['no_members', 'missing_rate', 'mixed_currencies'] as const;
export type TeamCostGap = (typeof TEAM_COST_GAPS)[number];

export const teamCostSchema = z.object({
  cost_per_week: dayRateSchema
    .nullable()
    .describe('Σ allocation days × day rate of the members, in their one currency; null with a `gap`'),
  gap: z.enum(TEAM_COST_GAPS).nullable().describe('why there is no cost, or null'),
});
export type TeamCost = z.infer<typeof teamCostSchema>;

/** A team's cost for a week: each member's days a week on it at their day rate, when every one has a rate in the same currency. */
export function teamCostPerWeek(
  members: readonly { allocation_days: number; day_rate: DayRate | null | undefined }[],
): TeamCost {
  if (members.length === 0) return { cost_per_week: null, gap: 'no_members' };
  if (members.some((m) => !m.day_rate)) return { cost_per_week: null, gap: 'missing_rate' };
  const currencies = new Set(members.map((m) => m.day_rate!.currency.toUpperCase()));
  if (currencies.size > 1) return { cost_per_week: null, gap: 'mixed_currencies' };
  // In cents, so half days at a rate with cents add up exactly.
  const cents = members.reduce((sum, m) => sum + Math.round(m.allocation_days * m.day_rate!.amount * 100), 0);
  return { cost_per_week: { amount: cents / 100, currency: [...currencies][0] }, gap: null };
}
