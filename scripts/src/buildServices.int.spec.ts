import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, freePort, repoRoot, startRedisServer, type RedisServerHandle } from '@dth/infrastructure';
import { SERVICE_ENTRIES, buildServices, builtService, servicesStale } from '../buildServices.mjs';

/*
 * The services as npm start and the images run them: one JavaScript module each, with our workspaces
 * inside and npm packages imported from node_modules, started by plain node.
 */
let redis: RedisServerHandle;
let dataDir: string;
beforeAll(async () => {
  await buildServices();
  redis = await startRedisServer();
  dataDir = await mkdtemp(join(tmpdir(), 'dth-built-'));
}, 60_000);
afterAll(async () => {
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('built services (scripts/buildServices.mjs)', () => {
  it('holds our workspaces inside each module: no import of @dth/… or of a TypeScript file is left', () => {
    expect(servicesStale()).toBe(false);
    for (const name of Object.keys(SERVICE_ENTRIES)) {
      const code = readFileSync(builtService(name), 'utf8');
      expect(code, name).not.toMatch(/from\s*["']@dth\//);
      expect(code, name).not.toMatch(/import\(\s*["'][^"']*\.ts["']\s*\)|from\s*["'][^"']*\.ts["']/);
    }
  });

  it("imports a package a workspace nests in its own node_modules from there, not the root's other version", () => {
    // command-api uses busboy 1.6; the root holds s3rver's busboy 0.3, which left recorded uploads hanging.
    const code = readFileSync(builtService('command-api'), 'utf8');
    expect(code).toContain('from "../../command-api/node_modules/busboy/lib/index.js"');
    expect(code).not.toMatch(/from\s*"busboy"/);
  });

  it(
    'a built service starts with plain node and answers; the projector starts its audit thread from the built module',
    { timeout: 60_000 },
    async () => {
      const port = await freePort();
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        REDIS_URL: redis.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        COMMAND_API_PORT: String(port),
        PROJECTOR_PORT: '0',
        LOG_LEVEL: 'info',
      };
      const client = createRedis(redis.url);
      const api = spawn(process.execPath, ['--enable-source-maps', builtService('command-api')], {
        cwd: repoRoot,
        env,
        stdio: 'ignore',
      });
      const projector = spawn(process.execPath, ['--enable-source-maps', builtService('projector')], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let projectorLog = '';
      projector.stdout.on('data', (chunk: Buffer) => (projectorLog += chunk.toString()));
      try {
        await expect
          .poll(
            () =>
              fetch(`http://127.0.0.1:${port}/health`).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 30_000, interval: 100 },
          )
          .toBe(200);
        // Sign-up appends events, which the projector folds and commits to the audit through its thread.
        const signUp = await fetch(`http://127.0.0.1:${port}/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            first_name: 'Built',
            last_name: 'Service',
            email: 'built@example.com',
            user_type: 'specialist',
          }),
        });
        expect(signUp.status).toBe(201);
        // A read model's checkpoint moves only once the audit thread has committed the same batch.
        const checkpoints = async () => {
          const keys = await client.keys('*$checkpoint:*');
          return keys.length === 0 ? 0 : Math.max(...(await client.mget(keys)).map(Number));
        };
        await expect.poll(checkpoints, { timeout: 30_000 }).toBeGreaterThan(0);
      } finally {
        client.disconnect();
        for (const child of [api, projector]) child.kill('SIGTERM');
        await Promise.all(
          [api, projector].map(
            (child) =>
              new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
          ),
        );
      }
      expect([api.exitCode, projector.exitCode]).toEqual([0, 0]);
      // Its log is written in blocks, flushed on the way out.
      expect(projectorLog).toContain('"msg":"projecting"');
      expect(projectorLog).not.toMatch(/"level":(50|60)/);
    },
  );
});
