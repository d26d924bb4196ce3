import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AnswerMediaUploaded, AvatarUploaded, BusinessOwnerLogoUploaded } from '@dth/domain';
import {
  ANSWER_MEDIA_QUEUE, AVATAR_QUEUE, LOGO_QUEUE, bullConnection, mediaJobDefaults, type EventStore, type LogoJob, type Logger, type MediaJob, type RecordedEvent,
} from '@dth/infrastructure';

const CHECKPOINT_KEY = 'worker:media-reactor:checkpoint';

/**
 * Turns upload events into processing jobs by following the log, so an upload whose request
 * died right after its append is still processed. The job id is the upload event's id: a
 * replayed event adds no second job.
 */
export class MediaReactor {
  private readonly avatars: Queue<MediaJob>;
  private readonly answerMedia: Queue<MediaJob>;
  private readonly logos: Queue<LogoJob>;

  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
    redisUrl: string,
    private readonly logger: Logger,
  ) {
    this.avatars = new Queue(AVATAR_QUEUE, { connection: bullConnection(redisUrl) });
    this.answerMedia = new Queue(ANSWER_MEDIA_QUEUE, { connection: bullConnection(redisUrl) });
    this.logos = new Queue(LOGO_QUEUE, { connection: bullConnection(redisUrl) });
  }

  async run(signal: AbortSignal): Promise<void> {
    const from = BigInt((await this.redis.get(CHECKPOINT_KEY)) ?? 0);
    for await (const event of this.store.subscribeToAll({ fromPosition: from, signal })) {
      await this.react(event);
      await this.redis.set(CHECKPOINT_KEY, event.position.toString());
    }
  }

  private async react(event: RecordedEvent): Promise<void> {
    if (event.type === 'AvatarUploaded') {
      const { specialistId, originalKey } = (event as unknown as AvatarUploaded).data;
      await this.avatars.add('process', { specialistId, uploadEventId: event.id, correlationId: event.metadata.correlationId, key: originalKey }, { ...mediaJobDefaults, jobId: event.id });
      this.logger.debug({ jobId: event.id }, 'avatar job queued');
    } else if (event.type === 'AnswerMediaUploaded') {
      const { specialistId, key, mediaId, kind } = (event as unknown as AnswerMediaUploaded).data;
      await this.answerMedia.add('process', { specialistId, uploadEventId: event.id, correlationId: event.metadata.correlationId, key, mediaId, kind }, { ...mediaJobDefaults, jobId: event.id });
    } else if (event.type === 'BusinessOwnerLogoUploaded') {
      const { ownerId, originalKey } = (event as unknown as BusinessOwnerLogoUploaded).data;
      await this.logos.add('process', { ownerId, uploadEventId: event.id, correlationId: event.metadata.correlationId, key: originalKey }, { ...mediaJobDefaults, jobId: event.id });
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.avatars.close(), this.answerMedia.close(), this.logos.close()]);
  }
}
