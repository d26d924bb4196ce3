/** What an export thread is given: the file, the statement and its parameters, and how far it may run ahead. */
export interface CsvExportJob {
  file: string;
  sql: string;
  params: (string | number)[];
  rowsPerChunk: number;
  ahead: number;
}

export type CsvExportMessage = { kind: 'chunk'; bytes: Uint8Array } | { kind: 'done'; rows: number };
