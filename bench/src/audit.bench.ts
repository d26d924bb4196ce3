import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import {
  accountDecider,
  defaultCatalogItems,
  projections,
  specialistDecider,
  toSpecialistStream,
  toUserStream,
  type SpecialistCommand,
  type UserType,
} from '@dth/domain';
import {
  AuditDatabase,
  SqliteEventStore,
  TOKENS,
  auditFileOf,
  createAuditWriter,
  createLogger,
  createRedis,
  freePort,
  handleCommand,
  handleCommands,
  sqliteFileOf,
  startS3Server,
  type CommandContext,
} from '@dth/infrastructure';
import { replay } from '@dth/projector';
import { uniquePassword, startPostgresServer } from '@dth/testing';
import { startServices } from './services';
import { percentile, round, saveResult } from './support';

// The admin report (issue 14) on a generated log of EVENTS events (default 1,000,000): profile edits
// by their specialists and by admins, through the deciders (handleCommands, a few commands per
// append), one "hot" profile with HOT events. The log is projected by a blue/green replay (the
// audit model with every other read model); then, through the gateway beside query-api itself:
// - a report page of 50 with two filters at CONNECTIONS connections (a record's own events of one
//   type, and an admin's edits of one type: the costly intersection of two large indexes);
// - the CSV export of every row as a job (started and followed through the gateway, written by the worker
//   into the blob store): rows/s, the worker's and query-api's resident memory growth, and the file's
//   download through the gateway with its signed link beside straight from the blob store;
// - as-of of the hot profile, rebuilt from its HOT events;
// - the audit model's size: its SQLite file (audit.sqlite and its WAL, checkpointed), per table and index (dbstat),
//   or its PostgreSQL tables and indexes.
// AUDIT_STORE=postgres runs it all on a private PostgreSQL server (Debian's) instead of the SQLite file.
const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const HOT = Number(process.env.HOT ?? 2000);
const SPECIALISTS = Number(process.env.SPECIALISTS ?? Math.max(50, Math.round(EVENTS / 200)));
const ADMINS = 5;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PER_APPEND = 10;

const AUDIT_STORE = process.env.AUDIT_STORE === 'postgres' ? 'postgres' : 'sqlite';

const loadBefore = loadavg().map((n) => round(n));
const postgres = AUDIT_STORE === 'postgres' ? await startPostgresServer() : undefined;
const s3 = await startS3Server({
  port: await freePort(),
  directory: mkdtempSync(join(tmpdir(), 'bench-blobs-')),
  buckets: ['media'],
});
const services = await startServices(['command-api', 'query-api', 'gateway'], {
  env: { S3_PORT: String(s3.port), ...(postgres ? { AUDIT_STORE: 'postgres', DATABASE_URL: postgres.url } : {}) },
});
const logger = createLogger('bench', 'silent');
const container = createContainer(services.env, logger);
const accounts = container.resolve(AccountServiceToken);
const store = container.resolve(TOKENS.EventStore);
const system = (now: string): CommandContext => ({
  actorId: 'seed',
  actorRole: 'system',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  now,
});

