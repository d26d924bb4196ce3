import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContainer, disposeContainer } from '@dth/command-api';
import {
  createLogger,
  instanceDataDir,
  instanceEnv,
  jwtSecretOf,
  loadEnv,
  removePlatformSettings,
  repoRoot,
  sqliteStoresOf,
  startRedisServer,
  startS3Server,
  writePlatformSettings,
  type Env,
  type S3ServerHandle,
} from '@dth/infrastructure';
import { stopNginxLeftBehind } from '@dth/deploy';
import { seedIfEmpty } from './seed';
import { Supervisor } from './supervisor/supervisor';

/** A service as scripts/buildServices.mjs built it (`npm start` builds first when a source is newer). */
const builtService = (name: string) => join(repoRoot, 'dist', 'services', `${name}.mjs`);

/**
 * `npm start`: the whole platform on its embedded defaults. Starts a private Redis and the
 * loopback S3 server unless REDIS_URL / S3_ENDPOINT point elsewhere, seeds on first start, and
 * runs every service (built: plain node, no TypeScript loader) as a supervised child process: one that exits is restarted with backoff.
 * Each running service's pid is in $DATA_DIR/run/{name}.pid. Ctrl-C/SIGTERM stops everything.
 */
const EMBEDDED_REDIS_PORT = Number(process.env.EMBEDDED_REDIS_PORT ?? 6390);
/**
 * Each runs INSTANCES times (`npm start -- --instances 2`): the APIs behind the gateway, the projectors one active and the
 * others standing by, the workers sharing the queues; each instance in a DATA_DIR of its own when no store is a SQLite file.
 */
const SCALED_SERVICES = ['command-api', 'query-api', 'projector', 'worker'].map((name) => ({
  name,
  entry: builtService(name),
}));
const GATEWAY = { name: 'gateway', entry: builtService('gateway') };
const instancesFlag = process.argv.indexOf('--instances');
if (instancesFlag > 0) process.env.INSTANCES = process.argv[instancesFlag + 1] ?? '';

const logger = createLogger('launcher');
const supervisor = new Supervisor(logger, () => void stop(1));
let s3: S3ServerHandle | undefined;
let stopping = false;

async function main() {
  const baseEnv = loadEnv();
  const runDir = join(baseEnv.DATA_DIR, 'run');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const recordPid = (name: string, pid: number | undefined) => writeFileSync(join(runDir, `${name}.pid`), String(pid));

  if (!process.env.REDIS_URL) {
    const redisDir = join(baseEnv.DATA_DIR, 'redis');
    process.env.REDIS_URL = `redis://127.0.0.1:${EMBEDDED_REDIS_PORT}`;
    await supervisor.supervise({
      name: 'redis-server',
      stopsLast: true,
      start: async () => {
        const { process: child } = await startRedisServer({ port: EMBEDDED_REDIS_PORT, dir: redisDir });
        recordPid('redis-server', child.pid);
        return child;
      },
    });
    logger.info({ url: process.env.REDIS_URL }, 'embedded redis-server started');
  }
  if (!process.env.S3_ENDPOINT) {
    s3 = await startS3Server({
      port: baseEnv.S3_PORT,
      directory: join(baseEnv.DATA_DIR, 'blobs'),
      buckets: [baseEnv.MEDIA_BUCKET],
    });
    logger.info({ port: s3.port }, 'embedded S3 server started');
  }
  // The gateway reaches the query API on this machine by a unix socket (deploy/src/gatewayMain.ts).
  const querySocket = join(runDir, 'query-api.sock');
  if (!process.env.QUERY_API_SOCKET && querySocket.length <= 96) process.env.QUERY_API_SOCKET = querySocket;
  // Every service signs and checks tokens with one secret: JWT_SECRET, or the one generated once under this
  // DATA_DIR, handed to each by env (an instance with a DATA_DIR of its own would otherwise make its own).
  process.env.JWT_SECRET = jwtSecretOf(loadEnv());
  const env = loadEnv();
  if (env.INSTANCES > 1) prepareInstanceDataDirs(env);
  // For the command lines (admin:create, events:export, seed:demo) to join this platform.
  writePlatformSettings(runDir);

  const container = createContainer(env, createLogger('seed', env.LOG_LEVEL));
  const credentials = await seedIfEmpty(container, env, logger);
  await disposeContainer(container);

  const services = [
    ...Array.from({ length: env.INSTANCES }, (_, i) =>
      SCALED_SERVICES.map((service) => ({
        ...service,
        name: i === 0 ? service.name : `${service.name}-${i + 1}`,
        env: { ...process.env, ...instanceEnv(env, i) },
      })),
    ).flat(),
    { ...GATEWAY, env: process.env },
  ];
  for (const service of services) {
    await supervisor.supervise({
      name: service.name,
      start: () => {
        const child = spawn(process.execPath, ['--enable-source-maps', service.entry], {
          cwd: repoRoot,
          env: service.env,
          stdio: 'inherit',
        });
        recordPid(service.name, child.pid);
        return child;
      },
    });
  }
  await waitForGateway(env.GATEWAY_PORT);
  console.log(`\n  ✔ The platform is up: ${env.PUBLIC_URL}/stage/\n`);
  if (credentials) console.log(`  Demo accounts:\n${credentials.replace(/^/gm, '    ')}`);
  console.log('  Press Ctrl-C to stop.\n');
}

/** Says where the instances keep their files, and makes each instance's own DATA_DIR. */
function prepareInstanceDataDirs(env: Env) {
  const sqlite = sqliteStoresOf(env);
  if (sqlite.length > 0) {
    logger.info(
      { dataDir: env.DATA_DIR, sqlite },
      'the instances share one DATA_DIR: these stores are SQLite files in it (set them to postgres for a DATA_DIR each)',
    );
    return;
  }
  const dataDirs = Array.from({ length: env.INSTANCES }, (_, i) => instanceDataDir(env, i));
  for (const dir of dataDirs) mkdirSync(dir, { recursive: true });
  logger.info({ dataDirs }, 'each instance has its own DATA_DIR; they share PostgreSQL, Redis and the blob store');
}

async function waitForGateway(port: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const [cmd, query] = await Promise.all([
        fetch(`http://127.0.0.1:${port}/health`, { method: 'POST' }),
        fetch(`http://127.0.0.1:${port}/health`),
      ]);
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
  removePlatformSettings(join(loadEnv().DATA_DIR, 'run'));
  await supervisor.stopAll();
  // A gateway killed after its grace period leaves its nginx running: stopped here by its pid file.
  stopNginxLeftBehind(join(loadEnv().DATA_DIR, 'nginx'));
  await s3?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
main().catch((error) => {
  logger.fatal({ err: error }, 'start failed');
  void stop(1);
});
