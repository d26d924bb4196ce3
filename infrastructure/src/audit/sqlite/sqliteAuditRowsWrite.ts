// Module paths, not the packages' indexes: the audit writer thread's bundle holds only what it uses (sqliteAuditCommitThread.ts).
import {
  auditDayOf,
  auditNameWords,
  auditOwnerKeyOf,
  changedWords,
  markReverted,
  type AuditRow,
} from '@dth/domain/audit/auditRow';
import { auditTables, type AuditConnection } from './auditDatabase';
import type { AuditRowToWrite } from '../auditStore';

/**
 * The rows (their columns, full-text words) and the daily counts, inside the audit's transaction.
 * A row is keyed by its event's position and written once: a row already there (a projector that lost
 * its lease wrote it just before the standby took over) is left as it is, and not counted again.
 * `bulk`: the version has no indexes yet (AuditDatabase.beginBulk), its full-text index is built from the rows at the end.
 */
export function writeAuditRows(
  db: AuditConnection,
  version: number,
  toWrite: readonly AuditRowToWrite[],
  bulk = false,
): void {
  if (toWrite.length === 0) return;
  const { rows, words, stats } = auditTables(version);
  const insertRow = db.prepare(
    `INSERT INTO ${rows} (position, at_ms, actor_id, actor_role, action, target_type, target_id, owner_id, source, names, words, row) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(position) DO NOTHING`,
  );
  const insertWords = bulk ? null : db.prepare(`INSERT INTO ${words} (rowid, names, words) VALUES (?, ?, ?)`);
  const count = db.prepare(
    `INSERT INTO ${stats} (day, type, count) VALUES (?, ?, ?) ON CONFLICT(day, type) DO UPDATE SET count = count + excluded.count`,
  );
  const original = db.prepare(`SELECT row FROM ${rows} WHERE position = ?`);
  const rewrite = db.prepare(`UPDATE ${rows} SET row = ? WHERE position = ?`);
  const counts = new Map<string, number>();
  for (const { row, actorId } of toWrite) {
    const position = BigInt(row.position);
    const names = auditNameWords(row).join(' ');
    const changed = changedWords(row).join(' ');
    const inserted = insertRow.run(
      position,
      Date.parse(row.at),
      actorId,
      row.actor?.role ?? null,
      row.action,
      row.target.type,
      row.target.id,
      auditOwnerKeyOf(row),
      row.source,
      names,
      changed,
      JSON.stringify(row),
    ).changes;
    if (inserted === 0) continue;
    if (insertWords && (names || changed)) insertWords.run(position, names, changed);
    const reverted = row.reverts ? (original.get(BigInt(row.reverts)) as { row: string } | undefined) : undefined;
    if (reverted)
      rewrite.run(JSON.stringify(markReverted(JSON.parse(reverted.row) as AuditRow, row)), BigInt(row.reverts!));
    const key = `${auditDayOf(row.at)}|${row.action}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, n] of counts) {
    const [day, type] = key.split('|');
    count.run(day, type, n);
  }
}
