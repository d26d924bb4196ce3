import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { csvRowOfJson } from '../csv';
import type { CsvExportJob, CsvExportMessage, CsvSlotFreed } from './csvExportProtocol';

/*
 * One of an export's threads, off the query API's event loop: it iterates the selection's rows on a
 * read-only connection of its own and formats its own chunks (every `threads`-th), writing each line
 * straight into a free slot of its shared buffer. The main thread sends a slot's bytes to the socket
 * and hands the slot back once they are written, so memory stays the slots' size whatever the
 * export's (no line outlives its row), and a slow client holds the thread back.
 */
const job = workerData as CsvExportJob;
const port = parentPort!;
const slots = Buffer.from(job.slots);
const free = Array.from({ length: job.slots.byteLength / job.slotBytes }, (_, slot) => slot);
let wake: (() => void) | null = null;
port.on('message', ({ slot }: CsvSlotFreed) => {
  free.push(slot);
  wake?.();
});
const send = (message: CsvExportMessage) => port.postMessage(message);

/** The slot being filled, and how far. */
let slot = -1;
let used = 0;
async function takeSlot(): Promise<void> {
  while (free.length === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  slot = free.shift()!;
  used = 0;
}
function sendSlot(chunk: number, last: boolean): void {
  send({ kind: 'part', thread: job.thread, chunk, slot, length: used, last });
  slot = -1;
}

async function put(chunk: number, line: string): Promise<void> {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: most lines fit without measuring them.
  const bytes = line.length * 3 <= job.slotBytes - used ? -1 : Buffer.byteLength(line);
  if (bytes > job.slotBytes) {
    if (slot >= 0) sendSlot(chunk, false);
    return send({ kind: 'part', thread: job.thread, chunk, bytes: Buffer.from(line), last: false });
  }
  if (slot >= 0 && bytes > job.slotBytes - used) sendSlot(chunk, false);
  if (slot < 0) await takeSlot();
  used += slots.write(line, slot * job.slotBytes + used, job.slotBytes - used);
}

function endChunk(chunk: number): void {
  if (slot >= 0) sendSlot(chunk, true);
  else send({ kind: 'part', thread: job.thread, chunk, bytes: new Uint8Array(0), last: true });
}

const db = new Database(job.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 10000');
let rows = 0;
let chunk = 0;
let inChunk = 0;
for (const row of db.prepare(job.sql).pluck().iterate(...job.params) as IterableIterator<string>) {
  rows += 1;
  // Every thread reads every row (reading is a fifth of the work), and formats its own chunks only.
  const mine = chunk % job.threads === job.thread;
  if (mine) await put(chunk, csvRowOfJson(row));
  if (++inChunk < job.rowsPerChunk) continue;
  if (mine) endChunk(chunk);
  chunk += 1;
  inChunk = 0;
}
if (inChunk > 0 && chunk % job.threads === job.thread) endChunk(chunk);
db.close();
send({ kind: 'done', thread: job.thread, chunks: chunk + (inChunk > 0 ? 1 : 0), rows });
