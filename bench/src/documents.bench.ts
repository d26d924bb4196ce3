import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContainer, disposeContainer } from '@dth/command-api';
import { TOKENS, createLogger, freePort, startS3Server } from '@dth/infrastructure';
import { hiringEvents } from '@dth/testing';
import { fillProfiles } from './fullProfiles';
import { percentile, round, saveResult } from './support';
import { startServices } from './services';

// CVs and team packs (issue 24), the path users take (through the gateway) beside the query API:
// - a CV rendered in the request (by the query API's render process): each request a new one (another profile, language or paper), so
//   nothing comes from the cache; p50/p95 of REQUESTS of them;
// - the same CV asked again: from the blob store, no rendering; p50/p95/p99 of CACHED reads;
// - a pack of MEMBERS members, rendered by the worker: from the first GET to the PDF, polling every
//   POLL_MS, one per language and paper;
// - the size of a CV in each language (Chinese embeds its glyphs from Noto CJK).
const MEMBERS = Number(process.env.MEMBERS ?? 10);
const CACHED = Number(process.env.CACHED ?? 200);
const POLL_MS = Number(process.env.POLL_MS ?? 50);
const LOCALES = ['en', 'fr', 'ro', 'zh'] as const;
const PAPERS = ['a4', 'letter'] as const;

const loadBefore = loadavg().map((n) => round(n));
const s3Dir = mkdtempSync(join(tmpdir(), 'bench-s3-'));
const s3Port = await freePort();
const s3 = await startS3Server({ port: s3Port, directory: s3Dir, buckets: ['media'] });
const services = await startServices(['command-api', 'query-api', 'projector', 'gateway', 'worker'], {
  specialists: MEMBERS,
  owners: 1,
  env: { S3_PORT: String(s3Port) },
});
const container = createContainer(services.env, createLogger('bench', 'silent'));
const store = container.resolve(TOKENS.EventStore);
const hiring = hiringEvents(store);
const owner = services.owners[0];

// A team of MEMBERS specialists with full public profiles.
const { networkId } = await hiring.createNetwork(owner.id, 'Bench guild');
const { teamId } = await hiring.createTeam(networkId, owner.id, 'Bench squad');
for (const [i, { id }] of services.specialists.entries()) {
  await hiring.join(networkId, owner.id, id);
  await hiring.addTeamMember(teamId, networkId, owner.id, id, `Role ${i}`, 3);
}
const head = await fillProfiles(
  store,
  hiring,
  services.specialists.map(({ id }) => id),
);
await disposeContainer(container);

const headers = { authorization: `Bearer ${owner.token}`, 'x-min-position': String(head) };
async function fetchPdf(url: string): Promise<{ status: number; bytes: number }> {
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 && res.status !== 202) throw new Error(`${url} → ${res.status} ${body.toString()}`);
  return { status: res.status, bytes: body.length };
}
const stats = (values: number[]) => ({
  n: values.length,
  p50Ms: round(percentile(values, 50)),
  p95Ms: round(percentile(values, 95)),
  p99Ms: round(percentile(values, 99)),
  maxMs: round(Math.max(...values)),
});
const paths = { gateway: services.gatewayUrl, queryApi: services.queryUrl } as const;

// Uncached CVs: every (profile, language, paper) once, alternating between the two paths.
const renderMs: Record<keyof typeof paths, number[]> = { gateway: [], queryApi: [] };
const sizes: Record<string, number> = {};
let turn = 0;
for (const { id } of services.specialists) {
  for (const locale of LOCALES) {
    for (const paper of PAPERS) {
      const path = turn++ % 2 === 0 ? 'gateway' : 'queryApi';
      const t = performance.now();
      const { bytes } = await fetchPdf(`${paths[path]}/documents/cv/${id}?locale=${locale}&paper=${paper}`);
      renderMs[path].push(performance.now() - t);
      if (id === services.specialists[0].id && paper === 'a4') sizes[locale] = bytes;
    }
  }
}

// The same CV again: from the store.
const cachedMs: Record<keyof typeof paths, number[]> = { gateway: [], queryApi: [] };
const again = `/documents/cv/${services.specialists[1].id}?locale=zh&paper=a4`;
for (let i = 0; i < CACHED; i++) {
  for (const path of Object.keys(paths) as (keyof typeof paths)[]) {
    const t = performance.now();
    await fetchPdf(paths[path] + again);
    cachedMs[path].push(performance.now() - t);
  }
}

// Team packs: from the first ask to the PDF, each a new one.
const packMs: Record<keyof typeof paths, number[]> = { gateway: [], queryApi: [] };
const packBytes: Record<string, number> = {};
turn = 0;
for (const locale of LOCALES) {
  for (const paper of PAPERS) {
    const path = turn++ % 2 === 0 ? 'gateway' : 'queryApi';
    const url = `${paths[path]}/documents/team/${teamId}?locale=${locale}&paper=${paper}`;
    const t = performance.now();
    for (;;) {
      const answer = await fetchPdf(url);
      if (answer.status === 200) {
        packBytes[`${locale}-${paper}`] = answer.bytes;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    packMs[path].push(performance.now() - t);
  }
}

saveResult('documents', {
  members: MEMBERS,
  loadAverage: { before: loadBefore, after: loadavg().map((n) => round(n)) },
  cvRendered: { gateway: stats(renderMs.gateway), queryApi: stats(renderMs.queryApi) },
  cvCached: { gateway: stats(cachedMs.gateway), queryApi: stats(cachedMs.queryApi) },
  teamPack: { gateway: stats(packMs.gateway), queryApi: stats(packMs.queryApi), pollMs: POLL_MS, bytes: packBytes },
  cvBytes: sizes,
  targets: { cvRenderedP95Ms: 300, teamPackMs: 3000, cvCachedP95Ms: 20 },
});
await services.stop();
await s3.stop();
rmSync(s3Dir, { recursive: true, force: true });
