import {
  AUDIT_TARGETS,
  auditRowOf,
  auditTargetOfStream,
  personName,
  userAccountKey,
  type AuditRow,
  type StoredEvent,
} from '@dth/domain';
import type { AuditRowToWrite, AuditStoreWriter } from '@dth/infrastructure';

type Docs = Map<string, unknown>;

interface PendingRow extends AuditRowToWrite {
  /** Account keys whose names were not in the batch's documents: read after the fold (they did not change in it). */
  ownerKey?: string;
  actorKey?: string;
}

/** The records whose documents a row compares (the projections the audit folds for itself, AuditLane). */
export const AUDITED_RECORDS = AUDIT_TARGETS.flatMap((target) => (target.record ? [target.record] : []));

/**
 * The audit read model's rows: one per event of every aggregate, in the audit store (its filter
 * indexes, full-text words and daily counts with it). A row's changes compare the target's record
 * (the record projection's document, folded by the audit lane) just before and just after the event.
 * The rows and the audit's own checkpoint are committed in one transaction.
 */
export class AuditWriter {
  /** The audit's checkpoint per version, as last committed by this writer. */
  private readonly checkpoints = new Map<number, bigint>();

  constructor(
    /** Absent only where rows are built without being stored (unit tests). */
    readonly store?: AuditStoreWriter,
    /** A replay fills a new version in bulk (AuditStoreWriter.beginBulk) and builds its indexes at the end. */
    private readonly options: { bulk?: boolean } = {},
  ) {}

  /** Reads a version's checkpoint from the store (before its first batch). */
  async load(version: number): Promise<bigint> {
    const checkpoint = (await this.store?.checkpoint(version)) ?? 0n;
    this.checkpoints.set(version, checkpoint);
    return checkpoint;
  }

  /** Documents the audit reads for an event beyond those the event changes: the target's record and the actor's account. */
  keysOf(event: StoredEvent): string[] {
    const keys: string[] = [];
    const { target, id } = auditTargetOfStream(event.stream);
    if (target?.record) keys.push(target.record.keyOf(id));
    if (event.metadata.actorRole !== 'system') keys.push(userAccountKey(event.metadata.actorId));
    return keys;
  }

  /** The last position the audit holds for a version (as loaded, then as committed). */
  checkpoint(version: number): bigint {
    return this.checkpoints.get(version) ?? 0n;
  }

  /** `complete`: the documents are every record (a replay's), so a missing one does not exist. */
  begin(docs: Docs, complete: boolean, version = 0): AuditBatch {
    return new AuditBatch(docs, complete, this.store ? this.checkpoint(version) : 0n);
  }

  /** Writes the batch's rows and moves the audit's checkpoint to `last`, in one transaction. */
  async commit(batch: AuditBatch, version: number, last: bigint): Promise<void> {
    const known = this.checkpoint(version);
    if (!this.store || (batch.audited.length === 0 && last <= known)) return;
    // Rows were picked against the checkpoint when the batch began, so a batch committed after a later
    // one (replay writes while it folds the next chunk) still writes its own; the checkpoint only grows.
    const rows = batch.toWrite();
    await (this.options.bulk ? this.store.commitBulk(version, last, rows) : this.store.commit(version, last, rows));
    if (last > (this.checkpoints.get(version) ?? 0n)) this.checkpoints.set(version, last);
  }
}

export class AuditBatch {
  private readonly rows: PendingRow[] = [];

  constructor(
    private readonly docs: Docs,
    private readonly complete: boolean,
    /** Events at or below it already have their rows. */
    private readonly auditedUpTo: bigint,
  ) {}

  /** The rows of the batch so far. */
  get audited(): readonly AuditRow[] {
    return this.rows.map((r) => r.row);
  }

  /** The target's record before the event (call before the projections fold it). */
  before(event: StoredEvent): unknown {
    const { target, id } = auditTargetOfStream(event.stream);
    if (!target?.record) return null;
    return this.docs.get(target.record.keyOf(id)) ?? null;
  }

  /** Records the event's row (call after the projections folded it). */
  after(event: StoredEvent, before: unknown): void {
    if (event.position <= this.auditedUpTo) return;
    const { target, type, id } = auditTargetOfStream(event.stream);
    const record = target?.record;
    const recordKey = record?.keyOf(id);
    const after = recordKey ? (this.docs.get(recordKey) ?? null) : null;
    const keyed = !!record && record.projection.keysOf(event).includes(recordKey!);
    const doc = after ?? before;
    const ownerId = target?.ownerOf(doc, event, id) ?? null;
    const actorId = event.metadata.actorId;
    const actor = event.metadata.actorRole === 'system' ? undefined : this.name(userAccountKey(actorId));
    const owner = ownerId ? this.name(userAccountKey(ownerId)) : undefined;
    const row = auditRowOf(event, {
      target: { type, id, name: target?.nameOf(doc, event, id) ?? null },
      owner: ownerId ? { id: ownerId, name: owner?.name ?? null } : null,
      actorName: actor?.name ?? null,
      record: record ? { before, after, keyed } : null,
      eventFields: target?.eventFieldsOf?.(event),
    });
    this.rows.push({ row, actorId, actorKey: actor?.pending, ownerKey: owner?.pending });
  }

  private name(key: string): { name: string | null; pending?: string } {
    if (this.docs.has(key) || this.complete) return { name: personName(this.docs.get(key) as never) };
    return { name: null, pending: key };
  }

  /** Names of accounts the batch did not touch, as they were before it (so as they were at each of its events). */
  async resolveNames(load: (keys: string[]) => Promise<ReadonlyMap<string, unknown>>): Promise<void> {
    const keys = [...new Set(this.rows.flatMap((r) => [r.actorKey, r.ownerKey].filter((k): k is string => !!k)))];
    if (keys.length === 0) return;
    const docs = await load(keys);
    const names = new Map(keys.map((key) => [key, personName((docs.get(key) ?? null) as never)]));
    for (const pending of this.rows) {
      if (pending.actorKey && pending.row.actor) pending.row.actor.name = names.get(pending.actorKey) ?? null;
      if (pending.ownerKey && pending.row.owner) pending.row.owner.name = names.get(pending.ownerKey) ?? null;
    }
  }

  /** What the commit thread writes: each row with its actor's id. */
  toWrite(): AuditRowToWrite[] {
    return this.rows.map(({ row, actorId }) => ({ row, actorId }));
  }
}
