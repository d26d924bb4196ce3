import type { Redis } from 'ioredis';
import { readModelOfKey } from '@dth/domain';

/**
 * Redis layout of the read side. Every read model (a projection, with its views and indexes) lives
 * under a keyspace version of its own (`rm:v{n}:`): `rm:pointers` maps each read model to the version
 * queries read, so a replay can build one read model's version n+1 beside n and switch it with one
 * HSET. Version numbers come from one counter, so a version holds the keys of the read models built
 * in it (every read model shares version 1 until its first rebuild). `rm:built` records the
 * projection version (Projection.version) each read model was built with.
 */
export const POINTERS_KEY = 'rm:pointers';
/** Before read models had their own versions: one version for all (still read for a read model missing from `rm:pointers`). */
export const LEGACY_POINTER_KEY = 'rm:current';
export const BUILT_KEY = 'rm:built';
export const VERSION_COUNTER_KEY = 'rm:versions';
export const SWITCH_CHANNEL = 'rm:switched';
export const CHECKPOINT_CHANNEL = 'rm:checkpoint';

export const versionPrefix = (version: number) => `rm:v${version}:`;
export const documentKey = (version: number, key: string) => `${versionPrefix(version)}${key}`;
/** A read model's checkpoint in a version: the last position its documents include. */
export const checkpointKey = (version: number, readModel: string) =>
  `${versionPrefix(version)}$checkpoint:${readModel}`;
/** Where every read model's checkpoint was before they had their own. */
export const legacyCheckpointKey = (version: number) => `${versionPrefix(version)}$checkpoint`;

/** Message published on CHECKPOINT_CHANNEL after each live batch: the position every read model has reached. */
export const checkpointMessage = (position: bigint) => position.toString();
export function parseCheckpointMessage(message: string): bigint | undefined {
  return /^\d+$/.test(message) ? BigInt(message) : undefined;
}

/** Which version each read model is read from: pinned once by a request that reads several keys. */
export class Keyspace {
  /** Equal for equal keyspaces: caches of answers are keyed by it. */
  readonly stamp: string;

  constructor(
    private readonly versions: Readonly<Record<string, number>>,
    /** The version of a read model missing from `versions`. */
    private readonly fallback = 1,
  ) {
    this.stamp = `${fallback};${Object.entries(versions)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([m, v]) => `${m}=${v}`)
      .join(',')}`;
  }

  versionOf(readModel: string): number {
    return this.versions[readModel] ?? this.fallback;
  }

  /** The Redis key of a read model's document or index key. */
  key = (key: string): string => {
    const readModel = readModelOfKey(key);
    if (readModel === undefined) throw new Error(`no read model writes the key ${key}`);
    return documentKey(this.versionOf(readModel), key);
  };

  /** The highest version any read model is read from. */
  get highest(): number {
    return Math.max(this.fallback, ...Object.values(this.versions));
  }

  /** The same keyspace with some read models moved to other versions. */
  with(changes: Readonly<Record<string, number>>): Keyspace {
    return new Keyspace({ ...this.versions, ...changes }, this.fallback);
  }
}

/** The keyspace queries read now (one round trip). */
export async function currentKeyspace(redis: {
  hgetall(key: string): Promise<Record<string, string>>;
  get(key: string): Promise<string | null>;
}): Promise<Keyspace> {
  const [pointers, legacy] = await Promise.all([redis.hgetall(POINTERS_KEY), redis.get(LEGACY_POINTER_KEY)]);
  return new Keyspace(
    Object.fromEntries(Object.entries(pointers).map(([m, v]) => [m, Number(v)])),
    Number(legacy ?? 1),
  );
}

/** Each read model's checkpoint in its current version (0 for one never projected). */
export async function readModelCheckpoints(
  redis: { mget(keys: string[]): Promise<(string | null)[]> },
  keyspace: Keyspace,
  readModels: readonly string[],
): Promise<Map<string, bigint>> {
  if (readModels.length === 0) return new Map();
  const keys = readModels.flatMap((m) => [
    checkpointKey(keyspace.versionOf(m), m),
    legacyCheckpointKey(keyspace.versionOf(m)),
  ]);
  const values = await redis.mget(keys);
  return new Map(readModels.map((m, i) => [m, BigInt(values[2 * i] ?? values[2 * i + 1] ?? 0)]));
}

/** The lowest of read models' checkpoints: the position all of them include, where a subscription feeding them all starts. */
export function lowestCheckpoint(checkpoints: Iterable<bigint>): bigint {
  let min: bigint | undefined;
  for (const checkpoint of checkpoints) if (min === undefined || checkpoint < min) min = checkpoint;
  return min ?? 0n;
}

/**
 * Where a person last looked at a record they follow ("since your last visit", query-api's visitMarks.ts):
 * beside the read models, not in a version (a replay keeps them), expiring on their own.
 */
export const seenMarkKey = (userId: string, type: string, id: string) => `seen:${userId}:${type}:${id}`;
/** Every mark of one person, as a SCAN pattern (their erasure deletes them). */
export const seenMarksPattern = (userId: string) => `seen:${userId}:*`;

/**
 * What a person has read of their notifications (query-api's NotificationInbox, the worker's daily mail):
 * "mark all read"'s position, and the ids read one by one above it. Unversioned, like the seen marks.
 */
export const notificationReadUpToKey = (userId: string) => `notif-read:${userId}`;
export const notificationReadIdsKey = (userId: string) => `notif-read-ids:${userId}`;

/** Calls `onKeys` with each batch of keys matching a SCAN pattern. */
export async function scanKeys(redis: Redis, match: string, onKeys: (keys: string[]) => Promise<void>): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    if (keys.length > 0) await onKeys(keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Deletes every key matching a SCAN pattern. */
export const deleteMatching = (redis: Redis, pattern: string) =>
  scanKeys(redis, pattern, async (keys) => void (await redis.unlink(...keys)));
