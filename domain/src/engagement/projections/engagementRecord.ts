import { z } from 'zod';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection, ProjectionView } from '../../shared/projection';
import { alphabeticalScore, prefixTokens } from '../../shared/textSearch';
import { specialistCardSchema } from '../../specialist/projections/specialistCard';
import { catalogRefSchema } from '../../specialist/valueObjects';
import { teamCoverage, teamCoverageSchema } from '../../team/coverage';
import {
  COLLABORATOR_ROLES,
  ENGAGEMENT_EVENT_TYPES,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TRANSITIONS,
  ENGAGEMENT_TYPES,
  MILESTONE_STATUSES,
  type EngagementDetails,
  type EngagementEvent,
  type EngagementStatus,
} from '../engagement';

// ── Record (docs/api.md, `projects`) ─────────────────────────────────────────
export const ENGAGEMENT_ROLES = ['owner', 'editor', 'viewer', 'member', 'admin'] as const;
export type EngagementRole = (typeof ENGAGEMENT_ROLES)[number];

const budgetSchema = z.object({ amount: z.number(), currency: z.string() });
const dateSchema = z.string().nullable().describe('YYYY-MM-DD or null');

export const engagementMilestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  due_date: z.string(),
  status: z.enum(MILESTONE_STATUSES),
  responsible_id: z.string().nullable(),
  responsible_name: z.string().nullable(),
});

export const engagementCollaboratorSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  added_at: z.string(),
});

export const engagementInvitationSchema = z.object({
  id: z.string().describe('the invitation id (withdraw it with DELETE /projects/{id}/collaborators/{invitationId})'),
  email: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  invited_at: z.string(),
});

export const engagementTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(
    z.object({
      specialist_id: z.string(),
      role_title: z.string(),
      allocation_days: z.number(),
      specialist: specialistCardSchema.nullable(),
    }),
  ),
});

export const engagementRecordSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  owner_name: z.string(),
  name: z.string(),
  client_name: z.string(),
  engagement_type: z.enum(ENGAGEMENT_TYPES),
  brief: z.string(),
  project_type: catalogRefSchema.nullable(),
  required_skills: z.array(catalogRefSchema),
  start_date: dateSchema,
  end_date: dateSchema,
  budget: budgetSchema.nullable(),
  status: z.enum(ENGAGEMENT_STATUSES),
  allowed_transitions: z
    .array(z.enum(ENGAGEMENT_STATUSES))
    .describe('the statuses the diagram allows next (none once archived); only the owner may set one'),
  team: engagementTeamSchema.nullable().describe('the assigned team as it is now'),
  team_history: z
    .array(z.object({ team_id: z.string(), team_name: z.string(), assigned_at: z.string() }))
    .describe('every assignment, oldest first; the last is the current team'),
  coverage: teamCoverageSchema.describe("the team members' skills against the project's required skills"),
  milestones: z.array(engagementMilestoneSchema),
  collaborators: z
    .array(engagementCollaboratorSchema)
    .optional()
    .describe('the owner and admins only (absent for anyone else)'),
  invitations: z
    .array(engagementInvitationSchema)
    .optional()
    .describe('invitations by address not answered yet: the owner and admins only'),
  my_role: z.enum(ENGAGEMENT_ROLES),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EngagementRecord = z.infer<typeof engagementRecordSchema>;

/**
 * An item of `GET /projects` and `GET /shared-projects`: the record without what only the detail
 * page shows (brief, milestones, collaborators, team members and coverage), so a page of 25 stays
 * small; the list's team avatars come from the `teams` resource (one getMany per page).
 */
export const engagementListItemSchema = engagementRecordSchema
  .omit({
    brief: true,
    milestones: true,
    collaborators: true,
    invitations: true,
    team: true,
    team_history: true,
    coverage: true,
  })
  .extend({
    team: z.object({ id: z.string(), name: z.string() }).nullable(),
    milestone_count: z.number().int(),
    milestones_done: z.number().int(),
  });
