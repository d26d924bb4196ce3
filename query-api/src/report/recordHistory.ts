import { z } from 'zod';
import {
  ISO_DAY_OR_MOMENT,
  NotFoundError,
  ValidationError,
  auditTargetOfType,
  diffRecords,
  foldVersions,
  inLogOrder,
  parseIsoMoment,
  redactValue,
  redactionFor,
  versionAt,
  type AuditTarget,
  type DocumentVersions,
  type FieldChange,
  type StoredEvent,
  auditCodes,
} from '@dth/domain';
import type { EventLog, ReadModelStore } from '@dth/infrastructure';
import type { AuditQuery } from './auditQuery';

export interface RecordAsOf {
  position: string | null;
  at: string | null;
  record: unknown;
}

/** `at` of as-of and diff: a position (digits) or an ISO date-time; absent means now. */
/** What `parseMoment` takes: an event position, a day or an ISO date-time with its zone (a day that exists). */
export const momentParam = z
  .string()
  .regex(new RegExp(`^\\d{1,18}$|${ISO_DAY_OR_MOMENT.source}`))
  .describe('an event position, or an ISO date or date-time with its zone');

export function parseMoment(text: unknown, field: string): { position: bigint } | { ms: number } | null {
  if (text === undefined || text === '') return null;
  if (typeof text !== 'string') throw new ValidationError(auditCodes.badMoment, { [field]: auditCodes.badMoment });
  if (/^\d{1,18}$/.test(text)) return { position: BigInt(text) };
  const ms = parseIsoMoment(text);
  if (ms === null) throw new ValidationError(auditCodes.badMoment, { [field]: auditCodes.badMoment });
  return { ms };
}

export function targetWithRecord(targetType: string): AuditTarget & { record: NonNullable<AuditTarget['record']> } {
  const target = auditTargetOfType(targetType);
  if (!target) throw new ValidationError(auditCodes.unknownTargetType, { targetType: auditCodes.unknownTargetType });
  if (!target.record) throw new ValidationError(auditCodes.noRecord, { targetType: auditCodes.noRecord });
  return target as AuditTarget & { record: NonNullable<AuditTarget['record']> };
}

interface FoldedRecord {
  versions: DocumentVersions<unknown>;
  /** Per stream, the next revision to read. */
  next: Map<string, bigint>;
  lastPosition: bigint;
}

/** Records whose versions are kept in memory (most recently read first out last). */
const MAX_FOLDED_RECORDS = 50;

/**
 * A record as it was at any moment, rebuilt from the log (read-only) with its projection's own
 * evolve (domain/src/shared/timeTravel.ts), redacted like the report's rows. A record's versions
 * are kept for the records read last: the next as-of reads only the events appended since, and
 * answers by a binary search over the versions (a profile with 2,000 events is folded once).
 * They are kept for one keyspace: an erasure rebuilds every read model into a new one, so the
 * versions folded while the person could still be read go in every query API at its switch (and
 * after any replay), and are folded again from the log, which now reads them as erased.
 */
export class RecordHistory {
  private readonly folded = new Map<string, FoldedRecord>();
  /** Reads of a record under way: concurrent as-ofs of one record share them. */
  private readonly updating = new Map<string, Promise<DocumentVersions<unknown>>>();
  /** The keyspace the kept versions were folded in. */
  private stamp = '';

  constructor(
    private readonly log: EventLog,
    private readonly audit: AuditQuery,
    private readonly readModels: Pick<ReadModelStore, 'keyspace'>,
  ) {}

  private async read(stream: string, fromRevision: bigint): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    for await (const event of this.log.readStream(stream, { fromRevision })) events.push(event);
    return events;
  }

  /** The record's versions, brought up to the log's head (one update at a time per record). */
  private versions(target: ReturnType<typeof targetWithRecord>, id: string): Promise<DocumentVersions<unknown>> {
    const { stamp } = this.readModels.keyspace;
    if (stamp !== this.stamp) {
      this.folded.clear();
      this.updating.clear();
      this.stamp = stamp;
    }
    const cacheKey = `${target.type}:${id}`;
    const running = this.updating.get(cacheKey);
    if (running) return running;
    const update = this.update(target, id, cacheKey, stamp).finally(() => {
      if (this.updating.get(cacheKey) === update) this.updating.delete(cacheKey);
    });
    this.updating.set(cacheKey, update);
    return update;
  }

  private async update(
    target: ReturnType<typeof targetWithRecord>,
    id: string,
    cacheKey: string,
    stamp: string,
  ): Promise<DocumentVersions<unknown>> {
    const key = target.record.keyOf(id);
    const streams = target.record.streamsOf(id);
    let entry: FoldedRecord | undefined = this.folded.get(cacheKey);
    this.folded.delete(cacheKey);
    const fresh = await Promise.all(streams.map((stream) => this.read(stream, entry?.next.get(stream) ?? 0n)));
    const events = fresh.length === 1 ? fresh[0] : inLogOrder(...fresh);
    // A stream read before another may have grown below positions already folded: fold afresh.
    if (entry && events.length > 0 && events[0].position <= entry.lastPosition)
      return this.update(target, id, cacheKey, stamp);
    entry ??= { versions: { positions: [], ats: [], documents: [] }, next: new Map(), lastPosition: 0n };
    foldVersions(target.record.projection, key, events, entry.versions);
    fresh.forEach((list, i) => list.length > 0 && entry.next.set(streams[i], list.at(-1)!.revision + 1n));
    if (events.length > 0) entry.lastPosition = events.at(-1)!.position;
    // Folded while the keyspace switched (an erasure's rebuild may have ended meanwhile): answered, not kept.
    if (stamp !== this.stamp) return entry.versions;
    this.folded.set(cacheKey, entry);
    if (this.folded.size > MAX_FOLDED_RECORDS) this.folded.delete(this.folded.keys().next().value!);
    return entry.versions;
  }

  private async positionOf(moment: ReturnType<typeof parseMoment>): Promise<bigint | undefined> {
    if (moment === null) return undefined;
    if ('position' in moment) return moment.position;
    return (await this.audit.positionAt(moment.ms)) ?? 0n;
  }

  async asOf(targetType: string, id: string, moment: ReturnType<typeof parseMoment>): Promise<RecordAsOf> {
    const target = targetWithRecord(targetType);
    const versions = await this.versions(target, id);
    if (versions.positions.length === 0) throw new NotFoundError(auditCodes.recordNotFound);
    const { document, position, at } = versionAt(versions, await this.positionOf(moment));
    return {
      position: position?.toString() ?? null,
      at: at?.toISOString() ?? null,
      record: document === null ? null : redactValue(document, redactionFor(targetType)),
    };
  }

  async diff(targetType: string, id: string, from: ReturnType<typeof parseMoment>, to: ReturnType<typeof parseMoment>) {
    const a = await this.asOf(targetType, id, from ?? { position: 0n });
    const b = await this.asOf(targetType, id, to);
    const changes: FieldChange[] = diffRecords(a.record, b.record, redactionFor(targetType));
    return { from: { position: a.position, at: a.at }, to: { position: b.position, at: b.at }, changes };
  }
}
