import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_READ_MODEL, projections } from '@dth/domain';
import {
  MailOutbox,
  TOKENS,
  createLogger,
  createMailQueue,
  createNotificationDigestQueue,
  currentKeyspace,
} from '@dth/infrastructure';
import { DIGEST_SCHEDULE, scheduleNotificationDigest, startNotificationDigestWorker } from '@dth/worker';
import { replay } from '@dth/projector';
import { buildRequestListener, createContainer, disposeContainer } from '@dth/query-api';
import {
  createEngagementCast,
  engagementTeams,
  openEventStream,
  queuedMails,
  readModelSnapshot,
  startProfilePlatform,
  TestClock,
  type EngagementCast,
  type EventStreamClient,
  type StreamEvent,
  type TestUser,
} from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';
import { bearerOf, gatewayRequests } from './gateway/gatewayRequests';

/*
 * Notifications through the gateway: the reactor's inbox, the unread count and marking read, and the
 * live stream (Server-Sent Events through nginx, unbuffered): a member's new skill reaches their team's
 * owner live, on every query API (fanned out through Redis pub/sub), and a stream dropped and resumed
 * with Last-Event-ID misses nothing and repeats nothing. Malformed requests are refused.
 */
let behind: PlatformBehindGateway;
let cast: EngagementCast;
let secondQuery: { server: Server; port: number; stop(): Promise<void> };
const streams: EventStreamClient[] = [];

const auth = bearerOf;
const { send, ok } = gatewayRequests(() => behind);
async function stream(user: TestUser, port = behind.port, lastEventId?: string): Promise<EventStreamClient> {
  const client = await openEventStream(`http://127.0.0.1:${port}/notifications/stream`, {
    ...auth(user),
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });
  streams.push(client);
  return client;
}
const kind = (wanted: string) => (event: StreamEvent) =>
  event.event === 'notification' && JSON.parse(event.data).kind === wanted;
const skills = (ids: number[]) =>
  ok('POST', `/user/specialist/add-skills/${cast.member.id}`, cast.member, { skills: ids });

beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
  cast = await createEngagementCast(behind.platform);
  await engagementTeams(behind.platform, cast);
  // A second query API on the same Redis, as a scaled-out deployment runs it.
  const container = createContainer(behind.platform.env, createLogger('query-api-2', 'silent'));
  await container.resolve(TOKENS.ReadModels).start();
  const server = createServer(buildRequestListener(container));
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  secondQuery = {
    server,
    port,
    async stop() {
      await disposeContainer(container);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}, 180_000);
afterAll(async () => {
  for (const client of streams) client.close();
  await secondQuery?.stop();
  await behind?.stop();
});

