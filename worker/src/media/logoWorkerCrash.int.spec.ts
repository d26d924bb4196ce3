import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_QUEUE, bullConnection } from '@dth/infrastructure';
import { bySize, largeJpeg, startTestPlatform, type TestPlatform, type TestUser } from '@dth/testing';
import { exited, uninterruptedJobMs, variantOf, workerStarter } from './killedWorker.testSupport';

/*
 * The worker process killed with SIGKILL while it processes a company logo, then restarted:
 * BullMQ hands the stalled job to the new worker, and the upload ends with exactly one
 * BusinessOwnerLogoProcessed, as workerCrash.int.spec.ts checks for avatars.
 */
const ROUNDS = bySize(1, 5);

let platform: TestPlatform;
let owner: TestUser;
let logoJobs: Queue;
let image: Buffer;
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = await platform.createUser('business_owner');
  logoJobs = new Queue(LOGO_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
  image = await largeJpeg(8);
});
afterAll(async () => {
  await logoJobs?.close();
  await platform?.stop();
});

const stream = () => platform.eventsOf(`business-owner-${owner.id}`);
async function uploadLogo(bytes: Buffer): Promise<string> {
  await request(platform.command)
    .post(`/business-owners/${owner.id}/logo`)
    .set('authorization', `Bearer ${owner.token}`)
    .attach('logo', bytes, 'logo.jpg')
    .expect(200);
  return (await stream()).filter((e) => e.type === 'BusinessOwnerLogoUploaded').at(-1)!.id;
}
const outcomesOf = async (uploadId: string) =>
  (await stream())
    .filter(
      (e) =>
        (e.type === 'BusinessOwnerLogoProcessed' || e.type === 'BusinessOwnerLogoProcessingFailed') &&
        e.data.uploadEventId === uploadId,
    )
    .map((e) => e.type);
const jobState = (uploadId: string) => logoJobs.getJobState(uploadId);
const variant = (n: number) => variantOf(image, '#logo')(n);

describe('logo worker under kill -9', () => {
  it(
    `killed mid-job in each of ${ROUNDS} round(s) and restarted, ends each upload with exactly one BusinessOwnerLogoProcessed`,
    { timeout: bySize(120_000, 600_000) },
    async () => {
      const startWorker = workerStarter(platform);
      let worker = startWorker();
      try {
        const jobMs = await uninterruptedJobMs(() => uploadLogo(variant(-1)), jobState);

        const rounds: string[][] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const uploadId = await uploadLogo(variant(round));
          await expect.poll(() => jobState(uploadId), { timeout: 60_000, interval: 2 }).toBe('active');
          // A random moment in the job to kill it at (what the test varies), not a wait for anything.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * jobMs * 0.8));
          worker.kill('SIGKILL');
          await exited(worker);
          worker = startWorker();
          await expect
            .poll(() => jobState(uploadId), { timeout: 90_000, interval: 10 })
            .toMatch(/^(completed|failed)$/);
          rounds.push(await outcomesOf(uploadId));
        }
        expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => ['BusinessOwnerLogoProcessed']));
      } finally {
        worker.kill('SIGTERM');
        await exited(worker);
      }
    },
  );
});
