import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { SqliteEventStore, freePort } from '@dth/infrastructure';
import { alternatingRounds } from './rounds';
import { benchRoot, percentile, round, saveResult, skillsBody } from './support';
import { startServices, write } from './services';

// Writes of POST /user/specialist/add-skills/{id} (command-api as its own process, SQLite store), each
// through the gateway (the path users' requests take) beside straight at the command API, in the same run:
// - sequential: one request at a time, latency;
// - concurrent: CONNECTIONS connections for SECONDS, on PROFILES different profiles and on one profile:
//   writes/s, p99, 409s, and whether every write answered 2xx was appended;
// and appends/s of the store itself vs a raw better-sqlite3 insert loop on the same file settings.
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const APPENDS = Number(process.env.APPENDS ?? 20000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PROFILES = Number(process.env.PROFILES ?? 50);

// query-api too: the gateway's health check (a GET) is answered there.
const services = await startServices(['command-api', 'query-api', 'gateway'], { specialists: PROFILES });
const paths = { direct: services.commandUrl, gateway: services.gatewayUrl };
const skillsPath = (id: string) => `/user/specialist/add-skills/${id}`;
/** A different skill list each time, so every write changes the profile. */

// ── Sequential ─────────────────────────────────────────────────────────────
async function sequential(base: string) {
  const { id, token } = services.specialist;
  for (let i = 0; i < 100; i++) await write(`${base}${skillsPath(id)}`, token, 'POST', { skills: [1 + (i % 50), 2] }); // warm-up
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await write(`${base}${skillsPath(id)}`, token, 'POST', JSON.parse(skillsBody(i)));
    latencies.push(performance.now() - started);
  }
  return {
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(Math.max(...latencies)),
  };
}
// Alternating rounds (sequential has its own warm-up), the median round by the gateway's p99 over the direct one's.
const sequentialMs = await alternatingRounds(
  { gateway: () => sequential(paths.gateway), direct: () => sequential(paths.direct) },
  (gateway, direct) => gateway.p99 / direct.p99,
);

// ── Concurrent ─────────────────────────────────────────────────────────────
const eventsFile = join(services.env.DATA_DIR, 'events.sqlite');
const appendedSoFar = () => {
  const db = new Database(eventsFile, { readonly: true });
  try {
    return db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM events WHERE type = 'SkillsSet'").get()!.n;
  } finally {
    db.close();
  }
};

/** CONNECTIONS connections writing for `seconds`, round-robin over `profiles`. */
async function concurrent(base: string, profiles: { id: string; token: string }[], seconds = SECONDS) {
  let n = 0;
  const before = appendedSoFar();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const { id, token } = profiles[n % profiles.length];
          const body = skillsBody(n++, profiles.length);
          return {
            ...req,
            path: skillsPath(id),
            body,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          };
        },
      },
    ],
  });
  const appended = appendedSoFar() - before;
  const codes = result.statusCodeStats ?? {};
  const count = (code: string) => (codes as Record<string, { count?: number }>)[code]?.count ?? 0;
  const ok = result['2xx'];
  return {
    writesPerSecond: round(ok / result.duration),
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answered2xx: ok,
    conflicts409: count('409'),
    otherNon2xx: result.non2xx - count('409'),
    errors: result.errors,
    timeouts: result.timeouts,
    // Every write answered 2xx appended one SkillsSet, so appended ≥ answered2xx; a few more are the
    // writes still in flight when the run stopped (appended, but their answers not counted).
    appended,
    writesLost: Math.max(0, ok - appended),
  };
}
const many = services.specialists.slice(0, PROFILES);
const one = [services.specialist];
// Each path in alternating rounds (after a discarded warm-up of each), the median round by writes/s through the gateway over direct.
const writesRatio = (gateway: { writesPerSecond: number }, direct: { writesPerSecond: number }) =>
  gateway.writesPerSecond / direct.writesPerSecond;
const manyRounds = await alternatingRounds(
  { gateway: () => concurrent(paths.gateway, many), direct: () => concurrent(paths.direct, many) },
  writesRatio,
);
const oneRounds = await alternatingRounds(
  { gateway: () => concurrent(paths.gateway, one), direct: () => concurrent(paths.direct, one) },
  writesRatio,
);
const concurrentRuns = {
  gateway: { profiles: manyRounds.gateway, oneProfile: oneRounds.gateway },
  direct: { profiles: manyRounds.direct, oneProfile: oneRounds.direct },
  gatewayRatios: { profiles: manyRounds.ratios, oneProfile: oneRounds.ratios },
  gatewayRatio: { profiles: manyRounds.ratio, oneProfile: oneRounds.ratio },
};

