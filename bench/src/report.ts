import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceSection } from '@dth/scripts';
import { benchRoot, readResult } from './support';

// `npm run report -w bench`: rewrites the 'Back end' section of docs/performance.md from bench/results/*.json
// (the analysis lives in the 'Back end: what bounds the numbers' section, written by hand).
const docPath = join(benchRoot, '..', 'docs', 'performance.md');
/** Issue 20's goal for a read computed afresh: p99 at query-api, and the gateway's p99 against it. */
const AFRESH = 'p99 ≤ 25 ms at query-api, gateway ≤ 1.25 × its p99';
function afresh(x: {
  gatewayNoCache?: { p99Ms: number };
  queryApiNoCache?: { p99Ms: number };
  afreshP99Ratio?: number;
}): string {
  if (!x.queryApiNoCache || !x.gatewayNoCache) return '';
  const ratio = x.afreshP99Ratio ?? x.gatewayNoCache.p99Ms / x.queryApiNoCache.p99Ms;
  return mark(x.queryApiNoCache.p99Ms <= 25 && ratio <= 1.25);
}
type Fig = { requestsPerSecond: number; p99Ms: number } | undefined;
const fig = (x: Fig) => (x ? `${x.requestsPerSecond} req/s, p99 ${x.p99Ms} ms` : 'not run');
/** A read's rows (hiring, projects, share links) measured by bench/src/rounds.ts: the median round of each path, and the median ratio. */
type ReadRuns = {
  gateway?: Fig;
  queryApi?: Fig;
  gatewayRatio?: number;
  gatewayRatios?: number[];
  gatewayNoCache?: Fig;
  queryApiNoCache?: Fig;
  afreshP99Ratio?: number;
  afreshP99Ratios?: number[];
};
const cachedRatio = (x: ReadRuns) =>
  x.gatewayRatio !== undefined
    ? `; gateway **${x.gatewayRatio} ×** query-api's throughput (rounds ${x.gatewayRatios!.join(', ')})`
    : '';
const afreshFigures = (x: ReadRuns) =>
  `${fig(x.gatewayNoCache)} / ${fig(x.queryApiNoCache)}` +
  (x.afreshP99Ratio !== undefined
    ? `; gateway p99 **${x.afreshP99Ratio} ×** (rounds ${x.afreshP99Ratios!.join(', ')})`
    : '');

/*
 * The figures each benchmark writes to bench/results/<name>.json (the fields read here), every one absent when the
 * benchmark has not run: a result is read as its benchmark wrote it, and a missing one as `{}`.
 */
type Percentiles = { p50: number; p95: number; p99: number };
type Latency = { p50Ms: number; p99Ms: number };
interface Run {
  at?: string;
  rounds?: number;
  connections?: number;
}
interface QueryResult extends Run {
  gateway?: NonNullable<Fig>;
  gatewayRatio: number;
  gatewayRatios?: number[];
  gatewayTwoWorkers?: NonNullable<Fig>;
  twoWorkersRatio: number;
  queryApi?: NonNullable<Fig>;
  ratio: number;
  bare?: NonNullable<Fig>;
  minimalExpress?: NonNullable<Fig>;
}
interface ConcurrentWrites {
  writesPerSecond: number;
  p99Ms: number;
  conflicts409: number;
  answered2xx: number;
  otherNon2xx: number;
  writesLost: number;
}
type ByProfiles<T> = { profiles: T; oneProfile: T };
interface WriteResult extends Run {
  addSkillsMs?: Percentiles;
  addSkillsViaGatewayMs?: Percentiles;
  sequentialGatewayP99Ratios: number[];
  sequentialGatewayP99Ratio: number;
  appendsPerSecond: { store: number; rawInsertLoop: number; ratio: number };
  concurrent?: {
    connections: number;
    profiles: number;
    seconds: number;
    gatewayRatio?: ByProfiles<number>;
    gatewayRatios: ByProfiles<number[]>;
    gateway: ByProfiles<ConcurrentWrites>;
    direct: ByProfiles<ConcurrentWrites>;
    bareAppendOverHttp?: { writesPerSecond: number; p99Ms: number };
  };
}
interface LagResult extends Run {
  lagMs?: Percentiles;
  gateway?: { lagMs: Percentiles };
  gatewayP99Ratios: number[];
  gatewayP99Ratio: number;
}
interface ReplayResult extends Run {
  events: number;
  readModels?: { eventsPerSecond: number; ratio: number };
  rawReadAll: { eventsPerSecond: number };
  audit?: { eventsPerSecond: number; ratio: number };
  all?: { wallSeconds: number; slowerOfTwoSeconds: number; ratioToSlower: number };
}
interface AvatarResult extends Run {
  imageBytes: number;
  uploadToVisibleMs?: Percentiles;
  jobsPerSecond?: { concurrency1: number; concurrency2: number };
}
interface HiringResult extends Run {
  specialists: number;
  networkMembers: number;
  search?: ReadRuns & { total: number };
  members?: ReadRuns;
  membersByName?: ReadRuns & { queryApiNoCacheByInvitation?: Fig };
  network?: ReadRuns;
}
interface ProjectsResult extends Run {
  projects: number;
  owners: number;
  admin?: ReadRuns & { total: number };
  owner?: { total: number; queryApiNoCache?: Fig };
}
interface ShareLinksResult extends Run {
  members: number;
  live?: ReadRuns;
  frozenFirstBuild?: { inProcess: Latency; firstHttpRead: { gateway: Latency; queryApi: Latency } };
  frozenCached: ReadRuns;
}
interface AuditStoreFigures {
  bulkRowsPerSecond: number;
  indexSeconds: number;
  liveBatchOf500Ms: number;
  reads: Record<string, Latency & { total: number }>;
  exportRowsPerSecond: number;
  exportJob?: { rowsPerSecond: number; rssGrowthMB: number };
}
interface AuditStoresResult extends Run {
  rows: number;
  sqlite?: AuditStoreFigures;
  postgres?: AuditStoreFigures;
}

