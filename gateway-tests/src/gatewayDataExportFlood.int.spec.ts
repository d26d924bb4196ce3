import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONAL_DATA_EXPORTS_PER_DAY, accountMessages, toUserStream } from '@dth/domain';
import { TestClock, startTestPersonalDataWorker, startTestPlatform, type TestUser } from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';
import { gatewayRequests } from './gateway/gatewayRequests';

/*
 * No one person can flood the service, or the admins' inbox, with data-export requests (issue 37), through
 * the gateway: one export is made at a time per person (asked again meanwhile, the answer is that one),
 * PERSONAL_DATA_EXPORTS_PER_DAY a day, then 429; the admins' inbox holds one line per person and kind with
 * a count, and an erasure request stays there whatever comes after it.
 */
let behind: PlatformBehindGateway;
let worker: { stop(): Promise<void> };
let [mallory, eve, admin, carol]: TestUser[] = [];
/** The platform's time, running on with the real one: a test moves it past a claim's grace. */
const clock = new TestClock(new Date(), true);
const { send, ok } = gatewayRequests(() => behind);
const askFor = (user: TestUser) => send('POST', '/account/data-exports', user, {});
const exportsOf = async (user: TestUser) =>
  (await behind.platform.eventsOf(toUserStream(user.id))).filter((e) => e.type === 'PersonalDataExportRequested');
const made = (user: TestUser, id: string) =>
  vi.waitFor(async () => expect((await ok('GET', `/account/data-exports/${id}`, user)).data.state).toBe('done'), {
    timeout: 30_000,
    interval: 200,
  });
type InboxEntry = { kind: string; person_id: string; count: number; detail: Record<string, unknown> };

beforeAll(async () => {
  behind = await startPlatformBehindGateway(() => startTestPlatform({}, { clock }));
  [mallory, eve, admin, carol] = [
    await behind.platform.createUser(),
    await behind.platform.createUser(),
    await behind.platform.createUser('admin'),
    await behind.platform.createUser(),
  ];
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await behind?.stop();
});

describe('a flood of data-export requests', () => {
  it('makes one archive for 210 requests sent at once: each answers the one being made', async () => {
    // No worker yet: the first is still being made when the last is asked.
    const answers: GatewayAnswer[] = await Promise.all(Array.from({ length: 210 }, () => askFor(mallory)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([202]));
    const ids = new Set(answers.map((a) => a.json.data.id as string));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.json.message === accountMessages.dataExportRunning)).toHaveLength(209);
    expect(await exportsOf(mallory)).toHaveLength(1);
    worker = startTestPersonalDataWorker(behind.platform);
    await made(mallory, [...ids][0]);
  });

  it(`makes ${PERSONAL_DATA_EXPORTS_PER_DAY} a day per person, one after the other, then answers 429`, async () => {
    for (let n = 1; n < PERSONAL_DATA_EXPORTS_PER_DAY; n++) {
      const asked = await askFor(mallory);
      expect(asked.status).toBe(202);
      expect(asked.json.message).toBeUndefined();
      await made(mallory, asked.json.data.id);
    }
    const refused = await askFor(mallory);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({
      code: 'too_many_requests',
      message: accountMessages.dataExportDailyLimit,
      message_code: 'account.dataExportDailyLimit',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await exportsOf(mallory)).toHaveLength(PERSONAL_DATA_EXPORTS_PER_DAY);
    // Another person is not held back by it.
    expect((await askFor(eve)).status).toBe(202);
  });

  it('shows the admins one line per person and kind with its count, and keeps an erasure request whatever follows', async () => {
    const erasure = await send('POST', '/account/erasure', eve, { confirmation: eve.email, password: eve.password });
    expect(erasure.status).toBe(202);
    const { store } = behind.platform;
    await behind.platform.projected(await store.headPosition());
    const inboxNow = async () => (await send('GET', '/notifications?range=[0,299]', admin)).json as InboxEntry[];
    const about = (inbox: InboxEntry[], user: TestUser) =>
      inbox.filter((n) => n.person_id === user.id).map((n) => [n.kind, n.count]);
    const before = await inboxNow();
    expect(about(before, mallory)).toEqual([['data_export_requested', PERSONAL_DATA_EXPORTS_PER_DAY]]);
    expect(about(before, eve)).toEqual([
      ['erasure_requested', 1],
      ['data_export_requested', 1],
    ]);

    // 250 other people ask for their data after it (a fixture: their accounts need not exist to be noticed).
    for (let i = 0; i < 250; i++) {
      const userId = randomUUID();
      await store.appendToStream(
        toUserStream(userId),
        [
          {
            id: randomUUID(),
            type: 'PersonalDataExportRequested',
            data: { userId, exportId: randomUUID(), requestedBy: userId, requestedAt: new Date().toISOString() },
            metadata: {
              actorId: userId,
              actorRole: 'specialist',
              correlationId: randomUUID(),
              causationId: randomUUID(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'any' },
      );
    }
    await behind.platform.projected(await store.headPosition());
    const after = await inboxNow();
    expect(after).toHaveLength(200);
    expect(about(after, eve)).toEqual([['erasure_requested', 1]]);
    expect(about(after, mallory)).toEqual([]);
  });

  it('lets a claim whose request never queued its job go after a minute of the platform’s clock', async () => {
    // The command API claimed an export for Carol and stopped before its job was queued (a crash in between).
    const claimed = randomUUID();
    await behind.platform.redis.set(
      `personal-data-export:running:${carol.id}`,
      `${claimed} ${clock.now().getTime()}`,
      'EX',
      3600,
    );
    const meanwhile = await askFor(carol);
    expect(meanwhile.status).toBe(202);
    expect(meanwhile.json).toEqual({ data: { id: claimed }, message: accountMessages.dataExportRunning });
    expect(await exportsOf(carol)).toHaveLength(0);

    clock.advance(61_000);
    const asked = await askFor(carol);
    expect(asked.status).toBe(202);
    expect(asked.json.message).toBeUndefined();
    expect(asked.json.data.id).not.toBe(claimed);
    expect(await exportsOf(carol)).toHaveLength(1);
    await made(carol, asked.json.data.id);
  });
});
