import { describe, expect, it } from 'vitest';
import { teamFitOf, type FitFacts } from './fit';

const facts = (overrides: Partial<FitFacts> = {}): FitFacts => ({
  requiredSkillIds: [1, 2, 3, 4],
  skillIds: [2, 4, 9],
  daysPerWeek: 5,
  bookedDaysPerWeek: 2.5,
  openToWork: true,
  rateWithinBudget: null,
  ...overrides,
});

describe('how well a specialist fits a team', () => {
  it('weighs the required skills covered 70, free days 20 and being open to work 10', () => {
    expect(teamFitOf(facts())).toEqual({
      score: 35 + 10 + 10,
      covers: [2, 4],
      missing: [1, 3],
      free_days: 2.5,
      rate_within_budget: null,
    });
    expect(teamFitOf(facts({ skillIds: [1, 2, 3, 4], bookedDaysPerWeek: 0 })).score).toBe(100);
    expect(teamFitOf(facts({ skillIds: [], daysPerWeek: 0, openToWork: false })).score).toBe(0);
  });

  it('never counts booked days beyond the week as negative free days', () => {
    expect(teamFitOf(facts({ daysPerWeek: 2, bookedDaysPerWeek: 4 })).free_days).toBe(0);
  });

  it('counts a team that requires no skill as covered, and keeps the rate answer it is given', () => {
    const fit = teamFitOf(facts({ requiredSkillIds: [], openToWork: false, rateWithinBudget: true }));
    expect(fit).toMatchObject({ score: 80, covers: [], missing: [], rate_within_budget: true });
  });
});
