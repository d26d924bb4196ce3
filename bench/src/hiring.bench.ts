import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createRedis, freePort } from '@dth/infrastructure';
import { CONNECTIONS, SECONDS, afresh, gatewayBesideQueryApi, load, loadWarmed, type Target } from './rounds';
import { benchRoot, round, saveResult } from './support';
import { seedScaleForOwner, skillsByPopularity } from './scaleOwner';
import { startServices } from './services';

// The hiring reads under load, the way users' requests take them (through the gateway) beside
// query-api itself and a bare node:http server answering the same bytes from one Redis GET:
// - search over SPECIALISTS specialists with three filters (two skills ranked by relevance, a level, a country);
// - the members page of a network of NETWORK_MEMBERS members (the owner's default view, 25 a page),
//   and the network itself.
// The data set is the write side's `npm run seed:demo -- --specialists N` (scripts/src/demo/scaleSeed.ts),
// appended through the deciders while the projector runs.
const SPECIALISTS = Number(process.env.SPECIALISTS ?? 10_000);
const NETWORK_MEMBERS = Number(process.env.NETWORK_MEMBERS ?? 500);

const services = await startServices(['command-api', 'query-api', 'projector', 'gateway']);
const { networkId, position, seedSeconds, headers } = await seedScaleForOwner(services, {
  specialists: SPECIALISTS,
  networkMembers: NETWORK_MEMBERS,
});

// Wait for the projector to have everything (query-api reports its checkpoint).
const caughtUpFrom = performance.now();
for (;;) {
  const health = (await fetch(`${services.queryUrl}/health`).then((r) => r.json())) as { checkpoint: string };
  if (BigInt(health.checkpoint) >= position) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const projectSeconds = (performance.now() - caughtUpFrom) / 1000;

// Three filters: the two most common skills (ranked by how many match), the top level, the most common country.
const redis = createRedis(services.env.REDIS_URL);
const skills = (await skillsByPopularity(redis)).slice(0, 2);
const filter = { skill_ids: skills, experience_level_id: 3, country: 'Australia' };
const searchPath = `/specialists?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}`;
const membersPath = `/network-members?filter=${encodeURIComponent(JSON.stringify({ network_id: networkId }))}&range=${encodeURIComponent('[0,24]')}`;
const membersByNamePath = `${membersPath}&sort=${encodeURIComponent('["name","ASC"]')}`;
const networkPath = `/networks/${networkId}`;

const read = async (url: string) => {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return { body: await res.text(), range: res.headers.get('content-range') };
};
const reference = {
  search: await read(services.queryUrl + searchPath),
  members: await read(services.queryUrl + membersPath),
  membersByName: await read(services.queryUrl + membersByNamePath),
  network: await read(services.queryUrl + networkPath),
};
for (const [name, path] of [
  ['search', searchPath],
  ['members', membersPath],
  ['network', networkPath],
] as const) {
  if ((await read(services.gatewayUrl + path)).body !== reference[name].body)
    throw new Error(`the gateway does not answer the same bytes for ${name}`);
}

// The bare baseline: each answer's bytes stored under a key, served by one GET per request (its own process).
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
const bareSearch = await bare('search', reference.search.body);
const bareMembers = await bare('members', reference.members.body);

// Each read through the gateway beside query-api in alternating rounds, cached and afresh
// (`Cache-Control: no-cache` bypasses query-api's answer cache: the set algebra and MGETs themselves,
// as after every projector checkpoint); the bare server after them, once warmed.
const viaGateway = (path: string): Target => ({ url: services.gatewayUrl + path, headers });
const viaQueryApi = (path: string): Target => ({ url: services.queryUrl + path, headers });

// ONLY=search (or members, membersByName, network) runs one part, for profiling (PROFILE=query-api).
const only = process.env.ONLY;
const part = async <T>(name: string, measure: () => Promise<T>) => (!only || only === name ? measure() : undefined);
await redis.config('RESETSTAT');
const search = await part('search', async () => ({
  ...(await gatewayBesideQueryApi(viaGateway(searchPath), viaQueryApi(searchPath))),
  bare: await loadWarmed(bareSearch.url),
}));
const members = await part('members', async () => ({
  ...(await gatewayBesideQueryApi(viaGateway(membersPath), viaQueryApi(membersPath))),
  bare: await loadWarmed(bareMembers.url),
}));
const membersByName = await part('membersByName', async () => ({
  ...(await gatewayBesideQueryApi(viaGateway(membersByNamePath), viaQueryApi(membersByNamePath), { cached: false })),
  // The default order (by invitation) in the same part, the baseline a name order kept as an index should match.
  queryApiNoCacheByInvitation: await load(afresh(viaQueryApi(membersPath))),
}));
const network = await part('network', () =>
  gatewayBesideQueryApi(viaGateway(networkPath), viaQueryApi(networkPath), { afresh: false }),
);
// Where Redis spends its time: microseconds per call of the commands the reads use.
const redisCommands = Object.fromEntries(
  [...(await redis.info('commandstats')).matchAll(/cmdstat_(\w+):calls=(\d+),usec=(\d+),usec_per_call=([\d.]+)/g)]
    .filter(([, , calls]) => Number(calls) > 1000)
    .map(([, name, calls, , perCall]) => [name, { calls: Number(calls), usecPerCall: Number(perCall) }]),
);

saveResult('hiring', {
  connections: CONNECTIONS,
  seconds: SECONDS,
  rounds: Number(process.env.ROUNDS ?? 3),
  specialists: SPECIALISTS,
  networkMembers: NETWORK_MEMBERS,
  seed: {
    seconds: round(seedSeconds),
    projectedAfterSeconds: round(projectSeconds),
    events: position.toString(),
  },
  redisUsedMemoryMb: round(Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]) / 1e6, 1),
  search: { filter, total: reference.search.range, bodyBytes: reference.search.body.length, ...search },
  members: { total: reference.members.range, bodyBytes: reference.members.body.length, ...members },
  membersByName: { total: reference.membersByName.range, ...membersByName },
  network: { bodyBytes: reference.network.body.length, ...network },
  redisCommands,
  targets: { searchP99Ms: 15, membersP99Ms: 10 },
});
for (const server of [bareSearch, bareMembers]) server.process.kill('SIGTERM');
redis.disconnect();
await services.stop();
