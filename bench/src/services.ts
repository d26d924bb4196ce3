import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import {
  createLogger,
  freePort,
  loadEnv,
  startRedisServer,
  type Env,
  type RedisServerHandle,
} from '@dth/infrastructure';
import { buildServices, builtService, servicesStale } from '@dth/scripts/buildServices';
import { seedCatalogs } from '@dth/scripts';
import { uniquePassword } from '@dth/testing';

export interface RunningServices {
  env: Env;
  commandUrl: string;
  queryUrl: string;
  /** The gateway in front of them (when started): the path users' requests take. */
  gatewayUrl: string;
  /** A signed-in specialist: id and bearer token. */
  specialist: { id: string; token: string };
  /** `specialists` of them when asked for more than one (the first is `specialist`), with what they sign in with. */
  specialists: { id: string; token: string; email: string; password: string }[];
  /** Business owners, when asked for (`owners`), signed in like the specialists. */
  owners: { id: string; token: string; email: string; password: string }[];
  /** Each started service's process id (for its resident memory). */
  pids: Partial<Record<keyof typeof ENTRIES, number>>;
  /** Starts one more service with the same configuration (e.g. the worker once the data is loaded); resolves with its pid. */
  startLater(name: keyof typeof ENTRIES): number;
  stop(): Promise<void>;
}

/**
 * The real services as separate processes (built, as `npm start` runs them; JSON logs to /dev/null)
 * on free ports, over a private redis-server and a temp SQLite file, with the catalogs seeded
 * and one specialist signed in.
 */
const ENTRIES = {
  'command-api': 'command-api',
  'query-api': 'query-api',
  projector: 'projector',
  gateway: 'gateway',
  worker: 'worker',
} as const;

/** `env`: more variables for every service (AUDIT_STORE, DATABASE_URL, S3_PORT…). */
export async function startServices(
  names: (keyof typeof ENTRIES)[],
  options: { specialists?: number; owners?: number; env?: Record<string, string> } = {},
): Promise<RunningServices> {
  if (servicesStale()) await buildServices();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const redis: RedisServerHandle = await startRedisServer();
  const [commandPort, queryPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  const vars = {
    DATA_DIR: dataDir,
    QUERY_API_SOCKET: join(dataDir, 'query-api.sock'),
    REDIS_URL: redis.url,
    COMMAND_API_PORT: String(commandPort),
    QUERY_API_PORT: String(queryPort),
    GATEWAY_PORT: String(gatewayPort),
    PROJECTOR_PORT: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    ...options.env,
  };
  const env = loadEnv({ ...process.env, ...vars });
  const container = createContainer(env, createLogger('bench', 'silent'));
  const ctx = {
    actorId: 'system',
    actorRole: 'system' as const,
    correlationId: randomUUID(),
    causationId: randomUUID(),
    now: new Date().toISOString(),
  };
  await seedCatalogs(container, createLogger('bench', 'silent'));
  const accounts: { id: string; email: string; password: string; userType: 'specialist' | 'business_owner' }[] = [];
  const kinds = [
    ...Array(options.specialists ?? 1).fill('specialist'),
    ...Array(options.owners ?? 0).fill('business_owner'),
  ] as ('specialist' | 'business_owner')[];
  for (const [n, userType] of kinds.entries()) {
    const password = uniquePassword();
    const email = `bench-${randomUUID()}@example.com`;
    const { id } = await container
      .resolve(AccountServiceToken)
      .register({ firstName: 'Bench', lastName: `Mark ${n}`, email, userType }, ctx, password);
    accounts.push({ id, email, password, userType });
  }
  await disposeContainer(container);

  const spawnService = (name: keyof typeof ENTRIES) =>
    spawn(
      process.execPath,
      [
        ...(process.env.PROFILE === name ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-' + name] : []),
        '--enable-source-maps',
        builtService(ENTRIES[name]),
      ],
      { env: { ...process.env, ...vars }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  const children: ChildProcess[] = names.map(spawnService);
  const commandUrl = `http://127.0.0.1:${commandPort}`;
  const queryUrl = `http://127.0.0.1:${queryPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitUntilUp([
    ...(names.includes('command-api') ? [commandUrl] : []),
    ...(names.includes('query-api') ? [queryUrl] : []),
    ...(names.includes('gateway') ? [gatewayUrl] : []),
  ]);
  const specialists: RunningServices['specialists'] = [];
  const owners: RunningServices['owners'] = [];
  for (const { id, email, password, userType } of accounts) {
    let token = '';
    if (names.includes('command-api')) {
      const login = await fetch(`${commandUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    }
    (userType === 'specialist' ? specialists : owners).push({ id, token, email, password });
  }
  return {
    env,
    commandUrl,
    queryUrl,
    gatewayUrl,
    specialist: specialists[0],
    specialists,
    owners,
    pids: Object.fromEntries(names.map((name, i) => [name, children[i].pid])),
    startLater(name) {
      const child = spawnService(name);
      children.push(child);
      return child.pid!;
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) =>
              child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')),
            ),
        ),
      );
      await redis.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(urls: string[]) {
  for (const url of urls) {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 300) throw new Error(`${url} did not come up`);
      if (
        await fetch(`${url}/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Sends a JSON write and answers its body, failing loudly on anything but 2xx. */
export async function write(url: string, token: string, method: string, body: object): Promise<{ position: string }> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as { position: string };
}
