import type { Redis } from 'ioredis';
import type { Projection } from '@dth/domain';
import { CHECKPOINT_CHANNEL, checkpointKey, checkpointMessage, documentKey, type RecordedEvent } from '@dth/infrastructure';

/**
 * Applies a batch of events to every projection of one keyspace version and writes the changed
 * documents with the new checkpoint in one MULTI/EXEC. Events at or below the checkpoint are
 * skipped, so a crash anywhere leaves read models equal to a fresh replay.
 */
export class ProjectionWriter {
  constructor(
    private readonly redis: Redis,
    private readonly projections: Projection[],
    /** Replay starts from an empty keyspace, so it can keep every document in memory instead of reading Redis. */
    private readonly cache?: Map<string, unknown>,
  ) {}

  async checkpoint(version: number): Promise<bigint> {
    return BigInt((await this.redis.get(checkpointKey(version))) ?? 0);
  }

  /** Returns the new checkpoint (unchanged when every event was already applied). */
  async apply(version: number, events: RecordedEvent[], checkpoint: bigint): Promise<bigint> {
    const fresh = events.filter((e) => e.position > checkpoint);
    if (fresh.length === 0) return checkpoint;
    const docs = await this.load(version, fresh);
    const changed = new Set<string>();
    for (const event of fresh) {
      for (const projection of this.projections) {
        for (const key of projection.keysOf(event)) {
          docs.set(key, projection.evolve((docs.get(key) ?? null) as never, event, key));
          changed.add(key);
        }
      }
    }
    const last = fresh.at(-1)!.position;
    const sets: string[] = [];
    const deletes: string[] = [];
    for (const key of changed) {
      const doc = docs.get(key);
      if (doc === null || doc === undefined) deletes.push(documentKey(version, key));
      else sets.push(documentKey(version, key), JSON.stringify(doc));
    }
    // One MSET and one DEL per batch: far fewer commands than a SET per document.
    const tx = this.redis.multi();
    if (sets.length > 0) tx.mset(...sets);
    if (deletes.length > 0) tx.del(...deletes);
    tx.set(checkpointKey(version), last.toString());
    tx.publish(CHECKPOINT_CHANNEL, checkpointMessage(version, last));
    const results = await tx.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('read-model transaction aborted');
    return last;
  }

  private async load(version: number, events: RecordedEvent[]): Promise<Map<string, unknown>> {
    if (this.cache) return this.cache;
    const keys = [...new Set(events.flatMap((e) => this.projections.flatMap((p) => p.keysOf(e))))];
    const docs = new Map<string, unknown>();
    if (keys.length === 0) return docs;
    const raws = await this.redis.mget(keys.map((k) => documentKey(version, k)));
    keys.forEach((key, i) => docs.set(key, raws[i] === null ? null : JSON.parse(raws[i]!)));
    return docs;
  }
}
