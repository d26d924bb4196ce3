import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The admin report's read model on disk: one SQLite file (WAL) beside the event log, written by the
 * projector and read by the query API through a read-only connection. It holds each keyspace version
 * in its own tables (`audit_rows_v{n}`, its FTS index, daily counts), so a replay builds version n+1
 * beside n like the Redis read models, and its own checkpoint per version: rows and checkpoint are
 * committed in one SQLite transaction, before the batch's Redis transaction (docs/architecture.md).
 */
export const auditTables = (version: number) => {
  const v = Math.trunc(version);
  return { rows: `audit_rows_v${v}`, words: `audit_words_v${v}`, stats: `audit_stats_v${v}` };
};

/** A connection to the audit file (better-sqlite3), for the writer's and readers' statements. */
export type AuditConnection = Database.Database;

const CHECKPOINTS = 'audit_checkpoints';

/** A version's tables: the rows (their filter columns, full-text words and JSON) and the daily counts. */
function tablesOf(version: number): string {
  const { rows, stats } = auditTables(version);
  return `
    CREATE TABLE IF NOT EXISTS ${rows} (
      position INTEGER PRIMARY KEY,
      at_ms INTEGER NOT NULL,
      actor_id TEXT NOT NULL,
      actor_role TEXT,
      action TEXT NOT NULL,
      target_type TEXT NOT NULL,
      target_id TEXT NOT NULL,
      owner_id TEXT,
      source TEXT NOT NULL,
      names TEXT NOT NULL,
      words TEXT NOT NULL,
      row TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${stats} (day TEXT NOT NULL, type TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, type)) WITHOUT ROWID;
  `;
}

/** A version's indexes: one per filter (with position, for the newest-first pages) and the full-text index over the rows. */
function indexesOf(version: number): string {
  const { rows, words } = auditTables(version);
  return `
    CREATE INDEX IF NOT EXISTS ${rows}_at ON ${rows} (at_ms, position);
    CREATE INDEX IF NOT EXISTS ${rows}_actor ON ${rows} (actor_id, position);
    CREATE INDEX IF NOT EXISTS ${rows}_actor_action ON ${rows} (actor_id, action, position);
    CREATE INDEX IF NOT EXISTS ${rows}_role ON ${rows} (actor_role, position);
    CREATE INDEX IF NOT EXISTS ${rows}_action ON ${rows} (action, position);
    CREATE INDEX IF NOT EXISTS ${rows}_target_type ON ${rows} (target_type, position);
    CREATE INDEX IF NOT EXISTS ${rows}_target ON ${rows} (target_type, target_id, position);
    CREATE INDEX IF NOT EXISTS ${rows}_owner ON ${rows} (owner_id, position);
    CREATE INDEX IF NOT EXISTS ${rows}_owner_action ON ${rows} (owner_id, action, position);
    CREATE INDEX IF NOT EXISTS ${rows}_source ON ${rows} (source, position);
    CREATE VIRTUAL TABLE IF NOT EXISTS ${words} USING fts5(names, words, content='${rows}', content_rowid='position', tokenize='unicode61 remove_diacritics 2');
  `;
}

export interface AuditDatabaseOptions {
  readonly?: boolean;
}

/** One connection to the audit file. The writer creates the file; a reader opens it once it exists. */
export class AuditDatabase {
  private connection?: Database.Database;
  private readonly ready = new Set<number>();

  constructor(
    readonly file: string,
    private readonly options: AuditDatabaseOptions = {},
  ) {}

  get readonly(): boolean {
    return this.options.readonly === true;
  }

  /** The connection; null for a reader while the projector has not created the file yet. */
  get db(): Database.Database | null {
    if (this.connection) return this.connection;
    if (this.readonly && !existsSync(this.file)) return null;
    this.connection = openAuditFile(this.file, this.readonly);
    return this.connection;
  }

  private writer(): Database.Database {
    if (this.readonly) throw new Error('the audit database is open read-only');
    return this.db!;
  }

  /** Creates a version's tables (the writer), or tells whether they exist (a reader). */
  hasVersion(version: number): boolean {
    if (this.ready.has(version)) return true;
    const db = this.db;
    if (!db) return false;
    if (this.readonly) {
      const found = db
        .prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?')
        .get('table', auditTables(version).stats);
      if (found) this.ready.add(version);
      return !!found;
    }
    db.exec(tablesOf(version) + indexesOf(version));
    this.ready.add(version);
    return true;
  }

