import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import {
  auditExportJobDefaults,
  auditExportKey,
  type AuditExportJob,
  type AuditExportProgress,
  type DownloadLinks,
} from '@dth/infrastructure';
import type { AuditFilter } from './auditFilter';
import { readExportJob, type ExportJobState } from '../exportJobs';

export type AuditExportFormat = AuditExportJob['format'];
export type AuditExportState = ExportJobState;

/** An export as the report shows it; `url` once it is done, until it expires. */
export interface AuditExportStatus {
  id: string;
  format: AuditExportFormat;
  state: AuditExportState;
  rows: number;
  /** Rows the filter matched when the export began (null before). */
  total: number | null;
  file_name: string;
  url: string | null;
  expires_at: string | null;
}

const fileNameOf = (format: AuditExportFormat, now: Date) =>
  `audit-events-${now.toISOString().replace(/[:.]/g, '-')}.${format}`;
const progressOf = (progress: unknown): AuditExportProgress | null =>
  progress && typeof progress === 'object' && 'rows' in progress ? (progress as AuditExportProgress) : null;

/**
 * The report's exports as BullMQ jobs: the worker writes the file into the blob store's private
 * exports/ prefix, and the gateway serves it with a signed link that expires a day after the file
 * was written. Each admin sees only the exports they started.
 */
export class AuditExports {
  constructor(
    private readonly queue: Queue<AuditExportJob>,
    private readonly links: DownloadLinks,
  ) {}

  async start(
    format: AuditExportFormat,
    filter: AuditFilter,
    version: number,
    adminId: string,
    now = new Date(),
  ): Promise<AuditExportStatus> {
    const id = randomUUID();
    const key = auditExportKey(id, fileNameOf(format, now));
    await this.queue.add(
      'export',
      { format, filter, version, requestedBy: adminId, key },
      { ...auditExportJobDefaults, jobId: id },
    );
    return (await this.status(id, adminId, now))!;
  }

  async status(id: string, adminId: string, now = new Date()): Promise<AuditExportStatus | null> {
    const read = await readExportJob(this.queue, id, now);
    if (!read || read.job.data.requestedBy !== adminId) return null;
    const { job, state, expiresAt } = read;
    const progress = progressOf(job.progress);
    const fileName = job.data.key.slice(job.data.key.lastIndexOf('/') + 1);
    const answer: AuditExportStatus = {
      id,
      format: job.data.format,
      state,
      rows: progress?.rows ?? 0,
      total: progress?.total ?? null,
      file_name: fileName,
      url: null,
      expires_at: null,
    };
    if (expiresAt === null) return answer;
    return {
      ...answer,
      url: this.links.sign(`/${job.data.key}`, expiresAt),
      expires_at: new Date(expiresAt * 1000).toISOString(),
    };
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
