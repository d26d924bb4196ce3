import type { Redis } from 'ioredis';
import { projections } from '@dth/domain';
import {
  CHECKPOINT_CHANNEL,
  Keyspace,
  SWITCH_CHANNEL,
  currentKeyspace,
  lowestCheckpoint,
  parseCheckpointMessage,
  readModelCheckpoints,
} from './keys';

const READ_MODELS = projections.map((p) => p.name);

/**
 * The query side's view of Redis: one GET per document from its read model's current version,
 * and a wait for the projector to pass a position (ARCHITECTURE.md, Consistency).
 */
export class ReadModelStore {
  private keys = new Keyspace({});
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
        const position = parseCheckpointMessage(message);
        if (position !== undefined) this.advance(position);
      }
    });
    await this.subscriber.subscribe(SWITCH_CHANNEL, CHECKPOINT_CHANNEL);
    await this.refresh();
    // A missed switch message must not leave queries on an old version for long.
    this.refreshTimer = setInterval(() => void this.refresh().catch(() => undefined), 5000).unref();
  }

  private async refresh(): Promise<void> {
    const keyspace = await currentKeyspace(this.redis);
    const checkpoints = await readModelCheckpoints(this.redis, keyspace, READ_MODELS);
    // Every read model includes this position (one just rebuilt may be further on).
    const checkpoint = lowestCheckpoint(checkpoints.values());
    if (keyspace.stamp !== this.keys.stamp) this.keys = keyspace;
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

  /** The versions reads use now; a request that reads several keys pins it once. */
  get keyspace(): Keyspace {
    return this.keys;
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
    const raw = await this.redis.get(this.keys.key(key));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  /** The raw JSON, for paths that answer the document as it is stored. */
  getRaw(key: string): Promise<string | null> {
    return this.redis.get(this.keys.key(key));
  }

  async stop(): Promise<void> {
    clearInterval(this.refreshTimer);
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
    this.subscriber?.disconnect();
  }
}
