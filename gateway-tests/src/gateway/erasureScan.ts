import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { expect, vi } from 'vitest';
import { auditFileOf, repoRoot, sqliteFileOf } from '@dth/infrastructure';
import type { TestPlatform, TestUser } from '@dth/testing';
import type { gatewayRequests } from './gatewayRequests';

/*
 * What the erasure tests scan for a person's data: everything the platform stores (each Redis key with
 * its value, the report's file, the log's file, the blob store) and a fresh export of the report.
 */

/** Every key of the Redis server (read models, caches, queues, sessions, throttles…), with its value, as text. */
export async function everythingIn(redis: Redis): Promise<{ key: string; text: string }[]> {
  const entries: { key: string; text: string }[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.getBuffer(key).then((b) => b?.toString('latin1'))
          : type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'set'
              ? JSON.stringify(await redis.smembers(key))
              : type === 'zset'
                ? JSON.stringify(await redis.zrange(key, 0, -1))
                : type === 'list'
                  ? JSON.stringify(await redis.lrange(key, 0, -1))
                  : type === 'stream'
                    ? JSON.stringify(await redis.xrange(key, '-', '+'))
                    : '';
      entries.push({ key, text: `${key}\n${value}` });
    }
  } while (cursor !== '0');
  return entries;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** What the platform keeps, place by place: Redis and its files, the report's and the log's SQLite files, the blob store. */
export async function storedTexts(platform: TestPlatform): Promise<{ place: string; text: string }[]> {
  const { env, redis } = platform;
  const places = (await everythingIn(redis)).map(({ key, text }) => ({ place: `redis ${key}`, text }));
  for (const file of [auditFileOf(env), `${auditFileOf(env)}-wal`, sqliteFileOf(env), `${sqliteFileOf(env)}-wal`])
    if (existsSync(file)) places.push({ place: file, text: readFileSync(file).toString('latin1') });
  for (const dir of ['blobs', 'redis'])
    for (const file of filesUnder(join(env.DATA_DIR, dir)))
      places.push({ place: `${dir} ${file}`, text: readFileSync(file).toString('latin1') });
  return places;
}

/** A fresh export of the whole report, as the admin downloads it through the gateway. */
export async function exportText(
  { ok, send }: ReturnType<typeof gatewayRequests>,
  admin: TestUser,
  format: 'csv' | 'ndjson',
): Promise<string> {
  const started = (await ok('POST', '/audit-exports', admin, { format, filter: {} })) as { id: string };
  const status = await vi.waitFor(
    async () => {
      const answer = (await ok('GET', `/audit-exports/${started.id}`, admin)) as { state: string; url: string };
      expect(answer.state).toBe('done');
      return answer;
    },
    { timeout: 60_000, interval: 200 },
  );
  const file = await send('GET', status.url, null);
  expect(file.status).toBe(200);
  return file.raw.toString('utf8');
}

/** `npm run replay -- --all` against the platform's data, as its own process. */
export function runReplay(dataDir: string, redisUrl: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'projector/src/replayCli.ts'), '--all'], {
    env: { ...process.env, DATA_DIR: dataDir, REDIS_URL: redisUrl, LOG_LEVEL: 'silent' },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}
