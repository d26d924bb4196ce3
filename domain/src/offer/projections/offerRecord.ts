import { z } from 'zod';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import { OFFER_EVENT_TYPES, OFFER_STATUSES, offerStatusAt, type OfferEvent, type RecordedOfferStatus } from '../offer';

// ── Record (docs/api.md, `offers`) ───────────────────────────────────────────
export const offerRecordSchema = z.object({
  id: z.string(),
  team_id: z.string(),
  network_id: z.string(),
  owner_id: z.string(),
  specialist_id: z.string(),
  role_title: z.string(),
  allocation_days: z.number(),
  day_rate: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  starts_on: z.string(),
  message: z.string(),
  /** The specialist's free days when it was made; `over_allocated`: made beyond them on purpose. */
  free_days: z.number(),
  over_allocated: z.boolean(),
  status: z.enum(OFFER_STATUSES),
  decline_reason: z.string(),
  made_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
});
export type OfferRecord = z.infer<typeof offerRecordSchema>;

/** What the projector stores: the status as the events left it (`expired` is computed when read, `offerAsOf`). */
export type OfferDoc = Omit<OfferRecord, 'status'> & { status: RecordedOfferStatus };

/** The record a reader gets at `now`: a pending offer past its expiry reads `expired`. */
export const offerAsOf = (doc: OfferDoc, now: string): OfferRecord => ({
  ...doc,
  status: offerStatusAt(doc.status, doc.expires_at, now),
});

export const offerKey = (offerId: string) => `offer:${offerId}`;

export const offerIndex = {
  all: 'idx:offers:all',
  team: (teamId: string) => `idx:offers:team:${teamId}`,
  owner: (ownerId: string) => `idx:offers:owner:${ownerId}`,
  specialist: (specialistId: string) => `idx:offers:specialist:${specialistId}`,
};

export const isOfferEvent = (event: StoredEvent): event is StoredEvent<OfferEvent> =>
  (OFFER_EVENT_TYPES as readonly string[]).includes(event.type);

export const offerProjection: Projection<OfferDoc> = {
  name: 'Offer',
  version: 1,
  keyPrefixes: [offerKey(''), 'idx:offers:'],
  keysOf(event) {
    return isOfferEvent(event) ? [offerKey(event.data.offerId)] : [];
  },
  evolve(doc, event) {
    if (!isOfferEvent(event)) return doc;
    const e = event;
    if (e.type === 'OfferMade') {
      const d = e.data;
      return {
        id: d.offerId,
        team_id: d.teamId,
        network_id: d.networkId,
        owner_id: d.ownerId,
        specialist_id: d.specialistId,
        role_title: d.roleTitle,
        allocation_days: d.allocationDays,
        day_rate: d.dayRate,
        starts_on: d.startsOn,
        message: d.message,
        free_days: d.freeDays,
        over_allocated: d.overAllocated,
        status: 'pending',
        decline_reason: '',
        made_at: d.madeAt,
        expires_at: d.expiresAt,
        answered_at: null,
      };
    }
    if (!doc) return null;
    switch (e.type) {
      case 'OfferAccepted':
        return { ...doc, status: 'accepted', answered_at: e.data.acceptedAt };
      case 'OfferDeclined':
        return { ...doc, status: 'declined', decline_reason: e.data.reason, answered_at: e.data.declinedAt };
      case 'OfferWithdrawn':
        return { ...doc, status: 'withdrawn', answered_at: e.data.withdrawnAt };
      default:
        return doc;
    }
  },
  indexesOf(doc): IndexEntry[] {
    const score = Date.parse(doc.made_at) || 0;
    const member = doc.id;
    return [
      { key: offerIndex.all, member, score },
      { key: offerIndex.team(doc.team_id), member, score },
      { key: offerIndex.owner(doc.owner_id), member, score },
      { key: offerIndex.specialist(doc.specialist_id), member, score },
    ];
  },
};
