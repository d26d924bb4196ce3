import type { Redis } from 'ioredis';
import {
  AUDIT_READ_MODEL,
  NOTIFICATIONS_READ_MODEL,
  projections as allProjections,
  readModelOfKey,
  type Projection,
} from '@dth/domain';
import {
  BUILT_KEY,
  POINTERS_KEY,
  SWITCH_CHANNEL,
  VERSION_COUNTER_KEY,
  currentKeyspace,
  deleteMatching,
  scanKeys,
  versionPrefix,
  type AuditStoreWriter,
  type EventStore,
  type RecordedEvent,
} from '@dth/infrastructure';
import { AuditLane } from './audit/auditLane';
import { NotificationLane } from './notifications/notificationLane';
import { ProjectionWriter } from './projectionWriter';

const CHUNK = 5000;

export interface ReplayResult {
  /** The read models rebuilt. */
  readModels: string[];
  /** Their new keyspace version. */
  version: number;
  events: number;
  /** From the start to the switch (the old versions' cleanup after it is not counted). */
  seconds: number;
  eventsPerSecond: number;
}

export type OnProgress = (position: bigint, head: bigint) => void;
const quiet: OnProgress = () => undefined;

export interface ReplayOptions {
  /**
   * Also delete the versions switched away from, at once (an erasure's rebuild: the old versions still
   * hold the erased person). Otherwise the previous version is kept for queries still reading it.
   */
  dropPrevious?: boolean;
  /** Also rebuild the notifications (the reactor's read model) with the Redis read models (`replay` does unless told not to). */
  notifications?: boolean;
}

/**
 * Blue/green rebuild of some Redis read models: projects the whole log into a fresh keyspace version
 * for them while queries keep reading their current one, then switches their pointers in one
 * transaction once caught up. Other read models are not touched. Each read model's previous version
 * is kept (in-flight queries may still read it) and its older ones are deleted.
 */
export async function replayReadModels(
  store: EventStore,
  redis: Redis,
  projections: Projection[],
  onProgress: OnProgress = quiet,
  version?: number,
  { dropPrevious = false, notifications = false }: ReplayOptions = {},
): Promise<ReplayResult> {
  const started = performance.now();
  const rebuilt = [...projections, ...(notifications ? [NOTIFICATIONS_READ_MODEL] : [])];
  const names = rebuilt.map((p) => p.name);
  const current = await currentKeyspace(redis);
  version ??= await newVersion(redis);
  await deleteVersion(redis, version);
  const writer = new ProjectionWriter(
    redis,
    projections,
    current.with(Object.fromEntries(names.map((n) => [n, version]))),
    { cache: new Map() },
  );
  const reactor = notifications ? await NotificationLane.open(redis, version, { cache: new Map() }) : undefined;
  let checkpoints = new Map(projections.map((p) => [p.name, 0n]));
  // Projecting a chunk is CPU work and writing it is I/O: the next chunk is projected while the
  // previous one is written (ioredis keeps the order of the transactions on its connection).
  let writing: Promise<unknown> | undefined;
  const events = await readToHead(store, async (chunk, head) => {
    const written = Promise.all([writer.apply(chunk, checkpoints), reactor?.apply(chunk)]);
    checkpoints = new Map(projections.map((p) => [p.name, chunk.at(-1)!.position]));
    await writing;
    writing = written;
    onProgress(chunk.at(-1)!.position, head);
  });
  await writing;
  await switchTo(redis, version, rebuilt);
  const seconds = (performance.now() - started) / 1000;
  await deleteOlderVersions(
    redis,
    new Map(names.map((n) => [n, new Set(dropPrevious ? [version] : [version, current.versionOf(n)])])),
  );
  return { readModels: names, version, events, seconds, eventsPerSecond: Math.round(events / seconds) };
}

/**
 * Blue/green rebuild of the admin report's audit: its tables for a new version are filled in bulk
 * from the whole log (the records its rows compare folded in memory, AuditLane), indexed at the end,
 * then its pointer switches; older versions' tables are dropped after.
 */
