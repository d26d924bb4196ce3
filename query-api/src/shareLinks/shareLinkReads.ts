import { z } from 'zod';
import {
  ForbiddenError,
  GoneError,
  NotFoundError,
  SHARE_LINK_STATUSES,
  SHARE_MODES,
  SHARE_TARGET_TYPES,
  anonymiseContent,
  anonymisePerson,
  businessOwnerKey,
  teamCostPerWeek,
  type DayRate,
  type BusinessOwnerRecord,
  type SharedBy,
  canManageShareLink,
  engagementKey,
  gateOf,
  isAdmin,
  publicProfileOf,
  publicProjectOf,
  publicTeamOf,
  shareLinkDocStatus,
  shareLinkIndex,
  shareLinkKey,
  shareLinkOpenKey,
  shareLinkOpensIndex,
  shareLinkRequestKey,
  shareLinkRequestsIndex,
  specialistCardKey,
  specialistProfileKey,
  teamKey,
  toShareLinkRecord,
  type Actor,
  type EngagementDoc,
  type PublicProfile,
  type ShareLinkDoc,
  type ShareLinkOpenRecord,
  type ShareLinkRecord,
  type ShareLinkRequestDoc,
  type ShareLinkRequestRecord,
  type SpecialistCard,
  type SpecialistProfile,
  type TeamDoc,
  type DocumentContent,
  type DocumentKind,
  type DocumentMoment,
  type DocumentRequest,
  documentCodes,
  shareLinkCodes,
} from '@dth/domain';
import { shareLinkIdOf, type Clock, type ReadModelStore, type ShareGrants } from '@dth/infrastructure';
import { AnswerCache } from '../hiring/answerCache';
import { compareBy, VersionedReads } from '../hiring/readKit';
import {
  anyOf,
  listAnswer,
  parseListParams,
  recordAnswer,
  stringIds,
  type ListSpec,
  type ReadAnswer,
} from '../routes/simpleRest';
import type { FrozenContent, SharedContent } from './frozenContent';

export const shareLinkFilterSchema = z.strictObject({
  target_type: z.enum(SHARE_TARGET_TYPES).optional(),
  target_id: z.string().max(200).optional(),
  status: anyOf(SHARE_LINK_STATUSES).optional(),
  mode: z.enum(SHARE_MODES).optional(),
  id: stringIds.optional(),
});
export const shareLinkListSpec: ListSpec<typeof shareLinkFilterSchema> = {
  filter: shareLinkFilterSchema,
  sortFields: ['created_at', 'expires_at', 'views', 'last_opened_at', 'status', 'id'],
  defaultSort: () => ({ field: 'created_at', order: 'DESC' }),
};

export const shareLinkOpenFilterSchema = z.strictObject({
  link_id: z.string({ error: 'link_id is required' }).max(64),
  id: stringIds.optional(),
});
export const shareLinkOpenListSpec: ListSpec<typeof shareLinkOpenFilterSchema> = {
  filter: shareLinkOpenFilterSchema,
  sortFields: ['at', 'id'],
  defaultSort: () => ({ field: 'at', order: 'DESC' }),
};

export const shareLinkRequestFilterSchema = z.strictObject({ id: stringIds.optional() });
export const shareLinkRequestListSpec: ListSpec<typeof shareLinkRequestFilterSchema> = {
  filter: shareLinkRequestFilterSchema,
  sortFields: ['at', 'id'],
  defaultSort: () => ({ field: 'at', order: 'DESC' }),
};

const linkNotFound = () => new NotFoundError(shareLinkCodes.linkNotFound);
const unknownToken = () => new NotFoundError(shareLinkCodes.notFound);

/**
 * Reads of share links: the owner's records and access log (ra-data-simple-rest), and the public
 * side a visitor's page reads with the token: whether and how the link opens, and, with a grant,
 * the content. Live content is read from the read models now; frozen content from `FrozenContent`.
 */
export class ShareLinkReads {
  /** Shaped content, kept while the read models do not move; the link and the grant are still checked on every read. */
  private readonly answers: AnswerCache;

