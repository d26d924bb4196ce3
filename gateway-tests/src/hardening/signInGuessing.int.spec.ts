import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedMails, startTestPlatform, type TestUser } from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from '../gateway/platformBehindGateway';

/*
 * Hardening round two, finding 1 (docs/reliability.md): password guesses sent together, and
 * guesses spread over many client addresses, through the gateway as an attacker sends them.
 * Every address of 127.0.0.0/8 reaches the gateway over loopback, so each `from` below is a
 * client address of its own (as `curl --interface 127.0.5.N`).
 */
let behind: PlatformBehindGateway;
beforeAll(async () => {
  // What is counted here is which guesses get a password check, not what one costs.
  behind = await startPlatformBehindGateway(() => startTestPlatform({}, { cheapPasswordHashes: true }));
});
afterAll(() => behind?.stop());

const json = { 'content-type': 'application/json' };
const signIn = (email: string, password: string, from: string, cookie?: string) =>
  behind.send(
    'POST',
    '/auth/login',
    { ...json, ...(cookie ? { cookie } : {}) },
    Buffer.from(JSON.stringify({ email, password })),
    from,
  );
const cookieOf = (answer: GatewayAnswer, name: string) =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${name}=`));
const statuses = (answers: GatewayAnswer[]) => answers.map((a) => a.status);
const checked = (answers: GatewayAnswer[]) => answers.filter((a) => a.status !== 429).length;

let block = 0;
/** A /24 of client addresses no other test uses. */
const addresses = () => {
  block += 1;
  return (n: number) => `127.${10 + block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

describe('sign-in guessing (hardening round two, finding 1)', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await behind.platform.createUser('business_owner');
  });

  it('checks at most 5 passwords of 50 wrong ones and the right one sent at once from one address', async () => {
    const victim = await behind.platform.createUser('specialist');
    const from = addresses()(0);
    const burst = await Promise.all([
      ...Array.from({ length: 50 }, () => signIn(victim.email, 'wrong password, guessed', from)),
      signIn(victim.email, victim.password, from),
    ]);
    expect(checked(burst), `statuses: ${statuses(burst).join(' ')}`).toBeLessThanOrEqual(5);
    expect(burst.filter((a) => a.status === 429).every((a) => Number(a.headers['retry-after']) > 0)).toBe(true);
    // Still blocked afterwards, right password or not.
    expect((await signIn(victim.email, victim.password, from)).status).toBe(429);
  });

  it('checks at most 20 passwords from one address across accounts', async () => {
    const from = addresses()(0);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(`nobody-${i}@example.com`, 'wrong password', from)),
    );
    expect(checked(burst), `statuses: ${statuses(burst).join(' ')}`).toBeLessThanOrEqual(20);
  });

  it('a spread attack from 52 addresses leaves the owner able to sign in: by password from a known device or address, by a mailed link from a fresh one', async () => {
    const at = addresses();
    // The owner signed in before from home: that address and the browser's device cookie are now known.
    const home = at(200);
    const earlier = await signIn(user.email, user.password, home);
    expect(earlier.status).toBe(200);
    const device = cookieOf(earlier, 'dth_device');
    expect(device).toBeDefined();

    const attack = await Promise.all(
      Array.from({ length: 52 }, (_, i) => signIn(user.email, `guess number ${i}`, at(i))),
    );
    expect(checked(attack), `statuses: ${statuses(attack).join(' ')}`).toBeLessThanOrEqual(50);

    // The attacker, from yet another address, gets no password check at all.
    const attacker = await signIn(user.email, user.password, at(60));
    expect(attacker.status).toBe(429);
    expect(attacker.json.error.message_code).toBe('account.signInLinkSent');

    // The owner from home, and from a new address with their browser, signs in with the password.
    expect((await signIn(user.email, user.password, home)).status).toBe(200);
    expect((await signIn(user.email, user.password, at(61), device)).status).toBe(200);

    // From a fresh address and browser: the same 429, and a sign-in link mailed once.
    const fresh = await signIn(user.email, user.password, at(62));
    expect(fresh.status).toBe(429);
    const links = (await queuedMails(behind.platform, user.email)).filter((m) =>
      m.link?.includes('/stage/sign-in-link/'),
    );
    expect(links).toHaveLength(1);
    const token = links[0].link!.split('/').pop()!;
    const byLink = await behind.send(
      'POST',
      '/auth/sign-in-link',
      json,
      Buffer.from(JSON.stringify({ token })),
      at(62),
    );
    expect(byLink.status).toBe(200);
    expect(byLink.json.data.user_id).toBe(user.id);
    expect(cookieOf(byLink, 'dth_refresh')).toBeDefined();
    // The link works once; afterwards that client is known and signs in by password.
    expect(
      (await behind.send('POST', '/auth/sign-in-link', json, Buffer.from(JSON.stringify({ token })), at(62))).status,
    ).toBe(401);
    expect((await signIn(user.email, user.password, at(62))).status).toBe(200);
  });

  it('answers an unknown account past its ceiling exactly like a known one, and mails nobody', async () => {
    const at = addresses();
    const email = `nobody-${block}@example.com`;
    await Promise.all(Array.from({ length: 52 }, (_, i) => signIn(email, `guess ${i}`, at(i))));
    const answer = await signIn(email, 'another guess', at(70));
    expect(answer.status).toBe(429);
    expect(answer.json.error.message_code).toBe('account.signInLinkSent');
    expect(await queuedMails(behind.platform, email)).toEqual([]);
  });

  it('refuses malformed and unknown sign-in links with 400 and 401', async () => {
    const post = (body: string) => behind.send('POST', '/auth/sign-in-link', json, Buffer.from(body));
    expect((await post('{"token":')).status).toBe(400);
    expect((await post('{}')).status).toBe(400);
    expect((await post(JSON.stringify({ token: 'x'.repeat(5000) }))).status).toBe(400);
    expect((await post(JSON.stringify({ token: `${user.id}.not-a-real-link` }))).status).toBe(401);
  });
});
