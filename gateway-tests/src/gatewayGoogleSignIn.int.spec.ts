import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '@dth/domain';
import { freePort } from '@dth/infrastructure';
import {
  startTestOpenIdProvider,
  startTestPlatform,
  type IdTokenClaims,
  type IdTokenSigning,
  type TestOpenIdProvider,
} from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';

/**
 * Google sign-in the way a browser's requests arrive, through the gateway, against a real OpenID
 * provider on loopback (oidc-provider) configured as the issuer: every check of the ID token and of
 * the flow is made on a real answer of it, and a refused sign-in stores nothing.
 */
let behind: PlatformBehindGateway;
let provider: TestOpenIdProvider;
beforeAll(async () => {
  const gatewayPort = await freePort();
  const publicUrl = `http://127.0.0.1:${gatewayPort}`;
  provider = await startTestOpenIdProvider([`${publicUrl}/stage/google-callback`]);
  behind = await startPlatformBehindGateway(
    () =>
      startTestPlatform({
        PUBLIC_URL: publicUrl,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        OIDC_ISSUER: provider.issuer,
      }),
    { port: gatewayPort },
  );
}, 60_000);
afterAll(async () => {
  await behind?.stop();
  await provider?.stop();
});

const json = (body: unknown) => Buffer.from(JSON.stringify(body));
const cookiesOf = (answer: GatewayAnswer) =>
  ((answer.headers['set-cookie'] as string[] | undefined) ?? []).map((line) => line.split(';')[0]);
const cookieNamed = (answer: GatewayAnswer, name: string) =>
  cookiesOf(answer).find((c) => c.startsWith(`${name}=`) && c !== `${name}=`);
let people = 0;
/** A new person at the provider, by default with a verified address no account of ours has. */
function googlePerson(claims: Partial<{ email: string; email_verified: boolean }> = {}) {
  const login = `g-${++people}-${Date.now()}`;
  const email = claims.email ?? `${login}@gmail.example`;
  provider.addIdentity(login, {
    email,
    email_verified: claims.email_verified ?? true,
    given_name: 'Ana',
    family_name: 'Popescu',
    name: 'Ana Popescu',
  });
  return { login, email };
}

async function startFlow(): Promise<{ flow: string; authorizationUrl: string }> {
  const answer = await behind.send('GET', '/auth/google/start');
  expect(answer.status).toBe(302);
  return { flow: cookieNamed(answer, 'dth_google_flow')!, authorizationUrl: String(answer.headers.location) };
}

const callbackBody = (back: URL) =>
  Object.fromEntries(
    ['code', 'state', 'iss'].flatMap((k) => (back.searchParams.has(k) ? [[k, back.searchParams.get(k)]] : [])),
  );
