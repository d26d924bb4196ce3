import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createRedis } from '@dth/infrastructure';
import { benchRoot, pacedReads, round, saveResult, type PacedReads } from './support';
import { startServices } from './services';

/*
 * Hardening round three (issue 37): one signed-in person tries to hold STREAMS notification streams
 * through the gateway, from ADDRESSES client addresses, opening each again as soon as it ends and a
 * refused one after RETRY_MS, or after its Retry-After with RETRY_MS=0 (streamFlooder.ts, its own process), as the probe did to fill nginx's
 * connections. Meanwhile another person reads their profile (the cheapest read, `GET /user/specialist/{id}`)
 * at READS_PER_SECOND for PHASE_MS, through the gateway and straight at the query API, in ROUNDS rounds
 * (so drift on this shared machine falls on both alike) of a quiet platform, then the flood. Target: every
 * read 2xx, and p95 during the flood ≤ 2 × quiet (the median of the rounds' ratios).
 */
const STREAMS = Number(process.env.STREAMS ?? 2000);
const ADDRESSES = Number(process.env.ADDRESSES ?? 20);
const RETRY_MS = Number(process.env.RETRY_MS ?? 1000);
const READS_PER_SECOND = Number(process.env.READS_PER_SECOND ?? 200);
const PHASE_MS = Number(process.env.PHASE_MS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const loadBefore = loadavg().map((n) => round(n));
const services = await startServices(['command-api', 'query-api', 'projector', 'gateway'], { specialists: 2 });
const [flooder, reader] = services.specialists as [(typeof services.specialists)[0], (typeof services.specialists)[0]];
const redis = createRedis(services.env.REDIS_URL);
const readOf = (base: string) => () =>
  pacedReads(
    `${base}/user/specialist/${reader.id}`,
    { authorization: `Bearer ${reader.token}` },
    READS_PER_SECOND,
    PHASE_MS,
  );
const paths = { gateway: readOf(services.gatewayUrl), direct: readOf(services.queryUrl) };
const phase = async (): Promise<{ gateway: PacedReads; direct: PacedReads }> => ({
  gateway: await paths.gateway(),
  direct: await paths.direct(),
});

/** The attacker, forked: answers how to ask it things (`held`, `stop`). */
async function flood() {
  const attacker = fork(join(benchRoot, 'src', 'streamFlooder.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      URL: `${services.gatewayUrl}/notifications/stream`,
      TOKEN: flooder.token,
      STREAMS: String(STREAMS),
      ADDRESSES: String(ADDRESSES),
      RETRY_MS: String(RETRY_MS),
    },
  });
  await new Promise((resolve) => attacker.once('message', resolve));
  return <T>(message: string) =>
    new Promise<T>((resolve) => {
      attacker.once('message', (answer) => resolve(answer as T));
      attacker.send(message);
    });
}

type Round = {
  quiet: { gateway: PacedReads; direct: PacedReads };
  flood: { gateway: PacedReads; direct: PacedReads };
  held: { byTheAttacker: number; atTheQueryApi: number };
  attack: { answers: Record<string, number>; opensPerSecond: number };
};
const rounds: Round[] = [];
await paths.gateway();
for (let n = 0; n < ROUNDS; n++) {
  const quiet = await phase();
  const ask = await flood();
  // Let it reach its full size before measuring.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const during = await phase();
  const held = {
    byTheAttacker: (await ask<{ held: number }>('held')).held,
    atTheQueryApi: await redis.zcard(`notifications:streams:${flooder.id}`),
  };
  rounds.push({ quiet, flood: during, held, attack: await ask('stop') });
}
redis.disconnect();
await services.stop();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (path: 'gateway' | 'direct') =>
  round(median(rounds.map((r) => r.flood[path].p95Ms / r.quiet[path].p95Ms)));
const p95s = (phase: 'quiet' | 'flood') => ({
  gateway: rounds.map((r) => r[phase].gateway.p95Ms),
  direct: rounds.map((r) => r[phase].direct.p95Ms),
});
const statuses = (phase: 'quiet' | 'flood') => {
  const counts: Record<string, number> = {};
  for (const r of rounds)
    for (const path of ['gateway', 'direct'] as const)
      for (const [status, n] of Object.entries(r[phase][path].statuses)) counts[status] = (counts[status] ?? 0) + n;
  return counts;
};
saveResult('streamFlood', {
  streams: STREAMS,
  addresses: ADDRESSES,
  retryMs: RETRY_MS,
  readsPerSecond: READS_PER_SECOND,
  phaseMs: PHASE_MS,
  rounds: ROUNDS,
  loadAverage: { before: loadBefore, after: loadavg().map((n) => round(n)) },
  readP95Ms: { quiet: p95s('quiet'), flood: p95s('flood') },
  readStatuses: { quiet: statuses('quiet'), flood: statuses('flood') },
  p95RatioMedian: { gateway: ratio('gateway'), direct: ratio('direct') },
  attack: rounds.map((r) => ({ ...r.attack, held: r.held })),
  target: { reads: 'all 2xx', p95Ratio: 2 },
});
