import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_QUEUE, bullConnection, repoRoot } from '@dth/infrastructure';
import { jpegWithGps, largeJpeg, startTestMediaWorker, startTestPlatform, TEST_LOCK_MS, truncatedJpeg, type TestPlatform, type TestUser } from '@dth/testing';

let platform: TestPlatform;
let owner: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = await platform.createUser('specialist');
});
afterAll(() => platform.stop());

async function uploadAvatar(image: Buffer) {
  const res = await request(platform.command)
    .post(`/user/specialist/add-avatar/${owner.id}`)
    .set('authorization', `Bearer ${owner.token}`)
    .attach('avatar', image, 'avatar.jpg')
    .expect(200);
  const events = await platform.eventsOf(`specialist-${owner.id}`);
  return { position: res.body.position as string, uploadId: events.filter((e) => e.type === 'AvatarUploaded').at(-1)!.id };
}

async function outcomeOf(uploadId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outcomes = (await platform.eventsOf(`specialist-${owner.id}`)).filter(
      (e) => (e.type === 'AvatarProcessed' || e.type === 'AvatarProcessingFailed') && e.data.uploadEventId === uploadId,
    );
    if (outcomes.length > 0 || Date.now() > deadline) return outcomes;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('avatar pipeline (command API → log → reactor → BullMQ → worker → log)', () => {
  it('processes an upload into renditions with no GPS or camera data, and appends AvatarProcessed once', async () => {
    const worker = startTestMediaWorker(platform);
    try {
      const { uploadId } = await uploadAvatar(await jpegWithGps());
      const [processed, ...more] = await outcomeOf(uploadId);
      expect(more).toEqual([]);
      expect(processed.type).toBe('AvatarProcessed');
      expect(processed.metadata).toMatchObject({ actorId: 'worker', actorRole: 'system', causationId: uploadId });
      expect(Object.keys(processed.data.renditions)).toEqual(['64', '128', '256', '512']);
      for (const key of [...Object.values<string>(processed.data.renditions), processed.data.fallbackKey]) {
        const stored = await platform.blobs.get(key);
        expect((await sharp(stored).metadata()).exif).toBeUndefined();
        expect(stored.toString('latin1')).not.toContain('Spy 3000');
      }
    } finally {
      await worker.stop();
    }
  });

  it('turns a truncated image into AvatarProcessingFailed, visible to the owner', async () => {
    const worker = startTestMediaWorker(platform);
    try {
      const { uploadId } = await uploadAvatar(await truncatedJpeg());
      const [failed] = await outcomeOf(uploadId);
      expect(failed.type).toBe('AvatarProcessingFailed');
      expect(failed.data.reason).toBe('We could not process this image; try another one');
    } finally {
      await worker.stop();
    }
  });

  it('a worker killed with SIGKILL mid-job and restarted completes the job, with exactly one AvatarProcessed', { timeout: 90_000 }, async () => {
    const env = { ...process.env, ...platformEnv(platform), WORKER_LOCK_MS: String(TEST_LOCK_MS), WORKER_CONCURRENCY: '1', LOG_LEVEL: 'silent' };
    const startWorker = () => spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'worker/src/main.ts')], { env, stdio: 'ignore' });
    const queue = new Queue(AVATAR_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
    let worker: ChildProcess = startWorker();
    try {
      const { uploadId } = await uploadAvatar(await largeJpeg(8));
      const deadline = Date.now() + 30_000;
      while ((await queue.getJobState(uploadId)) !== 'active') {
        if (Date.now() > deadline) throw new Error('the job never became active');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
      worker = startWorker();
      const outcomes = await outcomeOf(uploadId, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate would land right after
      const all = (await outcomeOf(uploadId, 0)).map((e) => e.type);
      expect(outcomes[0]?.type).toBe('AvatarProcessed');
      expect(all).toEqual(['AvatarProcessed']);
    } finally {
      worker.kill('SIGTERM');
      await queue.close();
    }
  });
});

function platformEnv(p: TestPlatform): Record<string, string> {
  return { DATA_DIR: p.env.DATA_DIR, REDIS_URL: p.env.REDIS_URL, S3_PORT: String(p.env.S3_PORT), JWT_SECRET: p.env.JWT_SECRET! };
}
