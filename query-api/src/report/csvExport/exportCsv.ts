import type { ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { prepareTypeScriptThread, startTypeScriptThread } from '@dth/infrastructure';
import type { CsvExportJob, CsvExportMessage, CsvSlotFreed } from './csvExportProtocol';

const THREAD = new URL('./csvExportThread.ts', import.meta.url);
/** Rows per chunk (about 350 kB of CSV), slots per thread and their size (a chunk larger than a slot takes several). */
const ROWS_PER_CHUNK = 500;
const SLOTS_PER_THREAD = 3;
const SLOT_BYTES = 1 << 20;
/** Threads per export: formatting is the work, and it splits by chunk. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));
/** Exports running at once; more wait their turn (each holds its threads and their connections to the file). */
export const CSV_EXPORTS_AT_ONCE = 2;

/** Bundles the export thread's module now, at the service's start: the first export then does not wait for it. */
export const prepareCsvExports = () => prepareTypeScriptThread(THREAD);

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
 * stops the threads. Resolves with the number of rows when the response has ended (0 if the client
 * left); a failure mid-way rejects (the status went out with the first chunk: the error handler
 * cuts the response).
 */
export async function exportCsv(res: ServerResponse, job: Pick<CsvExportJob, 'file' | 'sql' | 'params'>): Promise<number> {
  const release = await turn();
  const threads: Worker[] = [];
  const slotsOf: SharedArrayBuffer[] = [];
  try {
    return await new Promise<number>((resolve, reject) => {
      type Part = Extract<CsvExportMessage, { kind: 'part' }>;
      /** Parts come in order from each thread; chunks go out in order across the threads. */
      const arrived = new Map<number, Part[]>();
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
      const write = (part: Part) => {
        if (res.destroyed) return;
        if ('bytes' in part) {
          if (part.bytes.length > 0) res.write(part.bytes);
          return;
        }
        const { thread, slot } = part;
        res.write(Buffer.from(slotsOf[thread]!, slot * SLOT_BYTES, part.length), () => threads[thread]?.postMessage({ slot } satisfies CsvSlotFreed));
      };
      const writeInOrder = () => {
        for (let parts = arrived.get(next); parts?.length; parts = arrived.get(next)) {
          const part = parts.shift()!;
          write(part);
          if (!part.last) continue;
          arrived.delete(next);
          next += 1;
        }
        finish();
      };
      for (let index = 0; index < THREADS; index++) {
        const slots = new SharedArrayBuffer(SLOTS_PER_THREAD * SLOT_BYTES);
        slotsOf.push(slots);
        const thread = startTypeScriptThread(THREAD, { ...job, thread: index, threads: THREADS, rowsPerChunk: ROWS_PER_CHUNK, slots, slotBytes: SLOT_BYTES } satisfies CsvExportJob, {
          // A thread's garbage is rows read and lines written, dead at once: a small young generation collects them
          // before they grow the heap (1M rows: 92–96 MB of growth instead of 117, and no slower).
          resourceLimits: { maxYoungGenerationSizeMb: 4 },
        });
        thread.on('message', (message: CsvExportMessage) => {
          if (message.kind === 'done') {
            done += 1;
            total = { chunks: message.chunks, rows: message.rows };
            return finish();
          }
          const parts = arrived.get(message.chunk) ?? [];
          parts.push(message);
          arrived.set(message.chunk, parts);
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
