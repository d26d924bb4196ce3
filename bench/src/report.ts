import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceSection } from '../../scripts/src/bundleReport';
import { benchRoot, readResult } from './support';

// `npm run report -w bench`: rewrites the 'Back end' section of docs/performance.md from bench/results/*.json
// (the analysis lives in the 'Back end: what bounds the numbers' section, written by hand).
const docPath = join(benchRoot, '..', 'docs', 'performance.md');
const r = (name: string) => readResult(name) ?? {};
/** Issue 20's goal for a read computed afresh: p99 at query-api, and the gateway's p99 against it. */
const AFRESH = 'p99 ≤ 25 ms at query-api, gateway ≤ 1.25 × its p99';
function afresh(x: { gatewayNoCache?: { p99Ms: number }; queryApiNoCache?: { p99Ms: number } }): string {
  if (!x.queryApiNoCache || !x.gatewayNoCache) return '';
  return mark(x.queryApiNoCache.p99Ms <= 25 && x.gatewayNoCache.p99Ms <= 1.25 * x.queryApiNoCache.p99Ms);
}

const [query, write, lag, replay, avatar, hiring, projects] = ['query', 'write', 'lag', 'replay', 'avatar', 'hiring', 'projects'].map(r);
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const when = (x: Record<string, any>) => (x.at ? String(x.at).slice(0, 10) : 'not run');

const lines = [
  '## Back end',
  '',
  'Each benchmark is one command (`npm run <name> -w bench`), runs the real services on this machine',
  '(2 cores; the load generator shares them) and writes `bench/results/<name>.json`; `npm run report -w bench`',
  'rewrites this section from those files.',
  '',
  '| what | measured | target | |',
  '|---|---|---|---|',
  query.gateway && `| \`GET /user/specialist/{id}\` through the gateway (nginx, 1 worker, unix socket to query-api), ${query.connections} connections, ${query.rounds ?? 1} rounds alternating with query-api (${when(query)}) | median round ${query.gateway.requestsPerSecond} req/s, p99 ${query.gateway.p99Ms} ms; **${query.gatewayRatio} ×** query-api (rounds: ${(query.gatewayRatios ?? [query.gatewayRatio]).join(', ')}) | ≥ 0.8 × query-api, p99 ≤ 10 ms | ${mark(query.gatewayRatio >= 0.8 && query.gateway.p99Ms <= 10)} |`,
  query.gatewayTwoWorkers && `| same, nginx with 2 workers | ${query.gatewayTwoWorkers.requestsPerSecond} req/s, p99 ${query.gatewayTwoWorkers.p99Ms} ms; ${query.twoWorkersRatio} × query-api | | |`,
  query.queryApi && `| \`GET /user/specialist/{id}\` via query-api, ${query.connections} connections, the same median round (${when(query)}) | ${query.queryApi.requestsPerSecond} req/s, p99 ${query.queryApi.p99Ms} ms | ≥ 0.8 × bare, p99 ≤ 10 ms | ${mark(query.ratio >= 0.8 && query.queryApi.p99Ms <= 10)} |`,
  query.bare && `| same bytes from a bare \`node:http\` server on the same Redis | ${query.bare.requestsPerSecond} req/s, p99 ${query.bare.p99Ms} ms; ratio **${query.ratio}** | | |`,
  query.minimalExpress && `| same bytes from a minimal express app (one route, no auth, no logs) | ${query.minimalExpress.requestsPerSecond} req/s, p99 ${query.minimalExpress.p99Ms} ms | | |`,
  write.addSkillsMs && `| \`POST /user/specialist/add-skills/{id}\`, sequential, SQLite (${when(write)}) | p50 ${write.addSkillsMs.p50} ms, p99 ${write.addSkillsMs.p99} ms | p99 ≤ 15 ms | ${mark(write.addSkillsMs.p99 <= 15)} |`,
  write.addSkillsViaGatewayMs && `| same, through the gateway | p50 ${write.addSkillsViaGatewayMs.p50} ms, p99 ${write.addSkillsViaGatewayMs.p99} ms | p99 ≤ 15 ms | ${mark(write.addSkillsViaGatewayMs.p99 <= 15)} |`,
  ...concurrentWriteLines(write),
  write.appendsPerSecond && `| appends/s, SQLite adapter vs raw better-sqlite3 insert loop | ${write.appendsPerSecond.store} vs ${write.appendsPerSecond.rawInsertLoop} (${write.appendsPerSecond.ratio} ×) | ≥ 0.5 × | ${mark(write.appendsPerSecond.ratio >= 0.5)} |`,
  lag.lagMs && `| projection lag, write answered → visible in GET (${when(lag)}) | p50 ${lag.lagMs.p50} ms, p99 ${lag.lagMs.p99} ms | p99 ≤ 25 ms | ${mark(lag.lagMs.p99 <= 25)} |`,
  lag.gateway && `| same, write and read through the gateway | p50 ${lag.gateway.lagMs.p50} ms, p99 ${lag.gateway.lagMs.p99} ms | p99 ≤ 25 ms | ${mark(lag.gateway.lagMs.p99 <= 25)} |`,
  replay.readModels && `| replay of the Redis read models alone, ${replay.events} events, vs raw \`readAll\` (${when(replay)}, median of ${replay.rounds}) | ${replay.readModels.eventsPerSecond} vs ${replay.rawReadAll.eventsPerSecond} events/s (${replay.readModels.ratio} ×) | ≥ 0.5 × | ${mark(replay.readModels.ratio >= 0.5)} |`,
  replay.audit && `| replay of the audit alone | ${replay.audit.eventsPerSecond} events/s (${replay.audit.ratio} ×) | ≥ 50,000/s | ${mark(replay.audit.eventsPerSecond >= 50_000)} |`,
  replay.all && `| \`npm run replay -- --all\` (two processes side by side), wall time | ${replay.all.wallSeconds} s against ${replay.all.slowerOfTwoSeconds} s for the slower alone (${replay.all.ratioToSlower} ×) | ≤ the slower of the two | ${mark(replay.all.ratioToSlower <= 1)} |`,
  avatar.uploadToVisibleMs && `| ${(avatar.imageBytes / 1e6).toFixed(1)} MB JPEG, upload → processed avatar in GET (${when(avatar)}) | p50 ${avatar.uploadToVisibleMs.p50} ms, p95 ${avatar.uploadToVisibleMs.p95} ms | p50 ≤ 500 ms | ${mark(avatar.uploadToVisibleMs.p50 <= 500)} |`,
  avatar.jobsPerSecond && `| avatar jobs/s at worker concurrency 1 / 2 | ${avatar.jobsPerSecond.concurrency1} / ${avatar.jobsPerSecond.concurrency2} | | |`,
  ...hiringLines(hiring),
  ...projectLines(projects),
].filter(Boolean) as string[];

