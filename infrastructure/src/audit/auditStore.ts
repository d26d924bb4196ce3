import type { AuditRow } from '@dth/domain';

/** The report list's filter, parsed (query-api's auditFilterSchema): each list matches any of its values; `from`/`to` are epoch ms. */
export interface AuditRowFilter {
  actor_id?: string[];
  actor_role?: string[];
  target_type?: string[];
  target_id?: string[];
  owner_id?: string[];
  type?: string[];
  source?: string[];
  /** Positions. */
  id?: string[];
  from?: number;
  to?: number;
  /** Words: each the start of a name's word, or a whole word of a changed value. */
  q?: string;
}

/** A row as the audit store keeps it, with its actor's id (the filter's column, also for system actors). */
export interface AuditRowToWrite {
  row: AuditRow;
  actorId: string;
}

/** Lines of CSV as bytes, and how many rows they hold. */
export interface CsvChunk {
  bytes: Buffer;
  rows: number;
}

/** Events of one type on one UTC day. */
export interface DailyCount {
  day: string;
  type: string;
  count: number;
}

/** A page of rows (their JSON texts) and how many the filter matches in all. */
export interface AuditPage {
  rows: string[];
  total: number;
}

/*
 * The admin report's read model, whatever engine keeps it: SQLite beside the projector (the embedded
 * default) or PostgreSQL (AUDIT_STORE=postgres; docs/scaling.md). Like the Redis read models it is kept
 * per version, so a replay builds version n+1 beside n; each version has its own checkpoint, moved in the
 * same transaction as its rows. A row is keyed by its event's position and written once.
 * Two ports, one per side: the projector writes (AuditStoreWriter), the query API and the worker read
 * (AuditStoreReader); each adapter (sqlite/, postgres/) implements both.
 */

/** The projector's side: rows and checkpoints, a replay's bulk load, and versions kept or dropped. */
export interface AuditStoreWriter {
  /** The last position whose row a version holds (0 when none). */
  checkpoint(version: number): Promise<bigint>;
  /** Writes rows and moves the version's checkpoint to `last`, in one transaction; rows already there are left as they are. */
  commit(version: number, last: bigint, rows: readonly AuditRowToWrite[]): Promise<void>;
  /** A replay's version: emptied, then filled by commitBulk with no indexes, which finishBulk builds once at the end. */
  beginBulk(version: number): Promise<void>;
  commitBulk(version: number, last: bigint, rows: readonly AuditRowToWrite[]): Promise<void>;
  finishBulk(version: number): Promise<void>;
  /** Drops a version's rows, counts and checkpoint. */
  dropVersion(version: number): Promise<void>;
  /** The versions that hold anything. */
  versions(): Promise<number[]>;
  close(): Promise<void>;
}

/** The readers' side (the report, record histories, exports): a version that does not exist yet reads as empty. */
export interface AuditStoreReader {
  /** The last position whose row a version holds (0 when none). */
  checkpoint(version: number): Promise<bigint>;
  /** One page in position order (DESC: newest first), and the filter's total. */
  page(
    version: number,
    filter: AuditRowFilter,
    order: 'ASC' | 'DESC',
    start: number,
    count: number,
  ): Promise<AuditPage>;
  /** Rows by position, in the positions' order (missing ones left out). */
  rows(version: number, positions: readonly string[]): Promise<string[]>;
  row(version: number, position: string): Promise<string | null>;
  /** Counts per UTC day and event type of a filter's rows within [from, to] (epoch ms). */
  dailyCounts(
    version: number,
    filter: Omit<AuditRowFilter, 'from' | 'to'>,
    from: number,
    to: number,
  ): Promise<DailyCount[]>;
  /** One record's rows, newest first. */
  history(version: number, targetType: string, id: string, start: number, count: number): Promise<AuditPage>;
  /** The position of the last row at or before a moment (epoch ms); null when none. */
  positionAt(version: number, ms: number): Promise<bigint | null>;
  /** The positions of a filter's rows as they are now, oldest first, read as they are needed (an export). */
  positions(version: number, filter: AuditRowFilter): AsyncIterable<bigint>;
  /**
   * A filter's rows as they are now as lines of the report's CSV (domain's `csvRowOfJson`, no header), newest
   * first, in chunks read as they are needed (an export).
   */
  csvNewestFirst(version: number, filter: AuditRowFilter): AsyncIterable<CsvChunk>;
  close(): Promise<void>;
}
