import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/events';
import type { Message } from '../shared/messages';
import { assertCanSearchSpecialists } from '../network/readPolicy';
import { networkCodes } from '../network/messages';
import { shortlistCodes as m } from './messages';
import {
  SHORTLIST_MAX_MEMBERS,
  SHORTLIST_NAME_MAX_LENGTH,
  SHORTLIST_NOTE_MAX_LENGTH,
  evolveShortlist,
  initialShortlist,
  type Shortlist,
  type ShortlistEvent,
} from './shortlist';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Values arrive parsed by ./schemas. What a command needs to know beyond the shortlist is read by the
 * command API and arrives in the data: the team it is for (`ownerId` null: no such team) and whether the
 * id to add is a specialist's account; the rules on them are here.
 */
type Command<Type extends string, Data> = {
  type: Type;
  data: { shortlistId: string } & Data;
  /** `collaborator`: the actor may read the shortlist without owning it (a collaborator of a project of its team, as the read side knows). */
  metadata: { now: string; actor: Actor; collaborator?: boolean };
};

/** The team a shortlist is for, as the command API found it: its owner, or null when there is no such team. */
export interface ShortlistTeamFacts {
  teamId: string;
  ownerId: string | null;
}

export type CreateShortlist = Command<'CreateShortlist', { name: string; team: ShortlistTeamFacts | null }>;
/** `team` undefined: the team stays; null: no team. */
export type ChangeShortlist = Command<'ChangeShortlist', { name?: string; team?: ShortlistTeamFacts | null }>;
export type DeleteShortlist = Command<'DeleteShortlist', object>;
export type AddShortlistMember = Command<
  'AddShortlistMember',
  { specialistId: string; isSpecialist: boolean; note: string }
>;
export type SetShortlistMemberNote = Command<'SetShortlistMemberNote', { specialistId: string; note: string }>;
export type RemoveShortlistMember = Command<'RemoveShortlistMember', { specialistId: string }>;

export type ShortlistCommand =
  | CreateShortlist
  | ChangeShortlist
  | DeleteShortlist
  | AddShortlistMember
  | SetShortlistMemberNote
  | RemoveShortlistMember;

// ── Who may do what ──────────────────────────────────────────────────────────
/**
 * Only the owner writes. Who else may read it (the collaborators of a project of its team) is the read
 * side's to know: they are answered 403 here, anyone else 404.
 */
function assertOwner(state: Shortlist, actor: Actor, readable: boolean): void {
  if (state.status !== 'listed') throw new NotFoundError(m.notFound);
  if (state.ownerId === actor.userId) return;
  if (readable) throw new ForbiddenError(m.notYours);
  throw new NotFoundError(m.notFound);
}

// ── Rules on values ──────────────────────────────────────────────────────────
function invalid(field: string, message: Message): never {
  throw new ValidationError(message, { [field]: message });
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) invalid('name', m.nameRequired);
  if (trimmed.length > SHORTLIST_NAME_MAX_LENGTH) invalid('name', m.nameTooLong);
  return trimmed;
}

/** A shortlist is for one of its owner's own teams (an admin's too: their own), or none. */
function checkTeam(team: ShortlistTeamFacts | null, actor: Actor): string | null {
  if (team === null) return null;
  if (team.ownerId !== actor.userId) invalid('team_id', m.teamInvalid);
  return team.teamId;
}

function checkNote(note: string): string {
  if (note.length > SHORTLIST_NOTE_MAX_LENGTH) invalid('note', networkCodes.noteTooLong);
  return note;
}

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: ShortlistCommand, state: Shortlist): ShortlistEvent[] {
  const { actor, now: at } = command.metadata;
  const readable = command.metadata.collaborator === true;
  const { shortlistId } = command.data;
  switch (command.type) {
    case 'CreateShortlist': {
      assertCanSearchSpecialists(actor);
      if (state.status !== 'none') throw new ConflictError(m.alreadyExists);
      const name = checkName(command.data.name);
      const teamId = checkTeam(command.data.team, actor);
      return [{ type: 'ShortlistCreated', data: { shortlistId, ownerId: actor.userId, name, teamId, createdAt: at } }];
    }
    case 'ChangeShortlist': {
      assertOwner(state, actor, readable);
      const { data } = command;
      const name = data.name === undefined ? state.name : checkName(data.name);
      const teamId = data.team === undefined ? state.teamId : checkTeam(data.team, actor);
      return [{ type: 'ShortlistChanged', data: { shortlistId, name, teamId, changedAt: at } }];
    }
    case 'DeleteShortlist':
      assertOwner(state, actor, readable);
      return [{ type: 'ShortlistDeleted', data: { shortlistId, deletedAt: at } }];
    case 'AddShortlistMember': {
      assertOwner(state, actor, readable);
      const { specialistId, isSpecialist } = command.data;
      if (!isSpecialist) invalid('specialist_id', m.notASpecialist);
      if (state.members.some((s) => s.specialistId === specialistId)) throw new ConflictError(m.alreadyListed);
      if (state.members.length >= SHORTLIST_MAX_MEMBERS) throw new ConflictError(m.full);
      const note = checkNote(command.data.note);
      return [{ type: 'ShortlistMemberAdded', data: { shortlistId, specialistId, note, addedAt: at } }];
    }
    case 'SetShortlistMemberNote':
    case 'RemoveShortlistMember': {
      assertOwner(state, actor, readable);
      const { specialistId } = command.data;
      if (!state.members.some((s) => s.specialistId === specialistId)) throw new NotFoundError(m.notListed);
      if (command.type === 'RemoveShortlistMember')
        return [{ type: 'ShortlistMemberRemoved', data: { shortlistId, specialistId } }];
      const note = checkNote(command.data.note);
      return [{ type: 'ShortlistMemberNoteSet', data: { shortlistId, specialistId, note } }];
    }
  }
}

export const shortlistDecider: Decider<ShortlistCommand, ShortlistEvent, Shortlist> = {
  initialState: initialShortlist,
  evolve: evolveShortlist,
  decide,
  changesNothing: (state, event) =>
    (event.type === 'ShortlistChanged' && event.data.name === state.name && event.data.teamId === state.teamId) ||
    (event.type === 'ShortlistMemberNoteSet' &&
      state.members.some((s) => s.specialistId === event.data.specialistId && s.note === event.data.note)),
};
