import type { ChainableCommander, Redis } from 'ioredis';
import { indexChanges, type IndexEntry, type Projection } from '@dth/domain';
import { CHECKPOINT_CHANNEL, checkpointKey, checkpointMessage, documentKey, type RecordedEvent } from '@dth/infrastructure';
import type { AuditWriter } from './audit/auditWriter';

/**
 * Applies a batch of events to every projection of one keyspace version and writes the changed
 * documents, their views, their secondary indexes and the new checkpoint in one MULTI/EXEC (the
 * admin report's rows go to their SQLite file just before, with the audit's own checkpoint).
 * Events at or below the checkpoint are skipped, so a crash anywhere leaves read models (indexes
 * included) equal to a fresh replay.
 */
export class ProjectionWriter {
  constructor(
    private readonly redis: Redis,
    private readonly projections: Projection[],
    /** Replay starts from an empty keyspace, so it can keep every document in memory instead of reading Redis. */
    private readonly cache?: Map<string, unknown>,
    /** The admin report's rows, committed to SQLite before each Redis transaction (the projector and replay pass it when given the audit file). */
    private readonly audit?: AuditWriter,
  ) {}

  async checkpoint(version: number): Promise<bigint> {
    return BigInt((await this.redis.get(checkpointKey(version))) ?? 0);
  }

  /** Returns the new checkpoint (unchanged when every event was already applied). */
  async apply(version: number, events: RecordedEvent[], checkpoint: bigint): Promise<bigint> {
    const fresh = events.filter((e) => e.position > checkpoint);
    if (fresh.length === 0) return checkpoint;
    const docs = await this.load(version, fresh);
    const audit = this.audit?.begin(docs, this.cache !== undefined, version);
    // Each changed document's state before the batch, to diff its views and indexes against.
    const before = new Map<string, unknown>();
    const changedBy = new Map<string, Projection>();
    for (const event of fresh) {
      const auditBefore = audit?.before(event);
      for (const projection of this.projections) {
        for (const key of projection.keysOf(event)) {
          const doc = (docs.get(key) ?? null) as never;
          if (!changedBy.has(key)) {
            before.set(key, doc);
            changedBy.set(key, projection);
          }
          docs.set(key, projection.evolve(doc, event, key));
        }
      }
      audit?.after(event, auditBefore);
    }
    await audit?.resolveNames(this.redis, version);
    const last = fresh.at(-1)!.position;
    const sets: string[] = [];
    const deletes: string[] = [];
    const indexes = new IndexWrites(version);
    const write = (key: string, doc: unknown) => {
      if (doc === null || doc === undefined) deletes.push(documentKey(version, key));
      else sets.push(documentKey(version, key), JSON.stringify(doc));
    };
    for (const [key, projection] of changedBy) {
      const previous = before.get(key) ?? null;
      const doc = docs.get(key) ?? null;
      write(key, doc);
      if (projection.indexesOf) indexes.diff(previous && projection.indexesOf(previous, key), doc && projection.indexesOf(doc, key));
      for (const view of projection.views ?? []) {
        const viewKey = view.keyOf(key);
        const oldView = previous === null ? null : view.view(previous, key);
        const newView = doc === null ? null : view.view(doc, key);
        write(viewKey, newView);
        if (view.indexesOf) indexes.diff(oldView && view.indexesOf(oldView, viewKey), newView && view.indexesOf(newView, viewKey));
      }
    }
    // One MSET and one DEL per batch, one command per index touched: far fewer commands than one per change.
    // The audit's rows and checkpoint first (SQLite), then Redis: the audit is never behind Redis.
    if (audit) await this.audit!.commit(audit, version, last);
    const tx = this.redis.multi();
    if (sets.length > 0) tx.mset(...sets);
    if (deletes.length > 0) tx.del(...deletes);
    indexes.queue(tx);
    tx.set(checkpointKey(version), last.toString());
    tx.publish(CHECKPOINT_CHANNEL, checkpointMessage(version, last));
    const results = await tx.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('read-model transaction aborted');
    return last;
  }

  private async load(version: number, events: RecordedEvent[]): Promise<Map<string, unknown>> {
    if (this.cache) return this.cache;
    const keys = [...new Set(events.flatMap((e) => [...this.projections.flatMap((p) => p.keysOf(e)), ...(this.audit?.keysOf(e) ?? [])]))];
    const docs = new Map<string, unknown>();
    if (keys.length === 0) return docs;
    const raws = await this.redis.mget(keys.map((k) => documentKey(version, k)));
    keys.forEach((key, i) => docs.set(key, raws[i] === null ? null : JSON.parse(raws[i]!)));
    return docs;
  }
}

/** The index changes of a batch, grouped per index key: ZADD/ZREM for sorted sets, SADD/SREM for sets. */
class IndexWrites {
  private readonly zadd = new Map<string, (string | number)[]>();
  private readonly zrem = new Map<string, string[]>();
  private readonly sadd = new Map<string, string[]>();
  private readonly srem = new Map<string, string[]>();

  constructor(private readonly version: number) {}

  /**
   * Each index member belongs to one document (a specialist's id, a membership's entry), and each
   * document is diffed once per batch, so a member is never both added and removed in one batch.
   */
  diff(before: IndexEntry[] | null, after: IndexEntry[] | null): void {
    const { add, remove } = indexChanges(before ?? [], after ?? []);
    for (const e of remove) push(e.score === undefined ? this.srem : this.zrem, documentKey(this.version, e.key), e.member);
    for (const e of add) {
      const key = documentKey(this.version, e.key);
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
