import { randomUUID } from 'node:crypto';
import { LeaseLostError, processName, type LeaseFence, type Logger, type RedisLease } from '@dth/infrastructure';

export const PROJECTOR_LEASE_KEY = 'projector:lease';

/** A name for this process as the lease's holder: where it runs, and enough to tell two apart on one machine. */
export const projectorHolderId = () => `${processName()}:${randomUUID().slice(0, 8)}`;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Several projectors, one projecting: each tries to take the lease; the one that holds it projects and
 * renews it every third of its ttl, the others stand by and try again every sixth. When the active one
 * dies its lease lapses and a standby takes over from the read models' checkpoints; when it loses the
 * lease alive (paused past it, Redis unreachable), its projection stops, and a write it had under way
 * is refused by the lease's epoch (ProjectionWriter's fence). A clean stop releases the lease at once.
 */
export class ProjectorLeadership {
  /** What /health reports. */
  role: 'active' | 'standby' = 'standby';
  epoch?: number;

  constructor(
    private readonly lease: RedisLease,
    private readonly logger: Logger,
  ) {}

  get holder(): string {
    return this.lease.holder;
  }

  async run(signal: AbortSignal, project: (signal: AbortSignal, fence: LeaseFence) => Promise<void>): Promise<void> {
    let waiting = false;
    while (!signal.aborted) {
      const fence = await this.lease.acquire();
      if (!fence) {
        if (!waiting)
          this.logger.info(
            { holder: await this.lease.currentHolder() },
            'standing by: another projector holds the lease',
          );
        waiting = true;
        await sleep(this.lease.ttlMs / 6, signal);
        continue;
      }
      waiting = false;
      await this.lead(signal, fence, project);
    }
  }

  private async lead(
    signal: AbortSignal,
    fence: LeaseFence,
    project: (signal: AbortSignal, fence: LeaseFence) => Promise<void>,
  ): Promise<void> {
    this.role = 'active';
    this.epoch = fence.epoch;
    this.logger.info({ epoch: fence.epoch }, 'took the lease: projecting');
    const term = new AbortController();
    const stop = () => term.abort();
    signal.addEventListener('abort', stop, { once: true });
    const renewing = setInterval(() => {
      this.lease.renew().then(
        (held) => held || this.lost(term, 'the lease lapsed'),
        (error: unknown) => this.lost(term, 'the lease could not be renewed', error),
      );
    }, this.lease.ttlMs / 3);
    try {
      await project(term.signal, fence);
    } catch (error) {
      if (!(error instanceof LeaseLostError)) throw error;
      this.logger.warn({ epoch: fence.epoch }, 'another projector took over: standing by');
    } finally {
      clearInterval(renewing);
      signal.removeEventListener('abort', stop);
      this.role = 'standby';
      this.epoch = undefined;
      await this.lease.release().catch(() => undefined);
    }
  }

  private lost(term: AbortController, why: string, error?: unknown): void {
    if (term.signal.aborted) return;
    this.logger.warn({ err: error }, `${why}: stopping`);
    term.abort();
  }
}