const r = <Result extends Run>(name: string) => (readResult(name) ?? {}) as Result;
const query = r<QueryResult>('query');
const write = r<WriteResult>('write');
const lag = r<LagResult>('lag');
const replay = r<ReplayResult>('replay');
const avatar = r<AvatarResult>('avatar');
const hiring = r<HiringResult>('hiring');
const projects = r<ProjectsResult>('projects');
const shareLinks = r<ShareLinksResult>('shareLinks');
const auditStores = r<AuditStoresResult>('auditStores');
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const when = (x: Run) => (x.at ? x.at.slice(0, 10) : 'not run');

const lines = [
  '## Back end',
  '',
  'Each benchmark is one command (`npm run <name> -w bench`), runs the real services on this machine',
  '(2 cores; the load generator shares them) and writes `bench/results/<name>.json`; `npm run report -w bench`',
  'rewrites this section from those files. Where a row says "rounds", the gateway and the service were measured in',
  'that many alternating rounds (`bench/src/rounds.ts`) and the figures are the round with the median ratio.',
  '',
  '| what | measured | target | |',
  '|---|---|---|---|',
  query.gateway &&
    `| \`GET /user/specialist/{id}\` through the gateway (nginx, 1 worker, unix socket to query-api), ${query.connections} connections, ${query.rounds ?? 1} rounds alternating with query-api (${when(query)}) | median round ${query.gateway.requestsPerSecond} req/s, p99 ${query.gateway.p99Ms} ms; **${query.gatewayRatio} ×** query-api (rounds: ${(query.gatewayRatios ?? [query.gatewayRatio]).join(', ')}) | ≥ 0.8 × query-api, p99 ≤ 10 ms | ${mark(query.gatewayRatio >= 0.8 && query.gateway.p99Ms <= 10)} |`,
  query.gatewayTwoWorkers &&
    `| same, nginx with 2 workers | ${query.gatewayTwoWorkers.requestsPerSecond} req/s, p99 ${query.gatewayTwoWorkers.p99Ms} ms; ${query.twoWorkersRatio} × query-api | | |`,
  query.queryApi &&
    `| \`GET /user/specialist/{id}\` via query-api, ${query.connections} connections, the same median round (${when(query)}) | ${query.queryApi.requestsPerSecond} req/s, p99 ${query.queryApi.p99Ms} ms | ≥ 0.8 × bare, p99 ≤ 10 ms | ${mark(query.ratio >= 0.8 && query.queryApi.p99Ms <= 10)} |`,
  query.bare &&
    `| same bytes from a bare \`node:http\` server on the same Redis | ${query.bare.requestsPerSecond} req/s, p99 ${query.bare.p99Ms} ms; ratio **${query.ratio}** | | |`,
  query.minimalExpress &&
    `| same bytes from a minimal express app (one route, no auth, no logs) | ${query.minimalExpress.requestsPerSecond} req/s, p99 ${query.minimalExpress.p99Ms} ms | | |`,
  write.addSkillsMs &&
    `| \`POST /user/specialist/add-skills/{id}\`, sequential, SQLite (${when(write)}) | p50 ${write.addSkillsMs.p50} ms, p99 ${write.addSkillsMs.p99} ms | p99 ≤ 15 ms | ${mark(write.addSkillsMs.p99 <= 15)} |`,
  write.addSkillsViaGatewayMs &&
    `| same, through the gateway${write.rounds ? ` (${write.rounds} rounds alternating; p99 ratio ${write.sequentialGatewayP99Ratios.join(', ')}, median **${write.sequentialGatewayP99Ratio} ×**)` : ''} | p50 ${write.addSkillsViaGatewayMs.p50} ms, p99 ${write.addSkillsViaGatewayMs.p99} ms | p99 ≤ 15 ms | ${mark(write.addSkillsViaGatewayMs.p99 <= 15)} |`,
  ...concurrentWriteLines(write),
  write.appendsPerSecond &&
    `| appends/s, SQLite adapter vs raw better-sqlite3 insert loop | ${write.appendsPerSecond.store} vs ${write.appendsPerSecond.rawInsertLoop} (${write.appendsPerSecond.ratio} ×) | ≥ 0.5 × | ${mark(write.appendsPerSecond.ratio >= 0.5)} |`,
  lag.lagMs &&
    `| projection lag, write answered → visible in GET (${when(lag)}) | p50 ${lag.lagMs.p50} ms, p99 ${lag.lagMs.p99} ms | p99 ≤ 25 ms | ${mark(lag.lagMs.p99 <= 25)} |`,
  lag.gateway &&
    `| same, write and read through the gateway${lag.rounds ? ` (${lag.rounds} rounds alternating; p99 ratio ${lag.gatewayP99Ratios.join(', ')}, median **${lag.gatewayP99Ratio} ×**)` : ''} | p50 ${lag.gateway.lagMs.p50} ms, p99 ${lag.gateway.lagMs.p99} ms | p99 ≤ 25 ms | ${mark(lag.gateway.lagMs.p99 <= 25)} |`,
  replay.readModels &&
    `| replay of the Redis read models alone, ${replay.events} events, vs raw \`readAll\` (${when(replay)}, median of ${replay.rounds}) | ${replay.readModels.eventsPerSecond} vs ${replay.rawReadAll.eventsPerSecond} events/s (${replay.readModels.ratio} ×) | ≥ 0.5 × | ${mark(replay.readModels.ratio >= 0.5)} |`,
  replay.audit &&
    `| replay of the audit alone | ${replay.audit.eventsPerSecond} events/s (${replay.audit.ratio} ×) | ≥ 50,000/s | ${mark(replay.audit.eventsPerSecond >= 50_000)} |`,
  replay.all &&
    `| \`npm run replay -- --all\` (two processes side by side), wall time | ${replay.all.wallSeconds} s against ${replay.all.slowerOfTwoSeconds} s for the slower alone (${replay.all.ratioToSlower} ×) | ≤ the slower of the two | ${mark(replay.all.ratioToSlower <= 1)} |`,
  avatar.uploadToVisibleMs &&
    `| ${(avatar.imageBytes / 1e6).toFixed(1)} MB JPEG, upload → processed avatar in GET (${when(avatar)}) | p50 ${avatar.uploadToVisibleMs.p50} ms, p95 ${avatar.uploadToVisibleMs.p95} ms | p50 ≤ 500 ms | ${mark(avatar.uploadToVisibleMs.p50 <= 500)} |`,
  avatar.jobsPerSecond &&
    `| avatar jobs/s at worker concurrency 1 / 2 | ${avatar.jobsPerSecond.concurrency1} / ${avatar.jobsPerSecond.concurrency2} | | |`,
  ...hiringLines(hiring),
  ...projectLines(projects),
  ...shareLinkLines(shareLinks),
  ...auditStoreLines(auditStores),
].filter(Boolean) as string[];