const post = (path: string, body: unknown, cookie?: string) =>
  behind.send('POST', path, { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, json(body));

/** Start, sign in at the provider, and hand its answer to the API: what the popup and its opener do. */
async function signInWithGoogle(login: string, change?: (url: URL) => void) {
  const { flow, authorizationUrl } = await startFlow();
  const url = new URL(authorizationUrl);
  change?.(url);
  const back = await provider.signIn(url.href, login);
  const body = callbackBody(back);
  return { answer: await post('/auth/google/callback', body, flow), flow, body };
}

async function expectNothingStored<T>(act: () => Promise<T>): Promise<T> {
  const head = await behind.platform.store.headPosition();
  const result = await act();
  expect(await behind.platform.store.headPosition()).toBe(head);
  return result;
}

describe('Google sign-in through the gateway', () => {
  it('start sends the browser to the provider with PKCE (S256), state and nonce, and binds them to an httpOnly cookie', async () => {
    const answer = await behind.send('GET', '/auth/google/start');
    expect(answer.status).toBe(302);
    const url = new URL(String(answer.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `http://127.0.0.1:${behind.port}/stage/google-callback`,
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(param)?.length).toBeGreaterThanOrEqual(32);
    const line = (answer.headers['set-cookie'] as string[]).find((c) => c.startsWith('dth_google_flow='))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Path=\/auth\/google/i);
    expect((await behind.send('GET', '/auth/google')).json).toEqual({ data: { enabled: true } });
  });

  it('a first sign-in asks for the account type, then opens the account through the decider and signs in with our own session', async () => {
    const person = googlePerson();
    const { answer } = await signInWithGoogle(person.login);
    expect(answer.status).toBe(202);
    expect(answer.json.data).toEqual({
      next: 'choose_account_type',
      email: person.email,
      first_name: 'Ana',
      last_name: 'Popescu',
    });
    const ticket = cookieNamed(answer, 'dth_google_ticket')!;

    expect((await post('/auth/google/complete', { user_type: 'admin' }, ticket)).status).toBe(400);
    const opened = await post('/auth/google/complete', { user_type: 'specialist' }, ticket);
    expect(opened.status).toBe(201);
    expect(opened.json.data).toMatchObject({
      user_type: 'specialist',
      email: person.email,
      first_name: 'Ana',
      last_name: 'Popescu',
    });
    const userId = opened.json.data.user_id as string;
    const refresh = cookieNamed(opened, 'dth_refresh')!;

    // The events name the provider and the subject, and hold no token of Google's.
    const events = await behind.platform.eventsOf(`user-${userId}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'ExternalIdentityLinked']);
    expect(events[1].data).toMatchObject({ userId, provider: 'google', subject: person.login });
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toMatch(
      /"eyJ|access_token|id_token|code_verifier/,
    );
    expect((await behind.platform.eventsOf(`specialist-${userId}`)).map((e) => e.type)).toEqual([
      'SpecialistProfileStarted',
    ]);

    // Our session: the access token reads the profile, the refresh cookie rotates, logout ends both.
    const token = opened.json.data.access_token as string;
    await behind.platform.projected(await behind.platform.store.headPosition());
    expect((await behind.send('GET', `/user/specialist/${userId}`, { authorization: `Bearer ${token}` })).status).toBe(
      200,
    );
    expect((await post('/auth/refresh', {}, refresh)).status).toBe(200);
    // The ticket is used up.
    expect((await post('/auth/google/complete', { user_type: 'specialist' }, ticket)).status).toBe(400);

    // The next time, Google signs straight in.
    const again = await signInWithGoogle(person.login);
    expect(again.answer.status).toBe(200);
    expect(again.answer.json.data.user_id).toBe(userId);
    const second = again.answer.json.data.access_token as string;
    expect(
      (
        await behind.send('POST', '/auth/logout', {
          authorization: `Bearer ${second}`,
          cookie: cookieNamed(again.answer, 'dth_refresh')!,
        })
      ).status,
    ).toBe(200);
    expect((await behind.send('GET', `/user/specialist/${userId}`, { authorization: `Bearer ${second}` })).status).toBe(
      401,
    );
  });

  it('an account that signs in only with Google deletes itself after a Google sign-in of the last minutes instead of a password, each sign-in proving it once', async () => {
    const person = googlePerson();
    const { answer } = await signInWithGoogle(person.login);
    const opened = await post(
      '/auth/google/complete',
      { user_type: 'business_owner' },
      cookieNamed(answer, 'dth_google_ticket'),
    );
    expect(opened.status).toBe(201);
    const token = opened.json.data.access_token as string;
    const send = (method: string, body?: unknown) =>
      behind.send(
        method,
        '/account/erasure',
        { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body ? json(body) : undefined,
      );
    // The sign-in that opened the account is recent: it proves it is the person, once.
    expect((await send('POST', { confirmation: person.email, google: true })).status).toBe(202);
    expect((await send('DELETE')).status).toBe(200);
    const spent = await send('POST', { confirmation: person.email, google: true });
    expect(spent.status).toBe(400);
    expect(spent.json.error.fields.password).toEqual(expect.any(String));
    expect((await signInWithGoogle(person.login)).answer.status).toBe(200);
    expect((await send('POST', { confirmation: person.email, google: true })).status).toBe(202);
  });

  it('an address with a password account is linked only after that password, and then both ways sign in', async () => {
    const user = await behind.platform.createUser('business_owner');
    const person = googlePerson({ email: user.email.toUpperCase() });
    const { answer } = await signInWithGoogle(person.login);
    expect(answer.status).toBe(202);
    expect(answer.json.data.next).toBe('confirm_password');
    expect(cookieNamed(answer, 'dth_refresh')).toBeUndefined();
    const ticket = cookieNamed(answer, 'dth_google_ticket')!;

    // Not a type choice: that would open a second account for the address.
    expect(
      await expectNothingStored(() => post('/auth/google/complete', { user_type: 'specialist' }, ticket)),
    ).toMatchObject({ status: 400 });
    const wrong = await expectNothingStored(() =>
      post('/auth/google/link', { password: 'not the password at all' }, ticket),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.message).toBe(m.badCredentials);

    const linked = await post('/auth/google/link', { password: user.password }, ticket);
    expect(linked.status).toBe(200);
    expect(linked.json.data).toMatchObject({ user_id: user.id, user_type: 'business_owner' });
    expect((await behind.platform.eventsOf(`user-${user.id}`)).at(-1)).toMatchObject({
      type: 'ExternalIdentityLinked',
      data: { provider: 'google', subject: person.login },
    });

    const byGoogle = await signInWithGoogle(person.login);
    expect(byGoogle.answer.status).toBe(200);
    expect(byGoogle.answer.json.data.user_id).toBe(user.id);
    expect((await post('/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  /** `GET /auth/me` once the read models hold every write so far. */
  async function me(token: string) {
    const head = (await behind.platform.store.headPosition()).toString();
    const answer = await behind.send('GET', '/auth/me', { authorization: `Bearer ${token}`, 'x-min-position': head });
    expect(answer.status, answer.raw.toString()).toBe(200);
    return answer.json.data;
  }
  const unlink = (method: string, token?: string) =>
    behind.send('DELETE', `/account/sign-in-methods/${method}`, token ? { authorization: `Bearer ${token}` } : {});
  /** A password account with a Google account of its address linked (through the gateway, as a person does). */
  async function linkedAccount() {
    const user = await behind.platform.createUser('specialist');
    const first = googlePerson({ email: user.email });
    const { answer } = await signInWithGoogle(first.login);
    const linked = await post(
      '/auth/google/link',
      { password: user.password },
      cookieNamed(answer, 'dth_google_ticket'),
    );
    expect(linked.status, linked.raw.toString()).toBe(200);
    return { user, first };
  }

  it('refuses a second Google account with a 409 that leaves nothing behind: it never signs in (issue 37)', async () => {
    const { user, first } = await linkedAccount();
    const second = googlePerson({ email: user.email });
    const { answer } = await signInWithGoogle(second.login);
    expect(answer.json.data?.next).toBe('confirm_password');
    const ticket = cookieNamed(answer, 'dth_google_ticket')!;
    const refused = await expectNothingStored(() => post('/auth/google/link', { password: user.password }, ticket));
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      message: m.otherIdentityLinked,
      message_code: 'account.otherIdentityLinked',
    });

    // The refused Google account is asked for the password again, never signed in; the linked one still is.
    const again = await signInWithGoogle(second.login);
    expect(again.answer.status).toBe(202);
    expect(again.answer.json.data.next).toBe('confirm_password');
    expect(cookieNamed(again.answer, 'dth_refresh')).toBeUndefined();
    expect((await signInWithGoogle(first.login)).answer.json.data.user_id).toBe(user.id);
    expect((await me(user.token)).sign_in_methods).toEqual(['password', 'google']);
  });

  it('a person unlinks Google from the Account page: it signs in to nothing from then on, and may be linked again (issue 37)', async () => {
    const { user, first } = await linkedAccount();
    expect((await unlink('google')).status).toBe(401);
    const unlinked = await unlink('google', user.token);
    expect(unlinked.status, unlinked.raw.toString()).toBe(200);
    expect(unlinked.json).toMatchObject({ data: { sign_in_methods: ['password'] }, message: m.identityUnlinked });
    expect(unlinked.json.position).toMatch(/^\d+$/);
    expect((await behind.platform.eventsOf(`user-${user.id}`)).at(-1)).toMatchObject({
      type: 'ExternalIdentityUnlinked',
      data: { provider: 'google', subject: first.login },
    });
    expect((await me(user.token)).sign_in_methods).toEqual(['password']);

    const byGoogle = await signInWithGoogle(first.login);
    expect(byGoogle.answer.status).toBe(202);
    expect(byGoogle.answer.json.data.next).toBe('confirm_password');
    // Nothing left to unlink, and the password is never removed here.
    for (const method of ['google', 'password', 'facebook', '..%2F'])
      expect((await expectNothingStored(() => unlink(method, user.token))).status, method).toBe(
        method === '..%2F' ? 400 : 404,
      );

    // Linked again: the subject was released.
    const relinked = await post(
      '/auth/google/link',
      { password: user.password },
      cookieNamed(byGoogle.answer, 'dth_google_ticket'),
    );
    expect(relinked.status, relinked.raw.toString()).toBe(200);
    expect((await signInWithGoogle(first.login)).answer.json.data.user_id).toBe(user.id);
  });

  it('never leaves an account without a way in: an account opened through Google cannot unlink it (409) until it has a password', async () => {
    const person = googlePerson();
    const { answer } = await signInWithGoogle(person.login);
    const opened = await post(
      '/auth/google/complete',
      { user_type: 'specialist' },
      cookieNamed(answer, 'dth_google_ticket'),
    );
    expect(opened.status).toBe(201);
    const token = opened.json.data.access_token as string;
    expect((await me(token)).sign_in_methods).toEqual(['google']);
    const refused = await expectNothingStored(() => unlink('google', token));
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ message: m.lastSignInMethod, message_code: 'account.lastSignInMethod' });
    expect((await signInWithGoogle(person.login)).answer.status).toBe(200);
  });

  it('linking takes the same throttled password check as signing in', async () => {
    const user = await behind.platform.createUser('specialist');
    const person = googlePerson({ email: user.email });
    const { answer } = await signInWithGoogle(person.login);
    const ticket = cookieNamed(answer, 'dth_google_ticket')!;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/auth/google/link', { password: `wrong password number ${i}` }, ticket)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect((await post('/auth/google/link', { password: user.password }, ticket)).status).toBe(429);
  });

  it('an address Google has not verified is refused with a clear 403, and nothing is stored', async () => {
    const person = googlePerson({ email_verified: false });
    const { answer } = await expectNothingStored(() => signInWithGoogle(person.login));
    expect(answer.status).toBe(403);
    expect(answer.json.error.message).toBe(m.googleEmailUnverified);
  });

  it('a replayed answer is refused: the flow is used once, and the provider redeems a code once', async () => {
    const person = googlePerson();
    const first = await signInWithGoogle(person.login);
    expect(first.answer.status).toBe(202);
    const replay = await expectNothingStored(() => post('/auth/google/callback', first.body, first.flow));
    expect(replay.status).toBe(400);
    expect(replay.json.error.message).toBe(m.googleSignInExpired);
    // The same code with a new flow of this browser (its state put in): the provider refuses it.
    const { flow, authorizationUrl } = await startFlow();
    const state = new URL(authorizationUrl).searchParams.get('state')!;
    const reused = await expectNothingStored(() => post('/auth/google/callback', { ...first.body, state }, flow));
    expect(reused.status).toBe(400);
    expect(reused.json.error.message).toBe(m.googleSignInFailed);
  });

  it('refuses a wrong state, a wrong nonce, no flow cookie and malformed bodies with a 400, storing nothing', async () => {
    const person = googlePerson();
    const { flow, authorizationUrl } = await startFlow();
    const back = await provider.signIn(authorizationUrl, person.login);
    const body = callbackBody(back);
    await expectNothingStored(async () => {
      expect((await post('/auth/google/callback', body)).status).toBe(400);
      for (const bad of [
        {},
        { code: '', state: body.state },
        { code: body.code },
        { code: 'x'.repeat(5000), state: body.state },
        { code: 42, state: [] },
      ]) {
        expect((await post('/auth/google/callback', bad, flow)).status).toBe(400);
      }
      const truncated = await behind.send(
        'POST',
        '/auth/google/callback',
        { 'content-type': 'application/json', cookie: flow },
        Buffer.from('{"code":"abc","sta'),
      );
      expect(truncated.status).toBe(400);
    });
    // A forged state (the flow is spent by any answer, so each case starts its own).
    const forged = await signInWithGoogleAnswering(person.login, (b) => ({
      ...b,
      state: 'forged-state-forged-state-forged-state',
    }));
    expect(forged.status).toBe(400);
    expect(forged.json.error.message).toBe(m.googleSignInFailed);
    // The provider was asked for another nonce than the flow's: its ID token carries that one.
    const otherNonce = await expectNothingStored(() =>
      signInWithGoogle(person.login, (url) => url.searchParams.set('nonce', 'another-nonce-another-nonce-another')),
    );
    expect(otherNonce.answer.status).toBe(400);
  });

  const unchanged = (claims: IdTokenClaims) => claims;
  const tampered: [string, (claims: IdTokenClaims) => IdTokenClaims, IdTokenSigning][] = [
    ['for another audience (validly signed)', (claims) => ({ ...claims, aud: 'another-client' }), 'provider'],
    [
      'expired (validly signed)',
      (claims) => ({ ...claims, iat: claims.exp - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
      'provider',
    ],
    [
      'from another issuer (validly signed)',
      (claims) => ({ ...claims, iss: 'https://accounts.google.example' }),
      'provider',
    ],
    ['with another nonce (validly signed)', (claims) => ({ ...claims, nonce: 'not-the-flows-nonce' }), 'provider'],
    // Issue 37: these were accepted.
    ['signed with a key the provider never published', unchanged, 'unpublished-key'],
    ['not signed at all (alg none)', unchanged, 'none'],
    [
      'issued a day in the future (validly signed)',
      (claims) => ({ ...claims, iat: Math.floor(Date.now() / 1000) + 86_400, exp: claims.exp + 86_400 }),
      'provider',
    ],
  ];
  it.each(tampered)('refuses an ID token %s with a 400, storing nothing', async (_case, change, signWith) => {
    const person = googlePerson();
    provider.tamperNextIdToken(change, signWith);
    const { answer } = await expectNothingStored(() => signInWithGoogle(person.login));
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(m.googleSignInFailed);
  });

  async function signInWithGoogleAnswering(
    login: string,
    change: (body: Record<string, string | null>) => Record<string, string | null>,
  ) {
    const { flow, authorizationUrl } = await startFlow();
    const back = await provider.signIn(authorizationUrl, login);
    return expectNothingStored(() => post('/auth/google/callback', change(callbackBody(back)), flow));
  }
});

describe('without GOOGLE_CLIENT_ID', () => {
  let plain: PlatformBehindGateway;
  beforeAll(async () => {
    plain = await startPlatformBehindGateway();
  }, 60_000);
  afterAll(() => plain?.stop());

  it.each([
    ['GET', '/auth/google'],
    ['GET', '/auth/google/start'],
    ['POST', '/auth/google/callback'],
    ['POST', '/auth/google/complete'],
    ['POST', '/auth/google/link'],
  ])('%s %s answers 404', async (method, path) => {
    const answer = await plain.send(
      method,
      path,
      { 'content-type': 'application/json' },
      method === 'POST' ? json({ code: 'a', state: 'b' }) : undefined,
    );
    expect(answer.status).toBe(404);
  });
});
