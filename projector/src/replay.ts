import type { Redis } from 'ioredis';
import { projections as allProjections, type Projection } from '@dth/domain';
import {
  POINTER_KEY, SWITCH_CHANNEL, VERSION_COUNTER_KEY, versionPrefix, type AuditDatabase, type EventStore,
} from '@dth/infrastructure';
import { AuditWriter } from './audit/auditWriter';
import { ProjectionWriter } from './projectionWriter';

const CHUNK = 5000;

export interface ReplayResult {
  version: number;
  events: number;
  /** From the start to the switch (the old versions' cleanup after it is not counted). */
  seconds: number;
  eventsPerSecond: number;
}

/**
 * Blue/green rebuild: projects the whole log into a fresh keyspace version while queries keep
 * reading the current one, then switches the pointer once caught up. The previous version is
 * kept (in-flight queries may still read it) and older ones are deleted.
 */
export async function replay(
  store: EventStore,
  redis: Redis,
  projections: Projection[] = allProjections,
  onProgress: (position: bigint, head: bigint) => void = () => undefined,
  /**
   * `audit`: the admin report's SQLite file, rebuilt for the new version (its tables dropped first and
   * filled in bulk, its indexes built before the switch, the older versions' dropped after it);
   * absent, the audit is left out (only to measure what it costs, bench/src/audit.bench.ts, or in
   * tests of the other read models).
   */
  options: { audit?: AuditDatabase } = {},
): Promise<ReplayResult> {
  const started = performance.now();
  const current = Number((await redis.get(POINTER_KEY)) ?? 1);
  let version = await redis.incr(VERSION_COUNTER_KEY);
  if (version <= current) {
    version = current + 1;
    await redis.set(VERSION_COUNTER_KEY, version);
  }
  await deleteVersion(redis, version);
  options.audit?.dropVersion(version);
  options.audit?.beginBulk(version);
  const audit = options.audit ? new AuditWriter(projections, options.audit, { bulk: true }) : undefined;
  const writer = new ProjectionWriter(redis, projections, new Map(), audit);
  let checkpoint = 0n;
  let events = 0;
  // Projecting a chunk is CPU work and writing it is I/O: the next chunk is projected while the
  // previous one is written (ioredis keeps the order of the transactions on its connection).
  let writing: Promise<bigint> | undefined;
  for (;;) {
    const head = await store.headPosition();
    if (checkpoint >= head) break;
    for await (const chunk of chunks(store.readAll({ fromPosition: checkpoint }), CHUNK)) {
      const written = writer.apply(version, chunk, checkpoint);
      checkpoint = chunk.at(-1)!.position;
      events += chunk.length;
      await writing;
      writing = written;
      onProgress(checkpoint, head);
    }
    await writing;
  }
  await audit?.close();
  options.audit?.finishBulk(version);
  await redis.multi().set(POINTER_KEY, version).publish(SWITCH_CHANNEL, String(version)).exec();
  const seconds = (performance.now() - started) / 1000;
  for (let old = version - 2; old >= 1; old--) await deleteVersion(redis, old);
  for (const old of options.audit?.versions() ?? []) if (old <= version - 2) options.audit!.dropVersion(old);
  return { version, events, seconds, eventsPerSecond: Math.round(events / seconds) };
}

async function* chunks<T>(source: AsyncIterable<T>, size: number): AsyncIterable<T[]> {
  let chunk: T[] = [];
  for await (const item of source) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

async function deleteVersion(redis: Redis, version: number): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${versionPrefix(version)}*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}


