import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { PostgresEventStore, SqliteEventStore, type EventStore } from '@dth/infrastructure';
import { startPostgresServer } from '@dth/testing';
import { percentile, round, saveResult, skillsBody } from './support';
import { startServices } from './services';

// The event log on PostgreSQL (EVENT_STORE=postgres), on a private server (fsync and synchronous_commit off,
// as the test support starts it: the figures are the engine's and the adapter's, not a disk's):
// - POST /user/specialist/add-skills/{id} from CONNECTIONS connections, through the gateway and straight at
//   the command API, on PostgreSQL then on SQLite: writes/s, p99, and whether every write answered 2xx was appended;
// - the store's appends from CONNECTIONS concurrent callers, on PostgreSQL and on SQLite, against a raw
//   prepared INSERT loop on the same PostgreSQL (one connection, one transaction an insert);
// - readAll over the log: events/s.
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PROFILES = Number(process.env.PROFILES ?? 50);
const APPENDS = Number(process.env.APPENDS ?? 20000);

const postgres = await startPostgresServer();
const db = new pg.Pool({ connectionString: postgres.url, max: CONNECTIONS + 2 });
// The server's stop at the end ends its idle clients: not an error of the run.
db.on('error', () => undefined);

/** The add-skills load on the platform with the event log `store`, through the gateway then straight at the command API. */
async function addSkills(store: 'sqlite' | 'postgres') {
  const services = await startServices(['command-api', 'query-api', 'gateway'], {
    specialists: PROFILES,
    env: store === 'postgres' ? { EVENT_STORE: 'postgres', DATABASE_URL: postgres.url } : {},
  });
  const skillsSet = async () => {
    if (store === 'postgres')
      return Number((await db.query("SELECT count(*) AS n FROM events WHERE type = 'SkillsSet'")).rows[0].n);
    const file = new Database(join(services.env.DATA_DIR, 'events.sqlite'), { readonly: true });
    try {
      return (file.prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'SkillsSet'").get() as { n: number }).n;
    } finally {
      file.close();
    }
  };
  async function concurrent(base: string, seconds: number) {
    let n = 0;
    const before = await skillsSet();
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const { id, token } = services.specialists[n % services.specialists.length];
            const body = skillsBody(n++, services.specialists.length);
            return {
              ...req,
              path: `/user/specialist/add-skills/${id}`,
              body,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            };
          },
        },
      ],
    });
    const ok = result['2xx'];
    const appended = (await skillsSet()) - before;
    return {
      writesPerSecond: round(ok / result.duration),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      answered2xx: ok,
      non2xx: result.non2xx,
      errors: result.errors,
      appended,
      writesLost: Math.max(0, ok - appended),
    };
  }
  try {
    await concurrent(services.gatewayUrl, 2); // warm-up
    const viaGateway = await concurrent(services.gatewayUrl, SECONDS);
    const direct = await concurrent(services.commandUrl, SECONDS);
    return { viaGateway, direct, gatewayRatio: round(viaGateway.writesPerSecond / direct.writesPerSecond) };
  } finally {
    await services.stop();
  }
}
const onPostgresHttp = await addSkills('postgres');
const onSqliteHttp = await addSkills('sqlite');

// ── The store's appends and the raw loop ─────────────────────────────────────
const metadata = {
  actorId: 'bench',
  actorRole: 'system' as const,
  correlationId: 'b',
  causationId: 'b',
  schemaVersion: 1,
};
const data = { specialistId: randomUUID(), skills: [{ id: 1, title: 'TypeScript' }], setAt: new Date().toISOString() };

/** APPENDS appends from CONNECTIONS callers at once, each waiting for its answer before the next: appends/s and p99. */
async function appends(store: EventStore) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < APPENDS) {
        const i = next++;
        const t = performance.now();
        await store.appendToStream(`bench-${i % 1000}`, [{ id: randomUUID(), type: 'SkillsSet', data, metadata }], {
          expectedRevision: 'any',
        });
        latencies.push(performance.now() - t);
      }
    }),
  );
  return {
    perSecond: Math.round(APPENDS / ((performance.now() - started) / 1000)),
    p99Ms: round(percentile(latencies, 99)),
  };
}
const pgStore = new PostgresEventStore({ url: postgres.url });
const onPostgres = await appends(pgStore);

let started = performance.now();
let read = 0;
for await (const _ of pgStore.readAll()) read += 1;
const readAllPerSecond = Math.round(read / ((performance.now() - started) / 1000));
await pgStore.close();

const dir = mkdtempSync(join(tmpdir(), 'bench-pg-write-'));
const sqliteStore = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const onSqlite = await appends(sqliteStore);
await sqliteStore.close();
rmSync(dir, { recursive: true, force: true });

await db.query(
  'CREATE TABLE raw_events (position bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, id text NOT NULL UNIQUE, stream text NOT NULL, revision bigint NOT NULL, type text NOT NULL, data text NOT NULL, metadata text NOT NULL, created_at timestamptz NOT NULL, UNIQUE (stream, revision))',
);
const raw = await db.connect();
started = performance.now();
for (let i = 0; i < APPENDS; i++)
  await raw.query({
    name: 'raw-insert',
    text: 'INSERT INTO raw_events (id, stream, revision, type, data, metadata, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    values: [
      randomUUID(),
      `bench-${i % 1000}`,
      Math.floor(i / 1000),
      'SkillsSet',
      JSON.stringify(data),
      JSON.stringify(metadata),
      new Date(),
    ],
  });
const rawPerSecond = Math.round(APPENDS / ((performance.now() - started) / 1000));
raw.release();
await db.end();
await postgres.stop();

saveResult('pgWrite', {
  connections: CONNECTIONS,
  seconds: SECONDS,
  profiles: PROFILES,
  appends: APPENDS,
  addSkills: { postgres: onPostgresHttp, sqlite: onSqliteHttp },
  appendsPerSecond: {
    postgresStore: onPostgres,
    sqliteStore: onSqlite,
    rawPreparedInsertLoop: rawPerSecond,
    postgresStoreToRawLoop: round(onPostgres.perSecond / rawPerSecond),
    postgresGatewayToRawLoop: round(onPostgresHttp.viaGateway.writesPerSecond / rawPerSecond),
  },
  readAllPerSecond,
  targets: { ratioToRawLoop: 0.5 },
});
