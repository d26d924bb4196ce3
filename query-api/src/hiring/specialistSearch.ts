import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  assertCanSearchSpecialists,
  queryTokens,
  specialistCardKey,
  specialistIndex,
  type Actor,
  type SpecialistCard,
} from '@dth/domain';
import type { ChainableCommander } from 'ioredis';
import type { ReadModelStore } from '@dth/infrastructure';
import {
  intIds,
  oneOrMany,
  listAnswer,
  parseListParams,
  stringIds,
  textFilter,
  type ListParams,
  type ListSpec,
  type ReadAnswer,
} from '../routes/simpleRest';
import { AnswerCache } from './answerCache';
import { SkillTitles } from './skillTitles';

// ── The `specialists` resource: search over the cards' indexes ───────────────
export const specialistFilterSchema = z.strictObject({
  q: textFilter
    .optional()
    .describe(
      'words matched at the start of words of the name, industry title and skill titles (all words must match)',
    ),
  id: stringIds.optional().describe('these specialists only (react-admin getMany)'),
  skill_ids: intIds.optional().describe('any of these skills; `relevance` counts how many'),
  industry_ids: intIds.optional().describe('any of these industries'),
  language_ids: intIds.optional().describe('any of these languages'),
  experience_level_id: intIds
    .refine((ids) => ids.every((id) => id >= 1 && id <= 3), 'Experience levels are 1, 2 and 3')
    .optional(),
  country: oneOrMany(textFilter, 50).optional().describe('a country name, or any of several'),
  project_type_ids: intIds.optional().describe('any of these project types'),
  practitioner_group_id: intIds.optional(),
});
export type SpecialistFilter = z.infer<typeof specialistFilterSchema>;

export const specialistListSpec: ListSpec<typeof specialistFilterSchema> = {
  filter: specialistFilterSchema,
  sortFields: ['relevance', 'name', 'completeness', 'id'],
  defaultSort: (filter) =>
    filter.skill_ids?.length ? { field: 'relevance', order: 'DESC' } : { field: 'completeness', order: 'DESC' },
};

/** Relevance outweighs completeness in one score: relevance × 1000 + completeness (0-100). */
const RELEVANCE_WEIGHT = 1000;

/**
 * Filters are Redis sets of specialist ids (one per skill, language, level, country…); a query
 * is one MULTI: the values of a filter united (SUNIONSTORE), the filters intersected, each
 * requested skill counted over those (ZINTERSTORE … WEIGHTS 0 1000, summed by ZUNIONSTORE: the
 * relevance), the result intersected with the sort index (WEIGHTS giving the order), then one page
 * (ZRANGE) and the total (ZCARD); then one MGET of the page's cards.
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
    // The answer does not depend on who asks (any owner or admin), so all share it.
    return this.cache.get(JSON.stringify(params), () => this.search(params), fresh);
  }

  private async search({ filter, sort, start, end }: ListParams<SpecialistFilter>): Promise<ReadAnswer> {
    const { key } = this.readModels.keyspace;
    const redis = this.readModels.client;

    const groups: string[][] = [];
    const add = (keys: string[] | undefined) => keys && groups.push(keys.map(key));
    add(filter.industry_ids?.map(specialistIndex.industry));
    add(filter.language_ids?.map(specialistIndex.language));
    add(filter.project_type_ids?.map(specialistIndex.projectType));
    add(filter.experience_level_id?.map(specialistIndex.level));
    add(filter.practitioner_group_id?.map(specialistIndex.practitionerGroup));
    add(filter.country?.map(specialistIndex.country));
    if (filter.q !== undefined) {
      const tokens = queryTokens(filter.q);
      const skills = await this.skillTitles.matching(tokens);
      tokens.forEach((token, i) => add([specialistIndex.token(token), ...skills[i].map(specialistIndex.skill)]));
    }
    const skillKeys = filter.skill_ids?.map((id) => key(specialistIndex.skill(id)));
    const sortKey = key(sort.field === 'name' ? specialistIndex.name : specialistIndex.all);
    const rev = sort.order === 'DESC';
    const withScores = sort.field === 'relevance' && !!skillKeys;

    let ids: string[];
    let total: number;
    let scores: number[] | undefined;
    if (groups.length === 0 && !skillKeys && !filter.id && sort.field !== 'id') {
      // No filter: the sort index itself is the result.
      const tx = redis.multi();
      zrange(tx, sortKey, start, end, rev, false).zcard(sortKey);
      const [[, page], [, count]] = (await tx.exec())!;
      ids = page as string[];
      total = count as number;
    } else {
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
      if (filter.id) {
        const ids = temp();
        tx.sadd(ids, ...filter.id);
        filters.push(ids);
      }
      for (const group of groups) {
        if (group.length === 1) filters.push(group[0]);
        else {
          const union = temp();
          tx.sunionstore(union, ...group);
          filters.push(union);
        }
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
      const inputs = [sortKey, matches!];
      const weights = [sort.field === 'id' ? 0 : 1, sort.field === 'relevance' && skillKeys ? 1 : 0];
      const result = temp();
      tx.zinterstore(result, inputs.length, ...inputs, 'WEIGHTS', ...weights);
      zrange(tx, result, start, end, rev, withScores).zcard(result);
      tx.del(...temps);
      const replies = (await tx.exec())!;
      const failed = replies.find(([error]) => error)?.[0];
      if (failed) throw failed;
      const page = replies.at(-3)![1] as string[];
      total = replies.at(-2)![1] as number;
      if (withScores) {
        ids = page.filter((_, i) => i % 2 === 0);
        scores = page.filter((_, i) => i % 2 === 1).map(Number);
      } else ids = page;
    }
    const cards = ids.length ? await redis.mget(ids.map((id) => key(specialistCardKey(id)))) : [];
    const requested = filter.skill_ids;
    const records = cards.flatMap((card, i) => {
      if (card === null) return [];
      if (!requested) return [card];
      const relevance = scores
        ? Math.floor(scores[i] / RELEVANCE_WEIGHT)
        : (JSON.parse(card) as SpecialistCard).skills.filter((s) => requested.includes(s.id)).length;
      return [`${card.slice(0, -1)},"relevance":${relevance}}`];
    });
    return listAnswer('specialists', start, records, total);
  }
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
