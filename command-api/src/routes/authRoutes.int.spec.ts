import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MAIL_QUEUE, bullConnection, type MailJob } from '@dth/infrastructure';
import { queuedMails as queuedMailsFor, startTestPlatform, type TestPlatform } from '@dth/testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
});
afterAll(() => platform.stop());

const registration = (email = `new-${randomUUID()}@Example.com`) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  user_type: 'specialist',
});

/**
 * The create/reset link the command side queued for `email` (the job the worker would deliver), once it is
 * queued: a reset link is issued after forgot-password's answer.
 */
function queuedLink(email: string, kind: 'create-password' | 'reset-password'): Promise<string> {
  return vi.waitFor(
    async () => {
      const { Queue } = await import('bullmq');
      const queue = new Queue<MailJob>(MAIL_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
      try {
        const jobs = await queue.getJobs(['waiting', 'delayed', 'completed', 'active']);
        const job = jobs
          .filter((j) => j.data.to === email.toLowerCase() && j.data.link?.includes(kind))
          .sort((a, b) => b.timestamp - a.timestamp)[0];
        if (!job?.data.link) throw new Error(`no ${kind} mail queued for ${email}`);
        return job.data.link.split('/').pop()!;
      } finally {
        await queue.close();
      }
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The mails queued for `email` (the jobs the worker would deliver), newest first. */
const queuedMails = (email: string) => queuedMailsFor(platform, email);

async function eventsOf(stream: string) {
  const events = [];
  for await (const e of platform.store.readStream(stream)) events.push(e);
  return events;
}

describe('registration', () => {
  it('opens the account, starts a specialist profile, and queues the create-password mail', async () => {
    const body = registration();
    const res = await request(platform.command).post('/auth/register').send(body).expect(201);
    const id = res.body.data.id;
    expect(res.body).not.toHaveProperty('position');
    const userEvents = await eventsOf(`user-${id}`);
    expect(userEvents.map((e) => e.type)).toEqual(['UserRegistered', 'PasswordTokenIssued']);
    expect(userEvents[0].metadata).toMatchObject({ actorId: id, actorRole: 'anonymous', schemaVersion: 1 });
    expect(userEvents[0].metadata.correlationId).toBe(res.headers['x-request-id']);
    expect((await eventsOf(`specialist-${id}`)).map((e) => e.type)).toEqual(['SpecialistProfileStarted']);
    expect(await queuedLink(body.email, 'create-password')).toMatch(new RegExp(`^${id}\\.`));
  });

  it('answers a taken address (in any letter case) as a new one, appends nothing, and mails its owner a note instead of a link', async () => {
    const email = `Case-${randomUUID()}@example.com`;
    const first = await request(platform.command).post('/auth/register').send(registration(email)).expect(201);
    const before = await platform.store.headPosition();
    const again = await request(platform.command)
      .post('/auth/register')
      .send(registration(email.toUpperCase()))
      .expect(201);

    // The same answer, field for field, as a registration that opened an account.
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(again.body.message).toBe(first.body.message);
    expect(again.body.message).toBe('Check your mail to create your password');
    expect(again.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.body.data.id).not.toBe(first.body.data.id);
    expect(await platform.store.headPosition()).toBe(before);
    expect(await eventsOf(`user-${again.body.data.id}`)).toEqual([]);

    const mails = await queuedMails(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Someone tried to register with your address',
      'Create your password',
    ]);
    expect(mails[0].text).toContain('We did not open a second account');
    expect(mails[0].link).toBe(`${platform.env.PUBLIC_URL}/stage/forgot-password`);
    expect(mails[0].link).not.toMatch(/create-password|reset-password/);

    // A flood of attempts does not flood the owner: one note an hour.
    await request(platform.command).post('/auth/register').send(registration(email)).expect(201);
    expect(await queuedMails(email)).toHaveLength(2);
  });

  it('answers a brand-new address the same way, with no note', async () => {
    const email = `fresh-${randomUUID()}@example.com`;
    const res = await request(platform.command).post('/auth/register').send(registration(email)).expect(201);
    expect(res.body.message).toBe('Check your mail to create your password');
    expect((await queuedMails(email)).map((m) => m.subject)).toEqual(['Create your password']);
  });

  it('rejects bad input with each field message and appends nothing', async () => {
    const before = await platform.store.headPosition();
    const res = await request(platform.command)
      .post('/auth/register')
      .send({ first_name: ' ', email: 'nope', user_type: 'admin' })
      .expect(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Must be a valid email',
      user_type: 'Choose Specialist or Business Owner/Freelancer',
    });
    expect(await platform.store.headPosition()).toBe(before);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const res = await request(platform.command)
      .post('/auth/register')
      .set('content-type', 'application/json')
      .send('{"first_name":')
      .expect(400);
    expect(res.body.error.code).toBe('validation');
  });
});

describe('password links and sign-in', () => {
  it('creates the password once, signs in, answers /auth/me, refreshes and logs out', async () => {
    const body = registration();
    const { body: registered } = await request(platform.command).post('/auth/register').send(body).expect(201);
    const token = await queuedLink(body.email, 'create-password');

    const short = await request(platform.command)
      .post(`/auth/create-password/${token}`)
      .send({ password: 'short' })
      .expect(400);
    expect(short.body.error.fields.password).toBe('Password must be at least 12 characters');
    await request(platform.command)
      .post(`/auth/create-password/${token}`)
      .send({ password: 'a long password' })
      .expect(200);
    const reused = await request(platform.command)
      .post(`/auth/create-password/${token}`)
      .send({ password: 'a long password' })
      .expect(400);
    expect(reused.body.error.message).toBe('This link is invalid or has already been used');

    const agent = request.agent(platform.command);
    const login = await agent
      .post('/auth/login')
      .send({ email: body.email.toUpperCase(), password: 'a long password' })
      .expect(200);
    expect(login.body.data).toMatchObject({
      user_id: registered.data.id,
      user_type: 'specialist',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: body.email.toLowerCase(),
    });
    expect(login.headers['set-cookie'][0]).toMatch(/dth_refresh=.*HttpOnly/);

    const me = await request(platform.query)
      .get('/auth/me')
      .set('authorization', `Bearer ${login.body.data.access_token}`)
      .expect(200);
    expect(me.body.data).toMatchObject({ id: registered.data.id, status: 'active', email: body.email.toLowerCase() });
    await request(platform.query).get('/auth/me').expect(401);

    const refreshed = await agent.post('/auth/refresh').expect(200);
    expect(refreshed.body.data.access_token).toEqual(expect.any(String));
    await agent.post('/auth/logout').expect(200);
    await agent.post('/auth/refresh').expect(401);
  });

  it('refuses common, personal and over-long passwords with their own message, before spending a link', async () => {
    const body = registration();
    await request(platform.command).post('/auth/register').send(body).expect(201);
    const token = await queuedLink(body.email, 'create-password');
    const before = await platform.store.headPosition();
    const refused = async (password: string) => {
      const res = await request(platform.command).post(`/auth/create-password/${token}`).send({ password }).expect(400);
      return [res.body.error.fields.password, res.body.error.field_codes.password];
    };
    expect(await refused('password')).toEqual(['Password must be at least 12 characters', 'account.passwordTooShort']);
    expect(await refused('12345678')).toEqual(['Password must be at least 12 characters', 'account.passwordTooShort']);
    expect(await refused('        ')).toEqual(['Password must be at least 12 characters', 'account.passwordTooShort']);
    expect(await refused('x'.repeat(1025))).toEqual([
      'Password must be at most 1024 characters',
      'account.passwordTooLong',
    ]);
    expect(await refused('password1234')).toEqual([
      'This password is too common or too easy to guess; choose another',
      'account.passwordTooCommon',
    ]);
    expect(await refused('            ')).toEqual([
      'This password is too common or too easy to guess; choose another',
      'account.passwordTooCommon',
    ]);
    expect(await refused(body.email)).toEqual([
      'Password must not contain your name or email address',
      'account.passwordPersonal',
    ]);
    expect(await refused('Lovelace-Analytical')).toEqual([
      'Password must not contain your name or email address',
      'account.passwordPersonal',
    ]);
    expect(await platform.store.headPosition()).toBe(before);
    // The link is still good for an acceptable password, as long as the maximum.
    const longest = randomBytes(768).toString('base64');
    expect(longest).toHaveLength(1024);
    await request(platform.command).post(`/auth/create-password/${token}`).send({ password: longest }).expect(200);
    await request(platform.command).post('/auth/login').send({ email: body.email, password: longest }).expect(200);
  });

  it('refuses a replayed refresh token and revokes its family', async () => {
    const user = await platform.createUser();
    const login = await request(platform.command)
      .post('/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const first = login.headers['set-cookie'][0].split(';')[0];
    const rotated = await request(platform.command).post('/auth/refresh').set('cookie', first).expect(200);
    const second = rotated.headers['set-cookie'][0].split(';')[0];
    await request(platform.command).post('/auth/refresh').set('cookie', first).expect(401);
    await request(platform.command).post('/auth/refresh').set('cookie', second).expect(401);
  });

  it('answers 401 for a wrong password, then 429 with Retry-After', async () => {
    const user = await platform.createUser('business_owner');
    for (let i = 0; i < 3; i++) {
      const res = await request(platform.command)
        .post('/auth/login')
        .send({ email: user.email, password: 'wrong password' })
        .expect(401);
      expect(res.body.error.message).toBe('Verify your email and password');
    }
    const blocked = await request(platform.command)
      .post('/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not lock the owner out from their own address when someone else guesses from another', async () => {
    const user = await platform.createUser('specialist');
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 3; i++)
      await request(platform.command)
        .post('/auth/login')
        .set(attacker)
        .send({ email: user.email, password: 'wrong password' })
        .expect(401);
    await request(platform.command)
      .post('/auth/login')
      .set(attacker)
      .send({ email: user.email, password: user.password })
      .expect(429);
    await request(platform.command)
      .post('/auth/login')
      .set('x-forwarded-for', '198.51.100.7')
      .send({ email: user.email, password: user.password })
      .expect(200);
  });

  it('limits reset mails per address, for known and unknown addresses alike', async () => {
    for (const email of [(await platform.createUser()).email, `nobody-${randomUUID()}@example.com`]) {
      const client = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` };
      for (let i = 0; i < 3; i++)
        await request(platform.command).post('/auth/forgot-password').set(client).send({ email }).expect(202);
      const limited = await request(platform.command)
        .post('/auth/forgot-password')
        .set(client)
        .send({ email })
        .expect(429);
      expect(limited.body.error.message_code).toBe('account.tooManyResetMails');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits reset mails per client across addresses', async () => {
    const client = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < 10; i++)
      await request(platform.command)
        .post('/auth/forgot-password')
        .set(client)
        .send({ email: `n${i}-${randomUUID()}@example.com` })
        .expect(202);
    await request(platform.command)
      .post('/auth/forgot-password')
      .set(client)
      .send({ email: `n-${randomUUID()}@example.com` })
      .expect(429);
  });

  it('resets a password through the mailed link; the link expires after use', async () => {
    const user = await platform.createUser();
    await request(platform.command).post('/auth/forgot-password').send({ email: user.email }).expect(202);
    await request(platform.command)
      .post('/auth/forgot-password')
      .send({ email: `nobody-${randomUUID()}@example.com` })
      .expect(202);
    const token = await queuedLink(user.email, 'reset-password');
    await request(platform.command)
      .post(`/auth/reset-password/${token}`)
      .send({ password: 'a brand new password' })
      .expect(200);
    await request(platform.command)
      .post(`/auth/reset-password/${token}`)
      .send({ password: 'a brand new password' })
      .expect(400);
    await request(platform.command)
      .post('/auth/login')
      .send({ email: user.email, password: 'a brand new password' })
      .expect(200);
  });

  it('a reset ends every session: old access tokens, refresh cookies and sessions on other devices', async () => {
    const user = await platform.createUser();
    const laptop = request.agent(platform.command);
    const phone = request.agent(platform.command);
    const laptopToken = (
      await laptop.post('/auth/login').send({ email: user.email, password: user.password }).expect(200)
    ).body.data.access_token;
    const phoneToken = (
      await phone.post('/auth/login').send({ email: user.email, password: user.password }).expect(200)
    ).body.data.access_token;
    for (const token of [user.token, laptopToken, phoneToken])
      await request(platform.query).get('/auth/me').set('authorization', `Bearer ${token}`).expect(200);

    await request(platform.command).post('/auth/forgot-password').send({ email: user.email }).expect(202);
    await request(platform.command)
      .post(`/auth/reset-password/${await queuedLink(user.email, 'reset-password')}`)
      .send({ password: 'a brand new password' })
      .expect(200);

    for (const token of [user.token, laptopToken, phoneToken]) {
      const me = await request(platform.query).get('/auth/me').set('authorization', `Bearer ${token}`).expect(401);
      expect(me.body.error.message).toBe('Your session has expired; sign in again');
      await request(platform.query)
        .get(`/user/specialist/${user.id}`)
        .set('authorization', `Bearer ${token}`)
        .expect(401);
      await request(platform.command)
        .post(`/user/specialist/add-about/${user.id}`)
        .set('authorization', `Bearer ${token}`)
        .send({ description: 'still me?' })
        .expect(401);
    }
    await laptop.post('/auth/refresh').expect(401);
    await phone.post('/auth/refresh').expect(401);

    // Signing in with the new password, right away, works.
    const fresh = await request(platform.command)
      .post('/auth/login')
      .send({ email: user.email, password: 'a brand new password' })
      .expect(200);
    await request(platform.query)
      .get('/auth/me')
      .set('authorization', `Bearer ${fresh.body.data.access_token}`)
      .expect(200);
    await request(platform.command)
      .post('/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(401);
  });

  it('logout ends its own session at once, access token included, and no other', async () => {
    const user = await platform.createUser();
    const laptop = request.agent(platform.command);
    const laptopToken = (
      await laptop.post('/auth/login').send({ email: user.email, password: user.password }).expect(200)
    ).body.data.access_token;
    const refreshedToken = (await laptop.post('/auth/refresh').expect(200)).body.data.access_token;

    await laptop.post('/auth/logout').set('authorization', `Bearer ${refreshedToken}`).expect(200);
    for (const token of [laptopToken, refreshedToken])
      await request(platform.query).get('/auth/me').set('authorization', `Bearer ${token}`).expect(401);
    await laptop.post('/auth/refresh').expect(401);
    // The session createUser signed in is another one.
    await request(platform.query).get('/auth/me').set('authorization', `Bearer ${user.token}`).expect(200);

    // Without the cookie, the bearer's own session ends.
    await request(platform.command).post('/auth/logout').set('authorization', `Bearer ${user.token}`).expect(200);
    await request(platform.query).get('/auth/me').set('authorization', `Bearer ${user.token}`).expect(401);
  });

  it('a replayed refresh token also ends the access tokens of its family', async () => {
    const user = await platform.createUser();
    const login = await request(platform.command)
      .post('/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const first = login.headers['set-cookie'][0].split(';')[0];
    const rotated = await request(platform.command).post('/auth/refresh').set('cookie', first).expect(200);
    await request(platform.command).post('/auth/refresh').set('cookie', first).expect(401);
    await request(platform.query)
      .get('/auth/me')
      .set('authorization', `Bearer ${rotated.body.data.access_token}`)
      .expect(401);
    await request(platform.query)
      .get('/auth/me')
      .set('authorization', `Bearer ${login.body.data.access_token}`)
      .expect(401);
  });

  it('never stores the password or the token, only hashes', async () => {
    const user = await platform.createUser();
    const raw = JSON.stringify(await eventsOf(`user-${user.id}`), (_k, v) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
    expect(raw).not.toContain(user.password);
    expect(raw).toMatch(/"passwordHash":"scrypt\$131072\$8\$1\$/);
  });
});

describe('GET /user/activity', () => {
  it("answers the signed-in user's own events, newest first, and nobody else's", async () => {
    const body = registration();
    const { body: registered } = await request(platform.command).post('/auth/register').send(body).expect(201);
    const token = await queuedLink(body.email, 'create-password');
    const created = await request(platform.command)
      .post(`/auth/create-password/${token}`)
      .send({ password: 'a long password' })
      .expect(200);
    const login = await request(platform.command)
      .post('/auth/login')
      .send({ email: body.email, password: 'a long password' })
      .expect(200);
    const other = await platform.createUser();
    const res = await request(platform.query)
      .get('/user/activity')
      .set('authorization', `Bearer ${login.body.data.access_token}`)
      .set('x-min-position', created.body.position)
      .expect(200);
    expect(res.body.data.map((i: { type: string }) => i.type)).toEqual([
      'PasswordSet',
      'SpecialistProfileStarted',
      'PasswordTokenIssued',
      'UserRegistered',
      'EmailReserved',
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt\$/);
    expect(res.body.data.filter((i: { stream: string }) => i.stream.endsWith(registered.data.id))).toHaveLength(4);
    const theirs = await request(platform.query)
      .get('/user/activity')
      .set('authorization', `Bearer ${other.token}`)
      .expect(200);
    expect(theirs.body.data).toEqual([]);
    await request(platform.query).get('/user/activity').expect(401);
  });
});

describe('names after an account edit', () => {
  it('sign-in and refresh answer the name the specialist last saved', async () => {
    const user = await platform.createUser('specialist', { firstName: 'Old', lastName: 'Name' });
    await request(platform.command)
      .put(`/user/specialist/update-account/${user.id}`)
      .set('authorization', `Bearer ${user.token}`)
      .send({ first_name: 'New', last_name: 'Surname' })
      .expect(200);
    const agent = request.agent(platform.command);
    const login = await agent.post('/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect(login.body.data).toMatchObject({ first_name: 'New', last_name: 'Surname' });
    expect((await agent.post('/auth/refresh').expect(200)).body.data).toMatchObject({
      first_name: 'New',
      last_name: 'Surname',
    });
  });
});
