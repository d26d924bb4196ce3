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
 */
export const MEMBERSHIP_STATUSES = ['invited', 'joined', 'declined', 'removed', 'left'] as const;
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
export type MemberLeft = DomainEvent<'MemberLeft', { networkId: string; membershipId: string; specialistId: string; leftAt: string }>;
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
  | MemberNoteSet;

export const NETWORK_EVENT_TYPES: readonly NetworkEvent['type'][] = [
  'NetworkCreated', 'NetworkDetailsChanged', 'NetworkArchived', 'SpecialistInvited', 'InvitationAccepted',
  'InvitationDeclined', 'MemberRemoved', 'MemberLeft', 'MemberNoteSet',
];
