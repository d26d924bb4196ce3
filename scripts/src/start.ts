import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createContainer, disposeContainer } from '@dth/command-api';
import { createLogger, loadEnv, repoRoot, startRedisServer, startS3Server, type RedisServerHandle, type S3ServerHandle } from '@dth/infrastructure';
import { seedIfEmpty } from './seed';

/**
 * `npm start`: the whole platform on its embedded defaults. Starts a private Redis and the
 * loopback S3 server unless REDIS_URL / S3_ENDPOINT point elsewhere, seeds on first start,
 * runs every service as a child process and stops them all on Ctrl-C/SIGTERM.
 */
const EMBEDDED_REDIS_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 6390);
const SERVICES = [
  { name: 'command-api', entry: 'command-api/src/main.ts' },
  { name: 'query-api', entry: 'query-api/src/main.ts' },
  { name: 'projector', entry: 'projector/src/main.ts' },
  { name: 'worker', entry: 'worker/src/main.ts' },
  { name: 'gateway', entry: 'scripts/src/gateway.ts' },
];

const logger = createLogger('launcher');
const children: ChildProcess[] = [];
let redis: RedisServerHandle | undefined;
let s3: S3ServerHandle | undefined;
let stopping = false;

async function main() {
  const baseEnv = loadEnv();
  if (!process.env.REDIS_URL) {
    redis = await startRedisServer({ port: EMBEDDED_REDIS_PORT, dir: join(baseEnv.DATA_DIR, 'redis') });
    process.env.REDIS_URL = redis.url;
    logger.info({ url: redis.url }, 'embedded redis-server started');
  }
  if (!process.env.S3_ENDPOINT) {
    s3 = await startS3Server({ port: baseEnv.S3_PORT, directory: join(baseEnv.DATA_DIR, 'blobs'), buckets: [baseEnv.MEDIA_BUCKET] });
    logger.info({ port: s3.port }, 'embedded S3 server started');
  }
  const env = loadEnv();

  const container = createContainer(env, createLogger('seed', env.LOG_LEVEL));
  const credentials = await seedIfEmpty(container, env, logger);
  await disposeContainer(container);

  for (const service of SERVICES) {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, service.entry)], { cwd: repoRoot, env: process.env, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ service: service.name, code, signal }, 'service exited; stopping the platform');
      void stop(1);
    });
    children.push(child);
  }
  await waitForGateway(env.GATEWAY_PORT);
  console.log(`\n  ✔ The platform is up: ${env.PUBLIC_URL}/stage/\n`);
  if (credentials) console.log(`  Demo accounts:\n${credentials.replace(/^/gm, '    ')}`);
  console.log('  Press Ctrl-C to stop.\n');
}

async function waitForGateway(port: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const [cmd, query] = await Promise.all([fetch(`http://127.0.0.1:${port}/health`, { method: 'POST' }), fetch(`http://127.0.0.1:${port}/health`)]);
      if (cmd.ok && query.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the services did not come up within 60 s');
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  logger.info('stopping every service');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  await s3?.stop();
  await redis?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
main().catch((error) => {
  logger.fatal({ err: error }, 'start failed');
  void stop(1);
});
