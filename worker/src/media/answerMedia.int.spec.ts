import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recording, startTestMediaWorker, startTestPlatform, type TestPlatform, type TestUser } from '@dth/testing';

let platform: TestPlatform;
let owner: TestUser;
let worker: ReturnType<typeof startTestMediaWorker>;
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = await platform.createUser('specialist');
  worker = startTestMediaWorker(platform);
});
afterAll(async () => {
  await worker.stop();
  await platform.stop();
});

const upload = (file: Buffer, filename: string, kind?: string) => {
  const req = request(platform.command)
    .post(`/user/specialist/add-answer-media/${owner.id}`)
    .set('authorization', `Bearer ${owner.token}`)
    .attach('media', file, filename);
  return kind ? req.field('kind', kind) : req;
};

/** The recording's outcome event (processed or failed), once the worker has recorded it. */
const processedOf = (mediaId: string) =>
  vi.waitFor(
    async () => {
      const done = (await platform.eventsOf(`specialist-${owner.id}`)).find(
        (e) => e.type.startsWith('AnswerMediaProcess') && e.data.mediaId === mediaId,
      );
      if (!done) throw new Error(`recording ${mediaId} not processed yet`);
      return done;
    },
    { timeout: 30_000, interval: 50 },
  );

describe('answer media (ffmpeg)', () => {
  it('stores a WebM video, then the worker adds a thumbnail and the duration', async () => {
    const res = await upload(await recording('webm-video', 2), 'answer.webm').expect(201);
    expect(res.body.data).toMatchObject({
      kind: 'video',
      media_url: expect.stringMatching(/^\/media\/answers\/[0-9a-f]{64}\.webm$/),
    });
    const processed = await processedOf(res.body.data.media_id);
    expect(processed.type).toBe('AnswerMediaProcessed');
    expect(processed.data.durationSeconds).toBeCloseTo(2, 0);
    const thumbnail = await platform.blobs.get(processed.data.thumbnailKey as string);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
  });

  it('takes a WebM recorded as audio (kind hint) and an MP3, with durations and no thumbnail', async () => {
    const webm = await upload(await recording('webm-audio', 1), 'voice.webm', 'audio').expect(201);
    const mp3 = await upload(await recording('mp3', 1), 'voice.mp3').expect(201);
    for (const res of [webm, mp3]) {
      expect(res.body.data.kind).toBe('audio');
      const processed = await processedOf(res.body.data.media_id);
      expect(processed.data).toMatchObject({ thumbnailKey: null });
      expect(processed.data.durationSeconds).toBeGreaterThan(0.5);
    }
  });

  it('refuses anything that is not a recording by its bytes (415), and appends nothing', async () => {
    const before = await platform.store.headPosition();
    await upload(Buffer.from('not a recording at all, just text'.repeat(10)), 'fake.webm').expect(415);
    await upload(
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'image.mp4',
    ).expect(415);
    expect(await platform.store.headPosition()).toBe(before);
  });
});
