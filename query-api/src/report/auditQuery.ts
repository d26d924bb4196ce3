import { AUDIT_READ_MODEL, AUDIT_TARGET_TYPES, auditQueryWords, namePrefixOf } from '@dth/domain';
import { auditTables, type AuditConnection, type AuditDatabase, type ReadModelStore } from '@dth/infrastructure';
import type { AuditFilter } from './auditFilter';

/** A filter as SQL over one version's audit table: a WHERE clause and its parameters. */
export interface AuditSelection {
  version: number;
  where: string;
  params: (string | number)[];
  /** The unfiltered table, or event types only: its total is the daily counts' sum. */
  countable?: { types: string[] | null };
  empty: boolean;
}

const MAX_STATEMENTS = 500;
const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Events of one type on one UTC day. */
export interface DailyCount {
  day: string;
  type: string;
  count: number;
}

const byDayThenType = (counts: DailyCount[]) => counts.sort((a, b) => (a.day === b.day ? a.type.localeCompare(b.type) : a.day < b.day ? -1 : 1));

/** What these reads use of a prepared statement (parameters are bound positionally). */
interface Statement {
  pluck(): Statement;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

/**
 * Reads of the audit read model (the SQLite file the projector writes, read-only here): each filter is
 * an indexed column (actor, role, target, owner, type, source), `from`/`to` become position bounds
 * through the time index, and `q` is an FTS5 match (name words by their start, changed-value words
 * whole). Pages are in position order straight off an index; a page's total is a COUNT over the same
 * index. Exports iterate a statement on their own connection, so memory stays flat.
 */
export class AuditQuery {
  private readonly statements = new Map<string, Statement>();
  private statementsOf?: AuditConnection;

  constructor(
    private readonly readModels: ReadModelStore,
    private readonly database: AuditDatabase,
  ) {}

  /** The version queries read, when the audit file has its tables (null before the projector made them). */
  private version(): number | null {
    const version = this.readModels.keyspace.versionOf(AUDIT_READ_MODEL.name);
    return this.database.hasVersion(version) ? version : null;
  }

  private prepare(sql: string): Statement {
    const db = this.database.db!;
    if (this.statementsOf !== db) {
      this.statements.clear();
      this.statementsOf = db;
    }
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      statement = db.prepare(sql) as unknown as Statement;
      this.statements.set(sql, statement);
    }
    return statement;
  }

  select(filter: AuditFilter): AuditSelection {
    const version = this.version();
    const none: AuditSelection = { version: version ?? 0, where: '', params: [], empty: true };
    if (version === null) return none;
    const { rows, words } = auditTables(version);
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    const anyOf = (column: string, values: readonly string[]) => {
      clauses.push(values.length === 1 ? `${column} = ?` : `${column} IN (${values.map(() => '?').join(', ')})`);
      params.push(...values);
    };
    if (filter.from !== undefined || filter.to !== undefined) {
      const bounds = this.positionBounds(rows, filter.from ?? Number.MIN_SAFE_INTEGER, filter.to ?? Number.MAX_SAFE_INTEGER);
      if (!bounds) return none;
      clauses.push('position BETWEEN ? AND ?');
      params.push(bounds.min, bounds.max);
    }
    if (filter.actor_id) anyOf('actor_id', filter.actor_id);
    if (filter.actor_role) anyOf('actor_role', filter.actor_role);
    if (filter.owner_id) anyOf('owner_id', filter.owner_id);
    if (filter.type) anyOf('action', filter.type);
    if (filter.source) anyOf('source', filter.source);
    if (filter.target_id) {
      anyOf('target_type', filter.target_type ?? AUDIT_TARGET_TYPES());
      anyOf('target_id', filter.target_id);
    } else if (filter.target_type) anyOf('target_type', filter.target_type);
    if (filter.id) {
      clauses.push(`position IN (${filter.id.map(() => '?').join(', ')})`);
      params.push(...filter.id.map(Number));
    }
    const queryWords = auditQueryWords(filter.q ?? '');
    if (queryWords.length > 0) {
      // Each word: the start of a name's word (names are matched by their first 12 characters, as typed
      // into the other searches), or a whole word of a changed value.
      const match = queryWords.map((w) => `(names : "${namePrefixOf(w)}" * OR words : "${w}")`).join(' AND ');
      clauses.push(`position IN (SELECT rowid FROM ${words} WHERE ${words} MATCH ?)`);
      params.push(match);
    }
    const onlyTypes = Object.keys(filter).every((k) => k === 'type' || (k === 'q' && queryWords.length === 0));
    return {
      version, where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, empty: false,
      countable: onlyTypes ? { types: filter.type ?? null } : undefined,
    };
  }

