import type { Queue } from 'bullmq';
import {
  ServiceUnavailableError,
  documentCodes,
  documentMessages,
  renderedInJob,
  type DocumentKind,
  type DocumentRequest,
} from '@dth/domain';
import {
  RenderPoolFull,
  documentCacheKey,
  documentJobDefaults,
  type Clock,
  type DocumentJob,
  type DocumentJobProgress,
  type DocumentMaker,
  type ReadModelStore,
  type ShareLinkDownloadJob,
  shareLinkDownloadJobDefaults,
} from '@dth/infrastructure';
import type { RenderOwner, RenderSlots } from './renderSlots';

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

/** How long a reader refused for a full render pool is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

/**
 * Hands documents out: from the blob store when the same request was made before; else a CV is drawn
 * by the render processes (never on the event loop; readers asking at once for the same one share it),
 * and a team pack or a project brief by a worker job (the job's id is the cache key, so readers asking
 * at once share one rendering; they poll until the file is there). Each render takes one of its
 * owner's slots (RenderSlots: a person's, or a share link's) until the document is there.
 * The documents kept in memory are kept for one keyspace: an erasure rebuilds every read model into
 * a new one, and then they go (its job deletes the stored ones).
 */
export class DocumentDelivery {
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private stamp = '';

  constructor(
    private readonly maker: DocumentMaker,
    private readonly jobs: Queue<DocumentJob>,
    private readonly downloads: Queue<ShareLinkDownloadJob>,
    private readonly readModels: Pick<ReadModelStore, 'keyspace'>,
    private readonly slots: RenderSlots,
    /** When a download happened: the link's access log (and whether the link still counted it) reads it. */
    private readonly clock: Clock,
  ) {}

  async deliver(request: DocumentRequest, owner: RenderOwner): Promise<{ pdf: Buffer } | { pending: PendingDocument }> {
    if (this.readModels.keyspace.stamp !== this.stamp) {
      this.maker.forgetRecent();
      this.stamp = this.readModels.keyspace.stamp;
    }
    const key = documentCacheKey(request);
    const inJob = renderedInJob(request.content.kind);
    const cached = await this.maker.cached(key);
    if (cached) {
      if (inJob) await this.slots.free(owner, key);
      return { pdf: cached };
    }
    if (!inJob) return { pdf: await this.renderHere(request, key, owner) };
    let job = await this.jobs.getJob(key);
    const state = job ? await job.getState() : 'unknown';
    if (job && state === 'failed') {
      // Told once; the next ask tries again.
      await job.remove().catch(() => undefined);
      await this.slots.free(owner, key);
      throw new DocumentRenderFailed();
    }
    if (job && state === 'completed') {
      // Finished since the look in the store; or its file is gone from there, and it renders again.
      const done = await this.maker.cached(key);
      if (done) {
        await this.slots.free(owner, key);
        return { pdf: done };
      }
      await job.remove().catch(() => undefined);
    }
    // A job queued now waits; one already there says what it is doing.
    const queued = !job || state === 'completed' || state === 'unknown';
    if (!job || queued) {
      await this.slots.take(owner, key);
      job = await this.jobs.add('render', { request }, { ...documentJobDefaults, jobId: key });
    }
    const progress = job.progress as Partial<DocumentJobProgress> | number | undefined;
    const parts = typeof progress === 'object' && progress ? (progress.parts ?? 0) : 0;
    const total = typeof progress === 'object' && progress ? (progress.total ?? null) : null;
    return { pending: { state: !queued && state === 'active' ? 'rendering' : 'waiting', parts, total } };
  }

  /** A CV, drawn by the render processes under one of its owner's slots; a second ask of the same one waits for the first. */
  private async renderHere(request: DocumentRequest, key: string, owner: RenderOwner): Promise<Buffer> {
    const running = this.rendering.get(key);
    if (running) return running;
    await this.slots.take(owner, key);
    const made = this.maker
      .make(request)
      .catch((error: unknown) => {
        if (error instanceof RenderPoolFull) throw new ServiceUnavailableError(documentCodes.busy, BUSY_RETRY_SECONDS);
        throw error;
      })
      .finally(async () => {
        this.rendering.delete(key);
        await this.slots.free(owner, key);
      });
    this.rendering.set(key, made);
    return made;
  }

  /** A share link's document was handed out: the worker records it in the link's access log. */
  async recordDownload(
    linkId: string,
    kind: DocumentKind,
    visitor: { ipHash: string; userAgentFamily: string },
  ): Promise<void> {
    await this.downloads.add(
      'record',
      { linkId, kind, viewerEmail: null, ...visitor, downloadedAt: this.clock.now().toISOString() },
      shareLinkDownloadJobDefaults,
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.jobs.close(), this.downloads.close(), this.maker.close()]);
  }
}
