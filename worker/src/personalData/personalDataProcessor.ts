import archiver from 'archiver';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  PERSONAL_DATA_EXPORT_QUEUE,
  bullConnection,
  currentKeyspace,
  personalDataArchiveKey,
  processName,
  systemClock,
  type BlobStore,
  type Clock,
  type EventLog,
  type Logger,
  type MailOutbox,
  type PersonalDataExportJob,
} from '@dth/infrastructure';
import { PERSONAL_DATA_MEDIA_FOLDER } from '@dth/domain';
import { personalDataFiles } from './personalDataArchive';

export interface PersonalDataWorkerOptions {
  redisUrl: string;
  /** The read models' Redis. */
  redis: Redis;
  log: EventLog;
  blobs: BlobStore;
  outbox: MailOutbox;
  publicUrl: string;
  logger: Logger;
  lockDurationMs: number;
  /** The time the archive says it was made (the platform's in tests); the system clock when absent. */
  clock?: Clock;
}

/** What the page shows while the archive is built: the log's events read so far, of those it had when the job began. */
export interface PersonalDataExportProgress {
  scanned: number;
  total: number;
}

/**
 * Builds a person's data archive (one ZIP, PERSONAL_DATA_FILES) into the blob store's private exports/
 * prefix, under the export's random id (deleted after a day with the report's exports), and mails the
 * person that it is ready: the mail names the Account page, not the file, which is served to the
 * signed-in owner only.
 */
export function startPersonalDataExportWorker(
  options: PersonalDataWorkerOptions,
): Worker<PersonalDataExportJob, { bytes: number }> {
  const { redis, log, blobs, outbox, logger, clock = systemClock } = options;
  const worker = new Worker<PersonalDataExportJob, { bytes: number }>(
    PERSONAL_DATA_EXPORT_QUEUE,
    async (job) => {
      const keyspace = await currentKeyspace(redis);
      const doc = async <T>(key: string) => {
        const raw = await redis.get(keyspace.key(key));
        return raw === null ? null : (JSON.parse(raw) as T);
      };
      const total = Number(await log.headPosition());
      const report = (scanned: number) =>
        job.updateProgress({ scanned, total } satisfies PersonalDataExportProgress).catch(() => undefined);
      const archive = await personalDataFiles(
        job.data.userId,
        { doc, log },
        (scanned) => void report(scanned),
        clock.now(),
      );
      if (!archive) throw new UnrecoverableError('no such account');
      const { files, mediaKeys } = archive;

      const zip = archiver('zip', { zlib: { level: 9 } });
      for (const [name, text] of Object.entries(files)) zip.append(text, { name });
      // The files themselves, where the documents' `/media/{key}` addresses point (a replaced one may be gone).
      for (const key of mediaKeys)
        if (await blobs.exists(key)) zip.append(await blobs.get(key), { name: `${PERSONAL_DATA_MEDIA_FOLDER}${key}` });
      void zip.finalize();
      await blobs.putStream(personalDataArchiveKey(job.id!), zip, 'application/zip');
      await report(total);

      const account = JSON.parse(files['account.json']) as { email: string; first_name: string };
      const link = `${options.publicUrl}/stage/profile/edit-account`;
      await outbox.send(`personal-data-ready-${job.id}`, {
        to: account.email,
        subject: 'Your data is ready to download',
        text:
          `Hello ${account.first_name},\n\nThe copy of your data on DTH Platform${job.data.requestedBy === job.data.userId ? ' that you asked for' : ', asked for by an administrator on your behalf,'} is ready. ` +
          `Download it from your Account page within 24 hours, signed in:\n\n${link}\n`,
        link,
      });
      logger.info({ jobId: job.id, bytes: zip.pointer() }, 'personal data archive written');
      return { bytes: zip.pointer() };
    },
    {
      connection: bullConnection(options.redisUrl),
      concurrency: 1,
      lockDuration: options.lockDurationMs,
      name: processName(),
    },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'personal data archive failed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'personal data worker error'));
  return worker;
}
