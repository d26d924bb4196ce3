import type { AuditRow } from '@dth/domain';

export const CSV_COLUMNS = [
  'position', 'at', 'actor_id', 'actor_name', 'actor_role', 'action', 'target_type', 'target_id', 'target_name', 'owner_id', 'owner_name',
  'correlation_id', 'source', 'changes',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, CR or LF, quotes doubled. A value
 * a spreadsheet would run as a formula (= + - @, tab or CR first) is prefixed with a quote (OWASP).
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const csvHeader = () => csvLine(CSV_COLUMNS);

export function csvRow(row: AuditRow): string {
  return csvLine([
    row.position, row.at, row.actor?.id, row.actor?.name, row.actor?.role, row.action, row.target.type, row.target.id, row.target.name,
    row.owner?.id, row.owner?.name, row.correlation_id, row.source, JSON.stringify(row.changes),
  ]);
}