/** add-skills from many connections (bench/src/write.bench.ts), each path beside the raw insert loop of the same run. */
function concurrentWriteLines(w: Record<string, any>): (string | undefined)[] {
  const c = w.concurrent;
  if (!c) return [];
  const raw = w.appendsPerSecond.rawInsertLoop;
  const row = (what: string, x: Record<string, any>, target: boolean) =>
    `| ${what} | ${x.writesPerSecond} writes/s (${Math.round((x.writesPerSecond / raw) * 100) / 100} × raw), p99 ${x.p99Ms} ms, ${x.conflicts409} × 409 of ${x.answered2xx + x.conflicts409 + x.otherNon2xx}; ${x.writesLost} lost | ${target ? '≥ 0.5 × raw loop, p99 ≤ 25 ms' : ''} | ${target ? mark(x.writesPerSecond >= 0.5 * raw && x.p99Ms <= 25) : ''} |`;
  return [
    row(`\`add-skills\`, ${c.connections} connections on ${c.profiles} profiles, through the gateway, ${c.seconds} s (${when(w)})`, c.gateway.profiles, true),
    row('same, straight at the command API', c.direct.profiles, false),
    row(`same, ${c.connections} connections on one profile, through the gateway`, c.gateway.oneProfile, true),
    row('same, one profile, straight at the command API', c.direct.oneProfile, false),
    c.bareAppendOverHttp && `| the floor: bare \`node:http\` verifying the same JWTs and inserting one SQLite row each, same load | ${c.bareAppendOverHttp.writesPerSecond} writes/s, p99 ${c.bareAppendOverHttp.p99Ms} ms | | |`,
  ];
}

