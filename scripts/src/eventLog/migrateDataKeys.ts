import { createHash } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_DATA_KEYS_SCHEMA } from '@dth/infrastructure';
import { inTransaction, openSqlite } from './migrateEventLog';

/** A data key as both key stores hold it: `material` null once erased (the row stays, as a tombstone). */
interface KeyRow {
  key_id: string;
  version: number;
  material: Buffer | null;
  created_at: string;
  erased_at: string | null;
}

/** The same key as PostgreSQL hands it back: the stamps as dates. */
type StoredKey = Omit<KeyRow, 'created_at' | 'erased_at'> & { created_at: Date; erased_at: Date | null };

export interface KeysProgress {
  done: number;
  total: number;
}

export interface KeysMigrationResult {
  /** Keys (live or tombstones) PostgreSQL did not hold before this run. */
  copied: number;
  /** Keys PostgreSQL held live that SQLite has erased since (an earlier run copied them): destroyed there too. */
  erased: number;
}

export interface KeysDigest {
  count: number;
  /** Of them, erased (tombstones). */
  erased: number;
  /** SHA-256 over every key, in key id and version order. */
  sha256: string;
}

const COLUMNS = ['key_id', 'version', 'material', 'created_at', 'erased_at'] as const;
const PAGE = 5000;
// SQLite orders text by its bytes; PostgreSQL by the database's collation unless told otherwise.
const KEY_ORDER = 'ORDER BY key_id COLLATE "C", version';

/**
 * Copies the data keys of the SQLite key store at `file` into PostgreSQL's `data_keys` at `url`, as they
 * are: the key bytes, the stamps, and the tombstones of erased keys (material null), so an erased person
 * stays erased. A key PostgreSQL already holds with the same bytes is left alone (a run again copies
 * nothing twice); one SQLite has erased since is destroyed there too; any other difference is an error,
 * never overwritten (the log's sealed fields open with exactly one key).
 */
export async function migrateDataKeys(
  file: string,
  url: string,
  { batch = 1000, onProgress }: { batch?: number; onProgress?: (progress: KeysProgress) => void } = {},
): Promise<KeysMigrationResult> {
  const sqlite = openSqlite(file, { safeIntegers: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(POSTGRES_DATA_KEYS_SCHEMA);
    const total = Number(sqlite.prepare('SELECT COUNT(*) FROM data_keys').pluck().get());
    const result: KeysMigrationResult = { copied: 0, erased: 0 };
    let done = 0;
    let rows: KeyRow[] = [];
    const flush = async () => {
      const page = rows;
      rows = [];
      await inTransaction(client, () => copyPage(client, file, page, result));
      done += page.length;
      onProgress?.({ done, total });
    };
    for (const row of sqlite.prepare<[], KeyRow>('SELECT * FROM data_keys ORDER BY key_id, version').iterate()) {
      rows.push(row);
      if (rows.length === batch) await flush();
    }
    if (rows.length > 0) await flush();
    return result;
  } finally {
    sqlite.close();
    await client.end();
  }
}

async function copyPage(client: pg.Client, file: string, page: KeyRow[], result: KeysMigrationResult) {
  const { rows: held } = await client.query<{ key_id: string; version: number; material: Buffer | null }>(
    `SELECT key_id, version, material FROM data_keys
     WHERE (key_id, version) IN (SELECT * FROM unnest($1::text[], $2::int[])) FOR UPDATE`,
    [page.map((k) => k.key_id), page.map((k) => k.version)],
  );
  const there = new Map(held.map((k) => [`${k.key_id}\n${k.version}`, k.material]));
  const missing: KeyRow[] = [];
  for (const key of page) {
    const name = `${key.key_id}\n${key.version}`;
    if (!there.has(name)) {
      missing.push(key);
      continue;
    }
    const material = there.get(name)!;
    if (material === null ? key.material === null : key.material?.equals(material)) continue;
    if (key.material === null) {
      await client.query('UPDATE data_keys SET material = NULL, erased_at = $3 WHERE key_id = $1 AND version = $2', [
        key.key_id,
        key.version,
        key.erased_at,
      ]);
      result.erased += 1;
      continue;
    }
    throw new Error(
      `PostgreSQL holds the data key ${key.key_id} v${key.version} ${material === null ? 'erased' : 'with other bytes'}, unlike ${file}: ` +
        'left as it is; migrate into a database holding no other keys',
    );
  }
  if (missing.length === 0) return;
  const values = missing.map((_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`);
  await client.query(
    `INSERT INTO data_keys (${COLUMNS.join(', ')}) VALUES ${values.join(', ')}`,
    missing.flatMap((key) => COLUMNS.map((c) => key[c])),
  );
  result.copied += missing.length;
}

/** The count and a hash of every key of each store, in key order: equal when PostgreSQL holds what SQLite does. */
export async function digestBothKeys(file: string, url: string): Promise<{ sqlite: KeysDigest; postgres: KeysDigest }> {
  const sqlite = openSqlite(file, { safeIntegers: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const fromSqlite = new KeysHash();
    for (const row of sqlite.prepare<[], KeyRow>('SELECT * FROM data_keys ORDER BY key_id, version').iterate())
      fromSqlite.add(row);
    const fromPostgres = new KeysHash();
    await inTransaction(client, async () => {
      await client.query(`DECLARE data_keys_in_order NO SCROLL CURSOR FOR SELECT * FROM data_keys ${KEY_ORDER}`);
      for (;;) {
        const { rows } = await client.query<StoredKey>(`FETCH ${PAGE} FROM data_keys_in_order`);
        for (const row of rows) fromPostgres.add(row);
        if (rows.length < PAGE) break;
      }
    });
    return { sqlite: fromSqlite.result(), postgres: fromPostgres.result() };
  } finally {
    sqlite.close();
    await client.end();
  }
}

class KeysHash {
  private readonly hash = createHash('sha256');
  private count = 0;
  private erased = 0;

  add(key: KeyRow | StoredKey) {
    // The stamps as instants: SQLite keeps ISO text, PostgreSQL a timestamptz.
    const instant = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());
    const fields = [key.key_id, key.version, key.material?.toString('hex') ?? null];
    this.hash.update(JSON.stringify([...fields, instant(key.created_at), instant(key.erased_at)])).update('\n');
    this.count += 1;
    if (key.material === null) this.erased += 1;
  }

  result(): KeysDigest {
    return { count: this.count, erased: this.erased, sha256: this.hash.digest('hex') };
  }
}