// Admins sign in (their tokens read the report); specialists are registered through the account decider (no password hashing).
const adminPassword = uniquePassword();
const adminEmail = `bench-admin-${randomUUID()}@example.com`;
const now0 = new Date().toISOString();
const { id: adminId } = await accounts.register(
  { firstName: 'Bench', lastName: 'Admin', email: adminEmail, userType: 'admin' },
  system(now0),
  adminPassword,
);
const admins = [adminId];
for (let n = 1; n < ADMINS; n++) {
  const userId = randomUUID();
  await handleCommand(
    store,
    toUserStream(userId),
    accountDecider,
    {
      type: 'RegisterUser',
      data: {
        userId,
        firstName: 'Admin',
        lastName: `No ${n}`,
        email: `admin${n}-${userId}@example.com`,
        userType: 'admin' as UserType,
        passwordToken: { tokenHash: 't', expiresAt: '2100-01-01T00:00:00.000Z' },
      },
      metadata: { now: now0 },
    },
    system(now0),
  );
  admins.push(userId);
}
const seedStarted = performance.now();
const specialists: string[] = [];
const firstNames = ['Priya', 'Chen', 'Ana', 'Mihai', 'Lea', 'Omar', 'Zoë', 'Kofi', 'Sara', 'Ivan'];
const lastNames = ['Sharma', 'Wang', 'Pop', 'Martin', 'Dubois', 'Haddad', 'Novak', 'Mensah', 'Rossi', 'Petrov'];
for (let i = 0; i < SPECIALISTS; i += 25) {
  await Promise.all(
    Array.from({ length: Math.min(25, SPECIALISTS - i) }, async (_, j) => {
      const n = i + j;
      const userId = randomUUID();
      const now = new Date().toISOString();
      const firstName = firstNames[n % 10];
      const lastName = `${lastNames[Math.floor(n / 10) % 10]}-${n}`;
      const email = `s${n}-${userId}@example.com`;
      await handleCommand(
        store,
        toUserStream(userId),
        accountDecider,
        {
          type: 'RegisterUser',
          data: {
            userId,
            firstName,
            lastName,
            email,
            userType: 'specialist',
            passwordToken: { tokenHash: 't', expiresAt: '2100-01-01T00:00:00.000Z' },
          },
          metadata: { now },
        },
        system(now),
      );
      await handleCommand(
        store,
        toSpecialistStream(userId),
        specialistDecider,
        { type: 'StartProfile', data: { specialistId: userId, firstName, lastName, email }, metadata: { now } },
        system(now),
      );
      specialists.push(userId);
    }),
  );
}
const hot = specialists[0];

const catalogs = defaultCatalogItems([
  { code: 'en', title: 'English' },
  { code: 'fr', title: 'French' },
]);
const titles = [
  'Product Designer',
  'Data Engineer',
  'Chief Architect',
  'Mobile Developer',
  'QA Lead',
  'Scrum Master',
  'UX Researcher',
  'DevOps Engineer',
];
/** The n-th edit of a profile: a realistic mix of the profile's sections. */
function edit(specialistId: string, n: number, now: string): SpecialistCommand {
  const metadata = { now, actor: { userId: specialistId, userType: 'specialist' as const } };
  switch (n % 6) {
    case 0:
      return {
        type: 'SetIndustryTitle',
        data: { specialistId, industryTitle: `${titles[n % titles.length]} ${n % 97}` },
        metadata,
      };
    case 1:
      return {
        type: 'SetSkills',
        data: {
          specialistId,
          skillIds: [(n % 40) + 1, ((n * 7) % 40) + 1, ((n * 13) % 40) + 1],
          catalog: catalogs.skills,
        },
        metadata,
      };
    case 2:
      return {
        type: 'SetAboutMe',
        data: {
          specialistId,
          description: `About me, version ${n}: I build products with small teams, ship often and measure what matters.`,
        },
        metadata,
      };
    case 3:
      return {
        type: 'SetExperienceLevel',
        data: { specialistId, experienceLevelId: ((n % 3) + 1) as 1 | 2 | 3 },
        metadata,
      };
    case 4:
      return {
        type: 'SetProjectInterests',
        data: { specialistId, projectTypeIds: [(n % 10) + 1], catalog: catalogs['project-types'] },
        metadata,
      };
    default:
      return {
        type: 'SetIndustryExperiences',
        data: {
          specialistId,
          industryIds: [(n % 20) + 1, ((n * 3) % 20) + 1],
          catalog: catalogs['industry-experiences'],
        },
        metadata,
      };
  }
}

