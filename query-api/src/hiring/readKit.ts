import { randomUUID } from 'node:crypto';
import type { ChainableCommander, Redis } from 'ioredis';
import { readModelOfKey, userAccountKey, type UserAccount } from '@dth/domain';
import { LEGACY_POINTER_KEY, POINTERS_KEY, type Keyspace } from '@dth/infrastructure';

/** SET a cache key only while its read model is still read from the version the request pinned. */
const PUT_IF_CURRENT = `
local current = redis.call('HGET', KEYS[1], ARGV[1]) or redis.call('GET', KEYS[2]) or '1'
if current ~= ARGV[2] then return 0 end
redis.call('SET', KEYS[3], ARGV[3], 'EX', ARGV[4])
return 1`;

/** Reads pinned to one keyspace for the whole request, so a replay's switch mid-request cannot mix versions of a read model. */
export class VersionedReads {
  private temps: string[] = [];

  constructor(
    readonly redis: Redis,
    readonly keyspace: Keyspace,
  ) {}

  key = (k: string) => this.keyspace.key(k);

  /** A temporary key for a set operation's result, deleted by `dropTemps` in the same transaction. */
  temp(): string {
    const name = `rm:tmp:${randomUUID()}`;
    this.temps.push(name);
    return name;
  }

  dropTemps(tx: ChainableCommander): ChainableCommander {
    if (this.temps.length) tx.del(...this.temps);
    this.temps = [];
    return tx;
  }

  async mget(keys: readonly string[]): Promise<(string | null)[]> {
    return keys.length ? this.redis.mget(keys.map(this.key)) : [];
  }

  async mgetJson<T>(keys: readonly string[]): Promise<(T | null)[]> {
    return (await this.mget(keys)).map((raw) => (raw === null ? null : (JSON.parse(raw) as T)));
  }

  /**
   * Keeps a cache of a read model's version (Projection.cachePrefixes) made from what this request read: only if
   * that version is still current, so a value made before a replay's switch (an erasure's, which then deletes the
   * old versions) is never left in a version nobody reads or deletes again.
   */
  async putCache(key: string, value: string, seconds: number): Promise<void> {
    const readModel = readModelOfKey(key);
    if (readModel === undefined) throw new Error(`no read model keeps the key ${key}`);
    await this.redis.eval(
      PUT_IF_CURRENT,
      3,
      POINTERS_KEY,
      LEGACY_POINTER_KEY,
      this.key(key),
      readModel,
      String(this.keyspace.versionOf(readModel)),
      value,
      String(seconds),
    );
  }

  /** People's names as they are now (their accounts), for owner_name, actor_name and the like. */
  async names(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    const accounts = await this.mgetJson<UserAccount>(ids.map(userAccountKey));
    return new Map(ids.map((id, i) => [id, displayName(accounts[i])]));
  }
}

export const displayName = (account: Pick<UserAccount, 'first_name' | 'last_name'> | null) =>
  account ? `${account.first_name} ${account.last_name}`.trim() : '';

/** Replies of a transaction, failing loudly on the first error. */
export async function run(tx: ChainableCommander): Promise<unknown[]> {
  const replies = await tx.exec();
  if (!replies) throw new Error('read transaction aborted');
  const failed = replies.find(([error]) => error)?.[0];
  if (failed) throw failed;
  return replies.map(([, value]) => value);
}

/** A record with a field added, without parsing it: `{...}` → `{..., "name": value}`. */
export const withField = (json: string, name: string, value: string) => `${json.slice(0, -1)},"${name}":${value}}`;

/** In-process ordering of small candidate lists (an owner's networks, a team list). */
export function compareBy<T>(
  value: (item: T) => string | number,
  order: 'ASC' | 'DESC',
  tie: (item: T) => string,
): (a: T, b: T) => number {
  const sign = order === 'ASC' ? 1 : -1;
  return (a, b) => {
    const x = value(a);
    const y = value(b);
    const primary = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * (primary || tie(a).localeCompare(tie(b)));
  };
}
