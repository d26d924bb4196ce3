import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  ANSWER_MEDIA_QUEUE,
  AVATAR_QUEUE,
  LOGO_QUEUE,
  bullConnection,
  createDocumentQueue,
  deleteMatching,
  type DocumentJob,
  type LogoJob,
  type Logger,
  type MediaJob,
} from '@dth/infrastructure';

/** Polls `done` until true; throws `what` after a while (the erasure job is then tried again). */
export type Until = (done: () => Promise<boolean>, what: string) => Promise<void>;

/** Job states whose jobs may be removed (an active one is locked by the worker running it). */
const RESTING = ['completed', 'failed', 'delayed', 'wait', 'paused', 'prioritized'] as const;

/**
 * The copies of an erased person's data that outlive the read models' rebuild, in Redis: jobs keep
 * their data after they ran (a team pack's job holds the whole pack's content; a media job the key
 * of the person's photo), and Redis' own files keep what was deleted until they are rewritten.
 * Each step may run again (the erasure job is retried): removing what is gone removes nothing.
 */
export class ErasedCopies {
  private readonly documents: Queue<DocumentJob>;
  private readonly media: Queue<MediaJob | LogoJob>[];

  constructor(
    redisUrl: string,
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {
    this.documents = createDocumentQueue(redisUrl);
    this.media = [AVATAR_QUEUE, ANSWER_MEDIA_QUEUE, LOGO_QUEUE].map(
      (name) => new Queue(name, { connection: bullConnection(redisUrl) }),
    );
  }

  /** Run once the read models are rebuilt without the person: what is asked for from then on is made without them. */
  async remove(userId: string, until: Until): Promise<void> {
    // Any document may name the person: every job goes, its reader's next poll asks again (and gets the file made now).
    await until(async () => {
      await removeAll(await this.documents.getJobs([...RESTING]));
      return (await this.documents.getActiveCount()) === 0;
    }, 'documents still rendering');
    await removeAll(await this.documents.getJobs([...RESTING]));
    for (const queue of this.media) {
      const jobs = await queue.getJobs([...RESTING]);
      await removeAll(
        jobs.filter((job) => {
          const data = job?.data as Partial<MediaJob & LogoJob> | undefined;
          return data?.specialistId === userId || data?.ownerId === userId;
        }),
      );
    }
    // Frozen links' content kept outside the read models by versions before it moved into them (a week at most).
    await deleteMatching(this.redis, 'share:frozen:*');
    await this.rewritePersistence(until);
  }

  /**
   * Redis' append-only file (and snapshot) still hold every value deleted since they were last written: rewritten
   * now, they hold only what is left. A Redis that does not let CONFIG be read (a managed one) is the operator's
   * to rewrite (docs/operations.md).
   */
  private async rewritePersistence(until: Until): Promise<void> {
    let appendOnly: string | undefined;
    let save: string | undefined;
    try {
      [, appendOnly] = (await this.redis.config('GET', 'appendonly')) as string[];
      [, save] = (await this.redis.config('GET', 'save')) as string[];
    } catch (error) {
      this.logger.warn({ err: error }, "Redis' files were not rewritten after an erasure: run BGREWRITEAOF");
      return;
    }
    if (save) await this.redis.bgsave('SCHEDULE');
    if (appendOnly !== 'yes') return;
    // A rewrite already under way started before the deletions: this one waits for it, then asks again.
    let asked = false;
    await until(async () => {
      asked ||= await this.redis.bgrewriteaof().then(
        () => true,
        () => false,
      );
      const info = await this.redis.info('persistence');
      return asked && /aof_rewrite_in_progress:0\b/.test(info) && /aof_rewrite_scheduled:0\b/.test(info);
    }, 'Redis is rewriting its append-only file');
  }

  async close(): Promise<void> {
    await Promise.all([this.documents.close(), ...this.media.map((queue) => queue.close())]);
  }
}

const removeAll = (jobs: (Job | undefined)[]) =>
  Promise.all(jobs.filter((job) => job !== undefined).map((job) => job.remove().catch(() => undefined)));