// The edits: the hot profile gets HOT of them, the rest spread round-robin; every fourth append is an admin's.
let written = BigInt(0);
const head0 = await store.headPosition();
let remaining = EVENTS - Number(head0);
let appendNo = 0;
const counts = new Map<string, number>();
async function appendEdits(specialistId: string, size: number) {
  const n0 = counts.get(specialistId) ?? 0;
  counts.set(specialistId, n0 + size);
  const now = new Date().toISOString();
  const byAdmin = appendNo++ % 4 === 3;
  const actorId = byAdmin ? admins[appendNo % ADMINS] : specialistId;
  const commands = Array.from({ length: size }, (_, k) => edit(specialistId, n0 + k, now));
  const ctx: CommandContext = {
    actorId,
    actorRole: byAdmin ? 'admin' : 'specialist',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    now,
  };
  const { position } = await handleCommands(store, toSpecialistStream(specialistId), specialistDecider, commands, ctx);
  if (position && position > written) written = position;
}
for (let k = 0; k < HOT; k += PER_APPEND) await appendEdits(hot, Math.min(PER_APPEND, HOT - k));
remaining -= HOT;
let next = 1;
while (remaining > 0) {
  const batch: Promise<void>[] = [];
  for (let j = 0; j < 25 && remaining > 0; j++) {
    const size = Math.min(PER_APPEND, remaining);
    remaining -= size;
    batch.push(appendEdits(specialists[next], size));
    next = next + 1 >= specialists.length ? 1 : next + 1;
  }
  await Promise.all(batch);
}
const seedSeconds = (performance.now() - seedStarted) / 1000;
await disposeContainer(container);

// Projection: a blue/green replay of the whole log (every read model and the audit), in this process.
const redis = createRedis(services.env.REDIS_URL);
const replayStore = new SqliteEventStore({ file: sqliteFileOf(services.env) });
const head = await replayStore.headPosition();
const auditFile = auditFileOf(services.env);
const auditWriter = createAuditWriter(services.env);
const memoryBefore = Number((await redis.info('memory')).match(/used_memory:(\d+)/)![1]);
const replayed = await replay(replayStore, redis, projections, undefined, { audit: auditWriter });
const memoryAfter = Number((await redis.info('memory')).match(/used_memory:(\d+)/)![1]);
for (;;) {
  const health = (await fetch(`${services.queryUrl}/health`).then((r) => r.json())) as { checkpoint: string };
  if (BigInt(health.checkpoint) >= head) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const login = await fetch(`${services.commandUrl}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: adminEmail, password: adminPassword }),
});
const headers = {
  authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
};
const page = (filter: object) =>
  `/audit-events?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,49]')}`;
const read = async (url: string) => {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return { body: await res.text(), range: res.headers.get('content-range') };
};
const summary = (r: autocannon.Result) => ({
  requestsPerSecond: round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
});
const run = async (url: string, connections = CONNECTIONS, extra: Record<string, string> = {}) => {
  await autocannon({ url, connections, duration: 2, headers: { ...headers, ...extra } }); // warms the JIT (and the selection); discarded
  return summary(await autocannon({ url, connections, duration: SECONDS, headers: { ...headers, ...extra } }));
};
// `no-cache` skips the page answer cache (each page and its COUNT read from the SQLite indexes again).
const noCache = { 'cache-control': 'no-cache' };
// What a browser sends: the page goes gzipped (~60 kB of JSON → ~6 kB), as users receive it.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const filters = {
  oneRecord: { owner_id: hot, type: 'SkillsSet' },
  adminEdits: { actor_id: adminId, type: 'IndustryTitleSet' },
};
const pages: Record<string, object> = {};
for (const [name, filter] of Object.entries(filters)) {
  const path = page(filter);
  // The first answer reads SQLite cold; the next ones at this checkpoint come from the page answer cache.
  const freshStarted = performance.now();
  const first = await read(services.gatewayUrl + path);
  const firstAnswerMs = round(performance.now() - freshStarted);
  if (JSON.parse(first.body).length !== 50) throw new Error(`${name}: not a page of 50 (${first.range})`);
  pages[name] = {
    filter,
    total: first.range,
    firstAnswerMs,
    gateway: await run(services.gatewayUrl + path),
    queryApi: await run(services.queryUrl + path),
    gatewayBrowser: await run(services.gatewayUrl + path, CONNECTIONS, browser),
    queryApiBrowser: await run(services.queryUrl + path, CONNECTIONS, browser),
    gatewayNoCache: await run(services.gatewayUrl + path, CONNECTIONS, noCache),
    queryApiNoCache: await run(services.queryUrl + path, CONNECTIONS, noCache),
  };
}

