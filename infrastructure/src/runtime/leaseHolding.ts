import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';
import { processName } from './ids';
import { LeaseLostError, type LeaseFence, type RedisLease } from './redisLease';

/** A name for this process as a lease's holder: where it runs, and enough to tell two apart on one machine. */
export const leaseHolderId = () => `${processName()}:${randomUUID().slice(0, 8)}`;

/** What a holding's log lines say (a projector projects, a worker's reaction reacts). */
export interface LeaseHoldingMessages {
  took: string;
  standingBy: string;
  lost: string;
}

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
 * Several processes, one working: each tries to take the lease; the one that holds it works and
 * renews it every third of its ttl, the others stand by and try again every sixth. When the holder
 * dies its lease lapses and a standby takes over; when it loses the lease alive (paused past it,
 * Redis unreachable), its work is aborted, and a write it had under way is refused by the lease's
 * epoch (the fence). A clean stop releases the lease at once.
 */
export class LeaseHolding {
  /** What health and logs report. */
  role: 'active' | 'standby' = 'standby';
  epoch?: number;

  constructor(
    private readonly lease: RedisLease,
    private readonly logger: Logger,
    private readonly messages: LeaseHoldingMessages,
  ) {}

  get holder(): string {
    return this.lease.holder;
  }

  /** `standingBy` hears of each time another process was found holding the lease. */
  async run(
    signal: AbortSignal,
    work: (signal: AbortSignal, fence: LeaseFence) => Promise<void>,
    standingBy?: () => void,
  ): Promise<void> {
    let waiting = false;
    while (!signal.aborted) {
      const fence = await this.lease.acquire();
      if (!fence) {
        if (!waiting) this.logger.info({ holder: await this.lease.currentHolder() }, this.messages.standingBy);
        waiting = true;
        standingBy?.();
        await sleep(this.lease.ttlMs / 6, signal);
        continue;
      }
      waiting = false;
      await this.lead(signal, fence, work);
    }
  }

  private async lead(
    signal: AbortSignal,
    fence: LeaseFence,
    work: (signal: AbortSignal, fence: LeaseFence) => Promise<void>,
  ): Promise<void> {
    this.role = 'active';
    this.epoch = fence.epoch;
    this.logger.info({ epoch: fence.epoch }, this.messages.took);
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
      await work(term.signal, fence);
    } catch (error) {
      if (!(error instanceof LeaseLostError)) throw error;
      this.logger.warn({ epoch: fence.epoch }, this.messages.lost);
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
