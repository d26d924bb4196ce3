import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxMessages } from '@dth/domain';
import { AccessTokens, SessionRevocations, createMailQueue, jwtSecretOf, repoRoot } from '@dth/infrastructure';
import {
  openEventStream,
  startTestErasureWorker,
  startTestPlatform,
  type EventStreamClient,
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

/*
 * No one person can stall the service with notification streams (issue 37), through the gateway: a
 * token opens 30 a minute after a burst of 10, a person at most 30 a minute over all their sessions, and
 * holds at most 5 (the oldest end, told to wait a minute before trying again), a client address opens 2 a
 * second after a burst of 60 and holds at most 50, a gateway out
 * of connections answers a JSON 503 rather than nginx's 500, and others' reads go on meanwhile. A stream ends with its session: logout, a
 * password reset, a replayed refresh token, an erasure.
 */
let behind: PlatformBehindGateway;
let erasures: { stop(): Promise<void> };
let tokens: AccessTokens;
const opened: EventStreamClient[] = [];
const { send } = gatewayRequests(() => behind);
const json = (body: unknown) => Buffer.from(JSON.stringify(body));

/** A stream through the gateway (or `port`), from a client address of 127.0.0.0/8. */
async function stream(token: string, from?: string, port = behind.port): Promise<EventStreamClient> {
  const client = await openEventStream(
    `http://127.0.0.1:${port}/notifications/stream`,
    { authorization: `Bearer ${token}` },
    from,
  );
  opened.push(client);
  return client;
}
/** A valid access token of someone (streams need no more than that): many people without signing each in. */
const someone = () => tokens.issue({ userId: randomUUID(), userType: 'specialist' }, randomUUID().replace(/-/g, ''));
const isBusy = (answer: { status: number; json?: unknown; text?: string }) => {
  const body = answer.json ?? JSON.parse(answer.text ?? '');
  expect(answer.status).toBe(503);
  expect(body).toEqual({ error: { code: 'unavailable', message: 'The service is busy; try again shortly' } });
};

async function signIn(user: TestUser): Promise<{ token: string; cookie: string }> {
  const answer = await behind.send(
    'POST',
    '/auth/login',
    { 'content-type': 'application/json' },
    json({ email: user.email, password: user.password }),
  );
  expect(answer.status).toBe(200);
  return {
    token: answer.json.data.access_token,
    cookie: (answer.headers['set-cookie'] as string[])[0].split(';')[0],
  };
}

beforeAll(async () => {
  // The event stream is tested here, not what a password hash costs.
  behind = await startPlatformBehindGateway(() => startTestPlatform({}, { cheapPasswordHashes: true }));
  erasures = startTestErasureWorker(behind.platform);
  const { env, redis } = behind.platform;
  const ttl = { accessSeconds: env.ACCESS_TOKEN_TTL_SECONDS, refreshSeconds: env.REFRESH_TOKEN_TTL_DAYS * 86400 };
  tokens = new AccessTokens(jwtSecretOf(env), ttl.accessSeconds, new SessionRevocations(redis, ttl));
}, 120_000);
afterAll(async () => {
  for (const client of opened) client.close();
  await erasures?.stop();
  await behind?.stop();
});

describe('a flood of streams', () => {
  it('takes about 10 of 100 streams one token opens at once and keeps the person’s 5 newest, the others told to wait; others read on', async () => {
    const [flooder, reader] = [await behind.platform.createUser(), await behind.platform.createUser()];
    const flood = Promise.all(Array.from({ length: 100 }, (_, i) => stream(flooder.token, `127.0.0.${2 + (i % 4)}`)));
    const reads = await Promise.all(Array.from({ length: 20 }, () => send('GET', '/auth/me', reader)));
    expect(reads.map((read) => read.status)).toEqual(Array(20).fill(200));
    const streams = await flood;
    const taken = streams.filter((s) => s.status === 200);
    // The burst, and one more each 2 s the flood lasts.
    expect(taken.length).toBeGreaterThanOrEqual(10);
    expect(taken.length).toBeLessThanOrEqual(12);
    for (const refused of streams.filter((s) => s.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text).error).toMatchObject({
        code: 'too_many_requests',
        message: inboxMessages.tooManyStreams,
      });
      expect(refused.headers['retry-after']).toBe('10');
    }
    await vi.waitFor(() => expect(taken.filter((s) => !s.done)).toHaveLength(5), { timeout: 10_000 });
    expect(await behind.platform.redis.zcard(`notifications:streams:${flooder.id}`)).toBe(5);
    for (const ended of taken.filter((s) => s.done)) expect(ended.text).toMatch(/retry: 60000\n\n$/);
    expect((await send('GET', '/auth/me', flooder)).status).toBe(200);
  });

  it('takes 30 streams a minute from one person over all their sessions, then answers 429', async () => {
    const person = await behind.platform.createUser();
    const sessions = [person.token, ...(await Promise.all([1, 2, 3].map(async () => (await signIn(person)).token)))];
    // Within each token's burst at the gateway: all 40 reach the query API.
    const streams = await Promise.all(sessions.flatMap((token) => Array.from({ length: 10 }, () => stream(token))));
    expect(streams.filter((s) => s.status === 200)).toHaveLength(30);
    for (const refused of streams.filter((s) => s.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.text).error).toMatchObject({ message: inboxMessages.tooManyStreams });
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    await vi.waitFor(() => expect(streams.filter((s) => s.status === 200 && !s.done)).toHaveLength(5));
  });

  it('takes 2 streams a second from one address, after a burst of 60, then answers a JSON 429', async () => {
    const opened = await Promise.all(Array.from({ length: 70 }, async () => stream(await someone(), '127.0.0.30')));
    const refused = opened.filter((s) => s.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(9);
    for (const answer of refused) {
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: 'too_many_requests', message: inboxMessages.tooManyStreams },
      });
      expect(answer.headers['retry-after']).toBe('10');
    }
    // Those it took are within its 50 streams an address.
    expect(opened.filter((s) => s.status === 200).length).toBeLessThanOrEqual(50);
    for (const client of opened) client.close();
  });

  it('takes 50 streams from one address, then answers a JSON 503; other addresses and reads go on', async () => {
    const held = await Promise.all(Array.from({ length: 50 }, async () => stream(await someone(), '127.0.0.9')));
    expect(held.map((s) => s.status)).toEqual(Array(50).fill(200));
    const refused = await stream(await someone(), '127.0.0.9');
    isBusy(refused);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.headers['content-type']).toBe('application/json');
    expect((await stream(await someone(), '127.0.0.10')).status).toBe(200);
    const reader = await behind.platform.createUser();
    const read: GatewayAnswer = await behind.send('GET', '/auth/me', bearerOf(reader), undefined, '127.0.0.9');
    expect(read.status).toBe(200);
    for (const client of held) client.close();
    await vi.waitFor(async () => expect((await stream(await someone(), '127.0.0.9')).status).toBe(200));
  });

  it('answers a JSON 503 when nginx has no connection left to reach a service, never its 500', async () => {
    // The same nginx with room for 33 connections: the listening socket and the master's channel take two,
    // each stream two more (the browser's and the query API's). After 15 streams one is left: the 16th
    // request is taken, and finds none for the query API.
    const small = await startGateway({
      queryApi: `127.0.0.1:${behind.queryPort}`,
      commandApi: `127.0.0.1:${behind.commandPort}`,
      blobStore: `127.0.0.1:${behind.platform.env.S3_PORT}`,
      mediaBucket: behind.platform.env.MEDIA_BUCKET,
      workerConnections: 33,
    });
    try {
      const held: EventStreamClient[] = [];
      for (let i = 0; i < 15; i++) held.push(await stream(await someone(), `127.0.1.${i + 1}`, small.port));
      expect(held.map((s) => s.status)).toEqual(Array(15).fill(200));
      const refused = await stream(await someone(), '127.0.1.100', small.port);
      isBusy(refused);
      // nginx may log the refusal just after it answered: wait for the line.
      await vi.waitFor(() => expect(small.errorLog()).toContain('worker_connections are not enough'));
      for (const client of [...held, refused]) client.close();
      const reader = await behind.platform.createUser();
      await vi.waitFor(async () =>
        expect((await sendRaw(small.port, 'GET', '/auth/me', bearerOf(reader))).status).toBe(200),
      );
    } finally {
      await small.stop();
    }
  });

  it('is sized so that the streams it allows leave connections for everything else', () => {
    const conf = readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
    const main = readFileSync(join(repoRoot, 'deploy', 'nginx.main.conf'), 'utf8');
    const number = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]);
    const streams = number(conf, /limit_conn streams_in_all (\d+);/);
    const connections = number(main, /worker_connections (\d+);/);
    expect(streams).toBeGreaterThan(0);
    // Every stream on one worker still leaves 2,000 connections for reads and writes.
    expect(2 * streams + 2000).toBeLessThanOrEqual(connections);
    expect(number(main, /worker_rlimit_nofile (\d+);/)).toBeGreaterThan(connections);
  });
});