// The floor beside it, in the same run: bare node:http verifying the same tokens and inserting one row each.
const baselineDir = mkdtempSync(join(tmpdir(), 'bench-append-baseline-'));
const baselinePort = await freePort();
const baseline = fork(join(benchRoot, 'src', 'appendBaseline.ts'), {
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    JWT_SECRET: services.env.JWT_SECRET,
    FILE: join(baselineDir, 'events.sqlite'),
    PORT: String(baselinePort),
  },
});
await new Promise((resolve) => baseline.once('message', resolve));
const baselineRun = async (seconds: number) => {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${baselinePort}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const { id, token } = many[n % many.length];
          return {
            ...req,
            path: skillsPath(id),
            body: skillsBody(n++, many.length),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          };
        },
      },
    ],
  });
  return {
    writesPerSecond: round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};
await baselineRun(2);
const bareAppendOverHttp = await baselineRun(SECONDS);
baseline.kill('SIGTERM');
rmSync(baselineDir, { recursive: true, force: true });
await services.stop();

// ── Appends/s ──────────────────────────────────────────────────────────────
// The adapter (one transaction per append, expected-revision check, idempotency lookup)
// against the bare minimum on the same pragmas (one INSERT per transaction).
const dir = mkdtempSync(join(tmpdir(), 'bench-append-'));
const store = new SqliteEventStore({ file: join(dir, 'store.sqlite') });
const metadata = {
  actorId: 'bench',
  actorRole: 'system' as const,
  correlationId: 'b',
  causationId: 'b',
  schemaVersion: 1,
};
const data = { specialistId: randomUUID(), skills: [{ id: 1, title: 'TypeScript' }], setAt: new Date().toISOString() };
let started = performance.now();
for (let i = 0; i < APPENDS; i++) {
  await store.appendToStream(`specialist-${i % 1000}`, [{ id: randomUUID(), type: 'SkillsSet', data, metadata }], {
    expectedRevision: 'any',
  });
}
const storePerSecond = APPENDS / ((performance.now() - started) / 1000);
await store.close();

const raw = new Database(join(dir, 'raw.sqlite'));
raw.pragma('journal_mode = WAL');
raw.pragma('synchronous = NORMAL');
raw.exec(
  'CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (stream, revision))',
);
const insert = raw.prepare(
  'INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
);
const once = raw.transaction((i: number) =>
  insert.run(
    randomUUID(),
    `specialist-${i % 1000}`,
    Math.floor(i / 1000),
    'SkillsSet',
    JSON.stringify(data),
    JSON.stringify(metadata),
    new Date().toISOString(),
  ),
);
started = performance.now();
for (let i = 0; i < APPENDS; i++) once.immediate(i);
const rawPerSecond = APPENDS / ((performance.now() - started) / 1000);
raw.close();
rmSync(dir, { recursive: true, force: true });

saveResult('write', {
  requests: REQUESTS,
  rounds: sequentialMs.rounds.length,
  addSkillsMs: sequentialMs.direct,
  addSkillsViaGatewayMs: sequentialMs.gateway,
  sequentialGatewayP99Ratios: sequentialMs.ratios,
  sequentialGatewayP99Ratio: sequentialMs.ratio,
  concurrent: {
    connections: CONNECTIONS,
    seconds: SECONDS,
    profiles: PROFILES,
    ...concurrentRuns,
    bareAppendOverHttp,
    // The goal is set on the path users take: through the gateway, against the raw loop of this run.
    gatewayRatioToRawLoop: {
      profiles: round(concurrentRuns.gateway.profiles.writesPerSecond / rawPerSecond),
      oneProfile: round(concurrentRuns.gateway.oneProfile.writesPerSecond / rawPerSecond),
    },
  },
  appendsPerSecond: {
    store: Math.round(storePerSecond),
    rawInsertLoop: Math.round(rawPerSecond),
    ratio: round(storePerSecond / rawPerSecond),
  },
  targets: { p99Ms: 15, ratio: 0.5, concurrentP99Ms: 25, concurrentRatioToRawLoop: 0.5 },
});
