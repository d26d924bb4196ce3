import type { DomainEvent } from '../shared/events';
import type { SkillRef } from '../team/team';

/*
 * A client project (spec: "projects", stream `project-{id}`). Named "engagement" in code because
 * a specialist's work experience is already called a project (ProjectAdded, addProjectSchema…).
 */

// ── Constants ────────────────────────────────────────────────────────────────
export const ENGAGEMENT_NAME_MAX_LENGTH = 260;
export const CLIENT_NAME_MAX_LENGTH = 260;
export const BRIEF_MAX_LENGTH = 5000;
export const MILESTONE_TITLE_MAX_LENGTH = 260;
/** Bounds that keep one project's stream and record small; far above what a real engagement needs. */
export const MILESTONES_MAX = 200;
export const COLLABORATORS_MAX = 100;
/** A budget is positive and below a trillion (in the currency's major unit). */
export const BUDGET_AMOUNT_MAX = 999_999_999_999;
/** 'Digital Team Hire - DTH' and 'Digital Project Delivery - DPD' (spec section 1). */
export const ENGAGEMENT_TYPES = ['DTH', 'DPD'] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];
/** `draft` and `posted` are the spec's module statuses. */
export const ENGAGEMENT_STATUSES = ['draft', 'posted', 'in_progress', 'completed', 'cancelled'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];
/** draft → posted → in_progress → completed; cancelled from any state but completed (and cancelled). */
export const ENGAGEMENT_TRANSITIONS: Readonly<Record<EngagementStatus, readonly EngagementStatus[]>> = {
  draft: ['posted', 'cancelled'],
  posted: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
export const MILESTONE_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const COLLABORATOR_ROLES = ['viewer', 'editor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

export const toEngagementStream = (projectId: string) => `project-${projectId}`;

export interface Budget {
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** Everything an editor may change (not the owner, the status or the collaborators). */
export interface EngagementDetails {
  name: string;
  clientName: string;
  engagementType: EngagementType;
  brief: string;
  projectType: { id: number; title: string } | null;
  requiredSkills: SkillRef[];
  /** YYYY-MM-DD; the end is not before the start. */
  startDate: string | null;
  endDate: string | null;
  budget: Budget | null;
}

// ── Events (stream `project-{id}`); the actor of each is in the event's metadata ──
export type EngagementCreated = DomainEvent<
  'EngagementCreated',
  { projectId: string; ownerId: string; details: EngagementDetails; status: 'draft'; createdAt: string }
>;
export type EngagementDetailsChanged = DomainEvent<
  'EngagementDetailsChanged',
  { projectId: string; details: EngagementDetails; changedAt: string }
>;
export type EngagementStatusChanged = DomainEvent<
  'EngagementStatusChanged',
  { projectId: string; from: EngagementStatus; to: EngagementStatus; changedAt: string }
>;
/** DTH: one of the owner's teams; assigning another later keeps this one in the history. */
export type EngagementTeamAssigned = DomainEvent<
  'EngagementTeamAssigned',
  { projectId: string; teamId: string; previousTeamId: string | null; assignedAt: string }
>;
export type MilestoneAdded = DomainEvent<
  'MilestoneAdded',
  {
    projectId: string;
    milestoneId: string;
    title: string;
    dueDate: string;
    status: MilestoneStatus;
    responsibleId: string | null;
    addedAt: string;
  }
>;
export type MilestoneChanged = DomainEvent<
  'MilestoneChanged',
  {
    projectId: string;
    milestoneId: string;
    title: string;
    dueDate: string;
    responsibleId: string | null;
    changedAt: string;
  }
>;
export type MilestoneStatusSet = DomainEvent<
  'MilestoneStatusSet',
  { projectId: string; milestoneId: string; status: MilestoneStatus; setAt: string }
>;
export type MilestoneRemoved = DomainEvent<
  'MilestoneRemoved',
  { projectId: string; milestoneId: string; removedAt: string }
>;
export type CollaboratorAdded = DomainEvent<
  'CollaboratorAdded',
  { projectId: string; userId: string; email: string; role: CollaboratorRole; addedAt: string }
>;
/**
 * An invitation by address to see (viewer) or edit (editor) the project. Nothing is looked up about the
 * address: who holds it is known when someone signed in with it accepts (no account oracle).
 */
export type CollaboratorInvited = DomainEvent<
  'CollaboratorInvited',
  { projectId: string; invitationId: string; email: string; role: CollaboratorRole; invitedAt: string }
>;
/** The account holding the invited address accepted: it is a collaborator from now on. */
export type CollaboratorInvitationAccepted = DomainEvent<
  'CollaboratorInvitationAccepted',
  { projectId: string; invitationId: string; userId: string; email: string; role: CollaboratorRole; acceptedAt: string }
>;
export type CollaboratorInvitationDeclined = DomainEvent<
  'CollaboratorInvitationDeclined',
  { projectId: string; invitationId: string; declinedAt: string }
>;
/** By the owner, before an answer. */
export type CollaboratorInvitationWithdrawn = DomainEvent<
  'CollaboratorInvitationWithdrawn',
  { projectId: string; invitationId: string; withdrawnAt: string }
>;
export type CollaboratorRoleChanged = DomainEvent<
  'CollaboratorRoleChanged',
  { projectId: string; userId: string; role: CollaboratorRole; changedAt: string }
>;
export type CollaboratorRemoved = DomainEvent<
  'CollaboratorRemoved',
  { projectId: string; userId: string; removedAt: string }
>;
export type EngagementArchived = DomainEvent<'EngagementArchived', { projectId: string; archivedAt: string }>;

export type EngagementEvent =
  | EngagementCreated
  | EngagementDetailsChanged
  | EngagementStatusChanged
  | EngagementTeamAssigned
  | MilestoneAdded
  | MilestoneChanged
  | MilestoneStatusSet
  | MilestoneRemoved
  | CollaboratorAdded
  | CollaboratorInvited
  | CollaboratorInvitationAccepted
  | CollaboratorInvitationDeclined
  | CollaboratorInvitationWithdrawn
  | CollaboratorRoleChanged
  | CollaboratorRemoved
  | EngagementArchived;

export const ENGAGEMENT_EVENT_TYPES: readonly EngagementEvent['type'][] = [
  'EngagementCreated',
  'EngagementDetailsChanged',
  'EngagementStatusChanged',
  'EngagementTeamAssigned',
  'MilestoneAdded',
  'MilestoneChanged',
  'MilestoneStatusSet',
  'MilestoneRemoved',
  'CollaboratorAdded',
  'CollaboratorInvited',
  'CollaboratorInvitationAccepted',
  'CollaboratorInvitationDeclined',
  'CollaboratorInvitationWithdrawn',
  'CollaboratorRoleChanged',
  'CollaboratorRemoved',
  'EngagementArchived',
];

// ── State (what decisions and the write side's answers need) ─────────────────
export interface Milestone {
  milestoneId: string;
  title: string;
  dueDate: string;
  status: MilestoneStatus;
  /** A member of the assigned team when it was set (they may have left it since). */
  responsibleId: string | null;
  addedAt: string;
}

export interface Collaborator {
  userId: string;
  email: string;
  role: CollaboratorRole;
  addedAt: string;
}

/** An invitation not answered yet. */
export interface CollaboratorInvitation {
  invitationId: string;
  email: string;
  role: CollaboratorRole;
  invitedAt: string;
}

export interface Engagement {
  lifecycle: 'none' | 'active' | 'archived';
  projectId?: string;
  ownerId?: string;
  details: EngagementDetails;
  status: EngagementStatus;
  teamId: string | null;
  /** Every assignment, oldest first (the current team is the last one). */
  teamHistory: { teamId: string; assignedAt: string }[];
  /** In the order they were added (arrays, so numeric-looking ids cannot reorder them). */
  milestones: Milestone[];
  collaborators: Collaborator[];
  invitations: CollaboratorInvitation[];
  createdAt?: string;
  updatedAt?: string;
}

export const emptyEngagementDetails = (): EngagementDetails => ({
  name: '',
  clientName: '',
  engagementType: 'DTH',
  brief: '',
  projectType: null,
  requiredSkills: [],
  startDate: null,
  endDate: null,
  budget: null,
});

export const initialEngagement = (): Engagement => ({
  lifecycle: 'none',
  details: emptyEngagementDetails(),
  status: 'draft',
  teamId: null,
  teamHistory: [],
  milestones: [],
  collaborators: [],
  invitations: [],
});

const replaceMilestone = (state: Engagement, milestoneId: string, change: (m: Milestone) => Milestone): Milestone[] =>
  state.milestones.map((m) => (m.milestoneId === milestoneId ? change(m) : m));

export function evolveEngagement(state: Engagement, event: EngagementEvent): Engagement {
  switch (event.type) {
    case 'EngagementCreated': {
      const { projectId, ownerId, details, status, createdAt } = event.data;
      return {
        ...initialEngagement(),
        lifecycle: 'active',
        projectId,
        ownerId,
        details,
        status,
        createdAt,
        updatedAt: createdAt,
      };
    }
    case 'EngagementDetailsChanged':
      return { ...state, details: event.data.details, updatedAt: event.data.changedAt };
    case 'EngagementStatusChanged':
      return { ...state, status: event.data.to, updatedAt: event.data.changedAt };
    case 'EngagementTeamAssigned': {
      const { teamId, assignedAt } = event.data;
      return { ...state, teamId, teamHistory: [...state.teamHistory, { teamId, assignedAt }], updatedAt: assignedAt };
    }
    case 'MilestoneAdded': {
      const { milestoneId, title, dueDate, status, responsibleId, addedAt } = event.data;
      return {
        ...state,
        milestones: [...state.milestones, { milestoneId, title, dueDate, status, responsibleId, addedAt }],
        updatedAt: addedAt,
      };
    }
    case 'MilestoneChanged': {
      const { milestoneId, title, dueDate, responsibleId, changedAt } = event.data;
      return {
        ...state,
        milestones: replaceMilestone(state, milestoneId, (m) => ({ ...m, title, dueDate, responsibleId })),
        updatedAt: changedAt,
      };
    }
    case 'MilestoneStatusSet': {
      const { milestoneId, status, setAt } = event.data;
      return {
        ...state,
        milestones: replaceMilestone(state, milestoneId, (m) => ({ ...m, status })),
        updatedAt: setAt,
      };
    }
    case 'MilestoneRemoved':
      return {
        ...state,
        milestones: state.milestones.filter((m) => m.milestoneId !== event.data.milestoneId),
        updatedAt: event.data.removedAt,
      };
    case 'CollaboratorAdded': {
      const { userId, email, role, addedAt } = event.data;
      return {
        ...state,
        collaborators: [...state.collaborators.filter((c) => c.userId !== userId), { userId, email, role, addedAt }],
        updatedAt: addedAt,
      };
    }
    case 'CollaboratorInvited': {
      const { invitationId, email, role, invitedAt } = event.data;
      return {
        ...state,
        invitations: [...state.invitations, { invitationId, email, role, invitedAt }],
        updatedAt: invitedAt,
      };
    }
    case 'CollaboratorInvitationAccepted': {
      const { invitationId, userId, email, role, acceptedAt } = event.data;
      return {
        ...state,
        invitations: state.invitations.filter((i) => i.invitationId !== invitationId),
        collaborators: [
          ...state.collaborators.filter((c) => c.userId !== userId),
          { userId, email, role, addedAt: acceptedAt },
        ],
        updatedAt: acceptedAt,
      };
    }
    case 'CollaboratorInvitationDeclined':
      return {
        ...state,
        invitations: state.invitations.filter((i) => i.invitationId !== event.data.invitationId),
        updatedAt: event.data.declinedAt,
      };
    case 'CollaboratorInvitationWithdrawn':
      return {
        ...state,
        invitations: state.invitations.filter((i) => i.invitationId !== event.data.invitationId),
        updatedAt: event.data.withdrawnAt,
      };
    case 'CollaboratorRoleChanged': {
      const { userId, role, changedAt } = event.data;
      return {
        ...state,
        collaborators: state.collaborators.map((c) => (c.userId === userId ? { ...c, role } : c)),
        updatedAt: changedAt,
      };
    }
    case 'CollaboratorRemoved':
      return {
        ...state,
        collaborators: state.collaborators.filter((c) => c.userId !== event.data.userId),
        updatedAt: event.data.removedAt,
      };
    case 'EngagementArchived':
      return { ...state, lifecycle: 'archived', updatedAt: event.data.archivedAt };
    default:
      return state;
  }
}
