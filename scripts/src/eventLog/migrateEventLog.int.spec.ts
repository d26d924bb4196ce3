import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import { personKeyId } from '@dth/domain';
import {
  PostgresEventStore,
  SqliteKeyStore,
  addressKeyIdOf,
  createEventLog,
  createLogger,
  keyStoreFileOf,
  loadEnv,
  repoRoot,
  sqliteFileOf,
  type Env,
  type EventLog,
  type RecordedEvent,
} from '@dth/infrastructure';
import { POSTGRES_MISSING, startPostgresServer, usePrivateRedis, type PostgresServerHandle } from '@dth/testing';
import { systemContext } from '../seed';
import { digestBothKeys, migrateDataKeys, type KeysProgress } from './migrateDataKeys';
import { digestBoth, migrateEventLog, type MigrationProgress } from './migrateEventLog';

/*
 * `events:migrate` on a log the command API wrote (personal fields sealed) and its data keys into a private
 * PostgreSQL: stopped part way and resumed, then both logs and both key sets read the same, the log opens
 * with the keys PostgreSQL holds (the erased stay erased), and the PostgreSQL store goes on from there.
 */
const redis = usePrivateRedis();
const dir = mkdtempSync(join(tmpdir(), 'migrate-log-'));
let server: PostgresServerHandle;
let env: Env;
let file: string;
let keyFile: string;
let client: pg.Client;
/** The people registered, by first name: their user id and address, whose keys seal their fields. */
const people = new Map<string, { userId: string; email: string }>();

/** Destroys a person's keys in the SQLite key store, as the worker's erasure does. */
async function eraseInSqlite(firstName: string) {
  const { userId, email } = people.get(firstName)!;
  const keys = new SqliteKeyStore(keyFile);
  await keys.erase([personKeyId(userId), addressKeyIdOf(email)]);
  await keys.close();
}

/** What PostgreSQL holds of a person's key: undefined when it holds none. */
async function keyInPostgres(firstName: string) {
  const { rows } = await client.query<{ material: Buffer | null; erased_at: Date | null }>(
    'SELECT material, erased_at FROM data_keys WHERE key_id = $1 AND version = 1',
    [personKeyId(people.get(firstName)!.userId)],
  );
  return rows.at(0);
}

