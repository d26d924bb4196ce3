import type { Redis } from 'ioredis';
import { isReadModelCache, projections } from '@dth/domain';
import { currentKeyspace, lowestCheckpoint, readModelCheckpoints, versionPrefix } from '@dth/infrastructure';

/**
 * Every key of a keyspace version as comparable text: documents as their bytes, sets as their
 * sorted members, sorted sets as `member score` lines in order. Index keys are compared too
 * (an MGET would read them as null on both sides and hide any difference); the query side's caches
 * kept in the version (Projection.cachePrefixes) are not, since they exist only once asked for.
 */
export async function readModelSnapshot(redis: Redis, version: number, match = '*'): Promise<Map<string, string>> {
  const prefix = versionPrefix(version);
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}${match}`, 'COUNT', 1000);
    keys.push(...found.filter((key) => !isReadModelCache(key.slice(prefix.length))));
    cursor = next;
  } while (cursor !== '0');
  const snapshot = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 500) {
    const slice = keys.slice(i, i + 500);
    const types = (await slice.reduce((p, k) => p.type(k), redis.pipeline()).exec())!.map(([, t]) => t as string);
    const reads = redis.pipeline();
    slice.forEach((key, j) => {
      if (types[j] === 'set') reads.smembers(key);
      else if (types[j] === 'zset') reads.zrange(key, 0, -1, 'WITHSCORES');
      else if (types[j] === 'hash') reads.hgetall(key);
      else reads.get(key);
    });
    const values = (await reads.exec())!;
    slice.forEach((key, j) => {
      const value = values[j][1] as string | string[];
      const text =
        types[j] === 'hash'
          ? `hash:${Object.entries(value as unknown as Record<string, string>)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([f, v]) => `${f} ${v}`)
              .join('\n')}`
          : types[j] === 'set'
            ? `set:${[...(value as string[])].sort().join('\n')}`
            : types[j] === 'zset'
              ? `zset:${(value as string[]).flatMap((v, n) => (n % 2 === 0 ? [`${v} ${(value as string[])[n + 1]}`] : [])).join('\n')}`
              : (value as string);
      snapshot.set(key.slice(prefix.length), text);
    });
  }
  return snapshot;
}

/** The position every Redis read model of the current keyspace includes (what queries wait on). */
export async function liveCheckpoint(redis: Redis): Promise<bigint> {
  const keyspace = await currentKeyspace(redis);
  return lowestCheckpoint(
    (
      await readModelCheckpoints(
        redis,
        keyspace,
        projections.map((p) => p.name),
      )
    ).values(),
  );
}
