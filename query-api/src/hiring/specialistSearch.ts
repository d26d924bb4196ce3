import { randomUUID } from 'node:crypto';
import {
  FIT_WEIGHTS,
  DAYS_PER_WEEK_MAX,
  NotFoundError,
  assertCanSearchSpecialists,
  dayNumber,
  isAdmin,
  networkIndex,
  networkMemberIndex,
  queryTokens,
  specialistCardKey,
  specialistIndex,
  teamFitOf,
  teamIndex,
  teamKey,
  teamCodes,
  specialistFilterSchema,
  teamMatchFilterSchema,
  type Actor,
  type SpecialistFilter,
  type SpecialistCard,
  type TeamDoc,
} from '@dth/domain';
import type { ChainableCommander } from 'ioredis';
import type { ReadModelStore } from '@dth/infrastructure';
import { listAnswer, parseListParams, type ListParams, type ListSpec, type ReadAnswer } from '../routes/simpleRest';
import { AnswerCache } from './answerCache';
import { run } from './readKit';
import { bookedDaysPerWeek, withBookedDays } from './availabilityReads';
import { SkillTitles } from './skillTitles';

// ── The `specialists` resource: search over the cards' indexes ───────────────

export const specialistListSpec: ListSpec<typeof specialistFilterSchema> = {
  filter: specialistFilterSchema,
  sortFields: ['fit', 'relevance', 'name', 'completeness', 'id'],
  defaultSort: (filter) =>
    filter.for_team
      ? { field: 'fit', order: 'DESC' }
      : filter.skill_ids?.length
        ? { field: 'relevance', order: 'DESC' }
        : { field: 'completeness', order: 'DESC' },
};

/** `GET /teams/{id}/matches`: the search's availability and rate filters; always ranked by fit. */
export const teamMatchListSpec: ListSpec<typeof teamMatchFilterSchema> = {
  filter: teamMatchFilterSchema,
  sortFields: ['fit'],
  defaultSort: () => ({ field: 'fit', order: 'DESC' }),
};

/** Relevance outweighs completeness in one score: relevance × 1000 + completeness (0-100). */
const RELEVANCE_WEIGHT = 1000;
/** Ties of fit are ordered by completeness (0-100), which never outweighs one point of fit. */
const FIT_TIE_WEIGHT = 0.001;

/**
 * The ids of the specialists who joined a network the owner owns (whose contact details and day rate
 * the owner sees, and who may find them when they are discoverable by their networks only).
 */
const JOINED_SPECIALISTS = `
local ids = {}
for _, networkId in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  for _, entry in ipairs(redis.call('ZRANGE', ARGV[1] .. networkId .. ARGV[2], 0, -1)) do
    local specialistId = string.match(entry, '|([^|]*)$')
    if specialistId and specialistId ~= '' then ids[#ids + 1] = specialistId end
  end
end
return ids`;

/**
 * Free days a week into KEYS[1]: the days a week (KEYS[2]) less the days booked on teams not archived
 * (the allocation entries of KEYS[3], `{specialistId}:{teamId}:{days}`), never below 0. One pass over the
 * allocations (people on teams are few beside all specialists), then one ZADD per booked person.
 */
const FREE_DAYS = `
local booked = {}
for _, entry in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
  local specialistId, days = string.match(entry, '^([^:]*):.*:([^:]*)$')
  if specialistId then booked[specialistId] = (booked[specialistId] or 0) + tonumber(days) end
end
redis.call('ZUNIONSTORE', KEYS[1], 1, KEYS[2])
for specialistId, days in pairs(booked) do
  local week = redis.call('ZSCORE', KEYS[1], specialistId)
  if week then redis.call('ZADD', KEYS[1], math.max(0, tonumber(week) - days), specialistId) end
end
return 1`;

/** What a search needs to know of who asks: admins see every rate; an owner those of the people who joined their networks. */
export interface Searcher {
  admin: boolean;
  joined: readonly string[];
}

/**
 * Filters are Redis sets of specialist ids (one per skill, language, level, country…); a query
 * is one MULTI: the values of a filter united (SUNIONSTORE), the filters intersected, each
 * requested skill counted over those (ZINTERSTORE … WEIGHTS 0 1000, summed by ZUNIONSTORE: the
 * relevance), the result intersected with the sort index (WEIGHTS giving the order) and with the
 * ranges of the availability filters (sorted sets cut by ZRANGESTORE … BYSCORE, weight 0), then one
 * page (ZRANGE) and the total (ZCARD); then one MGET of the page's cards with their booked days.
 * Who may be found (`discoverable`) is one more filter, except for a lookup by `id` (not a search:
 * who knows an id may read the profile anyway).
 */
