import type { ChainableCommander, Redis } from 'ioredis';
import { indexChanges, readModelOfKey, type IndexEntry, type Projection } from '@dth/domain';
import {
  CHECKPOINT_CHANNEL,
  checkpointKey,
  checkpointMessage,
  documentKey,
  execFenced,
  lowestCheckpoint,
  readModelCheckpoints,
  type Keyspace,
  type LeaseFence,
  type RecordedEvent,
} from '@dth/infrastructure';

/** The last position each read model includes, by its name. */
export type Checkpoints = ReadonlyMap<string, bigint>;

/**
 * Applies a batch of events to the Redis read models, each in its own keyspace version, and writes
 * the changed documents, their views, their secondary indexes and each read model's new checkpoint
 * in one MULTI/EXEC. A read model skips events at or below its own checkpoint, so a crash anywhere
 * leaves read models (indexes included) equal to a fresh replay, and a read model rebuilt by a replay
 * (further on than the others when it switched) joins the live ones without applying an event twice.
 */
export class ProjectionWriter {
  constructor(
    private readonly redis: Redis,
    private readonly projections: Projection[],
    private readonly keyspace: Keyspace,
    private readonly options: {
      /** Replay starts from an empty keyspace, so it can keep every document in memory instead of reading Redis. */
      cache?: Map<string, unknown>;
      /** The live projector tells queries each position it has reached (read-your-writes); a replay's new versions do not. */
      publish?: boolean;
      /** The active projector's lease: a batch is written only while it holds it (a standby may have taken over). */
      fence?: LeaseFence;
    } = {},
  ) {}

  /** Each read model's checkpoint in its version of the keyspace. */
  checkpoints(): Promise<Map<string, bigint>> {
    return readModelCheckpoints(
      this.redis,
      this.keyspace,
      this.projections.map((p) => p.name),
    );
  }

  /** Returns the checkpoints after the batch (unchanged where every event was already applied). */
  async apply(events: RecordedEvent[], checkpoints: Checkpoints): Promise<Map<string, bigint>> {
    const after = new Map(checkpoints);
    const last = events.at(-1)?.position;
    if (last === undefined) return after;
    const applying = this.projections.filter((p) => last > (checkpoints.get(p.name) ?? 0n));
    if (applying.length === 0) return after;
    const isFresh = (projection: Projection, event: RecordedEvent) =>
      event.position > (checkpoints.get(projection.name) ?? 0n);
    const docs = await this.load(events, applying, isFresh);
    // Each changed document's state before the batch, to diff its views and indexes against.
    const before = new Map<string, unknown>();
    const changedBy = new Map<string, Projection>();
    for (const event of events) {
      for (const projection of applying) {
        if (!isFresh(projection, event)) continue;
        for (const key of projection.keysOf(event)) {
          const doc = (docs.get(key) ?? null) as never;
          if (!changedBy.has(key)) {
            before.set(key, doc);
            changedBy.set(key, projection);
          }
          docs.set(key, projection.evolve(doc, event, key));
        }
      }
    }
    const sets: string[] = [];
    const deletes: string[] = [];
    const indexes = new IndexWrites();
    const versionedBy = new Map(applying.map((p) => [p, this.keyOwnedBy(p)]));
    for (const [key, projection] of changedBy) {
      const versioned = versionedBy.get(projection)!;
      const write = (k: string, doc: unknown) => {
        if (doc === null || doc === undefined) deletes.push(versioned(k));
        else sets.push(versioned(k), JSON.stringify(doc));
      };
      const previous = before.get(key) ?? null;
      const doc = docs.get(key) ?? null;
      write(key, doc);
      if (projection.indexesOf)
        indexes.diff(versioned, previous && projection.indexesOf(previous, key), doc && projection.indexesOf(doc, key));
      for (const view of projection.views ?? []) {
        const viewKey = view.keyOf(key);
        const oldView = previous === null ? null : view.view(previous, key);
        const newView = doc === null ? null : view.view(doc, key);
        write(viewKey, newView);
        if (view.indexesOf)
          indexes.diff(
            versioned,
            oldView === null ? null : view.indexesOf(oldView, viewKey),
            newView === null ? null : view.indexesOf(newView, viewKey),
          );
      }
    }
    // One MSET and one DEL per batch, one command per index touched: far fewer commands than one per change.
    const tx = this.redis.multi();
    if (sets.length > 0) tx.mset(...sets);
    if (deletes.length > 0) tx.del(...deletes);
    indexes.queue(tx);
    for (const projection of applying) {
      tx.set(checkpointKey(this.keyspace.versionOf(projection.name), projection.name), last.toString());
      after.set(projection.name, last);
    }
    if (this.options.publish) tx.publish(CHECKPOINT_CHANNEL, checkpointMessage(lowestCheckpoint(after.values())));
    const { fence } = this.options;
    const results = fence ? await execFenced(this.redis, fence, 'the projector', () => tx.exec()) : await tx.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('read-model transaction aborted');
    return after;
  }

