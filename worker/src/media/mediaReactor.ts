import { Queue } from 'bullmq';
import type { AnswerMediaUploaded, AvatarUploaded, BusinessOwnerLogoUploaded } from '@dth/domain';
import {
  ANSWER_MEDIA_QUEUE,
  AVATAR_QUEUE,
  LOGO_QUEUE,
  bullConnection,
  mediaJobDefaults,
  type LogoJob,
  type MediaJob,
  type RecordedEvent,
} from '@dth/infrastructure';
import type { Reaction } from '../reactions/logReactor';

/**
 * Turns upload events into processing jobs by following the log, so an upload whose request
 * died right after its append is still processed. The job id is the upload event's id: a
 * replayed event adds no second job.
 */
export class MediaJobsReaction implements Reaction {
  readonly name = 'media-reactor';
  readonly startAt = 'beginning';
  private readonly avatars: Queue<MediaJob>;
  private readonly answerMedia: Queue<MediaJob>;
  private readonly logos: Queue<LogoJob>;

  constructor(redisUrl: string) {
    this.avatars = new Queue(AVATAR_QUEUE, { connection: bullConnection(redisUrl) });
    this.answerMedia = new Queue(ANSWER_MEDIA_QUEUE, { connection: bullConnection(redisUrl) });
    this.logos = new Queue(LOGO_QUEUE, { connection: bullConnection(redisUrl) });
  }

  async react(event: RecordedEvent): Promise<void> {
    const { correlationId } = event.metadata;
    if (event.type === 'AvatarUploaded') {
      const { specialistId, originalKey } = (event as unknown as AvatarUploaded).data;
      await this.avatars.add(
        'process',
        { specialistId, uploadEventId: event.id, correlationId, key: originalKey },
        { ...mediaJobDefaults, jobId: event.id },
      );
    } else if (event.type === 'AnswerMediaUploaded') {
      const { specialistId, key, mediaId, kind } = (event as unknown as AnswerMediaUploaded).data;
      await this.answerMedia.add(
        'process',
        { specialistId, uploadEventId: event.id, correlationId, key, mediaId, kind },
        { ...mediaJobDefaults, jobId: event.id },
      );
    } else if (event.type === 'BusinessOwnerLogoUploaded') {
      const { ownerId, originalKey } = (event as unknown as BusinessOwnerLogoUploaded).data;
      await this.logos.add(
        'process',
        { ownerId, uploadEventId: event.id, correlationId, key: originalKey },
        { ...mediaJobDefaults, jobId: event.id },
      );
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.avatars.close(), this.answerMedia.close(), this.logos.close()]);
  }
}
