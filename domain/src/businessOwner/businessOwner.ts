import type { DomainEvent } from '../shared/events';

export const COMPANY_NAME_MAX_LENGTH = 260;
export const WEBSITE_MAX_LENGTH = 260;
export const COMPANY_ABOUT_MAX_LENGTH = 1000;

/** Stream `business-owner-{userId}`: a business owner's (or admin's) company profile. */
export const toBusinessOwnerStream = (ownerId: string) => `business-owner-${ownerId}`;

export type BusinessOwnerProfileSet = DomainEvent<
  'BusinessOwnerProfileSet',
  { ownerId: string; companyName: string; website: string; about: string; setAt: string }
>;
/** A logo stored through the media pipeline (original kept private; renditions served). */
export type BusinessOwnerLogoUploaded = DomainEvent<
  'BusinessOwnerLogoUploaded',
  { ownerId: string; originalKey: string; contentType: string; size: number; uploadedAt: string }
>;
/**
 * The worker's outcome for one upload. `current` says whether that upload was still the profile's
 * logo when the outcome was recorded: a later upload or a removal makes an earlier outcome moot,
 * whatever order the jobs finish in.
 */
export type BusinessOwnerLogoProcessed = DomainEvent<
  'BusinessOwnerLogoProcessed',
  {
    ownerId: string;
    uploadEventId: string;
    originalKey: string;
    key: string;
    width: number;
    height: number;
    current: boolean;
    processedAt: string;
  }
>;
export type BusinessOwnerLogoProcessingFailed = DomainEvent<
  'BusinessOwnerLogoProcessingFailed',
  { ownerId: string; uploadEventId: string; originalKey: string; reason: string; current: boolean; failedAt: string }
>;
export type BusinessOwnerLogoRemoved = DomainEvent<'BusinessOwnerLogoRemoved', { ownerId: string; removedAt: string }>;

export type BusinessOwnerLogoEvent =
  BusinessOwnerLogoUploaded | BusinessOwnerLogoProcessed | BusinessOwnerLogoProcessingFailed | BusinessOwnerLogoRemoved;
export type BusinessOwnerEvent = BusinessOwnerProfileSet | BusinessOwnerLogoEvent;
export const BUSINESS_OWNER_EVENT_TYPES: readonly BusinessOwnerEvent['type'][] = [
  'BusinessOwnerProfileSet',
  'BusinessOwnerLogoUploaded',
  'BusinessOwnerLogoProcessed',
  'BusinessOwnerLogoProcessingFailed',
  'BusinessOwnerLogoRemoved',
];

export type LogoStatus = 'processing' | 'ready' | 'failed';

// ── State ────────────────────────────────────────────────────────────────────
export interface BusinessOwnerProfile {
  ownerId?: string;
  companyName: string;
  website: string;
  about: string;
  /** The original of the logo asked for last (null when none, or removed): outcomes of other uploads are not current. */
  logoOriginalKey: string | null;
  /** The processed rendition shown (kept while a newer upload is processed). */
  logoKey: string | null;
  logoStatus: LogoStatus | null;
  logoError: string | null;
  /** Uploads (by event id) whose outcome is recorded: a job that runs again records nothing. */
  logoOutcomes: string[];
  updatedAt?: string;
}

export const initialBusinessOwnerProfile = (): BusinessOwnerProfile => ({
  companyName: '',
  website: '',
  about: '',
  logoOriginalKey: null,
  logoKey: null,
  logoStatus: null,
  logoError: null,
  logoOutcomes: [],
});

export function evolveBusinessOwnerProfile(
  state: BusinessOwnerProfile,
  event: BusinessOwnerEvent,
): BusinessOwnerProfile {
  switch (event.type) {
    case 'BusinessOwnerProfileSet': {
      const { ownerId, companyName, website, about, setAt } = event.data;
      return { ...state, ownerId, companyName, website, about, updatedAt: setAt };
    }
    case 'BusinessOwnerLogoUploaded':
      return {
        ...state,
        ownerId: event.data.ownerId,
        logoOriginalKey: event.data.originalKey,
        logoStatus: 'processing',
        logoError: null,
        updatedAt: event.data.uploadedAt,
      };
    case 'BusinessOwnerLogoProcessed': {
      const outcomes = [...state.logoOutcomes, event.data.uploadEventId];
      if (!event.data.current) return { ...state, logoOutcomes: outcomes };
      return {
        ...state,
        logoKey: event.data.key,
        logoStatus: 'ready',
        logoError: null,
        logoOutcomes: outcomes,
        updatedAt: event.data.processedAt,
      };
    }
    case 'BusinessOwnerLogoProcessingFailed': {
      const outcomes = [...state.logoOutcomes, event.data.uploadEventId];
      if (!event.data.current) return { ...state, logoOutcomes: outcomes };
      return {
        ...state,
        logoStatus: 'failed',
        logoError: event.data.reason,
        logoOutcomes: outcomes,
        updatedAt: event.data.failedAt,
      };
    }
    case 'BusinessOwnerLogoRemoved':
      return {
        ...state,
        logoOriginalKey: null,
        logoKey: null,
        logoStatus: null,
        logoError: null,
        updatedAt: event.data.removedAt,
      };
    default:
      return state;
  }
}
