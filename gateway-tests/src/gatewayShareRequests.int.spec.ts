import request from 'supertest';
import { USER_MAILS_PER_RECIPIENT_PER_HOUR, USER_MAILS_PER_SENDER_PER_HOUR } from '@dth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestClock,
  bearer,
  createEngagementCast,
  engagementTeams,
  queuedMails,
  startProfilePlatform,
  type EngagementCast,
  type EngagementTeams,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';

/*
 * A client answering a shared link (intro, approve, comment) the way their browser reaches it: every
 * request over TCP to the gateway. Refused requests answer 4xx and append nothing; the owner reads the
 * requests, is told in the bell and by mail. Expiry is reached by moving the platform's test clock.
 */
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let cast: EngagementCast;
let teams: EngagementTeams;
const clock = new TestClock(new Date('2026-06-01T09:00:00.000Z'));

async function send(
  method: string,
  path: string,
  options: { user?: TestUser; body?: unknown; raw?: Buffer; headers?: Record<string, string> } = {},
): Promise<GatewayAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.user) headers.authorization = `Bearer ${options.user.token}`;
  if (method === 'GET') headers['x-min-position'] = String(await platform.store.headPosition());
  let body = options.raw;
  if (options.body !== undefined) body = Buffer.from(JSON.stringify(options.body));
  if (body) headers['content-type'] = 'application/json';
  return behind.send(method, path, headers, body);
}

