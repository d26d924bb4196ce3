import { AuditDatabase, auditTables } from '@dth/infrastructure';

/**
 * The audit read model of one version as comparable text: every row with all its columns, the daily
 * counts, the audit's checkpoint, and whether its full-text index matches the rows (FTS5's
 * integrity-check, which fails when a word is missing or extra). Opens its own connection.
 */
export function auditSnapshot(file: string, version: number): Map<string, string> {
  const database = new AuditDatabase(file);
  try {
    const db = database.db!;
    const snapshot = new Map<string, string>();
    const { rows, words, stats } = auditTables(version);
    if (!db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(rows)) return snapshot;
    for (const row of db.prepare(`SELECT * FROM ${rows} ORDER BY position`).iterate() as IterableIterator<
      { position: number } & Record<string, unknown>
    >) {
      snapshot.set(`row:${row.position}`, JSON.stringify(row));
    }
    for (const count of db.prepare(`SELECT day, type, count FROM ${stats} ORDER BY day, type`).all() as {
      day: string;
      type: string;
      count: number;
    }[]) {
      snapshot.set(`stats:${count.day}:${count.type}`, String(count.count));
    }
    snapshot.set('checkpoint', String(database.checkpoint(version)));
    // The same indexes whichever way the version was filled (one row at a time, or in bulk by a replay).
    const indexes = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name`)
      .pluck()
      .all(rows) as string[];
    snapshot.set('indexes', indexes.map((name) => name.slice(rows.length)).join(' '));
    let integrity = 'ok';
    try {
      db.prepare(`INSERT INTO ${words} (${words}) VALUES ('integrity-check')`).run();
    } catch (error) {
      integrity = String(error);
    }
    snapshot.set('words:integrity', integrity);
    return snapshot;
  } finally {
    database.close();
  }
}
