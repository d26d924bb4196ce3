import { z } from 'zod';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import { SAVED_SEARCH_EVENT_TYPES, type SavedSearchEvent } from '../savedSearch';

// ── Record (docs/api.md, `saved-searches`) ───────────────────────────────────
export const savedSearchRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: z.record(z.string(), z.unknown()).describe('the filter of `GET /specialists`'),
  alert: z.boolean().describe('the owner is told when a specialist newly matches'),
});
export type SavedSearchRecord = z.infer<typeof savedSearchRecordSchema>;

/** What the projector stores: the record, its owner and times (the reads answer the record). */
export type SavedSearchDoc = SavedSearchRecord & { owner_id: string; created_at: string; updated_at: string };

/** The record a read answers: exactly `{ id, name, filter, alert }`. */
export const savedSearchRecordOf = ({ id, name, filter, alert }: SavedSearchDoc): SavedSearchRecord => ({
  id,
  name,
  filter,
  alert,
});

export const savedSearchKey = (savedSearchId: string) => `saved-search:${savedSearchId}`;

export const savedSearchIndex = {
  owner: (ownerId: string) => `idx:saved-searches:owner:${ownerId}`,
  /** The searches whose owners asked to be alerted. */
  alerting: 'idx:saved-searches:alerting',
};

export const isSavedSearchEvent = (event: StoredEvent): event is StoredEvent<SavedSearchEvent> =>
  (SAVED_SEARCH_EVENT_TYPES as readonly string[]).includes(event.type);

export const savedSearchProjection: Projection<SavedSearchDoc> = {
  name: 'SavedSearch',
  version: 1,
  keyPrefixes: [savedSearchKey(''), 'idx:saved-searches:'],
  keysOf(event) {
    return isSavedSearchEvent(event) ? [savedSearchKey(event.data.savedSearchId)] : [];
  },
  evolve(doc, event) {
    if (!isSavedSearchEvent(event)) return doc;
    switch (event.type) {
      case 'SavedSearchCreated': {
        const d = event.data;
        return {
          id: d.savedSearchId,
          owner_id: d.ownerId,
          name: d.name,
          filter: d.filter,
          alert: d.alert,
          created_at: d.createdAt,
          updated_at: d.createdAt,
        };
      }
      case 'SavedSearchChanged': {
        if (!doc) return null;
        const { name, filter, alert, changedAt } = event.data;
        return { ...doc, name, filter, alert, updated_at: changedAt };
      }
      case 'SavedSearchDeleted':
        return null;
      default:
        return doc;
    }
  },
  indexesOf(doc): IndexEntry[] {
    const score = Date.parse(doc.created_at) || 0;
    return [
      { key: savedSearchIndex.owner(doc.owner_id), member: doc.id, score },
      ...(doc.alert ? [{ key: savedSearchIndex.alerting, member: doc.id, score }] : []),
    ];
  },
};
