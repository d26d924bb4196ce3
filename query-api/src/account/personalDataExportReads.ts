import type { Queue } from 'bullmq';
import { readExportJob, type ExportJobState } from '../exportJobs';
import { personalDataArchiveKey, type BlobStore, type PersonalDataExportJob } from '@dth/infrastructure';

export type PersonalDataExportState = ExportJobState;

/** A data archive as the Account page shows it. */
export interface PersonalDataExportStatus {
  id: string;
  user_id: string;
  state: PersonalDataExportState;
  /** Events of the log read so far, of those it had when the archive began (null before). */
  scanned: number;
  total: number | null;
  expires_at: string | null;
}

/**
 * The person's data archives: their progress, and the file itself, to the person whose data it is or
 * the admin who asked for it on their behalf (anyone else: not found). Gone a day after it was built.
 */
export class PersonalDataExportReads {
  constructor(
    private readonly queue: Queue<PersonalDataExportJob>,
    private readonly blobs: BlobStore,
  ) {}

  async status(id: string, readerId: string, now = new Date()): Promise<PersonalDataExportStatus | null> {
    const read = await readExportJob(this.queue, id, now);
    if (!read || (read.job.data.userId !== readerId && read.job.data.requestedBy !== readerId)) return null;
    const { job, state, expiresAt } = read;
    const progress = job.progress as { scanned?: number; total?: number } | undefined;
    return {
      id,
      user_id: job.data.userId,
      state,
      scanned: progress?.scanned ?? 0,
      total: progress?.total ?? null,
      expires_at: expiresAt === null ? null : new Date(expiresAt * 1000).toISOString(),
    };
  }

  /** The archive's bytes (a person's data: kilobytes to a few megabytes), once built and until it expires. */
  async archive(id: string, readerId: string, now = new Date()): Promise<Buffer | null> {
    const status = await this.status(id, readerId, now);
    return status?.state === 'done' ? this.blobs.get(personalDataArchiveKey(id)) : null;
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