/** My Projects (bench/src/projects.bench.ts): an admin's page of 25 of every project with one filter, and an owner's. */
function projectLines(p: Record<string, any>): (string | undefined)[] {
  if (!p.admin) return [];
  const fig = (x: { requestsPerSecond: number; p99Ms: number } | undefined) => (x ? `${x.requestsPerSecond} req/s, p99 ${x.p99Ms} ms` : 'not run');
  const target = (x: { p99Ms: number } | undefined) => (x ? mark(x.p99Ms <= 10) : '');
  const a = p.admin;
  return [
    `| \`GET /projects\` (admin, My Projects), page of 25 of ${p.projects} projects, \`engagement_type\` (${a.total}), ${p.connections} connections, through the gateway (${when(p)}) | ${fig(a.gateway)} | p99 ≤ 10 ms | ${target(a.gateway)} |`,
    `| same, at query-api | ${fig(a.queryApi)} | p99 ≤ 10 ms | ${target(a.queryApi)} |`,
    `| same, computed afresh (\`Cache-Control: no-cache\`): gateway / query-api | ${fig(a.gatewayNoCache)} / ${fig(a.queryApiNoCache)} | ${AFRESH} | ${afresh(a)} |`,
    `| same bytes from a bare \`node:http\` server (one Redis GET) | ${fig(a.bare)} | | |`,
    p.owner?.queryApiNoCache && `| \`GET /projects\` (an owner's ${p.projects / p.owners}, \`status\`: ${p.owner.total}), afresh, at query-api | ${fig(p.owner.queryApiNoCache)} | | |`,
  ];
}

/** The hiring reads (bench/src/hiring.bench.ts): each measured through the gateway, at query-api, and afresh. */
function hiringLines(h: Record<string, any>): (string | undefined)[] {
  if (!h.search) return [];
  const fig = (x: { requestsPerSecond: number; p99Ms: number } | undefined) => (x ? `${x.requestsPerSecond} req/s, p99 ${x.p99Ms} ms` : 'not run');
  const target = (x: { p99Ms: number } | undefined, ms: number) => (x ? mark(x.p99Ms <= ms) : '');
  const s = h.search;
  const m = h.members;
  return [
    `| \`GET /specialists\`, ${h.specialists} specialists, three filters (${s.total}), ${h.connections} connections, through the gateway (${when(h)}) | ${fig(s.gateway)} | p99 ≤ 15 ms | ${target(s.gateway, 15)} |`,
    `| same, at query-api | ${fig(s.queryApi)} | p99 ≤ 15 ms | ${target(s.queryApi, 15)} |`,
    `| same, computed afresh (\`Cache-Control: no-cache\`): gateway / query-api | ${fig(s.gatewayNoCache)} / ${fig(s.queryApiNoCache)} | ${AFRESH} | ${afresh(s)} |`,
    `| same bytes from a bare \`node:http\` server (one Redis GET) | ${fig(s.bare)} | | |`,
    m && `| \`GET /network-members\`, a page of 25 of a ${h.networkMembers}-member network, through the gateway | ${fig(m.gateway)} | p99 ≤ 10 ms | ${target(m.gateway, 10)} |`,
    m && `| same, at query-api | ${fig(m.queryApi)} | p99 ≤ 10 ms | ${target(m.queryApi, 10)} |`,
    m && `| same, computed afresh: gateway / query-api | ${fig(m.gatewayNoCache)} / ${fig(m.queryApiNoCache)} | ${AFRESH} | ${afresh(m)} |`,
    m && `| same bytes from a bare \`node:http\` server (one Redis GET) | ${fig(m.bare)} | | |`,
    h.membersByName?.queryApiNoCache && `| the same page sorted by name, afresh: gateway / query-api | ${fig(h.membersByName.gatewayNoCache)} / ${fig(h.membersByName.queryApiNoCache)} | ${AFRESH} | ${afresh(h.membersByName)} |`,
    h.membersByName?.queryApiNoCacheByInvitation && `| same run, by invitation (the default order), afresh at query-api | ${fig(h.membersByName.queryApiNoCacheByInvitation)} | | |`,
    h.network?.queryApi && `| \`GET /networks/{id}\` of that network: gateway / query-api | ${fig(h.network.gateway)} / ${fig(h.network.queryApi)} | | |`,
  ];
}

const doc = readFileSync(docPath, 'utf8');
writeFileSync(docPath, replaceSection(doc, '## Back end\n', `${lines.join('\n')}\n\n`));
console.log(lines.join('\n'));
