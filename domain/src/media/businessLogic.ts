import type { Command, SystemMetadata } from '../shared/commands';
import { accountCodes } from '../account/messages';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { Decider } from '../shared/events';
import { assertCanEditProfile } from '../specialist/businessLogic';
import { specialistCodes } from '../specialist/messages';
import type { SpecialistEvent } from '../specialist/specialist';
import { evolveProfileMedia, initialProfileMedia, type MediaEvent, type MediaKind, type ProfileMedia } from './media';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Uploads are recorded by the command API once the original is stored; outcomes by the worker
 * once a job is done. An outcome carries the event id the worker derives from the upload's, and
 * recording an outcome already recorded changes nothing, so a job that runs again appends nothing.
 */
/** An upload, by the profile's owner or an admin. */
type OnProfileMedia<Type extends string, Data> = Command<Type, { specialistId: string } & Data>;
/** A job's outcome, by the worker. */
type Outcome<Type extends string, Data> = Command<
  Type,
  { specialistId: string; eventId: string } & Data,
  SystemMetadata
>;

export type RecordAvatarUpload = OnProfileMedia<
  'RecordAvatarUpload',
  { originalKey: string; contentType: string; size: number }
>;
export type RecordAnswerMediaUpload = OnProfileMedia<
  'RecordAnswerMediaUpload',
  { mediaId: string; kind: MediaKind; key: string; contentType: string; size: number }
>;
export type RecordAvatarProcessed = Outcome<
  'RecordAvatarProcessed',
  { uploadEventId: string; renditions: Record<string, string>; fallbackKey: string; width: number; height: number }
>;
export type RecordAvatarProcessingFailed = Outcome<
  'RecordAvatarProcessingFailed',
  { uploadEventId: string; reason: string }
>;
export type RecordAnswerMediaProcessed = Outcome<
  'RecordAnswerMediaProcessed',
  { mediaId: string; thumbnailKey: string | null; durationSeconds: number | null }
>;
export type RecordAnswerMediaProcessingFailed = Outcome<
  'RecordAnswerMediaProcessingFailed',
  { mediaId: string; reason: string }
>;

export type MediaOutcomeCommand =
  RecordAvatarProcessed | RecordAvatarProcessingFailed | RecordAnswerMediaProcessed | RecordAnswerMediaProcessingFailed;
export type MediaCommand = RecordAvatarUpload | RecordAnswerMediaUpload | MediaOutcomeCommand;

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: MediaCommand, state: ProfileMedia): MediaEvent[] {
  const at = command.metadata.now;
  if ('actor' in command.metadata) assertCanEditProfile(command.metadata.actor, command.data.specialistId);
  if (state.erased) {
    // An upload is a change (409, as on the profile); a late outcome of an upload made before records nothing.
    if (command.type === 'RecordAvatarUpload' || command.type === 'RecordAnswerMediaUpload')
      throw new ConflictError(accountCodes.erased);
    return [];
  }
  switch (command.type) {
    case 'RecordAvatarUpload': {
      if (!state.profileStarted) throw new NotFoundError(specialistCodes.profileNotFound);
      const { specialistId, originalKey, contentType, size } = command.data;
      return [{ type: 'AvatarUploaded', data: { specialistId, originalKey, contentType, size, uploadedAt: at } }];
    }
    case 'RecordAnswerMediaUpload': {
      if (!state.profileStarted) throw new NotFoundError(specialistCodes.profileNotFound);
      const { specialistId, mediaId, kind, key, contentType, size } = command.data;
      return [
        { type: 'AnswerMediaUploaded', data: { specialistId, mediaId, kind, key, contentType, size, uploadedAt: at } },
      ];
    }
    case 'RecordAvatarProcessed': {
      const { eventId, specialistId, uploadEventId, renditions, fallbackKey, width, height } = command.data;
      if (state.avatarOutcomes.includes(uploadEventId)) return [];
      return [
        {
          type: 'AvatarProcessed',
          id: eventId,
          data: { specialistId, uploadEventId, renditions, fallbackKey, width, height, processedAt: at },
        },
      ];
    }
    case 'RecordAvatarProcessingFailed': {
      const { eventId, specialistId, uploadEventId, reason } = command.data;
      if (state.avatarOutcomes.includes(uploadEventId)) return [];
      return [
        { type: 'AvatarProcessingFailed', id: eventId, data: { specialistId, uploadEventId, reason, failedAt: at } },
      ];
    }
    case 'RecordAnswerMediaProcessed': {
      const { eventId, specialistId, mediaId, thumbnailKey, durationSeconds } = command.data;
      if (state.answerMediaOutcomes.includes(mediaId)) return [];
      return [
        {
          type: 'AnswerMediaProcessed',
          id: eventId,
          data: { specialistId, mediaId, thumbnailKey, durationSeconds, processedAt: at },
        },
      ];
    }
    case 'RecordAnswerMediaProcessingFailed': {
      const { eventId, specialistId, mediaId, reason } = command.data;
      if (state.answerMediaOutcomes.includes(mediaId)) return [];
      return [
        { type: 'AnswerMediaProcessingFailed', id: eventId, data: { specialistId, mediaId, reason, failedAt: at } },
      ];
    }
  }
}

/** Media of the profile's stream (`specialist-{id}`), beside the profile's own decider. */
export const mediaDecider: Decider<MediaCommand, SpecialistEvent | MediaEvent, ProfileMedia> = {
  initialState: initialProfileMedia,
  evolve: evolveProfileMedia,
  decide,
};
