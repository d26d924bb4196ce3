import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import {
  PostgresEventStore,
  createEventLog,
  createLogger,
  loadEnv,
  repoRoot,
  sqliteFileOf,
  type Env,
  type EventLog,
  type RecordedEvent,
} from '@dth/infrastructure';
import { POSTGRES_MISSING, startPostgresServer, usePrivateRedis, type PostgresServerHandle } from '@dth/testing';
import { systemContext } from '../seed';
import { digestBoth, migrateEventLog, type MigrationProgress } from './migrateEventLog';

/*
 * `events:migrate` on a log the command API wrote (personal fields sealed) into a private PostgreSQL:
 * stopped part way and resumed, then both logs read the same and the PostgreSQL store goes on from there.
 */
const redis = usePrivateRedis();
const dir = mkdtempSync(join(tmpdir(), 'migrate-log-'));
let server: PostgresServerHandle;
let env: Env;
let file: string;

beforeAll(async () => {
  if (POSTGRES_MISSING) return;
  server = await startPostgresServer();
  env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, REDIS_URL: redis.url, LOG_LEVEL: 'silent' });
  file = sqliteFileOf(env);
  const container = createContainer(env, createLogger('migrate-test', 'silent'));
  try {
    const accounts = container.resolve(AccountServiceToken);
    for (const [firstName, lastName] of [
      ['Ileana', 'Vasilescu'],
      ['Mihai', 'Popescu'],
      ['Ana', 'Ionescu'],
    ])
      await accounts.register(
        { email: `${firstName.toLowerCase()}@example.ro`, firstName, lastName, userType: 'specialist' },
        systemContext(),
        'Correct-Horse-9-Battery',
      );
  } finally {
    await disposeContainer(container);
  }
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run events:migrate -- …` as npm runs it. */
function cli(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts/src/eventLog/migrateEventLogCli.ts'), ...args],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: server.url } },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  );
}

async function readAll(log: EventLog): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of log.readAll()) events.push(event);
  return events;
}

describe.skipIf(POSTGRES_MISSING)('events:migrate --from sqlite --to postgres', () => {
  it('copies the log in batches, resumes after an interruption, and both logs read the same', async () => {
    const raw = new Database(file, { readonly: true });
    const rows = raw.prepare('SELECT * FROM events ORDER BY position').all() as { type: string; data: string }[];
    raw.close();
    expect(rows.length).toBeGreaterThan(6);
    const registered = rows.find((r) => r.type === 'UserRegistered')!;
    expect(registered.data).not.toContain('Ileana');

    const progress: MigrationProgress[] = [];
    const first = await migrateEventLog(file, server.url, {
      batch: 2,
      limit: 5,
      onProgress: (p) => progress.push(p),
    });
    expect(first).toEqual({ copied: 5, complete: false });
    expect(progress.map((p) => p.copied)).toEqual([2, 4, 5]);
    expect(progress.at(-1)!.total).toBe(rows.length);

    const resumed = await cli(['--from', 'sqlite', '--to', 'postgres', '--batch', '2']);
    expect(resumed.stderr).toContain(
      `Copied ${rows.length - 5} events; both logs read the same: ${rows.length} events, sha256`,
    );
    expect(resumed.code).toBe(0);

    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows: copied } = await client.query<{ data: string }>(
      "SELECT data FROM events WHERE type = 'UserRegistered' ORDER BY position LIMIT 1",
    );
    expect(copied[0].data).toBe(registered.data);

    // Read through the platform's own path: the PostgreSQL store, its sealed fields opened with the same keys.
    const [fromSqlite, fromPostgres] = [
      createEventLog(env),
      createEventLog({ ...env, EVENT_STORE: 'postgres', DATABASE_URL: server.url }),
    ];
    const [before, after] = [await readAll(fromSqlite), await readAll(fromPostgres)];
    await Promise.all([fromSqlite.close(), fromPostgres.close()]);
    expect(after).toEqual(before);
    expect(after.find((e) => e.type === 'UserRegistered')!.data).toMatchObject({
      firstName: 'Ileana',
      lastName: 'Vasilescu',
    });

    // A row changed in PostgreSQL after the copy: the check says so and the command fails.
    await client.query("UPDATE events SET data = data || ' ' WHERE position = $1", [String(after.at(-1)!.position)]);
    const { sqlite, postgres } = await digestBoth(file, server.url);
    expect(postgres.count).toBe(sqlite.count);
    expect(postgres.sha256).not.toBe(sqlite.sha256);
    const differs = await cli(['--from', 'sqlite', '--to', 'postgres']);
    expect(differs.stderr).toContain('The logs differ');
    expect(differs.code).toBe(1);
    await client.end();

    // Appends on PostgreSQL go on after the copied positions.
    const store = new PostgresEventStore({ url: server.url });
    const { position } = await store.appendToStream(
      'after-migration',
      [{ id: crypto.randomUUID(), type: 'Appended', data: {}, metadata: { ...systemContext(), schemaVersion: 1 } }],
      { expectedRevision: 'no_stream' },
    );
    await store.close();
    expect(position).toBe(after.at(-1)!.position + 1n);
  });

  it('refuses other directions, by name', async () => {
    const refused = await cli(['--from', 'postgres', '--to', 'sqlite']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Only --from sqlite --to postgres is supported');
  });
});
