import type { Redis } from 'ioredis';

/** The holder lost its lease (it lapsed, or another process holds it): what it was doing must stop unwritten. */
export class LeaseLostError extends Error {
  constructor(what: string) {
    super(`${what}: the lease was lost`);
    this.name = 'LeaseLostError';
  }
}

/** What a lease holder's writes carry, so a write from a holder that lost the lease is refused (RedisLease.fenced). */
export interface LeaseFence {
  /** The key whose value is the current holder's epoch. */
  key: string;
  epoch: number;
}

// Taking the lease and moving the epoch on are one step, so no holder ever writes under an older epoch than the one it took.
const ACQUIRE = `if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return redis.call('INCR', KEYS[2]) end return false`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * One holder at a time for a role (the active projector): `SET NX PX`, renewed by the holder, deleted
 * by it on a clean stop, and lapsing on its own when the holder dies. Each acquisition moves an epoch
 * on (a fencing token): writes made under `fence` are refused once another holder has taken over, even
 * from a holder that was paused past its lease and has not yet noticed.
 */
export class RedisLease {
  readonly fenceKey: string;

  constructor(
    private readonly redis: Redis,
    readonly key: string,
    readonly holder: string,
    readonly ttlMs: number,
  ) {
    this.fenceKey = `${key}:epoch`;
  }

  /** The lease's epoch when taken, null when another process holds it. */
  async acquire(): Promise<LeaseFence | null> {
    const epoch = (await this.redis.eval(ACQUIRE, 2, this.key, this.fenceKey, this.holder, this.ttlMs)) as
      number | null;
    return epoch === null ? null : { key: this.fenceKey, epoch: Number(epoch) };
  }

  /** Extends the lease by its ttl; false when it is no longer ours. */
  async renew(): Promise<boolean> {
    return (await this.redis.eval(RENEW, 1, this.key, this.holder, this.ttlMs)) === 1;
  }

  /** Gives the lease up at once (a clean stop), so a standby takes over without waiting for it to lapse. */
  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, this.holder);
  }

  /** Who holds it now (null: nobody). */
  currentHolder(): Promise<string | null> {
    return this.redis.get(this.key);
  }
}

/**
 * Runs `exec` (a MULTI built on `redis`) only while `fence` is still the lease's epoch: the epoch key is
 * watched, so the transaction is discarded if another holder takes the lease before it runs.
 */
export async function execFenced<T>(
  redis: Redis,
  fence: LeaseFence,
  what: string,
  exec: () => Promise<T | null>,
): Promise<T> {
  await redis.watch(fence.key);
  if (Number(await redis.get(fence.key)) !== fence.epoch) {
    await redis.unwatch();
    throw new LeaseLostError(what);
  }
  const result = await exec();
  if (result === null) throw new LeaseLostError(what);
  return result;
}