beforeAll(async () => {
  if (POSTGRES_MISSING) return;
  server = await startPostgresServer();
  env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, REDIS_URL: redis.url, LOG_LEVEL: 'silent' });
  file = sqliteFileOf(env);
  keyFile = keyStoreFileOf(env);
  const container = createContainer(env, createLogger('migrate-test', 'silent'));
  try {
    const accounts = container.resolve(AccountServiceToken);
    for (const [firstName, lastName] of [
      ['Ileana', 'Vasilescu'],
      ['Mihai', 'Popescu'],
      ['Ana', 'Ionescu'],
    ]) {
      const email = `${firstName.toLowerCase()}@example.ro`;
      const { id } = await accounts.register(
        { email, firstName, lastName, userType: 'specialist' },
        systemContext(),
        'Correct-Horse-9-Battery',
      );
      people.set(firstName, { userId: id, email });
    }
  } finally {
    await disposeContainer(container);
  }
  // Erased before any migration: the tombstone is what PostgreSQL must get.
  await eraseInSqlite('Mihai');
  client = new pg.Client({ connectionString: server.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run events:migrate -- …` as npm runs it. */
function cli(args: string[], extraEnv: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts/src/eventLog/migrateEventLogCli.ts'), ...args],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: server.url, ...extraEnv } },
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

// Each run of the command line loads tsx first: some seconds on two busy cores, and a test runs it up to three times.
describe.skipIf(POSTGRES_MISSING)('events:migrate --from sqlite --to postgres', { timeout: 90_000 }, () => {
  const migrate = ['--from', 'sqlite', '--to', 'postgres'];
  let logLength: number;

  it('copies the log and its data keys in batches, resumes after an interruption, and both read the same', async () => {
    const raw = new Database(file, { readonly: true });
    const rows = raw.prepare('SELECT * FROM events ORDER BY position').all() as { type: string; data: string }[];
    raw.close();
    logLength = rows.length;
    expect(rows.length).toBeGreaterThan(6);
    const registered = rows.find((r) => r.type === 'UserRegistered')!;
    expect(registered.data).not.toContain('Ileana');
    const sqliteKeys = new Database(keyFile, { readonly: true });
    const keyCount = Number(sqliteKeys.prepare('SELECT COUNT(*) FROM data_keys').pluck().get());
    sqliteKeys.close();
    // A key for each person (what they wrote is sealed under it), Mihai's erased.
    expect(keyCount).toBe(3);

    const progress: MigrationProgress[] = [];
    const first = await migrateEventLog(file, server.url, {
      batch: 2,
      limit: 5,
      onProgress: (p) => progress.push(p),
    });
    expect(first).toEqual({ copied: 5, complete: false });
    expect(progress.map((p) => p.copied)).toEqual([2, 4, 5]);
    expect(progress.at(-1)!.total).toBe(rows.length);
    const keysProgress: KeysProgress[] = [];
    const firstKeys = await migrateDataKeys(keyFile, server.url, { batch: 2, onProgress: (p) => keysProgress.push(p) });
    expect(firstKeys).toEqual({ copied: 3, erased: 0 });
    expect(keysProgress).toEqual([
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    // Mihai's erasure came as a tombstone, not as the bytes the key had.
    expect(await keyInPostgres('Mihai')).toMatchObject({ material: null, erased_at: expect.any(Date) });
    expect((await keyInPostgres('Ana'))!.material).toHaveLength(32);

    // Between the runs the SQLite platform erased Ana: the key copied live must go in PostgreSQL too.
    await eraseInSqlite('Ana');
    const resumed = await cli([...migrate, '--batch', '2']);
    expect(resumed.stderr).toContain(
      `Copied ${rows.length - 5} events; both logs read the same: ${rows.length} events, sha256`,
    );
    expect(resumed.stderr).toContain(
      'Copied 0 data keys, destroyed 1 erased since; both key sets read the same: 3 keys (2 erased), sha256',
    );
    expect(resumed.stderr).toContain('3 of 3 data keys copied or checked');
    expect(resumed.code).toBe(0);
    expect(await keyInPostgres('Ana')).toMatchObject({ material: null, erased_at: expect.any(Date) });

    const { rows: copied } = await client.query<{ data: string }>(
      "SELECT data FROM events WHERE type = 'UserRegistered' ORDER BY position LIMIT 1",
    );
    expect(copied[0].data).toBe(registered.data);

    // Read through the platform's own path, everything on PostgreSQL: its sealed fields opened with the keys there.
    const [fromSqlite, fromPostgres] = [
      createEventLog(env),
      createEventLog({ ...env, EVENT_STORE: 'postgres', KEY_STORE: 'postgres', DATABASE_URL: server.url }),
    ];
    const [before, after] = [await readAll(fromSqlite), await readAll(fromPostgres)];
    await Promise.all([fromSqlite.close(), fromPostgres.close()]);
    expect(after).toEqual(before);
    const names = after
      .filter((e) => e.type === 'UserRegistered')
      .map((e) => e.data as { firstName: string; lastName: string });
    expect(names).toEqual([
      expect.objectContaining({ firstName: 'Ileana', lastName: 'Vasilescu' }),
      expect.objectContaining({ firstName: 'Erased', lastName: 'user' }),
      expect.objectContaining({ firstName: 'Erased', lastName: 'user' }),
    ]);
    expect(JSON.stringify(after.map((e) => e.data))).not.toMatch(/mihai|popescu|\bana\b|ionescu/i);
  });

  it('copies nothing twice when run again', async () => {
    const [log, keys] = [await digestBoth(file, server.url), await digestBothKeys(keyFile, server.url)];
    const again = await cli(migrate);
    expect(again.stderr).toContain(`Copied 0 events; both logs read the same: ${logLength} events`);
    expect(again.stderr).toContain('Copied 0 data keys, destroyed 0 erased since; both key sets read the same: 3 keys');
    expect(again.code).toBe(0);
    expect((await digestBoth(file, server.url)).postgres).toEqual(log.postgres);
    expect((await digestBothKeys(keyFile, server.url)).postgres).toEqual(keys.postgres);
  });

  it('stops at a key PostgreSQL holds with other bytes, leaves it as it is, and fails the check on a key only there', async () => {
    const ileana = personKeyId(people.get('Ileana')!.userId);
    const { material: original } = (await keyInPostgres('Ileana'))!;
    const tampered = randomBytes(32);
    await client.query('UPDATE data_keys SET material = $1 WHERE key_id = $2', [tampered, ileana]);
    const { sqlite, postgres } = await digestBothKeys(keyFile, server.url);
    expect(postgres.count).toBe(sqlite.count);
    expect(postgres.sha256).not.toBe(sqlite.sha256);
    const refused = await cli(migrate);
    expect(refused.stderr).toContain(`PostgreSQL holds the data key ${ileana} v1 with other bytes, unlike ${keyFile}`);
    expect(refused.code).toBe(1);
    expect((await keyInPostgres('Ileana'))!.material).toEqual(tampered);

    // A key erased in PostgreSQL is not brought back either.
    await client.query('UPDATE data_keys SET material = NULL, erased_at = now() WHERE key_id = $1', [ileana]);
    await expect(migrateDataKeys(keyFile, server.url)).rejects.toThrow(
      `PostgreSQL holds the data key ${ileana} v1 erased, unlike ${keyFile}`,
    );
    expect((await keyInPostgres('Ileana'))!.material).toBeNull();

    await client.query('UPDATE data_keys SET material = $1, erased_at = NULL WHERE key_id = $2', [original, ileana]);
    await client.query("INSERT INTO data_keys (key_id, version, material) VALUES ('user-stranger', 1, $1)", [
      randomBytes(32),
    ]);
    const extra = await cli(migrate);
    expect(extra.stderr).toContain('The data keys differ: SQLite 3 keys');
    expect(extra.stderr).toContain('PostgreSQL 4 (sha256');
    expect(extra.code).toBe(1);
    await client.query("DELETE FROM data_keys WHERE key_id = 'user-stranger'");
    const restored = await digestBothKeys(keyFile, server.url);
    expect(restored.postgres).toEqual(restored.sqlite);
  });

  it('asks where the data keys are when their file is missing, and copies the log alone when told', async () => {
    const missing = join(dir, 'nowhere', 'keys.sqlite');
    const asked = await cli(migrate, { KEY_STORE_FILE: missing });
    expect(asked.stderr).toContain(`No data keys at ${missing}`);
    expect(asked.stderr).toContain('--without-keys');
    expect(asked.code).toBe(1);
    const logOnly = await cli([...migrate, '--without-keys'], { KEY_STORE_FILE: missing });
    expect(logOnly.stderr).toContain('Data keys not copied (--without-keys)');
    expect(logOnly.code).toBe(0);
  });

  it('fails the check on a changed event, and appends on PostgreSQL go on after the copied positions', async () => {
    const { rows: last } = await client.query<{ position: string }>('SELECT max(position) AS position FROM events');
    const head = BigInt(last[0].position);
    await client.query("UPDATE events SET data = data || ' ' WHERE position = $1", [String(head)]);
    const { sqlite, postgres } = await digestBoth(file, server.url);
    expect(postgres.count).toBe(sqlite.count);
    expect(postgres.sha256).not.toBe(sqlite.sha256);
    const differs = await cli(migrate);
    expect(differs.stderr).toContain('The logs differ');
    expect(differs.stderr).not.toContain('The data keys differ');
    expect(differs.code).toBe(1);

    const store = new PostgresEventStore({ url: server.url });
    const { position } = await store.appendToStream(
      'after-migration',
      [{ id: crypto.randomUUID(), type: 'Appended', data: {}, metadata: { ...systemContext(), schemaVersion: 1 } }],
      { expectedRevision: 'no_stream' },
    );
    await store.close();
    expect(position).toBe(head + 1n);
  });

  it('refuses other directions, by name', async () => {
    const refused = await cli(['--from', 'postgres', '--to', 'sqlite']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Only --from sqlite --to postgres is supported');
  });
});
