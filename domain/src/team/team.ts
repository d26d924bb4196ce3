import type { DomainEvent } from '../shared/events';

// ── Constants ────────────────────────────────────────────────────────────────
export const TEAM_NAME_MAX_LENGTH = 260;
export const TEAM_PURPOSE_MAX_LENGTH = 1000;
export const TEAM_ROLE_MAX_LENGTH = 260;
/** Days per week on a team, in half days (an offer's allocation follows the same rule). */
export const ALLOCATION_DAYS_MIN = 0.5;
export const ALLOCATION_DAYS_MAX = 5;
export const isAllocationDays = (days: number): boolean =>
  Number.isFinite(days) && Number.isInteger(days * 2) && days >= ALLOCATION_DAYS_MIN && days <= ALLOCATION_DAYS_MAX;
/** The spec's content status constants (section 4). */
export const TEAM_STATUSES = ['Draft', 'Saved', 'Approved'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];
/** A team is saved before it is approved, and goes back one step at a time to be changed again. */
export const TEAM_TRANSITIONS: Readonly<Record<TeamStatus, readonly TeamStatus[]>> = {
  Draft: ['Saved'],
  Saved: ['Draft', 'Approved'],
  Approved: ['Saved'],
};

export const toTeamStream = (teamId: string) => `team-${teamId}`;

/** A skill as events keep it: the id and the title at the time (catalog titles may change later). */
export interface SkillRef {
  id: number;
  title: string;
}

// ── Events (stream `team-{id}`); the actor of each is in the event's metadata ──
export type TeamCreated = DomainEvent<
  'TeamCreated',
  {
    teamId: string;
    networkId: string;
    ownerId: string;
    name: string;
    purpose: string;
    requiredSkills: SkillRef[];
    status: TeamStatus;
    createdAt: string;
  }
>;
export type TeamDetailsChanged = DomainEvent<
  'TeamDetailsChanged',
  { teamId: string; name: string; purpose: string; requiredSkills: SkillRef[]; changedAt: string }
>;
export type TeamMemberAdded = DomainEvent<
  'TeamMemberAdded',
  {
    teamId: string;
    networkId: string;
    specialistId: string;
    roleTitle: string;
    allocationDays: number;
    addedAt: string;
    /** Set when the member came from an accepted offer. */
    offerId?: string;
    /** The offer was made beyond the specialist's free days (the team page warns). */
    overAllocated?: boolean;
  }
>;
export type TeamMemberChanged = DomainEvent<
  'TeamMemberChanged',
  { teamId: string; specialistId: string; roleTitle: string; allocationDays: number; changedAt: string }
>;
export type TeamMemberRemoved = DomainEvent<
  'TeamMemberRemoved',
  { teamId: string; specialistId: string; removedAt: string }
>;
export type TeamStatusSet = DomainEvent<'TeamStatusSet', { teamId: string; status: TeamStatus; setAt: string }>;
export type TeamArchived = DomainEvent<'TeamArchived', { teamId: string; archivedAt: string }>;

export type TeamEvent =
  | TeamCreated
  | TeamDetailsChanged
  | TeamMemberAdded
  | TeamMemberChanged
  | TeamMemberRemoved
  | TeamStatusSet
  | TeamArchived;

export const TEAM_EVENT_TYPES: readonly TeamEvent['type'][] = [
  'TeamCreated',
  'TeamDetailsChanged',
  'TeamMemberAdded',
  'TeamMemberChanged',
  'TeamMemberRemoved',
  'TeamStatusSet',
  'TeamArchived',
];

// ── State (what decisions and the write side's answers need) ─────────────────
export interface TeamMember {
  specialistId: string;
  roleTitle: string;
  allocationDays: number;
  addedAt: string;
  overAllocated: boolean;
}

export interface Team {
  lifecycle: 'none' | 'active' | 'archived';
  teamId?: string;
  networkId?: string;
  ownerId?: string;
  name: string;
  purpose: string;
  requiredSkills: SkillRef[];
  status: TeamStatus;
  /** By specialist id, in the order they were added. */
  members: Record<string, TeamMember>;
  /** The accepted offers that have made a member here: an acceptance handled again finds its own. */
  offerIds: string[];
  createdAt?: string;
  updatedAt?: string;
}

export const initialTeam = (): Team => ({
  lifecycle: 'none',
  name: '',
  purpose: '',
  requiredSkills: [],
  status: 'Draft',
  members: {},
  offerIds: [],
});

export function evolveTeam(state: Team, event: TeamEvent): Team {
  switch (event.type) {
    case 'TeamCreated': {
      const { teamId, networkId, ownerId, name, purpose, requiredSkills, status, createdAt } = event.data;
      return {
        ...state,
        lifecycle: 'active',
        teamId,
        networkId,
        ownerId,
        name,
        purpose,
        requiredSkills,
        status,
        createdAt,
        updatedAt: createdAt,
      };
    }
    case 'TeamDetailsChanged': {
      const { name, purpose, requiredSkills, changedAt } = event.data;
      return { ...state, name, purpose, requiredSkills, updatedAt: changedAt };
    }
    case 'TeamMemberAdded': {
      const { specialistId, roleTitle, allocationDays, addedAt } = event.data;
      const overAllocated = event.data.overAllocated === true;
      const { offerId } = event.data;
      return {
        ...state,
        offerIds: offerId ? [...state.offerIds, offerId] : state.offerIds,
        updatedAt: addedAt,
        members: {
          ...state.members,
          [specialistId]: { specialistId, roleTitle, allocationDays, addedAt, overAllocated },
        },
      };
    }
    case 'TeamMemberChanged': {
      const { specialistId, roleTitle, allocationDays, changedAt } = event.data;
      const member = Object.hasOwn(state.members, specialistId) ? state.members[specialistId] : undefined;
      if (!member) return state;
      return {
        ...state,
        updatedAt: changedAt,
        members: { ...state.members, [specialistId]: { ...member, roleTitle, allocationDays } },
      };
    }
    case 'TeamMemberRemoved': {
      const { [event.data.specialistId]: _removed, ...members } = state.members;
      return { ...state, members, updatedAt: event.data.removedAt };
    }
    case 'TeamStatusSet':
      return { ...state, status: event.data.status, updatedAt: event.data.setAt };
    case 'TeamArchived':
      return { ...state, lifecycle: 'archived', updatedAt: event.data.archivedAt };
    default:
      return state;
  }
}
