import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountDecider, accountMessages as m, toUserStream } from '@dth/domain';
import { erasureRebuiltKey, freePort, handleCommand, mailDirOf, repoRoot } from '@dth/infrastructure';
import {
  deliveredMails,
  jpeg,
  mailsInQueue,
  startProfilePlatform,
  startTestErasureWorker,
  startTestMediaWorker,
  startTestOpenIdProvider,
  startTestPersonalDataWorker,
  type TestOpenIdProvider,
  type TestUser,
} from '@dth/testing';
import { bearerOf, gatewayRequests, multipartUpload } from '../gateway/gatewayRequests';
import { cookieNamed, googleSignIns } from '../gateway/googleSignIns';
import { startPlatformBehindGateway, type PlatformBehindGateway } from '../gateway/platformBehindGateway';

/*
 * Hardening round three, finding 1 (docs/reliability.md), through the gateway: an erased account takes
 * no more writes, whoever sends them; its address and Google sign-in are free for a new account; only a
 * super admin erases an admin, never the last super admin; and the walk's items: the real grace period,
 * mails, the cancelled notification, the worker named in the report, the network's count, and a data
 * archive holding the person's projects and files.
 */
/** A day: no run under load comes near it, so a cancel is never too late (the worker reads the platform's clock). */
const GRACE_SECONDS = 86_400;
let behind: PlatformBehindGateway;
let provider: TestOpenIdProvider;
let workers: { stop(): Promise<void> }[] = [];
let owner: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
let superA: TestUser;
let superB: TestUser;
let zed: TestUser;
let kept: TestUser;
let networkId: string;
let projectId: string;
let aboutPosition: string;

const { send, ok } = gatewayRequests(() => behind);
const google = () => googleSignIns(() => behind, provider);
const head = () => behind.platform.store.headPosition();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  const gatewayPort = await freePort();
  const publicUrl = `http://127.0.0.1:${gatewayPort}`;
  provider = await startTestOpenIdProvider([`${publicUrl}/stage/google-callback`]);
  behind = await startPlatformBehindGateway(
    () =>
      // What erasure leaves behind is tested here, not what a password hash costs.
      startProfilePlatform(
        { cheapPasswordHashes: true },
        {
          PUBLIC_URL: publicUrl,
          GOOGLE_CLIENT_ID: provider.clientId,
          GOOGLE_CLIENT_SECRET: provider.clientSecret,
          OIDC_ISSUER: provider.issuer,
          ACCOUNT_ERASURE_GRACE_SECONDS: String(GRACE_SECONDS),
        },
      ),
    { port: gatewayPort },
  );
  const { platform } = behind;
  workers = [startTestErasureWorker(platform), startTestMediaWorker(platform), startTestPersonalDataWorker(platform)];
  owner = await platform.createUser('business_owner', { firstName: 'Olive', lastName: 'Owner' });
  admin = await platform.createUser('admin');
  otherAdmin = await platform.createUser('admin');
  superA = await platform.createUser('super_admin');
  superB = await platform.createUser('super_admin');
  zed = await platform.createUser('specialist', { firstName: 'Zephyrine', lastName: 'Quaxworth' });
  kept = await platform.createUser('specialist', { firstName: 'Bartholomew', lastName: 'Keen' });

  // Zed's profile: an about text, an avatar; in the owner's network, in a team assigned to a project.
  aboutPosition = (await ok('POST', `/user/specialist/add-about/${zed.id}`, zed, { description: 'Rustacean.' }))
    .position;
  const avatar = multipartUpload('avatar', await jpeg(320, 320), 'me.jpg');
  const uploaded = await behind.send(
    'POST',
    `/user/specialist/add-avatar/${zed.id}`,
    { ...avatar.headers, ...bearerOf(zed) },
    avatar.body,
  );
  expect(uploaded.status).toBe(200);
  await vi.waitFor(
    async () => expect((await ok('GET', `/user/specialist/${zed.id}`, zed)).data.avatar_status).toBe('ready'),
    { timeout: 30_000, interval: 100 },
  );
  networkId = (await ok('POST', '/networks', owner, { name: 'Payments guild', description: 'People we trust' })).id;
  for (const person of [zed, kept]) {
    const invitation = await ok('POST', `/networks/${networkId}/invitations`, owner, { specialist_id: person.id });
    await ok('POST', `/invitations/${invitation.id}/accept`, person, {});
  }
  const teamId = (await ok('POST', '/teams', owner, { network_id: networkId, name: 'Ledger squad' })).id;
  // Each is offered a seat and accepts it; the worker's reaction makes them members.
  for (const person of [zed, kept]) {
    const offered = await ok('POST', `/teams/${teamId}/members`, owner, {
      specialist_id: person.id,
      role_title: 'Engineer',
      allocation_days: 3,
    });
    await ok('POST', `/offers/${offered.offer_id}/accept`, person);
  }
  await behind.platform.reacted();
  projectId = (
    await ok('POST', '/projects', owner, {
      name: 'Checkout rebuild',
      client_name: 'Acme Retail',
      engagement_type: 'DPD',
      brief: 'Rebuild the checkout in six weeks.',
      project_type_id: 1,
      required_skill_ids: [1, 2],
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      budget: { amount: 48000, currency: 'AUD' },
    })
  ).id;
  await ok('POST', `/projects/${projectId}/team`, owner, { team_id: teamId });
  await platform.projected(await head());
}, 180_000);
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await behind?.stop();
  await provider?.stop();
});