  constructor(
    private readonly readModels: ReadModelStore,
    private readonly grants: ShareGrants,
    private readonly frozen: FrozenContent,
    private readonly clock: Clock,
    /** The pseudonym an anonymised link gives a person (infrastructure's shareLinkPseudonyms). */
    private readonly pseudonymOf: (linkId: string, personId: string) => string,
  ) {
    this.answers = new AnswerCache(readModels, 16 * 1024 * 1024);
  }

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  // ── The owner's side ──
  async list(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { filter, sort, start, end } = parseListParams(query, shareLinkListSpec);
    const r = this.reads();
    const index = isAdmin(reader)
      ? filter.target_type && filter.target_id
        ? shareLinkIndex.target(filter.target_type, filter.target_id)
        : shareLinkIndex.all
      : shareLinkIndex.owner(reader.userId);
    let ids = await r.redis.zrange(r.key(index), 0, -1);
    if (filter.id) ids = ids.filter((id) => filter.id!.includes(id));
    const now = this.clock.now();
    let docs = (await r.mgetJson<ShareLinkDoc>(ids.map(shareLinkKey))).filter(
      (d): d is ShareLinkDoc => d !== null && canManageShareLink({ ownerId: d.owner_id }, reader),
    );
    if (filter.target_type) docs = docs.filter((d) => d.target_type === filter.target_type);
    if (filter.target_id) docs = docs.filter((d) => d.target_id === filter.target_id);
    if (filter.mode) docs = docs.filter((d) => d.mode === filter.mode);
    if (filter.status) docs = docs.filter((d) => filter.status!.includes(shareLinkDocStatus(d, now)));
    const value = (d: ShareLinkDoc): string | number =>
      sort.field === 'views'
        ? d.views
        : sort.field === 'expires_at'
          ? (d.expires_at ?? '9999')
          : sort.field === 'last_opened_at'
            ? (d.last_opened_at ?? '')
            : sort.field === 'status'
              ? shareLinkDocStatus(d, now)
              : sort.field === 'id'
                ? d.id
                : d.created_at;
    docs.sort(compareBy(value, sort.order, (d) => d.id));
    const page = docs.slice(start, end + 1);
    const records = await this.records(r, page, now);
    return listAnswer(
      'share-links',
      start,
      records.map((x) => JSON.stringify(x)),
      docs.length,
    );
  }

  async get(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    const doc = await this.managed(r, reader, id);
    const [record] = await this.records(r, [doc], this.clock.now());
    return recordAnswer(JSON.stringify(record));
  }

  async opens(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { filter, sort, start, end } = parseListParams(query, shareLinkOpenListSpec);
    const r = this.reads();
    await this.managed(r, reader, filter.link_id);
    const index = r.key(shareLinkOpensIndex(filter.link_id));
    if (filter.id || sort.field === 'id') {
      let ids = await r.redis.zrange(index, 0, -1);
      if (filter.id) ids = ids.filter((id) => filter.id!.includes(id));
      const docs = (await r.mgetJson<ShareLinkOpenRecord>(ids.map(shareLinkOpenKey))).filter(
        (d): d is ShareLinkOpenRecord => d !== null,
      );
      docs.sort(
        compareBy(
          (d) => (sort.field === 'id' ? d.id : d.at),
          sort.order,
          (d) => d.id,
        ),
      );
      return listAnswer(
        'share-link-opens',
        start,
        docs.slice(start, end + 1).map((d) => JSON.stringify(d)),
        docs.length,
      );
    }
    // Opens are indexed by time: a page is one range of the index, however long the log.
    const [ids, total] = await Promise.all([
      sort.order === 'DESC' ? r.redis.zrange(index, start, end, 'REV') : r.redis.zrange(index, start, end),
      r.redis.zcard(index),
    ]);
    const docs = (await r.mget(ids.map(shareLinkOpenKey))).filter((d): d is string => d !== null);
    return listAnswer('share-link-opens', start, docs, total);
  }

