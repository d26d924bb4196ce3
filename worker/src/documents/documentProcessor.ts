import { Worker } from 'bullmq';
import {
  DOCUMENT_QUEUE, bullConnection, processName, type DocumentJob, type DocumentJobProgress, type DocumentMaker, type Logger,
} from '@dth/infrastructure';

export interface DocumentWorkerOptions {
  redisUrl: string;
  maker: DocumentMaker;
  logger: Logger;
  lockDurationMs: number;
}

/**
 * Renders team packs and project briefs into the blob store (documents/{cache key}.pdf), telling
 * the pages drawn as the job's progress, which the reader's dialog shows while it polls.
 */
export function startDocumentWorker({ redisUrl, maker, logger, lockDurationMs }: DocumentWorkerOptions): Worker<DocumentJob, { bytes: number }> {
  const worker = new Worker<DocumentJob, { bytes: number }>(
    DOCUMENT_QUEUE,
    async (job) => {
      const started = Date.now();
      const pdf = await maker.make(job.data.request, (parts, total) => job.updateProgress({ parts, total } satisfies DocumentJobProgress));
      logger.info({ jobId: job.id, kind: job.data.request.content.kind, bytes: pdf.length, ms: Date.now() - started }, 'document rendered');
      return { bytes: pdf.length };
    },
    // Rendering is CPU work: one at a time per worker, beside the other queues.
    { connection: bullConnection(redisUrl), concurrency: 1, lockDuration: lockDurationMs, name: processName() },
  );
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'document rendering failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'document worker error'));
  return worker;
}
