import { describe, expect, it } from 'vitest';
import {
  EXACT_SKILLS_MAX,
  suggestTeam,
  suggestionReasons,
  type SuggestionCandidate,
  type SuggestionProblem,
} from './suggestion';

const person = (
  id: string,
  skillIds: number[],
  costPerWeek: number | null = null,
  score = 50,
): SuggestionCandidate => ({
  id,
  skillIds,
  costPerWeek,
  score,
});

/** Every set of candidates of at most maxMembers: the most skills, then the fewest people, then the least cost. */
function bruteForce({ requiredSkillIds, candidates, maxMembers, budgetPerWeek }: SuggestionProblem) {
  const budget = budgetPerWeek ?? Infinity;
  const costOf = (c: SuggestionCandidate) => (budgetPerWeek === null ? 0 : (c.costPerWeek ?? Infinity));
  let best = { covered: 0, size: 0, cost: 0 };
  for (let set = 0; set < 1 << candidates.length; set++) {
    const chosen = candidates.filter((_, i) => set & (1 << i));
    if (chosen.length > maxMembers) continue;
    const cost = chosen.reduce((sum, c) => sum + costOf(c), 0);
    if (cost > budget + 1e-9) continue;
    const covered = requiredSkillIds.filter((id) => chosen.some((c) => c.skillIds.includes(id))).length;
    const better =
      covered > best.covered ||
      (covered === best.covered && chosen.length < best.size) ||
      (covered === best.covered && chosen.length === best.size && cost < best.cost - 1e-9);
    if (better) best = { covered, size: chosen.length, cost };
  }
  return best;
}

