import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_QUEUE, bullConnection, repoRoot } from '@dth/infrastructure';
import { bySize, largeJpeg, startTestPlatform, TEST_LOCK_MS, type TestPlatform, type TestUser } from '@dth/testing';

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
  await request(platform.command).post(`/business-owners/${owner.id}/logo`).set('authorization', `Bearer ${owner.token}`).attach('logo', bytes, 'logo.jpg').expect(200);
  return (await stream()).filter((e) => e.type === 'BusinessOwnerLogoUploaded').at(-1)!.id;
}
const outcomesOf = async (uploadId: string) =>
  (await stream()).filter((e) => (e.type === 'BusinessOwnerLogoProcessed' || e.type === 'BusinessOwnerLogoProcessingFailed') && e.data.uploadEventId === uploadId).map((e) => e.type);
const jobState = (uploadId: string) => logoJobs.getJobState(uploadId);
const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
/** A distinct file each round (bytes after the JPEG end marker are ignored by decoders), so each upload is its own job. */
const variant = (n: number) => Buffer.concat([image, Buffer.from(`#logo${n}`)]);

describe('logo worker under kill -9', () => {
  it(`killed mid-job in each of ${ROUNDS} round(s) and restarted, ends each upload with exactly one BusinessOwnerLogoProcessed`, { timeout: bySize(120_000, 600_000) }, async () => {
    const env = {
      ...process.env, DATA_DIR: platform.env.DATA_DIR, REDIS_URL: platform.env.REDIS_URL, S3_PORT: String(platform.env.S3_PORT), JWT_SECRET: platform.env.JWT_SECRET!,
      WORKER_LOCK_MS: String(TEST_LOCK_MS), WORKER_CONCURRENCY: '1', LOG_LEVEL: 'silent',
    };
    const startWorker = () => spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'worker/src/main.ts')], { env, stdio: 'ignore' });
    let worker = startWorker();
    try {
      // How long one job takes uninterrupted, so each kill can land anywhere inside one.
      const calibration = await uploadLogo(variant(-1));
      await expect.poll(() => jobState(calibration), { timeout: 60_000, interval: 5 }).toBe('active');
      const activeAt = performance.now();
      await expect.poll(() => jobState(calibration), { timeout: 60_000, interval: 5 }).toBe('completed');
      const jobMs = performance.now() - activeAt;

      const rounds: string[][] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const uploadId = await uploadLogo(variant(round));
        await expect.poll(() => jobState(uploadId), { timeout: 60_000, interval: 2 }).toBe('active');
        await new Promise((resolve) => setTimeout(resolve, Math.random() * jobMs * 0.8));
        worker.kill('SIGKILL');
        await exited(worker);
        worker = startWorker();
        await expect.poll(() => jobState(uploadId), { timeout: 90_000, interval: 10 }).toMatch(/^(completed|failed)$/);
        rounds.push(await outcomesOf(uploadId));
      }
      expect(rounds).toEqual(Array.from({ length: ROUNDS }, () => ['BusinessOwnerLogoProcessed']));
    } finally {
      worker.kill('SIGTERM');
      await exited(worker);
    }
  });
});