export type EngagementListItem = z.infer<typeof engagementListItemSchema>;

// ── Documents the projector stores ───────────────────────────────────────────
/**
 * The project as its own events leave it. Names (owner, collaborators, responsibles, teams), the
 * team's members, their cards and the coverage change with other streams, so the query API adds
 * them when it reads (`toEngagementRecord`).
 */
export interface EngagementDoc {
  id: string;
  owner_id: string;
  name: string;
  client_name: string;
  engagement_type: EngagementRecord['engagement_type'];
  brief: string;
  project_type: EngagementRecord['project_type'];
  required_skills: EngagementRecord['required_skills'];
  start_date: string | null;
  end_date: string | null;
  budget: EngagementRecord['budget'];
  status: EngagementStatus;
  team_id: string | null;
  team_history: { team_id: string; assigned_at: string }[];
  milestones: Omit<EngagementRecord['milestones'][number], 'responsible_name'>[];
  collaborators: Omit<NonNullable<EngagementRecord['collaborators']>[number], 'name'>[];
  /** Absent in documents stored before invitations by address (a replay writes it). */
  invitations?: NonNullable<EngagementRecord['invitations']>;
  archived: boolean;
  created_at: string;
  updated_at: string;
  /** The last event applied (a decimal string): an event fed twice changes nothing. */
  position: string;
}

/** The stored list item: the listed fields the project's own events decide, and who collaborates (for `my_role`). */
export type EngagementItemDoc = Omit<EngagementListItem, 'owner_name' | 'team' | 'my_role'> & {
  team_id: string | null;
  collaborator_roles: Record<string, EngagementDoc['collaborators'][number]['role']>;
};

export const engagementKey = (projectId: string) => `project:${projectId}`;
export const engagementItemKey = (projectId: string) => `project-item:${projectId}`;

// ── Indexes ──────────────────────────────────────────────────────────────────
/** `id` orders by the id itself (react-admin may ask; every score 0, so Redis orders by member). */
export const ENGAGEMENT_SORTS = ['created_at', 'name', 'start_date', 'status', 'id'] as const;
export type EngagementSort = (typeof ENGAGEMENT_SORTS)[number];

/**
 * Who sees a project in a list is a scope: `all` (admins), `owner:{id}`, `team:{id}` (the team
 * assigned now) and `shared:{userId}` (a collaborator). Each scope is a sorted set per sort order and
 * per archived/active, so a page is read in order from one set and filters are checked against it.
 * A specialist's My Projects is the union of the `team:` scopes of the teams they are in now, taken
 * at read time from the team projection's member index, so a team change needs no project write.
 */
export const engagementScope = {
  all: 'all',
  owner: (ownerId: string) => `owner:${ownerId}`,
  team: (teamId: string) => `team:${teamId}`,
  shared: (userId: string) => `shared:${userId}`,
};

const partition = (archived: boolean) => (archived ? 'archived' : 'active');

/**
 * Filters are sets (dates: sorted sets) split like the scopes into active and archived, so each is
 * a subset of the `all` scope of its side: an admin's total for one filter is that set's size.
 */
export const engagementIndex = {
  scope: (scope: string, archived: boolean, sort: EngagementSort) =>
    `idx:projects:${scope}:${partition(archived)}:${sort}`,
  type: (type: string, archived: boolean) => `idx:projects:${partition(archived)}:type:${type}`,
  status: (status: string, archived: boolean) => `idx:projects:${partition(archived)}:status:${status}`,
  skill: (skillId: number, archived: boolean) => `idx:projects:${partition(archived)}:skill:${skillId}`,
  /** By the project's first day (its start, else its end); projects without dates are not in it. */
  starts: (archived: boolean) => `idx:projects:${partition(archived)}:starts`,
  /** By the project's last day (an open end is the far future). */
  ends: (archived: boolean) => `idx:projects:${partition(archived)}:ends`,
  /** A prefix of a word of the name or the client's name. */
  token: (token: string, archived: boolean) => `idx:projects:${partition(archived)}:q:${token}`,
  /** Pending invitations to an address (`{projectId}.{invitationId}`), by time, matched against the reader's account address. */
  invited: (email: string) => `idx:projects:invited:${email.trim().toLowerCase()}`,
};

