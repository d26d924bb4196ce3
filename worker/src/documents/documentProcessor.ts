import { Worker } from 'bullmq';
import {
  DOCUMENTS_PREFIX,
  DOCUMENT_KEEP_DAYS,
  DOCUMENT_QUEUE,
  bullConnection,
  type BlobStore,
  processName,
  systemClock,
  type Clock,
  type DocumentJob,
  type DocumentJobProgress,
  type DocumentMaker,
  type Logger,
} from '@dth/infrastructure';

export interface DocumentWorkerOptions {
  redisUrl: string;
  maker: DocumentMaker;
  blobs: BlobStore;
  logger: Logger;
  lockDurationMs: number;
  /** What says a sweep is due and which documents are past DOCUMENT_KEEP_DAYS (tests move it); the system clock when absent. */
  clock?: Clock;
}

const SWEEP_EVERY_MS = 3600_000;

/**
 * Renders team packs and project briefs into the blob store (documents/{cache key}.pdf), telling
 * the pages drawn as the job's progress, which the reader's dialog shows while it polls. Before a
 * job, at most hourly, documents kept longer than DOCUMENT_KEEP_DAYS are deleted.
 */
export function startDocumentWorker({
  redisUrl,
  maker,
  blobs,
  logger,
  lockDurationMs,
  clock = systemClock,
}: DocumentWorkerOptions): Worker<DocumentJob, { bytes: number }> {
  let swept = 0;
  const worker = new Worker<DocumentJob, { bytes: number }>(
    DOCUMENT_QUEUE,
    async (job) => {
      const now = clock.now().getTime();
      if (now - swept > SWEEP_EVERY_MS) {
        swept = now;
        const before = new Date(now - DOCUMENT_KEEP_DAYS * 86_400_000);
        await blobs
          .remove(await blobs.keysOlderThan(DOCUMENTS_PREFIX, before))
          .catch((error) => logger.warn({ err: error }, 'old documents not removed'));
      }
      // Real time: it only measures the render for the log.
      const started = Date.now();
      const pdf = await maker.make(job.data.request, (parts, total) =>
        job.updateProgress({ parts, total } satisfies DocumentJobProgress),
      );
      logger.info(
        { jobId: job.id, kind: job.data.request.content.kind, bytes: pdf.length, ms: Date.now() - started },
        'document rendered',
      );
      return { bytes: pdf.length };
    },
    // Rendering is CPU work: one at a time per worker, beside the other queues.
    { connection: bullConnection(redisUrl), concurrency: 1, lockDuration: lockDurationMs, name: processName() },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'document rendering failed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'document worker error'));
  return worker;
}
