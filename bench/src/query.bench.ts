import { createServer } from 'node:http';
import autocannon from 'autocannon';
import express from 'express';
import { specialistProfileKey } from '@dth/domain';
import { createRedis, documentKey, freePort } from '@dth/infrastructure';
import { round, saveResult } from './support';
import { startServices, write } from './services';

// GET /user/specialist/{id} through query-api (a separate process, logging as in production)
// vs a bare node:http server answering the same bytes from the same Redis key.
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 10);

const services = await startServices(['command-api', 'query-api', 'projector']);
const { id, token } = services.specialist;
const base = `${services.commandUrl}/user/specialist`;
// A realistic profile: skills, languages, a certificate, a project, about me.
await write(`${base}/add-skills/${id}`, token, 'POST', { skills: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
await write(`${base}/add-language/${id}`, token, 'POST', { languages: [1, 2, 3] });
await write(`${base}/industry/${id}`, token, 'POST', { industry_ids: [1, 2] });
await write(`${base}/add-about/${id}`, token, 'POST', { description: 'Product designer with ten years of shipping B2B SaaS. '.repeat(12) });
await write(`${base}/add-certificate/${id}`, token, 'POST', { certificate: { degree: 'MSc', name: 'HCI', specialisation: 'UCL', started_at: 2015, finished_at: 2016 } });
const { position } = await write(`${base}/add-project/${id}`, token, 'POST', { project: { position: 'Lead', name: 'Acme', country: 'UK', city: 'London', started_at: 2018, finished_at: 2022 } });
const profileUrl = `${services.queryUrl}/user/specialist/${id}`;
const reference = await fetch(profileUrl, { headers: { authorization: `Bearer ${token}`, 'x-min-position': position } }).then((r) => r.text());

// The bare server: one GET of the same document, wrapped into the same bytes, nothing else.
const redis = createRedis(services.env.REDIS_URL);
const key = documentKey(Number((await redis.get('rm:current')) ?? 1), specialistProfileKey(id));
const avatar = JSON.stringify((JSON.parse(reference) as { avatar: string | null }).avatar);
const barePort = await freePort();
const bare = createServer(async (_req, res) => {
  const raw = await redis.get(key);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(`{"data":${raw},"avatar":${avatar}}`);
});
await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
// The framework's floor: express with the same single GET and nothing else (no auth, no logging).
const expressPort = await freePort();
const minimal = express();
minimal.set('etag', false);
minimal.get('/user/specialist/:id', async (_req, res) => {
  res.type('application/json').send(`{"data":${await redis.get(key)},"avatar":${avatar}}`);
});
const minimalServer = minimal.listen(expressPort, '127.0.0.1');
const bareBody = await fetch(`http://127.0.0.1:${barePort}/`).then((r) => r.text());
if (bareBody !== reference) throw new Error('the bare server does not answer the same bytes as query-api');

const run = (url: string) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { authorization: `Bearer ${token}` } });
await run(profileUrl); // warm-up of both JITs is the first run's job; it is discarded
const viaQueryApi = await run(profileUrl);
const viaBare = await run(`http://127.0.0.1:${barePort}/`);
const viaMinimalExpress = await run(`http://127.0.0.1:${expressPort}/user/specialist/${id}`);

const summary = (r: autocannon.Result) => ({ requestsPerSecond: round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
saveResult('query', {
  connections: CONNECTIONS, seconds: SECONDS, bodyBytes: reference.length,
  queryApi: summary(viaQueryApi), bare: summary(viaBare), minimalExpress: summary(viaMinimalExpress),
  ratio: round(viaQueryApi.requests.average / viaBare.requests.average),
  targets: { ratio: 0.8, p99Ms: 10 },
});
bare.close();
minimalServer.close();
redis.disconnect();
await services.stop();
