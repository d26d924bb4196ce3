import { z } from 'zod';
import {
  COLLABORATOR_ROLES,
  ENGAGEMENT_SORTS,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TYPES,
  NotFoundError,
  collaboratorRolesOf,
  dayOf,
  engagementHistoryKey,
  engagementIndex,
  engagementItemAccess,
  engagementItemKey,
  engagementKey,
  engagementListItemJson,
  engagementNameIds,
  engagementRoleOf,
  engagementScope,
  engagementTeamIds,
  isAdmin,
  queryTokens,
  readsAsOwner,
  seesCollaborators,
  specialistCardKey,
  teamIndex,
  teamKey,
  toEngagementRecord,
  userAccountKey,
  type Actor,
  type EngagementDoc,
  type EngagementHistoryDoc,
  type EngagementSort,
  type SpecialistCard,
  type TeamDoc,
  type UserAccount,
  engagementCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { AnswerCache } from '../hiring/answerCache';
import { VersionedReads, compareBy, displayName, run } from '../hiring/readKit';
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
} from '../routes/simpleRest';
import { readPage, type PagePlan } from './projectPage';

// ── Filters and sorts (docs/api.md, "Client projects") ───────────────────────
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, engagementCodes.dateInvalid)
  .refine(
    (d) => !Number.isNaN(dayOf(d)) && new Date(dayOf(d)).toISOString().startsWith(d),
    engagementCodes.dateInvalid,
  );

export const projectFilterSchema = z
  .strictObject({
    engagement_type: anyOf(ENGAGEMENT_TYPES).optional().describe('DTH or DPD (or both)'),
    status: anyOf(ENGAGEMENT_STATUSES).optional().describe('any of these statuses'),
    skill_id: intIds.optional().describe('projects requiring any of these skills'),
    from: day
      .optional()
      .describe(
        'projects whose dates overlap [from, to]; a project without an end date runs on, one without dates never matches',
      ),
    to: day.optional(),
    owner_id: z
      .string()
      .max(200)
      .optional()
      .describe('one owner’s projects (admins; for others it only narrows what they see)'),
    q: textFilter
      .optional()
      .describe('words matched at the start of words of the name or the client’s name (all must match)'),
    archived: booleanFilter.optional().describe('default false'),
    id: stringIds
      .optional()
      .describe('these projects only (react-admin getMany); archived ones included unless `archived` is given'),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: engagementCodes.endBeforeStart, path: ['to'] });
export type ProjectFilter = z.infer<typeof projectFilterSchema>;

export const projectListSpec: ListSpec<typeof projectFilterSchema> = {
  filter: projectFilterSchema,
  sortFields: ENGAGEMENT_SORTS,
  defaultSort: () => ({ field: 'created_at', order: 'DESC' }),
};

/** Whose list: My Projects (by role) or the projects shared with the reader. */
export type ProjectListKind = 'mine' | 'shared';

const notFound = () => new NotFoundError(engagementCodes.projectNotFound);
/** Splits an index key around a team id, for the script to build each of a specialist's team scopes. */
const HOLE = '\u0000';

/**
 * Reads of client projects. Lists are one Lua call over the projector's indexes (scope, filters,
 * page, total and the page's list items; `projectPage.ts`), then one MGET of the owners' and teams'
 * names; answers are kept per keyspace version and checkpoint (AnswerCache). A project is its
 * document, then the teams and names it shows in one MGET, then the team members' cards.
 */
export class ProjectReads {
  private readonly cache: AnswerCache;

  constructor(private readonly readModels: ReadModelStore) {
    this.cache = new AnswerCache(readModels);
  }

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  /** `GET /projects` (mine) and `GET /shared-projects`. `fresh`: bypass the answer cache. */
  async list(
    reader: Actor,
    kind: ProjectListKind,
    query: Record<string, unknown>,
    { fresh = false } = {},
  ): Promise<ReadAnswer> {
    const params = parseListParams(query, projectListSpec);
    // Visibility and my_role depend on who asks, so each reader has their own entries.
    return this.cache.get(
      `${reader.userId}|${reader.userType}|${kind}|${JSON.stringify(params)}`,
      () => this.page(reader, kind, params),
      fresh,
    );
  }