/** add-skills from many connections (bench/src/write.bench.ts), each path beside the raw insert loop of the same run. */
function concurrentWriteLines(w: WriteResult): (string | undefined)[] {
  const c = w.concurrent;
  if (!c) return [];
  const raw = w.appendsPerSecond.rawInsertLoop;
  const row = (what: string, x: ConcurrentWrites, target: boolean) =>
    `| ${what} | ${x.writesPerSecond} writes/s (${Math.round((x.writesPerSecond / raw) * 100) / 100} × raw), p99 ${x.p99Ms} ms, ${x.conflicts409} × 409 of ${x.answered2xx + x.conflicts409 + x.otherNon2xx}; ${x.writesLost} lost | ${target ? '≥ 0.5 × raw loop, p99 ≤ 25 ms' : ''} | ${target ? mark(x.writesPerSecond >= 0.5 * raw && x.p99Ms <= 25) : ''} |`;
  return [
    row(
      `\`add-skills\`, ${c.connections} connections on ${c.profiles} profiles, through the gateway, ${c.seconds} s (${when(w)})${c.gatewayRatio ? `; ${w.rounds} rounds alternating, gateway/direct writes/s ${c.gatewayRatios.profiles.join(', ')}, median **${c.gatewayRatio.profiles} ×**` : ''}`,
      c.gateway.profiles,
      true,
    ),
    row('same, straight at the command API', c.direct.profiles, false),
    row(
      `same, ${c.connections} connections on one profile, through the gateway${c.gatewayRatio ? `; gateway/direct ${c.gatewayRatios.oneProfile.join(', ')}, median **${c.gatewayRatio.oneProfile} ×**` : ''}`,
      c.gateway.oneProfile,
      true,
    ),
    row('same, one profile, straight at the command API', c.direct.oneProfile, false),
    c.bareAppendOverHttp &&
      `| the floor: bare \`node:http\` verifying the same JWTs and inserting one SQLite row each, same load | ${c.bareAppendOverHttp.writesPerSecond} writes/s, p99 ${c.bareAppendOverHttp.p99Ms} ms | | |`,
  ];
}

