import { messageCodes } from '../shared/messages';
import type { DomainEvent } from '../shared/events';
import type { SpecialistEvent } from '../specialist/specialist';

// ── Constants (spec section 9) ───────────────────────────────────────────────
export const MAX_FILE_SIZE = 10485760;
export const AVATAR_SIZES = [64, 128, 256, 512] as const;
/** Larger inputs are refused as decompression bombs (about 8000 x 6250). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** Common browser recording formats (MediaRecorder) and uploads. */
export const VIDEO_TYPES = ['video/webm', 'video/mp4', 'video/ogg', 'video/quicktime'] as const;
export const AUDIO_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
] as const;

export const mediaMessages = {
  tooLarge: 'The file is larger than 10 MB (10485760 bytes)',
  notAnImage: 'Only image files are accepted',
  notMedia: 'Only video or audio recordings are accepted (WebM, MP4, Ogg, M4A/AAC, MP3)',
  tooManyPixels: 'The image is too large in pixels',
  fileMissing: 'Choose a file to upload',
  uploadIncomplete: 'The upload was cut off or is not a valid form; send the file again',
  mediaUploaded: 'Recording uploaded',
  processingFailed: 'We could not process this image; try another one',
} as const;
export const mediaCodes = messageCodes('media', mediaMessages);

/**
 * The only key prefixes /media serves (deploy/nginx.conf routes by this list; gateway-tests/src/nginx.int.spec.ts checks they agree):
 * what the platform made itself (avatar renditions, company logos, video thumbnails) and the answer recordings,
 * which are the playable files, served with their sniffed type, nosniff and a sandbox CSP.
 * Avatar and logo originals are stored under `originals/` as uploaded, for the worker alone: a file that is
 * both a GIF and an HTML page must never come back from our origin, so no route serves them.
 */
export const PUBLIC_MEDIA_PREFIXES = ['avatars', 'logos', 'thumbnails', 'answers'] as const;
/** A plain key (no dot segments, no encoded characters) under a public prefix, one level deep. */
const PUBLIC_MEDIA_KEY = new RegExp(`^(?:${PUBLIC_MEDIA_PREFIXES.join('|')})/[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9]+)?$`);
export const isPublicMediaKey = (key: string) => PUBLIC_MEDIA_KEY.test(key);

/** Public URL of a stored blob; keys are content-addressed, so a URL never changes meaning. */
export const mediaUrl = (key: string) => `/media/${key}`;

// ── Events (in the specialist's stream) ──────────────────────────────────────
export type AvatarUploaded = DomainEvent<
  'AvatarUploaded',
  { specialistId: string; originalKey: string; contentType: string; size: number; uploadedAt: string }
>;
export type AvatarProcessed = DomainEvent<
  'AvatarProcessed',
  {
    specialistId: string;
    uploadEventId: string;
    renditions: Record<string, string>;
    fallbackKey: string;
    width: number;
    height: number;
    processedAt: string;
  }
>;
export type AvatarProcessingFailed = DomainEvent<
  'AvatarProcessingFailed',
  { specialistId: string; uploadEventId: string; reason: string; failedAt: string }
>;

export type MediaKind = 'video' | 'audio';
export type AnswerMediaUploaded = DomainEvent<
  'AnswerMediaUploaded',
  {
    specialistId: string;
    mediaId: string;
    kind: MediaKind;
    key: string;
    contentType: string;
    size: number;
    uploadedAt: string;
  }
>;
export type AnswerMediaProcessed = DomainEvent<
  'AnswerMediaProcessed',
  {
    specialistId: string;
    mediaId: string;
    thumbnailKey: string | null;
    durationSeconds: number | null;
    processedAt: string;
  }
>;
export type AnswerMediaProcessingFailed = DomainEvent<
  'AnswerMediaProcessingFailed',
  { specialistId: string; mediaId: string; reason: string; failedAt: string }
>;

export type MediaEvent =
  | AvatarUploaded
  | AvatarProcessed
  | AvatarProcessingFailed
  | AnswerMediaUploaded
  | AnswerMediaProcessed
  | AnswerMediaProcessingFailed;
export const MEDIA_EVENT_TYPES: MediaEvent['type'][] = [
  'AvatarUploaded',
  'AvatarProcessed',
  'AvatarProcessingFailed',
  'AnswerMediaUploaded',
  'AnswerMediaProcessed',
  'AnswerMediaProcessingFailed',
];

// ── State (only what decisions need) ─────────────────────────────────────────
/** A profile's media as its stream tells it: uploads are refused until the profile exists. */
export interface ProfileMedia {
  profileStarted: boolean;
  /** The person's account was erased: no upload is taken, and an outcome arriving late records nothing. */
  erased?: boolean;
  /** Avatar uploads (by their event id) whose processing outcome is recorded. */
  avatarOutcomes: string[];
  /** Answer recordings (by media id) whose processing outcome is recorded. */
  answerMediaOutcomes: string[];
}

export const initialProfileMedia = (): ProfileMedia => ({
  profileStarted: false,
  avatarOutcomes: [],
  answerMediaOutcomes: [],
});

/** Folds the whole profile stream: the profile's own events and its media. */
export function evolveProfileMedia(state: ProfileMedia, event: SpecialistEvent | MediaEvent): ProfileMedia {
  switch (event.type) {
    case 'SpecialistProfileStarted':
      return { ...state, profileStarted: true };
    case 'SpecialistProfileErased':
      return { ...state, erased: true };
    case 'AvatarProcessed':
    case 'AvatarProcessingFailed':
      return { ...state, avatarOutcomes: [...state.avatarOutcomes, event.data.uploadEventId] };
    case 'AnswerMediaProcessed':
    case 'AnswerMediaProcessingFailed':
      return { ...state, answerMediaOutcomes: [...state.answerMediaOutcomes, event.data.mediaId] };
    default:
      return state;
  }
}
