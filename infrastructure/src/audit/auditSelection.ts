import { AUDIT_TARGET_TYPES, auditQueryWords, csvRowOfJson } from '@dth/domain';
import type { AuditRowFilter, CsvChunk, DailyCount } from './auditStore';

// What both audit adapters decide the same way, whatever their SQL.

const DAY = 86_400_000;
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** [from, to] covers whole UTC days, so the daily counts answer it. */
export const wholeDays = (from: number, to: number) => from % DAY === 0 && (to + 1) % DAY === 0;

export const byDayThenType = (counts: DailyCount[]) =>
  counts.sort((a, b) => (a.day === b.day ? a.type.localeCompare(b.type) : a.day < b.day ? -1 : 1));

/** The filter's indexed columns and the values each may have (any of them); a record id alone matches it in any record type. */
export function columnFilters(filter: AuditRowFilter): [column: string, values: readonly string[]][] {
  const columns: [string, readonly string[] | undefined][] = [
    ['actor_id', filter.actor_id],
    ['actor_role', filter.actor_role],
    ['owner_id', filter.owner_id],
    ['action', filter.type],
    ['source', filter.source],
    ['target_type', filter.target_id ? (filter.target_type ?? AUDIT_TARGET_TYPES()) : filter.target_type],
    ['target_id', filter.target_id],
  ];
  return columns.filter((c): c is [string, readonly string[]] => c[1] !== undefined);
}

/** The unfiltered report, or event types only (a `q` with no word counts as none): its totals are the daily counts' sums. */
export function isCountable(filter: AuditRowFilter): { types: string[] | null } | undefined {
  const keys = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  const onlyTypes = keys.every((k) => k === 'type' || (k === 'q' && auditQueryWords(filter.q ?? '').length === 0));
  return onlyTypes ? { types: filter.type ?? null } : undefined;
}

/** Rows per chunk of an export's CSV (a few hundred kB). */
const CSV_ROWS_PER_CHUNK = 1000;

/** Stored rows' JSON texts as chunks of the report's CSV lines (domain's csvRowOfJson). */
export async function* csvChunksOf(rows: Iterable<string> | AsyncIterable<string>): AsyncIterable<CsvChunk> {
  let lines: string[] = [];
  for await (const raw of rows) {
    lines.push(csvRowOfJson(raw));
    if (lines.length < CSV_ROWS_PER_CHUNK) continue;
    yield { bytes: Buffer.from(lines.join('')), rows: lines.length };
    lines = [];
  }
  if (lines.length > 0) yield { bytes: Buffer.from(lines.join('')), rows: lines.length };
}
