import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { PersonalDataCipher, type KeyStore } from '@dth/infrastructure';
import { PERSONAL_DATA } from '@dth/domain';

export interface EncryptionPlan {
  /** Events with personal fields still in plaintext, by type. */
  byType: Record<string, number>;
  events: number;
  /** The copy of the file made before any change (absent in a dry run). */
  backup?: string;
}

const BATCH = 1000;

/**
 * The one-off migration of an embedded event log written before personal data was encrypted: each
 * event's personal fields are sealed in place (same id, position, stream and revision), so erasure
 * covers them too. Offline: every service stopped. A dry run counts and changes nothing; a real run
 * first copies the file to `backup`, then rewrites, then VACUUMs so no plaintext stays in free pages.
 */
export async function encryptEventLog(
  file: string,
  keys: KeyStore,
  options: { dryRun: boolean; backup: string },
): Promise<EncryptionPlan> {
  if (!existsSync(file)) throw new Error(`No event log at ${file}`);
  const db = new Database(file, { readonly: options.dryRun, fileMustExist: true });
  try {
    db.defaultSafeIntegers(true);
    const cipher = new PersonalDataCipher(keys);
    const types = Object.keys(PERSONAL_DATA);
    const select = db.prepare<unknown[], { position: bigint; type: string; data: string }>(
      `SELECT position, type, data FROM events WHERE position > ? AND type IN (${types.map(() => '?').join(',')}) ORDER BY position LIMIT ${BATCH}`,
    );
    const plan: EncryptionPlan = { byType: {}, events: 0 };
    if (!options.dryRun) {
      await db.backup(options.backup);
      plan.backup = options.backup;
      // Rewritten rows leave their old bytes in freed pages unless they are zeroed.
      db.pragma('secure_delete = ON');
    }
    const update = options.dryRun ? undefined : db.prepare('UPDATE events SET data = ? WHERE position = ?');
    let after = 0n;
    for (;;) {
      const rows = select.all(after, ...types);
      if (rows.length === 0) break;
      const changed: { position: bigint; data: string }[] = [];
      for (const row of rows) {
        const data = JSON.parse(row.data) as object;
        const sealed = JSON.stringify(await cipher.seal(row.type, data));
        if (sealed === JSON.stringify(data)) continue;
        changed.push({ position: row.position, data: sealed });
        plan.byType[row.type] = (plan.byType[row.type] ?? 0) + 1;
        plan.events += 1;
      }
      if (update) db.transaction(() => changed.forEach((row) => update.run(row.data, row.position)))();
      after = rows.at(-1)!.position;
    }
    if (!options.dryRun) {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.exec('VACUUM');
    }
    return plan;
  } finally {
    db.close();
  }
}
