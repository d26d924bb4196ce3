import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import {
  ENGAGEMENT_STATUSES,
  defaultCatalogItems,
  engagementDecider,
  networkDecider,
  teamDecider,
  toEngagementStream,
  toNetworkStream,
  toTeamStream,
  type Actor,
  type EngagementCommand,
  type EngagementStatus,
  type UserType,
} from '@dth/domain';
import {
  TOKENS,
  createLogger,
  createRedis,
  freePort,
  handleCommand,
  handleCommands,
  type CommandContext,
} from '@dth/infrastructure';
import { CONNECTIONS, SECONDS, afresh, gatewayBesideQueryApi, loadWarmed } from './rounds';
import { benchRoot, round, saveResult } from './support';
import { startServices } from './services';
import { uniquePassword } from '@dth/testing';

// My Projects under load (issue 12): a page of 25 out of PROJECTS projects with one filter, at 50
// connections, the way users' requests take it (through the gateway) beside query-api itself, and
// a bare node:http server answering the same bytes from one Redis GET (its own process).
// - admin: every project, engagement_type=DTH (about half of them), newest first;
// - an owner: their own (PROJECTS / OWNERS), status=posted.
// Each is also measured with `Cache-Control: no-cache`, which makes query-api compute every answer
// afresh (its answer cache, kept per keyspace version and checkpoint, is bypassed).
// The data go through the deciders and handleCommands (no seed:demo --projects option exists yet).
const PROJECTS = Number(process.env.PROJECTS ?? 5000);
const OWNERS = Number(process.env.OWNERS ?? 20);

// The machine is shared: its load average (1, 5, 15 min) before and after goes into the results.
const loadBefore = loadavg().map((n) => round(n));
const services = await startServices(['command-api', 'query-api', 'projector', 'gateway']);
const logger = createLogger('bench', 'silent');
const container = createContainer(services.env, logger);
const store = container.resolve(TOKENS.EventStore);
const accounts = container.resolve(AccountServiceToken);
const start = Date.parse('2026-01-01T00:00:00.000Z');
const context = (actor: Actor, now: string): CommandContext => ({
  actorId: actor.userId,
  actorRole: actor.userType,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  now,
});

async function register(userType: UserType, firstName: string, lastName: string) {
  const email = `bench-${randomUUID()}@example.com`;
  const password = uniquePassword();
  const now = new Date().toISOString();
  const { id } = await accounts.register(
    { firstName, lastName, email, userType },
    { actorId: 'system', actorRole: 'system', correlationId: randomUUID(), causationId: randomUUID(), now },
    password,
  );
  return { actor: { userId: id, userType }, email, password };
}
const admin = await register('admin', 'Bench', 'Admin');
const owners = await Promise.all(
  Array.from({ length: OWNERS }, (_, i) => register('business_owner', 'Owner', `No ${i}`)),
);

// Each owner has a network with two teams, which their DTH projects are assigned to.
const catalogs = defaultCatalogItems([]);
const teamsOf = new Map<string, string[]>();
for (const { actor } of owners) {
  const networkId = randomUUID();
  const now = new Date().toISOString();
  await handleCommand(
    store,
    toNetworkStream(networkId),
    networkDecider,
    { type: 'CreateNetwork', data: { networkId, name: 'Bench guild', description: '' }, metadata: { now, actor } },
    context(actor, now),
  );
  const teams: string[] = [];
  for (const name of ['Web squad', 'Data squad']) {
    const teamId = randomUUID();
    await handleCommand(
      store,
      toTeamStream(teamId),
      teamDecider,
      {
        type: 'CreateTeam',
        data: {
          teamId,
          network: { networkId, ownerId: actor.userId, archived: false },
          name,
          purpose: '',
          requiredSkillIds: [1, 2],
          catalog: catalogs.skills,
        },
        metadata: { now, actor },
      },
      context(actor, now),
    );
    teams.push(teamId);
  }
  teamsOf.set(actor.userId, teams);
}

// PROJECTS projects, one append each (creation, status moves, team): a realistic spread of types, statuses, skills and dates.
const seedStarted = performance.now();
const words = [
  'Checkout',
  'Analytics',
  'Mobile',
  'Onboarding',
  'Billing',
  'Search',
  'Loyalty',
  'Portal',
  'Migration',
  'Dashboard',
];
const path: EngagementStatus[] = ['draft', 'posted', 'in_progress', 'completed'];
let position = 0n;
for (let i = 0; i < PROJECTS; i += 25) {
  const positions = await Promise.all(
    Array.from({ length: Math.min(25, PROJECTS - i) }, async (_, j) => {
      const n = i + j;
      const { actor } = owners[n % OWNERS];
      const projectId = randomUUID();
      const now = new Date(start + n * 60_000).toISOString();
      const metadata = { now, actor };
      // Owners take projects in turn, so vary types and statuses by each owner's own count as well.
      const k = Math.floor(n / OWNERS);
      const engagementType = (n + k) % 2 === 0 ? 'DTH' : 'DPD';
      const month = (n % 12) + 1;
      const commands: EngagementCommand[] = [
        {
          type: 'CreateEngagement',
          metadata,
          data: {
            projectId,
            name: `${words[n % words.length]} ${words[(n * 7) % words.length].toLowerCase()} ${n}`,
            clientName: `Client ${n % 97}`,
            engagementType,
            brief: 'A realistic brief of a few sentences about what the client needs and by when. '.repeat(3),
            projectTypeId: (n % 10) + 1,
            requiredSkillIds: [(n % 40) + 1, ((n * 3) % 40) + 1],
            startDate: `2026-${String(month).padStart(2, '0')}-01`,
            endDate: n % 5 === 0 ? null : `2026-${String(month).padStart(2, '0')}-28`,
            budget: n % 3 === 0 ? { amount: 10_000 + n, currency: 'EUR' } : null,
            projectTypes: catalogs['project-types'],
            skills: catalogs.skills,
          },
        },
      ];
      // Statuses: a fifth cancelled, the others spread along the diagram.
      const target = k % 5 === 4 ? 'cancelled' : path[(n + k) % 4];
      const steps = target === 'cancelled' ? ['cancelled' as const] : path.slice(1, path.indexOf(target) + 1);
      for (const status of steps)
        commands.push({ type: 'SetEngagementStatus', metadata, data: { projectId, assignedTeam: null, status } });
      if (engagementType === 'DTH' && n % 3 !== 2) {
        const teamId = teamsOf.get(actor.userId)![n % 2];
        commands.push({
          type: 'AssignTeam',
          metadata,
          data: { projectId, assignedTeam: null, team: { teamId, ownerId: actor.userId, archived: false } },
        });
      }
      return (
        await handleCommands(store, toEngagementStream(projectId), engagementDecider, commands, context(actor, now))
      ).position!;
    }),
  );
  for (const p of positions) if (p > position) position = p;
}
const seedSeconds = (performance.now() - seedStarted) / 1000;
await disposeContainer(container);