  private async page(
    reader: Actor,
    kind: ProjectListKind,
    { filter, sort, start, end }: ListParams<ProjectFilter>,
  ): Promise<ReadAnswer> {
    const resource = kind === 'mine' ? 'projects' : 'shared-projects';
    const r = this.reads();
    const plan = this.plan(r, reader, kind, filter, sort.field as EngagementSort);
    if (!plan) return listAnswer(resource, start, [], 0);
    const page = await readPage(r.redis, {
      ...plan,
      start,
      end,
      rev: sort.order === 'DESC',
      docPrefix: r.key(engagementItemKey('')),
    });
    const items = page.docs.flatMap((raw) => (raw === null ? [] : [{ raw, access: engagementItemAccess(raw) }]));
    if (items.length === 0) return listAnswer(resource, start, [], page.total);

    const ownerIds = [...new Set(items.map((i) => i.access.owner_id))];
    const teamIds = [...new Set(items.flatMap((i) => (i.access.team_id ? [i.access.team_id] : [])))];
    const specialistTeams = plan.scope.kind === 'keys' && !readsAsOwner(reader);
    // One round trip, no transaction: names and the reader's teams need not be read at one instant.
    const tx = r.redis
      .pipeline()
      .mget(...ownerIds.map((id) => r.key(userAccountKey(id))), ...teamIds.map((id) => r.key(teamKey(id))));
    if (specialistTeams) tx.zrange(r.key(teamIndex.member(reader.userId)), 0, -1);
    const [raws, myTeams] = (await run(tx)) as [(string | null)[], string[] | undefined];
    const parsed = raws.map((raw) => (raw === null ? null : (JSON.parse(raw) as unknown)));
    const ownerName = new Map(ownerIds.map((id, i) => [id, displayName(parsed[i] as UserAccount | null)]));
    const teamName = new Map(teamIds.map((id, i) => [id, (parsed[ownerIds.length + i] as TeamDoc | null)?.name ?? '']));
    const inTeams = new Set(plan.scope.kind === 'teams' ? page.teams : (myTeams ?? []));

    const records = items.flatMap(({ raw, access }) => {
      const role = engagementRoleOf(reader, access, access.team_id !== null && inTeams.has(access.team_id));
      // Scopes come from the same indexes, read atomically with the items, so this only guards.
      if (!role) return [];
      return [
        engagementListItemJson(
          raw,
          access,
          role,
          ownerName.get(access.owner_id)!,
          access.team_id ? teamName.get(access.team_id) : undefined,
        ),
      ];
    });
    return listAnswer(resource, start, records, page.total);
  }

