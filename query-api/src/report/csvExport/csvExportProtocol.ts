/**
 * What each export thread is given: the file, the statement and its parameters, which chunks are its
 * own (chunk k of `rowsPerChunk` rows belongs to thread k mod `threads`), and its slots: a shared
 * buffer of `slotCount` × `slotBytes` that it writes CSV into and the main thread sends from.
 */
export interface CsvExportJob {
  file: string;
  sql: string;
  params: (string | number)[];
  thread: number;
  threads: number;
  rowsPerChunk: number;
  slots: SharedArrayBuffer;
  slotBytes: number;
}

export type CsvExportMessage =
  /** A chunk in one of the thread's slots (`slot`, `length` bytes), or, larger than a slot, as its own bytes. */
  | { kind: 'chunk'; thread: number; chunk: number; slot: number; length: number }
  | { kind: 'chunk'; thread: number; chunk: number; bytes: Uint8Array }
  /** The thread went through every row: `rows` rows, `chunks` chunks in all (of every thread). */
  | { kind: 'done'; thread: number; chunks: number; rows: number };

/** From the main thread: a slot's bytes went to the socket, so the thread may write into it again. */
export interface CsvSlotFreed {
  slot: number;
}
