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

export type BusinessOwnerEvent = BusinessOwnerProfileSet | BusinessOwnerLogoUploaded;
export const BUSINESS_OWNER_EVENT_TYPES: readonly BusinessOwnerEvent['type'][] = ['BusinessOwnerProfileSet', 'BusinessOwnerLogoUploaded'];

// ── State ────────────────────────────────────────────────────────────────────
export interface BusinessOwnerProfile {
  ownerId?: string;
  companyName: string;
  website: string;
  about: string;
  logoKey: string | null;
  updatedAt?: string;
}

export const initialBusinessOwnerProfile = (): BusinessOwnerProfile => ({ companyName: '', website: '', about: '', logoKey: null });

export function evolveBusinessOwnerProfile(state: BusinessOwnerProfile, event: BusinessOwnerEvent): BusinessOwnerProfile {
  switch (event.type) {
    case 'BusinessOwnerProfileSet': {
      const { ownerId, companyName, website, about, setAt } = event.data;
      return { ...state, ownerId, companyName, website, about, updatedAt: setAt };
    }
    case 'BusinessOwnerLogoUploaded':
      return { ...state, ownerId: event.data.ownerId, logoKey: event.data.originalKey, updatedAt: event.data.uploadedAt };
    default:
      return state;
  }
}
