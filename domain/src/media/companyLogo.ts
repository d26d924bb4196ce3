import { canOwnNetworks } from '../network/businessLogic';
import {
  evolveBusinessOwnerProfile,
  initialBusinessOwnerProfile,
  type BusinessOwnerEvent,
  type BusinessOwnerLogoEvent,
  type BusinessOwnerProfile,
} from '../businessOwner/businessOwner';
import { businessOwnerCodes as m } from '../businessOwner/messages';
import type { Actor } from '../shared/authorization';
import { ForbiddenError } from '../shared/errors';
import type { Decider } from '../shared/events';

/** The processed logo: fitted inside this square, never enlarged, transparency kept. */
export const LOGO_SIZE = 512;

/**
 * A company profile's logo is its owner's: a business owner or admin changes their own only (any
 * signed-in user may read a company profile, so another's is 403, not 404). The upload route asks
 * this before it reads the body.
 */
export function assertCanChangeCompanyProfile(actor: Actor, ownerId: string): void {
  if (!canOwnNetworks(actor) || actor.userId !== ownerId) throw new ForbiddenError(m.notYourProfile);
}

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * As for avatars: the command API records the upload once the original is stored; the worker
 * records the outcome with an event id derived from the upload's, and an outcome already
 * recorded decides nothing, so a job that runs again appends nothing.
 */
type OwnerCommand<Type extends string, Data> = {
  type: Type;
  data: { ownerId: string } & Data;
  metadata: { now: string; actor: Actor };
};
type Outcome<Type extends string, Data> = {
  type: Type;
  data: { ownerId: string; eventId: string; uploadEventId: string; originalKey: string } & Data;
  metadata: { now: string };
};

export type RecordLogoUpload = OwnerCommand<
  'RecordLogoUpload',
  { originalKey: string; contentType: string; size: number }
>;
export type RemoveLogo = OwnerCommand<'RemoveLogo', object>;
export type RecordLogoProcessed = Outcome<'RecordLogoProcessed', { key: string; width: number; height: number }>;
export type RecordLogoProcessingFailed = Outcome<'RecordLogoProcessingFailed', { reason: string }>;

export type LogoOutcomeCommand = RecordLogoProcessed | RecordLogoProcessingFailed;
export type CompanyLogoCommand = RecordLogoUpload | RemoveLogo | LogoOutcomeCommand;

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: CompanyLogoCommand, state: BusinessOwnerProfile): BusinessOwnerLogoEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'RecordLogoUpload': {
      assertCanChangeCompanyProfile(command.metadata.actor, command.data.ownerId);
      const { ownerId, originalKey, contentType, size } = command.data;
      return [{ type: 'BusinessOwnerLogoUploaded', data: { ownerId, originalKey, contentType, size, uploadedAt: at } }];
    }
    case 'RemoveLogo': {
      assertCanChangeCompanyProfile(command.metadata.actor, command.data.ownerId);
      // Nothing shown and nothing on its way: removing again changes nothing.
      if (state.logoOriginalKey === null && state.logoKey === null) return [];
      return [{ type: 'BusinessOwnerLogoRemoved', data: { ownerId: command.data.ownerId, removedAt: at } }];
    }
    case 'RecordLogoProcessed': {
      const { eventId, ownerId, uploadEventId, originalKey, key, width, height } = command.data;
      if (state.logoOutcomes.includes(uploadEventId)) return [];
      const current = state.logoOriginalKey === originalKey;
      return [
        {
          type: 'BusinessOwnerLogoProcessed',
          id: eventId,
          data: { ownerId, uploadEventId, originalKey, key, width, height, current, processedAt: at },
        },
      ];
    }
    case 'RecordLogoProcessingFailed': {
      const { eventId, ownerId, uploadEventId, originalKey, reason } = command.data;
      if (state.logoOutcomes.includes(uploadEventId)) return [];
      const current = state.logoOriginalKey === originalKey;
      return [
        {
          type: 'BusinessOwnerLogoProcessingFailed',
          id: eventId,
          data: { ownerId, uploadEventId, originalKey, reason, current, failedAt: at },
        },
      ];
    }
  }
}

/** The logo of a company profile's stream (`business-owner-{id}`), beside the profile's own decider. */
export const companyLogoDecider: Decider<CompanyLogoCommand, BusinessOwnerEvent, BusinessOwnerProfile> = {
  initialState: initialBusinessOwnerProfile,
  evolve: evolveBusinessOwnerProfile,
  decide,
};
