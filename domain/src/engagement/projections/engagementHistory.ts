import { z } from 'zod';
import type { Projection } from '../../shared/projection';
import type { EngagementDetails } from '../engagement';
import { isEngagementEvent } from './engagementRecord';

// ── History (docs/api.md, `GET /projects/{id}/history`) ──────────────────────
export const ENGAGEMENT_HISTORY_ACTIONS = [
  'created',
  'details_changed',
  'status_changed',
  'team_assigned',
  'milestone_added',
  'milestone_changed',
  'milestone_status_set',
  'milestone_removed',
  'collaborator_invited',
  'collaborator_declined',
  'collaborator_withdrawn',
  'collaborator_added',
  'collaborator_changed',
  'collaborator_removed',
  'archived',
] as const;
export type EngagementHistoryAction = (typeof ENGAGEMENT_HISTORY_ACTIONS)[number];

/** The record's field names, as `detail.changed` lists them. */
const DETAIL_FIELDS = {
  name: 'name',
  clientName: 'client_name',
  engagementType: 'engagement_type',
  brief: 'brief',
  projectType: 'project_type',
  requiredSkills: 'required_skills',
  startDate: 'start_date',
  endDate: 'end_date',
  budget: 'budget',
} as const satisfies Record<keyof EngagementDetails, string>;

/**
 * What happened, as data for the screen to word in its locale. By action: created `{ name,
 * engagement_type }`; details_changed `{ changed: [field] }`; status_changed `{ from, to }`;
 * team_assigned `{ team_id, team_name, previous_team_id, previous_team_name }`; milestone_*
 * `{ milestone_id, title, due_date?, status?, responsible_id?, changed? }`; collaborator_*
 * `{ user_id, email, role? }` (added: an invitation accepted, the invitee acting); collaborator_invited
 * `{ email, role }`; collaborator_declined and collaborator_withdrawn `{ email }`; archived `{}`.
 */
export const engagementHistoryDetailSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.null(), z.array(z.string())]),
);

export const engagementHistoryItemSchema = z.object({
  at: z.string(),
  action: z.enum(ENGAGEMENT_HISTORY_ACTIONS),
  detail: engagementHistoryDetailSchema,
  actor_id: z.string(),
  actor_name: z.string().describe("who did it (their name now), from the event's metadata"),
});
export type EngagementHistoryItem = z.infer<typeof engagementHistoryItemSchema>;
type StoredItem = Omit<EngagementHistoryItem, 'actor_name'>;

/**
 * Stored oldest first; names (actors, teams) are resolved when read, so a renamed person or team
 * shows its name now. `memo` keeps what later events need to say what they changed.
 */
export interface EngagementHistoryDoc {
  project_id: string;
  /** The last event applied: an event fed twice is not listed twice. */
  position: string;
  items: StoredItem[];
  memo: {
    details: EngagementDetails;
    milestones: Record<string, { title: string; due_date: string; responsible_id: string | null }>;
    collaborators: Record<string, string>;
    /** Pending invitations' addresses by invitation id (absent in documents written before invitations). */
    invitations?: Record<string, string>;
  };
}

