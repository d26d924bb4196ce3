import type { DomainEvent } from '../shared/events';
import type { DayRate } from '../specialist/availability';

// ── Constants ────────────────────────────────────────────────────────────────
/** An offer not answered this many days after it was made has expired (computed when read, refused at accept). */
export const OFFER_EXPIRY_DAYS = 14;
export const OFFER_MESSAGE_MAX_LENGTH = 1000;
export const OFFER_DECLINE_REASON_MAX_LENGTH = 1000;

/**
 * An offer's life: `pending` → `accepted` | `declined` (the specialist) | `withdrawn` (the owner);
 * a pending offer older than OFFER_EXPIRY_DAYS reads `expired` (no event: the clock says so).
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** What the events record; `expired` is only ever computed. */
export type RecordedOfferStatus = Exclude<OfferStatus, 'expired'>;

export const toOfferStream = (offerId: string) => `offer-${offerId}`;

/** When a pending offer made at `madeAt` expires. */
export const offerExpiresAt = (madeAt: string): string =>
  new Date(Date.parse(madeAt) + OFFER_EXPIRY_DAYS * 24 * 60 * 60 * 1000).toISOString();

/** The status as of `now`: a pending offer past its expiry reads `expired`. */
export const offerStatusAt = (status: RecordedOfferStatus, expiresAt: string, now: string): OfferStatus =>
  status === 'pending' && Date.parse(now) >= Date.parse(expiresAt) ? 'expired' : status;

// ── Events (stream `offer-{id}`); the actor of each is in the event's metadata ──
/**
 * `freeDays`: what the specialist had free when the offer was made (their days a week less their
 * allocations on active teams); `overAllocated`: the owner made it beyond them on purpose.
 */
export type OfferMade = DomainEvent<
  'OfferMade',
  {
    offerId: string;
    teamId: string;
    networkId: string;
    ownerId: string;
    specialistId: string;
    roleTitle: string;
    allocationDays: number;
    dayRate: DayRate | null;
    startsOn: string;
    message: string;
    freeDays: number;
    overAllocated: boolean;
    madeAt: string;
    expiresAt: string;
  }
>;
export type OfferAccepted = DomainEvent<
  'OfferAccepted',
  { offerId: string; teamId: string; specialistId: string; acceptedAt: string }
>;
export type OfferDeclined = DomainEvent<
  'OfferDeclined',
  { offerId: string; teamId: string; specialistId: string; reason: string; declinedAt: string }
>;
export type OfferWithdrawn = DomainEvent<'OfferWithdrawn', { offerId: string; teamId: string; withdrawnAt: string }>;

export type OfferEvent = OfferMade | OfferAccepted | OfferDeclined | OfferWithdrawn;

export const OFFER_EVENT_TYPES: readonly OfferEvent['type'][] = [
  'OfferMade',
  'OfferAccepted',
  'OfferDeclined',
  'OfferWithdrawn',
];

// ── State (what decisions and the write side's answers need) ─────────────────
export interface Offer {
  offerId?: string;
  teamId?: string;
  networkId?: string;
  ownerId?: string;
  specialistId?: string;
  roleTitle: string;
  allocationDays: number;
  dayRate: DayRate | null;
  startsOn: string;
  message: string;
  freeDays: number;
  overAllocated: boolean;
  /** 'none' before it is made. */
  status: RecordedOfferStatus | 'none';
  declineReason: string;
  madeAt?: string;
  expiresAt?: string;
  answeredAt?: string;
}

export const initialOffer = (): Offer => ({
  roleTitle: '',
  allocationDays: 0,
  dayRate: null,
  startsOn: '',
  message: '',
  freeDays: 0,
  overAllocated: false,
  status: 'none',
  declineReason: '',
});

export function evolveOffer(state: Offer, event: OfferEvent): Offer {
  switch (event.type) {
    case 'OfferMade': {
      const { data } = event;
      return {
        ...state,
        offerId: data.offerId,
        teamId: data.teamId,
        networkId: data.networkId,
        ownerId: data.ownerId,
        specialistId: data.specialistId,
        roleTitle: data.roleTitle,
        allocationDays: data.allocationDays,
        dayRate: data.dayRate,
        startsOn: data.startsOn,
        message: data.message,
        freeDays: data.freeDays,
        overAllocated: data.overAllocated,
        status: 'pending',
        madeAt: data.madeAt,
        expiresAt: data.expiresAt,
      };
    }
    case 'OfferAccepted':
      return { ...state, status: 'accepted', answeredAt: event.data.acceptedAt };
    case 'OfferDeclined':
      return { ...state, status: 'declined', declineReason: event.data.reason, answeredAt: event.data.declinedAt };
    case 'OfferWithdrawn':
      return { ...state, status: 'withdrawn', answeredAt: event.data.withdrawnAt };
    default:
      return state;
  }
}