  /**
   * A version's tables without their indexes, for a replay to fill in bulk: inserting a row into
   * eleven B-trees and the full-text index, one at a time, cost 2 to 3 times more than building them
   * once over all the rows (finishBulk). Rows written to it must leave the full-text index out.
   */
  beginBulk(version: number): void {
    this.writer().exec(tablesOf(version));
  }

  /** Builds a bulk-filled version's indexes and full-text index over its rows; the version is then as hasVersion makes it. */
  finishBulk(version: number): void {
    const db = this.writer();
    const { words } = auditTables(version);
    db.transaction(() => {
      db.exec(indexesOf(version));
      db.prepare(`INSERT INTO ${words} (${words}) VALUES ('rebuild')`).run();
    })();
    this.ready.add(version);
  }

  /** The last position whose row is committed for a version (0 when none). */
  checkpoint(version: number): bigint {
    const db = this.db;
    if (!db || !this.hasCheckpoints(db)) return 0n;
    const found = db
      .prepare(`SELECT position FROM ${CHECKPOINTS} WHERE version = ?`)
      .safeIntegers(true)
      .get(version) as { position: bigint } | undefined;
    return found?.position ?? 0n;
  }

  /** Runs `work` and moves the version's checkpoint to `position` in the same transaction (`bulk`: a version begun by beginBulk, left without indexes). */
  commit(version: number, position: bigint, work: (db: Database.Database) => void, bulk = false): void {
    const db = this.writer();
    if (!bulk) this.hasVersion(version);
    db.transaction(() => {
      work(db);
      db.prepare(
        `INSERT INTO ${CHECKPOINTS} (version, position) VALUES (?, ?) ON CONFLICT(version) DO UPDATE SET position = MAX(position, excluded.position)`,
      ).run(version, position);
    }).immediate();
  }

  /** Drops a version's tables and checkpoint (a replay starts its version empty; older versions go after a switch). */
  dropVersion(version: number): void {
    const db = this.writer();
    const { rows, words, stats } = auditTables(version);
    db.transaction(() => {
      db.exec(`DROP TABLE IF EXISTS ${words}; DROP TABLE IF EXISTS ${rows}; DROP TABLE IF EXISTS ${stats};`);
      db.prepare(`DELETE FROM ${CHECKPOINTS} WHERE version = ?`).run(version);
    })();
    // The write-ahead log keeps copies of the dropped pages until it is checkpointed away.
    db.pragma('wal_checkpoint(TRUNCATE)');
    this.ready.delete(version);
  }

  /** The versions that have tables (to drop the old ones). */
  versions(): number[] {
    const db = this.db;
    if (!db) return [];
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'audit_stats_v*'")
      .pluck()
      .all() as string[];
    return names.map((n) => Number(n.slice('audit_stats_v'.length))).filter(Number.isInteger);
  }

  /** A second read-only connection, for a long read (an export's iterator keeps its connection busy). */
  openReader(): Database.Database | null {
    return existsSync(this.file) ? openAuditFile(this.file, true) : null;
  }

  close(): void {
    this.connection?.close();
    this.connection = undefined;
    this.ready.clear();
  }

  private hasCheckpoints(db: Database.Database): boolean {
    return !!db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get('table', CHECKPOINTS);
  }
}

function openAuditFile(file: string, readonly: boolean): Database.Database {
  if (!readonly) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  db.pragma('busy_timeout = 10000');
  if (!readonly) {
    // The writer: 64 MB of page cache (the default is 2 MB): a batch inserts into a dozen B-trees, three of them
    // keyed by uuids (actor, target, owner), whose pages would otherwise be read back from the file for every
    // batch. Readers keep the default: an export's connection would hold up to this much more of the file.
    db.pragma('cache_size = -65536');
    db.pragma('journal_mode = WAL');
    // WAL with NORMAL survives a killed process (the projector under kill -9); a power cut may lose the
    // last batches, which the projector then projects again from its checkpoint.
    db.pragma('synchronous = NORMAL');
    // Dropped versions' pages are zeroed, not just freed: after an erasure's rebuild nothing of the person stays in the file.
    db.pragma('secure_delete = ON');
    db.exec(`CREATE TABLE IF NOT EXISTS ${CHECKPOINTS} (version INTEGER PRIMARY KEY, position INTEGER NOT NULL)`);
  }
  return db;
}