  /** The positions of the first and last events within [from, to] by time; null when none. */
  private positionBounds(rows: string, from: number, to: number): { min: number; max: number } | null {
    const first = this.prepare(`SELECT position FROM ${rows} WHERE at_ms BETWEEN ? AND ? ORDER BY at_ms, position LIMIT 1`).pluck().get(from, to) as number | undefined;
    const last = this.prepare(`SELECT position FROM ${rows} WHERE at_ms BETWEEN ? AND ? ORDER BY at_ms DESC, position DESC LIMIT 1`).pluck().get(from, to) as number | undefined;
    return first === undefined || last === undefined ? null : { min: Math.min(first, last), max: Math.max(first, last) };
  }

  /** One page (newest first for DESC) and the total, as the rows' JSON texts. */
  page(selection: AuditSelection, order: 'ASC' | 'DESC', start: number, count: number): { rows: string[]; total: number } {
    if (selection.empty) return { rows: [], total: 0 };
    const { rows: table, stats } = auditTables(selection.version);
    const rows = this.prepare(`SELECT row FROM ${table} ${selection.where} ORDER BY position ${order} LIMIT ? OFFSET ?`).pluck().all(...selection.params, count, start) as string[];
    let total: number;
    if (selection.countable) {
      // The unfiltered report and its type filter: the daily counts already hold the total.
      const types = selection.countable.types;
      total = (this.prepare(`SELECT COALESCE(SUM(count), 0) FROM ${stats}${types ? ` WHERE type IN (${types.map(() => '?').join(', ')})` : ''}`).pluck().get(...(types ?? [])) as number);
    } else total = this.prepare(`SELECT COUNT(*) FROM ${table} ${selection.where}`).pluck().get(...selection.params) as number;
    return { rows, total };
  }

  /** The rows' JSON texts, in the positions' order (missing ones left out). */
  rows(positions: readonly string[]): string[] {
    const version = this.version();
    if (positions.length === 0 || version === null) return [];
    const found = this.prepare(`SELECT position, row FROM ${auditTables(version).rows} WHERE position IN (${positions.map(() => '?').join(', ')})`)
      .all(...positions.map(Number)) as { position: number; row: string }[];
    const byPosition = new Map(found.map((r) => [String(r.position), r.row]));
    return positions.map((p) => byPosition.get(String(Number(p)))).filter((r): r is string => r !== undefined);
  }

  row(position: string): unknown {
    const version = this.version();
    if (version === null) return null;
    const raw = this.prepare(`SELECT row FROM ${auditTables(version).rows} WHERE position = ?`).pluck().get(Number(position)) as string | undefined;
    return raw ? JSON.parse(raw) : null;
  }

  /** The statement that reads one column of a selection's rows in order, for a reader of the file of its own (an export thread). */
  scan(selection: AuditSelection, order: 'ASC' | 'DESC', column: 'row' | 'position'): { sql: string; params: (string | number)[] } {
    return { sql: `SELECT ${column} FROM ${auditTables(selection.version).rows} ${selection.where} ORDER BY position ${order}`, params: selection.params };
  }

