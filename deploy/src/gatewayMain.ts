import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, loadEnv, localUpstreams, onShutdown, repoRoot } from '@dth/infrastructure';
import { startNginx } from './nginxGateway';

/*
 * The gateway as a service (`npm run gateway -w deploy`; `npm start` supervises it): Debian's nginx
 * with deploy/nginx.conf rendered for the local services, on GATEWAY_PORT. nginx's own log lines
 * come out as JSON lines here; SIGTERM stops nginx gracefully, and this process exits with it.
 */
const env = loadEnv();
const logger = createLogger('gateway', env.LOG_LEVEL);
const prefix = join(env.DATA_DIR, 'nginx');
// nginx serves /stage/* from {root}/stage: the root holds a link to the built frontend.
const htmlRoot = join(prefix, 'html');
rmSync(htmlRoot, { recursive: true, force: true });
mkdirSync(htmlRoot, { recursive: true });
const frontend = join(repoRoot, 'frontend', 'dist');
if (!existsSync(join(frontend, 'index.html')))
  logger.warn({ frontend }, 'the frontend is not built: run npm run build -w frontend');
symlinkSync(frontend, join(htmlRoot, 'stage'));

const starting = startNginx({
  host: env.LISTEN_HOST,
  port: env.GATEWAY_PORT,
  ...localUpstreams(env),
  blobStore: `${env.S3_ENDPOINT}:${env.S3_PORT}`,
  mediaBucket: env.MEDIA_BUCKET,
  htmlRoot,
  trustProxy: env.TRUST_PROXY,
  workerProcesses: env.GATEWAY_WORKER_PROCESSES,
  videoAskOrigin: env.VIDEOASK_WELCOME_URL && new URL(env.VIDEOASK_WELCOME_URL).origin,
  prefix,
});
// Registered before nginx is up: a SIGTERM while it starts still stops it. (A process killed outright
// leaves nginx running; the next start finds it by its pid file and stops it.)
const exitWithNginx = (code: number | null, signal: NodeJS.Signals | null) => {
  logger.error({ code, signal }, 'nginx exited');
  logger.flush(() => process.exit(1));
};
onShutdown(logger, async () => {
  const nginx = await starting.catch(() => undefined);
  nginx?.process.off('exit', exitWithNginx);
  await nginx?.stop();
});
const nginx = await starting;
logger.info(
  { port: env.GATEWAY_PORT, pid: nginx.process.pid, workers: env.GATEWAY_WORKER_PROCESSES, instances: env.INSTANCES },
  'gateway listening',
);
nginx.process.stderr!.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n').filter(Boolean)) logger.warn({ nginx: line }, 'nginx');
});
nginx.process.once('exit', exitWithNginx);
