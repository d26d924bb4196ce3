import { Worker } from 'bullmq';
import { MAIL_QUEUE, bullConnection, type Logger, type MailJob, type Mailer } from '@dth/infrastructure';

/** Delivers queued mail; BullMQ retries failures with exponential backoff (see mailJobDefaults). */
export function startMailWorker(
  redisUrl: string,
  mailer: Mailer,
  logger: Logger,
  concurrency: number,
): Worker<MailJob> {
  const worker = new Worker<MailJob>(MAIL_QUEUE, async (job) => mailer.deliver(job.id ?? job.name, job.data), {
    connection: bullConnection(redisUrl),
    concurrency,
  });
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'mail delivery failed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'mail worker error'));
  return worker;
}
