import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { AccountServiceToken, createContainer, disposeContainer } from '@dth/command-api';
import {
  defaultCatalogItems,
  frozenContentKey,
  shareLinkKey,
  toSpecialistStream,
  type ShareLinkDoc,
  type SpecialistEvent,
} from '@dth/domain';
import {
  TOKENS,
  createEventLog,
  createLogger,
  createRedis,
  currentKeyspace,
  type EventStore,
} from '@dth/infrastructure';
import { hiringEvents, uniquePassword } from '@dth/testing';
import { FrozenContent } from '../../query-api/src/shareLinks/frozenContent';
import { CONNECTIONS, SECONDS, gatewayBesideQueryApi } from './rounds';
import { percentile, round, saveResult } from './support';
import { startServices } from './services';

// Share links (issue 13), the public side as a visitor's page reads it:
// - a live team link of MEMBERS members: GET /public/share-links/{token}/content with a grant, at
//   CONNECTIONS connections, through the gateway beside query-api itself;
// - a frozen link to the same team after each member's profile has EVENTS events: its first build
//   (the team and every member folded from the log up to the link's position), timed in process and
//   as the first HTTP read after the cache is dropped, then its cached reads under load.
const MEMBERS = Number(process.env.MEMBERS ?? 10);
const EVENTS = Number(process.env.EVENTS ?? 200);
const BUILDS = Number(process.env.BUILDS ?? 20);

const loadBefore = loadavg().map((n) => round(n));
const services = await startServices(['command-api', 'query-api', 'projector', 'gateway'], { specialists: MEMBERS });
const logger = createLogger('bench', 'silent');
const container = createContainer(services.env, logger);
const store = container.resolve(TOKENS.EventStore);
const hiring = hiringEvents(store);
const catalogs = defaultCatalogItems([]);

const password = uniquePassword();
const email = `bench-owner-${randomUUID()}@example.com`;
const ctx = {
  actorId: 'system',
  actorRole: 'system' as const,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  now: new Date().toISOString(),
};
const { id: ownerId } = await container
  .resolve(AccountServiceToken)
  .register({ firstName: 'Bench', lastName: 'Owner', email, userType: 'business_owner' }, ctx, password);

// A team of MEMBERS specialists, each with a profile of EVENTS events (skills, languages, titles, about).
const { networkId } = await hiring.createNetwork(ownerId, 'Bench guild');
const { teamId } = await hiring.createTeam(networkId, ownerId, 'Bench squad');
for (const [i, { id }] of services.specialists.entries()) {
  await hiring.join(networkId, ownerId, id);
  await hiring.addTeamMember(teamId, networkId, ownerId, id, `Role ${i}`, 3);
  await hiring.profile(id, { account: { firstName: `Member${i}`, lastName: 'Bench', country: 'Australia' }, level: 3 });
}
async function profileHistory(to: EventStore, count: number, title: string) {
  const at = new Date().toISOString();
  for (const [i, { id }] of services.specialists.entries()) {
    const events: SpecialistEvent[] = Array.from({ length: count }, (_, n): SpecialistEvent => {
      switch (n % 4) {
        case 0:
          return {
            type: 'SkillsSet',
            data: {
              specialistId: id,
              skills: catalogs.skills
                .slice((n + i) % 30, ((n + i) % 30) + 8)
                .map(({ id: s, title }) => ({ id: s, title })),
              setAt: at,
            },
          };
        case 1:
          return {
            type: 'LanguagesSet',
            data: {
              specialistId: id,
              languages: catalogs.languages.slice(n % 5, (n % 5) + 2).map(({ id: l, title }) => ({ id: l, title })),
              setAt: at,
            },
          };
        case 2:
          return { type: 'IndustryTitleSet', data: { specialistId: id, industryTitle: `${title} v${n}`, setAt: at } };
        default:
          return {
            type: 'AboutMeSet',
            data: { specialistId: id, description: `About me, version ${n}. `.repeat(10), setAt: at },
          };
      }
    });
    await to.appendToStream(
      toSpecialistStream(id),
      events.map((e) => ({
        id: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: {
          actorId: id,
          actorRole: 'specialist',
          correlationId: randomUUID(),
          causationId: randomUUID(),
          schemaVersion: 1,
        },
      })),
      { expectedRevision: 'any' },
    );
  }
}
// Most of the history before the frozen link, a little after it (which the link must not show).
await profileHistory(store, EVENTS - 10, 'Engineer');
await disposeContainer(container);

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(services.gatewayUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  return { json: await res.json(), position: res.headers.get('x-position') };
}
const login = await post('/auth/login', { email, password });
const asOwner = { authorization: `Bearer ${login.json.data.access_token}` };
const live = (await post('/share-links', { target_type: 'team', target_id: teamId, mode: 'live' }, asOwner)).json;
const frozenCreated = await post('/share-links', { target_type: 'team', target_id: teamId, mode: 'frozen' }, asOwner);
const frozen = frozenCreated.json;
{
  const reopen = createContainer(services.env, logger);
  await profileHistory(reopen.resolve(TOKENS.EventStore), 10, 'Changed after the link');
  await disposeContainer(reopen);
}
const head = frozenCreated.position!;
async function grant(token: string) {
  return (await post(`/public/share-links/${token}/open`, {})).json.data.grant as string;
}
const contentPath = (token: string) => `/public/share-links/${token}/content`;
const read = async (url: string, headers: Record<string, string>) => {
  const res = await fetch(url, { headers: { ...headers, 'x-min-position': head } });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return res.text();
};
const liveHeaders = { 'x-share-grant': await grant(live.token) };
const frozenHeaders = { 'x-share-grant': await grant(frozen.token) };
const liveBody = await read(services.queryUrl + contentPath(live.token), liveHeaders);
if (JSON.parse(liveBody).data.members.length !== MEMBERS) throw new Error('the live team does not show every member');

