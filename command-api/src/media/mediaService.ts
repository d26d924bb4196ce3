import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  AUDIO_TYPES, IMAGE_TYPES, MAX_IMAGE_PIXELS, NotFoundError, UnsupportedMediaTypeError, VIDEO_TYPES, mediaMessages, toSpecialistStream,
  type MediaKind,
} from '@dth/domain';
import type { BlobStore, CommandContext, EventStore } from '@dth/infrastructure';

const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const has = (list: readonly string[], mime: string) => list.includes(mime);

/**
 * Accepts media for a profile: the type is decided by the bytes (never the name or the declared
 * type), the original is stored under a content-addressed key, and an event asks the worker to
 * process it (the worker's reactor turns the event into a job).
 */
export class MediaService {
  constructor(
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
  ) {}

  async uploadAvatar(specialistId: string, buffer: Buffer, ctx: CommandContext) {
    const type = await fileTypeFromBuffer(buffer);
    if (!type || !has(IMAGE_TYPES, type.mime)) throw new UnsupportedMediaTypeError(mediaMessages.notAnImage);
    const { width = 0, height = 0 } = await sharp(buffer, { limitInputPixels: false }).metadata().catch(() => {
      throw new UnsupportedMediaTypeError(mediaMessages.notAnImage);
    });
    if (width * height > MAX_IMAGE_PIXELS) throw new UnsupportedMediaTypeError(mediaMessages.tooManyPixels);
    await this.assertProfileExists(specialistId);
    const originalKey = `originals/${sha256(buffer)}.${type.ext}`;
    await this.blobs.put(originalKey, buffer, type.mime);
    return this.append(specialistId, 'AvatarUploaded', { specialistId, originalKey, contentType: type.mime, size: buffer.length, uploadedAt: ctx.now }, ctx);
  }

  async uploadAnswerMedia(specialistId: string, buffer: Buffer, hint: string | undefined, ctx: CommandContext) {
    const type = await fileTypeFromBuffer(buffer);
    const kind = type ? kindOf(type.mime, type.ext, hint) : undefined;
    if (!type || !kind) throw new UnsupportedMediaTypeError(mediaMessages.notMedia);
    await this.assertProfileExists(specialistId);
    const key = `answers/${sha256(buffer)}.${type.ext}`;
    const contentType = kind === 'audio' ? type.mime.replace(/^video\//, 'audio/') : type.mime;
    await this.blobs.put(key, buffer, contentType);
    const mediaId = randomUUID();
    const result = await this.append(specialistId, 'AnswerMediaUploaded', { specialistId, mediaId, kind, key, contentType, size: buffer.length, uploadedAt: ctx.now }, ctx);
    return { ...result, mediaId, kind, key };
  }

  private async assertProfileExists(specialistId: string) {
    for await (const _ of this.store.readStream(toSpecialistStream(specialistId))) return;
    throw new NotFoundError('Specialist not found');
  }

  private async append(specialistId: string, type: string, data: object, ctx: CommandContext) {
    const id = randomUUID();
    const { actorId, actorRole, correlationId, causationId } = ctx;
    const { position } = await this.store.appendToStream(
      toSpecialistStream(specialistId),
      [{ id, type, data, metadata: { actorId, actorRole, correlationId, causationId, schemaVersion: 1 } }],
      { expectedRevision: 'stream_exists' },
    );
    return { eventId: id, position };
  }
}

/**
 * WebM, MP4 and Ogg containers carry audio or video alike, so for them the recorder's `kind`
 * hint decides; an audio-only format is audio whatever the hint says.
 */
function kindOf(mime: string, ext: string, hint: string | undefined): MediaKind | undefined {
  if (has(AUDIO_TYPES, mime) || ['mp3', 'm4a', 'aac', 'wav', 'opus', 'oga'].includes(ext)) return 'audio';
  if (has(VIDEO_TYPES, mime)) return hint === 'audio' ? 'audio' : 'video';
  return undefined;
}
