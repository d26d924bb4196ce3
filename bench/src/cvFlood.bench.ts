import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createContainer, disposeContainer } from '@dth/command-api';
import { DOCUMENT_LOCALES, PAPER_SIZES } from '@dth/domain';
import { TOKENS, createLogger } from '@dth/infrastructure';
import { hiringEvents } from '@dth/testing';
import { fillProfiles } from './fullProfiles';
import { benchRoot, pacedReads, round, saveResult, type PacedReads } from './support';
import { startServices } from './services';

/*
 * Hardening round three (issue 37): CV renders must not stall the query API's reads. PEOPLE specialists
 * with full profiles, so each of their CVs (PEOPLE × 4 languages × 2 papers) is a new render. Another
 * person reads their profile (the cheapest read) at READS_PER_SECOND for PHASE_MS, through the gateway and
 * straight at the query API, in ROUNDS rounds (so drift on this shared machine falls on all alike): on a quiet
 * platform, then during
 * - `parallel`: 16 parallel CV renders, 16 people each downloading a new CV as soon as the last came
 *   (the render processes queue them);
 * - `onePerson`: one person asking 16 new CVs at once, each again as soon as it answers (after its
 *   Retry-After when refused).
 * The downloads (and the blob store) run in a process of their own (cvDownloader.ts). Target: every read
 * 2xx, p95 during either ≤ 2 × quiet (the median of the rounds' ratios).
 */
const PEOPLE = Number(process.env.PEOPLE ?? 48);
const PARALLEL = 16;
const READS_PER_SECOND = Number(process.env.READS_PER_SECOND ?? 200);
const PHASE_MS = Number(process.env.PHASE_MS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const loadBefore = loadavg().map((n) => round(n));
const load = fork(join(benchRoot, 'src', 'cvDownloader.ts'), { execArgv: ['--import', 'tsx'] });
const next = <T>() => new Promise<T>((resolve) => load.once('message', (message) => resolve(message as T)));
const { s3Port } = await next<{ s3Port: number }>();
const services = await startServices(['command-api', 'query-api', 'projector', 'gateway'], {
  specialists: PEOPLE + 1,
  env: { S3_PORT: String(s3Port) },
});
const people = services.specialists.slice(0, PEOPLE);
const reader = services.specialists[PEOPLE];
const container = createContainer(services.env, createLogger('bench', 'silent'));
const store = container.resolve(TOKENS.EventStore);
const head = await fillProfiles(
  store,
  hiringEvents(store),
  people.map(({ id }) => id),
);
await disposeContainer(container);

// Every CV once, in an order that spreads people, languages and papers.
const unmade = people.flatMap(({ id }) =>
  DOCUMENT_LOCALES.flatMap((locale) =>
    PAPER_SIZES.map((paper) => `/documents/cv/${id}?locale=${locale}&paper=${paper}`),
  ),
);
const readOf = (base: string) => () =>
  pacedReads(
    `${base}/user/specialist/${reader.id}`,
    { authorization: `Bearer ${reader.token}`, 'x-min-position': String(head) },
    READS_PER_SECOND,
    PHASE_MS,
  );
const paths = { gateway: readOf(services.gatewayUrl), direct: readOf(services.queryUrl) };
const phase = async (): Promise<{ gateway: PacedReads; direct: PacedReads }> => ({
  gateway: await paths.gateway(),
  direct: await paths.direct(),
});

type Downloads = { answers: Record<string, number>; cvs: number; cvP50Ms: number; cvP95Ms: number };
/** Reads measured while one downloader per token asks for new CVs through the gateway. */
async function during(
  tokens: string[],
): Promise<{ reads: { gateway: PacedReads; direct: PacedReads }; downloads: Downloads }> {
  load.send({ download: { url: services.gatewayUrl, tokens, paths: unmade.splice(0, (PEOPLE * 8) / (2 * ROUNDS)) } });
  const reads = await phase();
  load.send('stop');
  return { reads, downloads: await next<Downloads>() };
}

type Reads = { gateway: PacedReads; direct: PacedReads };
const rounds: {
  quiet: Reads;
  parallel: Awaited<ReturnType<typeof during>>;
  onePerson: Awaited<ReturnType<typeof during>>;
}[] = [];
await paths.gateway();
for (let n = 0; n < ROUNDS; n++) {
  const quiet = await phase();
  const parallel = await during(people.slice(0, PARALLEL).map(({ token }) => token));
  const onePerson = await during(Array(PARALLEL).fill(people[PARALLEL].token));
  rounds.push({ quiet, parallel, onePerson });
}
await services.stop();
load.send('exit');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95s = (reads: (round: (typeof rounds)[number]) => Reads) => ({
  gateway: rounds.map((r) => reads(r).gateway.p95Ms),
  direct: rounds.map((r) => reads(r).direct.p95Ms),
});
const ratio = (scenario: 'parallel' | 'onePerson', path: 'gateway' | 'direct') =>
  round(median(rounds.map((r) => r[scenario].reads[path].p95Ms / r.quiet[path].p95Ms)));
const statuses = (reads: (round: (typeof rounds)[number]) => Reads) => {
  const counts: Record<string, number> = {};
  for (const r of rounds)
    for (const path of ['gateway', 'direct'] as const)
      for (const [status, n] of Object.entries(reads(r)[path].statuses)) counts[status] = (counts[status] ?? 0) + n;
  return counts;
};
const downloads = (scenario: 'parallel' | 'onePerson') => ({
  answers: rounds.map((r) => r[scenario].downloads.answers),
  cvs: rounds.map((r) => r[scenario].downloads.cvs),
  cvP50Ms: rounds.map((r) => r[scenario].downloads.cvP50Ms),
});
saveResult('cvFlood', {
  people: PEOPLE,
  parallel: PARALLEL,
  readsPerSecond: READS_PER_SECOND,
  phaseMs: PHASE_MS,
  rounds: ROUNDS,
  loadAverage: { before: loadBefore, after: loadavg().map((n) => round(n)) },
  readP95Ms: {
    quiet: p95s((r) => r.quiet),
    parallelRenders: p95s((r) => r.parallel.reads),
    onePerson: p95s((r) => r.onePerson.reads),
  },
  readStatuses: {
    quiet: statuses((r) => r.quiet),
    parallelRenders: statuses((r) => r.parallel.reads),
    onePerson: statuses((r) => r.onePerson.reads),
  },
  p95RatioMedian: {
    parallelRenders: { gateway: ratio('parallel', 'gateway'), direct: ratio('parallel', 'direct') },
    onePerson: { gateway: ratio('onePerson', 'gateway'), direct: ratio('onePerson', 'direct') },
  },
  downloads: { parallelRenders: downloads('parallel'), onePerson: downloads('onePerson') },
  target: { reads: 'all 2xx', p95Ratio: 2 },
});
