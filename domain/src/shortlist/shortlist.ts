import type { DomainEvent } from '../shared/events';

// ── Constants ────────────────────────────────────────────────────────────────
export const SHORTLIST_NAME_MAX_LENGTH = 100;
/** A note on a shortlisted specialist: as long as a network member's note. */
export const SHORTLIST_NOTE_MAX_LENGTH = 1000;
export const SHORTLIST_MAX_MEMBERS = 100;

export const toShortlistStream = (shortlistId: string) => `shortlist-${shortlistId}`;

// ── Events (stream `shortlist-{id}`); the actor of each is in the event's metadata ──
/** An owner's list of specialists they consider, for one of their teams or none (`teamId` null). */
export type ShortlistCreated = DomainEvent<
  'ShortlistCreated',
  { shortlistId: string; ownerId: string; name: string; teamId: string | null; createdAt: string }
>;
export type ShortlistChanged = DomainEvent<
  'ShortlistChanged',
  { shortlistId: string; name: string; teamId: string | null; changedAt: string }
>;
export type ShortlistDeleted = DomainEvent<'ShortlistDeleted', { shortlistId: string; deletedAt: string }>;
export type ShortlistMemberAdded = DomainEvent<
  'ShortlistMemberAdded',
  { shortlistId: string; specialistId: string; note: string; addedAt: string }
>;
export type ShortlistMemberNoteSet = DomainEvent<
  'ShortlistMemberNoteSet',
  { shortlistId: string; specialistId: string; note: string }
>;
export type ShortlistMemberRemoved = DomainEvent<
  'ShortlistMemberRemoved',
  { shortlistId: string; specialistId: string }
>;

export type ShortlistEvent =
  | ShortlistCreated
  | ShortlistChanged
  | ShortlistDeleted
  | ShortlistMemberAdded
  | ShortlistMemberNoteSet
  | ShortlistMemberRemoved;

export const SHORTLIST_EVENT_TYPES: readonly ShortlistEvent['type'][] = [
  'ShortlistCreated',
  'ShortlistChanged',
  'ShortlistDeleted',
  'ShortlistMemberAdded',
  'ShortlistMemberNoteSet',
  'ShortlistMemberRemoved',
];

// ── State ────────────────────────────────────────────────────────────────────
export interface ShortlistMember {
  specialistId: string;
  note: string;
  addedAt: string;
}

export interface Shortlist {
  shortlistId?: string;
  ownerId?: string;
  name: string;
  teamId: string | null;
  /** In the order they were added. */
  members: ShortlistMember[];
  status: 'none' | 'listed' | 'deleted';
}

export const initialShortlist = (): Shortlist => ({ name: '', teamId: null, members: [], status: 'none' });

export function evolveShortlist(state: Shortlist, event: ShortlistEvent): Shortlist {
  switch (event.type) {
    case 'ShortlistCreated': {
      const { shortlistId, ownerId, name, teamId } = event.data;
      return { shortlistId, ownerId, name, teamId, members: [], status: 'listed' };
    }
    case 'ShortlistChanged':
      return { ...state, name: event.data.name, teamId: event.data.teamId };
    case 'ShortlistDeleted':
      return { ...state, status: 'deleted' };
    case 'ShortlistMemberAdded': {
      const { specialistId, note, addedAt } = event.data;
      return {
        ...state,
        members: [...state.members.filter((m) => m.specialistId !== specialistId), { specialistId, note, addedAt }],
      };
    }
    case 'ShortlistMemberNoteSet':
      return {
        ...state,
        members: state.members.map((m) =>
          m.specialistId === event.data.specialistId ? { ...m, note: event.data.note } : m,
        ),
      };
    case 'ShortlistMemberRemoved':
      return { ...state, members: state.members.filter((m) => m.specialistId !== event.data.specialistId) };
    default:
      return state;
  }
}