/** Later than any date (ms since the epoch): an open end, a missing start date sorted last. */
export const FAR_FUTURE = 8.64e15;
export const dayOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const time = (iso: string) => Date.parse(iso) || 0;
/** Orders by status along the diagram, then by creation (both exact: ordinal·10^13 + ms < 2^53). */
const statusScore = (doc: Pick<EngagementDoc, 'status' | 'created_at'>) =>
  ENGAGEMENT_STATUSES.indexOf(doc.status) * 1e13 + time(doc.created_at);

export function engagementSortScores(
  doc: Pick<EngagementDoc, 'name' | 'start_date' | 'status' | 'created_at'>,
): Record<EngagementSort, number> {
  return {
    created_at: time(doc.created_at),
    name: alphabeticalScore(doc.name),
    start_date: doc.start_date ? dayOf(doc.start_date) : FAR_FUTURE,
    status: statusScore(doc),
    id: 0,
  };
}

export function engagementIndexes(doc: EngagementDoc): IndexEntry[] {
  const member = doc.id;
  const scores = engagementSortScores(doc);
  const scopes = [
    engagementScope.all,
    engagementScope.owner(doc.owner_id),
    ...(doc.team_id ? [engagementScope.team(doc.team_id)] : []),
    ...doc.collaborators.map((c) => engagementScope.shared(c.user_id)),
  ];
  const a = doc.archived;
  const first = doc.start_date ?? doc.end_date;
  const last = doc.end_date ?? (doc.start_date ? null : undefined);
  return [
    ...scopes.flatMap((scope) =>
      ENGAGEMENT_SORTS.map((sort) => ({ key: engagementIndex.scope(scope, a, sort), member, score: scores[sort] })),
    ),
    { key: engagementIndex.type(doc.engagement_type, a), member },
    { key: engagementIndex.status(doc.status, a), member },
    ...doc.required_skills.map((s) => ({ key: engagementIndex.skill(s.id, a), member })),
    ...(first ? [{ key: engagementIndex.starts(a), member, score: dayOf(first) }] : []),
    ...(last !== undefined
      ? [{ key: engagementIndex.ends(a), member, score: last === null ? FAR_FUTURE : dayOf(last) }]
      : []),
    ...prefixTokens(doc.name, doc.client_name).map((token) => ({ key: engagementIndex.token(token, a), member })),
    ...(doc.archived
      ? []
      : (doc.invitations ?? []).map((i) => ({
          key: engagementIndex.invited(i.email),
          member: `${doc.id}.${i.id}`,
          score: time(i.invited_at),
        }))),
  ];
}

// ── Projection ───────────────────────────────────────────────────────────────
export const isEngagementEvent = (event: StoredEvent): event is StoredEvent<EngagementEvent> =>
  (ENGAGEMENT_EVENT_TYPES as readonly string[]).includes(event.type);

const detailFields = (d: EngagementDetails) => ({
  name: d.name,
  client_name: d.clientName,
  engagement_type: d.engagementType,
  brief: d.brief,
  project_type: d.projectType && { id: d.projectType.id, title: d.projectType.title },
  required_skills: d.requiredSkills.map(({ id, title }) => ({ id, title })),
  start_date: d.startDate,
  end_date: d.endDate,
  budget: d.budget && { amount: d.budget.amount, currency: d.budget.currency },
});