/** A small seeded generator, so a failing instance can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

describe('suggesting a team', () => {
  it('covers the required skills with the fewest people, the cheapest of those within the budget', () => {
    const problem: SuggestionProblem = {
      requiredSkillIds: [1, 2, 3, 4],
      candidates: [
        person('a', [1, 2], 100),
        person('b', [3, 4], 100),
        person('c', [1, 2, 3], 500),
        person('d', [4, 9], 50),
        person('e', [1, 2, 3, 4], 900),
      ],
      maxMembers: 4,
      budgetPerWeek: 400,
    };
    const answer = suggestTeam(problem);
    expect(answer.picks.map((p) => p.id)).toEqual(['a', 'b']);
    expect(answer.picks[0]).toEqual({ id: 'a', covers: [1, 2], pickedFor: [1, 2], costPerWeek: 100 });
    expect(answer).toMatchObject({ covered: [1, 2, 3, 4], missing: [], nobodyHas: [], costPerWeek: 200, exact: true });
    // With room in the budget, one person who has them all.
    expect(suggestTeam({ ...problem, budgetPerWeek: 1000 }).picks.map((p) => p.id)).toEqual(['e']);
  });

  it('covers what it can within the members allowed and names the skills nobody has', () => {
    const answer = suggestTeam({
      requiredSkillIds: [1, 2, 3, 7],
      candidates: [person('a', [1]), person('b', [2]), person('c', [3])],
      maxMembers: 2,
      budgetPerWeek: null,
    });
    expect(answer.picks).toHaveLength(2);
    expect(answer.covered).toHaveLength(2);
    expect(answer.missing).toHaveLength(2);
    expect(answer.missing).toContain(7);
    expect(answer.nobodyHas).toEqual([7]);
  });

  it('never suggests whose rate is unknown when there is a budget, and prefers the better fit without one', () => {
    const candidates = [person('hidden', [1], null, 90), person('known', [1], 300, 40)];
    const withBudget = suggestTeam({ requiredSkillIds: [1], candidates, maxMembers: 1, budgetPerWeek: 500 });
    expect(withBudget.picks.map((p) => p.id)).toEqual(['known']);
    const without = suggestTeam({ requiredSkillIds: [1], candidates, maxMembers: 1, budgetPerWeek: null });
    expect(without.picks.map((p) => p.id)).toEqual(['hidden']);
    expect(suggestTeam({ requiredSkillIds: [1], candidates, maxMembers: 1, budgetPerWeek: 100 })).toMatchObject({
      picks: [],
      missing: [1],
      nobodyHas: [1],
    });
  });

  it('is as good as trying every set of people, on random small instances', () => {
    const next = random(7);
    for (let round = 0; round < 300; round++) {
      const skills = Array.from({ length: 1 + next(6) }, (_, i) => 10 + i);
      const candidates = Array.from({ length: 1 + next(9) }, (_, i) =>
        person(
          `p${i}`,
          skills.filter(() => next(3) === 0).concat(next(2) ? [99] : []),
          next(5) === 0 ? null : 50 * (1 + next(10)),
          next(100),
        ),
      );
      const problem: SuggestionProblem = {
        requiredSkillIds: skills,
        candidates,
        maxMembers: 1 + next(skills.length),
        budgetPerWeek: next(3) === 0 ? null : 100 * (1 + next(12)),
      };
      const answer = suggestTeam(problem);
      const expected = bruteForce(problem);
      const label = JSON.stringify(problem);
      expect(answer.covered.length, label).toBe(expected.covered);
      expect(answer.picks.length, label).toBe(expected.size);
      expect(answer.costPerWeek, label).toBeCloseTo(expected.cost, 6);
      expect(answer.covered.length + answer.missing.length).toBe(skills.length);
      // The picks are distinct, and each is picked for skills no other pick was picked for.
      expect(new Set(answer.picks.map((p) => p.id)).size).toBe(answer.picks.length);
      expect(answer.picks.flatMap((p) => p.pickedFor).sort()).toEqual([...answer.covered].sort());
    }
  });

  it(`is exact up to ${EXACT_SKILLS_MAX} coverable skills, where a greedy cover takes one person too many`, () => {
    // Greedy takes the one with 6 skills first, then needs three more; two halves of 6 cover all 12.
    const skills = Array.from({ length: 12 }, (_, i) => i + 1);
    const candidates = [
      person('greedy-bait', [1, 2, 3, 7, 8, 9, 13]),
      person('left', [1, 2, 3, 4, 5, 6]),
      person('right', [7, 8, 9, 10, 11, 12]),
      person('x', [4, 10]),
      person('y', [5, 11]),
      person('z', [6, 12]),
    ];
    const exact = suggestTeam({ requiredSkillIds: skills, candidates, maxMembers: 12, budgetPerWeek: null });
    expect(exact.exact).toBe(true);
    expect(exact.picks.map((p) => p.id).sort()).toEqual(['left', 'right']);
    // One skill more than the bound: the greedy cover, and the answer says it is not exact.
    const beyond = suggestTeam({
      requiredSkillIds: [...skills, 13],
      candidates,
      maxMembers: 13,
      budgetPerWeek: null,
    });
    expect(beyond.exact).toBe(false);
    expect(beyond.missing).toEqual([]);
    expect(beyond.picks[0].id).toBe('greedy-bait');
  });

  it(`answers the hardest ${EXACT_SKILLS_MAX}-skill instance (every subset a candidate) with its one full cover`, () => {
    const skills = Array.from({ length: EXACT_SKILLS_MAX }, (_, i) => i + 1);
    const candidates = Array.from({ length: (1 << EXACT_SKILLS_MAX) - 1 }, (_, i) =>
      person(
        `s${i + 1}`,
        skills.filter((_, b) => (i + 1) & (1 << b)),
        10 * (1 + ((i * 7) % 13)),
      ),
    );
    const answer = suggestTeam({ requiredSkillIds: skills, candidates, maxMembers: 12, budgetPerWeek: 10_000 });
    expect(answer.picks).toHaveLength(1);
    expect(answer.picks[0].covers).toEqual(skills);
    expect(answer.exact).toBe(true);
  });
});

describe('the reasons of a suggestion', () => {
  it('says what each pick covers, who alone has a skill, and what is missing and why', () => {
    const candidates = [person('a', [1, 2], 100), person('b', [2, 3], 100), person('c', [3], 100)];
    const answer = suggestTeam({ requiredSkillIds: [1, 2, 3, 4], candidates, maxMembers: 1, budgetPerWeek: 500 });
    const titles: Record<number, string> = { 1: 'React', 2: 'Go', 3: 'Rust', 4: 'Elm' };
    const reasons = suggestionReasons(answer, candidates, {
      nameOf: (id) => `Person ${id}`,
      titleOf: (id) => titles[id],
      ratesHidden: 2,
    });
    expect(reasons.map((r) => r.message)).toEqual([
      'Person a covers React and Go',
      'Person a is the only one available with React',
      'Nobody available has Elm',
      'Rust: left out to stay within the budget and the number of members',
      '2 available people whose day rate you may not see could not be weighed against the budget',
    ]);
    expect(reasons[1]).toEqual({
      code: 'only_one',
      specialist_id: 'a',
      skill_ids: [1],
      count: null,
      message: reasons[1].message,
    });
    expect(reasons.map((r) => r.code)).toEqual([
      'picked',
      'only_one',
      'nobody_available',
      'beyond_limits',
      'rates_hidden',
    ]);
  });
});
