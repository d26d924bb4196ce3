import type { ServerResponse } from 'node:http';
import { startTypeScriptThread } from '@dth/infrastructure';
import type { CsvExportJob, CsvExportMessage } from './csvExportProtocol';

const THREAD = new URL('./csvExportThread.ts', import.meta.url);
/** Rows per chunk (about 700 kB of CSV) and chunks the thread may run ahead of the response. */
const ROWS_PER_CHUNK = 1000;
const AHEAD = 2;
/** Exports running at once; more wait their turn (each holds a thread and a connection to the file). */
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
 * Streams the CSV of an audit selection (`sql` over the file, the header already written) from a
 * worker thread: formatting a million rows is CPU work that would otherwise hold the event loop
 * for the export's whole length, delaying every other read. The response is written as chunks
 * arrive and the thread waits while the client is slow; a client that leaves stops the thread.
 * Resolves when the response has ended; a failure mid-way ends the response early (the client
 * sees a truncated download, the status having gone out with the first chunk).
 */
export async function exportCsv(res: ServerResponse, job: Pick<CsvExportJob, 'file' | 'sql' | 'params'>): Promise<number> {
  const release = await turn();
  const worker = startTypeScriptThread(THREAD, { ...job, rowsPerChunk: ROWS_PER_CHUNK, ahead: AHEAD } satisfies CsvExportJob);
  try {
    return await new Promise<number>((resolve, reject) => {
      const stop = () => void worker.terminate();
      res.once('close', stop);
      worker.on('message', (message: CsvExportMessage) => {
        if (message.kind === 'done') {
          res.off('close', stop);
          return void res.end(() => resolve(message.rows));
        }
        if (res.destroyed) return;
        const more = () => worker.postMessage('more');
        if (res.write(message.bytes)) more();
        else res.once('drain', more);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => (res.destroyed ? resolve(0) : code !== 0 ? reject(new Error(`the CSV export thread exited with ${code}`)) : undefined));
    });
  } finally {
    release();
    void worker.terminate();
  }
}
