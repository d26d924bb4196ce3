import { readdir } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_QUEUE, MAIL_QUEUE, RedisLease, bullConnection, mailDirOf, type MailJob } from '@dth/infrastructure';
import {
  bearer,
  createNetworkCast,
  deliveredMails,
  largeJpeg,
  memberOnTeams,
  recordReliability,
  startProfilePlatform,
  TEST_LOCK_MS,
  type NetworkCast,
  type TestPlatform,
} from '@dth/testing';
import { exited, variantOf, workerStarter } from '../media/killedWorker.testSupport';
import { checkpointKeyOf, leaseKeyOf } from './logReactor';

/*
 * Two worker processes on one log: each reaction runs in the one holding its lease. The holder of
 * every reaction is killed with SIGKILL while a departure's clean-up and avatar jobs are under way,
 * and the worker that took over is killed in turn while invitations are being mailed (a third one
 * standing by); each time the other worker takes every reaction over within the lease, and in the
 * end every team is left once, every invitation is queued and delivered under one mail job, and
 * every avatar has exactly one AvatarProcessed. The test's platform runs no reactions itself.
 */
const TEAMS = 30;
const INVITATIONS = 40;
const AVATARS = 4;
const REACTIONS = ['media-reactor', 'invitation-mails', 'departed-members', 'offer-acceptances'];