export async function replayAudit(
  store: EventStore,
  redis: Redis,
  audit: AuditStoreWriter,
  onProgress: OnProgress = quiet,
  version?: number,
  { dropPrevious = false }: ReplayOptions = {},
): Promise<ReplayResult> {
  const started = performance.now();
  const previous = (await currentKeyspace(redis)).versionOf(AUDIT_READ_MODEL.name);
  version ??= await newVersion(redis);
  await audit.beginBulk(version);
  const lane = await AuditLane.open(undefined, audit, version);
  let writing: Promise<void> | undefined;
  const events = await readToHead(store, async (chunk, head) => {
    const written = lane.apply(chunk);
    await writing;
    writing = written;
    onProgress(chunk.at(-1)!.position, head);
  });
  await writing;
  await audit.finishBulk(version);
  await switchTo(redis, version, [AUDIT_READ_MODEL]);
  const seconds = (performance.now() - started) / 1000;
  for (const old of await audit.versions())
    if (old !== version && (dropPrevious || old !== previous)) await audit.dropVersion(old);
  return {
    readModels: [AUDIT_READ_MODEL.name],
    version,
    events,
    seconds,
    eventsPerSecond: Math.round(events / seconds),
  };
}

/**
 * Every read model named (all by default), the Redis ones and the audit side by side in this process,
 * into one new version; the CLI runs the two in two processes (replayCli.ts).
 */
export async function replay(
  store: EventStore,
  redis: Redis,
  projections: Projection[] = allProjections,
  onProgress: OnProgress = quiet,
  /** `audit`: the admin report's file, rebuilt too; absent, the audit is left as it is. */
  options: { audit?: AuditStoreWriter } & ReplayOptions = {},
): Promise<ReplayResult> {
  const started = performance.now();
  const version = await newVersion(redis);
  const results = await Promise.all([
    projections.length > 0 || options.notifications !== false
      ? replayReadModels(store, redis, projections, onProgress, version, {
          ...options,
          notifications: options.notifications ?? true,
        })
      : undefined,
    options.audit
      ? replayAudit(store, redis, options.audit, projections.length > 0 ? quiet : onProgress, version, options)
      : undefined,
  ]);
  const done = results.filter((r): r is ReplayResult => r !== undefined);
  const seconds = (performance.now() - started) / 1000;
  const events = Math.max(0, ...done.map((r) => r.events));
  return {
    readModels: done.flatMap((r) => r.readModels),
    version,
    events,
    seconds,
    eventsPerSecond: Math.round(events / seconds),
  };
}

/** A keyspace version no read model uses yet. */
export async function newVersion(redis: Redis): Promise<number> {
  const { highest } = await currentKeyspace(redis);
  let version = await redis.incr(VERSION_COUNTER_KEY);
  if (version <= highest) {
    version = highest + 1;
    await redis.set(VERSION_COUNTER_KEY, version);
  }
  return version;
}

/** Reads the log in chunks until none is left (the head moves while it reads). */
async function readToHead(
  store: EventStore,
  onChunk: (chunk: RecordedEvent[], head: bigint) => Promise<void>,
): Promise<number> {
  let checkpoint = 0n;
  let events = 0;
  for (;;) {
    const head = await store.headPosition();
    if (checkpoint >= head) return events;
    for await (const chunk of chunks(store.readAll({ fromPosition: checkpoint }), CHUNK)) {
      await onChunk(chunk, head);
      checkpoint = chunk.at(-1)!.position;
      events += chunk.length;
    }
  }
}

/** Points the read models at their new version and records what built them, in one transaction. */
async function switchTo(
  redis: Redis,
  version: number,
  readModels: readonly { name: string; version: number }[],
): Promise<void> {
  await redis
    .multi()
    .hset(POINTERS_KEY, Object.fromEntries(readModels.map((m) => [m.name, version])))
    .hset(BUILT_KEY, Object.fromEntries(readModels.map((m) => [m.name, m.version])))
    .publish(SWITCH_CHANNEL, readModels.map((m) => m.name).join(','))
    .exec();
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

/** Whatever a version holds (a version about to be built is empty unless a replay died in it). */
const deleteVersion = (redis: Redis, version: number) => deleteMatching(redis, `${versionPrefix(version)}*`);

const VERSIONED_KEY = /^rm:v(\d+):(.*)$/s;
const CHECKPOINT_OF = '$checkpoint:';

/** Deletes the read models' keys in every version but those kept, leaving other read models' keys in those versions alone. */
async function deleteOlderVersions(redis: Redis, keep: ReadonlyMap<string, ReadonlySet<number>>): Promise<void> {
  await scanKeys(redis, 'rm:v*', async (keys) => {
    const old = keys.filter((key) => {
      const [, version, rest] = VERSIONED_KEY.exec(key) ?? [];
      if (version === undefined) return false;
      const readModel = rest.startsWith(CHECKPOINT_OF) ? rest.slice(CHECKPOINT_OF.length) : readModelOfKey(rest);
      const kept = readModel === undefined ? undefined : keep.get(readModel);
      return kept !== undefined && !kept.has(Number(version));
    });
    if (old.length > 0) await redis.unlink(...old);
  });
}
