import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { DOCUMENT_WORDS } from '@dth/domain';
import { PdfRenderer, type DocumentFontFiles } from './pdfRenderer';
import type { RenderAnswer, RenderAsk } from './pdfRenderPool';

/*
 * A render thread of PdfRenderPool: draws one document at a time and answers its bytes. Renders yield
 * the CPU to the requests around them: on Linux a thread has its own nice value, so this thread (and
 * only it) runs at a low priority. Elsewhere it runs as it is.
 */
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/')[2]), 19);
} catch {
  // no per-thread priority here
}

const renderer = new PdfRenderer(workerData as DocumentFontFiles);
const port = parentPort!;

port.on('message', async ({ model, paper, images, generatedAt }: RenderAsk) => {
  try {
    const pdf = await renderer.render(
      { ...model, footer: { ...model.footer, page: DOCUMENT_WORDS[model.locale].page } },
      paper,
      new Map(images.map(([url, bytes]) => [url, Buffer.from(bytes)])),
      new Date(generatedAt),
      (done, total) => port.postMessage({ part: [done, total] } satisfies RenderAnswer),
    );
    port.postMessage({ pdf } satisfies RenderAnswer);
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer);
  }
});
