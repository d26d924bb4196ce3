import { UnrecoverableError, Worker, type Job } from 'bullmq';
import {
  mediaDecider,
  toSpecialistStream,
  type Decider,
  type DomainEvent,
  type MediaOutcomeCommand,
} from '@dth/domain';
import {
  bullConnection,
  deterministicUuid,
  handleCommand,
  processName,
  systemClock,
  type Clock,
  type CommandContext,
  type EventStore,
  type Logger,
  type MediaJob,
} from '@dth/infrastructure';

export interface MediaWorkerOptions {
  redisUrl: string;
  store: EventStore;
  logger: Logger;
  concurrency: number;
  /** How long a job stays locked to a worker; a killed worker's job is retried after it. */
  lockDurationMs: number;
  /** When an outcome is recorded (the platform's time in tests); the system clock when absent. */
  clock?: Clock;
}

/** Where a job's outcome is recorded, and on which clock. */
export type OutcomeLog = Pick<MediaWorkerOptions, 'store' | 'clock'>;

/** What every media job carries: the upload event that asked for it, and the request it came from. */
export interface UploadJob {
  uploadEventId: string;
  correlationId: string;
}

type StatedByProcessor<C> = C extends MediaOutcomeCommand
  ? { type: C['type']; data: Omit<C['data'], 'specialistId' | 'eventId'> }
  : never;
/** A job's outcome as a processor states it; the job supplies the profile and the event id. */
export type MediaOutcome = StatedByProcessor<MediaOutcomeCommand>;

/**
 * Appends a job's outcome through a decider as the worker (actor 'system', caused by the upload).
 * The event id is derived from the upload event's id, and the deciders ignore an outcome already
 * recorded, so a job that runs again (stalled, retried, duplicated) appends nothing new.
 */
export async function appendOutcome<C extends { type: string; data: object }, E extends DomainEvent, S>(
  { store, clock = systemClock }: OutcomeLog,
  stream: string,
  decider: Decider<C, E, S>,
  job: UploadJob,
  outcome: { type: C['type']; data: object },
  subject: object,
): Promise<void> {
  const context: CommandContext = {
    actorId: 'worker',
    actorRole: 'system',
    correlationId: job.correlationId,
    causationId: job.uploadEventId,
    now: clock.now().toISOString(),
  };
  const eventId = deterministicUuid(`${outcome.type}:${job.uploadEventId}`);
  const command = {
    ...outcome,
    data: { ...outcome.data, ...subject, eventId },
    metadata: { now: context.now },
  } as unknown as C;
  await handleCommand(store, stream, decider, command, context);
}

/** Records a specialist media job's outcome in the specialist's stream through the media decider. */
export function recordOutcome(log: OutcomeLog, job: MediaJob, outcome: MediaOutcome): Promise<void> {
  return appendOutcome(log, toSpecialistStream(job.specialistId), mediaDecider, job, outcome, {
    specialistId: job.specialistId,
  });
}

/**
 * A BullMQ worker whose failures end in a failure event: a permanent error, or the last
 * attempt, records the `failed` outcome (visible to the owner) before the job is given up.
 * `record` appends an outcome where the job's uploads live (the specialist's stream by default).
 */
export function startMediaWorker<J extends UploadJob = MediaJob, O = MediaOutcome>(
  queue: string,
  options: MediaWorkerOptions,
  process: (job: Job<J>) => Promise<void>,
  isPermanent: (error: unknown) => boolean,
  failed: (job: J, reason: string) => O,
  record: (log: OutcomeLog, job: J, outcome: O) => Promise<void> = recordOutcome as unknown as (
    log: OutcomeLog,
    job: J,
    outcome: O,
  ) => Promise<void>,
): Worker<J> {
  const worker = new Worker<J>(
    queue,
    async (job) => {
      try {
        await process(job);
      } catch (error) {
        const permanent = isPermanent(error);
        const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (!permanent && !lastAttempt) throw error;
        await record(options, job.data, failed(job.data, (error as Error).message));
        throw permanent ? new UnrecoverableError((error as Error).message) : error;
      }
    },
    {
      connection: bullConnection(options.redisUrl),
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.lockDurationMs,
      // Kept with each job (processedBy), so with several workers one can tell which processed it.
      name: processName(),
    },
  );
  worker.on('failed', (job, error) =>
    options.logger.warn({ queue, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'media job failed'),
  );
  worker.on('error', (error) => options.logger.error({ queue, err: error }, 'media worker error'));
  return worker;
}