const createLink = async (body: object) => {
  const res = await send('POST', '/share-links', { user: cast.owner, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; token: string };
};
const teamLink = (options: object = {}) =>
  createLink({ target_type: 'team', target_id: teams.team.teamId, mode: 'live', ...options });
async function grantOf(token: string): Promise<string> {
  const res = await send('POST', `/public/share-links/${token}/open`, { body: {} });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.grant as string;
}
const ask = (token: string, grant: string | undefined, body: unknown) =>
  send('POST', `/public/share-links/${token}/requests`, {
    body,
    headers: grant === undefined ? {} : { 'x-share-grant': grant },
  });
const requestsOf = (linkId: string, user: TestUser = cast.owner) =>
  send('GET', `/share-links/${linkId}/requests`, { user });
const errorCode = (res: GatewayAnswer) => res.json?.error?.message_code;
const linkEvents = async (linkId: string) => (await platform.eventsOf(`share-link-${linkId}`)).length;

const client = { name: 'Ada Client', email: 'ada@client.example' };
const intro = (profileId: string) => ({ kind: 'intro', profile_id: profileId, message: 'Free on Monday?', ...client });

beforeAll(async () => {
  // The production mail limits (the test platform's default lifts them).
  behind = await startPlatformBehindGateway(() =>
    startProfilePlatform(
      { clock },
      {
        USER_MAILS_PER_SENDER_PER_HOUR: String(USER_MAILS_PER_SENDER_PER_HOUR),
        USER_MAILS_PER_RECIPIENT_PER_HOUR: String(USER_MAILS_PER_RECIPIENT_PER_HOUR),
      },
    ),
  );
  platform = behind.platform;
  cast = await createEngagementCast(platform);
  teams = await engagementTeams(platform, cast);
  await request(platform.command)
    .put(`/user/specialist/update-account/${cast.member.id}`)
    .set(bearer(cast.member))
    .send({
      first_name: 'Mia',
      last_name: 'Member',
      phone_code: '+61',
      phone_number: '499888777',
      country: 'Australia',
      state: 'Victoria',
      city: 'Fitzroy',
    })
    .expect(200);
}, 120_000);
afterAll(() => behind.stop());

describe('a client answering a shared team', () => {
  it('asks for an intro: 201 with the id only; the owner reads it, is told in the bell and by mail', async () => {
    const link = await teamLink();
    const grant = await grantOf(link.token);
    const made = await ask(link.token, grant, intro(cast.member.id));
    expect(made.status, made.raw.toString()).toBe(201);
    expect(Object.keys(made.json.data)).toEqual(['id']);
    expect(made.headers['cache-control']).toBe('no-store');
    expect(made.headers['referrer-policy']).toBe('no-referrer');

    const read = await requestsOf(link.id);
    expect(read.status).toBe(200);
    expect(read.headers['content-range']).toBe('share-link-requests 0-0/1');
    expect(read.json).toEqual([
      {
        id: made.json.data.id,
        link_id: link.id,
        at: clock.now().toISOString(),
        kind: 'intro',
        profile_id: cast.member.id,
        profile_name: 'Mia Member',
        shown_profile_id: cast.member.id,
        message: 'Free on Monday?',
        name: 'Ada Client',
        email: 'ada@client.example',
      },
    ]);

    await expect
      .poll(async () => {
        const inbox = (await send('GET', '/notifications?range=[0,19]', { user: cast.owner })).json as {
          kind: string;
          record: { id: string };
          detail: Record<string, unknown>;
        }[];
        return inbox.find((n) => n.kind === 'share_link_request' && n.record.id === link.id)?.detail;
      })
      .toMatchObject({ request_kind: 'intro', profile_id: cast.member.id, target_id: teams.team.teamId });
    const mails = (await queuedMails(platform, cast.owner.email)).filter((m) => m.subject.includes('answered'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Ada Client (ada@client.example) asked to be introduced to Mia Member');
    expect(mails[0].text).toContain('Free on Monday?');
  });

  it('an anonymised link: the client names the pseudonym they saw, the owner sees whom it means; the real id names nobody there', async () => {
    const link = await teamLink({ anonymised: true });
    const grant = await grantOf(link.token);
    const shown = await send('GET', `/public/share-links/${link.token}/content`, {
      headers: { 'x-share-grant': grant },
    });
    const pseudonym = shown.json.data.members[0].id as string;
    expect(pseudonym).not.toBe(cast.member.id);
    const made = await ask(link.token, grant, intro(pseudonym));
    expect(made.status, made.raw.toString()).toBe(201);
    expect(made.raw.toString()).not.toContain(cast.member.id);
    expect((await requestsOf(link.id)).json[0]).toMatchObject({
      profile_id: cast.member.id,
      profile_name: 'Mia Member',
      shown_profile_id: pseudonym,
    });
    const before = await linkEvents(link.id);
    const real = await ask(link.token, grant, intro(cast.member.id));
    expect([real.status, errorCode(real)]).toEqual([404, 'shareLink.profileNotInTeam']);
    expect(await linkEvents(link.id)).toBe(before);
  });

  it('approves and comments without naming anyone; a frozen link takes requests too', async () => {
    const link = await teamLink({ mode: 'frozen' });
    const grant = await grantOf(link.token);
    // A minute apart, so the newest-first list has one order.
    expect((await ask(link.token, grant, { kind: 'approve', ...client })).status).toBe(201);
    clock.advance(60_000);
    expect((await ask(link.token, grant, { kind: 'comment', message: 'Add a designer?', ...client })).status).toBe(201);
    clock.advance(60_000);
    expect((await ask(link.token, grant, intro(cast.member.id))).status).toBe(201);
    const read = (await requestsOf(link.id)).json as { kind: string; message: string; profile_id: string | null }[];
    expect(read.map((r) => [r.kind, r.message, r.profile_id])).toEqual([
      ['intro', 'Free on Monday?', cast.member.id],
      ['comment', 'Add a designer?', null],
      ['approve', '', null],
    ]);
  });

  it('refuses bad input with the field and its code, and appends nothing', async () => {
    const link = await teamLink();
    const grant = await grantOf(link.token);
    const before = await linkEvents(link.id);
    const cases: [unknown, number, string, string | undefined][] = [
      [
        { kind: 'intro', profile_id: cast.member.id, email: client.email },
        400,
        'name',
        'shareLink.requestNameRequired',
      ],
      [{ ...client, kind: 'hire' }, 400, 'kind', 'shareLink.requestKindInvalid'],
      [{ ...client }, 400, 'kind', 'shareLink.requestKindInvalid'],
      [{ kind: 'approve', name: 'Ada', email: 'not-an-address' }, 400, 'email', 'account.emailInvalid'],
      [{ kind: 'approve', name: 'Ada' }, 400, 'email', undefined],
      [{ kind: 'comment', ...client }, 400, 'message', 'shareLink.requestMessageRequired'],
      [{ kind: 'comment', message: 'x'.repeat(1001), ...client }, 400, 'message', 'shareLink.requestMessageTooLong'],
      [{ kind: 'approve', name: 'x'.repeat(261), email: client.email }, 400, 'name', 'shareLink.requestNameRequired'],
      [{ kind: 'intro', ...client }, 400, 'profile_id', 'shareLink.requestProfileRequired'],
      [{ kind: 'approve', role: 'admin', ...client }, 400, '_', undefined],
    ];
    for (const [body, status, field, code] of cases) {
      const res = await ask(link.token, grant, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json.error.fields ?? {}), JSON.stringify(res.json)).toContain(field);
      if (code) expect(res.json.error.field_codes[field]).toBe(code);
    }
    // A person who is not on the team (the owner's other specialist): as unknown as any other id.
    const foreign = await ask(link.token, grant, intro(cast.extra.id));
    expect([foreign.status, errorCode(foreign)]).toEqual([404, 'shareLink.profileNotInTeam']);
    const truncated = await send('POST', `/public/share-links/${link.token}/requests`, {
      raw: Buffer.from('{"kind": "approve", "na'),
      headers: { 'x-share-grant': grant },
    });
    expect(truncated.status).toBe(400);
    const oversized = await send('POST', `/public/share-links/${link.token}/requests`, {
      raw: Buffer.from(JSON.stringify({ kind: 'comment', message: 'x'.repeat(2 * 1024 * 1024), ...client })),
      headers: { 'x-share-grant': grant },
    });
    expect(oversized.status).toBe(413);
    expect(await linkEvents(link.id)).toBe(before);
    expect((await requestsOf(link.id)).json).toEqual([]);
  });
});

describe('the link’s rules', () => {
  it('without a grant, or with another link’s: 403 shareLink.grantRequired; an unknown token 404', async () => {
    const link = await teamLink();
    const other = await teamLink();
    const otherGrant = await grantOf(other.token);
    await grantOf(link.token);
    const before = await linkEvents(link.id);
    for (const grant of [undefined, '', 'made-up', otherGrant]) {
      const res = await ask(link.token, grant, { kind: 'approve', ...client });
      expect([res.status, errorCode(res)], String(grant)).toEqual([403, 'shareLink.grantRequired']);
    }
    const unknown = await ask('A'.repeat(24), otherGrant, { kind: 'approve', ...client });
    expect([unknown.status, errorCode(unknown)]).toEqual([404, 'shareLink.notFound']);
    expect(await linkEvents(link.id)).toBe(before);
  });

  it('revoked: 410 shareLink.revoked, even with a grant given before', async () => {
    const link = await teamLink();
    const grant = await grantOf(link.token);
    expect((await send('POST', `/share-links/${link.id}/revoke`, { user: cast.owner, body: {} })).status).toBe(200);
    const before = await linkEvents(link.id);
    const res = await ask(link.token, grant, { kind: 'approve', ...client });
    expect([res.status, errorCode(res)]).toEqual([410, 'shareLink.revoked']);
    expect(await linkEvents(link.id)).toBe(before);
  });

  it('expired by the clock: 410 shareLink.expired', async () => {
    const link = await teamLink({ expires_at: new Date(clock.now().getTime() + 3600_000).toISOString() });
    const grant = await grantOf(link.token);
    clock.advance(3600_000 + 1000);
    const before = await linkEvents(link.id);
    const res = await ask(link.token, grant, { kind: 'approve', ...client });
    expect([res.status, errorCode(res)]).toEqual([410, 'shareLink.expired']);
    expect(await linkEvents(link.id)).toBe(before);
  });

  it('five requests an hour per client and link, then 429 shareLink.tooManyRequests; refused ones count nothing', async () => {
    const link = await teamLink();
    const grant = await grantOf(link.token);
    // Refused requests take nothing from the limit.
    for (let i = 0; i < 6; i++) expect((await ask(link.token, grant, { kind: 'comment', ...client })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await ask(link.token, grant, { kind: 'approve', ...client })).status).toBe(201);
    const before = await linkEvents(link.id);
    const sixth = await ask(link.token, grant, { kind: 'approve', ...client });
    expect([sixth.status, errorCode(sixth)]).toEqual([429, 'shareLink.tooManyRequests']);
    expect(sixth.headers['retry-after']).toMatch(/^\d+$/);
    expect(await linkEvents(link.id)).toBe(before);
    // Another link is counted apart.
    const other = await teamLink();
    expect((await ask(other.token, await grantOf(other.token), { kind: 'approve', ...client })).status).toBe(201);
  });

  // The suite's requests before this one already made more than 5 mails to the owner this hour.
  it('the mail limits hold: past 5 mails an hour to the owner, the request still answers 201, the mail is withheld and recorded', async () => {
    const link = await teamLink();
    const grant = await grantOf(link.token);
    for (let i = 0; i < 5; i++) expect((await ask(link.token, grant, { kind: 'approve', ...client })).status).toBe(201);
    const mails = (await queuedMails(platform, cast.owner.email)).filter((m) => m.subject.includes('answered'));
    expect(mails).toHaveLength(USER_MAILS_PER_RECIPIENT_PER_HOUR);
    const [made] = (await platform.eventsOf(`share-link-${link.id}`)).filter((e) => e.type === 'ShareLinkRequestMade');
    const withheld = await platform.eventsOf(`mail-withheld-visitor-${String(made.data.ipHash)}`);
    expect(withheld.map((e) => [e.data.kind, e.data.because])).toContainEqual([
      'share-link-request',
      'recipient-limit',
    ]);
  });

  it('the owner’s read: 401 without a token, 404 for another owner or a specialist (as the link itself), any request for an admin', async () => {
    const link = await teamLink();
    expect((await send('GET', `/share-links/${link.id}/requests`)).status).toBe(401);
    for (const user of [cast.otherOwner, cast.member]) {
      const res = await requestsOf(link.id, user);
      expect([res.status, errorCode(res)]).toEqual([404, 'shareLink.linkNotFound']);
    }
    expect((await requestsOf(link.id, cast.admin)).status).toBe(200);
    expect((await requestsOf('f'.repeat(32))).status).toBe(404);
  });
});
