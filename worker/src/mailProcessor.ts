import { Worker } from 'bullmq';
import { MAIL_QUEUE, bullConnection, type Logger, type MailJob, type Mailer } from '@dth/infrastructure';

/** Delivers queued mail; BullMQ retries failures with exponential backoff (see mailJobDefaults). */
export function startMailWorker(
  redisUrl: string,
  mailer: Mailer,
  logger: Logger,
  concurrency: number,
  lockDurationMs: number,
): Worker<MailJob> {
  const worker = new Worker<MailJob>(MAIL_QUEUE, async (job) => mailer.deliver(job.id ?? job.name, job.data), {
    connection: bullConnection(redisUrl),
    concurrency,
    // A killed worker's mail is taken up again after WORKER_LOCK_MS, as its other jobs are (BullMQ's own
    // 30 s lock and 30 s stalled check left a mail up to a minute behind a kill).
    lockDuration: lockDurationMs,
    stalledInterval: lockDurationMs,
  });
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'mail delivery failed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'mail worker error'));
  return worker;
}
