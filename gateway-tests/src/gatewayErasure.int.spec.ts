import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERASURE_GRACE_DAYS, AUDIT_READ_MODEL, projections } from '@dth/domain';
import {
  auditFileOf,
  createAccountErasureQueue,
  currentKeyspace,
  erasureRebuiltKey,
  type AccountErasureJob,
} from '@dth/infrastructure';
import {
  auditSnapshot,
  jpeg,
  readModelSnapshot,
  startProfilePlatform,
  startTestErasureWorker,
  startTestExportWorker,
  startTestMediaWorker,
  startTestPersonalDataWorker,
  TestClock,
  type TestUser,
} from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';
import { bearerOf, gatewayRequests } from './gateway/gatewayRequests';
import { exportText, runReplay, storedTexts } from './gateway/erasureScan';

/*
 * "Delete my account" through the gateway, with the real worker and projector: refused without the
 * typed address and the password, cancellable in its grace period (7 days, ended by moving the platform's
 * clock and promoting the delayed job: nothing waits for real time), then the person is erased by destroying
 * their data keys. Afterwards nothing holds their name, email
 * or phone: every Redis key, the report's file, the event log's file, the blob store, a fresh CSV and
 * NDJSON export; and `npm run replay` rebuilds exactly the same read models.
 */
const GRACE_SECONDS = ACCOUNT_ERASURE_GRACE_DAYS * 86_400;
/** The platform's and the erasure worker's time: it runs on with the real time, and the tests move it past a grace period. */
const clock = new TestClock(new Date(), true);
let behind: PlatformBehindGateway;
let erasureQueue: Queue<AccountErasureJob>;
let workers: { stop(): Promise<void> }[] = [];
let owner: TestUser;
let admin: TestUser;
let erased: TestUser;
let kept: TestUser;
let teamId: string;
const links: Record<'live' | 'frozen', string> = { live: '', frozen: '' };

const SECRETS = () => [erased.email, 'Zephyrine', 'Quaxworth', '499888777', 'Fitzroy-Nord', 'Rustacean since 2015'];

const auth = bearerOf;
const requests = gatewayRequests(() => behind);
const { send, ok } = requests;

