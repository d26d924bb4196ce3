import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_READ_MODEL, NOTIFICATIONS_READ_MODEL, projections, toSpecialistStream } from '@dth/domain';
import { AuditDatabase, BUILT_KEY, POINTERS_KEY, SqliteEventStore, createRedis, repoRoot } from '@dth/infrastructure';
import { auditSnapshot, readModelSnapshot, usePrivateRedis } from '@dth/testing';

/*
 * `npm run replay` as an operator runs it: which read models it picks, the two processes side by side,
 * and a replay killed half-way (SIGKILL to its process group), which switches nothing and whose half-built
 * version the next replay deletes.
 */
const SPECIALISTS = 12_000;

describe('npm run replay', () => {
  const redisServer = usePrivateRedis();
  let redis: Redis;
  let dataDir: string;
  beforeAll(async () => {
    redis = createRedis(redisServer.url);
    dataDir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
    const store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    // All at once, so the store's group commit writes them in a few transactions instead of 12,000.
    await Promise.all(
      Array.from({ length: SPECIALISTS }, (_, n) => {
        const id = randomUUID();
        return store.appendToStream(
          toSpecialistStream(id),
          [
            {
              id: randomUUID(),
              type: 'SpecialistProfileStarted',
              data: {
                specialistId: id,
                firstName: `First${n}`,
                lastName: `Last${n}`,
                email: `s${n}@example.com`,
                startedAt: new Date(1_700_000_000_000 + n).toISOString(),
              },
              metadata: {
                actorId: id,
                actorRole: 'specialist',
                correlationId: 'c',
                causationId: 'c',
                schemaVersion: 1,
              },
            },
          ],
          { expectedRevision: 'no_stream' },
        );
      }),
    );
    await store.close();
  }, 120_000);
  afterAll(() => {
    redis.disconnect();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = () => ({ ...process.env, DATA_DIR: dataDir, REDIS_URL: redisServer.url, LOG_LEVEL: 'silent' });
  const start = (...args: string[]) =>
    spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'projector/src/replayCli.ts'), ...args], {
      env: env(),
      detached: true,
    });
  async function run(...args: string[]): Promise<{ code: number | null; out: string }> {
    const child = start(...args);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, out };
  }
  const versionsIn = async (pattern: string) =>
    new Set((await redis.keys(pattern)).map((k) => Number(/^rm:v(\d+):/.exec(k)![1])));

  it('rebuilds what changed, what it is told, and survives being killed half-way', { timeout: 300_000 }, async () => {
    // Nothing was ever built: everything is, the Redis read models and the audit in two processes.
    const first = await run();
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/2 processes side by side/);
    const built = await redis.hgetall(BUILT_KEY);
    expect(built).toEqual(
      Object.fromEntries(
        [...projections, NOTIFICATIONS_READ_MODEL, AUDIT_READ_MODEL].map((m) => [m.name, String(m.version)]),
      ),
    );
    const v1 = Number((await redis.hgetall(POINTERS_KEY)).SpecialistProfile);
    expect(await redis.hgetall(POINTERS_KEY)).toMatchObject({
      UserActivity: String(v1),
      [AUDIT_READ_MODEL.name]: String(v1),
    });
    const profilesAtV1 = await readModelSnapshot(redis, v1, 'specialist*');
    expect(profilesAtV1.size).toBeGreaterThan(SPECIALISTS);

    expect((await run()).out).toMatch(/Every read model is up to date/);
    const unknown = await run('--only', 'SpecialistProfiles');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toMatch(
      /Unknown read model: SpecialistProfiles\. Read models: UserAccount, SpecialistProfile,/,
    );

    // Killed once its first chunk is written: nothing switches, queries keep reading the versions they had.
    const killed = start('--only', 'SpecialistProfile,Audit');
    // Its version is the next one the counter gives: its first chunk's checkpoint is there as soon as it is written.
    await expect
      .poll(() => redis.exists(`rm:v${v1 + 1}:$checkpoint:SpecialistProfile`), { timeout: 60_000, interval: 2 })
      .toBe(1);
    process.kill(-killed.pid!, 'SIGKILL');
    await new Promise((resolve) => killed.on('exit', resolve));
    expect(Number((await redis.hgetall(POINTERS_KEY)).SpecialistProfile)).toBe(v1);
    // The audit's own process may have finished and switched before the kill: each read model switches on its own.
    const auditBeforeAgain = Number((await redis.hgetall(POINTERS_KEY))[AUDIT_READ_MODEL.name]);
    const halfBuilt = Math.max(...(await versionsIn('rm:v*:$checkpoint:SpecialistProfile')));
    expect(halfBuilt).toBeGreaterThan(v1);

    const again = await run('--only', 'SpecialistProfile,Audit');
    expect(again.code, again.out).toBe(0);
    const pointers = await redis.hgetall(POINTERS_KEY);
    const v3 = Number(pointers.SpecialistProfile);
    expect(v3).toBeGreaterThan(halfBuilt);
    expect(pointers[AUDIT_READ_MODEL.name]).toBe(String(v3));
    expect(pointers.UserActivity).toBe(String(v1));
    // The same documents and indexes as the first build; the half-built version is gone, the previous one kept.
    expect(await readModelSnapshot(redis, v3, 'specialist*')).toEqual(profilesAtV1);
    expect(await redis.keys(`rm:v${halfBuilt}:*`)).toEqual([]);
    expect((await readModelSnapshot(redis, v1, 'specialist*')).size).toBe(profilesAtV1.size);
    expect(await redis.exists(`rm:v${v1}:$checkpoint:UserActivity`)).toBe(1);
    const audit = new AuditDatabase(join(dataDir, 'audit.sqlite'));
    expect(audit.versions()).toEqual([auditBeforeAgain, v3]);
    audit.close();
    const auditAtV3 = auditSnapshot(join(dataDir, 'audit.sqlite'), v3);
    expect(auditAtV3).toEqual(auditSnapshot(join(dataDir, 'audit.sqlite'), auditBeforeAgain));
    expect([...auditAtV3.keys()].filter((k) => k.startsWith('row:'))).toHaveLength(SPECIALISTS);
  });
});