  /** The clients' requests on a link, with the real person an intro names (whatever pseudonym the client saw) and their name now. */
  async requests(reader: Actor, linkId: string, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { filter, sort, start, end } = parseListParams(query, shareLinkRequestListSpec);
    const r = this.reads();
    await this.managed(r, reader, linkId);
    let ids = await r.redis.zrange(r.key(shareLinkRequestsIndex(linkId)), 0, -1);
    if (filter.id) ids = ids.filter((id) => filter.id!.includes(id));
    const docs = (await r.mgetJson<ShareLinkRequestDoc>(ids.map(shareLinkRequestKey))).filter(
      (d): d is ShareLinkRequestDoc => d !== null,
    );
    docs.sort(
      compareBy(
        (d) => (sort.field === 'id' ? d.id : d.at),
        sort.order,
        (d) => d.id,
      ),
    );
    const page = docs.slice(start, end + 1);
    const names = await r.names(page.flatMap((d) => (d.profile_id ? [d.profile_id] : [])));
    const records = page.map((d): ShareLinkRequestRecord => ({
      ...d,
      profile_name: d.profile_id ? names.get(d.profile_id) || null : null,
    }));
    return listAnswer(
      'share-link-requests',
      start,
      records.map((x) => JSON.stringify(x)),
      docs.length,
    );
  }

  private async managed(r: VersionedReads, reader: Actor, id: string): Promise<ShareLinkDoc> {
    if (!/^[0-9a-f]{32}$/.test(id)) throw linkNotFound();
    const [doc] = await r.mgetJson<ShareLinkDoc>([shareLinkKey(id)]);
    if (!doc || !canManageShareLink({ ownerId: doc.owner_id }, reader)) throw linkNotFound();
    return doc;
  }

  /** The records with their targets' names now (a renamed team shows its new name). */
  private async records(r: VersionedReads, docs: readonly ShareLinkDoc[], now: Date): Promise<ShareLinkRecord[]> {
    const keyOf = (d: ShareLinkDoc) =>
      d.target_type === 'team' ? teamKey(d.target_id) : d.target_type === 'project' ? engagementKey(d.target_id) : null;
    const keyed = docs.map(keyOf);
    const targets = await r.mgetJson<{ name: string }>(keyed.filter((k): k is string => k !== null));
    const names = await r.names(docs.filter((d) => d.target_type === 'profile').map((d) => d.target_id));
    let next = 0;
    return docs.map((d, i) => {
      const name = keyed[i] === null ? names.get(d.target_id) : targets[next++]?.name;
      return toShareLinkRecord(d, now, name || d.target_name);
    });
  }

  // ── The public side ──
  /** The link a token names, if it may be opened now (410 with the reason otherwise). */
  private async openable(
    r: VersionedReads,
    token: string,
    { exhaustedServes }: { exhaustedServes: boolean },
  ): Promise<ShareLinkDoc> {
    const id = shareLinkIdOf(token);
    if (!id) throw unknownToken();
    const [doc] = await r.mgetJson<ShareLinkDoc>([shareLinkKey(id)]);
    if (!doc || doc.token !== token) throw unknownToken();
    const status = shareLinkDocStatus(doc, this.clock.now());
    if (status === 'revoked') throw new GoneError(shareLinkCodes.revoked);
    if (status === 'expired') throw new GoneError(shareLinkCodes.expired);
    if (status === 'exhausted' && !exhaustedServes) throw new GoneError(shareLinkCodes.exhausted);
    return doc;
  }

  async gate(token: string): Promise<ReadAnswer> {
    const doc = await this.openable(this.reads(), token, { exhaustedServes: false });
    const gate = gateOf({ hasPasscode: doc.has_passcode, allowedEmails: doc.allowed_emails });
    return recordAnswer(
      JSON.stringify({ target_type: doc.target_type, gate, status: 'active', expires_at: doc.expires_at }),
    );
  }

  /** The link behind a grant: the token's, still open (grants already given outlive a view limit reached since). */
  private async granted(r: VersionedReads, token: string, grant: string | undefined): Promise<ShareLinkDoc> {
    // Both reads at once: the link decides first (404/410), then whether the grant is this link's.
    const [doc, granted] = await Promise.all([
      this.openable(r, token, { exhaustedServes: true }),
      this.grants.linkOf(grant),
    ]);
    if (granted !== doc.id) throw new ForbiddenError(shareLinkCodes.grantRequired);
    return doc;
  }

  /** The link owner's company, as their company profile names it now (a renamed company shows its new name). */
  private async sharedBy(r: VersionedReads, doc: ShareLinkDoc): Promise<SharedBy> {
    const [owner] = await r.mgetJson<BusinessOwnerRecord>([businessOwnerKey(doc.owner_id)]);
    const name = owner?.company_name.trim();
    return name ? { company_name: name, logo: owner!.logo } : null;
  }

