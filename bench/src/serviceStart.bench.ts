import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRedis, freePort, repoRoot, startRedisServer, startS3Server } from '@dth/infrastructure';
import { buildServices, builtService } from '@dth/scripts/buildServices';

/*
 * Start time and memory of each service, run from its TypeScript through tsx (as before 2026-11-28)
 * and from its build (dist/services, as npm start and the images run it now): milliseconds from the
 * process's spawn to its being ready (polled every 10 ms: an API's /health, the projector's /health as
 * the active projector, the worker's first reactor checkpoint), and its resident memory two seconds later.
 *   npx tsx bench/src/serviceStart.bench.ts [rounds]
 */
const ROUNDS = Number(process.argv[2] ?? 3);
const ports = { command: await freePort(), query: await freePort(), projector: await freePort() };
const answers = (url: string, check: (body: { role?: string }) => boolean = () => true) =>
  fetch(url).then(
    async (res) => res.ok && check((await res.json()) as { role?: string }),
    () => false,
  );
const REACTOR_CHECKPOINT = 'worker:invitation-mails:checkpoint';
const SERVICES = [
  {
    name: 'command-api',
    source: 'command-api/src/main.ts',
    ready: () => answers(`http://127.0.0.1:${ports.command}/health`),
  },
  {
    name: 'query-api',
    source: 'query-api/src/main.ts',
    ready: () => answers(`http://127.0.0.1:${ports.query}/health`),
  },
  {
    name: 'projector',
    source: 'projector/src/main.ts',
    ready: () => answers(`http://127.0.0.1:${ports.projector}/health`, (body) => body.role === 'active'),
  },
  {
    name: 'worker',
    source: 'worker/src/main.ts',
    ready: async () => (await redisClient.exists(REACTOR_CHECKPOINT)) === 1,
  },
];

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startOnce(
  args: string[],
  ready: () => Promise<boolean>,
  env: NodeJS.ProcessEnv,
): Promise<{ ms: number; mb: number }> {
  await redisClient.del(REACTOR_CHECKPOINT);
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!(await ready())) {
    if (exited) throw new Error(`${args.at(-1)} exited before it was ready`);
    if (performance.now() - started > 60_000) throw new Error(`${args.at(-1)} was not ready within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const mb = residentMb(child.pid!);
  await new Promise((resolve) => (exited ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))));
  return { ms, mb };
}

await buildServices();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
const redis = await startRedisServer();
const redisClient = createRedis(redis.url);
const s3Port = await freePort();
const s3 = await startS3Server({ port: s3Port, directory: join(dataDir, 'blobs'), buckets: ['media'] });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  REDIS_URL: redis.url,
  S3_PORT: String(s3Port),
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  COMMAND_API_PORT: String(ports.command),
  QUERY_API_PORT: String(ports.query),
  PROJECTOR_PORT: String(ports.projector),
};
const rows: string[] = [];
try {
  for (const service of SERVICES) {
    const figures = { source: [] as { ms: number; mb: number }[], built: [] as { ms: number; mb: number }[] };
    for (let round = 0; round < ROUNDS; round++) {
      figures.source.push(await startOnce(['--import', 'tsx', join(repoRoot, service.source)], service.ready, env));
      figures.built.push(await startOnce(['--enable-source-maps', builtService(service.name)], service.ready, env));
    }
    const ms = (mode: keyof typeof figures) => Math.round(median(figures[mode].map((f) => f.ms)));
    const mb = (mode: keyof typeof figures) => Math.round(median(figures[mode].map((f) => f.mb)));
    rows.push(`| ${service.name} | ${ms('source')} ms | ${ms('built')} ms | ${mb('source')} MB | ${mb('built')} MB |`);
  }
} finally {
  redisClient.disconnect();
  await s3.stop();
  await redis.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Median of ${ROUNDS} starts each (spawn → ready; resident memory 2 s after):\n`);
console.log('| service | start, tsx | start, built | memory, tsx | memory, built |\n|---|---|---|---|---|');
console.log(rows.join('\n'));
