import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { mediaDecider, toSpecialistStream, type MediaOutcomeCommand } from '@dth/domain';
import {
  ConcurrencyError, bullConnection, deterministicUuid, handleCommand, type CommandContext, type EventStore, type Logger, type MediaJob,
} from '@dth/infrastructure';

export interface MediaWorkerOptions {
  redisUrl: string;
  store: EventStore;
  logger: Logger;
  concurrency: number;
  /** How long a job stays locked to a worker; a killed worker's job is retried after it. */
  lockDurationMs: number;
}

type StatedByProcessor<C> = C extends MediaOutcomeCommand ? { type: C['type']; data: Omit<C['data'], 'specialistId' | 'eventId'> } : never;
/** A job's outcome as a processor states it; the job supplies the profile and the event id. */
export type MediaOutcome = StatedByProcessor<MediaOutcomeCommand>;

/** A user's edit landing between the load and the append only means the outcome is decided again. */
const OUTCOME_ATTEMPTS = 3;

/**
 * Records a job's outcome in the specialist's stream through the media decider. The event id is
 * derived from the upload event's id, and the decider ignores an outcome already recorded, so a
 * job that runs again (stalled, retried, duplicated) appends nothing new.
 */
export async function recordOutcome(store: EventStore, job: MediaJob, outcome: MediaOutcome): Promise<void> {
  const context: CommandContext = {
    actorId: 'worker', actorRole: 'system', correlationId: job.correlationId, causationId: job.uploadEventId, now: new Date().toISOString(),
  };
  const eventId = deterministicUuid(`${outcome.type}:${job.uploadEventId}`);
  const command = { ...outcome, data: { ...outcome.data, specialistId: job.specialistId, eventId }, metadata: { now: context.now } } as MediaOutcomeCommand;
  for (let attempt = 1; ; attempt++) {
    try {
      await handleCommand(store, toSpecialistStream(job.specialistId), mediaDecider, command, context);
      return;
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt === OUTCOME_ATTEMPTS) throw error;
    }
  }
}

/**
 * A BullMQ worker whose failures end in a failure event: a permanent error, or the last
 * attempt, records the `failed` outcome (visible to the owner) before the job is given up.
 */
export function startMediaWorker(
  queue: string,
  options: MediaWorkerOptions,
  process: (job: Job<MediaJob>) => Promise<void>,
  isPermanent: (error: unknown) => boolean,
  failed: (job: MediaJob, reason: string) => MediaOutcome,
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
        await recordOutcome(options.store, job.data, failed(job.data, (error as Error).message));
        throw permanent ? new UnrecoverableError((error as Error).message) : error;
      }
    },
    { connection: bullConnection(options.redisUrl), concurrency: options.concurrency, lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs },
  );
  worker.on('failed', (job, error) => options.logger.warn({ queue, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'media job failed'));
  worker.on('error', (error) => options.logger.error({ queue, err: error }, 'media worker error'));
  return worker;
}
