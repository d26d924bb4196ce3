import type { ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startTypeScriptThread } from '@dth/infrastructure';
import type { CsvExportJob, CsvExportMessage, CsvSlotFreed } from './csvExportProtocol';

const THREAD = new URL('./csvExportThread.ts', import.meta.url);
/** Rows per chunk (about 350 kB of CSV), slots per thread and their size (a chunk larger than a slot goes as its own bytes). */
const ROWS_PER_CHUNK = 500;
const SLOTS_PER_THREAD = 3;
const SLOT_BYTES = 1 << 20;
/** Threads per export: formatting is the work, and it splits by chunk. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));
/** Exports running at once; more wait their turn (each holds its threads and their connections to the file). */
export const CSV_EXPORTS_AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];
async function turn(): Promise<() => void> {
  if (running >= CSV_EXPORTS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * Streams the CSV of an audit selection (`sql` over the file, whose rows must not change while it
 * runs: bound it by position; the header already written) from worker threads: formatting a
 * million rows is CPU work that would otherwise hold the event loop for the export's whole length.
 * Chunks are written in order as they come; each thread's slots return to it once written, which
 * bounds both memory and how far the threads run ahead of a slow client. A client that leaves
 * stops the threads. Resolves with the number of rows when the response has ended (0 if the client left); a failure
 * mid-way rejects (the status went out with the first chunk: the error handler cuts the response).
 */
export async function exportCsv(res: ServerResponse, job: Pick<CsvExportJob, 'file' | 'sql' | 'params'>): Promise<number> {
  const release = await turn();
  const threads: Worker[] = [];
  const slotsOf: SharedArrayBuffer[] = [];
  try {
    return await new Promise<number>((resolve, reject) => {
      const arrived = new Map<number, Extract<CsvExportMessage, { kind: 'chunk' }>>();
      let next = 0;
      let total: { chunks: number; rows: number } | null = null;
      let done = 0;
      const stop = () => threads.forEach((thread) => void thread.terminate());
      res.once('close', stop);
      const finish = () => {
        if (total === null || done < threads.length || next < total.chunks) return;
        res.off('close', stop);
        res.end(() => resolve(total!.rows));
      };
      const writeInOrder = () => {
        for (let message = arrived.get(next); message; message = arrived.get(next)) {
          arrived.delete(next);
          next += 1;
          if (res.destroyed) continue;
          if ('bytes' in message) res.write(message.bytes);
          else {
            const { thread, slot } = message;
            res.write(Buffer.from(slotsOf[thread]!, slot * SLOT_BYTES, message.length), () => threads[thread]?.postMessage({ slot } satisfies CsvSlotFreed));
          }
        }
        finish();
      };
      for (let index = 0; index < THREADS; index++) {
        const slots = new SharedArrayBuffer(SLOTS_PER_THREAD * SLOT_BYTES);
        slotsOf.push(slots);
        const thread = startTypeScriptThread(THREAD, { ...job, thread: index, threads: THREADS, rowsPerChunk: ROWS_PER_CHUNK, slots, slotBytes: SLOT_BYTES } satisfies CsvExportJob);
        thread.on('message', (message: CsvExportMessage) => {
          if (message.kind === 'done') {
            done += 1;
            total = { chunks: message.chunks, rows: message.rows };
            return finish();
          }
          arrived.set(message.chunk, message);
          writeInOrder();
        });
        thread.once('error', reject);
        thread.once('exit', (code) => (res.destroyed ? resolve(0) : code !== 0 ? reject(new Error(`a CSV export thread exited with ${code}`)) : undefined));
        threads.push(thread);
      }
    });
  } finally {
    release();
    threads.forEach((thread) => void thread.terminate());
  }
}
