import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_QUEUE, bullConnection } from '@dth/infrastructure';
import {
  bySize,
  largeJpeg,
  recordReliability,
  spread,
  startTestPlatform,
  TEST_LOCK_MS,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';
import { exited, uninterruptedJobMs, variantOf, workerStarter } from './killedWorker.testSupport';

/*
 * The media worker (its own process) killed with SIGKILL while it processes an avatar, then
 * restarted: BullMQ hands the stalled job to the new worker, and the upload ends with exactly
 * one AvatarProcessed. Reliability suite: one round inside `npm test`, 10 under
 * `npm run reliability` (docs/reliability.md).
 */
const ROUNDS = bySize(1, 10);

let platform: TestPlatform;
let owner: TestUser;
let avatarJobs: Queue;
let image: Buffer;
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = await platform.createUser('specialist');
  avatarJobs = new Queue(AVATAR_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
  image = await largeJpeg(8);
});
afterAll(async () => {
  await avatarJobs?.close();
  await platform?.stop();
});

async function uploadAvatar(bytes: Buffer): Promise<string> {
  await request(platform.command)
    .post(`/user/specialist/add-avatar/${owner.id}`)
    .set('authorization', `Bearer ${owner.token}`)
    .attach('avatar', bytes, 'avatar.jpg')
    .expect(200);
  const events = await platform.eventsOf(`specialist-${owner.id}`);
  return events.filter((e) => e.type === 'AvatarUploaded').at(-1)!.id;
}

/** Every outcome event recorded for one upload. */
async function outcomesOf(uploadId: string) {
  return (await platform.eventsOf(`specialist-${owner.id}`)).filter(
    (e) => (e.type === 'AvatarProcessed' || e.type === 'AvatarProcessingFailed') && e.data.uploadEventId === uploadId,
  );
}

const jobState = (uploadId: string) => avatarJobs.getJobState(uploadId);
const variant = (n: number) => variantOf(image, '#')(n);

describe('media worker under kill -9', () => {
  it(
    `killed mid-job in each of ${ROUNDS} round(s) and restarted, ends each upload with exactly one AvatarProcessed`,
    { timeout: bySize(120_000, 900_000) },
    async () => {
      const startWorker = workerStarter(platform);
      let worker = startWorker();
      try {
        const jobMs = await uninterruptedJobMs(() => uploadAvatar(variant(-1)), jobState);

        const rounds: { exactlyOne: boolean; outcomes: string[]; killedWhileActive: boolean; recoveryMs: number }[] =
          [];
        for (let round = 0; round < ROUNDS; round++) {
          const uploadId = await uploadAvatar(variant(round));
          await expect.poll(() => jobState(uploadId), { timeout: 60_000, interval: 2 }).toBe('active');
          // A random moment in the job to kill it at (what the test varies), not a wait for anything.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * jobMs * 0.8));
          const killedWhileActive = (await jobState(uploadId)) === 'active';
          worker.kill('SIGKILL');
          await exited(worker);
          const killedAt = performance.now();
          worker = startWorker();
          await expect
            .poll(() => jobState(uploadId), { timeout: 90_000, interval: 10 })
            .toMatch(/^(completed|failed)$/);
          const recoveryMs = performance.now() - killedAt;
          const outcomes = (await outcomesOf(uploadId)).map((e) => e.type);
          rounds.push({
            exactlyOne: outcomes.length === 1 && outcomes[0] === 'AvatarProcessed',
            outcomes,
            killedWhileActive,
            recoveryMs,
          });
        }

        const exactlyOne = rounds.filter((r) => r.exactlyOne).length;
        const recovery = spread(rounds.map((r) => r.recoveryMs));
        recordReliability({
          id: 'worker-kill',
          title: 'Media worker kill -9 mid-job',
          size: `${ROUNDS} round(s), an ${(image.length / 1e6).toFixed(1)} MB JPEG each (one job takes ${Math.round(jobMs)} ms uninterrupted)`,
          columns: [
            'rounds',
            'exactly one result event (AvatarProcessed)',
            'killed while the job was active',
            'kill → job completed (restart and stalled-job pickup included), median / max',
          ],
          rows: [
            [
              ROUNDS,
              `**${exactlyOne} of ${ROUNDS}**`,
              `${rounds.filter((r) => r.killedWhileActive).length} of ${ROUNDS}`,
              `${Math.round(recovery.median)} / ${Math.round(recovery.max)} ms`,
            ],
          ],
          notes: [
            `Each round: an avatar upload through the command API; once BullMQ reports its job active, the worker process (concurrency 1, lock ${TEST_LOCK_MS} ms) gets SIGKILL at a random moment within 80% of an uninterrupted job's time, and a new worker is started.`,
            "Exactly one: the upload's stream holds one outcome event for it, and it is AvatarProcessed (none would be a lost job, two a duplicate). Must be every round.",
          ],
        });
        expect(rounds.filter((r) => !r.exactlyOne).map((r) => r.outcomes)).toEqual([]);
      } finally {
        worker.kill('SIGTERM');
        await exited(worker);
      }
    },
  );
});
