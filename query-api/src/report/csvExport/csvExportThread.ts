import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { csvRowOfJson } from '../csv';
import type { CsvExportJob, CsvExportMessage, CsvSlotFreed } from './csvExportProtocol';

/*
 * One of an export's threads, off the query API's event loop: it iterates the selection's rows on a
 * read-only connection of its own and formats its own chunks (every `threads`-th), writing each into
 * a free slot of its shared buffer. The main thread sends a slot's bytes to the socket and hands the
 * slot back once they are written, so memory stays the slots' size whatever the export's, and a slow
 * client holds the thread back.
 */
const job = workerData as CsvExportJob;
const port = parentPort!;
const slots = Buffer.from(job.slots);
const slotCount = job.slots.byteLength / job.slotBytes;
const free = Array.from({ length: slotCount }, (_, slot) => slot);
let wake: (() => void) | null = null;
port.on('message', ({ slot }: CsvSlotFreed) => {
  free.push(slot);
  wake?.();
});
const freeSlot = async (): Promise<number> => {
  while (free.length === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  return free.shift()!;
};
const send = (message: CsvExportMessage) => port.postMessage(message);

async function flush(chunk: number, lines: string[]): Promise<void> {
  const text = lines.join('');
  if (Buffer.byteLength(text) > job.slotBytes) return send({ kind: 'chunk', thread: job.thread, chunk, bytes: Buffer.from(text) });
  const slot = await freeSlot();
  const length = slots.write(text, slot * job.slotBytes, job.slotBytes);
  send({ kind: 'chunk', thread: job.thread, chunk, slot, length });
}

const db = new Database(job.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 10000');
let rows = 0;
let chunk = 0;
let inChunk = 0;
let lines: string[] = [];
for (const row of db.prepare(job.sql).pluck().iterate(...job.params) as IterableIterator<string>) {
  // Every thread reads every row (reading is a fifth of the work), and formats its own chunks only.
  rows += 1;
  if (chunk % job.threads === job.thread) lines.push(csvRowOfJson(row));
  if (++inChunk < job.rowsPerChunk) continue;
  if (lines.length > 0) await flush(chunk, lines);
  lines = [];
  chunk += 1;
  inChunk = 0;
}
if (lines.length > 0) await flush(chunk, lines);
db.close();
send({ kind: 'done', thread: job.thread, chunks: chunk + (inChunk > 0 ? 1 : 0), rows });