  /**
   * The selection bounded by the last row there is now: readers that each open their own snapshot
   * (an export's threads) then all see the same rows, whatever the projector appends meanwhile.
   */
  upToNow(selection: AuditSelection): AuditSelection {
    if (selection.empty) return selection;
    const last = (this.prepare(`SELECT MAX(position) FROM ${auditTables(selection.version).rows}`).pluck().get() as number | null) ?? 0;
    const bound = 'position <= ?';
    return { ...selection, where: selection.where ? `${selection.where} AND ${bound}` : `WHERE ${bound}`, params: [...selection.params, last], countable: undefined };
  }

  /**
   * The positions of a selection's rows, oldest first, from a statement iterated on a connection of
   * its own (an open iterator keeps its connection busy); `close` ends it.
   */
  positions(selection: AuditSelection): { values: IterableIterator<number>; close: () => void } {
    const empty = { values: ([] as number[])[Symbol.iterator](), close: () => undefined };
    if (selection.empty) return empty;
    const connection = this.database.openReader();
    if (!connection) return empty;
    const { sql, params } = this.scan(selection, 'ASC', 'position');
    const values = connection.prepare(sql).pluck().iterate(...params) as IterableIterator<number>;
    return {
      values,
      close: () => {
        values.return?.();
        connection.close();
      },
    };
  }

  /**
   * Counts per UTC day and event type of a filter's events within [from, to] (epoch ms). The report
   * unfiltered, or by event types only, over whole days reads the daily counts; any other filter
   * groups its rows by day in SQL, under the list's WHERE (so the counts add up to the list's total).
   */
  dailyCounts(filter: Omit<AuditFilter, 'from' | 'to'>, from: number, to: number): DailyCount[] {
    const unbounded = this.select(filter);
    if (unbounded.empty || from > to) return [];
    const wholeDays = from % DAY === 0 && (to + 1) % DAY === 0;
    if (unbounded.countable && wholeDays) return this.stats(unbounded.version, utcDay(from), utcDay(to), unbounded.countable.types);
    const selection = this.select({ ...filter, from, to });
    if (selection.empty) return [];
    const { rows } = auditTables(selection.version);
    const counts = this.prepare(`SELECT date(at_ms / 1000, 'unixepoch') AS day, action AS type, COUNT(*) AS count FROM ${rows} ${selection.where} GROUP BY 1, 2`)
      .all(...selection.params) as DailyCount[];
    return byDayThenType(counts);
  }

  /** The daily counts within [fromDay, toDay], of some event types or all. */
  private stats(version: number, fromDay: string, toDay: string, types: string[] | null): DailyCount[] {
    const { stats } = auditTables(version);
    const ofTypes = types ? ` AND type IN (${types.map(() => '?').join(', ')})` : '';
    return byDayThenType(this.prepare(`SELECT day, type, count FROM ${stats} WHERE day BETWEEN ? AND ?${ofTypes}`).all(fromDay, toDay, ...(types ?? [])) as DailyCount[]);
  }

  /** Rows of one record, newest first. */
  history(targetType: string, id: string, start: number, count: number): { rows: string[]; total: number } {
    const version = this.version();
    if (version === null) return { rows: [], total: 0 };
    const { rows: table } = auditTables(version);
    const rows = this.prepare(`SELECT row FROM ${table} WHERE target_type = ? AND target_id = ? ORDER BY position DESC LIMIT ? OFFSET ?`).pluck().all(targetType, id, count, start) as string[];
    const total = this.prepare(`SELECT COUNT(*) FROM ${table} WHERE target_type = ? AND target_id = ?`).pluck().get(targetType, id) as number;
    return { rows, total };
  }

  /** The position of the last event at or before a moment (epoch ms); null when none. */
  positionAt(ms: number): bigint | null {
    const version = this.version();
    if (version === null) return null;
    const last = this.prepare(`SELECT position FROM ${auditTables(version).rows} WHERE at_ms <= ? ORDER BY at_ms DESC, position DESC LIMIT 1`).pluck().get(ms) as number | undefined;
    return last === undefined ? null : BigInt(last);
  }
}