export class SpecialistSearch {
  private readonly skillTitles: SkillTitles;
  private readonly cache: AnswerCache;

  constructor(private readonly readModels: ReadModelStore) {
    this.skillTitles = new SkillTitles(readModels);
    this.cache = new AnswerCache(readModels);
  }

  /** `fresh`: bypass the answer cache (the request said `Cache-Control: no-cache`). */
  async list(reader: Actor, query: Record<string, unknown>, { fresh = false } = {}): Promise<ReadAnswer> {
    assertCanSearchSpecialists(reader);
    const params = parseListParams(query, specialistListSpec);
    // Admins see the same answers; an owner's depend on the networks they own and the teams they ask about.
    const audience = isAdmin(reader) ? 'admin' : reader.userId;
    return this.cache.get(`${audience}:${JSON.stringify(params)}`, () => this.search(reader, params), fresh);
  }

  /**
   * `GET /teams/{id}/matches`: the search ranked by fit to the team (its required skills, free days, being
   * open to work, and a day rate within `day_rate_lte`), without the team's own members.
   */
  async matches(
    reader: Actor,
    teamId: string,
    query: Record<string, unknown>,
    { fresh = false } = {},
  ): Promise<ReadAnswer> {
    assertCanSearchSpecialists(reader);
    const { filter, start, end } = parseListParams(query, teamMatchListSpec);
    const team = await this.team(reader, teamId);
    const params: ListParams<SpecialistFilter> = {
      filter: { ...filter, for_team: teamId },
      sort: { field: 'fit', order: 'DESC' },
      start,
      end,
    };
    const members = team.members.map((m) => m.specialist_id);
    const audience = isAdmin(reader) ? 'admin' : reader.userId;
    return this.cache.get(
      `${audience}:matches:${JSON.stringify(params)}:${members.join(',')}`,
      () => this.search(reader, params, members),
      fresh,
    );
  }

  /** A team of the reader's (an admin's: any); another owner's does not exist for them (404, as on its own page). */
  async team(reader: Actor, teamId: string): Promise<TeamDoc> {
    const team = await this.readModels.get<TeamDoc>(teamKey(teamId));
    // Another owner's team does not exist for this one (as on its own page).
    if (!team || (team.owner_id !== reader.userId && !isAdmin(reader))) throw new NotFoundError(teamCodes.teamNotFound);
    return team;
  }

  async searcher(reader: Actor): Promise<Searcher> {
    if (isAdmin(reader)) return { admin: true, joined: [] };
    const { key } = this.readModels.keyspace;
    const [prefix, suffix] = key(networkMemberIndex.status('\u0000', 'joined')).split('\u0000');
    const joined = (await this.readModels.client.eval(
      JOINED_SPECIALISTS,
      1,
      key(networkIndex.owner(reader.userId)),
      prefix,
      suffix,
    )) as string[];
    return { admin: false, joined };
  }

