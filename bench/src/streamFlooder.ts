import { openEventStream, type EventStreamClient } from '@dth/testing';

/*
 * The stream flood's attacker, as its own process (so the reads measured beside it are timed by a process
 * of their own): STREAMS slots, each keeping a notification stream open through URL with TOKEN, from
 * ADDRESSES client addresses; a stream that ends is opened again at once, a refused one after RETRY_MS
 * (ignoring Retry-After), or after its Retry-After with RETRY_MS=0. `stop` (a message) ends it: it answers what it met.
 * `STREAMS=… ADDRESSES=… RETRY_MS=… URL=… TOKEN=… tsx streamFlooder.ts` (forked by streamFlood.bench.ts).
 */
const { URL: url, TOKEN: token } = process.env as Record<string, string>;
const STREAMS = Number(process.env.STREAMS);
const ADDRESSES = Number(process.env.ADDRESSES);
const RETRY_MS = Number(process.env.RETRY_MS);

const answers: Record<string, number> = {};
const live = new Set<EventStreamClient>();
let flooding = true;
const started = performance.now();

async function slot(n: number): Promise<void> {
  const address = n % ADDRESSES;
  const from = `127.88.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  while (flooding) {
    let refused = true;
    let waitMs = RETRY_MS;
    try {
      const stream = await openEventStream(url, { authorization: `Bearer ${token}` }, from);
      answers[stream.status] = (answers[stream.status] ?? 0) + 1;
      if (stream.status === 200 && flooding) {
        refused = false;
        live.add(stream);
        await stream.ended;
        live.delete(stream);
      } else {
        if (RETRY_MS === 0) waitMs = 1000 * Number(stream.headers['retry-after'] ?? 1);
        stream.close();
      }
    } catch {
      answers.error = (answers.error ?? 0) + 1;
    }
    if (refused && flooding) await new Promise((resolve) => setTimeout(resolve, waitMs || 1000));
  }
}

const slots = Array.from({ length: STREAMS }, (_, n) => slot(n));
/** Stops every slot and answers what they met. */
async function stop(): Promise<void> {
  flooding = false;
  const opened = Object.values(answers).reduce((sum, n) => sum + n, 0);
  const seconds = (performance.now() - started) / 1000;
  for (const stream of live) stream.close();
  await Promise.all(slots);
  process.send!({ answers, opensPerSecond: Math.round(opened / seconds) }, () => process.exit(0));
}

process.on('message', (message) => {
  if (message === 'held') return void process.send!({ held: live.size });
  void stop();
});
process.send!('ready');
