import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { APPEND_LOCK, POSTGRES_EVENTS_SCHEMA } from '@dth/infrastructure';

/** A row of the log as both engines hold it: data and metadata the JSON text the store wrote. */
interface LogRow {
  position: bigint;
  id: string;
  stream: string;
  revision: bigint;
  type: string;
  data: string;
  metadata: string;
  created_at: string;
}

export interface MigrationProgress {
  copied: number;
  total: number;
  position: bigint;
}

export interface MigrationOptions {
  /** Rows per transaction. */
  batch?: number;
  /** Stop after this many rows (the next run resumes there). */
  limit?: number;
  onProgress?: (progress: MigrationProgress) => void;
}

export interface LogDigest {
  count: number;
  /** SHA-256 over every row, in position order. */
  sha256: string;
}

export interface MigrationResult {
  /** Rows copied by this run. */
  copied: number;
  /** Whether the whole log is in PostgreSQL now (a --limit may stop before). */
  complete: boolean;
}

const COLUMNS = ['position', 'id', 'stream', 'revision', 'type', 'data', 'metadata', 'created_at'] as const;
const PAGE = 5000;

/**
 * Copies the SQLite log at `file` into PostgreSQL at `url`, positions, ids, revisions and the JSON text
 * as they are (sealed fields stay sealed, under the same keys), one transaction a batch under the log's
 * append lock. It resumes after the last position PostgreSQL holds, once it has checked that this row is
 * the SQLite log's row at that position (PostgreSQL holds this log's beginning, not another log).
 */
export async function migrateEventLog(
  file: string,
  url: string,
  { batch = 1000, limit = Number.MAX_SAFE_INTEGER, onProgress }: MigrationOptions = {},
): Promise<MigrationResult> {
  const sqlite = openSqlite(file);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await inTransaction(client, () => client.query(POSTGRES_EVENTS_SCHEMA));
    let after = await resumePoint(sqlite, client);
    const total = Number(sqlite.prepare('SELECT COUNT(*) FROM events').pluck().get());
    const page = sqlite.prepare<[bigint, number], LogRow>(
      'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
    let done = Number(sqlite.prepare('SELECT COUNT(*) FROM events WHERE position <= ?').pluck().get(after));
    let copied = 0;
    while (copied < limit) {
      const rows = page.all(after, Math.min(batch, limit - copied));
      if (rows.length === 0) break;
      await inTransaction(client, async () => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
        await insert(client, rows);
        // The identity goes on after the copied positions, for the appends that come once the log runs here.
        await client.query("SELECT setval(pg_get_serial_sequence('events', 'position'), $1)", [
          String(rows.at(-1)!.position),
        ]);
      });
      after = rows.at(-1)!.position;
      copied += rows.length;
      done += rows.length;
      onProgress?.({ copied: done, total, position: after });
    }
    const last = sqlite.prepare('SELECT MAX(position) FROM events').pluck().get() as bigint | null;
    return { copied, complete: after >= (last ?? 0n) };
  } finally {
    sqlite.close();
    await client.end();
  }
}

/** The count and a hash of every row of each log, in position order: equal when PostgreSQL reads as SQLite does. */
export async function digestBoth(file: string, url: string): Promise<{ sqlite: LogDigest; postgres: LogDigest }> {
  const sqlite = openSqlite(file);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const fromSqlite = new Digest();
    for (const row of sqlite.prepare<[], LogRow>('SELECT * FROM events ORDER BY position').iterate())
      fromSqlite.add(row);
    const fromPostgres = new Digest();
    let after = '0';
    for (;;) {
      const { rows } = await client.query<Omit<LogRow, 'created_at'> & { created_at: Date }>(
        'SELECT * FROM events WHERE position > $1 ORDER BY position LIMIT $2',
        [after, PAGE],
      );
      for (const row of rows) fromPostgres.add({ ...row, created_at: row.created_at.toISOString() });
      if (rows.length < PAGE) break;
      after = String(rows.at(-1)!.position);
    }
    return { sqlite: fromSqlite.result(), postgres: fromPostgres.result() };
  } finally {
    sqlite.close();
    await client.end();
  }
}

class Digest {
  private readonly hash = createHash('sha256');
  private count = 0;

  add(row: LogRow): void {
    // created_at as an instant: SQLite keeps the ISO text, PostgreSQL a timestamptz.
    const fields = COLUMNS.map((c) => (c === 'created_at' ? new Date(row.created_at).toISOString() : String(row[c])));
    this.hash.update(JSON.stringify(fields)).update('\n');
    this.count += 1;
  }

  result(): LogDigest {
    return { count: this.count, sha256: this.hash.digest('hex') };
  }
}

/** A SQLite file to copy from, read only; its integers as bigints unless told (positions may pass 2^53). */
export function openSqlite(file: string, { safeIntegers = true } = {}): Database.Database {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.defaultSafeIntegers(safeIntegers);
  return db;
}

export async function inTransaction(client: pg.Client, work: () => Promise<unknown>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The last position copied by an earlier run (0 when none), refused when PostgreSQL holds another log. */
async function resumePoint(sqlite: Database.Database, client: pg.Client): Promise<bigint> {
  const { rows } = await client.query<{ position: string; id: string }>(
    'SELECT position, id FROM events ORDER BY position DESC LIMIT 1',
  );
  if (rows.length === 0) return 0n;
  const position = BigInt(rows[0].position);
  const there = sqlite.prepare('SELECT id FROM events WHERE position = ?').pluck().get(position) as string | undefined;
  if (there !== rows[0].id)
    throw new Error(
      `PostgreSQL already holds another event log (its event at position ${position} is not this log's): migrate into an empty database`,
    );
  return position;
}

async function insert(client: pg.Client, rows: LogRow[]): Promise<void> {
  const values = rows.map((_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`);
  await client.query(
    `INSERT INTO events (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}`,
    rows.flatMap((row) => COLUMNS.map((c) => (typeof row[c] === 'bigint' ? String(row[c]) : row[c]))),
  );
}
