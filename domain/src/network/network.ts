import type { DomainEvent } from '../shared/events';

// ── Constants ────────────────────────────────────────────────────────────────
export const NETWORK_NAME_MAX_LENGTH = 260;
export const NETWORK_DESCRIPTION_MAX_LENGTH = 1000;
export const MEMBER_NOTE_MAX_LENGTH = 1000;
export const MEMBER_TAG_MAX_LENGTH = 40;
export const MEMBER_TAGS_MAX = 20;

/**
 * A membership's life: `invited` → `joined` | `declined`; `joined` → `removed` (by the owner) or
 * `left` (by the specialist). The owner may also withdraw a pending invitation (`removed`).
 * A specialist with no active (invited or joined) membership may be invited again: a new membership.
 * The erasure of the specialist's account ends an active membership (`erased`); their teams keep
 * them, shown as erased.
 */
export const MEMBERSHIP_STATUSES = ['invited', 'joined', 'declined', 'removed', 'left', 'erased'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const ACTIVE_MEMBERSHIP_STATUSES: readonly MembershipStatus[] = ['invited', 'joined'];

export const toNetworkStream = (networkId: string) => `network-${networkId}`;

/**
 * The public id of a membership (the `network-members` and `invitations` resources):
 * `{networkId}.{membershipId}`, so a route finds the network's stream from the id alone.
 */
export const membershipRecordId = (networkId: string, membershipId: string) => `${networkId}.${membershipId}`;
export function parseMembershipRecordId(id: string): { networkId: string; membershipId: string } | null {
  const dot = id.indexOf('.');
  if (dot <= 0 || dot === id.length - 1) return null;
  return { networkId: id.slice(0, dot), membershipId: id.slice(dot + 1) };
}

// ── Events (stream `network-{id}`) ───────────────────────────────────────────
export type NetworkCreated = DomainEvent<
  'NetworkCreated',
  { networkId: string; ownerId: string; name: string; description: string; createdAt: string }
>;
export type NetworkDetailsChanged = DomainEvent<
  'NetworkDetailsChanged',
  { networkId: string; name: string; description: string; changedAt: string }
>;
export type NetworkArchived = DomainEvent<'NetworkArchived', { networkId: string; archivedAt: string }>;
/**
 * An invitation by specialist id (from search), or by email. `specialistId` is set when the
 * invitee has an account (found by id or by email); `email` (lower-cased) is set for an invitation
 * by email, so an address that registers later sees it.
 */
export type SpecialistInvited = DomainEvent<
  'SpecialistInvited',
  { networkId: string; membershipId: string; specialistId: string | null; email: string | null; invitedAt: string }
>;
export type InvitationAccepted = DomainEvent<
  'InvitationAccepted',
  { networkId: string; membershipId: string; specialistId: string; acceptedAt: string }
>;
export type InvitationDeclined = DomainEvent<
  'InvitationDeclined',
  { networkId: string; membershipId: string; specialistId: string; declinedAt: string }
>;
/** By the owner: a joined member removed, or a pending invitation withdrawn. */
export type MemberRemoved = DomainEvent<
  'MemberRemoved',
  { networkId: string; membershipId: string; specialistId: string | null; removedAt: string }
>;
export type MemberLeft = DomainEvent<
  'MemberLeft',
  { networkId: string; membershipId: string; specialistId: string; leftAt: string }
>;
/** The specialist's account was erased: their invitation or membership ends (the erasure's job, not a person). */
export type MemberErased = DomainEvent<
  'MemberErased',
  { networkId: string; membershipId: string; specialistId: string; erasedAt: string }
>;
/** The owner's private note and tags on a member: never shown to anyone but the owner (and admins). */
export type MemberNoteSet = DomainEvent<
  'MemberNoteSet',
  { networkId: string; membershipId: string; note: string; tags: string[]; setAt: string }
>;

export type NetworkEvent =
  | NetworkCreated
  | NetworkDetailsChanged
  | NetworkArchived
  | SpecialistInvited
  | InvitationAccepted
  | InvitationDeclined
  | MemberRemoved
  | MemberLeft
  | MemberErased
  | MemberNoteSet;

export const NETWORK_EVENT_TYPES: readonly NetworkEvent['type'][] = [
  'NetworkCreated',
  'NetworkDetailsChanged',
  'NetworkArchived',
  'SpecialistInvited',
  'InvitationAccepted',
  'InvitationDeclined',
  'MemberRemoved',
  'MemberLeft',
  'MemberErased',
  'MemberNoteSet',
];

/**
 * The network's record of a team created in it (the team's own stream is `team-{id}`), so a member
 * who leaves or is removed can be taken out of the network's teams without scanning the log.
 */
export type NetworkTeamAdded = DomainEvent<'NetworkTeamAdded', { networkId: string; teamId: string; addedAt: string }>;

export type NetworkStreamEvent = NetworkEvent | NetworkTeamAdded;

// ── State (what decisions and the write side's answers need) ─────────────────
export interface NetworkMembership {
  membershipId: string;
  /** Set from the start for an invitation by id or to a registered address; set on accepting otherwise. */
  specialistId: string | null;
  email: string | null;
  status: MembershipStatus;
  invitedAt: string;
  respondedAt: string | null;
  note: string;
  tags: string[];
}

export interface Network {
  status: 'none' | 'active' | 'archived';
  networkId?: string;
  ownerId?: string;
  name: string;
  description: string;
  createdAt?: string;
  updatedAt?: string;
  /** By membership id, in invitation order. */
  memberships: Record<string, NetworkMembership>;
  teamIds: string[];
}

export const initialNetwork = (): Network => ({
  status: 'none',
  name: '',
  description: '',
  memberships: {},
  teamIds: [],
});

const withMembership = (
  state: Network,
  membershipId: string,
  change: Partial<NetworkMembership>,
  at: string,
): Network => {
  const current = Object.hasOwn(state.memberships, membershipId) ? state.memberships[membershipId] : undefined;
  if (!current) return state;
  return { ...state, updatedAt: at, memberships: { ...state.memberships, [membershipId]: { ...current, ...change } } };
};

export function evolveNetwork(state: Network, event: NetworkStreamEvent): Network {
  switch (event.type) {
    case 'NetworkCreated': {
      const { networkId, ownerId, name, description, createdAt } = event.data;
      return { ...state, status: 'active', networkId, ownerId, name, description, createdAt, updatedAt: createdAt };
    }
    case 'NetworkDetailsChanged':
      return { ...state, name: event.data.name, description: event.data.description, updatedAt: event.data.changedAt };
    case 'NetworkArchived':
      return { ...state, status: 'archived', updatedAt: event.data.archivedAt };
    case 'SpecialistInvited': {
      const { membershipId, specialistId, email, invitedAt } = event.data;
      const membership: NetworkMembership = {
        membershipId,
        specialistId,
        email,
        status: 'invited',
        invitedAt,
        respondedAt: null,
        note: '',
        tags: [],
      };
      return { ...state, updatedAt: invitedAt, memberships: { ...state.memberships, [membershipId]: membership } };
    }
    case 'InvitationAccepted': {
      const { membershipId, specialistId, acceptedAt } = event.data;
      return withMembership(
        state,
        membershipId,
        { status: 'joined', specialistId, respondedAt: acceptedAt },
        acceptedAt,
      );
    }
    case 'InvitationDeclined': {
      const { membershipId, specialistId, declinedAt } = event.data;
      return withMembership(
        state,
        membershipId,
        { status: 'declined', specialistId, respondedAt: declinedAt },
        declinedAt,
      );
    }
    case 'MemberRemoved':
      return withMembership(state, event.data.membershipId, { status: 'removed' }, event.data.removedAt);
    case 'MemberLeft':
      return withMembership(state, event.data.membershipId, { status: 'left' }, event.data.leftAt);
    case 'MemberErased':
      return withMembership(state, event.data.membershipId, { status: 'erased' }, event.data.erasedAt);
    case 'MemberNoteSet':
      return withMembership(
        state,
        event.data.membershipId,
        { note: event.data.note, tags: event.data.tags },
        event.data.setAt,
      );
    case 'NetworkTeamAdded':
      return state.teamIds.includes(event.data.teamId)
        ? state
        : { ...state, teamIds: [...state.teamIds, event.data.teamId] };
    default:
      return state;
  }
}

/** The specialists who have joined (and not since left or been removed). */
export const joinedSpecialistIds = (state: Network): string[] =>
  Object.values(state.memberships).flatMap((m) => (m.status === 'joined' && m.specialistId ? [m.specialistId] : []));

/** The invited or joined membership of a specialist (matched by id, or by the address an invitation went to). */
export function activeMembershipOf(
  state: Network,
  who: { specialistId?: string | null; email?: string | null },
): NetworkMembership | undefined {
  const email = who.email?.toLowerCase() ?? null;
  return Object.values(state.memberships).find(
    (m) =>
      ACTIVE_MEMBERSHIP_STATUSES.includes(m.status) &&
      ((who.specialistId != null && m.specialistId === who.specialistId) || (email !== null && m.email === email)),
  );
}
