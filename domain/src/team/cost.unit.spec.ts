import { describe, expect, it } from 'vitest';
import { teamCostPerWeek } from './cost';

const member = (allocation_days: number, amount: number | null, currency = 'EUR') => ({
  allocation_days,
  day_rate: amount === null ? null : { amount, currency },
});

describe('a team’s cost per week', () => {
  it('is Σ allocation days × day rate, half days and cents exact', () => {
    expect(teamCostPerWeek([member(3, 600), member(2.5, 450.1), member(0.5, 800)])).toEqual({
      cost_per_week: { amount: 3325.25, currency: 'EUR' },
      gap: null,
    });
  });

  it('has none, and says why, without members, with a member without a rate, or across currencies', () => {
    expect(teamCostPerWeek([])).toEqual({ cost_per_week: null, gap: 'no_members' });
    expect(teamCostPerWeek([member(3, 600), member(2, null)])).toEqual({ cost_per_week: null, gap: 'missing_rate' });
    expect(teamCostPerWeek([member(3, 600), member(2, 500, 'USD')])).toEqual({
      cost_per_week: null,
      gap: 'mixed_currencies',
    });
    expect(teamCostPerWeek([member(3, 600, 'eur'), member(1, 100, 'EUR')]).cost_per_week).toEqual({
      amount: 1900,
      currency: 'EUR',
    });
  });
});