// The CSV of every row as an admin exports it: a job started and followed through the gateway, written by the
// worker (started now, after the load) into the blob store, with the worker's and query-api's resident memory sampled.
const rssOf = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) * 1024;
const queryPid = services.pids['query-api']!;
const workerPid = services.startLater('worker');
await idle(workerPid);
async function exportJob() {
  const [workerBefore, queryBefore] = [rssOf(workerPid), rssOf(queryPid)];
  let [workerMax, queryMax] = [workerBefore, queryBefore];
  const sampler = setInterval(() => {
    workerMax = Math.max(workerMax, rssOf(workerPid));
    queryMax = Math.max(queryMax, rssOf(queryPid));
  }, 50);
  const started = performance.now();
  const answer = await fetch(`${services.gatewayUrl}/audit-exports`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'csv', filter: {} }),
  });
  if (answer.status !== 202) throw new Error(`export not started: ${answer.status} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: string };
  let status: { state: string; rows: number; url: string };
  for (;;) {
    status = JSON.parse((await read(`${services.gatewayUrl}/audit-exports/${id}`)).body);
    if (status.state === 'done') break;
    if (status.state === 'failed') throw new Error('the export failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    rows: status.rows,
    seconds: round(seconds),
    rowsPerSecond: Math.round(status.rows / seconds),
    url: status.url,
    workerRssBeforeMB: round(workerBefore / 1e6),
    workerRssGrowthMB: round((workerMax - workerBefore) / 1e6),
    queryApiRssGrowthMB: round((queryMax - queryBefore) / 1e6),
  };
}
/**
 * Resolves once a process has started and then used under 5 % of a core for two seconds: the worker's media
 * reactor first reads the whole log (once, after the load), which is not the export's cost.
 */
async function idle(pid: number) {
  const cpuOf = () =>
    readFileSync(`/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ')
      .slice(11, 13)
      .reduce((sum, ticks) => sum + Number(ticks), 0);
  for (let quiet = 0, last = cpuOf(), waited = 0; quiet < 4 || waited < 3000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuOf();
    quiet = now - last <= 2 ? quiet + 1 : 0;
    last = now;
  }
}
/** The file as a browser downloads it, read as fast as this client can: rows/s and MB/s. */
async function download(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} → ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    // memchr, not a JS loop over every byte: the client must not take the core the server needs.
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    for (let at = buffer.indexOf(10); at >= 0; at = buffer.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: lines - 1,
    megabytes: round(bytes / 1e6),
    seconds: round(seconds),
    rowsPerSecond: Math.round((lines - 1) / seconds),
    megabytesPerSecond: round(bytes / 1e6 / seconds),
  };
}
const exports = [await exportJob(), await exportJob()];
const key = exports[1].url.slice(1, exports[1].url.indexOf('?'));
const csv = {
  jobs: exports.map(({ url: _url, ...figures }) => figures),
  download: {
    gateway: await download(services.gatewayUrl + exports[1].url),
    blobStore: await download(`http://127.0.0.1:${s3.port}/media/${key}`),
  },
};

// As-of of the hot profile (its HOT events) at a position in the middle of its history.
const timeline = JSON.parse(
  (await read(`${services.queryUrl}/history/specialist/${hot}?range=[${Math.floor(HOT / 2)},${Math.floor(HOT / 2)}]`))
    .body,
);
const asOfPath = `/history/specialist/${hot}/as-of?at=${timeline[0].position}`;
const asOfOnce: number[] = [];
for (let k = 0; k < 50; k++) {
  const started = performance.now();
  await read(services.queryUrl + asOfPath);
  asOfOnce.push(performance.now() - started);
}
const asOf = {
  events: HOT,
  sequentialMs: { p50: round(percentile(asOfOnce, 50)), p99: round(percentile(asOfOnce, 99)) },
  gateway10: await run(services.gatewayUrl + asOfPath, 10),
  queryApi10: await run(services.queryUrl + asOfPath, 10),
};

