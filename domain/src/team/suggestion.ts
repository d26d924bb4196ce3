/*
 * A suggested team (docs/api.md, `POST /teams/{id}/suggestions`; docs/decisions.md, "Suggesting a team"):
 * the fewest available specialists who together cover the most of a team's required skills, within a
 * weekly budget and a number of members, and among those the cheapest.
 *
 * Exact up to EXACT_SKILLS_MAX coverable skills: the best candidate for each subset of skills (the
 * cheapest whose skills include it: a superset-minimum over the 2^k subsets), then a dynamic programme
 * over partitions of the skills into at most `maxMembers` parts, one candidate per part: O(k·2^k + n + m·3^k)
 * time for n candidates, k skills and m members (at 12 skills and 12 members some 6 million steps).
 * Beyond it, a greedy cover (the most new skills per pick, then the cheapest), which may use more people
 * than needed: the answer says so (`exact: false`).
 */

/** The coverable required skills up to which the answer is exact. */
export const EXACT_SKILLS_MAX = 12;

export interface SuggestionCandidate {
  id: string;
  skillIds: readonly number[];
  /** What the person costs a week: with a budget, null when their rate is not known (they cannot be suggested). */
  costPerWeek: number | null;
  /** The fit's score: among equally cheap candidates, the better fit is suggested. */
  score: number;
}

export interface SuggestionProblem {
  requiredSkillIds: readonly number[];
  candidates: readonly SuggestionCandidate[];
  maxMembers: number;
  /** The most the members may cost a week together, or null for no budget (costs are then not compared). */
  budgetPerWeek: number | null;
}

export interface SuggestedPick {
  id: string;
  /** Every required skill the person has. */
  covers: number[];
  /** The required skills the person was picked for (no earlier pick covers them). */
  pickedFor: number[];
  costPerWeek: number | null;
}

export interface Suggestion {
  picks: SuggestedPick[];
  covered: number[];
  missing: number[];
  /** Required skills no candidate has at all (within the budget): a subset of `missing`. */
  nobodyHas: number[];
  costPerWeek: number;
  exact: boolean;
}

/** Rounding of money sums must not turn a budget met exactly into one exceeded. */
const EPSILON = 1e-9;

const popcount = (n: number) => {
  let count = 0;
  for (let m = n; m; m &= m - 1) count++;
  return count;
};

