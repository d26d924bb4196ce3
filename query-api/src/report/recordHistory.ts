import {
  NotFoundError, ValidationError, auditMessages as m, auditTargetOfType, diffRecords, documentAsOf, inLogOrder, redactValue, redactionFor,
  type AuditTarget, type FieldChange, type StoredEvent,
} from '@dth/domain';
import type { EventLog } from '@dth/infrastructure';
import type { AuditQuery } from './auditQuery';

export interface RecordAsOf {
  position: string | null;
  at: string | null;
  record: unknown;
}

/** `at` of as-of and diff: a position (digits) or an ISO date-time; absent means now. */
export function parseMoment(text: unknown, field: string): { position: bigint } | { ms: number } | null {
  if (text === undefined || text === '') return null;
  if (typeof text !== 'string') throw new ValidationError(m.badMoment, { [field]: m.badMoment });
  if (/^\d{1,18}$/.test(text)) return { position: BigInt(text) };
  const ms = Date.parse(text);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}/.test(text)) throw new ValidationError(m.badMoment, { [field]: m.badMoment });
  return { ms };
}

export function targetWithRecord(targetType: string): AuditTarget & { record: NonNullable<AuditTarget['record']> } {
  const target = auditTargetOfType(targetType);
  if (!target) throw new ValidationError(m.unknownTargetType, { targetType: m.unknownTargetType });
  if (!target.record) throw new ValidationError(m.noRecord, { targetType: m.noRecord });
  return target as AuditTarget & { record: NonNullable<AuditTarget['record']> };
}

/**
 * A record as it was at any moment, rebuilt from the log (read-only) with its projection's own
 * evolve (domain/src/shared/timeTravel.ts), redacted like the report's rows.
 */
export class RecordHistory {
  constructor(
    private readonly log: EventLog,
    private readonly audit: AuditQuery,
  ) {}

  private async events(target: ReturnType<typeof targetWithRecord>, id: string): Promise<StoredEvent[]> {
    const histories: StoredEvent[][] = [];
    for (const stream of target.record.streamsOf(id)) {
      const events: StoredEvent[] = [];
      for await (const event of this.log.readStream(stream)) events.push(event);
      histories.push(events);
    }
    return histories.length === 1 ? histories[0] : inLogOrder(...histories);
  }

  private async positionOf(moment: ReturnType<typeof parseMoment>): Promise<bigint | undefined> {
    if (moment === null) return undefined;
    if ('position' in moment) return moment.position;
    return (await this.audit.positionAt(moment.ms)) ?? 0n;
  }

  async asOf(targetType: string, id: string, moment: ReturnType<typeof parseMoment>, events?: StoredEvent[]): Promise<RecordAsOf> {
    const target = targetWithRecord(targetType);
    const history = events ?? (await this.events(target, id));
    const key = target.record.keyOf(id);
    if (!history.some((e) => target.record.projection.keysOf(e).includes(key))) throw new NotFoundError(m.recordNotFound);
    const { document, position, at } = documentAsOf(target.record.projection, key, history, await this.positionOf(moment));
    return {
      position: position?.toString() ?? null,
      at: at?.toISOString() ?? null,
      record: document === null ? null : redactValue(document, redactionFor(targetType)),
    };
  }

  async diff(targetType: string, id: string, from: ReturnType<typeof parseMoment>, to: ReturnType<typeof parseMoment>) {
    const target = targetWithRecord(targetType);
    const history = await this.events(target, id);
    const [a, b] = [await this.asOf(targetType, id, from ?? { position: 0n }, history), await this.asOf(targetType, id, to, history)];
    const changes: FieldChange[] = diffRecords(a.record, b.record, redactionFor(targetType));
    return { from: { position: a.position, at: a.at }, to: { position: b.position, at: b.at }, changes };
  }
}
