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
  /**
   * Part of a chunk: bytes in one of the thread's slots (`slot`, `length` bytes), or a row larger than a
   * slot as its own bytes; `last` ends the chunk (a chunk larger than a slot comes in several parts).
   */
  | { kind: 'part'; thread: number; chunk: number; slot: number; length: number; last: boolean }
  | { kind: 'part'; thread: number; chunk: number; bytes: Uint8Array; last: boolean }
  /** The thread went through every row: `rows` rows, `chunks` chunks in all (of every thread). */
  | { kind: 'done'; thread: number; chunks: number; rows: number };

/** From the main thread: a slot's bytes went to the socket, so the thread may write into it again. */
export interface CsvSlotFreed {
  slot: number;
}