const caughtUpFrom = performance.now();
for (;;) {
  const health = (await fetch(`${services.queryUrl}/health`).then((r) => r.json())) as { checkpoint: string };
  if (BigInt(health.checkpoint) >= position) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const projectSeconds = (performance.now() - caughtUpFrom) / 1000;

async function login(user: { email: string; password: string }) {
  const res = await fetch(`${services.commandUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return { authorization: `Bearer ${((await res.json()) as { data: { access_token: string } }).data.access_token}` };
}
const adminHeaders = await login(admin);
const ownerHeaders = await login(owners[0]);

const listPath = (filter: object) =>
  `/projects?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}`;
const adminPath = listPath({ engagement_type: 'DTH' });
const ownerPath = listPath({ status: 'posted' });
const read = async (url: string, headers: Record<string, string>) => {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return { body: await res.text(), range: res.headers.get('content-range') };
};
const reference = {
  admin: await read(services.queryUrl + adminPath, adminHeaders),
  owner: await read(services.queryUrl + ownerPath, ownerHeaders),
};
if ((await read(services.gatewayUrl + adminPath, adminHeaders)).body !== reference.admin.body)
  throw new Error('the gateway does not answer the same bytes');
if (JSON.parse(reference.admin.body).length !== 25) throw new Error('the admin page is not a page of 25');

// The bare baseline: the answer's bytes under one key, served by one GET per request (its own process).
const redis = createRedis(services.env.REDIS_URL);
async function bare(name: string, body: string): Promise<{ url: string; process: ChildProcess }> {
  const key = `bench:bare:${name}`;
  await redis.set(key, body);
  const port = await freePort();
  const child = fork(join(benchRoot, 'src', 'baselineServers.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, KIND: 'bare-raw', REDIS_URL: services.env.REDIS_URL, KEY: key, PORT: String(port) },
  });
  await new Promise((resolve) => child.once('message', resolve));
  const url = `http://127.0.0.1:${port}/`;
  if ((await fetch(url).then((r) => r.text())) !== body)
    throw new Error('the bare server does not answer the same bytes');
  return { url, process: child };
}
const bareAdmin = await bare('projects-admin', reference.admin.body);

const only = process.env.ONLY;
await redis.config('RESETSTAT');
const viaGateway = { url: services.gatewayUrl + adminPath, headers: adminHeaders };
const viaQueryApi = { url: services.queryUrl + adminPath, headers: adminHeaders };
// Through the gateway beside query-api in alternating rounds, cached and afresh; the bare server after them.
const adminRuns =
  !only || only === 'admin'
    ? { ...(await gatewayBesideQueryApi(viaGateway, viaQueryApi)), bare: await loadWarmed(bareAdmin.url) }
    : undefined;
const ownerRuns =
  !only || only === 'owner'
    ? { queryApiNoCache: await loadWarmed(afresh({ url: services.queryUrl + ownerPath, headers: ownerHeaders })) }
    : undefined;
const redisCommands = Object.fromEntries(
  [...(await redis.info('commandstats')).matchAll(/cmdstat_(\w+):calls=(\d+),usec=(\d+),usec_per_call=([\d.]+)/g)]
    .filter(([, , calls]) => Number(calls) > 1000)
    .map(([, name, calls, , perCall]) => [name, { calls: Number(calls), usecPerCall: Number(perCall) }]),
);

saveResult('projects', {
  connections: CONNECTIONS,
  seconds: SECONDS,
  rounds: Number(process.env.ROUNDS ?? 3),
  projects: PROJECTS,
  owners: OWNERS,
  statuses: ENGAGEMENT_STATUSES.length,
  loadAverage: { before: loadBefore, after: loadavg().map((n) => round(n)) },
  seed: {
    seconds: round(seedSeconds),
    projectedAfterSeconds: round(projectSeconds),
    lastPosition: position.toString(),
  },
  admin: {
    filter: { engagement_type: 'DTH' },
    total: reference.admin.range,
    bodyBytes: reference.admin.body.length,
    ...adminRuns,
  },
  owner: {
    filter: { status: 'posted' },
    total: reference.owner.range,
    bodyBytes: reference.owner.body.length,
    ...ownerRuns,
  },
  redisCommands,
  targets: { p99Ms: 10 },
});
bareAdmin.process.kill('SIGTERM');
redis.disconnect();
await services.stop();