export function suggestTeam({
  requiredSkillIds,
  candidates,
  maxMembers,
  budgetPerWeek,
}: SuggestionProblem): Suggestion {
  const required = [...new Set(requiredSkillIds)];
  const budget = budgetPerWeek ?? Infinity;
  const costOf = (c: SuggestionCandidate) => (budgetPerWeek === null ? 0 : (c.costPerWeek ?? Infinity));
  // Who may be suggested: within the budget alone, with at least one required skill.
  const eligible = candidates
    .filter((c) => costOf(c) <= budget + EPSILON && c.skillIds.some((id) => required.includes(id)))
    // The preference among equals: cheaper, then a better fit, then the id (a stable answer).
    .sort((a, b) => costOf(a) - costOf(b) || b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const coverable = new Set(eligible.flatMap((c) => c.skillIds));
  const skills = required.filter((id) => coverable.has(id));
  const nobodyHas = required.filter((id) => !coverable.has(id));
  const members = Math.max(0, Math.min(maxMembers, skills.length));

  const chosen =
    skills.length <= EXACT_SKILLS_MAX
      ? exactCover(skills, eligible, members, budget, costOf)
      : greedyCover(skills, eligible, members, budget, costOf);
  const picks = chosen.map(({ candidate, part }) => {
    const has = new Set(candidate.skillIds);
    return {
      id: candidate.id,
      covers: required.filter((id) => has.has(id)),
      pickedFor: part,
      costPerWeek: candidate.costPerWeek,
    };
  });
  const covered = new Set(picks.flatMap((p) => p.covers));
  return {
    picks,
    covered: required.filter((id) => covered.has(id)),
    missing: required.filter((id) => !covered.has(id)),
    nobodyHas,
    costPerWeek: chosen.reduce((sum, { candidate }) => sum + costOf(candidate), 0),
    exact: skills.length <= EXACT_SKILLS_MAX,
  };
}

interface Chosen {
  candidate: SuggestionCandidate;
  part: number[];
}

function exactCover(
  skills: readonly number[],
  eligible: readonly SuggestionCandidate[],
  maxMembers: number,
  budget: number,
  costOf: (c: SuggestionCandidate) => number,
): Chosen[] {
  const k = skills.length;
  const full = 1 << k;
  const bit = new Map(skills.map((id, i) => [id, 1 << i]));
  // best[s]: the index (in preference order) of the first candidate whose skills include s; -1 for none.
  const best = new Int32Array(full).fill(-1);
  const better = (a: number, b: number) => (a < 0 ? b : b < 0 ? a : Math.min(a, b));
  eligible.forEach((c, i) => {
    let mask = 0;
    for (const id of c.skillIds) mask |= bit.get(id) ?? 0;
    best[mask] = better(best[mask], i);
  });
  for (let i = 0; i < k; i++)
    for (let s = 0; s < full; s++) if (!(s & (1 << i))) best[s] = better(best[s], best[s | (1 << i)]);
  const partCost = new Float64Array(full).map((_, s) => (best[s] < 0 ? Infinity : costOf(eligible[best[s]])));

  // cost[c][m]: the least a partition of skills m into c parts costs, each part one candidate's;
  // part[c][m] the part holding m's lowest skill (fixing it counts each partition once).
  const cost = [new Float64Array(full).fill(Infinity)];
  const part = [new Int32Array(full)];
  cost[0][0] = 0;
  for (let c = 1; c <= maxMembers; c++) {
    const prev = cost[c - 1];
    const here = new Float64Array(full).fill(Infinity);
    const parts = new Int32Array(full);
    for (let m = 1; m < full; m++) {
      const low = m & -m;
      const rest = m ^ low;
      // Every s = low + a submask of the rest.
      for (let sub = rest; ; sub = (sub - 1) & rest) {
        const s = sub | low;
        const total = prev[m ^ s] + partCost[s];
        if (total < here[m]) {
          here[m] = total;
          parts[m] = s;
        }
        if (sub === 0) break;
      }
    }
    cost.push(here);
    part.push(parts);
  }
  // The most skills, then the fewest people, then the least cost.
  let pick = { m: 0, c: 0 };
  for (let c = 0; c <= maxMembers; c++)
    for (let m = 0; m < full; m++) {
      if (cost[c][m] === Infinity || cost[c][m] > budget + EPSILON) continue;
      const gain = popcount(m) - popcount(pick.m);
      if (gain > 0 || (gain === 0 && c === pick.c && cost[c][m] < cost[pick.c][pick.m] - EPSILON)) pick = { m, c };
    }
  const chosen: Chosen[] = [];
  for (let { m, c } = pick; c > 0; c--) {
    const s = part[c][m];
    chosen.push({ candidate: eligible[best[s]], part: skills.filter((_, i) => s & (1 << i)) });
    m ^= s;
  }
  return chosen;
}

function greedyCover(
  skills: readonly number[],
  eligible: readonly SuggestionCandidate[],
  maxMembers: number,
  budget: number,
  costOf: (c: SuggestionCandidate) => number,
): Chosen[] {
  const uncovered = new Set(skills);
  const chosen: Chosen[] = [];
  let spent = 0;
  while (uncovered.size > 0 && chosen.length < maxMembers) {
    let next: Chosen | undefined;
    for (const candidate of eligible) {
      if (spent + costOf(candidate) > budget + EPSILON) continue;
      const part = candidate.skillIds.filter((id) => uncovered.has(id));
      // Eligible is in preference order, so the first with the most new skills is the one.
      if (part.length > (next?.part.length ?? 0)) next = { candidate, part };
    }
    if (!next) break;
    chosen.push(next);
    spent += costOf(next.candidate);
    for (const id of next.part) uncovered.delete(id);
  }
  return chosen.map(({ candidate, part }) => ({ candidate, part: skills.filter((id) => part.includes(id)) }));
}

// ── Why each pick (the answer's `reasons`: a code the frontend words, its values, and the English words) ──
export const SUGGESTION_REASON_CODES = [
  'picked',
  'only_one',
  'nobody_available',
  'beyond_limits',
  'rates_hidden',
  'approximate',
] as const;

export interface SuggestionReason {
  code: (typeof SUGGESTION_REASON_CODES)[number];
  specialist_id: string | null;
  skill_ids: number[];
  count: number | null;
  message: string;
}

/** "React", "React and Go", "React, Go and Rust". */
const listed = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

export function suggestionReasons(
  suggestion: Suggestion,
  candidates: readonly SuggestionCandidate[],
  {
    nameOf,
    titleOf,
    ratesHidden,
  }: { nameOf: (id: string) => string; titleOf: (skillId: number) => string; ratesHidden: number },
): SuggestionReason[] {
  const skills = (ids: readonly number[]) => listed(ids.map(titleOf));
  const reason = (
    code: SuggestionReason['code'],
    message: string,
    { specialist_id = null, skill_ids = [], count = null }: Partial<Omit<SuggestionReason, 'code' | 'message'>> = {},
  ): SuggestionReason => ({ code, specialist_id, skill_ids, count, message });
  const holders = new Map<number, number>();
  for (const c of candidates) for (const id of new Set(c.skillIds)) holders.set(id, (holders.get(id) ?? 0) + 1);
  const reasons = suggestion.picks.flatMap((pick) => {
    const name = nameOf(pick.id);
    const only = pick.pickedFor.filter((id) => holders.get(id) === 1);
    return [
      reason('picked', `${name} covers ${skills(pick.covers)}`, { specialist_id: pick.id, skill_ids: pick.covers }),
      ...(only.length
        ? [
            reason('only_one', `${name} is the only one available with ${skills(only)}`, {
              specialist_id: pick.id,
              skill_ids: only,
            }),
          ]
        : []),
    ];
  });
  const left = suggestion.missing.filter((id) => !suggestion.nobodyHas.includes(id));
  if (suggestion.nobodyHas.length)
    reasons.push(
      reason('nobody_available', `Nobody available has ${skills(suggestion.nobodyHas)}`, {
        skill_ids: suggestion.nobodyHas,
      }),
    );
  if (left.length)
    reasons.push(
      reason('beyond_limits', `${skills(left)}: left out to stay within the budget and the number of members`, {
        skill_ids: left,
      }),
    );
  if (ratesHidden > 0)
    reasons.push(
      reason(
        'rates_hidden',
        `${ratesHidden} available ${ratesHidden === 1 ? 'person' : 'people'} whose day rate you may not see could not be weighed against the budget`,
        { count: ratesHidden },
      ),
    );
  if (!suggestion.exact)
    reasons.push(
      reason(
        'approximate',
        `Over ${EXACT_SKILLS_MAX} required skills: these people cover them, though perhaps more than the fewest could`,
      ),
    );
  return reasons;
}
