import { Queue, type ConnectionOptions } from 'bullmq';
import type { DocumentKind, DocumentLocale, DocumentRequest } from '@dth/domain';

export const MAIL_QUEUE = 'mail';

export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the mail carries, logged when mail goes to files. */
  link?: string;
}

/** BullMQ wants its own connection settings (maxRetriesPerRequest null for workers). */
export function bullConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined,
    maxRetriesPerRequest: null,
  };
}

export const mailJobDefaults = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: false,
} as const;

/** The command side's way to ask the worker for a mail; the job id makes a retried request a no-op. */
export class MailOutbox {
  constructor(private readonly queue: Queue<MailJob>) {}

  async send(jobId: string, mail: MailJob): Promise<void> {
    await this.queue.add('send', mail, { ...mailJobDefaults, jobId });
  }

  /** Whether the mail with this job id was queued already (kept a week once sent, removeOnComplete). */
  async queued(jobId: string): Promise<boolean> {
    return (await this.queue.getJob(jobId)) !== undefined;
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

export const createMailQueue = (redisUrl: string) =>
  new Queue<MailJob>(MAIL_QUEUE, { connection: bullConnection(redisUrl) });

export const AVATAR_QUEUE = 'avatars';
export const ANSWER_MEDIA_QUEUE = 'answer-media';
export const LOGO_QUEUE = 'logos';

/** A media job names the upload event that asked for it; the job id is that event's id. */
export interface MediaJob {
  specialistId: string;
  uploadEventId: string;
  /** Carried into the metadata of the events the job appends. */
  correlationId: string;
  key: string;
  /** Answer media only. */
  mediaId?: string;
  kind?: 'video' | 'audio';
}

/** A company logo to process: the job id is the `BusinessOwnerLogoUploaded` event's id. */
export interface LogoJob {
  ownerId: string;
  uploadEventId: string;
  correlationId: string;
  /** The original's key (under `originals/`, never served). */
  key: string;
}

export const mediaJobDefaults = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: false,
} as const;

export const AUDIT_EXPORT_QUEUE = 'audit-exports';
/** The report's export formats: CSV (the rows), NDJSON and Parquet (the events). */
export const AUDIT_EXPORT_FORMATS = ['csv', 'ndjson', 'parquet'] as const;

/** The report's filtered rows as a file, written by the worker into the blob store's private exports/ prefix. */
export interface AuditExportJob {
  format: (typeof AUDIT_EXPORT_FORMATS)[number];
  /** The list's filter, as the query API parsed it. */
  filter: Record<string, unknown>;
  /** The audit's version when it was asked for (a replay may switch to the next one meanwhile). */
  version: number;
  requestedBy: string;
  /** Where the file goes: exports/<job id>/<file name>. */
  key: string;
}

/** What the report shows while the job runs: rows written of the total the filter matched when it began. */
export interface AuditExportProgress {
  rows: number;
  total: number;
}

/** Where export files live in the blob store (never served under /media): exports/<job id>/<file name>. */
export const AUDIT_EXPORTS_PREFIX = 'exports/';
export const auditExportKey = (jobId: string, fileName: string) => `${AUDIT_EXPORTS_PREFIX}${jobId}/${fileName}`;

/** An export finished this long ago is gone: its link expires and the worker deletes its file. */
export const AUDIT_EXPORT_TTL_SECONDS = 24 * 3600;

export const auditExportJobDefaults = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 1000 },
  removeOnComplete: { age: AUDIT_EXPORT_TTL_SECONDS },
  removeOnFail: { age: AUDIT_EXPORT_TTL_SECONDS },
} as const;

export const createAuditExportQueue = (redisUrl: string) =>
  new Queue<AuditExportJob>(AUDIT_EXPORT_QUEUE, { connection: bullConnection(redisUrl) });

export const PERSONAL_DATA_EXPORT_QUEUE = 'personal-data-exports';

/** A person's data archive (ZIP), built by the worker from the read models and the log; the job's id is the export's. */
export interface PersonalDataExportJob {
  userId: string;
  requestedBy: string;
}

/** The archive's place in the blob store: under exports/ (private, deleted after a day), in a folder named by the export's random id. */
export const personalDataArchiveKey = (exportId: string) => auditExportKey(exportId, 'dth-personal-data.zip');

