import { documentAsOf, inLogOrder, type AuditRecord, type Projection, type StoredEvent } from '@dth/domain';
import type { AuditStoreWriter, EventStore, RecordedEvent } from '@dth/infrastructure';
import { AUDITED_RECORDS, AuditWriter } from './auditWriter';

const RECORD_PROJECTIONS: Projection[] = [
  ...new Map(AUDITED_RECORDS.map((r) => [r.projection.name, r.projection])).values(),
];
const RECORD_PREFIXES = AUDITED_RECORDS.map((record) => ({ record, prefix: record.keyOf('') }));
/** Documents kept in memory between live batches; one evicted is folded again from its streams when next needed. */
const MAX_LIVE_DOCUMENTS = 50_000;

function recordOfKey(key: string): { record: AuditRecord; id: string } | undefined {
  const found = RECORD_PREFIXES.find(({ prefix }) => key.startsWith(prefix));
  return found && { record: found.record, id: key.slice(found.prefix.length) };
}

/**
 * The audit read model on its own: it folds the records its rows compare (AUDITED_RECORDS) itself,
 * so it depends on no other read model, keeps its own checkpoint (in its store) and is rebuilt by its
 * own replay, beside the Redis read models and at its own pace.
 *
 * A replay starts from nothing and holds every record in memory. The live projector keeps the
 * records it saw last in memory (as of the audit's checkpoint) and folds any other one from its
 * streams in the event store up to that checkpoint, which is what the record was then.
 */
export class AuditLane {
  private readonly writer: AuditWriter;
  private readonly docs = new Map<string, unknown>();
  /** The last position folded into `docs` (ahead of the store's checkpoint while a replay's commit is in flight). */
  private folded = 0n;

  private constructor(
    private readonly store: EventStore | undefined,
    audit: AuditStoreWriter,
    readonly version: number,
  ) {
    this.writer = new AuditWriter(audit, { bulk: store === undefined });
  }

  /** `store` absent for a replay: every record is then in memory, and one not there does not exist. */
  static async open(store: EventStore | undefined, audit: AuditStoreWriter, version: number): Promise<AuditLane> {
    const lane = new AuditLane(store, audit, version);
    lane.folded = await lane.writer.load(version);
    return lane;
  }

  /** The last position the audit store holds for this version. */
  get checkpoint(): bigint {
    return this.writer.checkpoint(this.version);
  }

  /**
   * Writes the rows of the events it has not folded yet, with its checkpoint, in one transaction;
   * resolves once durable. A replay may fold its next batch before this resolves.
   */
  async apply(events: readonly RecordedEvent[]): Promise<void> {
    const upTo = this.folded;
    const fresh = events.filter((e) => e.position > upTo);
    if (fresh.length === 0) return;
    const complete = this.store === undefined;
    try {
      if (!complete) await this.load(fresh, upTo);
      const batch = this.writer.begin(this.docs, complete, this.version);
      for (const event of fresh) {
        const before = batch.before(event);
        for (const projection of RECORD_PROJECTIONS) {
          for (const key of projection.keysOf(event))
            this.docs.set(key, projection.evolve(this.docs.get(key) ?? null, event, key));
        }
        batch.after(event, before);
      }
      this.folded = fresh.at(-1)!.position;
      await batch.resolveNames(async (keys) => {
        await this.foldFromStore(
          keys.filter((k) => !this.docs.has(k)),
          upTo,
        );
        return this.docs;
      });
      await this.writer.commit(batch, this.version, this.folded);
    } catch (error) {
      // Documents folded for rows that were not written would be ahead of the store: start again from it.
      if (!complete) {
        this.docs.clear();
        this.folded = this.checkpoint;
      }
      throw error;
    }
    if (!complete) this.evict();
  }

  /** The documents the batch folds or reads, as they were at `upTo`, that are not in memory. */
  private load(events: readonly StoredEvent[], upTo: bigint): Promise<void> {
    const keys = new Set<string>();
    for (const event of events) {
      for (const projection of RECORD_PROJECTIONS) for (const key of projection.keysOf(event)) keys.add(key);
      for (const key of this.writer.keysOf(event)) keys.add(key);
    }
    return this.foldFromStore(
      [...keys].filter((k) => !this.docs.has(k)),
      upTo,
    );
  }

  private async foldFromStore(keys: readonly string[], upTo: bigint): Promise<void> {
    const store = this.store;
    if (!store || keys.length === 0) return;
    await Promise.all(
      keys.map(async (key) => {
        const found = recordOfKey(key);
        if (!found) return;
        const histories = await Promise.all(
          found.record.streamsOf(found.id).map(async (stream) => {
            const events: StoredEvent[] = [];
            for await (const event of store.readStream(stream)) {
              if (event.position > upTo) break;
              events.push(event);
            }
            return events;
          }),
        );
        this.docs.set(key, documentAsOf(found.record.projection, key, inLogOrder(...histories), upTo).document);
      }),
    );
  }

  private evict(): void {
    if (this.docs.size <= MAX_LIVE_DOCUMENTS) return;
    let excess = this.docs.size - Math.floor(MAX_LIVE_DOCUMENTS * 0.8);
    for (const key of this.docs.keys()) {
      if (excess-- <= 0) break;
      this.docs.delete(key);
    }
  }
}
