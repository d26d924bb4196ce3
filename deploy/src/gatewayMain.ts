import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, loadEnv, onShutdown, repoRoot } from '@dth/infrastructure';
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
if (!existsSync(join(frontend, 'index.html'))) logger.warn({ frontend }, 'the frontend is not built: run npm run build -w frontend');
symlinkSync(frontend, join(htmlRoot, 'stage'));

const nginx = await startNginx({
  host: env.LISTEN_HOST,
  port: env.GATEWAY_PORT,
  queryApi: `127.0.0.1:${env.QUERY_API_PORT}`,
  commandApi: `127.0.0.1:${env.COMMAND_API_PORT}`,
  blobStore: `${env.S3_ENDPOINT}:${env.S3_PORT}`,
  mediaBucket: env.MEDIA_BUCKET,
  htmlRoot,
  trustProxy: env.TRUST_PROXY,
  workerProcesses: env.GATEWAY_WORKER_PROCESSES,
  prefix,
});
logger.info({ port: env.GATEWAY_PORT, pid: nginx.process.pid, workers: env.GATEWAY_WORKER_PROCESSES }, 'gateway listening');
nginx.process.stderr!.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n').filter(Boolean)) logger.warn({ nginx: line }, 'nginx');
});
nginx.process.once('exit', (code, signal) => {
  logger.error({ code, signal }, 'nginx exited');
  logger.flush(() => process.exit(1));
});
// If this process dies without stopping nginx, the next start finds its pid file and stops it.
onShutdown(logger, async () => {
  nginx.process.removeAllListeners('exit');
  await nginx.stop();
});
