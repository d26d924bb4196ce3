import type { Worker } from 'node:worker_threads';
import type { DocumentModel, PaperSize } from '@dth/domain';
import { startModuleThread, threadModuleBeside } from '../runtime/moduleThread';
import type { DocumentFontFiles } from './pdfRenderer';

/** What draws a document model (PdfRenderer in this thread, or PdfRenderPool in threads of its own). */
export interface DocumentRenderer {
  render(
    model: DocumentModel,
    paper: PaperSize,
    images: ReadonlyMap<string, Buffer>,
    generatedAt: Date,
    onPart?: (done: number, total: number) => void | Promise<void>,
  ): Promise<Buffer>;
  close?(): Promise<void>;
}

/**
 * A render asked of a thread, and what it answers (progress, then the PDF or the failure). The model
 * crosses without its footer's page wording (a function: not a thing a thread can be sent), which is
 * its locale's (DOCUMENT_WORDS) and is put back there.
 */
export interface RenderAsk {
  model: Omit<DocumentModel, 'footer'> & { footer: { left: string } };
  paper: PaperSize;
  images: [string, Uint8Array][];
  generatedAt: string;
}
export type RenderAnswer = { part: [number, number] } | { pdf: Uint8Array } | { error: string };

export class RenderPoolFull extends Error {
  constructor() {
    super('every render thread is busy and the queue is full');
  }
}

const THREAD = threadModuleBeside(import.meta.url, 'pdfRenderThread');

/**
 * Renders PDFs on threads of their own (pdfRenderThread.ts), so a render never holds up the event loop
 * of the process that asks for it: at most `threads` at once, `maxWaiting` more queued, and beyond that
 * it refuses (RenderPoolFull) rather than letting work pile up. A thread is started on first use and
 * kept; one that fails is replaced.
 */
export class PdfRenderPool implements DocumentRenderer {
  private readonly idle: Worker[] = [];
  private readonly waiting: ((thread: Worker) => void)[] = [];
  private started = 0;
  private readonly all = new Set<Worker>();

  constructor(
    private readonly fonts: DocumentFontFiles,
    readonly threads = 1,
    readonly maxWaiting = 16,
  ) {}

  async render(
    model: DocumentModel,
    paper: PaperSize,
    images: ReadonlyMap<string, Buffer>,
    generatedAt: Date,
    onPart?: (done: number, total: number) => void | Promise<void>,
  ): Promise<Buffer> {
    const thread = await this.take();
    let healthy = true;
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        const answer = (message: RenderAnswer) => {
          if ('part' in message) return void onPart?.(...message.part);
          done();
          if ('pdf' in message)
            resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
          else reject(new Error(`the document could not be drawn: ${message.error}`));
        };
        const failed = (error: Error) => {
          healthy = false;
          done();
          reject(error);
        };
        const exited = (code: number) => failed(new Error(`a render thread exited (${code})`));
        const done = () => {
          thread.off('message', answer).off('error', failed).off('exit', exited);
        };
        thread.on('message', answer).on('error', failed).on('exit', exited);
        thread.postMessage({
          model: { ...model, footer: { left: model.footer.left } },
          paper,
          images: [...images],
          generatedAt: generatedAt.toISOString(),
        } satisfies RenderAsk);
      });
    } finally {
      if (healthy) this.giveBack(thread);
      else this.drop(thread);
    }
  }

  async close(): Promise<void> {
    const threads = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private async take(): Promise<Worker> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.started < this.threads) {
      this.started += 1;
      const thread = startModuleThread(THREAD, this.fonts);
      // Idle, it must not keep a process (a test, a command line) alive.
      thread.unref();
      this.all.add(thread);
      return thread;
    }
    if (this.waiting.length >= this.maxWaiting) throw new RenderPoolFull();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private giveBack(thread: Worker) {
    const next = this.waiting.shift();
    if (next) next(thread);
    else this.idle.push(thread);
  }

  private drop(thread: Worker) {
    this.all.delete(thread);
    this.started -= 1;
    void thread.terminate();
    // Someone waiting gets a new thread in its place.
    const next = this.waiting.shift();
    if (next) void this.take().then(next);
  }
}