function multipart(field: string, file: Buffer, user: TestUser) {
  const boundary = `----dth${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth(user) } };
}

beforeAll(async () => {
  behind = await startPlatformBehindGateway(() => startProfilePlatform({ clock }));
  const { platform } = behind;
  erasureQueue = createAccountErasureQueue(platform.env.REDIS_URL);
  workers = [
    startTestMediaWorker(platform),
    startTestErasureWorker(platform),
    startTestExportWorker(platform),
    startTestPersonalDataWorker(platform),
  ];
  owner = await platform.createUser('business_owner', { firstName: 'Olive', lastName: 'Owner' });
  admin = await platform.createUser('admin');
  erased = await platform.createUser('specialist', { firstName: 'Zephyrine', lastName: 'Quaxworth' });
  kept = await platform.createUser('specialist', { firstName: 'Bartholomew', lastName: 'Keen' });

  // Everything a profile holds that is the person's: names, phone, address, about, an avatar, a data archive.
  await ok('PUT', `/user/specialist/update-account/${erased.id}`, erased, {
    first_name: 'Zephyrine',
    last_name: 'Quaxworth',
    phone_code: '+61',
    phone_number: '499888777',
    country: 'Australia',
    state: 'Victoria',
    city: 'Fitzroy-Nord',
  });
  await ok('POST', `/user/specialist/add-about/${erased.id}`, erased, {
    description: 'Rustacean since 2015, building payments.',
  });
  await ok('POST', `/user/specialist/add-skills/${erased.id}`, erased, { skills: [1, 2] });
  const avatar = multipart('avatar', await jpeg(320, 320), erased);
  expect(
    (await behind.send('POST', `/user/specialist/add-avatar/${erased.id}`, avatar.headers, avatar.body)).status,
  ).toBe(200);
  await vi.waitFor(
    async () => expect((await ok('GET', `/user/specialist/${erased.id}`, erased)).data.avatar_status).toBe('ready'),
    { timeout: 30_000, interval: 100 },
  );
  const archive = await ok('POST', '/account/data-exports', erased, {});
  await vi.waitFor(
    async () => expect((await ok('GET', `/account/data-exports/${archive.data.id}`, erased)).data.state).toBe('done'),
    { timeout: 30_000, interval: 200 },
  );

  // The owner's network and team, with both specialists in it, and a live and a frozen link to the team.
  const network = await ok('POST', '/networks', owner, { name: 'Payments guild', description: 'People we trust' });
  for (const person of [erased, kept]) {
    const invitation = await ok('POST', `/networks/${network.id}/invitations`, owner, { specialist_id: person.id });
    await ok('POST', `/invitations/${invitation.id}/accept`, person, {});
  }
  teamId = (
    await ok('POST', '/teams', owner, { network_id: network.id, name: 'Ledger squad', required_skill_ids: [1, 2] })
  ).id;
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
  // Their CV, downloaded: the blob store keeps it (documents/) until the erasure.
  expect((await send('GET', `/documents/cv/${erased.id}`, owner)).status).toBe(200);
  expect(await behind.platform.blobs.keysOlderThan('documents/', new Date(Date.now() + 60_000))).toHaveLength(1);
  for (const mode of ['live', 'frozen'] as const)
    links[mode] = (await ok('POST', '/share-links', owner, { target_type: 'team', target_id: teamId, mode })).token;
  await behind.platform.projected(await behind.platform.store.headPosition());
}, 180_000);
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await erasureQueue?.close();
  await behind?.stop();
});

const request = (user: TestUser, body: object) => send('POST', '/account/erasure', user, body);
const headOf = () => behind.platform.store.headPosition();
const accountOf = async (user: TestUser) => (await send('GET', '/auth/me', user)).json?.data;

async function sharedTeam(token: string): Promise<string> {
  const opened = await send('POST', `/public/share-links/${token}/open`, null, {});
  expect(opened.status, opened.raw.toString()).toBe(200);
  const content = await send('GET', `/public/share-links/${token}/content`, null, undefined, {
    'x-share-grant': opened.json.data.grant,
  });
  expect(content.status).toBe(200);
  return content.raw.toString();
}

/** Where the person's data could be: each place with what it holds of the secrets (none, when erased). */
async function whereTheyAre(): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const look = (place: string, text: string) => {
    const hits = SECRETS().filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));
    if (hits.length > 0) found[place] = hits;
  };
  for (const { place, text } of await storedTexts(behind.platform)) look(place, text);
  look('csv export', await exportText(requests, admin, 'csv'));
  look('ndjson export', await exportText(requests, admin, 'ndjson'));
  return found;
}

describe('delete my account, through the gateway', () => {
  it("refuses without the typed address and a proof, another person's account, and bad bodies, with a 4xx and nothing stored", async () => {
    const head = await headOf();
    const refused = async (user: TestUser, body: object, status: number, field?: string) => {
      const answer = await request(user, body);
      expect(answer.status, JSON.stringify(answer.json)).toBe(status);
      if (field) expect(answer.json.error.fields[field]).toEqual(expect.any(String));
    };
    await refused(erased, { confirmation: 'someone@else.example', password: erased.password }, 400, 'confirmation');
    await refused(erased, { confirmation: erased.email }, 400, 'password');
    await refused(erased, { confirmation: erased.email, password: 'not the password at all' }, 400, 'password');
    await refused(erased, { confirmation: erased.email, google: true }, 400, 'password');
    await refused(kept, { user_id: erased.id, confirmation: erased.email, password: kept.password }, 403);
    for (const bad of [
      {},
      { confirmation: 42 },
      { confirmation: erased.email, password: erased.password, extra: 1 },
      { confirmation: erased.email, google: false },
    ]) {
      await refused(erased, bad, 400);
    }
    const truncated = await behind.send(
      'POST',
      '/account/erasure',
      { 'content-type': 'application/json', ...auth(erased) },
      Buffer.from('{"confirmation":"'),
    );
    expect(truncated.status).toBe(400);
    const oversized = await behind.send(
      'POST',
      '/account/erasure',
      { 'content-type': 'application/json', ...auth(erased) },
      Buffer.from(JSON.stringify({ confirmation: 'x'.repeat(2_000_000) })),
    );
    expect(oversized.status).toBe(413);
    expect((await send('POST', '/account/erasure', null, { confirmation: erased.email })).status).toBe(401);
    expect((await send('DELETE', '/account/erasure', erased)).status).toBe(409);
    expect(await headOf()).toBe(head);
  });

  it('is cancelled within the grace period, and then nothing is erased', async () => {
    const before = clock.now().getTime();
    const asked = await request(erased, { confirmation: erased.email.toUpperCase(), password: erased.password });
    expect(asked.status, JSON.stringify(asked.json)).toBe(202);
    expect(Date.parse(asked.json.data.erase_at)).toBeGreaterThanOrEqual(before + GRACE_SECONDS * 1000);
    expect(Date.parse(asked.json.data.erase_at)).toBeLessThanOrEqual(clock.now().getTime() + GRACE_SECONDS * 1000);
    expect(await (await erasureQueue.getJob(asked.json.data.id))?.getState()).toBe('delayed');
    await behind.platform.projected(asked.json.position);
    expect((await accountOf(erased)).erasure).toEqual({ erase_at: asked.json.data.erase_at, cancellable: true });
    expect((await request(erased, { confirmation: erased.email, password: erased.password })).status).toBe(409);
    const cancelled = await send('DELETE', '/account/erasure', erased);
    expect(cancelled.status).toBe(200);
    await behind.platform.projected(cancelled.json.position);
    expect((await accountOf(erased)).erasure).toBeNull();
    // The cancel took the job off the queue: past the grace period there is nothing left to erase them.
    expect(await erasureQueue.getJob(asked.json.data.id)).toBeUndefined();
    clock.advance((GRACE_SECONDS + 1) * 1000);
    expect((await behind.platform.eventsOf(`user-${erased.id}`)).map((e) => e.type)).not.toContain('AccountErased');
    expect(Object.keys(await whereTheyAre()).length).toBeGreaterThan(0);
  });

  it(
    'erases the person after the grace period: they are "Erased user" in their team and its links, their media are gone, nothing anywhere holds their name, email or phone, and a replay changes nothing',
    { timeout: 240_000 },
    async () => {
      const avatarKeys = (await behind.platform.eventsOf(`specialist-${erased.id}`))
        .filter((e) => e.type === 'AvatarProcessed')
        .flatMap((e) => Object.values(e.data.renditions as Record<string, string>));
      expect(avatarKeys.length).toBeGreaterThan(0);
      const asked = await request(erased, { confirmation: erased.email, password: erased.password });
      expect(asked.status).toBe(202);
      // The grace period ends by the clock; the queue is told its delayed job is due now.
      clock.advance(GRACE_SECONDS * 1000);
      await (await erasureQueue.getJob(asked.json.data.id))!.promote();
      await vi.waitFor(async () => expect(await behind.platform.redis.exists(erasureRebuiltKey(erased.id))).toBe(1), {
        timeout: 120_000,
        interval: 250,
      });
      // The job ends by deleting the exports made before; then the blob store holds no archive.
      await vi.waitFor(
        async () =>
          expect(await behind.platform.blobs.keysOlderThan('exports/', new Date(Date.now() + 60_000))).toEqual([]),
        { timeout: 30_000, interval: 250 },
      );
      // And every kept CV or pack, which may name them.
      await vi.waitFor(
        async () =>
          expect(await behind.platform.blobs.keysOlderThan('documents/', new Date(Date.now() + 60_000))).toEqual([]),
        { timeout: 30_000, interval: 250 },
      );
      expect((await send('GET', `/documents/cv/${erased.id}`, owner)).status).toBe(404);
      const erasedEvent = (await behind.platform.eventsOf(`user-${erased.id}`)).find(
        (e) => e.type === 'AccountErased',
      )!;
      expect(erasedEvent).toMatchObject({
        data: {
          userId: erased.id,
          requestedBy: erased.id,
          keyIds: [`user-${erased.id}`, expect.stringMatching(/^email-[0-9a-f]{64}$/)],
        },
        metadata: { actorId: 'worker', actorRole: 'system' },
      });
      await behind.platform.projected(await headOf());

      // Signed out everywhere, and no way back in.
      expect((await send('GET', '/auth/me', erased)).status).toBe(401);
      expect((await send('POST', '/auth/login', null, { email: erased.email, password: erased.password })).status).toBe(
        401,
      );
      for (const key of avatarKeys) expect(await behind.platform.blobs.exists(key)).toBe(false);

      // The team keeps its shape; the member is shown as erased, the other as they are.
      const team = (await send('GET', `/teams/${teamId}`, owner)).raw.toString();
      expect(team).toContain('Erased');
      expect(team).toContain('Bartholomew');
      expect(team).toContain(erased.id);
      for (const mode of ['live', 'frozen'] as const) {
        const shared = await sharedTeam(links[mode]);
        expect(shared, mode).toContain('Erased');
        expect(shared, mode).toContain('Bartholomew');
      }

      // Search no longer finds them; their profile, which the team links to, says they are erased.
      const found = (await send('GET', '/specialists?range=[0,99]', owner)).json as { id: string }[];
      expect(found.map((card) => card.id)).toContain(kept.id);
      expect(found.map((card) => card.id)).not.toContain(erased.id);
      expect((await send('GET', `/user/specialist/${erased.id}`, owner)).json.data).toMatchObject({
        erased: true,
        first_name: 'Erased',
        last_name: 'user',
        avatar: null,
      });

      expect(await whereTheyAre()).toEqual({});

      // `npm run replay` after it: the same read models and report, and still nothing of the person.
      const { env, redis } = behind.platform;
      const before = await snapshotOf(redis, auditFileOf(env));
      const replayed = await runReplay(env.DATA_DIR, env.REDIS_URL);
      expect(replayed.code, replayed.out).toBe(0);
      const after = await snapshotOf(redis, auditFileOf(env));
      expect(after.versions).not.toEqual(before.versions);
      expect(after.readModels).toEqual(before.readModels);
      expect(after.audit).toEqual(before.audit);
      expect(await whereTheyAre()).toEqual({});
    },
  );
});

describe('an admin erasing a user on request', () => {
  it(
    'erases at once, audited with the admin as actor; the person cannot cancel it and nobody can undo it',
    { timeout: 120_000 },
    async () => {
      expect(
        (await send('POST', '/account/erasure', admin, { user_id: kept.id, confirmation: 'wrong@example.com' })).status,
      ).toBe(400);
      const before = clock.now().getTime();
      const asked = await send('POST', '/account/erasure', admin, { user_id: kept.id, confirmation: kept.email });
      expect(asked.status, asked.raw.toString()).toBe(202);
      expect(Date.parse(asked.json.data.erase_at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(asked.json.data.erase_at)).toBeLessThanOrEqual(clock.now().getTime());
      const cancel = await send('DELETE', '/account/erasure', kept);
      expect([401, 409]).toContain(cancel.status);
      await vi.waitFor(async () => expect(await behind.platform.redis.exists(erasureRebuiltKey(kept.id))).toBe(1), {
        timeout: 90_000,
        interval: 250,
      });
      expect(
        (await send('POST', '/account/erasure', admin, { user_id: kept.id, confirmation: kept.email })).status,
      ).toBe(409);
      await behind.platform.projected(await headOf());

      const filter = encodeURIComponent(JSON.stringify({ target_id: kept.id }));
      const rows = (await send('GET', `/audit-events?filter=${filter}`, admin)).json as {
        action: string;
        actor: { id: string };
        target: { name: string };
      }[];
      expect(rows.find((row) => row.action === 'AccountErasureRequested')).toMatchObject({
        actor: { id: admin.id },
        target: { name: 'Erased user' },
      });
      // The erasure itself is the worker's (a system event has no actor): the request names who asked.
      expect(rows.find((row) => row.action === 'AccountErased')).toMatchObject({ actor: null });
      expect(JSON.stringify(rows)).not.toContain('Bartholomew');
    },
  );
});

async function snapshotOf(redis: Redis, auditFile: string) {
  const keyspace = await currentKeyspace(redis);
  const readModels = new Map<string, string>();
  for (const version of new Set(projections.map((p) => keyspace.versionOf(p.name)))) {
    for (const [key, value] of await readModelSnapshot(redis, version)) readModels.set(key, value);
  }
  const auditVersion = keyspace.versionOf(AUDIT_READ_MODEL.name);
  return { versions: keyspace.stamp, readModels, audit: auditSnapshot(auditFile, auditVersion) };
}