  /** The reader's scope and the filters as index keys; null when nothing can match. */
  private plan(
    r: VersionedReads,
    reader: Actor,
    kind: ProjectListKind,
    filter: ProjectFilter,
    sort: EngagementSort,
  ): Omit<PagePlan, 'start' | 'end' | 'rev' | 'docPrefix'> | null {
    const archived = filter.archived === undefined ? (filter.id ? [false, true] : [false]) : [filter.archived];
    const scopeKeys = (scope: string, order: EngagementSort = sort) =>
      archived.map((a) => r.key(engagementIndex.scope(scope, a, order)));
    const filters: PagePlan['filters'] = [];
    const ownerFilter = () => {
      if (!filter.owner_id) return;
      const keys = scopeKeys(engagementScope.owner(filter.owner_id), 'created_at');
      filters.push(keys.length === 1 ? { kind: 'key', key: keys[0] } : { kind: 'zunion', keys });
    };

    let scope: PagePlan['scope'];
    if (kind === 'shared') {
      scope = { kind: 'keys', keys: scopeKeys(engagementScope.shared(reader.userId)) };
      ownerFilter();
    } else if (isAdmin(reader)) {
      scope = {
        kind: 'keys',
        keys: scopeKeys(filter.owner_id ? engagementScope.owner(filter.owner_id) : engagementScope.all),
      };
    } else if (readsAsOwner(reader)) {
      if (filter.owner_id && filter.owner_id !== reader.userId) return null;
      scope = { kind: 'keys', keys: scopeKeys(engagementScope.owner(reader.userId)) };
    } else {
      const suffixes = archived.map((a) => engagementIndex.scope(engagementScope.team(HOLE), a, sort).split(HOLE));
      scope = {
        kind: 'teams',
        memberIndex: r.key(teamIndex.member(reader.userId)),
        teamPrefix: r.key(suffixes[0][0]),
        suffixes: suffixes.map(([, suffix]) => suffix),
      };
      ownerFilter();
    }

    // Filter sets are split into active and archived like the scopes: take the side(s) read.
    const sides =
      <T>(key: (value: T, archived: boolean) => string) =>
      (values: readonly T[]) =>
        values.flatMap((v) => archived.map((a) => key(v, a)));
    const anyOfKeys = (keys: string[] | undefined) => {
      if (!keys) return;
      filters.push(keys.length === 1 ? { kind: 'key', key: r.key(keys[0]) } : { kind: 'union', keys: keys.map(r.key) });
    };
    anyOfKeys(filter.engagement_type && sides(engagementIndex.type)(filter.engagement_type));
    anyOfKeys(filter.status && sides(engagementIndex.status)(filter.status));
    anyOfKeys(filter.skill_id && sides(engagementIndex.skill)(filter.skill_id));
    if (filter.q !== undefined)
      for (const token of queryTokens(filter.q)) anyOfKeys(sides(engagementIndex.token)([token]));
    const range = (key: (archived: boolean) => string, min: string, max: string) => {
      const keys = archived.map((a) => r.key(key(a)));
      // Both sides (getMany by id): each side's sorted set is ranged, and the two results united.
      if (keys.length === 1) filters.push({ kind: 'range', key: keys[0], min, max });
      else filters.push({ kind: 'rangeUnion', keys, min, max });
    };
    if (filter.to) range(engagementIndex.starts, '-inf', String(dayOf(filter.to)));
    if (filter.from) range(engagementIndex.ends, String(dayOf(filter.from)), '+inf');
    if (filter.id) filters.push({ kind: 'ids', ids: filter.id });
    // An admin's whole side: every filter set is a subset of it, so a filter's size is its total.
    const universe = isAdmin(reader) && kind === 'mine' && !filter.owner_id && archived.length === 1;
    return { scope, filters, universe };
  }

  /** `GET /projects/{id}`: the whole record as the reader sees it (404 when they may not). */
  async get(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    const { doc, teams, names, role } = await this.readable(r, reader, id);
    const current = doc.team_id ? teams.get(doc.team_id) : undefined;
    const memberIds = current?.members.map((m) => m.specialist_id) ?? [];
    const cards = await r.mgetJson<SpecialistCard>(memberIds.map(specialistCardKey));
    const record = toEngagementRecord(doc, {
      role,
      showCollaborators: seesCollaborators(reader, role),
      names,
      teams,
      cards: new Map(memberIds.flatMap((memberId, i) => (cards[i] ? [[memberId, cards[i]]] : []))),
    });
    return recordAnswer(JSON.stringify(record));
  }

  /** A project the reader may read, its teams (current and earlier), the names it shows and the reader's role; 404 otherwise. */
  async readable(r: VersionedReads, reader: Actor, id: string) {
    const doc = (await r.mgetJson<EngagementDoc>([engagementKey(id)]))[0];
    if (!doc) throw notFound();
    const teamIds = engagementTeamIds(doc);
    const nameIds = engagementNameIds(doc);
    const raws = await r.mget([...teamIds.map(teamKey), ...nameIds.map(userAccountKey)]);
    const parsed = raws.map((raw) => (raw === null ? null : (JSON.parse(raw) as unknown)));
    const teams = new Map(teamIds.flatMap((teamId, i) => (parsed[i] ? [[teamId, parsed[i] as TeamDoc]] : [])));
    const current = doc.team_id ? teams.get(doc.team_id) : undefined;
    const role = engagementRoleOf(
      reader,
      { ...doc, collaborator_roles: collaboratorRolesOf(doc.collaborators) },
      !!current?.members.some((m) => m.specialist_id === reader.userId),
    );
    if (!role) throw notFound();
    const names = new Map(
      nameIds.map((userId, i) => [userId, displayName(parsed[teamIds.length + i] as UserAccount | null)]),
    );
    return { doc, teams, names, role, team: current ?? null };
  }