  /**
   * A team link's cost per week when it shows rates (`show_rates`): the team's now, from its members' days
   * and day rates (a frozen link's too: rates are not part of what it froze); absent otherwise.
   */
  private async costOf(r: VersionedReads, doc: ShareLinkDoc): Promise<{ cost_per_week?: DayRate | null }> {
    if (!doc.show_rates || doc.target_type !== 'team') return {};
    const [team] = await r.mgetJson<TeamDoc>([teamKey(doc.target_id)]);
    if (!team) return { cost_per_week: null };
    const profiles = await r.mgetJson<SpecialistProfile>(
      team.members.map((m) => specialistProfileKey(m.specialist_id)),
    );
    const members = team.members.map((m, i) => ({
      allocation_days: m.allocation_days,
      day_rate: profiles[i]?.day_rate,
    }));
    return { cost_per_week: teamCostPerWeek(members).cost_per_week };
  }

  async content(token: string, grant: string | undefined, fresh = false): Promise<ReadAnswer> {
    const r = this.reads();
    const doc = await this.granted(r, token, grant);
    return this.answers.get(
      `share-content:${doc.id}`,
      async () => {
        const [content, sharedBy, cost] = await Promise.all([
          this.contentOf(r, doc),
          this.sharedBy(r, doc),
          this.costOf(r, doc),
        ]);
        const shown = doc.anonymised
          ? anonymiseContent(content.data, (id) => this.pseudonymOf(doc.id, id))
          : content.data;
        const data = { ...shown, ...cost };
        return recordAnswer(
          JSON.stringify({
            target_type: doc.target_type,
            mode: doc.mode,
            frozen_at: frozenAt(doc),
            anonymised: doc.anonymised,
            shared_by: sharedBy,
            data,
          }),
        );
      },
      fresh,
    );
  }

  async profile(token: string, grant: string | undefined, profileId: string, fresh = false): Promise<ReadAnswer> {
    const r = this.reads();
    const doc = await this.granted(r, token, grant);
    if (profileId.length > 64) throw new NotFoundError(shareLinkCodes.profileNotInTeam);
    return this.answers.get(
      `share-profile:${doc.id}:${profileId}`,
      async () => {
        const [profile, sharedBy] = await Promise.all([this.profileOf(r, doc, profileId), this.sharedBy(r, doc)]);
        if (!profile) throw new NotFoundError(shareLinkCodes.profileNotInTeam);
        const data = doc.anonymised ? anonymisePerson(profile, (id) => this.pseudonymOf(doc.id, id)) : profile;
        return recordAnswer(
          JSON.stringify({
            mode: doc.mode,
            frozen_at: frozenAt(doc),
            anonymised: doc.anonymised,
            shared_by: sharedBy,
            data,
          }),
        );
      },
      fresh,
    );
  }

  /**
   * What a link's document is made from, with the grant of an open: the content its page shows
   * (frozen or live, anonymised as the link says) and the public profile of each person in it, keyed
   * by the id the content names them with. A link shares its own kind of document and its people's CVs.
   */
  async documentOf(
    token: string,
    grant: string | undefined,
    kind: DocumentKind,
    profileId: string | undefined,
  ): Promise<{ link: ShareLinkDoc; request: Omit<DocumentRequest, 'options'> }> {
    const r = this.reads();
    const doc = await this.granted(r, token, grant);
    const moment: DocumentMoment = { kind: doc.mode === 'frozen' ? 'shared' : 'shared-live', at: doc.created_at };
    const person = (p: PublicProfile) =>
      doc.anonymised ? anonymisePerson(p, (id) => this.pseudonymOf(doc.id, id)) : p;
    const sharedBy = await this.sharedBy(r, doc);
    const ask = (content: DocumentContent) => ({
      link: doc,
      request: { content, moment, anonymised: doc.anonymised, sharedBy },
    });
    if (kind === 'cv') {
      const id =
        profileId ??
        (doc.target_type === 'profile'
          ? doc.anonymised
            ? this.pseudonymOf(doc.id, doc.target_id)
            : doc.target_id
          : undefined);
      if (id === undefined) throw new NotFoundError(documentCodes.profileRequired);
      const profile = await this.profileOf(r, doc, id);
      if (!profile) throw new NotFoundError(shareLinkCodes.profileNotInTeam);
      const shown = person(profile);
      return ask({ kind: 'cv', data: shown, profiles: { [shown.id]: shown } });
    }
    if (kind !== doc.target_type || profileId !== undefined) throw new NotFoundError(documentCodes.notShared);
    const content = await this.contentOf(r, doc);
    const members =
      'members' in content.data
        ? content.data.members
        : 'milestones' in content.data
          ? (content.data.team?.members ?? [])
          : [];
    const live =
      doc.mode === 'live' ? await r.mgetJson<SpecialistProfile>(members.map((c) => specialistProfileKey(c.id))) : [];
    const profiles = Object.fromEntries(
      members.flatMap((card, i) => {
        const profile = doc.mode === 'live' ? (live[i] ? publicProfileOf(live[i]) : null) : content.profiles[card.id];
        return profile ? [[person(profile).id, person(profile)]] : [];
      }),
    );
    const shown = doc.anonymised ? anonymiseContent(content.data, (id) => this.pseudonymOf(doc.id, id)) : content.data;
    const data = { ...shown, ...(await this.costOf(r, doc)) };
    return ask({ kind, data, profiles } as DocumentContent);
  }