/** One read's rows: through the gateway, at query-api, afresh, and the bare server's bytes; `p99Target` for the cached ones. */
function readLines(
  what: string,
  x: ReadRuns & { bare?: Fig },
  p99Target: number | undefined,
  bare = true,
): (string | undefined | false)[] {
  const target = (f: Fig) => (f && p99Target !== undefined ? mark(f.p99Ms <= p99Target) : '');
  const goal = p99Target !== undefined ? `p99 ≤ ${p99Target} ms` : '';
  return [
    x.gateway &&
      `| ${what}, through the gateway | ${fig(x.gateway)}${cachedRatio(x)} | ${goal} | ${target(x.gateway)} |`,
    x.queryApi && `| same, at query-api | ${fig(x.queryApi)} | ${goal} | ${target(x.queryApi)} |`,
    x.queryApiNoCache &&
      `| ${x.gateway ? 'same' : what}, computed afresh (\`Cache-Control: no-cache\`): gateway / query-api | ${afreshFigures(x)} | ${AFRESH} | ${afresh(x)} |`,
    bare && x.bare && `| same bytes from a bare \`node:http\` server (one Redis GET) | ${fig(x.bare)} | | |`,
  ];
}

/** My Projects (bench/src/projects.bench.ts): an admin's page of 25 of every project with one filter, and an owner's. */
function projectLines(p: ProjectsResult): (string | undefined | false)[] {
  if (!p.admin) return [];
  const rounds = p.rounds ? `, ${p.rounds} rounds` : '';
  return [
    ...readLines(
      `\`GET /projects\` (admin, My Projects), page of 25 of ${p.projects} projects, \`engagement_type\` (${p.admin.total}), ${p.connections} connections${rounds} (${when(p)})`,
      p.admin,
      10,
    ),
    p.owner?.queryApiNoCache &&
      `| \`GET /projects\` (an owner's ${p.projects / p.owners}, \`status\`: ${p.owner.total}), afresh, at query-api | ${fig(p.owner.queryApiNoCache)} | | |`,
  ];
}

