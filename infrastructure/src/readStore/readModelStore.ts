import type { Redis } from 'ioredis';
import { CHECKPOINT_CHANNEL, POINTER_KEY, SWITCH_CHANNEL, checkpointKey, documentKey, parseCheckpointMessage } from './keys';

/**
 * The query side's view of Redis: one GET per document from the current keyspace version,
 * and a wait for the projector to pass a position (ARCHITECTURE.md, Consistency).
 */
export class ReadModelStore {
  private version = 1;
  private checkpoint = 0n;
  private waiters = new Set<{ position: bigint; resolve: (reached: boolean) => void }>();
  private subscriber?: Redis;
  private refreshTimer?: NodeJS.Timeout;

  constructor(private readonly redis: Redis) {}

  /** Loads the pointer and checkpoint and follows their changes through pub/sub. */
  async start(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (channel, message) => {
      if (channel === SWITCH_CHANNEL) void this.refresh();
      else if (channel === CHECKPOINT_CHANNEL) {
        const parsed = parseCheckpointMessage(message);
        if (parsed && parsed.version === this.version) this.advance(parsed.position);
      }
    });
    await this.subscriber.subscribe(SWITCH_CHANNEL, CHECKPOINT_CHANNEL);
    await this.refresh();
    // A missed switch message must not leave queries on an old version for long.
    this.refreshTimer = setInterval(() => void this.refresh().catch(() => undefined), 5000).unref();
  }

  private async refresh(): Promise<void> {
    const version = Number((await this.redis.get(POINTER_KEY)) ?? 1);
    const checkpoint = BigInt((await this.redis.get(checkpointKey(version))) ?? 0);
    this.version = version;
    this.checkpoint = checkpoint;
    this.advance(checkpoint);
  }

  private advance(position: bigint): void {
    if (position > this.checkpoint) this.checkpoint = position;
    for (const waiter of this.waiters) {
      if (this.checkpoint >= waiter.position) {
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  get currentCheckpoint(): bigint {
    return this.checkpoint;
  }

  /** The keyspace version reads use now; a request that reads several keys pins it once (documentKey). */
  get currentVersion(): number {
    return this.version;
  }

  /** The Redis connection, for reads that combine documents and indexes in one pipeline. */
  get client(): Redis {
    return this.redis;
  }

  /** Resolves true once the read models include `position`, false after `timeoutMs`. */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.checkpoint >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  async get<T>(key: string): Promise<T | null> {
    const raw = await this.redis.get(documentKey(this.version, key));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  /** The raw JSON, for paths that answer the document as it is stored. */
  getRaw(key: string): Promise<string | null> {
    return this.redis.get(documentKey(this.version, key));
  }

  async stop(): Promise<void> {
    clearInterval(this.refreshTimer);
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
    this.subscriber?.disconnect();
  }
}