/** An admin's erasure of `person`, done: the worker has erased them and the read models are rebuilt without them. */
async function eraseByAdmin(person: TestUser, by: TestUser = admin) {
  const asked = await send('POST', '/account/erasure', by, { user_id: person.id, confirmation: person.email });
  expect(asked.status, asked.raw.toString()).toBe(202);
  await vi.waitFor(async () => expect(await behind.platform.redis.exists(erasureRebuiltKey(person.id))).toBe(1), {
    timeout: 60_000,
    interval: 200,
  });
  await behind.platform.projected(await head());
}

async function refusedAsErased(method: string, path: string, user: TestUser, body?: unknown) {
  const before = await head();
  const answer = await send(method, path, user, body);
  expect(answer.status, `${method} ${path}: ${answer.raw.toString()}`).toBe(409);
  expect(answer.json.error).toMatchObject({ message: m.erased, message_code: 'account.erased' });
  expect(await head()).toBe(before);
}

describe('a data archive (before the erasure)', () => {
  it('holds the projects of the team the specialist is in, and their files themselves where the documents point', async () => {
    const asked = await ok('POST', '/account/data-exports', zed, {});
    await vi.waitFor(
      async () => expect((await ok('GET', `/account/data-exports/${asked.data.id}`, zed)).data.state).toBe('done'),
      { timeout: 30_000, interval: 200 },
    );
    const zip = await send('GET', `/account/data-exports/${asked.data.id}/archive`, zed);
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.raw));
    expect(JSON.parse(strFromU8(entries['projects.json']))).toEqual([
      expect.objectContaining({ role: 'team_member', project: expect.objectContaining({ id: projectId }) }),
    ]);
    const avatarUrl = JSON.parse(strFromU8(entries['profile.json'])).avatar as string;
    expect(avatarUrl).toMatch(/^\/media\//);
    const file = entries[avatarUrl.slice(1)];
    expect(file, `${avatarUrl} in ${Object.keys(entries).join(', ')}`).toBeDefined();
    expect(Buffer.from(file).equals((await send('GET', avatarUrl, null)).raw)).toBe(true);
    expect(strFromU8(entries['README.txt'])).toContain('media/');
  });
});

describe('erasing admins', () => {
  it('an admin may not erase an admin or a super admin (403); a super admin may, at once; the last super admin never (409)', async () => {
    const before = await head();
    for (const target of [superA, otherAdmin]) {
      const refused = await send('POST', '/account/erasure', admin, { user_id: target.id, confirmation: target.email });
      expect(refused.status).toBe(403);
      expect(refused.json.error.message_code).toBe('account.adminErasureBySuperAdmin');
    }
    expect(await head()).toBe(before);

    const asked = await send('POST', '/account/erasure', superA, { user_id: superB.id, confirmation: superB.email });
    expect(asked.status, asked.raw.toString()).toBe(202);
    expect(Math.abs(Date.parse(asked.json.data.erase_at) - Date.now())).toBeLessThan(5000);
    // superB is going: superA is the last one, and may not ask for their own erasure (the worker is busy with
    // superB's meanwhile, so the log's head moves: superA's own stream must not).
    const mine = (await behind.platform.eventsOf(`user-${superA.id}`)).length;
    const last = await send('POST', '/account/erasure', superA, {
      confirmation: superA.email,
      password: superA.password,
    });
    expect(last.status).toBe(409);
    expect(last.json.error).toMatchObject({ message: m.lastSuperAdmin, message_code: 'account.lastSuperAdmin' });
    expect(await behind.platform.eventsOf(`user-${superA.id}`)).toHaveLength(mine);
    await vi.waitFor(async () => expect(await behind.platform.redis.exists(erasureRebuiltKey(superB.id))).toBe(1), {
      timeout: 60_000,
      interval: 200,
    });
    await eraseByAdmin(otherAdmin, superA);
  });
});