let platform: TestPlatform;
let cast: NetworkCast;
let mailQueue: Queue<MailJob>;
let avatarQueue: Queue;
beforeAll(async () => {
  platform = await startProfilePlatform({ reactions: false });
  cast = await createNetworkCast(platform);
  mailQueue = new Queue<MailJob>(MAIL_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
  avatarQueue = new Queue(AVATAR_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
}, 60_000);
afterAll(async () => {
  await mailQueue?.close();
  await avatarQueue?.close();
  await platform?.stop();
});

const command = () => request(platform.command);

async function eventsOfType(type: string) {
  const found: { id: string; data: Record<string, unknown>; metadata: { causationId: string } }[] = [];
  for await (const event of platform.store.readAll())
    if (event.type === type) found.push({ ...event, data: { ...event.data } });
  return found;
}

/** The pid in each reaction's lease holder (`host:pid:random`), null where nobody holds it. */
async function holders(): Promise<(number | null)[]> {
  const values = await Promise.all(REACTIONS.map((name) => platform.redis.get(leaseKeyOf({ name }))));
  return values.map((holder) => (holder === null ? null : Number(holder.split(':').at(-2))));
}

describe('reactions in two workers, the holder killed with SIGKILL', () => {
  it(
    `a departure from ${TEAMS} teams, ${AVATARS} avatars and ${INVITATIONS} invitations in flight: each done once, taken over within the lease`,
    { timeout: 240_000 },
    async () => {
      // The test holds every reaction's lease while both workers start, so both are up and standing by.
      const blocking = REACTIONS.map((name) => new RedisLease(platform.redis, leaseKeyOf({ name }), 'test', 600_000));
      for (const lease of blocking) expect(await lease.acquire()).not.toBeNull();
      // As a first holder would, the invitation mails start at the log's head (before the work below).
      await platform.redis.set(
        checkpointKeyOf({ name: 'invitation-mails' }),
        (await platform.store.headPosition()).toString(),
      );
      const startWorker = workerStarter(platform);
      const workersUp = (count: number) =>
        expect.poll(async () => (await avatarQueue.getWorkers()).length, { timeout: 60_000, interval: 50 }).toBe(count);
      const a = startWorker();
      const b = startWorker();
      const c = startWorker();
      const started = [a, b, c];
      c.kill('SIGSTOP');
      try {
        await workersUp(2);

        // The departure and the uploads, appended while no worker may react to them.
        const { fixture: f, teamIds } = await memberOnTeams(platform, cast, TEAMS);
        const variant = variantOf(await largeJpeg(4), '#');
        for (let i = 0; i < AVATARS; i++)
          await command()
            .post(`/user/specialist/add-avatar/${cast.extra.id}`)
            .set(bearer(cast.extra))
            .attach('avatar', variant(i), 'avatar.jpg')
            .expect(200);
        await command().post(`/network-members/${f.memberRecordId}/leave`).set(bearer(cast.member)).expect(200);

        // Cheap enough to poll every few milliseconds (reading the whole log is not).
        const removed = async () =>
          (await Promise.all(teamIds.map((id) => platform.eventsOf(`team-${id}`))))
            .flat()
            .filter((e) => e.type === 'TeamMemberRemoved').length;
        const avatarEvents = async (type: string) =>
          (await platform.eventsOf(`specialist-${cast.extra.id}`)).filter((e) => e.type === type);
        const processed = async () => (await avatarEvents('AvatarProcessed')).map((e) => e.data.uploadEventId);
        const addresses = Array.from({ length: INVITATIONS }, (_, i) => `handover-${i}-${randomUUID()}@example.com`);
        const invitationMails = async () =>
          (await mailQueue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed'])).filter((job) =>
            addresses.includes(job.data.to),
          );
        /** Kills `holder` and answers how long until `next` holds every reaction. */
        const handOver = async (holder: ChildProcess, next: ChildProcess) => {
          holder.kill('SIGKILL');
          await exited(holder);
          const killedAt = performance.now();
          await expect.poll(holders, { timeout: 30_000, interval: 10 }).toEqual(REACTIONS.map(() => next.pid));
          return Math.round(performance.now() - killedAt);
        };

        // a takes every reaction: b is paused while the test's leases go, then stands by.
        b.kill('SIGSTOP');
        for (const lease of blocking) await lease.release();
        await expect.poll(holders, { timeout: 10_000, interval: 10 }).toEqual(REACTIONS.map(() => a.pid));
        b.kill('SIGCONT');
        await expect.poll(removed, { timeout: 60_000, interval: 2 }).toBeGreaterThan(0);
        const firstKill = { removed: await removed(), processed: (await processed()).length };
        const firstTakeOverMs = await handOver(a, b);
        expect(firstKill.removed).toBeLessThan(TEAMS);

        // c stands by for b; the invitations are made while b mails them, and b is killed on the first one queued.
        c.kill('SIGCONT');
        await workersUp(2);
        let invited = 0;
        const inviting = (async () => {
          for (const email of addresses) {
            await command()
              .post(`/networks/${f.networkId}/invitations`)
              .set(bearer(cast.owner))
              .send({ email })
              .expect(201);
            invited++;
          }
        })();
        await expect
          .poll(async () => (await invitationMails()).length, { timeout: 60_000, interval: 2 })
          .toBeGreaterThan(0);
        const secondKill = { invited, mailed: (await invitationMails()).length };
        const secondTakeOverMs = await handOver(b, c);
        await inviting;
        expect(secondKill.mailed).toBeLessThan(INVITATIONS);

        const unsent = async () =>
          Object.values(await mailQueue.getJobCounts('waiting', 'active', 'delayed')).reduce((sum, n) => sum + n, 0);
        await expect.poll(removed, { timeout: 60_000, interval: 20 }).toBe(TEAMS);
        await expect.poll(async () => (await processed()).length, { timeout: 90_000, interval: 20 }).toBe(AVATARS);
        await expect
          .poll(async () => (await invitationMails()).length, { timeout: 60_000, interval: 20 })
          .toBe(INVITATIONS);
        await expect.poll(unsent, { timeout: 60_000, interval: 20 }).toBe(0);

        // Each team left once, caused by the departure.
        const removals = await eventsOfType('TeamMemberRemoved');
        expect(removals.map((e) => e.data.teamId).sort()).toEqual([...teamIds].sort());
        const [left] = await eventsOfType('MemberLeft');
        for (const removal of removals) expect(removal.metadata.causationId).toBe(left.id);
        // Each avatar processed once.
        const uploads = (await avatarEvents('AvatarUploaded')).map((e) => e.id);
        expect((await processed()).sort()).toEqual([...uploads].sort());
        expect(await avatarEvents('AvatarProcessingFailed')).toEqual([]);
        // Each invitation queued once, under its event's job id, and what reached the mail folder is that job's.
        const mails = await invitationMails();
        expect(mails.map((job) => job.data.to).sort()).toEqual([...addresses].sort());
        const files = await readdir(mailDirOf(platform.env));
        let redelivered = 0;
        for (const job of mails) {
          const delivered = await deliveredMails(mailDirOf(platform.env), job.data.to);
          const ofJob = files.filter((file) => file.endsWith(`-${job.id}.eml`));
          expect(ofJob.length).toBeGreaterThan(0);
          expect(delivered).toHaveLength(ofJob.length);
          redelivered += ofJob.length - 1;
        }

        recordReliability({
          id: 'reactions-handover',
          title: "Two workers, the reactions' holder killed with SIGKILL",
          size: `a departure from ${TEAMS} teams and ${AVATARS} avatars, then ${INVITATIONS} invitations; lease and job lock ${TEST_LOCK_MS} ms`,
          columns: ['killed', 'done at the kill', 'kill → the standby holds all 4 reactions', 'in the end, each once'],
          rows: [
            [
              'the first holder, during the clean-up',
              `${firstKill.removed} of ${TEAMS} teams left, ${firstKill.processed} of ${AVATARS} avatars processed`,
              `${firstTakeOverMs} ms`,
              `**${removals.length} of ${TEAMS} teams left, ${AVATARS} of ${AVATARS} avatars processed**`,
            ],
            [
              'the second holder, while invitations are made',
              `${secondKill.mailed} of ${INVITATIONS} invitations queued (${secondKill.invited} made)`,
              `${secondTakeOverMs} ms`,
              `**${mails.length} of ${INVITATIONS} invitations queued**, ${redelivered} delivered again (a delivery cut by the kill)`,
            ],
          ],
          notes: [
            "Every worker runs every reaction's follower; one holds each reaction's lease (`worker:{name}:lease`) and the others stand by. Each kill takes the holder of all four.",
            "An event handled again by the new holder (its effect done, its checkpoint not yet written at the kill) queues nothing new: the mail job's id is the event's, the clean-up's command changes nothing, the avatar job's id is the upload's. A mail job cut mid-delivery is delivered again by BullMQ (at least once), under the same job id.",
          ],
        });
      } finally {
        for (const worker of started) {
          worker.kill('SIGCONT');
          worker.kill('SIGTERM');
          await exited(worker);
        }
      }
    },
  );
});
