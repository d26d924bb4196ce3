import { z } from 'zod';
import {
  MEMBERSHIP_STATUSES,
  NotFoundError,
  ValidationError,
  isAdmin,
  networkIndex,
  networkKey,
  networkMemberIndex,
  networkMemberKey,
  networkViewOf,
  normalizeText,
  parseMembershipRecordId,
  parseNetworkMemberEntry,
  queryTokens,
  readsAsOwner,
  specialistCardKey,
  networkMemberNameIndex,
  specialistIndex,
  teamIndex,
  userAccountKey,
  visibleMembership,
  wordsOf,
  type Actor,
  type NetworkDoc,
  type NetworkMemberDoc,
  type NetworkRecord,
  type SpecialistCard,
  type UserAccount,
  networkCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import {
  anyOf,
  booleanFilter,
  intIds,
  listAnswer,
  parseListParams,
  recordAnswer,
  stringIds,
  textFilter,
  type ListParams,
  type ListSpec,
  type ReadAnswer,
  type SortOrder,
} from '../routes/simpleRest';
import { AnswerCache } from './answerCache';
import { compareBy, run, VersionedReads, withField } from './readKit';
import { zrange } from './specialistSearch';

// ── Filters and sorts of the resources ───────────────────────────────────────
export const networkFilterSchema = z.strictObject({
  q: textFilter.optional().describe('words of the name'),
  owner_id: z.string().max(200).optional().describe('admins: one owner’s networks'),
  archived: booleanFilter.optional().describe('default false'),
  id: stringIds.optional(),
});
export const networkListSpec: ListSpec<typeof networkFilterSchema> = {
  filter: networkFilterSchema,
  sortFields: ['name', 'created_at', 'member_count', 'id'],
  defaultSort: () => ({ field: 'created_at', order: 'DESC' }),
};

export const networkMemberFilterSchema = z
  .strictObject({
    network_id: z.string().min(1).max(200).optional().describe('required (unless `id` is given)'),
    status: anyOf(MEMBERSHIP_STATUSES).optional(),
    skill_ids: intIds.optional().describe('members with any of these skills'),
    experience_level_id: intIds.optional(),
    tag: textFilter.optional().describe('one of the owner’s tags'),
    q: textFilter.optional().describe('words of the member’s name (or invited address)'),
    id: stringIds.optional(),
  })
  .meta({ anyOf: [{ required: ['network_id'] }, { required: ['id'] }] });
export type NetworkMemberFilter = z.infer<typeof networkMemberFilterSchema>;
export const networkMemberListSpec: ListSpec<typeof networkMemberFilterSchema> = {
  filter: networkMemberFilterSchema,
  sortFields: ['name', 'invited_at', 'status', 'id'],
  defaultSort: () => ({ field: 'invited_at', order: 'DESC' }),
};

export const invitationListSpec: ListSpec<z.ZodObject> = {
  filter: z.strictObject({}),
  sortFields: ['invited_at'],
  defaultSort: () => ({ field: 'invited_at', order: 'DESC' }),
};

export const invitationRecordSchema = z.object({
  id: z.string(),
  network_id: z.string(),
  network_name: z.string(),
  owner_name: z.string(),
  invited_at: z.string(),
  status: z.literal('invited'),
});

const time = (iso: string) => Date.parse(iso) || 0;
const notFound = () => new NotFoundError(networkCodes.networkNotFound);
const memberNotFound = () => new NotFoundError(networkCodes.memberNotFound);

/**
 * Reads of networks, their members and invitations. A network page answers from its own
 * document, index cardinalities (members, invitations, teams) and the owner's account, in one
 * transaction; a members page from the network's membership indexes, then one MGET of the page's
 * memberships and cards.
 */
export class NetworkReads {
  private readonly cache: AnswerCache;

  constructor(private readonly readModels: ReadModelStore) {
    this.cache = new AnswerCache(readModels);
  }

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  // ── networks ───────────────────────────────────────────────────────────────
  async listNetworks(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { filter, sort, start, end } = parseListParams(query, networkListSpec);
    const r = this.reads();
    let ids: string[];
    let own: Map<string, NetworkMemberDoc> | undefined;
    if (readsAsOwner(reader)) {
      const index = isAdmin(reader)
        ? filter.owner_id
          ? networkIndex.owner(filter.owner_id)
          : networkIndex.all
        : networkIndex.owner(reader.userId);
      ids = await r.redis.zrange(r.key(index), 0, -1);
      if (filter.owner_id && !isAdmin(reader) && filter.owner_id !== reader.userId) ids = [];
    } else {
      own = await this.joinedMemberships(r, reader);
      ids = [...own.keys()];
    }
    if (filter.id) ids = ids.filter((id) => filter.id!.includes(id));
    let docs = (await r.mgetJson<NetworkDoc>(ids.map(networkKey))).filter((d): d is NetworkDoc => d !== null);
    const archived = filter.archived ?? (filter.id ? undefined : false);
    if (archived !== undefined) docs = docs.filter((d) => d.archived === archived);
    if (filter.q) {
      const tokens = queryTokens(filter.q);
      docs = docs.filter((d) => tokens.every((t) => wordsOf(d.name).some((w) => w.startsWith(t))));
    }
    let counts = new Map<string, Counts>();
    if (sort.field === 'member_count') counts = await this.counts(r, docs);
    docs.sort(
      compareBy<NetworkDoc>(
        (d) =>
          sort.field === 'name'
            ? normalizeText(d.name)
            : sort.field === 'member_count'
              ? counts.get(d.id)!.members
              : sort.field === 'id'
                ? d.id
                : d.created_at,
        sort.order,
        (d) => d.id,
      ),
    );
    const page = docs.slice(start, end + 1);
    if (sort.field !== 'member_count') counts = await this.counts(r, page);
    const names = await r.names(page.map((d) => d.owner_id));
    const records = page.map((d) =>
      JSON.stringify(networkRecord(d, names.get(d.owner_id)!, counts.get(d.id)!, reader, own?.get(d.id))),
    );
    return listAnswer('networks', start, records, docs.length);
  }

  async getNetwork(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    const doc = (await r.mgetJson<NetworkDoc>([networkKey(id)]))[0];
    if (!doc) throw notFound();
    const own = readsAsOwner(reader) ? undefined : (await this.joinedMemberships(r, reader, id)).get(id);
    if (!networkViewOf(reader, doc, own ? [own] : [])) throw notFound();
    const [counts, names] = await Promise.all([this.counts(r, [doc]), r.names([doc.owner_id])]);
    return recordAnswer(JSON.stringify(networkRecord(doc, names.get(doc.owner_id)!, counts.get(doc.id)!, reader, own)));
  }

  /** The reader's joined memberships by network id (of one network when given). */
  private async joinedMemberships(
    r: VersionedReads,
    reader: Actor,
    networkId?: string,
  ): Promise<Map<string, NetworkMemberDoc>> {
    let recordIds = await r.redis.zrange(r.key(networkMemberIndex.ofSpecialist(reader.userId)), 0, -1);
    if (networkId) recordIds = recordIds.filter((id) => id.startsWith(`${networkId}.`));
    const docs = await r.mgetJson<NetworkMemberDoc>(recordIds.map(networkMemberKey));
    return new Map(docs.filter((d): d is NetworkMemberDoc => d?.status === 'joined').map((d) => [d.network_id, d]));
  }

  private async counts(r: VersionedReads, docs: readonly NetworkDoc[]): Promise<Map<string, Counts>> {
    if (docs.length === 0) return new Map();
    const tx = r.redis.multi();
    for (const d of docs) {
      tx.zcard(r.key(networkMemberIndex.status(d.id, 'joined')));
      tx.zcard(r.key(networkMemberIndex.status(d.id, 'invited')));
      tx.zcard(r.key(teamIndex.networkActive(d.id)));
    }
    const replies = (await run(tx)) as number[];
    return new Map(
      docs.map((d, i) => [d.id, { members: replies[3 * i], invited: replies[3 * i + 1], teams: replies[3 * i + 2] }]),
    );
  }

  // ── network-members ────────────────────────────────────────────────────────
  /** `fresh`: bypass the answer cache (the request said `Cache-Control: no-cache`). */
  async listMembers(reader: Actor, query: Record<string, unknown>, { fresh = false } = {}): Promise<ReadAnswer> {
    const params = parseListParams(query, networkMemberListSpec);
    const { filter, sort, start, end } = params;
    if (!filter.network_id) {
      if (filter.id) return this.membersById(reader, filter.id, start, end);
      throw new ValidationError(networkCodes.filterByNetwork, { 'filter.network_id': networkCodes.filterByNetwork });
    }
    const networkId = filter.network_id;
    const r = this.reads();
    if (!readsAsOwner(reader)) return this.ownMembers(r, reader, networkId, filter, sort, start, end);
    const network = (await r.mgetJson<NetworkDoc>([networkKey(networkId)]))[0];
    if (!network || !networkViewOf(reader, network, [])) throw notFound();
    // The owner and admins see the same whole list, so they share its answers.
    return this.cache.get(`members:${JSON.stringify(params)}`, () => this.wholeMembers(r, networkId, params), fresh);
  }

  private async wholeMembers(
    r: VersionedReads,
    networkId: string,
    { filter, sort, start, end }: ListParams<NetworkMemberFilter>,
  ): Promise<ReadAnswer> {
    const simple = !filter.skill_ids && !filter.experience_level_id && !filter.q && !filter.id && sort.field !== 'id';
    const tx = r.redis.multi();
    const { base, commands } = baseEntries(
      r,
      tx,
      networkId,
      filter,
      sort.field === 'status' || sort.field === 'name' ? sort.field : 'invited',
    );
    if (simple) zrange(tx, base, start, end, sort.order === 'DESC', false).zcard(base);
    else tx.zrange(base, 0, -1);
    r.dropTemps(tx);
    const replies = await run(tx);
    const { entries, total } = simple
      ? { entries: replies[commands] as string[], total: replies[commands + 1] as number }
      : await this.filtered(r, replies[commands] as string[], filter, sort, start, end);
    return listAnswer(
      'network-members',
      start,
      await this.memberRecords(r, entries.map(parseNetworkMemberEntry)),
      total,
    );
  }

  /** Filters on the members' cards (skills, level, name words): over the network's entries (in the sort's order), through the card indexes. */
  private async filtered(
    r: VersionedReads,
    all: string[],
    filter: NetworkMemberFilter,
    sort: { field: string; order: SortOrder },
    start: number,
    end: number,
  ): Promise<{ entries: string[]; total: number }> {
    let entries = all.map((entry, rank) => ({ entry, rank, ...parseNetworkMemberEntry(entry) }));
    if (filter.id) entries = entries.filter((e) => filter.id!.includes(e.recordId));
    const checks: string[][] = [];
    if (filter.skill_ids) checks.push(filter.skill_ids.map((id) => r.key(specialistIndex.skill(id))));
    if (filter.experience_level_id)
      checks.push(filter.experience_level_id.map((id) => r.key(specialistIndex.level(id))));
    const tokens = filter.q !== undefined ? queryTokens(filter.q) : [];
    for (const token of tokens) checks.push([r.key(specialistIndex.token(token))]);
    const named = entries.filter((e) => e.specialistId !== null);
    const sids = named.map((e) => e.specialistId!);
    const wanted = new Set(entries.map((e) => e.entry));
    if (sids.length > 0 && checks.length > 0) {
      const tx = r.redis.multi();
      for (const group of checks) for (const key of group) tx.smismember(key, ...sids);
      const answers = await run(tx);
      let n = 0;
      for (const group of checks) {
        const any = new Array<boolean>(sids.length).fill(false);
        for (let k = 0; k < group.length; k++) (answers[n++] as number[]).forEach((hit, i) => (any[i] ||= hit === 1));
        named.forEach((e, i) => !any[i] && wanted.delete(e.entry));
      }
    }
    // Invitations by address have no card: only the address matches words of `q`, and card filters exclude them.
    for (const e of entries) {
      if (e.specialistId !== null) continue;
      if (checks.length > tokens.length) wanted.delete(e.entry);
    }
    let kept = entries.filter((e) => wanted.has(e.entry));
    if (tokens.length > 0) {
      const docs = await r.mgetJson<NetworkMemberDoc>(
        kept.filter((e) => e.specialistId === null).map((e) => networkMemberKey(e.recordId)),
      );
      const matches = new Set(
        docs.filter((d) => d && tokens.every((t) => wordsOf(d.email).some((w) => w.startsWith(t)))).map((d) => d!.id),
      );
      kept = kept.filter((e) => e.specialistId !== null || matches.has(e.recordId));
    }
    if (sort.field === 'id')
      kept.sort((a, b) => (sort.order === 'ASC' ? 1 : -1) * a.recordId.localeCompare(b.recordId));
    else if (sort.order === 'DESC') kept.reverse();
    return { entries: kept.slice(start, end + 1).map((e) => e.entry), total: kept.length };
  }

  /** One MGET of the page's memberships and cards, joined as JSON text. */
  private async memberRecords(
    r: VersionedReads,
    page: { recordId: string; specialistId: string | null }[],
    redact = false,
  ): Promise<string[]> {
    const specialists = page.flatMap((p) => (p.specialistId ? [p.specialistId] : []));
    const raws = await r.mget([
      ...page.map((p) => networkMemberKey(p.recordId)),
      ...specialists.map(specialistCardKey),
    ]);
    const cards = new Map(specialists.map((id, i) => [id, raws[page.length + i]]));
    return page.flatMap((p, i) => {
      let doc = raws[i];
      if (doc === null) return [];
      if (redact) doc = JSON.stringify({ ...(JSON.parse(doc) as NetworkMemberDoc), note: '', tags: [] });
      return [withField(doc, 'specialist', (p.specialistId && cards.get(p.specialistId)) ?? 'null')];
    });
  }

  /** A specialist member's view of the members: their own membership(s) only, without the owner's note and tags. */
  private async ownMembers(
    r: VersionedReads,
    reader: Actor,
    networkId: string,
    filter: NetworkMemberFilter,
    sort: { field: string; order: SortOrder },
    start: number,
    end: number,
  ): Promise<ReadAnswer> {
    const network = (await r.mgetJson<NetworkDoc>([networkKey(networkId)]))[0];
    const recordIds = (await r.redis.zrange(r.key(networkMemberIndex.ofSpecialist(reader.userId)), 0, -1)).filter(
      (id) => id.startsWith(`${networkId}.`),
    );
    const mine = (await r.mgetJson<NetworkMemberDoc>(recordIds.map(networkMemberKey))).filter(
      (d): d is NetworkMemberDoc => d !== null,
    );
    if (!network || !networkViewOf(reader, network, mine)) throw notFound();
    const card = (await r.mgetJson<SpecialistCard>([specialistCardKey(reader.userId)]))[0];
    const kept = mine.filter((m) => matchesOwn(m, card, filter));
    kept.sort(
      compareBy<NetworkMemberDoc>(
        (m) => (sort.field === 'status' ? m.status : sort.field === 'id' ? m.id : time(m.invited_at)),
        sort.order,
        (m) => m.id,
      ),
    );
    const page = kept.slice(start, end + 1).map((m) => ({ recordId: m.id, specialistId: m.specialist_id }));
    return listAnswer('network-members', start, await this.memberRecords(r, page, true), kept.length);
  }

  /** react-admin's getMany: each id the reader may see, in the order asked. */
  private async membersById(reader: Actor, ids: string[], start: number, end: number): Promise<ReadAnswer> {
    const records: string[] = [];
    for (const id of ids) {
      const record = await this.memberRecord(reader, id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      if (record) records.push(record);
    }
    return listAnswer('network-members', start, records.slice(start, end + 1), records.length);
  }

  async getMember(reader: Actor, id: string): Promise<ReadAnswer> {
    return recordAnswer(await this.memberRecord(reader, id));
  }

  private async memberRecord(reader: Actor, id: string): Promise<string> {
    const parsed = parseMembershipRecordId(id);
    if (!parsed) throw memberNotFound();
    const r = this.reads();
    const [networkRaw, memberRaw, accountRaw] = await r.mget([
      networkKey(parsed.networkId),
      networkMemberKey(id),
      userAccountKey(reader.userId),
    ]);
    if (!networkRaw || !memberRaw) throw memberNotFound();
    const network = JSON.parse(networkRaw) as NetworkDoc;
    const member = JSON.parse(memberRaw) as NetworkMemberDoc;
    const email = accountRaw ? (JSON.parse(accountRaw) as UserAccount).email : null;
    const visible = visibleMembership(reader, network, member, email);
    if (!visible) throw memberNotFound();
    const card = member.specialist_id ? (await r.mget([specialistCardKey(member.specialist_id)]))[0] : null;
    return withField(visible === member ? memberRaw : JSON.stringify(visible), 'specialist', card ?? 'null');
  }

  // ── invitations ────────────────────────────────────────────────────────────
  /** The reader's pending invitations: to their account, or to their account's address. */
  async listInvitations(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { sort, start, end } = parseListParams(query, invitationListSpec);
    const r = this.reads();
    const account = (await r.mgetJson<UserAccount>([userAccountKey(reader.userId)]))[0];
    const tx = r.redis.multi().zrange(r.key(networkMemberIndex.ofSpecialist(reader.userId)), 0, -1);
    if (account) tx.zrange(r.key(networkMemberIndex.ofEmail(account.email)), 0, -1);
    const recordIds = [...new Set((await run(tx)).flat() as string[])];
    const docs = (await r.mgetJson<NetworkMemberDoc>(recordIds.map(networkMemberKey))).filter(
      (d): d is NetworkMemberDoc =>
        d !== null &&
        d.status === 'invited' &&
        (d.specialist_id === reader.userId || (d.specialist_id === null && d.email === account?.email.toLowerCase())),
    );
    const networks = new Map(
      (await r.mgetJson<NetworkDoc>(docs.map((d) => networkKey(d.network_id)))).flatMap((n) =>
        n && !n.archived ? [[n.id, n]] : [],
      ),
    );
    const pending = docs.filter((d) => networks.has(d.network_id));
    pending.sort(
      compareBy<NetworkMemberDoc>(
        (d) => time(d.invited_at),
        sort.order,
        (d) => d.id,
      ),
    );
    const page = pending.slice(start, end + 1);
    const names = await r.names(page.map((d) => networks.get(d.network_id)!.owner_id));
    const records = page.map((d) => {
      const network = networks.get(d.network_id)!;
      return JSON.stringify({
        id: d.id,
        network_id: d.network_id,
        network_name: network.name,
        owner_name: names.get(network.owner_id),
        invited_at: d.invited_at,
        status: d.status,
      });
    });
    return listAnswer('invitations', start, records, pending.length);
  }
}

interface Counts {
  members: number;
  invited: number;
  teams: number;
}

type Tx = ReturnType<VersionedReads['redis']['multi']>;

/**
 * The network's entries narrowed by status and tag in Redis, ordered by invitation time (or by
 * status, then time): a key the transaction fills, and how many commands that took.
 */
function baseEntries(
  r: VersionedReads,
  tx: Tx,
  networkId: string,
  filter: NetworkMemberFilter,
  order: 'invited' | 'status' | 'name',
): { base: string; commands: number } {
  let commands = 0;
  let base: string;
  const statuses = filter.status;
  // The index that holds the order (scores), when it is not invitation time: status filters intersect it.
  const ordered =
    order === 'status'
      ? r.key(networkMemberIndex.byStatus(networkId))
      : order === 'name'
        ? r.key(networkMemberNameIndex(networkId))
        : null;
  if (statuses?.length === 1 && !ordered) base = r.key(networkMemberIndex.status(networkId, statuses[0]));
  else if (statuses) {
    const keys = statuses.map((s) => r.key(networkMemberIndex.status(networkId, s)));
    base = r.temp();
    if (ordered) {
      let union = keys[0];
      if (keys.length > 1) {
        union = r.temp();
        tx.zunionstore(union, keys.length, ...keys);
        commands++;
      }
      tx.zinterstore(base, 2, ordered, union, 'WEIGHTS', 1, 0);
    } else tx.zunionstore(base, keys.length, ...keys);
    commands++;
  } else base = ordered ?? r.key(networkMemberIndex.all(networkId));
  if (filter.tag !== undefined) {
    const tagged = r.temp();
    tx.zinterstore(tagged, 2, base, r.key(networkMemberIndex.tag(networkId, filter.tag)), 'WEIGHTS', 1, 0);
    commands++;
    base = tagged;
  }
  return { base, commands };
}

/** The record as this reader may see it: counts of pending invitations are the owner's (and admins'). */
function networkRecord(
  doc: NetworkDoc,
  ownerName: string,
  counts: Counts,
  reader: Actor,
  own?: NetworkMemberDoc,
): NetworkRecord {
  const whole = doc.owner_id === reader.userId || isAdmin(reader);
  return {
    id: doc.id,
    owner_id: doc.owner_id,
    owner_name: ownerName,
    name: doc.name,
    description: doc.description,
    archived: doc.archived,
    member_count: counts.members,
    invited_count: whole ? counts.invited : null,
    team_count: counts.teams,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    ...(own ? { my_membership: { id: own.id, status: own.status, joined_at: own.responded_at } } : {}),
  };
}

function matchesOwn(m: NetworkMemberDoc, card: SpecialistCard | null, filter: NetworkMemberFilter): boolean {
  if (filter.status && !filter.status.includes(m.status)) return false;
  if (filter.id && !filter.id.includes(m.id)) return false;
  if (filter.tag !== undefined) return false; // tags are the owner's
  if (filter.skill_ids && !card?.skills.some((s) => filter.skill_ids!.includes(s.id))) return false;
  if (filter.experience_level_id && !filter.experience_level_id.includes(card?.experience_level_id ?? 0)) return false;
  if (filter.q !== undefined) {
    const words = wordsOf(card ? `${card.first_name} ${card.last_name}` : m.email);
    if (!queryTokens(filter.q).every((t) => words.some((w) => w.startsWith(t)))) return false;
  }
  return true;
}