describe('an erased account', () => {
  it('takes no write from an admin or a revert (409 account.erased, nothing appended); the worker is named in the report', async () => {
    const before = await ok('GET', `/networks/${networkId}`, owner);
    expect(before.member_count).toBe(2);
    await eraseByAdmin(zed);

    await refusedAsErased('POST', `/user/specialist/add-about/${zed.id}`, admin, { description: 'RESURRECTED about' });
    await refusedAsErased('PUT', `/user/specialist/update-account/${zed.id}`, admin, {
      first_name: 'Zephyrine',
      last_name: 'Quaxworth',
      phone_code: '+61',
      phone_number: '499888777',
      country: 'Australia',
      state: 'Victoria',
      city: 'Fitzroy',
    });
    await refusedAsErased('PUT', `/user/update-user/${zed.id}`, admin, { specialist: { industry_title: 'Back' } });
    await refusedAsErased('POST', `/user/specialist/add-certificate/${zed.id}`, admin, {
      certificate: {
        degree: 'BSc',
        name: 'Computer Science',
        specialisation: 'Sydney',
        started_at: 2015,
        finished_at: 2018,
      },
    });
    await refusedAsErased('POST', `/audit-events/${aboutPosition}/revert`, admin, { anyway: true });
    await refusedAsErased('POST', '/account/erasure', admin, { user_id: zed.id, confirmation: zed.email });
    await refusedAsErased('POST', '/account/data-exports', admin, { user_id: zed.id });
    const avatar = multipartUpload('avatar', await jpeg(64, 64), 'back.jpg');
    const upload = await behind.send(
      'POST',
      `/user/specialist/add-avatar/${zed.id}`,
      { ...avatar.headers, ...bearerOf(admin) },
      avatar.body,
    );
    expect(upload.status).toBe(409);
    expect(upload.json.error.message_code).toBe('account.erased');
    expect((await ok('GET', `/user/specialist/${zed.id}`, admin)).data).toMatchObject({
      erased: true,
      professional_experience_info: '',
      avatar: null,
    });

    // The network no longer counts them; their team keeps them, shown as erased.
    const after = await ok('GET', `/networks/${networkId}`, owner);
    expect(after.member_count).toBe(1);

    // The erasure is the worker's, and says so; the person is mailed that it is done, by nothing kept in Redis.
    const filter = encodeURIComponent(JSON.stringify({ target_id: zed.id, type: 'AccountErased' }));
    const [row] = (await send('GET', `/audit-events?filter=${filter}`, admin)).json;
    expect(row).toMatchObject({ action: 'AccountErased', source: 'worker' });
    await vi.waitFor(async () => {
      const done = await deliveredMails(mailDirOf(behind.platform.env), zed.email);
      expect(done.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1])).toEqual(['Your account has been deleted']);
    });
    expect(await mailsInQueue(behind.platform, zed.email)).toEqual([]);
  });

  it('frees its address: registering it again opens a new, separate account and mails it a create-password link', async () => {
    const answer = await send('POST', '/auth/register', null, {
      first_name: 'Zoe',
      last_name: 'Newcomer',
      email: zed.email,
      user_type: 'specialist',
    });
    expect(answer.status).toBe(201);
    const mails = await mailsInQueue(behind.platform, zed.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Create your password']);
    const token = /\/stage\/create-password\/(.+)$/.exec(mails[0].link!)![1];
    const password = 'a brand new tram of seven violets';
    expect((await send('POST', `/auth/create-password/${token}`, null, { password })).status).toBe(200);
    const signedIn = await send('POST', '/auth/login', null, { email: zed.email, password });
    expect(signedIn.status).toBe(200);
    const newId = signedIn.json.data.user_id as string;
    expect(newId).not.toBe(zed.id);
    expect((await behind.platform.eventsOf(`email-${sha256(zed.email)}`)).map((e) => e.type)).toEqual([
      'EmailReserved',
      'EmailReleased',
      'EmailReserved',
    ]);
    expect((await ok('GET', `/user/specialist/${zed.id}`, admin)).data.erased).toBe(true);
  });

  it('frees its Google sign-ins: a new Google account with the address, and the one it had, each open a new account', async () => {
    const g = google();
    // A password account, erased: a Google account with its verified address is asked to choose an account type.
    const gia = await behind.platform.createUser('specialist');
    await eraseByAdmin(gia);
    const byAddress = await g.signIn(g.person(`gia-${Date.now()}`, gia.email));
    expect(byAddress.status).toBe(202);
    expect(byAddress.json.data.next).toBe('choose_account_type');

    // An account opened with Google, erased: the same Google account signs in to nothing, and opens a new one.
    const login = g.person(`goo-${Date.now()}`, `goo-${Date.now()}@gmail.example`);
    const first = await g.signIn(login);
    const opened = await g.post(
      '/auth/google/complete',
      { user_type: 'business_owner' },
      cookieNamed(first, 'dth_google_ticket'),
    );
    expect(opened.status).toBe(201);
    const goo = { id: opened.json.data.user_id, email: opened.json.data.email } as TestUser;
    await eraseByAdmin(goo);
    const again = await g.signIn(login);
    expect(again.status).toBe(202);
    expect(again.json.data.next).toBe('choose_account_type');
    const reopened = await g.post(
      '/auth/google/complete',
      { user_type: 'business_owner' },
      cookieNamed(again, 'dth_google_ticket'),
    );
    expect(reopened.status).toBe(201);
    expect(reopened.json.data.user_id).not.toBe(goo.id);
  });
});

