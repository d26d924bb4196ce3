import pg from 'pg';

// The tables both sides of the PostgreSQL audit store name: one set per version, and the checkpoints.

export const CHECKPOINTS = 'audit_checkpoints';
export const tables = (version: number) => {
  const v = Math.trunc(version);
  return { rows: `audit_rows_v${v}`, stats: `audit_stats_v${v}` };
};

/** A word as a tsvector or tsquery lexeme (quoted, so any character is literal). */
export const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The row's full-text words as one tsvector: the names' words weighted A (matched by their start), the
 * changed values' words weighted B (matched whole). The words are the ones SQLite's FTS5 index holds,
 * already normalised by the domain (auditNameWords, changedWords), so no text search configuration
 * re-parses them: each is a lexeme as it is, with a position (a weight needs one).
 */
export function searchOf(names: readonly string[], words: readonly string[]): string {
  return [
    ...names.map((w, i) => `${lexeme(w)}:${i + 1}A`),
    ...words.map((w, i) => `${lexeme(w)}:${names.length + i + 1}B`),
  ].join(' ');
}

export function tablesOf(version: number, bulk: boolean): string {
  const { rows, stats } = tables(version);
  return `
    CREATE TABLE IF NOT EXISTS ${rows} (
      position bigint ${bulk ? '' : 'PRIMARY KEY'},
      at_ms bigint NOT NULL,
      actor_id text NOT NULL,
      actor_role text,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NOT NULL,
      owner_id text,
      source text NOT NULL,
      names text NOT NULL,
      words text NOT NULL,
      row text NOT NULL,
      search tsvector NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${stats} (day text NOT NULL, type text NOT NULL, count bigint NOT NULL, PRIMARY KEY (day, type));
  `;
}

/** One index per filter, with position for the newest-first pages, and the GIN index over the words. */
export function indexesOf(version: number): string {
  const { rows } = tables(version);
  const index = (name: string, columns: string) =>
    `CREATE INDEX IF NOT EXISTS ${rows}_${name} ON ${rows} (${columns});`;
  return [
    index('at', 'at_ms, position'),
    index('actor', 'actor_id, position'),
    index('actor_action', 'actor_id, action, position'),
    index('role', 'actor_role, position'),
    index('action', 'action, position'),
    index('target_type', 'target_type, position'),
    index('target', 'target_type, target_id, position'),
    index('owner', 'owner_id, position'),
    index('owner_action', 'owner_id, action, position'),
    index('source', 'source, position'),
    `CREATE INDEX IF NOT EXISTS ${rows}_search ON ${rows} USING gin (search);`,
  ].join('\n');
}

/** The checkpoints' table, made once by whichever side asks first. */
export const checkpointsTable = (pool: pg.Pool): Promise<void> =>
  pool
    .query(`CREATE TABLE IF NOT EXISTS ${CHECKPOINTS} (version integer PRIMARY KEY, position bigint NOT NULL)`)
    .then(() => undefined);

/** The last position whose row a version holds (0 when none). */
export async function checkpointOf(pool: pg.Pool, version: number): Promise<bigint> {
  const { rows } = await pool.query<{ position: string }>(`SELECT position FROM ${CHECKPOINTS} WHERE version = $1`, [
    version,
  ]);
  return rows[0] ? BigInt(rows[0].position) : 0n;
}

/** A pool whose idle clients that lose their server (a restart) are replaced on next use, not fatal to the process. */
export function auditPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}