  /** `GET /projects/{id}/history`: newest first, with the names people and teams have now. */
  async history(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    const [doc, history] = (await r.mget([engagementKey(id), engagementHistoryKey(id)])).map((raw) =>
      raw === null ? null : (JSON.parse(raw) as unknown),
    ) as [EngagementDoc | null, EngagementHistoryDoc | null];
    if (!doc) throw notFound();
    const items = [...(history?.items ?? [])].reverse();
    const teamIds = [
      ...new Set([
        ...engagementTeamIds(doc),
        ...items.flatMap((i) =>
          [i.detail.team_id, i.detail.previous_team_id].filter((t): t is string => typeof t === 'string'),
        ),
      ]),
    ];
    const actorIds = [...new Set(items.map((i) => i.actor_id))];
    const raws = await r.mget([...teamIds.map(teamKey), ...actorIds.map(userAccountKey)]);
    const parsed = raws.map((raw) => (raw === null ? null : (JSON.parse(raw) as unknown)));
    const teams = new Map(teamIds.map((teamId, i) => [teamId, parsed[i] as TeamDoc | null]));
    const current = doc.team_id ? teams.get(doc.team_id) : null;
    const role = engagementRoleOf(
      reader,
      { ...doc, collaborator_roles: collaboratorRolesOf(doc.collaborators) },
      !!current?.members.some((m) => m.specialist_id === reader.userId),
    );
    if (!role) throw notFound();
    const names = new Map(
      actorIds.map((actorId, i) => [actorId, displayName(parsed[teamIds.length + i] as UserAccount | null)]),
    );
    const teamName = (teamId: unknown) => (typeof teamId === 'string' ? (teams.get(teamId)?.name ?? '') : null);
    const records = items.map(({ at, action, detail, actor_id }) => {
      const shown =
        action === 'team_assigned'
          ? { ...detail, team_name: teamName(detail.team_id), previous_team_name: teamName(detail.previous_team_id) }
          : detail;
      return JSON.stringify({
        at,
        action,
        detail: shown,
        actor_id,
        actor_name: names.get(actor_id) || (actor_id === 'system' ? 'System' : ''),
      });
    });
    return listAnswer('project-history', 0, records, records.length);
  }

  /** `GET /collaborator-invitations`: the invitations to the reader's account address, not answered yet. */
  async invitations(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { sort, start, end } = parseListParams(query, collaboratorInvitationListSpec);
    const r = this.reads();
    const [account] = await r.mgetJson<UserAccount>([userAccountKey(reader.userId)]);
    if (!account) return listAnswer('collaborator-invitations', start, [], 0);
    const entries = await r.redis.zrange(r.key(engagementIndex.invited(account.email)), 0, -1);
    const ids = entries.map((entry) => entry.split('.') as [string, string]);
    const docs = await r.mgetJson<EngagementDoc>(ids.map(([projectId]) => engagementKey(projectId)));
    const pending = ids.flatMap(([, invitationId], i) => {
      const invitation = docs[i]?.invitations?.find((inv) => inv.id === invitationId);
      return docs[i] && !docs[i].archived && invitation ? [{ doc: docs[i], invitation }] : [];
    });
    pending.sort(
      compareBy(
        (p) => Date.parse(p.invitation.invited_at) || 0,
        sort.order,
        (p) => p.invitation.id,
      ),
    );
    const page = pending.slice(start, end + 1);
    const names = await r.names(page.map((p) => p.doc.owner_id));
    const records = page.map(({ doc, invitation }) =>
      JSON.stringify({
        id: `${doc.id}.${invitation.id}`,
        project_id: doc.id,
        project_name: doc.name,
        owner_name: names.get(doc.owner_id) ?? '',
        role: invitation.role,
        invited_at: invitation.invited_at,
      }),
    );
    return listAnswer('collaborator-invitations', start, records, pending.length);
  }
}

export const collaboratorInvitationListSpec: ListSpec<z.ZodObject> = {
  filter: z.strictObject({}),
  sortFields: ['invited_at'],
  defaultSort: () => ({ field: 'invited_at', order: 'DESC' }),
};

export const collaboratorInvitationRecordSchema = z.object({
  id: z.string().describe('{projectId}.{invitationId}'),
  project_id: z.string(),
  project_name: z.string(),
  owner_name: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  invited_at: z.string(),
});

const byStore = new WeakMap<ReadModelStore, ProjectReads>();

/** One per read-model store, shared by the express routes and the fast path. */
export function projectReadsOf(readModels: ReadModelStore): ProjectReads {
  let reads = byStore.get(readModels);
  if (!reads) byStore.set(readModels, (reads = new ProjectReads(readModels)));
  return reads;
}
