import { readFileSync, existsSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileOf } from '@dth/infrastructure';
import {
  TestClock,
  bearer,
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  queuedMails,
  staffTeam,
  startProfilePlatform,
  validBilling,
  validCertificate,
  validProject,
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
 * Share links the way a visitor's browser and the owner's app reach them: every request over TCP
 * to the gateway (GET to the query API, the rest to the command API). Time is the platform's test
 * clock: expiry is reached by moving it, never by sleeping.
 */
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let cast: EngagementCast;
let teams: EngagementTeams;
const clock = new TestClock(new Date('2026-06-01T09:00:00.000Z'));

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function send(
  method: string,
  path: string,
  options: { user?: TestUser; body?: unknown; headers?: Record<string, string> } = {},
): Promise<GatewayAnswer> {
  const headers: Record<string, string> = { 'user-agent': CHROME, ...options.headers };
  if (options.user) headers.authorization = `Bearer ${options.user.token}`;
  if (method === 'GET') headers['x-min-position'] = String(await platform.store.headPosition());
  let body: Buffer | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(options.body));
  }
  return behind.send(method, path, headers, body);
}

const createLink = async (user: TestUser, body: object) => {
  const res = await send('POST', '/share-links', { user, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; token: string; [k: string]: unknown };
};
const gate = (token: string) => send('GET', `/public/share-links/${token}`);
const open = (token: string, body: object = {}, headers: Record<string, string> = {}) =>
  send('POST', `/public/share-links/${token}/open`, { body, headers });
const content = (token: string, grant?: string) =>
  send('GET', `/public/share-links/${token}/content`, { headers: grant ? { 'x-share-grant': grant } : {} });
const memberProfile = (token: string, grant: string, profileId: string) =>
  send('GET', `/public/share-links/${token}/profiles/${profileId}`, { headers: { 'x-share-grant': grant } });
async function grantOf(token: string, body: object = {}): Promise<string> {
  const res = await open(token, body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.grant as string;
}
const errorCode = (res: GatewayAnswer) => res.json?.error?.message_code;
const asMember = () => request(platform.command);

beforeAll(async () => {
  behind = await startPlatformBehindGateway(() => startProfilePlatform({ clock }));
  platform = behind.platform;
  cast = await createEngagementCast(platform);
  teams = await engagementTeams(platform, cast);
  // The team member's profile, with everything private a profile holds: phone, address, billing, answers.
  const member = bearer(cast.member);
  await asMember()
    .put(`/user/update-user/${cast.member.id}`)
    .set(member)
    .send({ specialist: { industry_title: 'Product Engineer' } })
    .expect(200);
  await asMember()
    .post(`/user/specialist/add-skills/${cast.member.id}`)
    .set(member)
    .send({ skills: [1, 2] })
    .expect(200);
  await asMember()
    .post(`/user/specialist/add-language/${cast.member.id}`)
    .set(member)
    .send({ languages: [1] })
    .expect(200);
  await asMember()
    .post(`/user/specialist/experience-level/${cast.member.id}`)
    .set(member)
    .send({ experience_level_id: 3 })
    .expect(200);
  await asMember()
    .post(`/user/specialist/add-about/${cast.member.id}`)
    .set(member)
    .send({ description: 'I build checkouts.' })
    .expect(200);
  await asMember()
    .post(`/user/specialist/add-certificate/${cast.member.id}`)
    .set(member)
    .send({ certificate: validCertificate })
    .expect(200);
  await asMember()
    .post(`/user/specialist/add-project/${cast.member.id}`)
    .set(member)
    .send({ project: validProject })
    .expect(200);
  await asMember()
    .put(`/user/specialist/update-account/${cast.member.id}`)
    .set(member)
    .send({
      first_name: 'Mia',
      last_name: 'member',
      phone_code: '+61',
      phone_number: '499888777',
      country: 'Australia',
      state: 'Victoria',
      city: 'Fitzroy',
    })
    .expect(200);
  await asMember()
    .put(`/user/specialist/update-account/${cast.member.id}`)
    .set(member)
    .send({ billing_profile: validBilling })
    .expect(200);
  await asMember()
    .put(`/user/specialist/update-videoask/${cast.member.id}`)
    .set(member)
    .send({
      video_ask: [
        {
          question_id: 'about-me',
          type: 'video',
          media_url: '/media/answers/secret.webm',
          thumbnail: '/media/answers/secret.jpg',
        },
      ],
    })
    .expect(200);
  await asMember()
    .post(`/user/specialist/add-skills/${cast.extra.id}`)
    .set(bearer(cast.extra))
    .send({ skills: [3] })
    .expect(200);
}, 120_000);
afterAll(() => behind.stop());

/** Everything private about the people involved: none of it may appear in any public answer. */
const PRIVATE = () => [
  cast.member.email,
  cast.owner.email,
  cast.owner.id,
  '499888777',
  'Fitzroy',
  'Victoria',
  validBilling.account_number,
  validBilling.company_abn,
  validBilling.bank_name,
  'secret.webm',
  'secret.jpg',
  'billing',
  'phone',
  'email',
  'allocation',
  'collaborator',
  'Acme Retail',
  teams.team.teamId,
  teams.team.networkId,
];
function expectNothingPrivate(res: GatewayAnswer) {
  const text = res.raw.toString();
  for (const secret of PRIVATE()) expect(text, secret).not.toContain(secret);
}
function expectPublicHeaders(res: GatewayAnswer) {
  expect(res.headers['x-robots-tag']).toContain('noindex');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['set-cookie']).toBeUndefined();
}

/** Mia's card and profile as the team link shows them (skills 1, 2; one language; experienced). */
const miaCard = (skills: { id: number; title: string }[]) => ({
  id: cast.member.id,
  first_name: 'Mia',
  last_name: 'member',
  avatar: null,
  role_title: 'Lead engineer',
  industry_title: 'Product Engineer',
  experience_level_id: 3,
  experience_level: 'Experienced',
  country: 'Australia',
  top_skills: skills,
  languages: [{ id: 1, title: expect.any(String), code: expect.stringMatching(/^[a-z]{2}$/) }],
});
const JS_TS = [
  { id: 1, title: 'JavaScript' },
  { id: 2, title: 'TypeScript' },
];

describe('a live team link', () => {
  it('is created by the owner with a long random token; a visitor checks it, opens it and reads the team; nothing private, public headers everywhere', async () => {
    const link = await createLink(cast.owner, { target_type: 'team', target_id: teams.team.teamId, mode: 'live' });
    expect(link).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      url: `/stage/shared-team/${link.token}`,
      target_type: 'team',
      target_id: teams.team.teamId,
      target_name: 'Checkout squad',
      mode: 'live',
      frozen_position: null,
      expires_at: null,
      has_passcode: false,
      allowed_emails: [],
      max_views: null,
      views: 0,
      last_opened_at: null,
      anonymised: false,
      show_budget: false,
      show_rates: false,
      notify_on_first_open: false,
      status: 'active',
      created_at: clock.now().toISOString(),
      created_by: cast.owner.id,
    });
    expect(Buffer.from(link.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const checked = await gate(link.token);
    expect(checked.json).toEqual({ target_type: 'team', gate: 'none', status: 'active', expires_at: null });
    expectPublicHeaders(checked);
    const opened = await open(link.token, {}, { authorization: `Bearer ${cast.owner.token}` });
    expect(opened.status).toBe(200);
    expect(opened.json).toEqual({
      data: {
        grant: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: new Date(clock.now().getTime() + 3600_000).toISOString(),
      },
    });
    expectPublicHeaders(opened);

    const read = await content(link.token, opened.json.data.grant);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      target_type: 'team',
      mode: 'live',
      frozen_at: null,
      anonymised: false,
      shared_by: null,
      data: { name: 'Checkout squad', purpose: '', members: [miaCard(JS_TS)] },
    });
    expectPublicHeaders(read);
    expectNothingPrivate(read);

    const profile = await memberProfile(link.token, opened.json.data.grant, cast.member.id);
    expect(profile.json).toEqual({
      mode: 'live',
      frozen_at: null,
      anonymised: false,
      shared_by: null,
      data: {
        id: cast.member.id,
        first_name: 'Mia',
        last_name: 'member',
        avatar: null,
        industry_title: 'Product Engineer',
        professional_experience_info: 'I build checkouts.',
        experience_level_id: 3,
        experience_level: 'Experienced',
        country: 'Australia',
        skills: JS_TS,
        languages: [{ id: 1, title: expect.any(String), code: expect.stringMatching(/^[a-z]{2}$/) }],
        industries: [],
        project_types: [],
        practitioner_group: null,
        educations: [
          {
            degree: 'BSc',
            name: 'Computer Science',
            specialisation: 'UNSW',
            started_at: 2015,
            finished_at: 2018,
            description: 'Honours',
          },
        ],
        work_experiences: [
          {
            name: 'Acme',
            position: 'Lead Engineer',
            started_at: 2019,
            finished_at: 2022,
            description: 'Payments',
            city: 'Sydney',
            country: 'Australia',
          },
        ],
      },
    });
    expectPublicHeaders(profile);
    expectNothingPrivate(profile);
    // Someone outside the team is not reachable through the link, even with a valid grant.
    expect((await memberProfile(link.token, opened.json.data.grant, cast.stranger.id)).status).toBe(404);
    expect(errorCode(await memberProfile(link.token, opened.json.data.grant, cast.extra.id))).toBe(
      'shareLink.profileNotInTeam',
    );
  });

  it('answers 404 for unknown and malformed tokens and for a team id in the token’s place; content needs a grant of this link (403)', async () => {
    for (const token of ['A'.repeat(24), 'short', teams.team.teamId]) {
      const res = await gate(token);
      expect(res.status, token).toBe(404);
      expectPublicHeaders(res);
      expect((await open(token)).status, token).toBe(404);
    }
    // An encoded slash is refused by the gateway before it could resolve the path elsewhere.
    for (const res of [await gate('..%2F..'), await open('..%2F..')]) {
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('bad_request');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    const a = await createLink(cast.owner, { target_type: 'team', target_id: teams.team.teamId, mode: 'live' });
    const b = await createLink(cast.owner, { target_type: 'team', target_id: teams.team.teamId, mode: 'live' });
    const grantOfB = await grantOf(b.token);
    for (const grant of [undefined, 'not-a-grant', grantOfB]) {
      const res = await content(a.token, grant);
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('shareLink.grantRequired');
      expectPublicHeaders(res);
    }
  });
});

