import { z } from 'zod';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import { SHORTLIST_EVENT_TYPES, type ShortlistEvent } from '../shortlist';

// ── Record (docs/api.md, `shortlists`) ───────────────────────────────────────
export const shortlistRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  team_id: z.string().nullable(),
  members: z.array(z.object({ specialist_id: z.string(), note: z.string(), added_at: z.string() })),
});
export type ShortlistRecord = z.infer<typeof shortlistRecordSchema>;

/** What the projector stores: the record and its owner (the reads answer the record). */
export type ShortlistDoc = ShortlistRecord & { owner_id: string; created_at: string };

/** The record a read answers: exactly `{ id, name, team_id, members }`. */
export const shortlistRecordOf = ({ id, name, team_id, members }: ShortlistDoc): ShortlistRecord => ({
  id,
  name,
  team_id,
  members,
});

export const shortlistKey = (shortlistId: string) => `shortlist:${shortlistId}`;

export const shortlistIndex = {
  owner: (ownerId: string) => `idx:shortlists:owner:${ownerId}`,
  team: (teamId: string) => `idx:shortlists:team:${teamId}`,
};

export const isShortlistEvent = (event: StoredEvent): event is StoredEvent<ShortlistEvent> =>
  (SHORTLIST_EVENT_TYPES as readonly string[]).includes(event.type);

export const shortlistProjection: Projection<ShortlistDoc> = {
  name: 'Shortlist',
  version: 1,
  keyPrefixes: [shortlistKey(''), 'idx:shortlists:'],
  keysOf(event) {
    return isShortlistEvent(event) ? [shortlistKey(event.data.shortlistId)] : [];
  },
  evolve(doc, event) {
    if (!isShortlistEvent(event)) return doc;
    const e = event;
    if (e.type === 'ShortlistCreated') {
      const d = e.data;
      return {
        id: d.shortlistId,
        owner_id: d.ownerId,
        name: d.name,
        team_id: d.teamId,
        members: [],
        created_at: d.createdAt,
      };
    }
    if (!doc) return null;
    switch (e.type) {
      case 'ShortlistChanged':
        return { ...doc, name: e.data.name, team_id: e.data.teamId };
      case 'ShortlistDeleted':
        return null;
      case 'ShortlistMemberAdded': {
        const { specialistId, note, addedAt } = e.data;
        return {
          ...doc,
          members: [
            ...doc.members.filter((s) => s.specialist_id !== specialistId),
            { specialist_id: specialistId, note, added_at: addedAt },
          ],
        };
      }
      case 'ShortlistMemberNoteSet':
        return {
          ...doc,
          members: doc.members.map((s) => (s.specialist_id === e.data.specialistId ? { ...s, note: e.data.note } : s)),
        };
      case 'ShortlistMemberRemoved':
        return { ...doc, members: doc.members.filter((s) => s.specialist_id !== e.data.specialistId) };
      default:
        return doc;
    }
  },
  indexesOf(doc): IndexEntry[] {
    const score = Date.parse(doc.created_at) || 0;
    return [
      { key: shortlistIndex.owner(doc.owner_id), member: doc.id, score },
      ...(doc.team_id ? [{ key: shortlistIndex.team(doc.team_id), member: doc.id, score }] : []),
    ];
  },
};
