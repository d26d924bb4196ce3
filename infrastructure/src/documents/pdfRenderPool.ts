import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DocumentModel, PaperSize } from '@dth/domain';
import { threadModuleBeside } from '../runtime/moduleThread';
import type { DocumentFontFiles } from './pdfRenderer';

/** What draws a document model (PdfRenderer in this process, or PdfRenderPool in processes of its own). */
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
 * A render asked of a render process, and what it answers (progress, then the PDF or the failure). The
 * model crosses without its footer's page wording (a function: not a thing that can be sent), which is
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
    super('every render process is busy and the queue is full');
  }
}

const RENDER_PROCESS = threadModuleBeside(import.meta.url, 'pdfRenderProcess');

/**
 * Renders PDFs in processes of their own (pdfRenderProcess.ts, at a low CPU priority), so a render
 * never holds up the event loop of the process that asks for it, nor takes a core from the requests
 * beside it: at most `size` at once, `maxWaiting` more queued, and beyond that it refuses
 * (RenderPoolFull) rather than letting work pile up. A process is started on first use and kept; one
 * that fails is replaced.
 */
export class PdfRenderPool implements DocumentRenderer {
  private readonly idle: ChildProcess[] = [];
  private readonly waiting: ((renderer: ChildProcess) => void)[] = [];
  private started = 0;
  private readonly all = new Set<ChildProcess>();

  constructor(
    private readonly fonts: DocumentFontFiles,
    readonly size = 1,
    readonly maxWaiting = 16,
  ) {}

  async render(
    model: DocumentModel,
    paper: PaperSize,
    images: ReadonlyMap<string, Buffer>,
    generatedAt: Date,
    onPart?: (done: number, total: number) => void | Promise<void>,
  ): Promise<Buffer> {
    const renderer = await this.take();
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
        const exited = (code: number | null) => failed(new Error(`a render process exited (${code})`));
        const done = () => {
          renderer.off('message', answer).off('error', failed).off('exit', exited);
        };
        renderer.on('message', answer).on('error', failed).on('exit', exited);
        renderer.send({
          model: { ...model, footer: { left: model.footer.left } },
          paper,
          images: [...images],
          generatedAt: generatedAt.toISOString(),
        } satisfies RenderAsk);
      });
    } finally {
      if (healthy) this.giveBack(renderer);
      else this.drop(renderer);
    }
  }

  async close(): Promise<void> {
    const renderers = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(
      renderers
        .filter((renderer) => renderer.exitCode === null && renderer.signalCode === null)
        .map(
          (renderer) =>
            new Promise((resolve) => {
              renderer.once('exit', resolve);
              // Unref'd while idle: held again until it has gone.
              renderer.ref();
              renderer.kill();
            }),
        ),
    );
  }

  private async take(): Promise<ChildProcess> {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.started < this.size) {
      this.started += 1;
      return this.start();
    }
    if (this.waiting.length >= this.maxWaiting) throw new RenderPoolFull();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A render process: from its build beside the service's, or its TypeScript under tsx (tests, command lines). */
  private start(): ChildProcess {
    const typescript = RENDER_PROCESS.pathname.endsWith('.ts');
    const renderer = fork(fileURLToPath(RENDER_PROCESS), [JSON.stringify(this.fonts)], {
      execArgv: typescript ? ['--import', 'tsx'] : ['--enable-source-maps'],
      // Structured clone: the PDF's bytes cross as bytes.
      serialization: 'advanced',
      // A session of its own: its scheduling group, not only its threads, gives way to everything else.
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Idle, it must not keep a process (a test, a command line) alive.
    renderer.unref();
    renderer.channel?.unref();
    this.all.add(renderer);
    return renderer;
  }

  private giveBack(renderer: ChildProcess) {
    const next = this.waiting.shift();
    if (next) next(renderer);
    else this.idle.push(renderer);
  }

  private drop(renderer: ChildProcess) {
    this.all.delete(renderer);
    this.started -= 1;
    renderer.kill();
    // Someone waiting gets a new process in its place.
    const next = this.waiting.shift();
    if (next) void this.take().then(next);
  }
}
