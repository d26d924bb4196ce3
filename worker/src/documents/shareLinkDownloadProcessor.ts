import { Worker } from 'bullmq';
import { GoneError, NotFoundError, shareLinkDecider, toShareLinkStream, type ShareLinkCommand } from '@dth/domain';
import {
  SHARE_LINK_DOWNLOAD_QUEUE,
  bullConnection,
  handleCommand,
  processName,
  systemClock,
  type Clock,
  type CommandContext,
  type EventStore,
  type Logger,
  type ShareLinkDownloadJob,
} from '@dth/infrastructure';

export interface ShareLinkDownloadWorkerOptions {
  redisUrl: string;
  store: EventStore;
  logger: Logger;
  lockDurationMs: number;
  /** When a download is recorded (the platform's time in tests); the system clock when absent. */
  clock?: Clock;
}

/**
 * Records each document a share link handed out as a view in its access log (`ShareLinkOpened`
 * with the document's kind), through the share-link decider: the query API that served it appends
 * nothing. At least once: a worker killed between the append and the job's end records it twice.
 */
export function startShareLinkDownloadWorker({
  redisUrl,
  store,
  logger,
  lockDurationMs,
  clock = systemClock,
}: ShareLinkDownloadWorkerOptions): Worker<ShareLinkDownloadJob> {
  const worker = new Worker<ShareLinkDownloadJob>(
    SHARE_LINK_DOWNLOAD_QUEUE,
    async (job) => {
      const { linkId, ...download } = job.data;
      // The record's own time; whether the link still took the download was decided at `downloadedAt`.
      const now = clock.now().toISOString();
      const context: CommandContext = {
        actorId: 'worker',
        actorRole: 'system',
        correlationId: String(job.id),
        causationId: String(job.id),
        now,
      };
      const command = {
        type: 'RecordShareLinkDownload',
        data: { linkId, ...download },
        metadata: { now, actor: { userId: 'worker', userType: 'admin' } },
      } as ShareLinkCommand;
      try {
        await handleCommand(store, toShareLinkStream(linkId), shareLinkDecider, command, context);
      } catch (error) {
        // Revoked or gone since it was served: nothing to record.
        if (error instanceof GoneError || error instanceof NotFoundError)
          return void logger.info({ linkId, reason: error.message }, 'share-link download not recorded');
        throw error;
      }
    },
    { connection: bullConnection(redisUrl), concurrency: 4, lockDuration: lockDurationMs, name: processName() },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'share-link download not recorded'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'share-link download worker error'));
  return worker;
}
