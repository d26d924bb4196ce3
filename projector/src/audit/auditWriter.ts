import type { ChainableCommander, Redis } from 'ioredis';
import {
  auditIndexKeys, auditKeys, auditNamed, auditRowOf, auditTargetOfStream, auditDayNumber, auditDayOf, personName, prefixTokens, userAccountKey,
  type AuditRow, type Projection, type StoredEvent,
} from '@dth/domain';
import { documentKey } from '@dth/infrastructure';

type Docs = Map<string, unknown>;

interface PendingRow {
  row: AuditRow;
  actorId: string;
  /** Account keys whose names were not in the batch's documents: read after the fold (they did not change in it). */
  ownerKey?: string;
  actorKey?: string;
}

/**
 * The audit read model, kept by the projector beside the other read models and in the same
 * MULTI/EXEC: one row per event of every aggregate, its indexes and the daily counts. A row's
 * changes compare the target's record (the projection's own document, in the batch's documents)
 * just before and just after the event, so the audit needs no state of its own, and a replay or a
 * crash at any point gives the same rows.
 */
export class AuditWriter {
  private readonly maintained: Set<string>;
  /**
   * Name-prefix entries already stored (per keyspace version): the same person or record is named
   * on many rows, and SADD of a known member only costs time. Filled after a transaction succeeds.
   */
  private readonly named = new Set<string>();

  constructor(projections: readonly Projection[]) {
    this.maintained = new Set(projections.map((p) => p.name));
  }

  /** Documents the audit reads for an event beyond the projections': the target's record and the actor's account. */
  keysOf(event: StoredEvent): string[] {
    const keys: string[] = [];
    const { target, id } = auditTargetOfStream(event.stream);
    if (target?.record && this.maintained.has(target.record.projection.name)) keys.push(target.record.keyOf(id));
    if (event.metadata.actorRole !== 'system') keys.push(userAccountKey(event.metadata.actorId));
    return keys;
  }

  /** `complete`: the documents are the whole keyspace (replay's cache), so a missing one does not exist. */
  begin(docs: Docs, complete: boolean): AuditBatch {
    return new AuditBatch(docs, complete, this.maintained, this.named);
  }

  /** A batch's transaction succeeded: its name entries are stored. */
  committed(batch: AuditBatch): void {
    if (this.named.size > 500_000) this.named.clear();
    for (const entry of batch.newNames) this.named.add(entry);
  }
}

export class AuditBatch {
  private readonly rows: PendingRow[] = [];
  /** Names this batch indexes (`{version}|{index key}|{name}`). */
  readonly newNames: string[] = [];

  constructor(
    private readonly docs: Docs,
    private readonly complete: boolean,
    private readonly maintained: Set<string>,
    private readonly named: ReadonlySet<string>,
  ) {}

  /** The rows of the batch so far. */
  get audited(): readonly AuditRow[] {
    return this.rows.map((r) => r.row);
  }

  /** The target's record before the event (call before the projections fold it). */
  before(event: StoredEvent): unknown {
    const { target, id } = auditTargetOfStream(event.stream);
    if (!target?.record || !this.maintained.has(target.record.projection.name)) return null;
    return this.docs.get(target.record.keyOf(id)) ?? null;
  }

  /** Records the event's row (call after the projections folded it). */
  after(event: StoredEvent, before: unknown): void {
    const { target, type, id } = auditTargetOfStream(event.stream);
    const record = target?.record && this.maintained.has(target.record.projection.name) ? target.record : undefined;
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

  /** Names of accounts the batch did not touch, as they are in Redis (so as they were at each of its events). */
  async resolveNames(redis: Redis, version: number): Promise<void> {
    const keys = [...new Set(this.rows.flatMap((r) => [r.actorKey, r.ownerKey].filter((k): k is string => !!k)))];
    if (keys.length === 0) return;
    const raws = await redis.mget(keys.map((k) => documentKey(version, k)));
    const names = new Map(keys.map((key, i) => [key, personName(raws[i] ? JSON.parse(raws[i]!) : null)]));
    for (const pending of this.rows) {
      if (pending.actorKey && pending.row.actor) pending.row.actor.name = names.get(pending.actorKey) ?? null;
      if (pending.ownerKey && pending.row.owner) pending.row.owner.name = names.get(pending.ownerKey) ?? null;
    }
  }

  /** The rows, their indexes, name prefixes and daily counts, in the batch's transaction. */
  queue(tx: ChainableCommander, version: number): void {
    if (this.rows.length === 0) return;
    const key = (k: string) => documentKey(version, k);
    const sets: string[] = [];
    const zadds = new Map<string, (string | number)[]>();
    const sadds = new Map<string, Set<string>>();
    const counts = new Map<string, Map<string, number>>();
    const days = new Map<string, number>();
    const batchNames = new Set<string>();
    const zadd = (k: string, score: number, member: string) => {
      const list = zadds.get(k);
      if (list) list.push(score, member);
      else zadds.set(k, [score, member]);
    };
    for (const { row, actorId } of this.rows) {
      sets.push(key(auditKeys.row(row.position)), JSON.stringify(row));
      const score = Number(row.position);
      for (const index of auditIndexKeys(row, actorId)) zadd(index, score, row.position);
      zadd(auditKeys.time, Date.parse(row.at), row.position);
      for (const { name, indexKey } of auditNamed(row)) {
        const entry = `${version}|${indexKey}|${name}`;
        if (!name || this.named.has(entry) || batchNames.has(entry)) continue;
        batchNames.add(entry);
        this.newNames.push(entry);
        for (const prefix of prefixTokens(name)) {
          const namesKey = auditKeys.names(prefix);
          if (!sadds.has(namesKey)) sadds.set(namesKey, new Set());
          sadds.get(namesKey)!.add(indexKey);
        }
      }
      const day = auditDayOf(row.at);
      days.set(day, auditDayNumber(day));
      if (!counts.has(day)) counts.set(day, new Map());
      const perType = counts.get(day)!;
      perType.set(row.action, (perType.get(row.action) ?? 0) + 1);
    }
    tx.mset(...sets);
    for (const [k, pairs] of zadds) tx.zadd(key(k), ...pairs);
    for (const [k, members] of sadds) tx.sadd(key(k), ...members);
    for (const [day, perType] of counts) for (const [type, n] of perType) tx.hincrby(key(auditKeys.stats(day)), type, n);
    for (const [day, n] of days) tx.zadd(key(auditKeys.days), n, day);
  }
}
