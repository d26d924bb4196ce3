import { Queue } from 'bullmq';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_QUEUE, bullConnection } from '@dth/infrastructure';
import {
  jpegWithGps,
  startTestMediaWorker,
  startTestPlatform,
  truncatedJpeg,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';

let platform: TestPlatform;
let owner: TestUser;
let avatarJobs: Queue;
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = await platform.createUser('specialist');
  avatarJobs = new Queue(AVATAR_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
});
afterAll(async () => {
  await avatarJobs.close();
  await platform.stop();
});

async function uploadAvatar(image: Buffer) {
  const res = await request(platform.command)
    .post(`/user/specialist/add-avatar/${owner.id}`)
    .set('authorization', `Bearer ${owner.token}`)
    .attach('avatar', image, 'avatar.jpg')
    .expect(200);
  const events = await platform.eventsOf(`specialist-${owner.id}`);
  return {
    position: res.body.position as string,
    uploadId: events.filter((e) => e.type === 'AvatarUploaded').at(-1)!.id,
  };
}

/** Every outcome event recorded for one upload. */
async function outcomesOf(uploadId: string) {
  return (await platform.eventsOf(`specialist-${owner.id}`)).filter(
    (e) => (e.type === 'AvatarProcessed' || e.type === 'AvatarProcessingFailed') && e.data.uploadEventId === uploadId,
  );
}

/** Waits until BullMQ has finished the upload's job (its id is the upload event's id): nothing more can come of it. */
const jobFinished = (uploadId: string, state: 'completed' | 'failed', timeout = 30_000) =>
  expect.poll(() => avatarJobs.getJobState(uploadId), { timeout, interval: 20 }).toBe(state);

describe('avatar pipeline (command API → log → reactor → BullMQ → worker → log)', () => {
  it('processes an upload into renditions with no GPS or camera data, and appends AvatarProcessed once', async () => {
    const worker = startTestMediaWorker(platform);
    try {
      const { uploadId } = await uploadAvatar(await jpegWithGps());
      await jobFinished(uploadId, 'completed');
      const [processed, ...more] = await outcomesOf(uploadId);
      expect(more).toEqual([]);
      expect(processed.type).toBe('AvatarProcessed');
      expect(processed.metadata).toMatchObject({ actorId: 'worker', actorRole: 'system', causationId: uploadId });
      const { renditions, fallbackKey } = processed.data as { renditions: Record<string, string>; fallbackKey: string };
      expect(Object.keys(renditions)).toEqual(['64', '128', '256', '512']);
      for (const key of [...Object.values(renditions), fallbackKey]) {
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
      await jobFinished(uploadId, 'failed');
      const [failed, ...more] = await outcomesOf(uploadId);
      expect(more).toEqual([]);
      expect(failed.type).toBe('AvatarProcessingFailed');
      expect(failed.data.reason).toBe('We could not process this image; try another one');
    } finally {
      await worker.stop();
    }
  });
});
