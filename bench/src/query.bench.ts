import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from '@dth/deploy';
import { specialistProfileKey } from '@dth/domain';
import { createRedis, currentKeyspace, freePort } from '@dth/infrastructure';
import { benchRoot, round, saveResult } from './support';
import { startServices, write } from './services';

// GET /user/specialist/{id} the way users' requests take it (through the gateway: deploy/nginx.conf in nginx, as npm start runs it),
// and straight at query-api (its own process, logging as in production), vs a bare node:http server answering the same bytes from the same Redis key (its own process too),
// and a minimal express app doing the same (the framework's floor).
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);

const services = await startServices(['command-api', 'query-api', 'projector', 'gateway']);
const { id, token } = services.specialist;
const base = `${services.commandUrl}/user/specialist`;
// A realistic profile: skills, languages, a certificate, a project, about me.
await write(`${base}/add-skills/${id}`, token, 'POST', { skills: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
await write(`${base}/add-language/${id}`, token, 'POST', { languages: [1, 2, 3] });
await write(`${base}/industry/${id}`, token, 'POST', { industry_ids: [1, 2] });
await write(`${base}/add-about/${id}`, token, 'POST', {
  description: 'Product designer with ten years of shipping B2B SaaS. '.repeat(12),
});
await write(`${base}/add-certificate/${id}`, token, 'POST', {
  certificate: { degree: 'MSc', name: 'HCI', specialisation: 'UCL', started_at: 2015, finished_at: 2016 },
});
const { position } = await write(`${base}/add-project/${id}`, token, 'POST', {
  project: { position: 'Lead', name: 'Acme', country: 'UK', city: 'London', started_at: 2018, finished_at: 2022 },
});
const profileUrl = `${services.queryUrl}/user/specialist/${id}`;
const gatewayProfileUrl = `${services.gatewayUrl}/user/specialist/${id}`;
const reference = await fetch(profileUrl, {
  headers: { authorization: `Bearer ${token}`, 'x-min-position': position },
}).then((r) => r.text());

// The baselines run as processes of their own, like query-api, so each server has the same share of the machine.
const redis = createRedis(services.env.REDIS_URL);
const key = (await currentKeyspace(redis)).key(specialistProfileKey(id));
const avatar = JSON.stringify((JSON.parse(reference) as { avatar: string | null }).avatar);
redis.disconnect();
async function baseline(kind: 'bare' | 'express'): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = fork(join(benchRoot, 'src', 'baselineServers.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      KIND: kind,
      REDIS_URL: services.env.REDIS_URL,
      KEY: key,
      AVATAR: avatar,
      PORT: String(port),
    },
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/user/specialist/${id}`, process: child };
}
// The gateway as npm start runs it (GATEWAY_WORKER_PROCESSES, 1 by default), and beside it the same config with two
// workers (one per core here), on the same services: the figure behind the default.
const twoWorkersPrefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
const twoWorkers = await startNginx({
  host: '127.0.0.1',
  port: await freePort(),
  queryApi: `unix:${services.env.QUERY_API_SOCKET}`,
  commandApi: `127.0.0.1:${new URL(services.commandUrl).port}`,
  blobStore: `127.0.0.1:${await freePort()}`,
  mediaBucket: 'media',
  htmlRoot: twoWorkersPrefix,
  trustProxy: [],
  workerProcesses: 2,
  prefix: twoWorkersPrefix,
});
const twoWorkersProfileUrl = `http://127.0.0.1:${twoWorkers.port}/user/specialist/${id}`;
const bare = await baseline('bare');
const minimal = await baseline('express');
for (const server of [bare, minimal, { url: gatewayProfileUrl }, { url: twoWorkersProfileUrl }]) {
  const text = await fetch(server.url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
  if (text !== reference) throw new Error(`${server.url} does not answer the same bytes as query-api`);
}

const run = (url: string) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { authorization: `Bearer ${token}` } });
// A first run of each warms the JIT; it is discarded.
for (const url of [gatewayProfileUrl, profileUrl, twoWorkersProfileUrl, bare.url, minimal.url]) await run(url);
// Three alternating rounds, so drift on the machine (the load generator shares its two cores) falls on both paths alike.
const rounds: { gateway: autocannon.Result; queryApi: autocannon.Result; twoWorkers: autocannon.Result }[] = [];
for (let round = 0; round < 3; round++)
  rounds.push({
    gateway: await run(gatewayProfileUrl),
    queryApi: await run(profileUrl),
    twoWorkers: await run(twoWorkersProfileUrl),
  });
const viaBare = await run(bare.url);
const viaMinimalExpress = await run(minimal.url);

const summary = (r: autocannon.Result) => ({
  requestsPerSecond: round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratios = rounds.map((r) => round(r.gateway.requests.average / r.queryApi.requests.average));
const medianRound = rounds[ratios.indexOf(median(ratios))];
saveResult('query', {
  connections: CONNECTIONS,
  seconds: SECONDS,
  bodyBytes: reference.length,
  rounds: rounds.length,
  gateway: summary(medianRound.gateway),
  queryApi: summary(medianRound.queryApi),
  bare: summary(viaBare),
  minimalExpress: summary(viaMinimalExpress),
  gatewayRounds: rounds.map((r) => summary(r.gateway)),
  queryApiRounds: rounds.map((r) => summary(r.queryApi)),
  gatewayRatios: ratios,
  gatewayRatio: median(ratios),
  gatewayTwoWorkers: summary(medianRound.twoWorkers),
  twoWorkersRatio: median(rounds.map((r) => round(r.twoWorkers.requests.average / r.queryApi.requests.average))),
  ratio: round(medianRound.queryApi.requests.average / viaBare.requests.average),
  targets: { ratio: 0.8, p99Ms: 10, gatewayRatio: 0.8 },
});
for (const server of [bare, minimal]) server.process.kill('SIGTERM');
await twoWorkers.stop();
rmSync(twoWorkersPrefix, { recursive: true, force: true });
await services.stop();