describe('the public pages themselves', () => {
  it('are served with noindex and no-referrer; other app pages keep the usual referrer policy', async () => {
    for (const page of [
      '/stage/shared-team/abc',
      '/stage/shared-team/abc/def',
      '/stage/shared-project/abc',
      '/stage/shared-profile/abc',
    ]) {
      const res = await behind.send('GET', page);
      expect(res.headers['x-robots-tag'], page).toContain('noindex');
      expect(res.headers['referrer-policy'], page).toBe('no-referrer');
    }
    const login = await behind.send('GET', '/stage/login');
    expect(login.headers['x-robots-tag']).toBeUndefined();
    expect(login.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('frozen and live links after the team and a profile change', () => {
  it('the frozen link keeps the old members and old skills; the live link shows the new state', async () => {
    const owner = bearer(cast.owner);
    const team = await request(platform.command)
      .post('/teams')
      .set(owner)
      .send({ network_id: teams.team.networkId, name: 'Frozen squad', purpose: 'Before' })
      .expect(201);
    const teamId = team.body.id as string;
    await staffTeam(platform, cast.owner, teamId, cast.member, {
      role_title: 'Lead engineer',
      allocation_days: 3,
      over_allocate: true,
    });
    const frozen = await createLink(cast.owner, { target_type: 'team', target_id: teamId, mode: 'frozen' });
    const live = await createLink(cast.owner, { target_type: 'team', target_id: teamId, mode: 'live' });
    expect(frozen.frozen_position).toMatch(/^\d+$/);

    // Afterwards: a new member, a new purpose, and Mia's skills change.
    await request(platform.command).put(`/teams/${teamId}`).set(owner).send({ purpose: 'After' }).expect(200);
    await staffTeam(platform, cast.owner, teamId, cast.extra, {
      role_title: 'Analyst',
      allocation_days: 2,
      over_allocate: true,
    });
    await asMember()
      .post(`/user/specialist/add-skills/${cast.member.id}`)
      .set(bearer(cast.member))
      .send({ skills: [3] })
      .expect(200);
    // The read waits for the change (X-Min-Position, as the owner's browser sends it) before answering.
    const afterChange = await content(live.token, await grantOf(live.token));
    expect(afterChange.headers['x-position-reached']).toBe('true');
    const [skill3] = afterChange.json.data.members[0].top_skills;

    const frozenGrant = await grantOf(frozen.token);
    const before = await content(frozen.token, frozenGrant);
    expect(before.json).toEqual({
      target_type: 'team',
      mode: 'frozen',
      frozen_at: frozen.created_at,
      anonymised: false,
      shared_by: null,
      data: { name: 'Frozen squad', purpose: 'Before', members: [miaCard(JS_TS)] },
    });
    expectNothingPrivate(before);
    // Read again (now from the cache): the same.
    expect((await content(frozen.token, frozenGrant)).json).toEqual(before.json);
    expect((await memberProfile(frozen.token, frozenGrant, cast.member.id)).json.data.skills).toEqual(JS_TS);
    expect((await memberProfile(frozen.token, frozenGrant, cast.extra.id)).status).toBe(404);

    const now = await content(live.token, await grantOf(live.token));
    expect(now.json.data.purpose).toBe('After');
    expect(now.json.data.members.map((m: { id: string }) => m.id)).toEqual([cast.member.id, cast.extra.id]);
    expect(now.json.data.members[0].top_skills).toEqual([skill3]);
    expect(skill3.id).toBe(3);
    expect((await memberProfile(live.token, await grantOf(live.token), cast.extra.id)).status).toBe(200);
  });
});

describe('a project link', () => {
  it('shows brief, type, dates, the team’s cards and the DPD milestones, the budget only when ticked; a frozen one keeps the old brief', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const hidden = await createLink(cast.owner, { target_type: 'project', target_id: f.projectId, mode: 'live' });
    const shown = await createLink(cast.owner, {
      target_type: 'project',
      target_id: f.projectId,
      mode: 'frozen',
      show_budget: true,
    });
    const read = await content(hidden.token, await grantOf(hidden.token));
    expect(read.json).toEqual({
      target_type: 'project',
      mode: 'live',
      frozen_at: null,
      anonymised: false,
      shared_by: null,
      data: {
        name: 'Checkout rebuild',
        brief: 'Rebuild the checkout in six weeks.',
        engagement_type: 'DPD',
        project_type: { id: 1, title: expect.any(String) },
        start_date: '2026-03-01',
        end_date: '2026-04-30',
        status: 'draft',
        team: { name: 'Checkout squad', members: [miaCard(expect.any(Array))] },
        milestones: [
          { title: 'Discovery', due_date: '2026-03-15', status: 'todo' },
          { title: 'Launch', due_date: '2026-04-30', status: 'todo' },
        ],
      },
    });
    expectNothingPrivate(read);
    expect(read.raw.toString()).not.toContain('48000');

    await request(platform.command)
      .put(`/projects/${f.projectId}`)
      .set(bearer(cast.owner))
      .send({ brief: 'A new brief' })
      .expect(200);
    const frozenRead = await content(shown.token, await grantOf(shown.token));
    expect(frozenRead.json.data).toMatchObject({
      brief: 'Rebuild the checkout in six weeks.',
      budget: { amount: 48000, currency: 'AUD' },
    });
    expect(frozenRead.json.data.team.members.map((m: { id: string }) => m.id)).toEqual([cast.member.id]);
    expect((await content(hidden.token, await grantOf(hidden.token))).json.data.brief).toBe('A new brief');
    expect(shown.url).toBe(`/stage/shared-project/${shown.token}`);
  });
});

describe('a profile link', () => {
  it('a specialist shares their own profile; the visitor sees the public profile only', async () => {
    const link = await createLink(cast.member, {
      target_type: 'profile',
      target_id: cast.member.id,
      mode: 'live',
      anonymised: true,
    });
    expect(link).toMatchObject({ url: `/stage/shared-profile/${link.token}`, target_name: 'Mia Member' });
    const read = await content(link.token, await grantOf(link.token));
    expect(read.json).toMatchObject({
      target_type: 'profile',
      anonymised: true,
      data: { id: expect.stringMatching(/^[0-9a-f]{32}$/), first_name: 'Mia', last_name: 'M.', avatar: null },
    });
    expect(read.raw.toString()).not.toContain(cast.member.id);
    expect(Object.keys(read.json.data).sort()).toEqual([
      'avatar',
      'country',
      'educations',
      'experience_level',
      'experience_level_id',
      'first_name',
      'id',
      'industries',
      'industry_title',
      'languages',
      'last_name',
      'practitioner_group',
      'professional_experience_info',
      'project_types',
      'skills',
      'work_experiences',
    ]);
    expectNothingPrivate(read);
  });

  it('a frozen profile link keeps the profile as it was; its own id is its only profile page', async () => {
    const link = await createLink(cast.extra, { target_type: 'profile', target_id: cast.extra.id, mode: 'frozen' });
    await asMember()
      .post(`/user/specialist/add-skills/${cast.extra.id}`)
      .set(bearer(cast.extra))
      .send({ skills: [4, 5] })
      .expect(200);
    const grant = await grantOf(link.token);
    const read = await content(link.token, grant);
    expect(read.json).toMatchObject({
      target_type: 'profile',
      mode: 'frozen',
      frozen_at: link.created_at,
      data: { id: cast.extra.id },
    });
    expect(read.json.data.skills.map((x: { id: number }) => x.id)).toEqual([3]);
    expect(
      (await memberProfile(link.token, grant, cast.extra.id)).json.data.skills.map((x: { id: number }) => x.id),
    ).toEqual([3]);
    expect((await memberProfile(link.token, grant, cast.member.id)).status).toBe(404);
  });
});

describe('options: expiry, revoke, passcode, email gate, view limit, anonymised', () => {
  const teamLink = (options: object = {}, user: TestUser = cast.owner) =>
    createLink(user, { target_type: 'team', target_id: teams.team.teamId, mode: 'live', ...options });

  it('expires by the clock: 410 shareLink.expired for the page, a new open and a grant given before; extending opens it again', async () => {
    const link = await teamLink({ expires_at: new Date(clock.now().getTime() + 3600_000).toISOString() });
    const grant = await grantOf(link.token);
    expect((await open(link.token)).json.data.expires_at).toBe(
      new Date(clock.now().getTime() + 3600_000).toISOString(),
    );
    clock.advance(2 * 3600_000);
    try {
      for (const res of [await gate(link.token), await open(link.token), await content(link.token, grant)]) {
        expect(res.status).toBe(410);
        expect(errorCode(res)).toBe('shareLink.expired');
        expectPublicHeaders(res);
      }
      expect((await send('GET', `/share-links/${link.id}`, { user: cast.owner })).json.status).toBe('expired');
      const extended = await send('POST', `/share-links/${link.id}/extend`, {
        user: cast.owner,
        body: { expires_at: null },
      });
      expect(extended.json).toMatchObject({ status: 'active', expires_at: null });
      expect((await gate(link.token)).status).toBe(200);
      const past = await send('POST', `/share-links/${link.id}/extend`, {
        user: cast.owner,
        body: { expires_at: '2020-01-01T00:00:00Z' },
      });
      expect([past.status, past.json.error.field_codes]).toEqual([400, { expires_at: 'shareLink.expiryInPast' }]);
    } finally {
      clock.advance(-2 * 3600_000);
    }
  });

  it('revokes: 410 shareLink.revoked at once, also for grants already given; a second revoke is 409', async () => {
    const link = await teamLink();
    const grant = await grantOf(link.token);
    const revoked = await send('POST', `/share-links/${link.id}/revoke`, { user: cast.owner, body: {} });
    expect(revoked.json).toMatchObject({ id: link.id, status: 'revoked' });
    for (const res of [await gate(link.token), await open(link.token), await content(link.token, grant)]) {
      expect([res.status, errorCode(res)]).toEqual([410, 'shareLink.revoked']);
    }
    expect((await send('POST', `/share-links/${link.id}/revoke`, { user: cast.owner, body: {} })).status).toBe(409);
  });

  it('passcode: only a scrypt hash is stored (the SQLite file never holds the passcode); missing or wrong is 403; 5 wrong ones make it 429', async () => {
    const passcode = 'lighthouse-7731';
    const link = await teamLink({ passcode });
    expect(link.has_passcode).toBe(true);
    expect(JSON.stringify(link)).not.toContain('scrypt');
    const [created] = await platform.eventsOf(`share-link-${link.id}`);
    expect(created.data.passcodeHash).toMatch(/^scrypt\$/);
    const file = sqliteFileOf(platform.env);
    const bytes = Buffer.concat([file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f)));
    expect(bytes.includes(Buffer.from((created.data.passcodeHash as string).split('$')[5]))).toBe(true);
    expect(bytes.includes(Buffer.from(passcode))).toBe(false);
    expect(JSON.stringify((await send('GET', `/share-links/${link.id}`, { user: cast.owner })).json)).not.toContain(
      'scrypt',
    );

    expect((await gate(link.token)).json.gate).toBe('passcode');
    expect(errorCode(await open(link.token))).toBe('shareLink.passcodeRequired');
    const wrong = await open(link.token, { passcode: 'lighthouse-7730' });
    expect([wrong.status, errorCode(wrong)]).toEqual([403, 'shareLink.wrongPasscode']);
    expect((await open(link.token, { passcode })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await open(link.token, { passcode: `nope-${i}` })).status).toBe(403);
    const locked = await open(link.token, { passcode });
    expect([locked.status, errorCode(locked)]).toEqual([429, 'shareLink.tooManyAttempts']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('email gate: a code is mailed only to an allowed address, works once, and the open logs that address', async () => {
    const link = await teamLink({ allowed_emails: ['Client@Example.com'] });
    expect(link.allowed_emails).toEqual(['client@example.com']);
    expect((await gate(link.token)).json.gate).toBe('email');
    const stranger = 'nobody-' + link.id + '@example.com';
    expect(
      (await send('POST', `/public/share-links/${link.token}/email-code`, { body: { email: stranger } })).status,
    ).toBe(202);
    expect(await queuedMails(platform, stranger)).toEqual([]);
    const asked = await send('POST', `/public/share-links/${link.token}/email-code`, {
      body: { email: 'client@example.com' },
    });
    expect([asked.status, asked.json]).toEqual([202, { data: { sent: true } }]);
    expectPublicHeaders(asked);
    // The mail is queued after the answer (every address answers alike, and at once).
    const mailsOfLink = async () =>
      (await queuedMails(platform, 'client@example.com')).filter((mail) => mail.text.includes(link.token));
    await expect.poll(async () => (await mailsOfLink()).length, { timeout: 5_000 }).toBe(1);
    const mails = await mailsOfLink();
    const code = /is (\d{6})\./.exec(mails[0].text)![1];

    expect(errorCode(await open(link.token))).toBe('shareLink.codeRequired');
    expect(
      errorCode(await open(link.token, { email: 'client@example.com', code: code === '000000' ? '000001' : '000000' })),
    ).toBe('shareLink.wrongCode');
    expect((await open(link.token, { email: 'client@example.com', code })).status).toBe(200);
    expect(errorCode(await open(link.token, { email: 'client@example.com', code }))).toBe('shareLink.wrongCode');

    const log = await send(
      'GET',
      `/share-link-opens?filter=${encodeURIComponent(JSON.stringify({ link_id: link.id }))}`,
      { user: cast.owner },
    );
    expect(log.json).toEqual([
      {
        id: expect.any(String),
        link_id: link.id,
        at: clock.now().toISOString(),
        viewer_email: 'client@example.com',
        user_agent_family: 'Chrome',
        ip_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
        kind: 'page',
      },
    ]);
    expect(log.headers['content-range']).toBe('share-link-opens 0-0/1');
  });

  it('email gate: the code comes in the visitor’s language (the page’s, else Accept-Language’s); an unknown one is refused', async () => {
    const link = await teamLink({ allowed_emails: ['zh@example.com', 'fr@example.com'] });
    const mailsTo = async (address: string) =>
      (await queuedMails(platform, address)).filter((mail) => mail.text.includes(link.token));
    const path = `/public/share-links/${link.token}/email-code`;
    const refused = await send('POST', path, { body: { email: 'zh@example.com', locale: 'xx' } });
    expect(refused.status).toBe(400);
    expect((await send('POST', path, { body: { email: 'zh@example.com', locale: 'zh' } })).status).toBe(202);
    const asked = await send('POST', path, {
      body: { email: 'fr@example.com' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
    });
    expect(asked.status).toBe(202);
    await expect.poll(async () => (await mailsTo('zh@example.com')).length, { timeout: 5_000 }).toBe(1);
    await expect.poll(async () => (await mailsTo('fr@example.com')).length, { timeout: 5_000 }).toBe(1);
    const [zh] = await mailsTo('zh@example.com');
    expect(zh.text).toMatch(/的验证码是 \d{6}。/);
    const [fr] = await mailsTo('fr@example.com');
    expect(fr.text).toMatch(/est \d{6}\. Il sert une fois/);
  });

  it('view limit: opens count up to max_views, then 410 shareLink.exhausted; a grant already given still reads', async () => {
    const link = await teamLink({ max_views: 2 });
    await grantOf(link.token);
    const grant = await grantOf(link.token);
    const third = await open(link.token);
    expect([third.status, errorCode(third)]).toEqual([410, 'shareLink.exhausted']);
    expect(errorCode(await gate(link.token))).toBe('shareLink.exhausted');
    expect((await content(link.token, grant)).status).toBe(200);
    expect((await send('GET', `/share-links/${link.id}`, { user: cast.owner })).json).toMatchObject({
      views: 2,
      status: 'exhausted',
      last_opened_at: clock.now().toISOString(),
    });
  });

  it('anonymised: first name and last initial, no avatar, on the team and the member’s profile', async () => {
    const link = await teamLink({ anonymised: true });
    const grant = await grantOf(link.token);
    const read = await content(link.token, grant);
    const pseudonym = read.json.data.members[0].id;
    expect(read.json.data.members).toEqual([
      { ...miaCard(JS_TS), id: pseudonym, last_name: 'M.', top_skills: expect.any(Array) },
    ]);
    expect(read.raw.toString()).not.toContain('member"');
    expect((await memberProfile(link.token, grant, pseudonym)).json.data).toMatchObject({
      id: pseudonym,
      first_name: 'Mia',
      last_name: 'M.',
      avatar: null,
    });
  });

  it('logs each open with the browser family and a salted hash, never the raw IP; the owner gets one mail on the first open', async () => {
    const link = await teamLink({ notify_on_first_open: true });
    await grantOf(link.token);
    await grantOf(link.token);
    const events = await platform.eventsOf(`share-link-${link.id}`);
    const opens = events.filter((e) => e.type === 'ShareLinkOpened');
    expect(opens.map((e) => [e.data.firstOpen, e.data.userAgentFamily, e.data.viewerEmail])).toEqual([
      [true, 'Chrome', null],
      [false, 'Chrome', null],
    ]);
    expect(opens[0].data.ipHash).toMatch(/^[0-9a-f]{64}$/);
    for (const e of opens) expect(JSON.stringify([e.data, e.metadata])).not.toMatch(/127\.0\.0\.1|::1/);
    const mails = (await queuedMails(platform, cast.owner.email)).filter((mail) => mail.link?.includes(link.token));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Checkout squad');
  });
});

describe('the owner’s lists (ra-data-simple-rest)', () => {
  it('filters a target’s links by status and mode, sorts by views, pages with Content-Range; the access log sorts by time', async () => {
    const owner = bearer(cast.owner);
    const team = await request(platform.command)
      .post('/teams')
      .set(owner)
      .send({ network_id: teams.team.networkId, name: 'Listed squad' })
      .expect(201);
    const target = { target_type: 'team', target_id: team.body.id };
    const a = await createLink(cast.owner, { ...target, mode: 'live' });
    const b = await createLink(cast.owner, { ...target, mode: 'frozen' });
    const c = await createLink(cast.owner, { ...target, mode: 'live' });
    await send('POST', `/share-links/${c.id}/revoke`, { user: cast.owner, body: {} });
    await grantOf(b.token);
    clock.advance(60_000);
    await grantOf(b.token);
    clock.advance(-60_000);
    await grantOf(a.token);
    const q = (params: Record<string, unknown>) =>
      Object.entries(params)
        .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
        .join('&');
    const list = (params: Record<string, unknown>) => send('GET', `/share-links?${q(params)}`, { user: cast.owner });

    const all = await list({ filter: target, sort: ['views', 'DESC'] });
    expect(all.json.map((l: { id: string }) => l.id)).toEqual([b.id, a.id, c.id]);
    expect(all.headers['content-range']).toBe('share-links 0-2/3');
    expect(all.json.map((l: { target_name: string }) => l.target_name)).toEqual([
      'Listed squad',
      'Listed squad',
      'Listed squad',
    ]);
    expect((await list({ filter: { ...target, status: 'revoked' } })).json.map((l: { id: string }) => l.id)).toEqual([
      c.id,
    ]);
    expect((await list({ filter: { ...target, mode: 'frozen' } })).json.map((l: { id: string }) => l.id)).toEqual([
      b.id,
    ]);
    const page = await list({ filter: target, sort: ['created_at', 'ASC'], range: [1, 1] });
    expect([page.json.length, page.headers['content-range']]).toEqual([1, 'share-links 1-1/3']);
    expect((await list({ filter: { ...target, nope: 1 } })).status).toBe(400);

    const opens = (sort: [string, string]) =>
      send('GET', `/share-link-opens?${q({ filter: { link_id: b.id }, sort })}`, { user: cast.owner });
    const newest = (await opens(['at', 'DESC'])).json.map((o: { at: string }) => o.at);
    expect(newest).toHaveLength(2);
    expect(newest[0] > newest[1]).toBe(true);
    expect((await opens(['at', 'ASC'])).json.map((o: { at: string }) => o.at)).toEqual([...newest].reverse());
    expect((await send('GET', '/share-link-opens', { user: cast.owner })).status).toBe(400);
  });
});

describe('who may manage links (authorization matrix)', () => {
  type Role = 'anonymous' | 'stranger' | 'member' | 'otherOwner' | 'owner' | 'admin';
  const ROLES: Role[] = ['anonymous', 'stranger', 'member', 'otherOwner', 'owner', 'admin'];
  const userOf = (role: Role) => (role === 'anonymous' ? undefined : cast[role]);

  it('creating a team link: 401 anonymous, 403 the team member (reads it), 404 outsiders, 201 owner and admin; refusals append nothing', async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      stranger: 404,
      member: 403,
      otherOwner: 404,
      owner: 201,
      admin: 201,
    };
    const got: Record<string, number> = {};
    for (const role of ROLES) {
      const before = await platform.store.headPosition();
      const res = await send('POST', '/share-links', {
        user: userOf(role),
        body: { target_type: 'team', target_id: teams.team.teamId, mode: 'live' },
      });
      got[role] = res.status;
      if (res.status >= 400) expect(await platform.store.headPosition()).toBe(before);
    }
    expect(got).toEqual(expected);
  });

  it('sharing a profile: only its specialist and admins; another user gets 403', async () => {
    const expected: Record<Role, number> = {
      anonymous: 401,
      stranger: 403,
      member: 201,
      otherOwner: 403,
      owner: 403,
      admin: 201,
    };
    const got: Record<string, number> = {};
    for (const role of ROLES)
      got[role] = (
        await send('POST', '/share-links', {
          user: userOf(role),
          body: { target_type: 'profile', target_id: cast.member.id, mode: 'live' },
        })
      ).status;
    expect(got).toEqual(expected);
  });

  it('reading, listing, the access log, revoking and extending a link: the owner and admins; 404 for everyone else', async () => {
    const link = await createLink(cast.owner, { target_type: 'team', target_id: teams.team.teamId, mode: 'live' });
    const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
    const actions: [string, (user?: TestUser) => Promise<GatewayAnswer>, number][] = [
      ['read', (user) => send('GET', `/share-links/${link.id}`, { user }), 200],
      ['access log', (user) => send('GET', `/share-link-opens?filter=${filter({ link_id: link.id })}`, { user }), 200],
      ['extend', (user) => send('POST', `/share-links/${link.id}/extend`, { user, body: { expires_at: null } }), 200],
    ];
    for (const [name, act, ok] of actions) {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = (await act(userOf(role))).status;
      expect(got, name).toEqual({ anonymous: 401, stranger: 404, member: 404, otherOwner: 404, owner: ok, admin: ok });
    }
    const list = async (user?: TestUser) => {
      const res = await send(
        'GET',
        `/share-links?filter=${filter({ target_type: 'team', target_id: teams.team.teamId })}`,
        { user },
      );
      return res.status === 200 ? (res.json as { id: string }[]).some((l) => l.id === link.id) : res.status;
    };
    const listed: Record<string, unknown> = {};
    for (const role of ROLES) listed[role] = await list(userOf(role));
    expect(listed).toEqual({
      anonymous: 401,
      stranger: false,
      member: false,
      otherOwner: false,
      owner: true,
      admin: true,
    });
    const revokes: Record<string, number> = {};
    for (const role of ['anonymous', 'stranger', 'member', 'otherOwner', 'admin'] as Role[]) {
      revokes[role] = (await send('POST', `/share-links/${link.id}/revoke`, { user: userOf(role), body: {} })).status;
    }
    expect(revokes).toEqual({ anonymous: 401, stranger: 404, member: 404, otherOwner: 404, admin: 200 });
  });

  it('refuses bad bodies with 400 and the catalogue’s codes, appending nothing', async () => {
    const before = await platform.store.headPosition();
    const post = async (body: object) => (await send('POST', '/share-links', { user: cast.owner, body })).json.error;
    const base = { target_type: 'team', target_id: teams.team.teamId, mode: 'live' };
    expect((await post({ ...base, extra: 1 })).code).toBe('validation');
    expect((await post({ ...base, mode: 'paused' })).field_codes).toEqual({ mode: 'shareLink.modeInvalid' });
    expect((await post({ ...base, passcode: 'abc' })).field_codes).toEqual({ passcode: 'shareLink.passcodeLength' });
    expect((await post({ ...base, max_views: 0 })).field_codes).toEqual({ max_views: 'shareLink.maxViewsInvalid' });
    expect((await post({ ...base, expires_at: 'tomorrow' })).field_codes).toEqual({
      expires_at: 'shareLink.expiryInvalid',
    });
    expect((await post({ ...base, expires_at: '2020-01-01T00:00:00Z' })).field_codes).toEqual({
      expires_at: 'shareLink.expiryInPast',
    });
    expect((await post({ ...base, passcode: 'long enough', allowed_emails: ['a@example.com'] })).field_codes).toEqual({
      allowed_emails: 'shareLink.oneGate',
    });
    expect((await post({ ...base, show_budget: true })).field_codes).toEqual({
      show_budget: 'shareLink.budgetOnlyForProjects',
    });
    const profileLink = await send('POST', '/share-links', {
      user: cast.member,
      body: { target_type: 'profile', target_id: cast.member.id, mode: 'live', show_rates: true },
    });
    expect([profileLink.status, profileLink.json.error.field_codes]).toEqual([
      400,
      { show_rates: 'shareLink.ratesOnlyForTeams' },
    ]);
    expect(await platform.store.headPosition()).toBe(before);
  });
});

describe('a team’s cost per week', () => {
  it('is the owner’s on the team page; a visitor sees it only on a link made with show_rates', async () => {
    const teamId = teams.team.teamId;
    const costOf = async (user: TestUser) => send('GET', `/teams/${teamId}/cost`, { user });
    // Nobody on the team has a rate yet (or the team has no one).
    expect((await costOf(cast.owner)).json).toMatchObject({ id: teamId, cost_per_week: null });
    await asMember()
      .put(`/user/specialist/${cast.member.id}/availability`)
      .set(bearer(cast.member))
      .send({
        open_to_work: true,
        available_from: null,
        days_per_week: 5,
        day_rate: { amount: 612.5, currency: 'EUR' },
        discoverable: 'everyone',
      })
      .expect(200);
    const team = (await send('GET', `/teams/${teamId}`, { user: cast.owner })).json as {
      members: { specialist_id: string; allocation_days: number }[];
    };
    expect(team.members.map((m) => m.specialist_id)).toEqual([cast.member.id]);
    const expected = { amount: team.members[0].allocation_days * 612.5, currency: 'EUR' };
    const owners = await costOf(cast.owner);
    expect([owners.status, owners.json]).toEqual([200, { id: teamId, cost_per_week: expected, gap: null }]);
    // Not the member's, nor a stranger's, to read: 404 as for what does not exist.
    expect((await costOf(cast.member)).status).toBe(404);
    expect((await costOf(cast.stranger)).status).toBe(404);
    expect((await send('GET', `/teams/${teamId}/cost`)).status).toBe(401);

    const plain = await createLink(cast.owner, { target_type: 'team', target_id: teamId, mode: 'live' });
    expect(plain.show_rates).toBe(false);
    const hidden = await content(plain.token, await grantOf(plain.token));
    expect(hidden.status).toBe(200);
    expect('cost_per_week' in hidden.json.data).toBe(false);
    expect(hidden.raw.toString()).not.toContain('612.5');

    const priced = await createLink(cast.owner, {
      target_type: 'team',
      target_id: teamId,
      mode: 'frozen',
      show_rates: true,
    });
    expect(priced.show_rates).toBe(true);
    const shown = await content(priced.token, await grantOf(priced.token));
    expect(shown.json.data.cost_per_week).toEqual(expected);
  });
});
