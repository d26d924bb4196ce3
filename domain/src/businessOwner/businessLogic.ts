import type { Message } from '../shared/messages';
import { canOwnNetworks } from '../network/businessLogic';
import type { Actor } from '../shared/authorization';
import { ForbiddenError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/events';
import {
  COMPANY_ABOUT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
  evolveBusinessOwnerProfile,
  initialBusinessOwnerProfile,
  type BusinessOwnerEvent,
  type BusinessOwnerProfile,
} from './businessOwner';
import { businessOwnerCodes as m } from './messages';

// ── Commands ─────────────────────────────────────────────────────────────────
/** Absent fields keep their value; values arrive parsed by ./schemas. */
export type SetBusinessOwnerProfile = {
  type: 'SetBusinessOwnerProfile';
  data: { ownerId: string; companyName?: string; website?: string; about?: string };
  metadata: { now: string; actor: Actor };
};
export type BusinessOwnerCommand = SetBusinessOwnerProfile;

export const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;

function invalid(field: string, message: Message): never {
  throw new ValidationError(message, { [field]: message });
}

// ── Decisions ────────────────────────────────────────────────────────────────
/**
 * A company profile is its owner's: business owners and admins change their own only (any
 * signed-in user may read one, so another's is 403, not 404). A specialist has none.
 */
function decide(command: BusinessOwnerCommand, state: BusinessOwnerProfile): BusinessOwnerEvent[] {
  const { actor, now } = command.metadata;
  const { ownerId } = command.data;
  if (!canOwnNetworks(actor) || actor.userId !== ownerId) throw new ForbiddenError(m.notYourProfile);
  const companyName = command.data.companyName ?? state.companyName;
  const website = command.data.website ?? state.website;
  const about = command.data.about ?? state.about;
  if (companyName.length > COMPANY_NAME_MAX_LENGTH) invalid('company_name', m.companyNameTooLong);
  if (website.length > WEBSITE_MAX_LENGTH || (website !== '' && !WEBSITE_PATTERN.test(website)))
    invalid('website', m.websiteInvalid);
  if (about.length > COMPANY_ABOUT_MAX_LENGTH) invalid('about', m.aboutTooLong);
  return [{ type: 'BusinessOwnerProfileSet', data: { ownerId, companyName, website, about, setAt: now } }];
}

export const decideBusinessOwnerProfile = decide;

export const businessOwnerDecider: Decider<BusinessOwnerCommand, BusinessOwnerEvent, BusinessOwnerProfile> = {
  initialState: initialBusinessOwnerProfile,
  evolve: evolveBusinessOwnerProfile,
  decide,
  changesNothing: (state, event) =>
    event.type === 'BusinessOwnerProfileSet' &&
    event.data.companyName === state.companyName &&
    event.data.website === state.website &&
    event.data.about === state.about,
};
