import type { Command, SystemMetadata } from '../shared/commands';
import { isAdmin, type Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors';
import type { Message } from '../shared/messages';
import type { Decider, UserType } from '../shared/events';
import { sameValue } from '../shared/settings';
import { networkCodes as m } from './messages';
import {
  MEMBER_NOTE_MAX_LENGTH,
  MEMBER_TAG_MAX_LENGTH,
  MEMBER_TAGS_MAX,
  NETWORK_DESCRIPTION_MAX_LENGTH,
  NETWORK_NAME_MAX_LENGTH,
  ACTIVE_MEMBERSHIP_STATUSES,
  activeMembershipOf,
  evolveNetwork,
  initialNetwork,
  joinedSpecialistIds,
  type Network,
  type NetworkMembership,
  type NetworkStreamEvent,
} from './network';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Values arrive parsed by ./schemas. Who acts arrives in the metadata beside the time: the
 * decider answers who may do what (ARCHITECTURE.md). Facts from other streams (the invitee's
 * account, the actor's own address) are looked up by the command API and arrive in the data.
 */
type OnNetwork<Type extends string, Data> = Command<Type, { networkId: string } & Data>;

export type CreateNetwork = OnNetwork<'CreateNetwork', { name: string; description: string }>;
/** Absent fields keep their value. */
export type UpdateNetwork = OnNetwork<'UpdateNetwork', { name?: string; description?: string }>;
export type ArchiveNetwork = OnNetwork<'ArchiveNetwork', object>;
/**
 * By id (a specialist found in search): `specialistId`, and `invitee`, what the account streams say
 * of that id (its role, null: no account; its address, so an earlier invitation by address is
 * recognised). By address: `email` only, and `invitee` empty: who holds an address is worked out
 * when someone accepts, so the answer is the same for every address (no account oracle).
 * `memberEmails`: the addresses of the network's joined members, which its owner sees anyway, so
 * inviting one of them by address is refused like inviting them by id.
 */
export type InviteSpecialist = OnNetwork<
  'InviteSpecialist',
  {
    membershipId: string;
    specialistId: string | null;
    email: string | null;
    invitee: { userType: UserType | null; accountEmail: string | null };
    memberEmails?: readonly string[];
  }
>;
/** `actorEmail`: the address of the actor's account, which an invitation by address is matched against. */
export type AcceptInvitation = OnNetwork<'AcceptInvitation', { membershipId: string; actorEmail: string | null }>;
export type DeclineInvitation = OnNetwork<'DeclineInvitation', { membershipId: string; actorEmail: string | null }>;
/** By the owner: removes a member, or withdraws a pending invitation. */
export type RemoveMember = OnNetwork<'RemoveMember', { membershipId: string }>;
export type LeaveNetwork = OnNetwork<'LeaveNetwork', { membershipId: string }>;
export type SetMemberNote = OnNetwork<'SetMemberNote', { membershipId: string; note?: string; tags?: string[] }>;
/** Records a team created in the network (the team's own stream holds the team). */
export type AddNetworkTeam = OnNetwork<'AddNetworkTeam', { teamId: string }>;
/**
 * A specialist who accepted an offer for one of the network's teams joins the network (the offer's
 * reaction, after the specialist said yes: no owner acts). Already joined: nothing; invited: that
 * invitation is accepted; else an invitation is recorded and accepted at once (`membershipId`,
 * derived from the offer, so a second handling finds it).
 */
export type AdmitOfferedSpecialist = OnNetwork<
  'AdmitOfferedSpecialist',
  {
    membershipId: string;
    specialistId: string;
  }
>;
/** The erasure of a specialist's account ends their invitations and memberships here (no person acts: no actor). */
export type EndErasedMemberships = Command<
  'EndErasedMemberships',
  { networkId: string; specialistId: string },
  SystemMetadata
>;

export type NetworkCommand =
  | CreateNetwork
  | UpdateNetwork
  | ArchiveNetwork
  | InviteSpecialist
  | AcceptInvitation
  | DeclineInvitation
  | RemoveMember
  | LeaveNetwork
  | SetMemberNote
  | AddNetworkTeam
  | AdmitOfferedSpecialist
  | EndErasedMemberships;

// ── Who may do what ──────────────────────────────────────────────────────────
/** Own keys only: an id such as 'constructor' must not find Object.prototype's. */
export const membershipOf = (state: Network, membershipId: string): NetworkMembership | undefined =>
  Object.hasOwn(state.memberships, membershipId) ? state.memberships[membershipId] : undefined;

const OWNER_ROLES: readonly UserType[] = ['business_owner', 'admin', 'super_admin'];
export const canOwnNetworks = (actor: Actor) => OWNER_ROLES.includes(actor.userType);

/**
 * Who may read the network: its owner, admins, and its joined members. Anyone else is told it
 * does not exist (404), so another owner's network does not leak.
 */
export const canReadNetwork = (state: Network, actor: Actor) =>
  state.ownerId === actor.userId ||
  isAdmin(actor) ||
  Object.values(state.memberships).some((ms) => ms.status === 'joined' && ms.specialistId === actor.userId);

function assertExists(state: Network): void {
  if (state.status === 'none') throw new NotFoundError(m.networkNotFound);
}

/** Changes are the owner's only; admins read every network but change only their own (403). */
function assertOwner(state: Network, actor: Actor): void {
  assertExists(state);
  if (state.ownerId === actor.userId) return;
  if (canReadNetwork(state, actor)) throw new ForbiddenError(m.notYourNetwork);
  throw new NotFoundError(m.networkNotFound);
}

function assertNotArchived(state: Network): void {
  if (state.status === 'archived') throw new ConflictError(m.networkArchived);
}

/** The invitee: the specialist it names, or the account holding the address it was sent to. */
const isInvitee = (ms: NetworkMembership, actor: Actor, actorEmail: string | null) =>
  ms.specialistId === actor.userId ||
  (ms.specialistId === null && ms.email !== null && ms.email === actorEmail?.toLowerCase());

/** A membership the actor may answer: the invitee's own; 403 for the owner and admins, who see it; 404 for anyone else. */
function inviteeMembership(
  state: Network,
  membershipId: string,
  actor: Actor,
  actorEmail: string | null,
  missing: Message,
): NetworkMembership {
  assertExists(state);
  const ms = membershipOf(state, membershipId);
  if (ms && isInvitee(ms, actor, actorEmail)) return ms;
  if (ms && (state.ownerId === actor.userId || isAdmin(actor))) throw new ForbiddenError(m.notYourInvitation);
  throw new NotFoundError(missing);
}

function ownedMembership(state: Network, membershipId: string, actor: Actor): NetworkMembership {
  assertOwner(state, actor);
  const ms = membershipOf(state, membershipId);
  if (!ms) throw new NotFoundError(m.memberNotFound);
  return ms;
}

// ── Rules on values (the schemas check them first; the decider holds them whatever the caller) ──
function checkDetails(name: string, description: string): void {
  const fields: FieldErrors = {};
  if (name.trim().length === 0) fields.name = m.nameRequired;
  else if (name.length > NETWORK_NAME_MAX_LENGTH) fields.name = m.nameTooLong;
  if (description.length > NETWORK_DESCRIPTION_MAX_LENGTH) fields.description = m.descriptionTooLong;
  const first = Object.values(fields)[0];
  if (first) throw new ValidationError(first, fields);
}

function checkNote(note: string, tags: string[]): void {
  const fail = (field: string, message: Message) => {
    throw new ValidationError(message, { [field]: message });
  };
  if (note.length > MEMBER_NOTE_MAX_LENGTH) fail('note', m.noteTooLong);
  if (tags.length > MEMBER_TAGS_MAX) fail('tags', m.tooManyTags);
  if (tags.some((t) => t.length > MEMBER_TAG_MAX_LENGTH)) fail('tags', m.tagTooLong);
}

// ── Decisions ────────────────────────────────────────────────────────────────
/** Each invited or joined membership of the erased specialist ends; none left (a run again): nothing. */
function endErasedMemberships({ data, metadata }: EndErasedMemberships, state: Network): NetworkStreamEvent[] {
  const { networkId, specialistId } = data;
  return Object.values(state.memberships)
    .filter((ms) => ms.specialistId === specialistId && ACTIVE_MEMBERSHIP_STATUSES.includes(ms.status))
    .map((ms) => ({
      type: 'MemberErased',
      data: { networkId, membershipId: ms.membershipId, specialistId, erasedAt: metadata.now },
    }));
}

function decide(command: NetworkCommand, state: Network): NetworkStreamEvent[] {
  if (command.type === 'EndErasedMemberships') return endErasedMemberships(command, state);
  const { actor, now: at } = command.metadata;
  const { networkId } = command.data;
  switch (command.type) {
    case 'CreateNetwork': {
      if (!canOwnNetworks(actor)) throw new ForbiddenError(m.onlyOwnersCreate);
      if (state.status !== 'none') throw new ConflictError(m.alreadyExists);
      const { name, description } = command.data;
      checkDetails(name, description);
      return [{ type: 'NetworkCreated', data: { networkId, ownerId: actor.userId, name, description, createdAt: at } }];
    }
    case 'UpdateNetwork': {
      assertOwner(state, actor);
      assertNotArchived(state);
      const name = command.data.name ?? state.name;
      const description = command.data.description ?? state.description;
      checkDetails(name, description);
      return [{ type: 'NetworkDetailsChanged', data: { networkId, name, description, changedAt: at } }];
    }
    case 'ArchiveNetwork':
      assertOwner(state, actor);
      assertNotArchived(state);
      return [{ type: 'NetworkArchived', data: { networkId, archivedAt: at } }];
    case 'InviteSpecialist': {
      assertOwner(state, actor);
      assertNotArchived(state);
      const { membershipId, specialistId, invitee } = command.data;
      const email = command.data.email?.trim().toLowerCase() || null;
      const field = specialistId !== null && email === null ? 'specialist_id' : 'email';
      if (specialistId === null && email === null)
        throw new ValidationError(m.inviteeRequired, { email: m.inviteeRequired });
      // By id (from search): an id that is no specialist's is unknown, whoever holds it.
      if (specialistId !== null && invitee.userType !== 'specialist')
        throw new ValidationError(m.specialistNotFound, { [field]: m.specialistNotFound });
      if (membershipOf(state, membershipId)) throw new ConflictError(m.alreadyInvited);
      if (activeMembershipOf(state, { specialistId, email: email ?? invitee.accountEmail }))
        throw new ConflictError(m.alreadyInvited);
      if (email !== null && command.data.memberEmails?.includes(email)) throw new ConflictError(m.alreadyInvited);
      return [{ type: 'SpecialistInvited', data: { networkId, membershipId, specialistId, email, invitedAt: at } }];
    }
    case 'AcceptInvitation':
    case 'DeclineInvitation': {
      const { membershipId, actorEmail } = command.data;
      const ms = inviteeMembership(state, membershipId, actor, actorEmail, m.invitationNotFound);
      if (actor.userType !== 'specialist') throw new ForbiddenError(m.notASpecialist);
      assertNotArchived(state);
      if (ms.status !== 'invited') throw new ConflictError(m.notPending);
      // An invitation by address may reach someone already in the network by another membership.
      if (command.type === 'AcceptInvitation' && joinedSpecialistIds(state).includes(actor.userId))
        throw new ConflictError(m.alreadyMember);
      return command.type === 'AcceptInvitation'
        ? [
            {
              type: 'InvitationAccepted',
              data: { networkId, membershipId, specialistId: actor.userId, acceptedAt: at },
            },
          ]
        : [
            {
              type: 'InvitationDeclined',
              data: { networkId, membershipId, specialistId: actor.userId, declinedAt: at },
            },
          ];
    }
    case 'RemoveMember': {
      const ms = ownedMembership(state, command.data.membershipId, actor);
      assertNotArchived(state);
      if (ms.status !== 'invited' && ms.status !== 'joined') throw new ConflictError(m.notJoined);
      return [
        {
          type: 'MemberRemoved',
          data: { networkId, membershipId: ms.membershipId, specialistId: ms.specialistId, removedAt: at },
        },
      ];
    }
    case 'LeaveNetwork': {
      const ms = inviteeMembership(state, command.data.membershipId, actor, null, m.memberNotFound);
      assertNotArchived(state);
      if (ms.status !== 'joined') throw new ConflictError(m.notJoined);
      return [
        {
          type: 'MemberLeft',
          data: { networkId, membershipId: ms.membershipId, specialistId: actor.userId, leftAt: at },
        },
      ];
    }
    case 'SetMemberNote': {
      const ms = ownedMembership(state, command.data.membershipId, actor);
      assertNotArchived(state);
      const note = command.data.note ?? ms.note;
      const tags = command.data.tags ?? ms.tags;
      checkNote(note, tags);
      return [{ type: 'MemberNoteSet', data: { networkId, membershipId: ms.membershipId, note, tags, setAt: at } }];
    }
    case 'AddNetworkTeam':
      assertOwner(state, actor);
      assertNotArchived(state);
      if (state.teamIds.includes(command.data.teamId)) return [];
      return [{ type: 'NetworkTeamAdded', data: { networkId, teamId: command.data.teamId, addedAt: at } }];
    case 'AdmitOfferedSpecialist': {
      const { specialistId } = command.data;
      if (state.status !== 'active' || joinedSpecialistIds(state).includes(specialistId)) return [];
      const invited = activeMembershipOf(state, { specialistId });
      const membershipId = invited?.membershipId ?? command.data.membershipId;
      const accepted: NetworkStreamEvent = {
        type: 'InvitationAccepted',
        data: { networkId, membershipId, specialistId, acceptedAt: at },
      };
      if (invited) return [accepted];
      return [
        { type: 'SpecialistInvited', data: { networkId, membershipId, specialistId, email: null, invitedAt: at } },
        accepted,
      ];
    }
  }
}

export const decideNetwork = decide;

export const networkDecider: Decider<NetworkCommand, NetworkStreamEvent, Network> = {
  initialState: initialNetwork,
  evolve: evolveNetwork,
  decide,
  changesNothing(state, event) {
    if (event.type === 'NetworkDetailsChanged')
      return event.data.name === state.name && event.data.description === state.description;
    if (event.type !== 'MemberNoteSet') return false;
    const membership = state.memberships[event.data.membershipId];
    return membership?.note === event.data.note && sameValue(membership.tags, event.data.tags);
  },
};
