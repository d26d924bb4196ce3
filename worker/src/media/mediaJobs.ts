import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { toSpecialistStream } from '@dth/domain';
import { bullConnection, deterministicUuid, type EventStore, type Logger, type MediaJob } from '@dth/infrastructure';

export interface MediaWorkerOptions {
  redisUrl: string;
  store: EventStore;
  logger: Logger;
  concurrency: number;
  /** How long a job stays locked to a worker; a killed worker's job is retried after it. */
  lockDurationMs: number;
}

/**
 * Appends a job's outcome to the specialist's stream. The event id is derived from the upload
 * event's id, so a job that runs again (stalled, retried, duplicated) appends nothing new.
 */
export async function appendOutcome(store: EventStore, job: MediaJob, type: string, data: object): Promise<void> {
  await store.appendToStream(
    toSpecialistStream(job.specialistId),
    [{
      id: deterministicUuid(`${type}:${job.uploadEventId}`),
      type,
      data,
      metadata: { actorId: 'worker', actorRole: 'system', correlationId: job.correlationId, causationId: job.uploadEventId, schemaVersion: 1 },
    }],
    { expectedRevision: 'any' },
  );
}

/**
 * A BullMQ worker whose failures end in a failure event: a permanent error, or the last
 * attempt, appends `failedType` (visible to the owner) before the job is given up.
 */
export function startMediaWorker(
  queue: string,
  options: MediaWorkerOptions,
  process: (job: Job<MediaJob>) => Promise<void>,
  isPermanent: (error: unknown) => boolean,
  failed: (job: MediaJob, reason: string) => { type: string; data: object },
): Worker<MediaJob> {
  const worker = new Worker<MediaJob>(
    queue,
    async (job) => {
      try {
        await process(job);
      } catch (error) {
        const permanent = isPermanent(error);
        const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (!permanent && !lastAttempt) throw error;
        const outcome = failed(job.data, (error as Error).message);
        await appendOutcome(options.store, job.data, outcome.type, outcome.data);
        throw permanent ? new UnrecoverableError((error as Error).message) : error;
      }
    },
    { connection: bullConnection(options.redisUrl), concurrency: options.concurrency, lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs },
  );
  worker.on('failed', (job, error) => options.logger.warn({ queue, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'media job failed'));
  worker.on('error', (error) => options.logger.error({ queue, err: error }, 'media worker error'));
  return worker;
}
