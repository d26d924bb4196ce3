import { isAdmin, type Actor } from '../shared/authorization';
import { ForbiddenError } from '../shared/errors';
import { networkCodes } from './messages';
import type { NetworkDoc } from './projections/networkRecord';
import type { NetworkMemberDoc } from './projections/networkMember';

/*
 * Who may read what of networks and search (docs/api.md, "Who may do what"). A record the reader
 * may not see is answered as unknown (404), so its existence is not revealed. An owner's notes
 * and tags, pending invitations and former members are the owner's (and admins') alone.
 */

/** How a reader sees a network: all of it, or as a member (their own membership only). */
export type NetworkView = 'owner' | 'admin' | 'member';

const OWNER_ROLES: readonly string[] = ['business_owner', 'admin', 'super_admin'];

/** Business owners and admins search specialists; a specialist is refused (403), not told "unknown". */
export function assertCanSearchSpecialists(reader: Actor): void {
  if (!OWNER_ROLES.includes(reader.userType)) throw new ForbiddenError(networkCodes.onlyOwnersSearch);
}

/** Whether this reader may own networks and teams (list "mine" as an owner). */
export const readsAsOwner = (reader: Actor) => OWNER_ROLES.includes(reader.userType);

/**
 * `memberships` are the reader's own memberships of this network (empty for owners and admins).
 * A specialist sees a network they have joined; an invitation alone shows only in /invitations.
 */
export function networkViewOf(
  reader: Actor,
  network: NetworkDoc,
  memberships: readonly NetworkMemberDoc[],
): NetworkView | null {
  if (network.owner_id === reader.userId) return 'owner';
  if (isAdmin(reader)) return 'admin';
  return memberships.some(
    (m) => m.network_id === network.id && m.status === 'joined' && m.specialist_id === reader.userId,
  )
    ? 'member'
    : null;
}

/** Is this membership the reader's own: theirs by id, or an invitation to their account's address? */
export const isOwnMembership = (reader: Actor, membership: NetworkMemberDoc, readerEmail: string | null) =>
  membership.specialist_id === reader.userId ||
  (membership.specialist_id === null && readerEmail !== null && membership.email === readerEmail.toLowerCase());

/**
 * A membership as the reader may see it: whole for the network's owner and admins, without the
 * owner's note and tags for the member themself, and not at all (null → 404) for anyone else.
 */
export function visibleMembership<T extends NetworkMemberDoc>(
  reader: Actor,
  network: NetworkDoc,
  membership: T,
  readerEmail: string | null,
): T | null {
  if (network.owner_id === reader.userId || isAdmin(reader)) return membership;
  if (isOwnMembership(reader, membership, readerEmail)) return { ...membership, note: '', tags: [] };
  return null;
}
