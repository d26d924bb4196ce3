import { z } from 'zod';
import {
  NotFoundError,
  TEAM_STATUSES,
  canReadTeamRecord,
  isAdmin,
  networkKey,
  normalizeText,
  queryTokens,
  readsAsOwner,
  specialistCardKey,
  specialistProfileKey,
  teamCostPerWeek,
  teamCoverage,
  teamHistoryKey,
  teamIndex,
  teamKey,
  wordsOf,
  type Actor,
  type NetworkDoc,
  type SpecialistCard,
  type SpecialistProfile,
  type TeamDoc,
  type TeamHistoryDoc,
  type TeamRecord,
  teamCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import {
  anyOf,
  booleanFilter,
  listAnswer,
  parseListParams,
  recordAnswer,
  stringIds,
  textFilter,
  type ListSpec,
  type ReadAnswer,
} from '../routes/simpleRest';
import { compareBy, VersionedReads } from './readKit';

export const teamFilterSchema = z.strictObject({
  network_id: z.string().max(200).optional(),
  status: anyOf(TEAM_STATUSES).optional(),
  q: textFilter.optional().describe('words of the name'),
  member_id: z.string().max(200).optional().describe('teams this specialist is in'),
  archived: booleanFilter.optional().describe('default false'),
  id: stringIds.optional(),
});
export const teamListSpec: ListSpec<typeof teamFilterSchema> = {
  filter: teamFilterSchema,
  sortFields: ['name', 'created_at', 'status', 'id'],
  defaultSort: () => ({ field: 'created_at', order: 'DESC' }),
};

const notFound = () => new NotFoundError(teamCodes.teamNotFound);

/**
 * Reads of teams: the documents from the reader's index (own, member of, or all for admins),
 * then the page's network and owner names and member cards in one MGET; coverage is computed
 * from those cards (domain `teamCoverage`), so it follows a member's skills as they change.
 */
export class TeamReads {
  constructor(private readonly readModels: ReadModelStore) {}

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  async list(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { filter, sort, start, end } = parseListParams(query, teamListSpec);
    const r = this.reads();
    const index = !readsAsOwner(reader)
      ? teamIndex.member(reader.userId)
      : !isAdmin(reader)
        ? teamIndex.owner(reader.userId)
        : filter.network_id
          ? teamIndex.network(filter.network_id)
          : filter.member_id
            ? teamIndex.member(filter.member_id)
            : teamIndex.all;
    let ids = await r.redis.zrange(r.key(index), 0, -1);
    if (filter.id) ids = ids.filter((id) => filter.id!.includes(id));
    let docs = (await r.mgetJson<TeamDoc>(ids.map(teamKey))).filter(
      (d): d is TeamDoc => d !== null && canReadTeamRecord(reader, d),
    );
    const archived = filter.archived ?? (filter.id ? undefined : false);
    if (archived !== undefined) docs = docs.filter((d) => d.archived === archived);
    if (filter.network_id) docs = docs.filter((d) => d.network_id === filter.network_id);
    if (filter.status) docs = docs.filter((d) => filter.status!.includes(d.status));
    if (filter.member_id) docs = docs.filter((d) => d.members.some((m) => m.specialist_id === filter.member_id));
    if (filter.q) {
      const tokens = queryTokens(filter.q);
      docs = docs.filter((d) => tokens.every((t) => wordsOf(d.name).some((w) => w.startsWith(t))));
    }
    docs.sort(
      compareBy<TeamDoc>(
        (d) =>
          sort.field === 'name'
            ? normalizeText(d.name)
            : sort.field === 'status'
              ? d.status
              : sort.field === 'id'
                ? d.id
                : d.created_at,
        sort.order,
        (d) => d.id,
      ),
    );
    const page = docs.slice(start, end + 1);
    const records = await this.records(r, page);
    return listAnswer(
      'teams',
      start,
      records.map((t) => JSON.stringify(t)),
      docs.length,
    );
  }

  async get(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    const doc = await this.readable(r, reader, id);
    const [record] = await this.records(r, [doc]);
    return recordAnswer(JSON.stringify(record));
  }

  /**
   * The team's cost per week (domain/src/team/cost.ts), for its owner and admins only: the members are in the
   * owner's network, whose owner may read their day rates; to any other reader of the team it does not exist (404).
   */
  async cost(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    const doc = await this.readable(r, reader, id);
    if (doc.owner_id !== reader.userId && !isAdmin(reader)) throw notFound();
    const profiles = await r.mgetJson<SpecialistProfile>(doc.members.map((m) => specialistProfileKey(m.specialist_id)));
    const cost = teamCostPerWeek(
      doc.members.map((m, i) => ({ allocation_days: m.allocation_days, day_rate: profiles[i]?.day_rate })),
    );
    return recordAnswer(JSON.stringify({ id, ...cost }));
  }

  /** The composition history, newest first, with the names people have now. */
  async history(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    await this.readable(r, reader, id);
    const doc = (await r.mgetJson<TeamHistoryDoc>([teamHistoryKey(id)]))[0];
    const items = [...(doc?.items ?? [])].reverse();
    const names = await r.names(items.flatMap((i) => (i.specialist_id ? [i.actor_id, i.specialist_id] : [i.actor_id])));
    const records = items.map((item) => {
      const { actor_id, specialist_id, ...rest } = item;
      return JSON.stringify({
        ...rest,
        ...(specialist_id ? { specialist_id, specialist_name: names.get(specialist_id) } : {}),
        actor_id,
        actor_name: names.get(actor_id),
      });
    });
    return listAnswer('team-history', 0, records, records.length);
  }

  async readable(r: VersionedReads, reader: Actor, id: string): Promise<TeamDoc> {
    const doc = (await r.mgetJson<TeamDoc>([teamKey(id)]))[0];
    if (!doc || !canReadTeamRecord(reader, doc)) throw notFound();
    return doc;
  }

  private async records(r: VersionedReads, teams: readonly TeamDoc[]): Promise<TeamRecord[]> {
    if (teams.length === 0) return [];
    const networkIds = [...new Set(teams.map((t) => t.network_id))];
    const memberIds = [...new Set(teams.flatMap((t) => t.members.map((m) => m.specialist_id)))];
    const [networks, cards, names] = await Promise.all([
      r.mgetJson<NetworkDoc>(networkIds.map(networkKey)),
      r.mgetJson<SpecialistCard>(memberIds.map(specialistCardKey)),
      r.names(teams.map((t) => t.owner_id)),
    ]);
    const networkName = new Map(networkIds.map((id, i) => [id, networks[i]?.name ?? '']));
    const card = new Map(memberIds.map((id, i) => [id, cards[i]]));
    return teams.map((t) => {
      const members = t.members.map((m) => ({ ...m, specialist: card.get(m.specialist_id) ?? null }));
      return {
        id: t.id,
        network_id: t.network_id,
        network_name: networkName.get(t.network_id)!,
        owner_id: t.owner_id,
        owner_name: names.get(t.owner_id)!,
        name: t.name,
        purpose: t.purpose,
        status: t.status,
        archived: t.archived,
        required_skills: t.required_skills,
        members,
        member_count: t.member_count,
        coverage: teamCoverage(
          t.required_skills,
          members.map((m) => ({ specialistId: m.specialist_id, skills: m.specialist?.skills ?? [] })),
        ),
        created_at: t.created_at,
        updated_at: t.updated_at,
      };
    });
  }
}
