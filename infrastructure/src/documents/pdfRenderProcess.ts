import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { DOCUMENT_WORDS } from '@dth/domain';
import { PdfRenderer, type DocumentFontFiles } from './pdfRenderer';
import type { RenderAnswer, RenderAsk } from './pdfRenderPool';

/*
 * A render process of PdfRenderPool: draws one document at a time and answers its bytes. Renders give
 * way to everything else: the process runs at nice 10 and, started in a session of its own, so does its
 * scheduling group (a tenth of a core's share against a request; 19 starved renders on a busy machine). (Linux weighs sessions' autogroups against each other whatever
 * their processes' nice values: a low-priority thread inside the query API's session still took a full
 * share of a core from nginx, and reads through the gateway waited for it.) Elsewhere it runs as it is.
 * It ends with the process that started it (its IPC channel closes).
 */
setPriority(10);
try {
  writeFileSync('/proc/self/autogroup', '10');
} catch {
  // no autogroups here (a container's cgroup, another system)
}

const renderer = new PdfRenderer(JSON.parse(process.argv[2]) as DocumentFontFiles);
const answer = (message: RenderAnswer) => process.send!(message);

async function render({ model, paper, images, generatedAt }: RenderAsk): Promise<void> {
  try {
    const pdf = await renderer.render(
      { ...model, footer: { ...model.footer, page: DOCUMENT_WORDS[model.locale].page } },
      paper,
      new Map(images.map(([url, bytes]) => [url, Buffer.from(bytes)])),
      new Date(generatedAt),
      (done, total) => void answer({ part: [done, total] }),
    );
    answer({ pdf });
  } catch (error) {
    answer({ error: error instanceof Error ? error.message : String(error) });
  }
}

process.on('message', (ask: RenderAsk) => void render(ask));
process.on('disconnect', () => process.exit(0));
