import type { DomainEvent } from '../shared/events';
import type { SpecialistFilter } from '../specialist/searchFilter';

// ── Constants ────────────────────────────────────────────────────────────────
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;

export const toSavedSearchStream = (savedSearchId: string) => `saved-search-${savedSearchId}`;

// ── Events (stream `saved-search-{id}`); the actor of each is in the event's metadata ──
/**
 * A search of specialists kept by its owner under a name: `filter` is the search's filter as its schema
 * reads it (`specialistFilterSchema`); with `alert` the owner is told when a specialist newly matches it.
 */
export type SavedSearchCreated = DomainEvent<
  'SavedSearchCreated',
  {
    savedSearchId: string;
    ownerId: string;
    name: string;
    filter: SpecialistFilter;
    alert: boolean;
    createdAt: string;
  }
>;
/** The search as it now is (every field, changed or not). */
export type SavedSearchChanged = DomainEvent<
  'SavedSearchChanged',
  { savedSearchId: string; name: string; filter: SpecialistFilter; alert: boolean; changedAt: string }
>;
export type SavedSearchDeleted = DomainEvent<'SavedSearchDeleted', { savedSearchId: string; deletedAt: string }>;

export type SavedSearchEvent = SavedSearchCreated | SavedSearchChanged | SavedSearchDeleted;

export const SAVED_SEARCH_EVENT_TYPES: readonly SavedSearchEvent['type'][] = [
  'SavedSearchCreated',
  'SavedSearchChanged',
  'SavedSearchDeleted',
];

// ── State ────────────────────────────────────────────────────────────────────
export interface SavedSearch {
  savedSearchId?: string;
  ownerId?: string;
  name: string;
  filter: SpecialistFilter;
  alert: boolean;
  status: 'none' | 'saved' | 'deleted';
}

export const initialSavedSearch = (): SavedSearch => ({ name: '', filter: {}, alert: false, status: 'none' });

export function evolveSavedSearch(state: SavedSearch, event: SavedSearchEvent): SavedSearch {
  switch (event.type) {
    case 'SavedSearchCreated': {
      const { savedSearchId, ownerId, name, filter, alert } = event.data;
      return { savedSearchId, ownerId, name, filter, alert, status: 'saved' };
    }
    case 'SavedSearchChanged': {
      const { name, filter, alert } = event.data;
      return { ...state, name, filter, alert };
    }
    case 'SavedSearchDeleted':
      return { ...state, status: 'deleted' };
    default:
      return state;
  }
}
