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
 * at READS_PER_SECOND for PHASE_MS, through the gateway and straight at the query API, first on a quiet
 * platform, then during the flood. Target: every read 2xx, and p95 during the flood ≤ 2 × quiet.
 */
const STREAMS = Number(process.env.STREAMS ?? 2000);
const ADDRESSES = Number(process.env.ADDRESSES ?? 20);
const RETRY_MS = Number(process.env.RETRY_MS ?? 1000);
const READS_PER_SECOND = Number(process.env.READS_PER_SECOND ?? 200);
const PHASE_MS = Number(process.env.PHASE_MS ?? 10_000);

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

// Warm-up, then the quiet figures.
await paths.gateway();
const quiet = await phase();

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
const ask = <T>(message: string) =>
  new Promise<T>((resolve) => {
    attacker.once('message', (answer) => resolve(answer as T));
    attacker.send(message);
  });
await new Promise((resolve) => attacker.once('message', resolve));
// Let it reach its full size before measuring.
await new Promise((resolve) => setTimeout(resolve, 3000));
const during = await phase();
const held = {
  byTheAttacker: (await ask<{ held: number }>('held')).held,
  atTheQueryApi: await redis.zcard(`notifications:streams:${flooder.id}`),
};
const flood = await ask<{ answers: Record<string, number>; opensPerSecond: number }>('stop');
redis.disconnect();
await services.stop();

const ratio = (path: 'gateway' | 'direct') => round(during[path].p95Ms / quiet[path].p95Ms);
saveResult('streamFlood', {
  streams: STREAMS,
  addresses: ADDRESSES,
  retryMs: RETRY_MS,
  readsPerSecond: READS_PER_SECOND,
  phaseMs: PHASE_MS,
  loadAverage: { before: loadBefore, after: loadavg().map((n) => round(n)) },
  quiet,
  duringFlood: during,
  p95Ratio: { gateway: ratio('gateway'), direct: ratio('direct') },
  flood: { streamAnswers: flood.answers, opensPerSecond: flood.opensPerSecond, held },
  target: { reads: 'all 2xx', p95Ratio: 2 },
});