  /** The versioned key of a key the projection writes; a key declared by no read model, or by another, is a bug caught here. */
  private keyOwnedBy(projection: Projection): (key: string) => string {
    const version = this.keyspace.versionOf(projection.name);
    return (key) => {
      const owner = readModelOfKey(key);
      if (owner !== projection.name)
        throw new Error(
          `${projection.name} writes ${key}, which ${owner ? `belongs to ${owner}` : 'no read model declares (Projection.keyPrefixes)'}`,
        );
      return documentKey(version, key);
    };
  }

  private async load(
    events: RecordedEvent[],
    applying: Projection[],
    isFresh: (p: Projection, e: RecordedEvent) => boolean,
  ): Promise<Map<string, unknown>> {
    if (this.options.cache) return this.options.cache;
    const keys = [...new Set(events.flatMap((e) => applying.flatMap((p) => (isFresh(p, e) ? p.keysOf(e) : []))))];
    const docs = new Map<string, unknown>();
    if (keys.length === 0) return docs;
    const raws = await this.redis.mget(keys.map(this.keyspace.key));
    keys.forEach((key, i) => docs.set(key, raws[i] === null ? null : JSON.parse(raws[i])));
    return docs;
  }
}

/** The index changes of a batch, grouped per index key: ZADD/ZREM for sorted sets, SADD/SREM for sets. */
class IndexWrites {
  private readonly zadd = new Map<string, (string | number)[]>();
  private readonly zrem = new Map<string, string[]>();
  private readonly sadd = new Map<string, string[]>();
  private readonly srem = new Map<string, string[]>();

  /**
   * Each index member belongs to one document (a specialist's id, a membership's entry), and each
   * document is diffed once per batch, so a member is never both added and removed in one batch.
   */
  diff(versioned: (key: string) => string, before: IndexEntry[] | null, after: IndexEntry[] | null): void {
    const { add, remove } = indexChanges(before ?? [], after ?? []);
    for (const e of remove) push(e.score === undefined ? this.srem : this.zrem, versioned(e.key), e.member);
    for (const e of add) {
      const key = versioned(e.key);
      if (e.score === undefined) push(this.sadd, key, e.member);
      else push(this.zadd, key, e.score, e.member);
    }
  }

  queue(tx: ChainableCommander): void {
    for (const [key, members] of this.srem) if (members.length) tx.srem(key, ...members);
    for (const [key, members] of this.zrem) if (members.length) tx.zrem(key, ...members);
    for (const [key, members] of this.sadd) if (members.length) tx.sadd(key, ...members);
    for (const [key, pairs] of this.zadd) if (pairs.length) tx.zadd(key, ...pairs);
  }
}

function push<T>(map: Map<string, T[]>, key: string, ...values: T[]): void {
  const list = map.get(key);
  if (list) list.push(...values);
  else map.set(key, values);
}
