import { createServer, type Server } from 'node:http';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERASURE_QUEUE, bullConnection, erasureRebuiltKey } from '@dth/infrastructure';
import {
  jpeg,
  pdfText,
  startProfilePlatform,
  startTestDocumentWorker,
  startTestErasureWorker,
  startTestExportWorker,
  startTestMediaWorker,
  validBilling,
  validEngagement,
  type QueryApi,
  type TestUser,
} from '@dth/testing';
import {
  sendRaw,
  startGateway,
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';
import { bearerOf, gatewayRequests } from './gateway/gatewayRequests';
import { exportText, runReplay, storedTexts } from './gateway/erasureScan';

/*
 * Hardening round three, finding 1 (docs/reliability.md): after an erasure nothing readable is left of
 * the person. A specialist with a marker word in every personal field (names, phone, city, about text,
 * industry title, a certification, a project, an answer, billing, the avatar's address) is in a team and
 * a project; links of every kind (team, project, profile; live and frozen; anonymised or not) are opened,
 * their pages, member pages and PDFs read; a CV, a team pack and a project brief downloaded; the admin's
 * as-of, diff and past CV opened, on two query APIs. Then an admin erases the person, and every surface
 * (JSON reads, share pages, PDFs' text and bytes, notifications, changes, the report's rows and search,
 * both exports, every Redis key, the report's and the log's files, the blob store) is scanned for the
 * markers: after the erasure, after `npm run replay -- --all`, and after the query API restarts (Redis kept).
 */
const M = {
  first: 'Quorvina',
  last: 'Zelmbright',
  phone: '491357913',
  city: 'Vorlundby',
  about: 'Aboutzq',
  title: 'Titlezq',
  degree: 'Degreezq',
  study: 'Studyzq',
  school: 'Schoolzq',
  certNote: 'Certnotezq',
  employer: 'Employerzq',
  position: 'Positionzq',
  projectCity: 'Projcityzq',
  projectNote: 'Projnotezq',
  answer: 'Answerzq',
  billingCompany: 'Billcozq',
  billingStreet: 'Billstreetzq',
  billingAccount: '73519046',
};
let avatarHash = '';
const MARKERS = () => [...Object.values(M), erased.email, avatarHash];

let behind: PlatformBehindGateway;
let workers: { stop(): Promise<void> }[] = [];
/** A second query API with its own gateway: what one process kept in memory, another must forget too. */
let second: { api: QueryApi; server: Server; gateway: Awaited<ReturnType<typeof startGateway>> };
let owner: TestUser;
let admin: TestUser;
let erased: TestUser;
let kept: TestUser;
let networkId: string;
let teamId: string;
let projectId: string;
/** A position before the erasure, for the admin's looks into the past. */
let before: bigint;
const links: { name: string; token: string; kind: 'team' | 'project' | 'profile' }[] = [];

const requests = gatewayRequests(() => behind);
const { send, ok } = requests;

function avatarUpload(user: TestUser, file: Buffer) {
  const boundary = `----dth${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearerOf(user) } };
}

beforeAll(async () => {
  // Redis with its append-only file, as `npm start` runs it: what it deleted must not stay in its files either.
  behind = await startPlatformBehindGateway(() =>
    startProfilePlatform({ persistRedis: true, cheapPasswordHashes: true }),
  );
  const { platform } = behind;
  workers = [
    startTestMediaWorker(platform),
    startTestErasureWorker(platform),
    startTestExportWorker(platform),
    startTestDocumentWorker(platform),
  ];
  const api = await platform.startQueryApi();
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(api.listener).listen(0, '127.0.0.1', () => resolve(listening));
  });
  second = {
    api,
    server,
    gateway: await startGateway({
      queryApi: `127.0.0.1:${(server.address() as { port: number }).port}`,
      commandApi: `127.0.0.1:${behind.commandPort}`,
      blobStore: `127.0.0.1:${platform.env.S3_PORT}`,
      mediaBucket: platform.env.MEDIA_BUCKET,
    }),
  };

  owner = await platform.createUser('business_owner', { firstName: 'Olive', lastName: 'Owner' });
  admin = await platform.createUser('admin');
  erased = await platform.createUser('specialist', { firstName: M.first, lastName: M.last });
  kept = await platform.createUser('specialist', { firstName: 'Bartholomew', lastName: 'Keen' });

  // A marker in every personal field of the profile.
  const id = erased.id;
  await ok('PUT', `/user/specialist/update-account/${id}`, erased, {
    first_name: M.first,
    last_name: M.last,
    phone_code: '+61',
    phone_number: M.phone,
    country: 'Australia',
    state: 'Victoria',
    city: M.city,
  });
  await ok('PUT', `/user/update-user/${id}`, erased, { specialist: { industry_title: `${M.title} architect` } });
  await ok('POST', `/user/specialist/add-skills/${id}`, erased, { skills: [1, 2] });
  await ok('POST', `/user/specialist/add-about/${id}`, erased, { description: `${M.about} builds payment rails` });
  await ok('POST', `/user/specialist/add-certificate/${id}`, erased, {
    certificate: {
      degree: M.degree,
      name: M.study,
      specialisation: M.school,
      started_at: 2015,
      finished_at: 2018,
      description: `${M.certNote} with honours`,
    },
  });
  await ok('POST', `/user/specialist/add-project/${id}`, erased, {
    project: {
      position: M.position,
      name: M.employer,
      country: 'Australia',
      city: M.projectCity,
      started_at: 2019,
      finished_at: 2022,
      description: `${M.projectNote} of the ledger`,
    },
  });
  await ok('PUT', `/user/specialist/update-account/${id}`, erased, {
    billing_profile: {
      ...validBilling,
      company_name: M.billingCompany,
      company_address: `1 ${M.billingStreet}`,
      account_number: M.billingAccount,
    },
  });
  await ok('PUT', `/user/specialist/update-videoask/${id}`, erased, {
    video_ask: [{ question_id: 'admired-brands-or-companies', type: 'text', input_text: `${M.answer} and friends` }],
  });
  const upload = avatarUpload(erased, await jpeg(320, 320));
  expect((await behind.send('POST', `/user/specialist/add-avatar/${id}`, upload.headers, upload.body)).status).toBe(
    200,
  );
  const avatar = await vi.waitFor(
    async () => {
      const profile = (await ok('GET', `/user/specialist/${id}`, erased)).data;
      expect(profile.avatar_status).toBe('ready');
      return profile.avatar as string;
    },
    { timeout: 30_000, interval: 100 },
  );
  avatarHash = /\/media\/avatars\/([A-Za-z0-9_-]+)-/.exec(avatar)![1]!;
  await ok('POST', `/user/specialist/add-skills/${kept.id}`, kept, { skills: [1] });

  // The owner's network, a team with both specialists, and a project the team delivers.
  networkId = (await ok('POST', '/networks', owner, { name: 'Payments guild', description: 'People we trust' })).id;
  for (const person of [erased, kept]) {
    const invitation = await ok('POST', `/networks/${networkId}/invitations`, owner, { specialist_id: person.id });
    await ok('POST', `/invitations/${invitation.id}/accept`, person, {});
  }
  teamId = (await ok('POST', '/teams', owner, { network_id: networkId, name: 'Ledger squad', required_skill_ids: [1] }))
    .id;
  // Each is offered a seat and accepts it; the worker's reaction makes them members.
  for (const person of [erased, kept]) {
    const offered = await ok('POST', `/teams/${teamId}/members`, owner, {
      specialist_id: person.id,
      role_title: 'Engineer',
      allocation_days: 3,
    });
    await ok('POST', `/offers/${offered.offer_id}/accept`, person);
  }
  await behind.platform.reacted();
  projectId = (await ok('POST', '/projects', owner, { ...validEngagement, name: 'Ledger rebuild' })).id;
  await ok('POST', `/projects/${projectId}/team`, owner, { team_id: teamId });
  await ok('POST', `/projects/${projectId}/milestones`, owner, {
    title: 'Discovery',
    due_date: '2026-03-15',
    responsible_id: id,
  });

  // Links of every kind: the owner shares the team and the project, the specialist their profile.
  for (const [kind, targetId, sharer] of [
    ['team', teamId, owner],
    ['project', projectId, owner],
    ['profile', id, erased],
  ] as const)
    for (const mode of ['live', 'frozen'] as const)
      for (const anonymised of [false, true]) {
        const created = await ok('POST', '/share-links', sharer, {
          target_type: kind,
          target_id: targetId,
          mode,
          anonymised,
        });
        links.push({ name: `${kind} ${mode}${anonymised ? ' anonymised' : ''}`, token: created.token, kind });
      }
  await platform.projected(await platform.store.headPosition());
  before = await platform.store.headPosition();
}, 240_000);

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await second?.gateway.stop();
  second?.server.close();
  await second?.api.stop();
  await behind?.stop();
});

type Send = (
  method: string,
  path: string,
  user: TestUser | null,
  headers?: Record<string, string>,
) => Promise<GatewayAnswer>;
const viaFirst: Send = (method, path, user, headers = {}) => send(method, path, user, undefined, headers);
const viaSecond: Send = (method, path, user, headers = {}) =>
  sendRaw(second.gateway.port, method, path, { ...(user ? bearerOf(user) : {}), ...headers });

/** What a surface answers, as text; a PDF as the text pdftotext reads and its bytes (polling while a worker makes it). */
async function read(via: Send, path: string, user: TestUser | null, headers: Record<string, string> = {}) {
  const answer = await vi.waitFor(
    async () => {
      const got = await via('GET', path, user, headers);
      expect(got.status, path).not.toBe(202);
      return got;
    },
    { timeout: 60_000, interval: 150 },
  );
  const isPdf = String(answer.headers['content-type']).startsWith('application/pdf');
  return isPdf ? `${pdfText(answer.raw)}\n${answer.raw.toString('latin1')}` : answer.raw.toString('utf8');
}

const q = (filter: object) => encodeURIComponent(JSON.stringify(filter));

/** Every surface a person can read the erased person on, by name: what it answers now. */
async function surfaces(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const at = async (name: string, via: Send, path: string, user: TestUser | null, headers?: Record<string, string>) =>
    texts.set(name, await read(via, path, user, headers));
  const id = erased.id;

  // Signed-in reads: the profile, search, the team, the project, the network, activity, links, notifications, changes.
  await at('profile (owner)', viaFirst, `/user/specialist/${id}`, owner);
  await at('profile (admin)', viaFirst, `/user/specialist/${id}`, admin);
  await at('search', viaFirst, '/specialists?range=[0,99]', owner);
  await at('search by title', viaFirst, `/specialists?filter=${q({ q: M.title })}`, owner);
  await at('team', viaFirst, `/teams/${teamId}`, owner);
  await at('team history', viaFirst, `/teams/${teamId}/history`, owner);
  await at('project', viaFirst, `/projects/${projectId}`, owner);
  await at('project history', viaFirst, `/projects/${projectId}/history`, owner);
  await at('network', viaFirst, `/networks/${networkId}`, owner);
  await at('network members', viaFirst, `/network-members?filter=${q({ network_id: networkId })}`, owner);
  await at('activity (owner)', viaFirst, '/user/activity', owner);
  await at('activity (admin)', viaFirst, '/user/activity', admin);
  await at('share links (admin)', viaFirst, '/share-links?range=[0,49]', admin);
  for (const reader of [owner, admin, kept])
    await at(
      `notifications (${reader === owner ? 'owner' : reader === admin ? 'admin' : 'kept'})`,
      viaFirst,
      '/notifications?range=[0,99]',
      reader,
    );
  for (const [type, recordId] of [
    ['specialist', id],
    ['team', teamId],
    ['project', projectId],
    ['network', networkId],
  ])
    await at(`changes ${type}`, viaFirst, `/changes/${type}/${recordId}?since=0`, owner);

  // Documents a signed-in reader downloads.
  await at('cv', viaFirst, `/documents/cv/${id}`, owner);
  await at('team pack', viaFirst, `/documents/team/${teamId}`, owner);
  await at('project brief', viaFirst, `/documents/project/${projectId}`, owner);

  // The admin's report: rows, search, the record's timeline, and its past, on both query APIs.
  // Every row of the report, page by page.
  const rows: string[] = [];
  for (let start = 0, total = 1; start < total; start += 500) {
    const page = await viaFirst('GET', `/audit-events?range=[${start},${start + 499}]`, admin);
    expect(page.status).toBe(200);
    total = Number(String(page.headers['content-range']).split('/')[1]);
    rows.push(page.raw.toString('utf8'));
  }
  texts.set('audit rows', rows.join('\n'));
  await at('audit rows of the person', viaFirst, `/audit-events?filter=${q({ target_id: id })}&range=[0,199]`, admin);
  for (const word of Object.values(M))
    await at(`audit search ${word}`, viaFirst, `/audit-events?filter=${q({ q: word })}&range=[0,49]`, admin);
  await at('history', viaFirst, `/history/specialist/${id}?range=[0,199]`, admin);
  for (const [via, api] of [
    [viaFirst, 'query API 1'],
    [viaSecond, 'query API 2'],
  ] as const) {
    await at(`as-of now (${api})`, via, `/history/specialist/${id}/as-of`, admin);
    await at(`as-of before (${api})`, via, `/history/specialist/${id}/as-of?at=${before}`, admin);
    await at(`diff (${api})`, via, `/history/specialist/${id}/diff`, admin);
    await at(`account as-of (${api})`, via, `/history/account/${id}/as-of?at=${before}`, admin);
    await at(`cv as it was (${api})`, via, `/documents/cv/${id}?at=${before}`, admin);
  }
  texts.set('csv export', await exportText(requests, admin, 'csv'));
  texts.set('ndjson export', await exportText(requests, admin, 'ndjson'));

  // Every link as a visitor sees it: the page, each person's page and the PDFs.
  for (const link of links) {
    const opened = await send('POST', `/public/share-links/${link.token}/open`, null, {});
    expect(opened.status, `${link.name}: ${opened.raw.toString()}`).toBe(200);
    const grant = { 'x-share-grant': opened.json.data.grant as string };
    const base = `/public/share-links/${link.token}`;
    await at(`link ${link.name} gate`, viaFirst, base, null);
    await at(`link ${link.name} content`, viaFirst, `${base}/content`, null, grant);
    const data = JSON.parse(texts.get(`link ${link.name} content`)!).data;
    const people: { id: string }[] =
      link.kind === 'profile' ? [data] : link.kind === 'team' ? data.members : (data.team?.members ?? []);
    for (const [i, person] of people.entries()) {
      await at(`link ${link.name} person ${i}`, viaFirst, `${base}/profiles/${person.id}`, null, grant);
      await at(`link ${link.name} person ${i} cv`, viaFirst, `${base}/documents/cv/${person.id}`, null, grant);
    }
    if (link.kind !== 'profile')
      await at(`link ${link.name} ${link.kind} pdf`, viaFirst, `${base}/documents/${link.kind}`, null, grant);
  }

  // And everything kept: Redis, the report's and the log's files, the blob store.
  for (const { place, text } of await storedTexts(behind.platform)) texts.set(place, text);
  return texts;
}

/** The surfaces that hold any marker, with the markers they hold. */
async function whereTheyAre(): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [place, text] of await surfaces()) {
    const lower = text.toLowerCase();
    const hits = MARKERS().filter((marker) => lower.includes(marker.toLowerCase()));
    if (hits.length > 0) found[place] = hits;
  }
  return found;
}

async function settled() {
  await behind.platform.projected(await behind.platform.store.headPosition());
}

describe('an erasure leaves nothing readable (hardening round three, finding 1)', () => {
  it(
    'finds the markers everywhere before; after the erasure, a replay of every read model and a restart, nowhere',
    { timeout: 600_000 },
    async () => {
      // Before: every surface shows the person, and the caches are filled (links opened, documents made, the past read).
      const shown = await whereTheyAre();
      for (const place of [
        'profile (admin)',
        'search by title',
        'team',
        'project',
        'network members',
        'notifications (owner)',
        'changes specialist',
        'changes team',
        'cv',
        'team pack',
        'project brief',
        'audit rows',
        'audit rows of the person',
        'history',
        `audit search ${M.title}`,
        `audit search ${M.degree}`,
        `audit search ${M.employer}`,
        'as-of before (query API 1)',
        'as-of before (query API 2)',
        'diff (query API 2)',
        'cv as it was (query API 2)',
        'csv export',
        'ndjson export',
        ...links.flatMap((link) => [
          `link ${link.name} content`,
          `link ${link.name} person 0`,
          `link ${link.name} person 0 cv`,
        ]),
        ...links.filter((l) => l.kind !== 'profile').map((link) => `link ${link.name} ${link.kind} pdf`),
      ])
        expect(shown, place).toHaveProperty([place]);
      // The frozen links' content is kept in the share links' keyspace version, which a replay or an erasure replaces;
      // the team packs' and briefs' jobs hold their content.
      expect(Object.keys(shown).filter((place) => /^redis rm:v\d+:share-frozen:/.test(place))).toHaveLength(6);
      expect(Object.keys(shown).filter((place) => place.startsWith('redis bull:documents:')).length).toBeGreaterThan(0);
      for (const marker of MARKERS())
        expect(
          Object.values(shown).some((hits) => hits.includes(marker)),
          marker,
        ).toBe(true);

      // An admin erases the person at once; the worker's job runs to its end.
      const asked = await send('POST', '/account/erasure', admin, { user_id: erased.id, confirmation: erased.email });
      expect(asked.status, asked.raw.toString()).toBe(202);
      const erasures = new Queue(ACCOUNT_ERASURE_QUEUE, { connection: bullConnection(behind.platform.env.REDIS_URL) });
      try {
        await vi.waitFor(
          async () => {
            expect(await behind.platform.redis.exists(erasureRebuiltKey(erased.id))).toBe(1);
            expect(await erasures.getJobCounts('waiting', 'active', 'delayed')).toMatchObject({
              waiting: 0,
              active: 0,
              delayed: 0,
            });
          },
          { timeout: 120_000, interval: 250 },
        );
      } finally {
        await erasures.close();
      }
      await settled();
      expect(await whereTheyAre()).toEqual({});

      // `npm run replay -- --all`: every read model and the report rebuilt; still nothing.
      const { env } = behind.platform;
      const replayed = await runReplay(env.DATA_DIR, env.REDIS_URL);
      expect(replayed.code, replayed.out).toBe(0);
      await settled();
      expect(await whereTheyAre()).toEqual({});

      // The query API restarts (Redis keeps everything it held): still nothing.
      await behind.platform.restartQuery();
      await settled();
      expect(await whereTheyAre()).toEqual({});
    },
  );
});
