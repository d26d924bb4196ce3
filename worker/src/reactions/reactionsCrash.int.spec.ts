import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE, bullConnection, type MailJob } from '@dth/infrastructure';
import {
  bearer,
  createNetworkCast,
  memberOnTeams,
  startProfilePlatform,
  type NetworkCast,
  type TestPlatform,
} from '@dth/testing';
import { exited, workerStarter } from '../media/killedWorker.testSupport';
import { checkpointKeyOf } from './logReactor';

/*
 * The worker's reactions (its own process) killed with SIGKILL in the middle of what an event set
 * off, then restarted: the clean-up after a departure ends with the member out of every team, once
 * each, and each invitation is mailed exactly once. The test's platform runs no reactions itself.
 */
const TEAMS = 40;
const INVITATIONS = 40;

let platform: TestPlatform;
let cast: NetworkCast;
let mailQueue: Queue<MailJob>;
beforeAll(async () => {
  platform = await startProfilePlatform({ reactions: false });
  cast = await createNetworkCast(platform);
  mailQueue = new Queue<MailJob>(MAIL_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
}, 60_000);
afterAll(async () => {
  await mailQueue?.close();
  await platform?.stop();
});

const command = () => request(platform.command);

/** Every event of a type from the whole log. */
async function eventsOfType(type: string) {
  const found: { id: string; data: Record<string, unknown>; metadata: { causationId: string; actorId: string } }[] = [];
  for await (const event of platform.store.readAll())
    if (event.type === type) found.push({ ...event, data: { ...event.data } });
  return found;
}

async function stopped(worker: ReturnType<ReturnType<typeof workerStarter>>, signal: NodeJS.Signals) {
  worker.kill(signal);
  await exited(worker);
}

describe('reactions under kill -9', () => {
  it(
    `a departure from a network with ${TEAMS} teams: killed mid-way and restarted, the member is out of every team, once each`,
    { timeout: 120_000 },
    async () => {
      const { fixture: f, teamIds } = await memberOnTeams(platform, cast, TEAMS);
      await command().post(`/network-members/${f.memberRecordId}/leave`).set(bearer(cast.member)).expect(200);
      expect(await eventsOfType('TeamMemberRemoved')).toEqual([]);

      const startWorker = workerStarter(platform);
      let worker = startWorker();
      await expect
        .poll(async () => (await eventsOfType('TeamMemberRemoved')).length, { timeout: 60_000, interval: 2 })
        .toBeGreaterThan(0);
      await stopped(worker, 'SIGKILL');
      const doneAtKill = (await eventsOfType('TeamMemberRemoved')).length;
      expect(doneAtKill).toBeLessThan(TEAMS);

      worker = startWorker();
      try {
        await expect
          .poll(async () => (await eventsOfType('TeamMemberRemoved')).length, { timeout: 60_000, interval: 20 })
          .toBe(TEAMS);
        const removals = await eventsOfType('TeamMemberRemoved');
        expect(removals.map((e) => e.data.teamId).sort()).toEqual([...teamIds].sort());
        expect(new Set(removals.map((e) => e.data.specialistId))).toEqual(new Set([cast.member.id]));
        // Caused by the departure, in the member's name.
        const [left] = await eventsOfType('MemberLeft');
        for (const removal of removals)
          expect(removal.metadata).toMatchObject({ causationId: left.id, actorId: cast.member.id });
      } finally {
        await stopped(worker, 'SIGTERM');
      }
    },
  );

  it(
    `${INVITATIONS} invitations made while the worker was down: killed mid-way and restarted, each address is mailed once`,
    { timeout: 120_000 },
    async () => {
      const startWorker = workerStarter(platform);
      // A first start writes the reaction's checkpoint (a reaction with none starts at the log's head).
      let worker = startWorker();
      await expect
        .poll(() => platform.redis.get(checkpointKeyOf({ name: 'invitation-mails' })), {
          timeout: 60_000,
          interval: 20,
        })
        .not.toBeNull();
      await stopped(worker, 'SIGKILL');

      const network = await command()
        .post('/networks')
        .set(bearer(cast.owner))
        .send({ name: 'Night shift' })
        .expect(201);
      const addresses = Array.from({ length: INVITATIONS }, (_, i) => `invitee-${i}-${randomUUID()}@example.com`);
      for (const email of addresses)
        await command()
          .post(`/networks/${network.body.id}/invitations`)
          .set(bearer(cast.owner))
          .send({ email })
          .expect(201);
      const invitationMails = async () =>
        (await mailQueue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed'])).filter((job) =>
          addresses.includes(job.data.to),
        );

      worker = startWorker();
      await expect
        .poll(async () => (await invitationMails()).length, { timeout: 60_000, interval: 2 })
        .toBeGreaterThan(0);
      await stopped(worker, 'SIGKILL');
      expect((await invitationMails()).length).toBeLessThan(INVITATIONS);

      worker = startWorker();
      try {
        await expect
          .poll(async () => (await invitationMails()).length, { timeout: 60_000, interval: 20 })
          .toBe(INVITATIONS);
        const mails = await invitationMails();
        expect(mails.map((job) => job.data.to).sort()).toEqual([...addresses].sort());
        expect(mails[0].data.subject).toBe('Oliver Bennett invited you to join Night shift');
      } finally {
        await stopped(worker, 'SIGTERM');
      }
    },
  );
});