export const engagementHistoryKey = (projectId: string) => `project-history:${projectId}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const changedDetails = (before: EngagementDetails, after: EngagementDetails) =>
  (Object.keys(DETAIL_FIELDS) as (keyof EngagementDetails)[])
    .filter((k) => !same(before[k], after[k]))
    .map((k) => DETAIL_FIELDS[k]);

export const engagementHistoryProjection: Projection<EngagementHistoryDoc> = {
  name: 'EngagementHistory',
  version: 1,
  keyPrefixes: [engagementHistoryKey('')],
  keysOf(event) {
    return isEngagementEvent(event) ? [engagementHistoryKey(event.data.projectId)] : [];
  },
  evolve(doc, event) {
    if (!isEngagementEvent(event)) return doc;
    if (doc && BigInt(doc.position) >= event.position) return doc;
    if (!doc && event.type !== 'EngagementCreated') return null;
    const actor_id = event.metadata.actorId;
    const memo = doc?.memo ?? {
      details: (event.data as { details: EngagementDetails }).details,
      milestones: {},
      collaborators: {},
    };
    const milestone = (id: string) => memo.milestones[id] ?? { title: '', due_date: '', responsible_id: null };
    let next = memo;
    const item = ((): StoredItem => {
      switch (event.type) {
        case 'EngagementCreated': {
          const { details, createdAt } = event.data;
          return {
            at: createdAt,
            action: 'created',
            detail: { name: details.name, engagement_type: details.engagementType },
            actor_id,
          };
        }
        case 'EngagementDetailsChanged': {
          const { details, changedAt } = event.data;
          next = { ...memo, details };
          return {
            at: changedAt,
            action: 'details_changed',
            detail: { changed: changedDetails(memo.details, details) },
            actor_id,
          };
        }
        case 'EngagementStatusChanged': {
          const { from, to, changedAt } = event.data;
          return { at: changedAt, action: 'status_changed', detail: { from, to }, actor_id };
        }
        case 'EngagementTeamAssigned': {
          const { teamId, previousTeamId, assignedAt } = event.data;
          return {
            at: assignedAt,
            action: 'team_assigned',
            detail: { team_id: teamId, previous_team_id: previousTeamId },
            actor_id,
          };
        }
        case 'MilestoneAdded': {
          const { milestoneId, title, dueDate, status, responsibleId, addedAt } = event.data;
          next = {
            ...memo,
            milestones: {
              ...memo.milestones,
              [milestoneId]: { title, due_date: dueDate, responsible_id: responsibleId },
            },
          };
          return {
            at: addedAt,
            action: 'milestone_added',
            actor_id,
            detail: { milestone_id: milestoneId, title, due_date: dueDate, status, responsible_id: responsibleId },
          };
        }
        case 'MilestoneChanged': {
          const { milestoneId, title, dueDate, responsibleId, changedAt } = event.data;
          const before = milestone(milestoneId);
          const after = { title, due_date: dueDate, responsible_id: responsibleId };
          next = { ...memo, milestones: { ...memo.milestones, [milestoneId]: after } };
          const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => before[k] !== after[k]);
          return {
            at: changedAt,
            action: 'milestone_changed',
            actor_id,
            detail: { milestone_id: milestoneId, title, due_date: dueDate, responsible_id: responsibleId, changed },
          };
        }
        case 'MilestoneStatusSet': {
          const { milestoneId, status, setAt } = event.data;
          return {
            at: setAt,
            action: 'milestone_status_set',
            detail: { milestone_id: milestoneId, title: milestone(milestoneId).title, status },
            actor_id,
          };
        }
        case 'MilestoneRemoved': {
          const { milestoneId, removedAt } = event.data;
          const { [milestoneId]: removed, ...milestones } = memo.milestones;
          next = { ...memo, milestones };
          return {
            at: removedAt,
            action: 'milestone_removed',
            detail: { milestone_id: milestoneId, title: removed?.title ?? '' },
            actor_id,
          };
        }
        case 'CollaboratorAdded': {
          const { userId, email, role, addedAt } = event.data;
          next = { ...memo, collaborators: { ...memo.collaborators, [userId]: email } };
          return { at: addedAt, action: 'collaborator_added', detail: { user_id: userId, email, role }, actor_id };
        }
        case 'CollaboratorInvited': {
          const { invitationId, email, role, invitedAt } = event.data;
          next = { ...memo, invitations: { ...memo.invitations, [invitationId]: email } };
          return { at: invitedAt, action: 'collaborator_invited', detail: { email, role }, actor_id };
        }
        case 'CollaboratorInvitationAccepted': {
          const { invitationId, userId, email, role, acceptedAt } = event.data;
          const { [invitationId]: _answered, ...invitations } = memo.invitations ?? {};
          next = { ...memo, invitations, collaborators: { ...memo.collaborators, [userId]: email } };
          return { at: acceptedAt, action: 'collaborator_added', detail: { user_id: userId, email, role }, actor_id };
        }
        case 'CollaboratorInvitationDeclined':
        case 'CollaboratorInvitationWithdrawn': {
          const { invitationId } = event.data;
          const { [invitationId]: email, ...invitations } = memo.invitations ?? {};
          next = { ...memo, invitations };
          const at = event.type === 'CollaboratorInvitationDeclined' ? event.data.declinedAt : event.data.withdrawnAt;
          return {
            at,
            action:
              event.type === 'CollaboratorInvitationDeclined' ? 'collaborator_declined' : 'collaborator_withdrawn',
            detail: { email: email ?? '' },
            actor_id,
          };
        }
        case 'CollaboratorRoleChanged': {
          const { userId, role, changedAt } = event.data;
          return {
            at: changedAt,
            action: 'collaborator_changed',
            detail: { user_id: userId, email: memo.collaborators[userId] ?? '', role },
            actor_id,
          };
        }
        case 'CollaboratorRemoved': {
          const { userId, removedAt } = event.data;
          const { [userId]: email, ...collaborators } = memo.collaborators;
          next = { ...memo, collaborators };
          return {
            at: removedAt,
            action: 'collaborator_removed',
            detail: { user_id: userId, email: email ?? '' },
            actor_id,
          };
        }
        case 'EngagementArchived':
          return { at: event.data.archivedAt, action: 'archived', detail: {}, actor_id };
      }
    })();
    return {
      project_id: event.data.projectId,
      position: event.position.toString(),
      items: [...(doc?.items ?? []), item],
      memo: next,
    };
  },
};
