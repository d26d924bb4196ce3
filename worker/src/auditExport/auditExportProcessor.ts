import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Worker } from 'bullmq';
import {
  AUDIT_EXPORTS_PREFIX,
  AUDIT_EXPORT_QUEUE,
  AUDIT_EXPORT_TTL_SECONDS,
  bullConnection,
  openEventAnalytics,
  processName,
  type AuditExportJob,
  type AuditExportProgress,
  type AuditRowFilter,
  type AuditStoreReader,
  type BlobStore,
  type EventLog,
  type Logger,
} from '@dth/infrastructure';
import { auditExportChunks, auditExportEventRuns, type AuditExportSource } from './auditExportLines';

const PROGRESS_EVERY_MS = 250;
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
  parquet: 'application/vnd.apache.parquet',
} as const;

export interface AuditExportWorkerOptions {
  redisUrl: string;
  audit: AuditStoreReader;
  log: EventLog;
  blobs: BlobStore;
  logger: Logger;
  lockDurationMs: number;
  /** How often a running export reports its row count (default 250 ms). */
  progressEveryMs?: number;
}

/** What a finished export job returns (BullMQ keeps it as the job's return value). */
export interface AuditExportResult {
  rows: number;
  total: number;
}

/**
 * Writes the report's exports into the blob store's private exports/ prefix (never served under
 * /media; the gateway serves a file only with a signed link). One export at a time per worker: it is
 * CPU work, and the upload holds one part in memory. Exports older than a day are deleted as each
 * one starts.
 */
export function startAuditExportWorker(options: AuditExportWorkerOptions): Worker<AuditExportJob, AuditExportResult> {
  const { audit, log, blobs, logger, progressEveryMs = PROGRESS_EVERY_MS } = options;
  const worker = new Worker<AuditExportJob, AuditExportResult>(
    AUDIT_EXPORT_QUEUE,
    async (job) => {
      await removeExpiredExports(blobs).catch((error) => logger.warn({ err: error }, 'expired exports not removed'));
      const { format, version, key } = job.data;
      const filter = job.data.filter as AuditRowFilter;
      const total = (await audit.page(version, filter, 'DESC', 0, 0)).total;
      let rows = 0;
      let reported = 0;
      const report = (progress: AuditExportProgress) =>
        job.updateProgress(progress).catch((error) => logger.warn({ err: error }, 'export progress not saved'));
      await report({ rows, total });
      const counted = (count: number) => {
        rows = count;
        if (Date.now() - reported < progressEveryMs) return;
        reported = Date.now();
        void report({ rows, total });
      };
      const source = { audit, log, version, filter };
      if (format === 'parquet') await putParquet(blobs, key, source, counted);
      else await blobs.putStream(key, Readable.from(auditExportChunks(format, source, counted)), CONTENT_TYPES[format]);
      await report({ rows, total });
      logger.info({ jobId: job.id, format, rows }, 'audit export written');
      return { rows, total };
    },
    {
      connection: bullConnection(options.redisUrl),
      concurrency: 1,
      lockDuration: options.lockDurationMs,
      name: processName(),
    },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'audit export failed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'audit export worker error'));
  return worker;
}

/**
 * The matched events as a Parquet file (the columns of `npm run events:export -- --format parquet`): DuckDB writes
 * it to a scratch file, which is then streamed to the blob store.
 */
async function putParquet(
  blobs: BlobStore,
  key: string,
  source: AuditExportSource,
  counted: (rows: number) => void,
): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'audit-export-'));
  const analytics = await openEventAnalytics();
  try {
    await analytics.load(eventsOf(auditExportEventRuns(source)), counted);
    const file = join(scratch, 'export.parquet');
    await analytics.copyToParquet(file);
    await blobs.putStream(key, createReadStream(file), CONTENT_TYPES.parquet);
  } finally {
    analytics.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function* eventsOf<T>(runs: AsyncIterable<T[]>): AsyncIterable<T> {
  for await (const run of runs) yield* run;
}

/** Real time, not an injected clock: an export's day runs from the blob store's date and BullMQ's finishedOn (exportJobs.ts). */
async function removeExpiredExports(blobs: BlobStore): Promise<void> {
  await blobs.remove(
    await blobs.keysOlderThan(AUDIT_EXPORTS_PREFIX, new Date(Date.now() - AUDIT_EXPORT_TTL_SECONDS * 1000)),
  );
}