describe('a stream ends with its session', () => {
  const liveFor = async (token: string) => {
    const client = await stream(token);
    expect(client.status).toBe(200);
    return client;
  };

  it('at logout, and only that session’s', async () => {
    const user = await behind.platform.createUser();
    const session = await signIn(user);
    const [ending, other] = [await liveFor(session.token), await liveFor(user.token)];
    expect(
      (await send('POST', '/auth/logout', null, undefined, { ...bearerOf(user), cookie: session.cookie })).status,
    ).toBe(200);
    // The cookie's session ended; the bearer's (another session) too, which is the one `other` holds.
    await vi.waitFor(() => expect([ending.done, other.done]).toEqual([true, true]));

    const kept = await signIn(user);
    const [gone, stays] = [await liveFor(kept.token), await liveFor((await signIn(user)).token)];
    expect((await send('POST', '/auth/logout', null, undefined, { cookie: kept.cookie })).status).toBe(200);
    await vi.waitFor(() => expect(gone.done).toBe(true));
    expect(stays.done).toBe(false);
  });

  it('at a password reset', async () => {
    const user = await behind.platform.createUser();
    const live = await liveFor(user.token);
    expect((await send('POST', '/auth/forgot-password', null, { email: user.email })).status).toBe(202);
    const queue = createMailQueue(behind.platform.env.REDIS_URL);
    const link = await vi.waitFor(async () => {
      const jobs = await queue.getJobs(['waiting', 'delayed', 'completed', 'active']);
      const found = jobs.find((j) => j.data.to === user.email && j.data.link?.includes('/reset-password/'));
      expect(found).toBeDefined();
      return found!.data.link as string;
    });
    await queue.close();
    const reset = await send('POST', `/auth/reset-password/${link.split('/').pop()}`, null, {
      password: `violet tram under ${randomBytes(4).toString('hex')} bridges`,
    });
    expect(reset.status).toBe(200);
    await vi.waitFor(() => expect(live.done).toBe(true));
  });

  it('when a used refresh token comes back (its session is revoked)', async () => {
    const user = await behind.platform.createUser();
    const first = await signIn(user);
    const rotated = await send('POST', '/auth/refresh', null, undefined, { cookie: first.cookie });
    expect(rotated.status).toBe(200);
    const live = await liveFor(rotated.json.data.access_token);
    expect((await send('POST', '/auth/refresh', null, undefined, { cookie: first.cookie })).status).toBe(401);
    await vi.waitFor(() => expect(live.done).toBe(true));
  });

  it('at the account’s erasure', async () => {
    const [user, admin] = [await behind.platform.createUser(), await behind.platform.createUser('admin')];
    const live = await liveFor(user.token);
    const erased = await send('POST', '/account/erasure', admin, { user_id: user.id, confirmation: user.email });
    expect(erased.status).toBe(202);
    await vi.waitFor(() => expect(live.done).toBe(true), { timeout: 20_000 });
    expect((await stream(user.token)).status).toBe(401);
  });
});