function evolveEngagement(doc: EngagementDoc | null, e: StoredEvent<EngagementEvent>): EngagementDoc | null {
  if (e.type === 'EngagementCreated') {
    const { projectId, ownerId, details, status, createdAt } = e.data;
    return {
      id: projectId,
      owner_id: ownerId,
      ...detailFields(details),
      status,
      team_id: null,
      team_history: [],
      milestones: [],
      collaborators: [],
      invitations: [],
      archived: false,
      created_at: createdAt,
      updated_at: createdAt,
      position: '0',
    };
  }
  if (!doc) return null;
  switch (e.type) {
    case 'EngagementDetailsChanged':
      return { ...doc, ...detailFields(e.data.details), updated_at: e.data.changedAt };
    case 'EngagementStatusChanged':
      return { ...doc, status: e.data.to, updated_at: e.data.changedAt };
    case 'EngagementTeamAssigned': {
      const { teamId, assignedAt } = e.data;
      return {
        ...doc,
        team_id: teamId,
        team_history: [...doc.team_history, { team_id: teamId, assigned_at: assignedAt }],
        updated_at: assignedAt,
      };
    }
    case 'MilestoneAdded': {
      const { milestoneId, title, dueDate, status, responsibleId, addedAt } = e.data;
      const milestone = { id: milestoneId, title, due_date: dueDate, status, responsible_id: responsibleId };
      return {
        ...doc,
        milestones: [...doc.milestones.filter((m) => m.id !== milestoneId), milestone],
        updated_at: addedAt,
      };
    }
    case 'MilestoneChanged': {
      const { milestoneId, title, dueDate, responsibleId, changedAt } = e.data;
      const milestones = doc.milestones.map((m) =>
        m.id === milestoneId ? { ...m, title, due_date: dueDate, responsible_id: responsibleId } : m,
      );
      return { ...doc, milestones, updated_at: changedAt };
    }
    case 'MilestoneStatusSet': {
      const { milestoneId, status, setAt } = e.data;
      return {
        ...doc,
        milestones: doc.milestones.map((m) => (m.id === milestoneId ? { ...m, status } : m)),
        updated_at: setAt,
      };
    }
    case 'MilestoneRemoved':
      return {
        ...doc,
        milestones: doc.milestones.filter((m) => m.id !== e.data.milestoneId),
        updated_at: e.data.removedAt,
      };
    case 'CollaboratorAdded': {
      const { userId, email, role, addedAt } = e.data;
      const collaborator = { user_id: userId, email, role, added_at: addedAt };
      return {
        ...doc,
        collaborators: [...doc.collaborators.filter((c) => c.user_id !== userId), collaborator],
        updated_at: addedAt,
      };
    }
    case 'CollaboratorInvited': {
      const { invitationId, email, role, invitedAt } = e.data;
      const invitation = { id: invitationId, email, role, invited_at: invitedAt };
      return {
        ...doc,
        invitations: [...(doc.invitations ?? []).filter((i) => i.id !== invitationId), invitation],
        updated_at: invitedAt,
      };
    }
    case 'CollaboratorInvitationAccepted': {
      const { invitationId, userId, email, role, acceptedAt } = e.data;
      const collaborator = { user_id: userId, email, role, added_at: acceptedAt };
      return {
        ...doc,
        invitations: (doc.invitations ?? []).filter((i) => i.id !== invitationId),
        collaborators: [...doc.collaborators.filter((c) => c.user_id !== userId), collaborator],
        updated_at: acceptedAt,
      };
    }
    case 'CollaboratorInvitationDeclined':
    case 'CollaboratorInvitationWithdrawn': {
      const at = e.type === 'CollaboratorInvitationDeclined' ? e.data.declinedAt : e.data.withdrawnAt;
      return {
        ...doc,
        invitations: (doc.invitations ?? []).filter((i) => i.id !== e.data.invitationId),
        updated_at: at,
      };
    }
    case 'CollaboratorRoleChanged': {
      const { userId, role, changedAt } = e.data;
      return {
        ...doc,
        collaborators: doc.collaborators.map((c) => (c.user_id === userId ? { ...c, role } : c)),
        updated_at: changedAt,
      };
    }
    case 'CollaboratorRemoved':
      return {
        ...doc,
        collaborators: doc.collaborators.filter((c) => c.user_id !== e.data.userId),
        updated_at: e.data.removedAt,
      };
    case 'EngagementArchived':
      return { ...doc, archived: true, updated_at: e.data.archivedAt };
    default:
      return doc;
  }
}

