import type { Actor } from '../shared/authorization';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/events';
import type { Message } from '../shared/messages';
import { assertCanSearchSpecialists } from '../network/readPolicy';
import { specialistFilterSchema, type SpecialistFilter } from '../specialist/searchFilter';
import { savedSearchCodes as m } from './messages';
import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  evolveSavedSearch,
  initialSavedSearch,
  type SavedSearch,
  type SavedSearchEvent,
} from './savedSearch';

// ── Commands ─────────────────────────────────────────────────────────────────
/* Values arrive parsed by ./schemas; the decider checks them again, the filter by the search's own schema. */
type Command<Type extends string, Data> = {
  type: Type;
  data: { savedSearchId: string } & Data;
  metadata: { now: string; actor: Actor };
};

export type CreateSavedSearch = Command<'CreateSavedSearch', { name: string; filter: unknown; alert: boolean }>;
/** What is left out stays as it is. */
export type ChangeSavedSearch = Command<'ChangeSavedSearch', { name?: string; filter?: unknown; alert?: boolean }>;
export type DeleteSavedSearch = Command<'DeleteSavedSearch', object>;

export type SavedSearchCommand = CreateSavedSearch | ChangeSavedSearch | DeleteSavedSearch;

// ── Who may do what ──────────────────────────────────────────────────────────
/** A saved search is its owner's alone: anyone else (an admin too) is told it does not exist. */
export const canReadSavedSearch = (state: Pick<SavedSearch, 'status' | 'ownerId'>, actor: Actor): boolean =>
  state.status === 'saved' && state.ownerId === actor.userId;

// ── Rules on values ──────────────────────────────────────────────────────────
function invalid(field: string, message: Message): never {
  throw new ValidationError(message, { [field]: message });
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) invalid('name', m.nameRequired);
  if (trimmed.length > SAVED_SEARCH_NAME_MAX_LENGTH) invalid('name', m.nameTooLong);
  return trimmed;
}

/** The filter as the search reads it (the same schema), or 400. */
function checkFilter(filter: unknown): SpecialistFilter {
  const parsed = specialistFilterSchema.safeParse(filter);
  if (!parsed.success) invalid('filter', m.filterInvalid);
  return parsed.data;
}

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: SavedSearchCommand, state: SavedSearch): SavedSearchEvent[] {
  const { actor, now: at } = command.metadata;
  const { savedSearchId } = command.data;
  switch (command.type) {
    case 'CreateSavedSearch': {
      assertCanSearchSpecialists(actor);
      if (state.status !== 'none') throw new ConflictError(m.alreadyExists);
      const name = checkName(command.data.name);
      const filter = checkFilter(command.data.filter);
      if (typeof command.data.alert !== 'boolean') invalid('alert', m.alertInvalid);
      return [
        {
          type: 'SavedSearchCreated',
          data: { savedSearchId, ownerId: actor.userId, name, filter, alert: command.data.alert, createdAt: at },
        },
      ];
    }
    case 'ChangeSavedSearch': {
      if (!canReadSavedSearch(state, actor)) throw new NotFoundError(m.notFound);
      const { data } = command;
      const name = data.name === undefined ? state.name : checkName(data.name);
      const filter = data.filter === undefined ? state.filter : checkFilter(data.filter);
      if (data.alert !== undefined && typeof data.alert !== 'boolean') invalid('alert', m.alertInvalid);
      const alert = data.alert ?? state.alert;
      return [{ type: 'SavedSearchChanged', data: { savedSearchId, name, filter, alert, changedAt: at } }];
    }
    case 'DeleteSavedSearch':
      if (!canReadSavedSearch(state, actor)) throw new NotFoundError(m.notFound);
      return [{ type: 'SavedSearchDeleted', data: { savedSearchId, deletedAt: at } }];
  }
}

/** A change to the same name, filter and alert is not appended. */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const savedSearchDecider: Decider<SavedSearchCommand, SavedSearchEvent, SavedSearch> = {
  initialState: initialSavedSearch,
  evolve: evolveSavedSearch,
  decide,
  changesNothing: (state, event) =>
    event.type === 'SavedSearchChanged' &&
    event.data.name === state.name &&
    event.data.alert === state.alert &&
    sameJson(event.data.filter, state.filter),
};