describe('notifications', () => {
  it('a member’s new skill reaches their team’s owner live, through the gateway and on a second query API', async () => {
    const viaGateway = await stream(cast.owner);
    expect(viaGateway.status).toBe(200);
    expect(viaGateway.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(viaGateway.headers['content-encoding']).toBeUndefined();
    const direct = await stream(cast.owner, secondQuery.port);
    const answeredAt = await skills([1, 2, 3]).then(() => performance.now());
    const [a, b] = await Promise.all([viaGateway.next(kind('member_changed')), direct.next(kind('member_changed'))]);
    expect(a.data).toBe(b.data);
    expect(JSON.parse(a.data)).toMatchObject({
      kind: 'member_changed',
      recipient: cast.owner.id,
      actor_id: cast.member.id,
      record: { type: 'specialist', id: cast.member.id },
      detail: { field: 'skills' },
    });
    expect(a.id).toBe(JSON.parse(a.data).id);
    expect(a.receivedAt - answeredAt).toBeLessThan(5000);
  });

  it('lists, counts unread and marks read; another person’s notification is not found', async () => {
    const listed = await send('GET', '/notifications?range=[0,9]', cast.owner);
    expect(listed.status).toBe(200);
    expect(listed.headers['content-range']).toMatch(/^notifications 0-\d+\/\d+$/);
    const mine = listed.json as { id: string; kind: string; read: boolean; person_name: string }[];
    const changed = mine.find((n) => n.kind === 'member_changed')!;
    expect(changed).toMatchObject({ read: false, person_name: 'Mia Member' });
    const unread = (await ok('GET', '/notifications/unread-count', cast.owner)).data.count as number;
    expect(unread).toBe(mine.filter((n) => !n.read).length);
    expect(await ok('POST', `/notifications/${changed.id}/read`, cast.owner)).toEqual({
      data: { id: changed.id, read: true },
    });
    expect((await ok('GET', '/notifications/unread-count', cast.owner)).data.count).toBe(unread - 1);
    // The member's own notifications (the seat they were offered on the team) are theirs alone.
    const theirs = (await send('GET', '/notifications?range=[0,9]', cast.member)).json as {
      id: string;
      kind: string;
    }[];
    expect(theirs.map((n) => n.kind)).toContain('offer_received');
    expect((await send('POST', `/notifications/${theirs[0].id}/read`, cast.owner)).status).toBe(404);
    await ok('POST', '/notifications/read-all', cast.owner);
    expect((await ok('GET', '/notifications/unread-count', cast.owner)).data.count).toBe(0);
    expect(
      ((await send('GET', '/notifications?range=[0,9]', cast.owner)).json as { read: boolean }[]).every((n) => n.read),
    ).toBe(true);
  });

  it('a dropped stream resumes with Last-Event-ID: nothing missed, nothing twice', async () => {
    const first = await stream(cast.owner);
    await skills([1, 2]);
    const seen = await first.next(kind('member_changed'));
    first.close();
    await ok('POST', `/user/specialist/experience-level/${cast.member.id}`, cast.member, { experience_level_id: 2 });
    await skills([2, 4]);
    // Both are written before the stream comes back.
    await expect
      .poll(
        async () =>
          ((await send('GET', '/notifications?range=[0,0]', cast.owner)).json as { position: string }[])[0]?.position,
        { timeout: 10_000 },
      )
      .toBe((await behind.platform.store.headPosition()).toString());
    const resumed = await stream(cast.owner, behind.port, seen.id);
    const missed = [await resumed.next(kind('member_changed')), await resumed.next(kind('member_changed'))].map(
      (e) => JSON.parse(e.data).detail.field,
    );
    expect(missed).toEqual(['level', 'skills']);
    await skills([1]);
    expect(JSON.parse((await resumed.next(kind('member_changed'))).data).detail.field).toBe('skills');
    const ids = resumed.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(seen.id);
  });

  it('a replay rebuilds the notifications and every unread count exactly', async () => {
    const people = [cast.owner, cast.member, cast.extra, cast.invitee, cast.admin];
    await ok(
      'POST',
      `/notifications/${((await send('GET', '/notifications?range=[0,0]', cast.member)).json as { id: string }[])[0].id}/read`,
      cast.member,
    );
    const answers = async () =>
      Promise.all(
        people.map(async (user) => [
          (await send('GET', '/notifications?range=[0,199]', user)).raw.toString(),
          (await ok('GET', '/notifications/unread-count', user)).data.count,
        ]),
      );
    const before = await answers();
    expect(before.some(([, count]) => count > 0)).toBe(true);
    const live = (await currentKeyspace(behind.platform.redis)).versionOf(NOTIFICATIONS_READ_MODEL.name);
    const notifications = async (version: number) =>
      new Map([
        ...(await readModelSnapshot(behind.platform.redis, version, 'idx:notif:*')),
        ...(await readModelSnapshot(behind.platform.redis, version, 'nrel:*')),
      ]);
    const liveSnapshot = await notifications(live);
    expect(liveSnapshot.size).toBeGreaterThan(5);

    const { version } = await replay(behind.platform.store, behind.platform.redis, projections);
    expect(version).not.toBe(live);
    expect(await notifications(version)).toEqual(liveSnapshot);
    await expect
      .poll(async () => (await currentKeyspace(behind.platform.redis)).versionOf(NOTIFICATIONS_READ_MODEL.name))
      .toBe(version);
    await expect.poll(answers, { timeout: 10_000 }).toEqual(before);
  });

  it('mails the last day’s unread notifications of the kinds a person chose, once a day (a repeatable job)', async () => {
    const saved = await send('PUT', '/account/notification-preferences', cast.owner, {
      digest: ['member_changed', 'invitation_accepted'],
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      data: { digest: ['invitation_accepted', 'member_changed'] },
      message: 'Notification settings saved',
    });
    const position = saved.json.position as string;
    const me = await behind.send('GET', '/auth/me', { ...auth(cast.owner), 'x-min-position': position });
    expect(me.json.data.notification_digest).toEqual(['invitation_accepted', 'member_changed']);
    // The same choice again changes nothing (no event).
    expect(
      (
        await send('PUT', '/account/notification-preferences', cast.owner, {
          digest: ['member_changed', 'invitation_accepted'],
        })
      ).json.position,
    ).toBeUndefined();

    // The daily job as the worker runs it, on a clock the test moves.
    const { redis, env } = behind.platform;
    const clock = new TestClock(new Date());
    const outbox = new MailOutbox(createMailQueue(env.REDIS_URL));
    const digests = createNotificationDigestQueue(env.REDIS_URL);
    const worker = startNotificationDigestWorker({
      redisUrl: env.REDIS_URL,
      redis,
      outbox,
      appUrl: 'http://localhost:8080/stage/',
      logger: createLogger('test-worker', 'silent'),
      clock,
    });
    const run = async () => {
      const { id } = await digests.add('digest', {});
      return vi.waitFor(
        async () => {
          const job = (await digests.getJob(id!))!;
          expect(await job.getState()).toBe('completed');
          return job.returnvalue as unknown;
        },
        { timeout: 10_000, interval: 50 },
      );
    };
    try {
      expect(await run()).toEqual({ people: 1, mails: 1 });
      // A second run the same day queues the same mail id: nothing twice.
      await run();
      const mails = (await queuedMails(behind.platform, cast.owner.email)).filter((m) =>
        /notifications? from the last day/.test(m.subject),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('Mia Member changed their skills');
      // A day later, nothing new: no mail.
      clock.advance(25 * 3600_000);
      expect(await run()).toEqual({ people: 1, mails: 0 });
    } finally {
      await worker.close();
      await digests.close();
      await outbox.close();
    }
    // The job runs every day at 07:00 UTC, scheduled once however many workers start.
    const queue = createNotificationDigestQueue(behind.platform.env.REDIS_URL);
    try {
      await scheduleNotificationDigest(queue);
      await scheduleNotificationDigest(queue);
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({ pattern: DIGEST_SCHEDULE.pattern, tz: 'UTC' });
    } finally {
      await queue.close();
    }
  });

  it('refuses notification settings it cannot take, with the message, changing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ digest: ['everything'] }, /Choose the daily mail’s notifications from the list/],
      [{ digest: 'member_changed' }, /Choose the daily mail’s notifications from the list/],
      [{ digest: [], extra: 1 }, /./],
      ['{"digest":[', /./],
    ];
    for (const [body, message] of cases) {
      const answer = await behind.send(
        'PUT',
        '/account/notification-preferences',
        { ...auth(cast.member), 'content-type': 'application/json' },
        Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.raw.toString()).toMatch(message);
    }
    expect((await send('PUT', '/account/notification-preferences', null, { digest: [] })).status).toBe(401);
    expect((await ok('GET', '/auth/me', cast.member)).data.notification_digest).toBeUndefined();
  });

  it('refuses what it cannot take', async () => {
    expect((await send('GET', '/notifications/stream', null)).status).toBe(401);
    expect((await send('GET', '/notifications', null)).status).toBe(401);
    const badResume = await behind.send('GET', '/notifications/stream', {
      ...auth(cast.owner),
      'last-event-id': 'yesterday',
    });
    expect(badResume.status).toBe(400);
    expect(badResume.raw.toString()).toContain('Give a notification id as it was answered');
    expect((await send('POST', '/notifications/not-an-id/read', cast.owner)).status).toBe(400);
    expect((await send('POST', '/notifications/99999.0/read', cast.owner)).status).toBe(404);
    expect((await send('GET', '/notifications?range=[0', cast.owner)).status).toBe(400);
    const oversized = await behind.send(
      'POST',
      '/notifications/read-all',
      { ...auth(cast.owner), 'content-type': 'application/json' },
      Buffer.alloc(12 * 1024 * 1024, 'x'),
    );
    expect(oversized.status).toBe(413);
  });
});