/** The hiring reads (bench/src/hiring.bench.ts): each measured through the gateway, at query-api, and afresh. */
function hiringLines(h: HiringResult): (string | undefined | false)[] {
  if (!h.search) return [];
  const rounds = h.rounds ? `, ${h.rounds} rounds` : '';
  return [
    ...readLines(
      `\`GET /specialists\`, ${h.specialists} specialists, three filters (${h.search.total}), ${h.connections} connections${rounds} (${when(h)})`,
      h.search,
      15,
    ),
    ...(h.members
      ? readLines(`\`GET /network-members\`, a page of 25 of a ${h.networkMembers}-member network`, h.members, 10)
      : []),
    ...(h.membersByName ? readLines('the same page sorted by name', h.membersByName, undefined) : []),
    h.membersByName?.queryApiNoCacheByInvitation &&
      `| same run, by invitation (the default order), afresh at query-api | ${fig(h.membersByName.queryApiNoCacheByInvitation)} | | |`,
    ...(h.network ? readLines(`\`GET /networks/{id}\` of that network`, h.network, undefined) : []),
  ];
}

/** Share links (bench/src/shareLinks.bench.ts): a live team link's public content, and a frozen one's. */
function shareLinkLines(l: ShareLinksResult): (string | undefined | false)[] {
  if (!l.live?.gateway) return [];
  const rounds = l.rounds ? `, ${l.rounds} rounds` : '';
  const first = l.frozenFirstBuild;
  return [
    ...readLines(
      `live team link of ${l.members}, \`GET /public/share-links/{token}/content\` with a grant, ${l.connections} connections${rounds} (${when(l)})`,
      l.live,
      10,
    ),
    first &&
      `| frozen link, first build (team + ${l.members} profiles folded from the log up to the link), in process | p50 ${first.inProcess.p50Ms} ms, p99 ${first.inProcess.p99Ms} ms | | |`,
    first &&
      `| same, the first HTTP read after the cache is dropped: gateway / query-api | p50 ${first.firstHttpRead.gateway.p50Ms} / ${first.firstHttpRead.queryApi.p50Ms} ms, p99 ${first.firstHttpRead.gateway.p99Ms} / ${first.firstHttpRead.queryApi.p99Ms} ms | | |`,
    ...readLines('frozen link, cached', l.frozenCached, undefined),
  ];
}

/** The audit's two stores side by side (bench/src/auditStores.bench.ts), in process: SQLite / PostgreSQL. */
function auditStoreLines(a: AuditStoresResult): string[] {
  const { sqlite, postgres } = a;
  if (!sqlite || !postgres) return [];
  const both = (f: (x: AuditStoreFigures) => string) => `${f(sqlite)} / ${f(postgres)}`;
  return [
    `| audit store, SQLite / PostgreSQL: ${a.rows} rows loaded in bulk as a replay does (${when(a)}) | ${both((x) => `${x.bulkRowsPerSecond} rows/s, indexes ${x.indexSeconds} s`)} | | |`,
    `| same, a live batch of 500 rows into every index | ${both((x) => `${x.liveBatchOf500Ms} ms`)} | | |`,
    ...Object.keys(sqlite.reads).map(
      (query) =>
        `| same, a page of 50 \`${query}\` (${sqlite.reads[query].total} rows), in the store | ${both((x) => `p50 ${x.reads[query].p50Ms} ms, p99 ${x.reads[query].p99Ms} ms`)} | p99 ≤ 50 ms | ${mark(sqlite.reads[query].p99Ms <= 50 && postgres.reads[query].p99Ms <= 50)} |`,
    ),
    `| same, every row as the export's CSV lines, newest first (read and formatted by the store) | ${both((x) => `${x.exportRowsPerSecond} rows/s`)} | | |`,
    ...(sqlite.exportJob
      ? [
          `| same, the export job's work: those lines into the blob store (the loopback S3 server, in process) | ${both((x) => `${x.exportJob!.rowsPerSecond} rows/s, memory +${x.exportJob!.rssGrowthMB} MB`)} | ≥ 100k rows/s, ≤ 100 MB | ${mark(sqlite.exportJob.rowsPerSecond >= 100_000 && postgres.exportJob!.rowsPerSecond >= 100_000)} |`,
        ]
      : []),
  ];
}

const doc = readFileSync(docPath, 'utf8');
writeFileSync(docPath, replaceSection(doc, '## Back end\n', `${lines.join('\n')}\n\n`));
console.log(lines.join('\n'));
