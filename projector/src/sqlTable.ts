/** Rows a table on the terminal shows; `--out file.csv` writes them all. */
export const TABLE_MAX_ROWS = 1000;
const CELL_MAX_CHARS = 80;

/** A query's result as an aligned text table, cut at TABLE_MAX_ROWS with a line that says so. */
export function renderTable(columns: string[], rows: (string | null)[][]): string {
  const shown = rows.slice(0, TABLE_MAX_ROWS).map((row) => row.map(cellText));
  const widths = columns.map((name, i) => Math.max(name.length, ...shown.map((row) => row[i].length)));
  const line = (cells: string[]) => `${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')}`.trimEnd();
  const lines = [line(columns), widths.map((width) => '-'.repeat(width)).join('-+-'), ...shown.map(line)];
  if (rows.length > TABLE_MAX_ROWS) lines.push(`(first ${TABLE_MAX_ROWS} rows: --out file.csv writes them all)`);
  else lines.push(`(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`);
  return `${lines.join('\n')}\n`;
}

function cellText(value: string | null): string {
  const flat = (value ?? 'NULL').replace(/\s+/g, ' ');
  return flat.length > CELL_MAX_CHARS ? `${flat.slice(0, CELL_MAX_CHARS - 1)}…` : flat;
}
