import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailQueue } from '@dth/infrastructure';
import type { TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * Reset and logout end sessions, seen the way a user's requests arrive: through the gateway, on
 * the query API's fast read path and on a command route alike.
 */
let behind: PlatformBehindGateway;
beforeAll(async () => {
  behind = await startPlatformBehindGateway();
});
afterAll(() => behind.stop());

const json = (body: unknown) => Buffer.from(JSON.stringify(body));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(user: TestUser, password = user.password): Promise<{ token: string; cookie: string }> {
  const answer = await behind.send(
    'POST',
    '/auth/login',
    { 'content-type': 'application/json' },
    json({ email: user.email, password }),
  );
  expect(answer.status).toBe(200);
  const setCookie = answer.headers['set-cookie'] as string[];
  return { token: answer.json.data.access_token, cookie: setCookie[0].split(';')[0] };
}

/** What a signed-in user does all day: read their profile (query API) and save a section (command API). */
async function statuses(user: TestUser, token: string): Promise<[number, number]> {
  const read = await behind.send('GET', `/user/specialist/${user.id}`, bearer(token));
  const write = await behind.send(
    'POST',
    `/user/specialist/add-about/${user.id}`,
    { ...bearer(token), 'content-type': 'application/json' },
    json({ description: 'Still me.' }),
  );
  return [read.status, write.status];
}

function resetLink(email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const queue = createMailQueue(behind.platform.env.REDIS_URL);
      try {
        const jobs = await queue.getJobs(['waiting', 'delayed', 'completed', 'active']);
        const link = jobs
          .filter((j) => j.data.to === email && j.data.link?.includes('/reset-password/'))
          .sort((a, b) => b.timestamp - a.timestamp)[0]?.data.link;
        if (!link) throw new Error(`no reset mail for ${email}`);
        return link.split('/').pop()!;
      } finally {
        await queue.close();
      }
    },
    { timeout: 10_000, interval: 20 },
  );
}

describe('through the gateway', () => {
  it('after logout, the access token of that session gets 401 on reads and writes; another session goes on', async () => {
    const user = await behind.platform.createUser('specialist');
    const session = await signIn(user);
    expect(await statuses(user, session.token)).toEqual([200, 200]);

    const logout = await behind.send('POST', '/auth/logout', { ...bearer(session.token), cookie: session.cookie });
    expect(logout.status).toBe(200);

    expect(await statuses(user, session.token)).toEqual([401, 401]);
    expect((await behind.send('POST', '/auth/refresh', { cookie: session.cookie })).status).toBe(401);
    expect(await statuses(user, user.token)).toEqual([200, 200]);
  });

  it('after a password reset, every access token issued before it gets 401, and the new password signs in', async () => {
    const user = await behind.platform.createUser('specialist');
    const session = await signIn(user);
    expect(await statuses(user, session.token)).toEqual([200, 200]);

    expect(
      (
        await behind.send(
          'POST',
          '/auth/forgot-password',
          { 'content-type': 'application/json' },
          json({ email: user.email }),
        )
      ).status,
    ).toBe(202);
    const reset = await behind.send(
      'POST',
      `/auth/reset-password/${await resetLink(user.email)}`,
      { 'content-type': 'application/json' },
      json({ password: 'violet tram under 7 bridges' }),
    );
    expect(reset.status).toBe(200);

    for (const token of [session.token, user.token]) {
      expect(await statuses(user, token)).toEqual([401, 401]);
      const me = await behind.send('GET', '/auth/me', bearer(token));
      expect(me.json.error).toMatchObject({ code: 'unauthorized', message: 'Your session has expired; sign in again' });
    }
    expect((await behind.send('POST', '/auth/refresh', { cookie: session.cookie })).status).toBe(401);

    const fresh = await signIn(user, 'violet tram under 7 bridges');
    expect(await statuses(user, fresh.token)).toEqual([200, 200]);
  });
});
