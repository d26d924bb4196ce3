import type { AuditRow } from './auditRow';

export const CSV_COLUMNS = [
  'position',
  'at',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'target_type',
  'target_id',
  'target_name',
  'owner_id',
  'owner_name',
  'correlation_id',
  'source',
  'changes',
  'reverts',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, CR or LF, quotes doubled. A value
 * a spreadsheet would run as a formula (= + - @, tab or CR first) is prefixed with a quote (OWASP).
 */
export function csvField(value: string | null | undefined): string {
  if (!value) return '';
  const text = FORMULA_FIRST.has(value.charCodeAt(0)) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
/** = + - @ tab CR, as character codes (an export tests 14 million fields per million rows). */
const FORMULA_FIRST = new Set([61, 43, 45, 64, 9, 13]);
const NEEDS_QUOTES = /[",\r\n]/;

export function csvLine(fields: readonly (string | null | undefined)[]): string {
  let line = csvField(fields[0]);
  for (let i = 1; i < fields.length; i++) line += `,${csvField(fields[i])}`;
  return `${line}\r\n`;
}

export const csvHeader = () => csvLine(CSV_COLUMNS);

/** The fields a stored row may hold after `changes` (AuditRow's order): a revert's, and a reverted row's. */
const AFTER_CHANGES = [',"reverts":', ',"reverted_by":'];

/**
 * The CSV line of a stored row's JSON text. `changes` is the row's last field but for a revert's or a
 * reverted row's marks, so its JSON text is sliced out as it is rather than parsed and written again
 * (the export's main cost per row); a row that may hold fields after it is parsed whole.
 */
export function csvRowOfJson(raw: string): string {
  // Keys are written in AuditRow's order and quotes inside values are escaped, so the first
  // `,"changes":` after `"source":` is the field itself (a changed value may hold that text too).
  const at = raw.indexOf(',"changes":', raw.indexOf('"source":'));
  if (at < 0 || !raw.endsWith('}') || AFTER_CHANGES.some((key) => raw.includes(key, at)))
    return csvRow(JSON.parse(raw) as AuditRow);
  const head = JSON.parse(`${raw.slice(0, at)}}`) as Omit<AuditRow, 'changes'>;
  return csvLine([
    head.position,
    head.at,
    head.actor?.id,
    head.actor?.name,
    head.actor?.role,
    head.action,
    head.target.type,
    head.target.id,
    head.target.name,
    head.owner?.id,
    head.owner?.name,
    head.correlation_id,
    head.source,
    raw.slice(at + ',"changes":'.length, -1),
    undefined,
  ]);
}

export function csvRow(row: AuditRow): string {
  return csvLine([
    row.position,
    row.at,
    row.actor?.id,
    row.actor?.name,
    row.actor?.role,
    row.action,
    row.target.type,
    row.target.id,
    row.target.name,
    row.owner?.id,
    row.owner?.name,
    row.correlation_id,
    row.source,
    JSON.stringify(row.changes),
    row.reverts,
  ]);
}
