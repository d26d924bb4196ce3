import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startS3Server } from '@dth/infrastructure';
import { percentile, round } from './support';

/*
 * The CV flood's load, as its own process (so the reads measured beside it are timed by a process of
 * their own), with the blob store the services keep documents in (s3rver, as the other benchmarks run
 * it). Messages: `{ download: { url, tokens, paths } }` starts one downloader per token, each asking for
 * the next of `paths` as soon as its last CV came (after its Retry-After when refused); `stop` answers
 * what they met; `exit` stops the store. Forked by cvFlood.bench.ts.
 */
const dir = mkdtempSync(join(tmpdir(), 'bench-s3-'));
const port = await freePort();
const s3 = await startS3Server({ port, directory: dir, buckets: ['media'] });

let going = false;
let running: Promise<unknown> = Promise.resolve();
const answers: Record<string, number> = {};
const cvMs: number[] = [];

async function downloader(url: string, token: string, paths: string[]): Promise<void> {
  while (going) {
    const path = paths.shift();
    if (!path) return;
    for (;;) {
      const started = performance.now();
      const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      answers[res.status] = (answers[res.status] ?? 0) + 1;
      if (res.status === 200) {
        cvMs.push(performance.now() - started);
        break;
      }
      if (!going) return;
      await new Promise((resolve) => setTimeout(resolve, 1000 * Number(res.headers.get('retry-after') ?? 1)));
    }
  }
}

type Message = 'stop' | 'exit' | { download: { url: string; tokens: string[]; paths: string[] } };

async function obey(message: Message): Promise<void> {
  if (message === 'exit') {
    await s3.stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
  if (message === 'stop') {
    going = false;
    await running;
    process.send!({
      answers: { ...answers },
      cvs: cvMs.length,
      cvP50Ms: round(percentile(cvMs, 50)),
      cvP95Ms: round(percentile(cvMs, 95)),
    });
    for (const status of Object.keys(answers)) delete answers[status];
    cvMs.length = 0;
    return;
  }
  const { url, tokens, paths } = message.download;
  going = true;
  running = Promise.all(tokens.map((token) => downloader(url, token, paths)));
}

process.on('message', (message: Message) => void obey(message));
process.send!({ s3Port: port });
