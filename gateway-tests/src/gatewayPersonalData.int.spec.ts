import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONAL_DATA_FILES } from '@dth/domain';
import {
  createNetworkCast,
  networkFixture,
  queuedMails,
  startProfilePlatform,
  startTestPersonalDataWorker,
  type NetworkCast,
  type NetworkFixture,
  type TestUser,
} from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * "Download my data" through the gateway: the request is recorded on the account (the report shows
 * it), the worker builds the ZIP, and only the person (or the admin who asked) can follow and fetch
 * it. Each file of the archive is checked against the log and the read models.
 */
let behind: PlatformBehindGateway;
let worker: { stop(): Promise<void> };
let cast: NetworkCast;
let fixture: NetworkFixture;
beforeAll(async () => {
  behind = await startPlatformBehindGateway(() => startProfilePlatform());
  worker = startTestPersonalDataWorker(behind.platform);
  cast = await createNetworkCast(behind.platform);
  fixture = await networkFixture(behind.platform, cast);
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await behind?.stop();
});

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const json = (body: unknown) => Buffer.from(JSON.stringify(body));
const ask = (user: TestUser | null, body: unknown = {}) =>
  behind.send(
    'POST',
    '/account/data-exports',
    { 'content-type': 'application/json', ...(user ? auth(user) : {}) },
    json(body),
  );
const statusOf = (user: TestUser, id: string) => behind.send('GET', `/account/data-exports/${id}`, auth(user));

async function finished(user: TestUser, id: string) {
  return vi.waitFor(
    async () => {
      const answer = await statusOf(user, id);
      expect(answer.json.data?.state).toBe('done');
      return answer.json.data;
    },
    { timeout: 30_000, interval: 200 },
  );
}

async function archiveOf(user: TestUser, id: string): Promise<Record<string, string>> {
  const answer = await behind.send('GET', `/account/data-exports/${id}/archive`, auth(user));
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="dth-personal-data\.zip"$/);
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(answer.raw))).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

