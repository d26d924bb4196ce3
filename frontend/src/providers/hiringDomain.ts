import type { DayRate } from '@dth/domain/specialist/availability';
import type { SpecialistCard } from '@dth/domain/specialist/projections/specialistCard';
import type { SuggestionReason } from '@dth/domain/team/suggestion';
/**
 * The hiring pages' door to @dth/domain (networks, teams, search, company profiles): deep
 * imports, so only what these pages use is bundled, and only into their own chunks.
 */
export { networkMessages } from '@dth/domain/network/messages';
export { teamMessages } from '@dth/domain/team/messages';
export { offerCodes, offerMessages } from '@dth/domain/offer/messages';
export { businessOwnerMessages } from '@dth/domain/businessOwner/messages';
export {
  MEMBERSHIP_STATUSES,
  MEMBER_TAGS_MAX,
  MEMBER_TAG_MAX_LENGTH,
  MEMBER_NOTE_MAX_LENGTH,
  NETWORK_NAME_MAX_LENGTH,
  NETWORK_DESCRIPTION_MAX_LENGTH,
} from '@dth/domain/network/network';
export type { MembershipStatus } from '@dth/domain/network/network';
export {
  TEAM_STATUSES,
  TEAM_TRANSITIONS,
  ALLOCATION_DAYS_MIN,
  ALLOCATION_DAYS_MAX,
  TEAM_NAME_MAX_LENGTH,
  TEAM_PURPOSE_MAX_LENGTH,
  TEAM_ROLE_MAX_LENGTH,
} from '@dth/domain/team/team';
export type { TeamStatus } from '@dth/domain/team/team';
export {
  COMPANY_ABOUT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
} from '@dth/domain/businessOwner/businessOwner';
export { MAX_FILE_SIZE, mediaMessages } from '@dth/domain/media/media';
export { EXPERIENCE_LEVELS } from '@dth/domain/specialist/specialist';
export {
  createNetworkSchema,
  updateNetworkSchema,
  invitationSchema,
  memberNoteSchema,
} from '@dth/domain/network/schemas';
export { createTeamSchema, updateTeamSchema, changeTeamMemberSchema } from '@dth/domain/team/schemas';
// Adding a member makes them an offer (docs/api.md, "Offers").
export { declineOfferSchema, offerTeamMemberSchema } from '@dth/domain/offer/schemas';
export { OFFER_MESSAGE_MAX_LENGTH, OFFER_DECLINE_REASON_MAX_LENGTH } from '@dth/domain/offer/offer';
export type { OfferStatus } from '@dth/domain/offer/offer';
export type { OfferRecord } from '@dth/domain/offer/projections/offerRecord';
export { businessOwnerProfileSchema } from '@dth/domain/businessOwner/schemas';
export type { NetworkRecord } from '@dth/domain/network/projections/networkRecord';
export type { NetworkMemberRecord } from '@dth/domain/network/projections/networkMember';
export type { TeamRecord } from '@dth/domain/team/projections/teamRecord';
export type { TeamHistoryItem } from '@dth/domain/team/projections/teamHistory';
export type { SpecialistCard } from '@dth/domain/specialist/projections/specialistCard';
export type { TeamFit } from '@dth/domain/team/fit';
export { canOwnNetworks } from '@dth/domain/network/businessLogic';
// Saved searches and shortlists (issue 39).
export { savedSearchMessages } from '@dth/domain/savedSearch/messages';
export { shortlistCodes, shortlistMessages } from '@dth/domain/shortlist/messages';
export { SAVED_SEARCH_NAME_MAX_LENGTH } from '@dth/domain/savedSearch/savedSearch';
export { SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NOTE_MAX_LENGTH } from '@dth/domain/shortlist/shortlist';
export type { SavedSearchRecord } from '@dth/domain/savedSearch/projections/savedSearchRecord';
export type { ShortlistRecord } from '@dth/domain/shortlist/projections/shortlistRecord';
export { createSavedSearchSchema } from '@dth/domain/savedSearch/schemas';
export { createShortlistSchema, setShortlistNoteSchema } from '@dth/domain/shortlist/schemas';
export { freeDaysOf } from '@dth/domain/team/fit';
export type { SuggestionReason, DayRate };

/** `POST /teams/{id}/suggestions`'s options (docs/api.md). */
export interface SuggestionOptions {
  max_members?: number;
  days_per_week?: number;
  budget_per_week?: { amount: number; currency: string };
}

/** A suggested team (docs/api.md, "teams/{id}/suggestions"). */
export interface TeamSuggestion {
  members: {
    specialist_id: string;
    covers: number[];
    days_per_week: number;
    day_rate: DayRate | null;
    specialist: SpecialistCard | null;
  }[];
  covered: number[];
  missing: number[];
  required_skills: { id: number; title: string }[];
  cost_per_week: DayRate | null;
  reasons: SuggestionReason[];
  exact: boolean;
}

/** `POST /offers`' body, as a suggestion makes it. */
export interface SeatOffer {
  team_id: string;
  specialist_id: string;
  role_title: string;
  allocation_days: number;
  starts_on: string;
  message: string;
}

/** One offer's outcome: made, or refused with its message (an i18n key, or the server's words). */
export type SeatOfferOutcome =
  { specialist_id: string; ok: true; offer_id: string } | { specialist_id: string; ok: false; error: string };