/** The key that starts the stored item's access fields (owner, team, collaborators), which come last. */
const ACCESS_FIELDS = ',"owner_id":';

/**
 * The list item of a project: written, indexed and deleted with it (a view). The fields the answer
 * shows as they are come first and the access fields last, so a page is answered by cutting the
 * stored text rather than parsing and writing it again (`engagementListItemJson`).
 */
export function toEngagementItemDoc(doc: EngagementDoc): EngagementItemDoc {
  return {
    id: doc.id,
    name: doc.name,
    client_name: doc.client_name,
    engagement_type: doc.engagement_type,
    project_type: doc.project_type,
    required_skills: doc.required_skills,
    start_date: doc.start_date,
    end_date: doc.end_date,
    budget: doc.budget,
    status: doc.status,
    allowed_transitions: allowedTransitions(doc),
    milestone_count: doc.milestones.length,
    milestones_done: doc.milestones.filter((m) => m.status === 'done').length,
    archived: doc.archived,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    owner_id: doc.owner_id,
    team_id: doc.team_id,
    collaborator_roles: Object.fromEntries(doc.collaborators.map((c) => [c.user_id, c.role])),
  };
}

/** The access fields of a stored item (its text as the projector wrote it), read without parsing the rest. */
export function engagementItemAccess(
  json: string,
): Pick<EngagementItemDoc, 'owner_id' | 'team_id' | 'collaborator_roles'> {
  return JSON.parse(`{${json.slice(json.indexOf(ACCESS_FIELDS) + 1)}`) as Pick<
    EngagementItemDoc,
    'owner_id' | 'team_id' | 'collaborator_roles'
  >;
}

/**
 * The answer's text of a stored item: `toEngagementListItem` without parsing it. A string value
 * cannot hold `,"owner_id":` unescaped, so the first one starts the access fields.
 */
export function engagementListItemJson(
  json: string,
  access: Pick<EngagementItemDoc, 'owner_id' | 'team_id'>,
  role: EngagementRole,
  ownerName: string,
  teamName: string | undefined,
): string {
  const team = access.team_id ? JSON.stringify({ id: access.team_id, name: teamName ?? '' }) : 'null';
  return `${json.slice(0, json.indexOf(ACCESS_FIELDS))},"owner_id":${JSON.stringify(access.owner_id)},"owner_name":${JSON.stringify(ownerName)},"team":${team},"my_role":"${role}"}`;
}

/** What the diagram allows next; an archived project changes no more. */
export const allowedTransitions = (doc: Pick<EngagementDoc, 'status' | 'archived'>): EngagementStatus[] =>
  doc.archived ? [] : [...ENGAGEMENT_TRANSITIONS[doc.status]];

const DOC_PREFIX = engagementKey('');

export const engagementItemView: ProjectionView<EngagementDoc, EngagementItemDoc> = {
  name: 'EngagementListItem',
  keyOf: (key) => engagementItemKey(key.slice(DOC_PREFIX.length)),
  view: (doc) => toEngagementItemDoc(doc),
};

export const engagementProjection: Projection<EngagementDoc> = {
  name: 'Engagement',
  version: 1,
  keyPrefixes: [engagementKey(''), engagementItemKey(''), 'idx:projects:'],
  keysOf(event) {
    return isEngagementEvent(event) ? [engagementKey(event.data.projectId)] : [];
  },
  evolve(doc, event) {
    if (!isEngagementEvent(event)) return doc;
    if (doc && BigInt(doc.position) >= event.position) return doc;
    const next = evolveEngagement(doc, event);
    return next && { ...next, position: event.position.toString() };
  },
  indexesOf: (doc) => engagementIndexes(doc),
  views: [engagementItemView],
};