  private async contentOf(r: VersionedReads, doc: ShareLinkDoc): Promise<SharedContent> {
    if (doc.mode === 'frozen') {
      const content = await this.frozen.of(r, doc);
      if (!content) throw unknownToken();
      return content;
    }
    if (doc.target_type === 'profile') {
      const [profile] = await r.mgetJson<SpecialistProfile>([specialistProfileKey(doc.target_id)]);
      if (!profile) throw unknownToken();
      return { data: publicProfileOf(profile), profiles: {} };
    }
    if (doc.target_type === 'team') {
      const [team] = await r.mgetJson<TeamDoc>([teamKey(doc.target_id)]);
      if (!team) throw unknownToken();
      return { data: publicTeamOf(team, await this.cards(r, team)), profiles: {} };
    }
    const [project] = await r.mgetJson<EngagementDoc>([engagementKey(doc.target_id)]);
    if (!project) throw unknownToken();
    const [team] = project.team_id ? await r.mgetJson<TeamDoc>([teamKey(project.team_id)]) : [null];
    return {
      data: publicProjectOf(project, team, team ? await this.cards(r, team) : new Map(), doc.show_budget),
      profiles: {},
    };
  }

  private async cards(r: VersionedReads, team: TeamDoc): Promise<Map<string, SpecialistCard | null>> {
    const ids = team.members.map((m) => m.specialist_id);
    const cards = await r.mgetJson<SpecialistCard>(ids.map(specialistCardKey));
    return new Map(ids.map((id, i) => [id, cards[i]]));
  }

  /**
   * A profile the link lets a visitor open: a member of the team (or the project's team) at the link's
   * version, named by id, or by its pseudonym on an anonymised link (where a real id is unknown).
   */
  private async profileOf(r: VersionedReads, doc: ShareLinkDoc, profileId: string): Promise<PublicProfile | null> {
    if (profileId.length > 64) return null;
    const frozen = doc.mode === 'frozen' ? await this.frozen.of(r, doc) : null;
    let members: readonly string[];
    if (frozen) members = Object.keys(frozen.profiles);
    else if (doc.target_type === 'profile') members = [doc.target_id];
    else {
      const teamId =
        doc.target_type === 'team'
          ? doc.target_id
          : (await r.mgetJson<EngagementDoc>([engagementKey(doc.target_id)]))[0]?.team_id;
      const [team] = teamId ? await r.mgetJson<TeamDoc>([teamKey(teamId)]) : [null];
      members = team?.members.map((m) => m.specialist_id) ?? [];
    }
    const id = members.find((member) => (doc.anonymised ? this.pseudonymOf(doc.id, member) : member) === profileId);
    if (id === undefined) return null;
    if (frozen) return frozen.profiles[id] ?? null;
    const [profile] = await r.mgetJson<SpecialistProfile>([specialistProfileKey(id)]);
    return profile ? publicProfileOf(profile) : null;
  }
}

const frozenAt = (doc: ShareLinkDoc) => (doc.mode === 'frozen' ? doc.created_at : null);