describe('asking for one’s own erasure', () => {
  it('answers the configured grace period, mails the date with a cancel link, and a cancel is news to the admins', async () => {
    expect(await ok('GET', '/account/erasure', kept)).toEqual({ data: { grace_seconds: GRACE_SECONDS } });
    expect((await send('GET', '/account/erasure', null)).status).toBe(401);
    const asked = await send('POST', '/account/erasure', kept, { confirmation: kept.email, password: kept.password });
    expect(asked.status).toBe(202);
    const [mail] = await mailsInQueue(behind.platform, kept.email);
    expect(mail).toMatchObject({ subject: 'Your account will be deleted' });
    expect(mail.link).toMatch(/\/stage\/profile\/edit-account$/);
    expect(mail.text).toContain(asked.json.data.erase_at.slice(0, 16).replace('T', ' '));
    const cancelled = await send('DELETE', '/account/erasure', kept);
    expect(cancelled.status).toBe(200);
    await behind.platform.projected(cancelled.json.position);
    await vi.waitFor(async () => {
      const inbox = (await ok('GET', '/notifications?range=[0,49]', admin)) as { kind: string; person_id: string }[];
      expect(inbox.filter((n) => n.person_id === kept.id).map((n) => n.kind)).toEqual([
        'erasure_cancelled',
        'erasure_requested',
      ]);
    });
  });
});

describe('an account erased before its erasure closed its other streams', () => {
  it('is closed by `npm run privacy:close-erased`: then it takes no write, its address is free, and a second run appends nothing', async () => {
    const old = await behind.platform.createUser('specialist');
    // The erasure as its job made it before: only the account's own stream says so.
    const ctx = {
      actorId: 'system',
      actorRole: 'system' as const,
      correlationId: randomUUID(),
      causationId: randomUUID(),
    };
    const now = () => new Date().toISOString();
    await handleCommand(
      behind.platform.store,
      toUserStream(old.id),
      accountDecider,
      {
        type: 'RequestAccountErasure',
        data: {
          userId: old.id,
          erasureId: 'e-old',
          confirmation: old.email,
          proof: 'none',
          graceSeconds: 0,
          superAdmins: [],
        },
        metadata: { now: now(), actor: { userId: admin.id, userType: 'admin' } },
      },
      { ...ctx, now: now() },
    );
    await handleCommand(
      behind.platform.store,
      toUserStream(old.id),
      accountDecider,
      { type: 'EraseAccount', data: { erasureId: 'e-old', keyIds: [], mediaDeleted: 0 }, metadata: { now: now() } },
      { ...ctx, now: now() },
    );
    await vi.waitFor(async () => expect(await behind.platform.redis.exists(erasureRebuiltKey(old.id))).toBe(1), {
      timeout: 60_000,
      interval: 200,
    });
    expect(
      (await send('POST', `/user/specialist/add-about/${old.id}`, admin, { description: 'Still open' })).status,
    ).toBe(200);

    const closed = await closeErased();
    expect(closed.code, closed.out).toBe(0);
    expect(closed.out).toMatch(/^Closed what \d+ erased account\(s\) left in other streams/);
    await behind.platform.projected(await head());
    await refusedAsErased('POST', `/user/specialist/add-about/${old.id}`, admin, { description: 'RESURRECTED about' });
    expect((await behind.platform.eventsOf(`email-${sha256(old.email)}`)).at(-1)?.type).toBe('EmailReleased');
    const again = await head();
    expect((await closeErased()).code).toBe(0);
    expect(await head()).toBe(again);
  });
});

/** `npm run privacy:close-erased` against the test platform's log and Redis. */
function closeErased(): Promise<{ code: number | null; out: string }> {
  const { env } = behind.platform;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'scripts/src/privacy/closeErasedAccountsCli.ts')],
    { env: { ...process.env, DATA_DIR: env.DATA_DIR, REDIS_URL: env.REDIS_URL, LOG_LEVEL: 'silent' } },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}