// The frozen link's first build: in process (the fold alone), then as the first HTTP read after the cache is dropped.
const redis = createRedis(services.env.REDIS_URL);
const log = createEventLog(services.env);
const doc = JSON.parse((await redis.get((await currentKeyspace(redis)).key(shareLinkKey(frozen.id))))!) as ShareLinkDoc;
const builder = new FrozenContent(log);
const buildMs: number[] = [];
for (let i = 0; i < BUILDS; i++) {
  const t = performance.now();
  const built = await builder.build(doc);
  buildMs.push(performance.now() - t);
  if (!built || (built.data as { members: unknown[] }).members.length !== MEMBERS)
    throw new Error('the frozen build lost members');
  if (JSON.stringify(built).includes('Changed after the link'))
    throw new Error('the frozen build shows a change made after the link');
}
const firstReadMs: Record<string, number[]> = { gateway: [], queryApi: [] };
for (let i = 0; i < BUILDS; i++) {
  for (const [name, base] of [
    ['gateway', services.gatewayUrl],
    ['queryApi', services.queryUrl],
  ] as const) {
    await redis.del((await currentKeyspace(redis)).key(frozenContentKey(frozen.id)));
    const t = performance.now();
    // no-cache: past the query API's in-memory answers too, so the read builds from the log.
    await read(base + contentPath(frozen.token), { ...frozenHeaders, 'cache-control': 'no-cache' });
    firstReadMs[name].push(performance.now() - t);
  }
}
const stats = (values: number[]) => ({
  p50Ms: round(percentile(values, 50)),
  p99Ms: round(percentile(values, 99)),
  maxMs: round(Math.max(...values)),
});

// Through the gateway beside query-api in alternating rounds; the live content cached and afresh
// (as under steady writes: each checkpoint empties the answer cache), the frozen one cached.
const liveRuns = await gatewayBesideQueryApi(
  { url: services.gatewayUrl + contentPath(live.token), headers: liveHeaders },
  { url: services.queryUrl + contentPath(live.token), headers: liveHeaders },
);
const frozenRuns = await gatewayBesideQueryApi(
  { url: services.gatewayUrl + contentPath(frozen.token), headers: frozenHeaders },
  { url: services.queryUrl + contentPath(frozen.token), headers: frozenHeaders },
  { afresh: false },
);

saveResult('shareLinks', {
  connections: CONNECTIONS,
  seconds: SECONDS,
  rounds: Number(process.env.ROUNDS ?? 3),
  members: MEMBERS,
  eventsPerProfile: EVENTS,
  loadAverage: { before: loadBefore, after: loadavg().map((n) => round(n)) },
  live: { bodyBytes: liveBody.length, ...liveRuns },
  frozenFirstBuild: {
    eventsPerProfileUpToTheLink: EVENTS - 10,
    eventsPerProfileAfter: 10,
    inProcess: stats(buildMs),
    firstHttpRead: { gateway: stats(firstReadMs.gateway), queryApi: stats(firstReadMs.queryApi) },
  },
  frozenCached: frozenRuns,
  targets: { liveP99Ms: 10 },
});
await log.close();
redis.disconnect();
await services.stop();