export const personalDataExportJobDefaults = auditExportJobDefaults;

export const createPersonalDataExportQueue = (redisUrl: string) =>
  new Queue<PersonalDataExportJob>(PERSONAL_DATA_EXPORT_QUEUE, { connection: bullConnection(redisUrl) });

/** "Delete my account": one delayed job per erasure (named by its id), due when its grace period ends. */
export const ACCOUNT_ERASURE_QUEUE = 'account-erasures';

export interface AccountErasureJob {
  userId: string;
  erasureId: string;
  /** The data keys to destroy, fixed when the erasure is asked for (the address's key id cannot be read once the person's key is gone). */
  keyIds: string[];
}

export const accountErasureJobDefaults = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: true,
  removeOnFail: false,
} as const;

export const createAccountErasureQueue = (redisUrl: string) =>
  new Queue<AccountErasureJob>(ACCOUNT_ERASURE_QUEUE, { connection: bullConnection(redisUrl) });

/** Set by the projector once every read model and the report are rebuilt without an erased account. */
export const erasureRebuiltKey = (userId: string) => `privacy:rebuilt:${userId}`;

/** The daily mail of notifications (a repeatable job: one run a day for everyone who asked for it). */
export const NOTIFICATION_DIGEST_QUEUE = 'notification-digests';
export const createNotificationDigestQueue = (redisUrl: string) =>
  new Queue(NOTIFICATION_DIGEST_QUEUE, { connection: bullConnection(redisUrl) });

export const DOCUMENT_QUEUE = 'documents';

/** A team pack or project brief to render; the job id is the document's cache key, so asking twice renders once. */
export interface DocumentJob {
  request: DocumentRequest;
}

/** A rendering job's progress: parts (cover, then a CV per member) drawn of the total. */
export interface DocumentJobProgress {
  parts: number;
  total: number;
}

export const documentJobDefaults = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 500 },
  // The file is in the blob store; the job is kept briefly, so a failure is told to the next poll.
  removeOnComplete: { age: 600 },
  removeOnFail: { age: 60 },
} as const;

export const createDocumentQueue = (redisUrl: string) =>
  new Queue<DocumentJob>(DOCUMENT_QUEUE, { connection: bullConnection(redisUrl) });

export const SHARE_LINK_DOWNLOAD_QUEUE = 'share-link-downloads';

/** A document downloaded through a share link, for the worker to record in the link's access log (the query API appends nothing). */
export interface ShareLinkDownloadJob {
  linkId: string;
  kind: DocumentKind;
  viewerEmail: string | null;
  userAgentFamily: string;
  ipHash: string;
  downloadedAt: string;
}

export const shareLinkDownloadJobDefaults = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 3600 },
  removeOnFail: false,
} as const;

export const createShareLinkDownloadQueue = (redisUrl: string) =>
  new Queue<ShareLinkDownloadJob>(SHARE_LINK_DOWNLOAD_QUEUE, { connection: bullConnection(redisUrl) });

export const SHARE_LINK_CODE_QUEUE = 'share-link-codes';

/**
 * A visitor asked for a one-time code to open an address-gated link. The request queues one for
 * every address before it answers (the job is the outbox, and the answer takes the same time for
 * every address); the worker issues and mails the code only when the address is on the link's list.
 */
export interface ShareLinkCodeJob {
  linkId: string;
  email: string;
  /** The visitor, whose mails count against the limits of mails sent on others' behalf. */
  ipHash: string;
  correlationId: string;
  requestedAt: string;
  /** The mail's language (absent in jobs queued before it was asked: English). */
  locale?: DocumentLocale;
}

export const shareLinkCodeJobDefaults = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
  // The job holds an address: gone once done.
  removeOnComplete: true,
  removeOnFail: { age: 24 * 3600 },
} as const;

export const createShareLinkCodeQueue = (redisUrl: string) =>
  new Queue<ShareLinkCodeJob>(SHARE_LINK_CODE_QUEUE, { connection: bullConnection(redisUrl) });
export type ShareLinkCodeQueue = ReturnType<typeof createShareLinkCodeQueue>;