// The audit model's size: on SQLite the file once its WAL is checkpointed, and by table and index (dbstat); on
// PostgreSQL its tables and indexes.
const version = replayed.version;
const { auditBytes, bytesByObject, auditRows } = postgres
  ? await postgresSize(postgres.url, version)
  : sqliteSize(auditFile, version);

// What the audit costs a replay: the same log replayed without it.
const withoutAudit = await replay(replayStore, redis, projections, undefined, {});
await auditWriter.close();

saveResult(AUDIT_STORE === 'postgres' ? 'audit-postgres' : 'audit', {
  events: Number(head),
  specialists: SPECIALISTS,
  admins: ADMINS,
  hotProfileEvents: HOT,
  connections: CONNECTIONS,
  seconds: SECONDS,
  loadAverage: { before: loadBefore, after: loadavg().map((n) => round(n)) },
  seed: { seconds: round(seedSeconds), eventsPerSecond: Math.round(Number(head) / seedSeconds) },
  replay: {
    seconds: round(replayed.seconds),
    eventsPerSecond: replayed.eventsPerSecond,
    withoutAudit: { seconds: round(withoutAudit.seconds), eventsPerSecond: withoutAudit.eventsPerSecond },
    auditCostRatio: round(replayed.eventsPerSecond / withoutAudit.eventsPerSecond),
  },
  redis: { readModelsMB: round((memoryAfter - memoryBefore) / 1e6) },
  auditStore: AUDIT_STORE,
  auditSize: {
    rows: auditRows,
    fileMB: round(auditBytes / 1e6),
    mbPerMillionEvents: round(auditBytes / 1e6 / (Number(head) / 1e6)),
    bytesPerEvent: Math.round(auditBytes / Number(head)),
    bytesPerEventByObject: Object.fromEntries(
      Object.entries(bytesByObject).map(([name, bytes]) => [name, round(bytes / Number(head), 1)]),
    ),
  },
  reportPage: pages,
  csv,
  asOf,
  targets: { reportPageP99Ms: 50, csvRowsPerSecond: 100_000, csvRssGrowthMB: 100, asOfP99Ms: 30 },
});
redis.disconnect();
await replayStore.close();
await services.stop();
await s3.stop();
await postgres?.stop();

function sqliteSize(file: string, version: number) {
  const database = new AuditDatabase(file);
  const db = database.db!;
  db.pragma('wal_checkpoint(TRUNCATE)');
  const fileBytes = (path: string) => {
    try {
      return statSync(path).size;
    } catch {
      return 0;
    }
  };
  let bytesByObject: Record<string, number> = {};
  try {
    const objects = db
      .prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC')
      .all() as { name: string; bytes: number }[];
    bytesByObject = Object.fromEntries(objects.map((o) => [o.name.replace(`_v${version}`, ''), o.bytes]));
  } catch {
    // dbstat is compiled into better-sqlite3's SQLite; without it only the file's size is reported.
  }
  const auditRows = Number(db.prepare(`SELECT COUNT(*) FROM audit_rows_v${version}`).pluck().get());
  database.close();
  return { auditBytes: fileBytes(file) + fileBytes(`${file}-wal`), bytesByObject, auditRows };
}

async function postgresSize(url: string, version: number) {
  const client = new pg.Client(url);
  await client.connect();
  const objects = await client.query<{ name: string; bytes: string }>(
    `SELECT relname AS name, pg_relation_size(oid) AS bytes FROM pg_class WHERE relname LIKE $1 OR relname LIKE $2 ORDER BY 2 DESC`,
    [`audit_rows_v${version}%`, `audit_stats_v${version}%`],
  );
  const rows = await client.query<{ count: string }>(`SELECT COUNT(*) AS count FROM audit_rows_v${version}`);
  await client.end();
  const bytesByObject = Object.fromEntries(
    objects.rows.map((o) => [o.name.replace(`_v${version}`, ''), Number(o.bytes)]),
  );
  return {
    auditBytes: Object.values(bytesByObject).reduce((sum, bytes) => sum + bytes, 0),
    bytesByObject,
    auditRows: Number(rows.rows[0].count),
  };
}
