import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  AUDIO_TYPES,
  IMAGE_TYPES,
  MAX_IMAGE_PIXELS,
  UnsupportedMediaTypeError,
  VIDEO_TYPES,
  mediaDecider,
  toSpecialistStream,
  type Actor,
  type MediaCommand,
  type MediaKind,
  mediaCodes,
} from '@dth/domain';
import { checkCommand, handleCommand, type BlobStore, type CommandContext, type EventStore } from '@dth/infrastructure';

const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
const has = (list: readonly string[], mime: string) => list.includes(mime);

/**
 * Accepts media for a profile: the type is decided by the bytes (never the name or the declared
 * type), the original is stored under a content-addressed key, and the upload is recorded through
 * the media decider; its event asks the worker to process it (the worker's reactor turns the
 * event into a job).
 */
export class MediaService {
  constructor(
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
  ) {}

  async uploadAvatar(specialistId: string, buffer: Buffer, actor: Actor, ctx: CommandContext) {
    const { originalKey, contentType } = await inspectImage(buffer);
    return this.record(
      {
        type: 'RecordAvatarUpload',
        data: { specialistId, originalKey, contentType, size: buffer.length },
        metadata: { now: ctx.now, actor },
      },
      { key: originalKey, buffer, contentType },
      ctx,
    );
  }

  async uploadAnswerMedia(
    specialistId: string,
    buffer: Buffer,
    hint: string | undefined,
    actor: Actor,
    ctx: CommandContext,
  ) {
    const type = await fileTypeFromBuffer(buffer);
    const kind = type ? kindOf(type.mime, type.ext, hint) : undefined;
    if (!type || !kind) throw new UnsupportedMediaTypeError(mediaCodes.notMedia);
    const key = `answers/${sha256(buffer)}.${type.ext}`;
    const contentType = kind === 'audio' ? type.mime.replace(/^video\//, 'audio/') : type.mime;
    const mediaId = randomUUID();
    const { position } = await this.record(
      {
        type: 'RecordAnswerMediaUpload',
        data: { specialistId, mediaId, kind, key, contentType, size: buffer.length },
        metadata: { now: ctx.now, actor },
      },
      { key, buffer, contentType },
      ctx,
    );
    return { position, mediaId, kind, key };
  }

  /** Stores the file once the command is known to be accepted (an unknown profile stores nothing), then records it. */
  private async record(
    command: MediaCommand,
    file: { key: string; buffer: Buffer; contentType: string },
    ctx: CommandContext,
  ) {
    const stream = toSpecialistStream(command.data.specialistId);
    await checkCommand(this.store, stream, mediaDecider, command);
    await this.blobs.put(file.key, file.buffer, file.contentType);
    const { position } = await handleCommand(this.store, stream, mediaDecider, command, ctx);
    return { position };
  }
}

/**
 * An uploaded image as its bytes tell it (never its name or declared type), refused with 415 when
 * it is not one of IMAGE_TYPES or has more pixels than MAX_IMAGE_PIXELS; its original's private,
 * content-addressed key (under `originals/`, never served).
 */
export async function inspectImage(buffer: Buffer): Promise<{ originalKey: string; contentType: string }> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !has(IMAGE_TYPES, type.mime)) throw new UnsupportedMediaTypeError(mediaCodes.notAnImage);
  const { width = 0, height = 0 } = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new UnsupportedMediaTypeError(mediaCodes.notAnImage);
    });
  if (width * height > MAX_IMAGE_PIXELS) throw new UnsupportedMediaTypeError(mediaCodes.tooManyPixels);
  return { originalKey: `originals/${sha256(buffer)}.${type.ext}`, contentType: type.mime };
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
