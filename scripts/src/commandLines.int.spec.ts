import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEND_CHANNEL, repoRoot, startRedisServer, type RedisServerHandle } from '@dth/infrastructure';

/**
 * The command lines beside a running `npm start`: they read the platform's settings from
 * `$DATA_DIR/run/platform.json`, so they use its Redis (not 6379), and a failure is one line.
 */
let dataDir: string;
let platformRedis: RedisServerHandle;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dth-cli-'));
  platformRedis = await startRedisServer();
});
afterAll(async () => {
  await platformRedis.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'Correct-Horse-9';
/** Runs `npm run <script>`'s entry as npm would, with no Redis of its own configured. */
function run(entry: string, args: string[], env: Record<string, string> = {}) {
  const { REDIS_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}
const adminCreate = (email: string, env?: Record<string, string>) =>
  run('scripts/src/adminCreate.ts', ['--email', email, '--password', PASSWORD], env);

const writeSettings = (pid: number) => {
  mkdirSync(join(dataDir, 'run'), { recursive: true });
  writeFileSync(join(dataDir, 'run', 'platform.json'), JSON.stringify({ pid, env: { REDIS_URL: platformRedis.url } }));
};

describe('command lines beside the running platform', () => {
  it('admin:create appends through the platform’s Redis (its subscribers are woken) and prints no error', async () => {
    writeSettings(process.pid);
    const subscriber = new Redis(platformRedis.url);
    const woken: string[] = [];
    await subscriber.subscribe(APPEND_CHANNEL);
    subscriber.on('message', (_channel, message) => woken.push(message));
    try {
      const result = await adminCreate('ops@example.com');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Created admin ops@example\.com \([0-9a-f-]{36}\)\n$/);
      await expect.poll(() => woken.length).toBeGreaterThan(0);
    } finally {
      subscriber.disconnect();
    }
  });

  it('events:export reads the same store and writes NDJSON, its count on stderr', async () => {
    const result = await run('projector/src/exportEventsCli.ts', ['--type', 'UserRegistered']);
    expect(result.code).toBe(0);
    const events = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered']);
    expect(result.stderr).toBe('exported 1 events\n');
  });

  it('with no platform running (a settings file left by a killed launcher), it runs on a private Redis, quietly', async () => {
    writeSettings(2 ** 22 + 12345); // a pid that runs nothing
    const result = await adminCreate('second@example.com');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created admin second@example.com');
  });

  it('fails in one line, with no stack: a Redis that does not answer, a bad address, an address taken', async () => {
    const dead = await adminCreate('third@example.com', { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(dead.code).toBe(1);
    expect(dead.stderr).toBe(
      "✖ Redis at redis://127.0.0.1:1 does not answer: start it, or unset REDIS_URL to use the platform's\n",
    );
    const bad = await adminCreate('not-an-address');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('✖ --email: Must be a valid email\n');
    writeSettings(process.pid);
    const taken = await adminCreate('ops@example.com');
    expect(taken.code).toBe(1);
    expect(taken.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(taken.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['events:export', 'projector/src/exportEventsCli.ts', ['events.ndjson']],
    ['admin:create', 'scripts/src/adminCreate.ts', ['--mail', 'x@example.com']],
    ['replay', 'projector/src/replayCli.ts', ['--everything']],
    ['seed:demo', 'scripts/src/seedDemoCli.ts', ['--people']],
    ['media:jobs', 'scripts/src/mediaJobsCli.ts', ['--every']],
  ])('%s with an argument it does not take says so in one line, exit 2, no stack', async (_name, entry, args) => {
    const wrong = await run(entry, args);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^✖ .+\n$/);
    expect(wrong.stderr).not.toMatch(/\n\s+at /);
  });
});