  /** `excluded`: specialists never answered (a team's own members, for its matches). */
  private async search(
    reader: Actor,
    { filter, sort, start, end }: ListParams<SpecialistFilter>,
    excluded: readonly string[] = [],
  ): Promise<ReadAnswer> {
    const { key } = this.readModels.keyspace;
    const redis = this.readModels.client;
    const [searcher, team] = await Promise.all([
      this.searcher(reader),
      filter.for_team ? this.team(reader, filter.for_team) : undefined,
    ]);

    const groups: string[][] = [];
    const add = (keys: string[] | undefined) => keys && groups.push(keys.map(key));
    add(filter.industry_ids?.map(specialistIndex.industry));
    add(filter.language_ids?.map(specialistIndex.language));
    add(filter.project_type_ids?.map(specialistIndex.projectType));
    add(filter.experience_level_id?.map(specialistIndex.level));
    add(filter.practitioner_group_id?.map(specialistIndex.practitionerGroup));
    add(filter.country?.map(specialistIndex.country));
    if (filter.open_to_work === true || filter.available_by !== undefined) add([specialistIndex.openToWork]);
    if (filter.q !== undefined) {
      const tokens = queryTokens(filter.q);
      const skills = await this.skillTitles.matching(tokens);
      tokens.forEach((token, i) => add([specialistIndex.token(token), ...skills[i].map(specialistIndex.skill)]));
    }
    const skillKeys = filter.skill_ids?.map((id) => key(specialistIndex.skill(id)));
    // Every skill required: each skill's set is one more filter of the intersection.
    if (filter.skills_match === 'all') filter.skill_ids?.forEach((id) => add([specialistIndex.skill(id)]));
    const requiredSkills = team?.required_skills.map((s) => s.id) ?? [];
    const byFit = sort.field === 'fit' && team !== undefined;
    const sortKey = key(sort.field === 'name' ? specialistIndex.name : specialistIndex.all);
    const rev = sort.order === 'DESC';
    const withScores = sort.field === 'relevance' && !!skillKeys;

    const tx = redis.multi();
    const temps: string[] = [];
    const temp = () => {
      const name = `rm:tmp:${randomUUID()}`;
      temps.push(name);
      return name;
    };
    // The other filters first: their intersection (driven by the smallest set) is the candidates,
    // so the skills, often large sets, are only probed for those (one ZINTERSTORE per skill, each
    // counting 1000 per match), never united whole. With skills alone, their union is the answer.
    const filters: string[] = [];
    /** Sorted sets cut to a range (weight 0 in the final intersection). */
    const ranges: string[] = [];
    if (filter.id) {
      const ids = temp();
      tx.sadd(ids, ...filter.id);
      filters.push(ids);
    }
    const joined = () => joinedSet(tx, key, searcher, temp);
    if (!filter.id) filters.push(foundSet(tx, key, searcher, temp));
    for (const group of groups) {
      if (group.length === 1) filters.push(group[0]);
      else {
        const union = temp();
        tx.sunionstore(union, ...group);
        filters.push(union);
      }
    }
    if (filter.open_to_work === false) {
      const closed = temp();
      tx.zdiffstore(closed, 2, key(specialistIndex.all), key(specialistIndex.openToWork));
      ranges.push(closed);
    }
    if (filter.available_by !== undefined) {
      const available = temp();
      tx.zrangestore(available, key(specialistIndex.availableFrom), '-inf', dayNumber(filter.available_by), 'BYSCORE');
      ranges.push(available);
    }
    const freeDays = filter.free_days_gte !== undefined || byFit ? temp() : undefined;
    if (freeDays) {
      tx.eval(FREE_DAYS, 3, freeDays, key(specialistIndex.daysPerWeek), key(teamIndex.allocations));
      if (filter.free_days_gte !== undefined) {
        const enough = temp();
        tx.zrangestore(enough, freeDays, filter.free_days_gte, '+inf', 'BYSCORE');
        ranges.push(enough);
      }
    }
    if (filter.day_rate_lte !== undefined && filter.day_rate_currency !== undefined) {
      // Only rates the searcher may see: a filter on the others would tell their rate.
      const within = temp();
      tx.zrangestore(
        within,
        key(specialistIndex.dayRate(filter.day_rate_currency)),
        '-inf',
        filter.day_rate_lte,
        'BYSCORE',
      );
      ranges.push(within);
      if (!searcher.admin) filters.push(joined());
    }
    // Plain sets intersect more cheaply than sorted sets (no scores, no skiplist).
    let matches: string | undefined = filters.length === 1 ? filters[0] : undefined;
    if (filters.length > 1) {
      matches = temp();
      tx.sinterstore(matches, ...filters);
    }
    if (skillKeys) {
      const perSkill = matches
        ? skillKeys.map((skillKey) => {
            const hits = temp();
            tx.zinterstore(hits, 2, matches!, skillKey, 'WEIGHTS', 0, RELEVANCE_WEIGHT);
            return hits;
          })
        : skillKeys;
      const counted = temp();
      tx.zunionstore(
        counted,
        perSkill.length,
        ...perSkill,
        'WEIGHTS',
        ...perSkill.map(() => (matches ? 1 : RELEVANCE_WEIGHT)),
      );
      matches = counted;
    }
    const inputs = [sortKey, ...(matches ? [matches] : []), ...ranges];
    const weights = [
      sort.field === 'id' ? 0 : byFit ? FIT_TIE_WEIGHT : 1,
      ...(matches ? [sort.field === 'relevance' && skillKeys ? 1 : 0] : []),
      ...ranges.map(() => 0),
    ];
    if (byFit) {
      // The fit's score in Redis, with the weights of teamFitOf: each required skill a share of 70,
      // each free day 4, open to work 10 (a team requiring no skill adds the same 70 to everyone).
      const fit = temp();
      const skillShare = requiredSkills.length ? FIT_WEIGHTS.skills / requiredSkills.length : 0;
      const parts = [
        ...requiredSkills.map((id) => key(specialistIndex.skill(id))),
        freeDays!,
        key(specialistIndex.openToWork),
      ];
      tx.zunionstore(
        fit,
        parts.length,
        ...parts,
        'WEIGHTS',
        ...requiredSkills.map(() => skillShare),
        FIT_WEIGHTS.freeDays / DAYS_PER_WEEK_MAX,
        FIT_WEIGHTS.openToWork,
      );
      inputs.push(fit);
      weights.push(1);
    }
    let result = temp();
    tx.zinterstore(result, inputs.length, ...inputs, 'WEIGHTS', ...weights);
    if (excluded.length > 0) {
      const others = temp();
      const kept = temp();
      tx.sadd(others, ...excluded);
      tx.zdiffstore(kept, 2, result, others);
      result = kept;
    }
    zrange(tx, result, start, end, rev, withScores).zcard(result);
    tx.del(...temps);
    const replies = await run(tx);
    const page = replies.at(-3) as string[];
    const total = replies.at(-2) as number;
    let ids = page;
    let scores: number[] | undefined;
    if (withScores) {
      ids = page.filter((_, i) => i % 2 === 0);
      scores = page.filter((_, i) => i % 2 === 1).map(Number);
    }
    const [cards, booked, rates] = await Promise.all([
      ids.length ? redis.mget(ids.map((id) => key(specialistCardKey(id)))) : [],
      bookedDaysPerWeek(this.readModels, ids),
      filter.day_rate_currency && ids.length
        ? redis.zmscore(key(specialistIndex.dayRate(filter.day_rate_currency)), ...ids)
        : undefined,
    ]);
    const requested = filter.skill_ids;
    const seesRate = (id: string) => searcher.admin || searcher.joined.includes(id);
    const records = cards.flatMap((raw, i) => {
      if (raw === null) return [];
      const id = ids[i];
      let record = withBookedDays(raw, booked[i]) ?? raw;
      const card = requested || team ? (JSON.parse(raw) as SpecialistCard) : undefined;
      if (requested) {
        const relevance = scores
          ? Math.floor(scores[i] / RELEVANCE_WEIGHT)
          : card!.skills.filter((s) => requested.includes(s.id)).length;
        record = `${record.slice(0, -1)},"relevance":${relevance}}`;
      }
      if (team) {
        const rate = rates?.[i];
        const fit = teamFitOf({
          requiredSkillIds: requiredSkills,
          skillIds: card!.skills.map((s) => s.id),
          daysPerWeek: card!.availability.days_per_week,
          bookedDaysPerWeek: booked[i],
          openToWork: card!.availability.open_to_work,
          rateWithinBudget:
            filter.day_rate_lte !== undefined && rate != null && seesRate(id)
              ? Number(rate) <= filter.day_rate_lte
              : null,
        });
        record = `${record.slice(0, -1)},"fit":${JSON.stringify(fit)}}`;
      }
      return [record];
    });
    return listAnswer('specialists', start, records, total);
  }
}