// ── The answers, composed when read ──────────────────────────────────────────
/** What the query API reads beside the project to answer it: the other streams' documents it names. */
export interface EngagementReadContext {
  role: EngagementRole;
  /** Whether the reader sees the collaborators (readPolicy: the owner and admins). */
  showCollaborators: boolean;
  /** Display names of users by id (the owner, collaborators, responsibles). */
  names: ReadonlyMap<string, string>;
  /** The teams the project names (current and earlier), as the team projection has them now. */
  teams: ReadonlyMap<
    string,
    { name: string; members: { specialist_id: string; role_title: string; allocation_days: number }[] }
  >;
  /** The current team members' search cards by specialist id. */
  cards: ReadonlyMap<string, z.infer<typeof specialistCardSchema>>;
}

/** The ids whose names a record shows: the owner, the collaborators and the milestones' responsibles. */
export const engagementNameIds = (doc: Pick<EngagementDoc, 'owner_id' | 'collaborators' | 'milestones'>) => [
  ...new Set([
    doc.owner_id,
    ...doc.collaborators.map((c) => c.user_id),
    ...doc.milestones.flatMap((m) => (m.responsible_id ? [m.responsible_id] : [])),
  ]),
];

/** The ids of the teams a record shows: the current one and the earlier ones. */
export const engagementTeamIds = (doc: Pick<EngagementDoc, 'team_id' | 'team_history'>) => [
  ...new Set([...(doc.team_id ? [doc.team_id] : []), ...doc.team_history.map((h) => h.team_id)]),
];

/** The record as one reader sees it; the coverage is issue 11's team coverage against the project's required skills. */
export function toEngagementRecord(doc: EngagementDoc, ctx: EngagementReadContext): EngagementRecord {
  const nameOf = (id: string | null) =>
    id === null
      ? null
      : (ctx.names.get(id) ??
        (ctx.cards.get(id) ? `${ctx.cards.get(id)!.first_name} ${ctx.cards.get(id)!.last_name}` : ''));
  const team = doc.team_id ? ctx.teams.get(doc.team_id) : undefined;
  const members = team?.members ?? [];
  const coverage = teamCoverage(
    doc.required_skills,
    members.map((m) => ({ specialistId: m.specialist_id, skills: ctx.cards.get(m.specialist_id)?.skills ?? [] })),
  );
  return {
    id: doc.id,
    owner_id: doc.owner_id,
    owner_name: nameOf(doc.owner_id) ?? '',
    name: doc.name,
    client_name: doc.client_name,
    engagement_type: doc.engagement_type,
    brief: doc.brief,
    project_type: doc.project_type,
    required_skills: doc.required_skills,
    start_date: doc.start_date,
    end_date: doc.end_date,
    budget: doc.budget,
    status: doc.status,
    allowed_transitions: allowedTransitions(doc),
    team: doc.team_id
      ? {
          id: doc.team_id,
          name: team?.name ?? '',
          members: members.map((m) => ({
            specialist_id: m.specialist_id,
            role_title: m.role_title,
            allocation_days: m.allocation_days,
            specialist: ctx.cards.get(m.specialist_id) ?? null,
          })),
        }
      : null,
    team_history: doc.team_history.map((h) => ({
      team_id: h.team_id,
      team_name: ctx.teams.get(h.team_id)?.name ?? '',
      assigned_at: h.assigned_at,
    })),
    coverage,
    milestones: doc.milestones.map((m) => ({ ...m, responsible_name: nameOf(m.responsible_id) })),
    ...(ctx.showCollaborators
      ? {
          collaborators: doc.collaborators.map((c) => ({ ...c, name: nameOf(c.user_id) ?? '' })),
          invitations: doc.invitations ?? [],
        }
      : {}),
    my_role: ctx.role,
    archived: doc.archived,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  };
}

export function toEngagementListItem(
  item: EngagementItemDoc,
  role: EngagementRole,
  ownerName: string,
  teamName: string | undefined,
): EngagementListItem {
  const { team_id, collaborator_roles: _roles, ...fields } = item;
  return {
    ...fields,
    owner_name: ownerName,
    team: team_id ? { id: team_id, name: teamName ?? '' } : null,
    my_role: role,
  };
}
