import type { Redis } from 'ioredis';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore';
import type { Logger } from './logger';
import { LeaseHolding, type LeaseHoldingMessages } from './leaseHolding';
import { LeaseLostError, type LeaseFence, type RedisLease } from './redisLease';

/**
 * The checkpoint moves only under the holder's epoch and only forwards: a holder that lost its lease
 * (paused past it) writes nothing, and no write ever takes the checkpoint back. -1: the lease is no
 * longer ours; 0: the checkpoint is already there or further; 1: moved.
 */
const ADVANCE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
local stored = redis.call('GET', KEYS[2])
if stored and tonumber(stored) >= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
return 1`;

export interface LogFollowerOptions {
  /** The Redis key of the last position handled. */
  checkpointKey: string;
  /**
   * Where a follower with no checkpoint yet starts: at the beginning of the log when handling an old
   * event again is harmless, at its head when it would repeat what was done before it existed.
   */
  startAt: 'beginning' | 'head';
}

/**
 * Follows the event log under a lease, one holder at a time (LeaseHolding): the holder goes on after
 * the checkpoint, handles each event and then moves the checkpoint past it with a fenced, monotonic
 * write; the others stand by and take over from the checkpoint when the lease lapses. An event is
 * handled again after a crash (or a handover) between its effect and the checkpoint, so what
 * `handle` does must be idempotent.
 */
export class LogFollower {
  readonly holding: LeaseHolding;
  /** Resolves once this process has either begun following (its start written down) or found another holder. */
  readonly ready: Promise<void>;
  private settle!: () => void;

  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
    lease: RedisLease,
    private readonly options: LogFollowerOptions,
    logger: Logger,
    messages: LeaseHoldingMessages,
  ) {
    this.holding = new LeaseHolding(lease, logger, messages);
    this.ready = new Promise((resolve) => (this.settle = resolve));
  }

  async run(signal: AbortSignal, handle: (event: RecordedEvent) => Promise<void>): Promise<void> {
    try {
      await this.holding.run(
        signal,
        async (term, fence) => {
          const from = await this.begin();
          this.settle();
          await this.follow(from, term, fence, handle);
        },
        this.settle,
      );
    } finally {
      this.settle();
    }
  }

  /** The position it goes on after, written down at once when it starts at the head (events appended meanwhile are handled). */
  private async begin(): Promise<bigint> {
    const key = this.options.checkpointKey;
    const stored = await this.redis.get(key);
    if (stored !== null) return BigInt(stored);
    if (this.options.startAt === 'beginning') return 0n;
    const head = await this.store.headPosition();
    await this.redis.set(key, head.toString(), 'NX');
    return BigInt((await this.redis.get(key)) ?? head);
  }

  private async follow(
    from: bigint,
    signal: AbortSignal,
    fence: LeaseFence,
    handle: (event: RecordedEvent) => Promise<void>,
  ): Promise<void> {
    for await (const event of this.store.subscribeToAll({ fromPosition: from, signal })) {
      await handle(event);
      await this.advance(fence, event.position);
    }
  }

  private async advance(fence: LeaseFence, position: bigint): Promise<void> {
    const moved = await this.redis.eval(
      ADVANCE,
      2,
      fence.key,
      this.options.checkpointKey,
      String(fence.epoch),
      position.toString(),
    );
    if (moved === -1) throw new LeaseLostError(this.options.checkpointKey);
  }

  /** The last position handled, by whichever process (or -1 when none started). */
  async handledThrough(): Promise<bigint> {
    return BigInt((await this.redis.get(this.options.checkpointKey)) ?? -1);
  }
}