/** The specialists who joined one of the searcher's networks, as a set staged in `tx` (its temporary key). */
export function joinedSet(tx: ChainableCommander, key: (k: string) => string, searcher: Searcher, temp: () => string) {
  const ids = temp();
  if (searcher.joined.length > 0) tx.sadd(ids, ...searcher.joined);
  return ids;
}

/**
 * Who the searcher may find, as a set staged in `tx`: everyone's, and those found by their networks' owners
 * where the searcher is one (admins: all of both).
 */
export function foundSet(tx: ChainableCommander, key: (k: string) => string, searcher: Searcher, temp: () => string) {
  const found = temp();
  const byNetworks = key(specialistIndex.discoverable('networks'));
  if (searcher.admin) tx.sunionstore(found, key(specialistIndex.discoverable('everyone')), byNetworks);
  else {
    const mine = temp();
    tx.sinterstore(mine, byNetworks, joinedSet(tx, key, searcher, temp));
    tx.sunionstore(found, key(specialistIndex.discoverable('everyone')), mine);
  }
  return found;
}

/** ZRANGE by rank, highest first when `rev`. */
export function zrange(
  tx: ChainableCommander,
  key: string,
  start: number,
  end: number,
  rev: boolean,
  withScores: boolean,
): ChainableCommander {
  if (rev) return withScores ? tx.zrange(key, start, end, 'REV', 'WITHSCORES') : tx.zrange(key, start, end, 'REV');
  return withScores ? tx.zrange(key, start, end, 'WITHSCORES') : tx.zrange(key, start, end);
}