describe('download my data, through the gateway', () => {
  it('builds one ZIP of every file listed, each true to the log and the read models', async () => {
    const { member } = cast;
    const asked = await ask(member);
    expect(asked.status).toBe(202);
    const id = asked.json.data.id as string;
    const status = await finished(member, id);
    expect(status).toMatchObject({ id, user_id: member.id, expires_at: expect.any(String) });
    expect(status.scanned).toBe(status.total);

    const files = await archiveOf(member, id);
    expect(Object.keys(files).sort()).toEqual(Object.keys(PERSONAL_DATA_FILES).sort());
    for (const name of Object.keys(PERSONAL_DATA_FILES)) expect(files['README.txt']).toContain(name);

    const me = await behind.send('GET', '/auth/me', auth(member));
    expect(JSON.parse(files['account.json'])).toMatchObject({
      id: member.id,
      email: member.email,
      first_name: 'Mia',
      last_name: 'Member',
    });
    expect(JSON.parse(files['account.json'])).toEqual(me.json.data);
    expect(JSON.parse(files['profile.json'])).toMatchObject({ id: member.id, first_name: 'Mia' });

    const memberships = JSON.parse(files['memberships.json']);
    expect(memberships).toEqual([
      expect.objectContaining({ network_id: fixture.networkId, network_name: 'Design guild', status: 'joined' }),
    ]);
    expect(memberships[0].history.map((h: { status: string }) => h.status)).toEqual(['invited', 'joined']);
    expect(JSON.parse(files['invitations.json'])).toEqual(memberships);
    const teams = JSON.parse(files['teams.json']);
    expect(teams).toEqual([
      expect.objectContaining({ role: 'member', team: expect.objectContaining({ id: fixture.teamId }) }),
    ]);
    expect(teams[0].membership.specialist_id).toBe(member.id);
    // Another person's private things are not in it: the owner's notes on members, the invitee.
    expect(files['teams.json']).not.toContain(cast.extra.id);

    // Every event of the person's own streams, in log order, and the membership events that name them, redacted.
    const lines = files['events.ndjson']
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const positions = lines.map((l) => BigInt(l.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : 1)));
    const own = [
      ...(await behind.platform.eventsOf(`user-${member.id}`)),
      ...(await behind.platform.eventsOf(`specialist-${member.id}`)),
    ];
    expect(own.length).toBeGreaterThan(2);
    for (const event of own) expect(lines.map((l) => l.id)).toContain(event.id);
    expect(lines.map((l) => l.type)).toEqual(
      expect.arrayContaining([
        'UserRegistered',
        'PasswordSet',
        'SpecialistInvited',
        'InvitationAccepted',
        'PersonalDataExportRequested',
      ]),
    );
    const passwordSet = lines.find((l) => l.type === 'PasswordSet');
    expect(JSON.stringify(passwordSet)).not.toMatch(/scrypt|\$/);
    expect(files['events.ndjson']).not.toContain(cast.stranger.id);

    // The person is told by mail, with the Account page rather than the file.
    const mail = (await queuedMails(behind.platform, member.email)).find(
      (m) => m.subject === 'Your data is ready to download',
    );
    expect(mail?.link).toMatch(/\/stage\/profile\/edit-account$/);
  });

  it('is served only to the person and to the admin who asked for it; anyone else gets 404', async () => {
    const { member, stranger, owner, admin } = cast;
    const mine = (await ask(member)).json.data.id as string;
    await finished(member, mine);
    for (const other of [stranger, owner, admin]) {
      expect((await statusOf(other, mine)).status).toBe(404);
      expect((await behind.send('GET', `/account/data-exports/${mine}/archive`, auth(other))).status).toBe(404);
    }
    expect((await behind.send('GET', `/account/data-exports/${mine}/archive`)).status).toBe(401);

    // An admin may ask for anyone's; the request is the admin's, on the person's account, and the report shows it.
    const byAdmin = await ask(admin, { user_id: stranger.id });
    expect(byAdmin.status).toBe(202);
    const id = byAdmin.json.data.id as string;
    await finished(admin, id);
    expect(JSON.parse((await archiveOf(admin, id))['account.json']).id).toBe(stranger.id);
    expect((await statusOf(stranger, id)).status).toBe(200);
    const requested = (await behind.platform.eventsOf(`user-${stranger.id}`)).find(
      (e) => e.type === 'PersonalDataExportRequested',
    );
    expect(requested).toMatchObject({
      data: { userId: stranger.id, exportId: id, requestedBy: admin.id },
      metadata: { actorId: admin.id },
    });
    await behind.platform.projected(byAdmin.json.position);
    const filter = encodeURIComponent(JSON.stringify({ type: 'PersonalDataExportRequested', target_id: stranger.id }));
    const rows = await vi.waitFor(async () => {
      const answer = await behind.send('GET', `/audit-events?filter=${filter}`, auth(admin));
      expect(answer.json).toHaveLength(1);
      return answer.json;
    });
    expect(rows[0]).toMatchObject({
      actor: { id: admin.id, role: 'admin' },
      action: 'PersonalDataExportRequested',
      target: { type: 'account', id: stranger.id, name: 'Stan Stranger' },
    });
  });

  it('refuses another person’s data to a non-admin, and bad requests, with a 4xx and nothing stored', async () => {
    const { member, stranger } = cast;
    const head = await behind.platform.store.headPosition();
    expect((await ask(member, { user_id: stranger.id })).status).toBe(403);
    expect((await ask(null)).status).toBe(401);
    for (const bad of [{ user_id: 'not-an-id' }, { user_id: 42 }, { other: true }])
      expect((await ask(member, bad)).status).toBe(400);
    const truncated = await behind.send(
      'POST',
      '/account/data-exports',
      { 'content-type': 'application/json', ...auth(member) },
      Buffer.from('{"user_id":"'),
    );
    expect(truncated.status).toBe(400);
    const oversized = await behind.send(
      'POST',
      '/account/data-exports',
      { 'content-type': 'application/json', ...auth(member) },
      Buffer.from(JSON.stringify({ user_id: 'x'.repeat(2_000_000) })),
    );
    expect(oversized.status).toBe(413);
    expect((await ask(stranger, { user_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(403);
    expect(await behind.platform.store.headPosition()).toBe(head);
    expect((await statusOf(member, 'not-a-job')).status).toBe(404);
  });
});
