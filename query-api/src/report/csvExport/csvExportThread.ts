import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { csvRowOfJson } from '../csv';
import type { CsvExportJob, CsvExportMessage } from './csvExportProtocol';

/*
 * One CSV export, off the query API's event loop: iterates the audit rows of a selection on a
 * read-only connection of its own and sends the formatted CSV a chunk at a time. It runs at most
 * `ahead` chunks before the response has taken them (the main thread sends 'more' as each one is
 * written), so a slow client holds the export back instead of filling memory.
 */
const job = workerData as CsvExportJob;
const port = parentPort!;
const send = (message: CsvExportMessage) => port.postMessage(message);
let credits = job.ahead;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits += 1;
  wake?.();
});
const credit = () => (credits > 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve)));

const db = new Database(job.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 10000');
let rows = 0;
let chunk: string[] = [];
const flush = async () => {
  await credit();
  wake = null;
  credits -= 1;
  send({ kind: 'chunk', bytes: Buffer.from(chunk.join('')) });
  rows += chunk.length;
  chunk = [];
};
for (const row of db.prepare(job.sql).pluck().iterate(...job.params) as IterableIterator<string>) {
  chunk.push(csvRowOfJson(row));
  if (chunk.length >= job.rowsPerChunk) await flush();
}
if (chunk.length > 0) await flush();
db.close();
send({ kind: 'done', rows });
