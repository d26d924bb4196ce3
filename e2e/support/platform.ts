import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, instanceDataDir, loadEnv, mailDirOf } from '@dth/infrastructure';
import { buildServices, builtService, servicesStale } from '@dth/scripts/buildServices';

/**
 * Starts the real platform (the built launcher, scripts/src/start.ts, as a child process) on free
 * ports with a temporary DATA_DIR and a known DEMO_PASSWORD, waits until it says it is up, and stops
 * it with SIGTERM. It builds the services when a source is newer than their build, but not the
 * frontend: run `npm run build -w frontend` first (npm test does).
 *
 *   let platform: Platform;
 *   beforeAll(async () => { platform = await startPlatform(); });
 *   afterAll(() => platform?.stop());
 */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Platform {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** origin + /stage */
  appUrl: string;
  dataDir: string;
  /** Instance 0's mail folder (every instance's when they share one DATA_DIR). */
  mailDir: string;
  /** Every instance's mail folder: with stores on PostgreSQL each instance has a DATA_DIR, so a mail folder, of its own. */
  mailDirs: string[];
  demoPassword: string;
  demoUsers: { admin: string; specialist: string; owner: string };
  /** The environment it was started with (the ports of instance 0, EMBEDDED_REDIS_PORT, …). */
  env: NodeJS.ProcessEnv;
  /** Everything the platform printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  demoPassword?: string;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  /** The gateway's port, when something must know the platform's address before it starts (an OpenID provider's redirect URI). */
  gatewayPort?: number;
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export async function startPlatform(options: StartOptions = {}): Promise<Platform> {
  if (!existsSync(join(repoRoot, 'frontend', 'dist', 'index.html'))) {
    throw new Error('frontend/dist is missing: run `npm run build -w frontend` before the e2e tests');
  }
  // The services run built, as `npm start` runs them (half a second to build when a source changed).
  if (servicesStale()) await buildServices();
  const dataDir = await mkdtemp(join(tmpdir(), 'dth-e2e-'));
  const [freeGateway, commandApi, queryApi, projector, s3, redis] = await distinctFreePorts(6);
  const gateway = options.gatewayPort ?? freeGateway;
  const demoPassword = options.demoPassword ?? 'E2e-demo-password-1';
  const origin = `http://127.0.0.1:${gateway}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    GATEWAY_PORT: String(gateway),
    COMMAND_API_PORT: String(commandApi),
    QUERY_API_PORT: String(queryApi),
    PROJECTOR_PORT: String(projector),
    S3_PORT: String(s3),
    EMBEDDED_REDIS_PORT: String(redis),
    DEMO_PASSWORD: demoPassword,
    PUBLIC_URL: origin,
    ...options.env,
  };
  delete env.REDIS_URL;
  delete env.S3_ENDPOINT;

  const child = spawn(process.execPath, ['--enable-source-maps', builtService('launcher')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);

  const stop = () => stopChild(child).finally(() => rm(dataDir, { recursive: true, force: true }));

  try {
    await waitForReady(child, () => output, options.timeoutMs ?? 150_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const parsed = loadEnv(env);
  const mailDirs = Array.from({ length: parsed.INSTANCES }, (_, i) =>
    mailDirOf({ ...parsed, DATA_DIR: instanceDataDir(parsed, i) }),
  );
  return {
    origin,
    appUrl: `${origin}/stage`,
    dataDir,
    mailDir: mailDirs[0],
    mailDirs: [...new Set(mailDirs)],
    demoPassword,
    demoUsers: { admin: 'admin@example.com', specialist: 'specialist@example.com', owner: 'owner@example.com' },
    env,
    output: () => output,
    stop,
  };
}

function waitForReady(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`the platform did not come up within ${timeoutMs} ms:\n${output().slice(-4000)}`)),
      timeoutMs,
    );
    const poll = setInterval(() => {
      if (output().includes('The platform is up')) finish();
    }, 100);
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`the platform exited (${code ?? signal}) before it was up:\n${output().slice(-4000)}`));
    child.once('exit', onExit);
    function finish(error?: Error) {
      clearTimeout(timer);
      clearInterval(poll);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
