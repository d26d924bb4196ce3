import type { Command } from '../shared/commands';
import type { Message } from '../shared/messages';
import { resolveCatalogIds, type CatalogItem } from '../catalogs/catalog';
import { canOwnNetworks } from '../network/businessLogic';
import { networkCodes } from '../network/messages';
import { isAdmin, type Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/events';
import { sameValue } from '../shared/settings';
import { specialistCodes } from '../specialist/messages';
import { teamCodes as m } from './messages';
import {
  TEAM_NAME_MAX_LENGTH,
  TEAM_PURPOSE_MAX_LENGTH,
  TEAM_ROLE_MAX_LENGTH,
  TEAM_STATUSES,
  TEAM_TRANSITIONS,
  evolveTeam,
  initialTeam,
  isAllocationDays,
  type SkillRef,
  type Team,
  type TeamEvent,
  type TeamStatus,
} from './team';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Values arrive parsed by ./schemas; who acts arrives in the metadata. What the team needs to
 * know of its network (its owner, whether it is archived, who has joined) is read from the
 * network's stream by the command API and arrives in the data, like catalogs do for skills.
 */
type OnTeam<Type extends string, Data> = Command<Type, { teamId: string } & Data>;

/** The network as the team's commands need it; `ownerId` null when there is no such network. */
export interface NetworkFacts {
  networkId: string;
  ownerId: string | null;
  archived: boolean;
}

export type CreateTeam = OnTeam<
  'CreateTeam',
  { network: NetworkFacts; name: string; purpose: string; requiredSkillIds: number[]; catalog: CatalogItem[] }
>;
/** Absent fields keep their value. */
export type UpdateTeam = OnTeam<
  'UpdateTeam',
  { name?: string; purpose?: string; requiredSkillIds?: number[]; catalog: CatalogItem[] }
>;
export type ChangeTeamMember = OnTeam<
  'ChangeTeamMember',
  { specialistId: string; roleTitle?: string; allocationDays?: number }
>;
/**
 * The specialist accepted an offer for the team (the offer's reaction, once they joined the network):
 * they become a member with the offered role and days. Nothing when they are in already or the team
 * is archived, so handling an acceptance again adds nobody twice.
 */
export type AddOfferedMember = OnTeam<
  'AddOfferedMember',
  { specialistId: string; roleTitle: string; allocationDays: number; offerId: string; overAllocated: boolean }
>;
export type RemoveTeamMember = OnTeam<'RemoveTeamMember', { specialistId: string }>;
export type SetTeamStatus = OnTeam<'SetTeamStatus', { status: TeamStatus }>;
export type ArchiveTeam = OnTeam<'ArchiveTeam', object>;
/**
 * A specialist who left the network, or was removed from it, leaves its teams too. Anyone's
 * leaving may cause it, so it needs no owner: it only removes someone no longer in the network.
 */
export type RemoveDepartedMember = OnTeam<
  'RemoveDepartedMember',
  { specialistId: string; joinedSpecialistIds: readonly string[] }
>;

export type TeamCommand =
  | CreateTeam
  | UpdateTeam
  | AddOfferedMember
  | ChangeTeamMember
  | RemoveTeamMember
  | SetTeamStatus
  | ArchiveTeam
  | RemoveDepartedMember;

// ── Who may do what ──────────────────────────────────────────────────────────
/** Own keys only: an id such as 'constructor' must not find Object.prototype's. */
export const memberOf = (state: Team, specialistId: string) =>
  Object.hasOwn(state.members, specialistId) ? state.members[specialistId] : undefined;
const isMember = (state: Team, specialistId: string) => memberOf(state, specialistId) !== undefined;

/** Who may read the team: its owner, admins and its members; anyone else is told it does not exist. */
export const canReadTeam = (state: Team, actor: Actor) =>
  state.ownerId === actor.userId || isAdmin(actor) || isMember(state, actor.userId);

function assertOwner(state: Team, actor: Actor): void {
  if (state.lifecycle === 'none') throw new NotFoundError(m.teamNotFound);
  if (state.ownerId === actor.userId) return;
  if (canReadTeam(state, actor)) throw new ForbiddenError(m.notYourTeam);
  throw new NotFoundError(m.teamNotFound);
}

function assertChangeable(state: Team, actor: Actor): void {
  assertOwner(state, actor);
  if (state.lifecycle === 'archived') throw new ConflictError(m.teamArchived);
}

/** A team is created in one's own network: another owner's is 404 (it does not leak), an admin's look at it 403. */
function assertNetworkOwned(network: NetworkFacts, actor: Actor): void {
  if (!canOwnNetworks(actor)) throw new ForbiddenError(m.onlyOwnersCreate);
  if (network.ownerId === null) throw new NotFoundError(networkCodes.networkNotFound);
  if (network.ownerId !== actor.userId) {
    if (isAdmin(actor)) throw new ForbiddenError(networkCodes.notYourNetwork);
    throw new NotFoundError(networkCodes.networkNotFound);
  }
  if (network.archived) throw new ConflictError(networkCodes.networkArchived);
}

// ── Rules on values ──────────────────────────────────────────────────────────
function invalid(field: string, message: Message): never {
  throw new ValidationError(message, { [field]: message });
}

function checkDetails(name: string, purpose: string): void {
  if (name.trim().length === 0) invalid('name', m.nameRequired);
  if (name.length > TEAM_NAME_MAX_LENGTH) invalid('name', m.nameTooLong);
  if (purpose.length > TEAM_PURPOSE_MAX_LENGTH) invalid('purpose', m.purposeTooLong);
}

function checkAssignment(roleTitle: string, allocationDays: number): void {
  if (roleTitle.length > TEAM_ROLE_MAX_LENGTH) invalid('role_title', m.roleTooLong);
  if (!isAllocationDays(allocationDays)) invalid('allocation_days', m.allocationInvalid);
}

function requiredSkills(catalog: CatalogItem[], ids: number[]): SkillRef[] {
  const { found, unknown } = resolveCatalogIds(catalog, [...new Set(ids)]);
  if (unknown.length > 0) invalid('required_skill_ids', specialistCodes.unknownIds('skill', unknown));
  return found.map(({ id, title }) => ({ id, title }));
}

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: TeamCommand, state: Team): TeamEvent[] {
  const { actor, now: at } = command.metadata;
  const { teamId } = command.data;
  switch (command.type) {
    case 'CreateTeam': {
      const { network, name, purpose } = command.data;
      assertNetworkOwned(network, actor);
      if (state.lifecycle !== 'none') throw new ConflictError(m.alreadyExists);
      checkDetails(name, purpose);
      const skills = requiredSkills(command.data.catalog, command.data.requiredSkillIds);
      return [
        {
          type: 'TeamCreated',
          data: {
            teamId,
            networkId: network.networkId,
            ownerId: actor.userId,
            name,
            purpose,
            requiredSkills: skills,
            status: 'Draft',
            createdAt: at,
          },
        },
      ];
    }
    case 'UpdateTeam': {
      assertChangeable(state, actor);
      const name = command.data.name ?? state.name;
      const purpose = command.data.purpose ?? state.purpose;
      checkDetails(name, purpose);
      const skills = command.data.requiredSkillIds
        ? requiredSkills(command.data.catalog, command.data.requiredSkillIds)
        : state.requiredSkills;
      return [{ type: 'TeamDetailsChanged', data: { teamId, name, purpose, requiredSkills: skills, changedAt: at } }];
    }
    case 'AddOfferedMember': {
      const { specialistId, roleTitle, allocationDays, offerId, overAllocated } = command.data;
      if (state.lifecycle !== 'active' || isMember(state, specialistId)) return [];
      checkAssignment(roleTitle, allocationDays);
      return [
        {
          type: 'TeamMemberAdded',
          data: {
            teamId,
            networkId: state.networkId!,
            specialistId,
            roleTitle,
            allocationDays,
            addedAt: at,
            offerId,
            ...(overAllocated ? { overAllocated } : {}),
          },
        },
      ];
    }
    case 'ChangeTeamMember': {
      assertChangeable(state, actor);
      const member = memberOf(state, command.data.specialistId);
      if (!member) throw new NotFoundError(m.notAMember);
      const roleTitle = command.data.roleTitle ?? member.roleTitle;
      const allocationDays = command.data.allocationDays ?? member.allocationDays;
      checkAssignment(roleTitle, allocationDays);
      return [
        {
          type: 'TeamMemberChanged',
          data: { teamId, specialistId: member.specialistId, roleTitle, allocationDays, changedAt: at },
        },
      ];
    }
    case 'RemoveTeamMember': {
      assertChangeable(state, actor);
      if (!isMember(state, command.data.specialistId)) throw new NotFoundError(m.notAMember);
      return [{ type: 'TeamMemberRemoved', data: { teamId, specialistId: command.data.specialistId, removedAt: at } }];
    }
    case 'SetTeamStatus': {
      assertChangeable(state, actor);
      const to = command.data.status;
      if (!TEAM_STATUSES.includes(to)) invalid('status', m.statusInvalid);
      if (to === state.status) return [];
      if (!TEAM_TRANSITIONS[state.status].includes(to)) throw new ConflictError(m.statusMoveNotAllowed);
      return [{ type: 'TeamStatusSet', data: { teamId, status: to, setAt: at } }];
    }
    case 'ArchiveTeam':
      assertChangeable(state, actor);
      return [{ type: 'TeamArchived', data: { teamId, archivedAt: at } }];
    case 'RemoveDepartedMember': {
      const { specialistId, joinedSpecialistIds } = command.data;
      const departed = !joinedSpecialistIds.includes(specialistId);
      if (state.lifecycle !== 'active' || !departed || !isMember(state, specialistId)) return [];
      return [{ type: 'TeamMemberRemoved', data: { teamId, specialistId, removedAt: at } }];
    }
  }
}

export const decideTeam = decide;

export const teamDecider: Decider<TeamCommand, TeamEvent, Team> = {
  initialState: initialTeam,
  evolve: evolveTeam,
  decide,
  changesNothing(state, event) {
    switch (event.type) {
      case 'TeamDetailsChanged': {
        const { name, purpose, requiredSkills } = event.data;
        return name === state.name && purpose === state.purpose && sameValue(requiredSkills, state.requiredSkills);
      }
      case 'TeamMemberChanged': {
        const member = state.members[event.data.specialistId];
        return member?.roleTitle === event.data.roleTitle && member.allocationDays === event.data.allocationDays;
      }
      default:
        return false;
    }
  },
};
