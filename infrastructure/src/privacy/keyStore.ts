import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** One version of a person's data key; `material` is absent once the key is erased. */
export interface DataKey {
  keyId: string;
  version: number;
  material?: Buffer;
}

/**
 * The data keys of crypto-shredding (docs/decisions.md), kept apart from the event log: erasing a
 * person's keys makes every event field encrypted under them unreadable, in every copy of the log.
 * An erased key leaves a tombstone, so its versions are never issued again.
 */
export interface KeyStore {
  /** The newest live version of a key, made when there is none (a first key, or one after an erasure). */
  currentKey(keyId: string): Promise<Required<DataKey>>;
  /** One version of a key: `material` absent when it was erased, undefined when it never existed. */
  key(keyId: string, version: number): Promise<DataKey | undefined>;
  /** Destroys every version of these keys (their tombstones stay); the number of versions destroyed. */
  erase(keyIds: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

export const DATA_KEY_BYTES = 32;

/** The embedded key store: its own SQLite file, which deletes securely (erased keys leave no bytes behind). */
export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 10000');
    // Freed pages are overwritten with zeros: a deleted key must not survive in the file.
    this.db.pragma('secure_delete = ON');
    this.db.exec(`CREATE TABLE IF NOT EXISTS data_keys (
      key_id TEXT NOT NULL, version INTEGER NOT NULL, material BLOB, created_at TEXT NOT NULL, erased_at TEXT,
      PRIMARY KEY (key_id, version))`);
    this.statements = {
      newest: this.db.prepare<[string], { version: number; material: Buffer | null }>(
        'SELECT version, material FROM data_keys WHERE key_id = ? ORDER BY version DESC LIMIT 1',
      ),
      one: this.db.prepare<[string, number], { material: Buffer | null }>(
        'SELECT material FROM data_keys WHERE key_id = ? AND version = ?',
      ),
      insert: this.db.prepare(
        'INSERT OR IGNORE INTO data_keys (key_id, version, material, created_at) VALUES (?, ?, ?, ?)',
      ),
      erase: this.db.prepare(
        'UPDATE data_keys SET material = NULL, erased_at = ? WHERE key_id = ? AND material IS NOT NULL',
      ),
    };
  }

  async currentKey(keyId: string): Promise<Required<DataKey>> {
    const newest = this.statements.newest.get(keyId);
    if (newest?.material) return { keyId, version: newest.version, material: newest.material };
    const version = (newest?.version ?? 0) + 1;
    // Real time, as PostgreSQL's now(): the stamps tell an operator when; nothing is decided by them.
    this.statements.insert.run(keyId, version, randomBytes(DATA_KEY_BYTES), new Date().toISOString());
    // Another process may have made the same version first: its key is the one kept.
    return this.currentKey(keyId);
  }

  async key(keyId: string, version: number): Promise<DataKey | undefined> {
    const row = this.statements.one.get(keyId, version);
    return row === undefined ? undefined : { keyId, version, material: row.material ?? undefined };
  }

  async erase(keyIds: readonly string[]): Promise<number> {
    const at = new Date().toISOString();
    const erased = this.db.transaction(() =>
      keyIds.reduce((n, keyId) => n + this.statements.erase.run(at, keyId).changes, 0),
    )();
    // The write-ahead log still holds the pages that had the keys until it is checkpointed away.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    return erased;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/** The PostgreSQL key store's table (made at its first use, and by `events:migrate` before it copies keys in). */
export const POSTGRES_DATA_KEYS_SCHEMA = `CREATE TABLE IF NOT EXISTS data_keys (
  key_id text NOT NULL, version integer NOT NULL, material bytea, created_at timestamptz NOT NULL DEFAULT now(), erased_at timestamptz,
  PRIMARY KEY (key_id, version))`;

/** The key store for several machines (compose, EventStoreDB): a table in PostgreSQL. */
export class PostgresKeyStore implements KeyStore {
  private readonly pool: pg.Pool;
  private ready?: Promise<unknown>;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({ connectionString, max: 4 });
  }

  private schema(): Promise<unknown> {
    return (this.ready ??= this.pool.query(POSTGRES_DATA_KEYS_SCHEMA));
  }

  async currentKey(keyId: string): Promise<Required<DataKey>> {
    await this.schema();
    const { rows } = await this.pool.query<{ version: number; material: Buffer | null }>(
      'SELECT version, material FROM data_keys WHERE key_id = $1 ORDER BY version DESC LIMIT 1',
      [keyId],
    );
    const newest = rows[0];
    if (newest?.material) return { keyId, version: newest.version, material: newest.material };
    await this.pool.query(
      'INSERT INTO data_keys (key_id, version, material) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [keyId, (newest?.version ?? 0) + 1, randomBytes(DATA_KEY_BYTES)],
    );
    return this.currentKey(keyId);
  }

  async key(keyId: string, version: number): Promise<DataKey | undefined> {
    await this.schema();
    const { rows } = await this.pool.query<{ material: Buffer | null }>(
      'SELECT material FROM data_keys WHERE key_id = $1 AND version = $2',
      [keyId, version],
    );
    return rows[0] === undefined ? undefined : { keyId, version, material: rows[0].material ?? undefined };
  }

  async erase(keyIds: readonly string[]): Promise<number> {
    await this.schema();
    const { rowCount } = await this.pool.query(
      'UPDATE data_keys SET material = NULL, erased_at = now() WHERE key_id = ANY($1) AND material IS NOT NULL',
      [keyIds],
    );
    return rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
