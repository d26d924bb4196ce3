import type { Queue } from 'bullmq';
import { documentMessages, renderedInJob, type DocumentKind, type DocumentRequest } from '@dth/domain';
import {
  documentCacheKey,
  documentJobDefaults,
  type DocumentJob,
  type DocumentJobProgress,
  type DocumentMaker,
  type ReadModelStore,
  type ShareLinkDownloadJob,
  shareLinkDownloadJobDefaults,
} from '@dth/infrastructure';

/** A document still being made: how far its job is. */
export interface PendingDocument {
  state: 'waiting' | 'rendering';
  parts: number;
  total: number | null;
}

export class DocumentRenderFailed extends Error {
  constructor() {
    super(documentMessages.renderFailed);
  }
}

/**
 * Hands documents out: from the blob store when the same request was made before, rendered in the
 * request for a CV, through a worker job for a team pack or a project brief (the job's id is the
 * cache key, so readers asking at once share one rendering; they poll until the file is there).
 * The documents kept in memory are kept for one keyspace: an erasure rebuilds every read model into
 * a new one, and then they go (its job deletes the stored ones).
 */
export class DocumentDelivery {
  private stamp = '';

  constructor(
    private readonly maker: DocumentMaker,
    private readonly jobs: Queue<DocumentJob>,
    private readonly downloads: Queue<ShareLinkDownloadJob>,
    private readonly readModels: Pick<ReadModelStore, 'keyspace'>,
  ) {}

  async deliver(request: DocumentRequest): Promise<{ pdf: Buffer } | { pending: PendingDocument }> {
    if (this.readModels.keyspace.stamp !== this.stamp) {
      this.maker.forgetRecent();
      this.stamp = this.readModels.keyspace.stamp;
    }
    const key = documentCacheKey(request);
    const cached = await this.maker.cached(key);
    if (cached) return { pdf: cached };
    if (!renderedInJob(request.content.kind)) return { pdf: await this.maker.make(request) };
    let job = await this.jobs.getJob(key);
    const state = job ? await job.getState() : 'unknown';
    if (job && state === 'failed') {
      // Told once; the next ask tries again.
      await job.remove().catch(() => undefined);
      throw new DocumentRenderFailed();
    }
    if (job && state === 'completed') {
      // Finished since the look in the store; or its file is gone from there, and it renders again.
      const done = await this.maker.cached(key);
      if (done) return { pdf: done };
      await job.remove().catch(() => undefined);
    }
    // A job queued now waits; one already there says what it is doing.
    const queued = !job || state === 'completed' || state === 'unknown';
    if (!job || queued) job = await this.jobs.add('render', { request }, { ...documentJobDefaults, jobId: key });
    const progress = job.progress as Partial<DocumentJobProgress> | number | undefined;
    const parts = typeof progress === 'object' && progress ? (progress.parts ?? 0) : 0;
    const total = typeof progress === 'object' && progress ? (progress.total ?? null) : null;
    return { pending: { state: !queued && state === 'active' ? 'rendering' : 'waiting', parts, total } };
  }

  /** A share link's document was handed out: the worker records it in the link's access log. */
  async recordDownload(
    linkId: string,
    kind: DocumentKind,
    visitor: { ipHash: string; userAgentFamily: string },
  ): Promise<void> {
    await this.downloads.add(
      'record',
      { linkId, kind, viewerEmail: null, ...visitor, downloadedAt: new Date().toISOString() },
      shareLinkDownloadJobDefaults,
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.jobs.close(), this.downloads.close()]);
  }
}
