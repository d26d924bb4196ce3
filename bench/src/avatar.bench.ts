import { createHash } from 'node:crypto';
import request from 'supertest';
import { largeJpeg, startTestMediaWorker, startTestPlatform, type TestPlatform, type TestUser } from '@dth/testing';
import { percentile, round, saveResult } from './support';

// Time from upload of a 10 MB JPEG to the processed image visible in GET /user/specialist/{id},
// and jobs/s at worker concurrency 1 and 2. Everything runs on this machine over real HTTP.
const SAMPLES = Number(process.env.SAMPLES ?? 20);
const BURST = Number(process.env.BURST ?? 10);

/** A distinct file each time (bytes after the JPEG end marker are ignored by decoders). */
const variant = (base: Buffer, n: number) => Buffer.concat([base, Buffer.from(`#${n}`)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function upload(platform: TestPlatform, user: TestUser, image: Buffer) {
  await request(platform.command)
    .post(`/user/specialist/add-avatar/${user.id}`)
    .set('authorization', `Bearer ${user.token}`)
    .attach('avatar', image, 'photo.jpg')
    .expect(200);
}

async function visible(platform: TestPlatform, user: TestUser, hash: string) {
  for (;;) {
    const res = await request(platform.query)
      .get(`/user/specialist/${user.id}`)
      .set('authorization', `Bearer ${user.token}`);
    if (JSON.stringify(res.body).includes(hash)) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const platform = await startTestPlatform();
try {
  const base = await largeJpeg(10);
  console.log(`source JPEG: ${(base.length / 1024 / 1024).toFixed(1)} MB`);
  const user = await platform.createUser('specialist');

  const endToEnd: number[] = [];
  let worker = startTestMediaWorker(platform);
  for (let n = 0; n < SAMPLES; n++) {
    const image = variant(base, n);
    const started = performance.now();
    await upload(platform, user, image);
    await visible(platform, user, sha(image));
    endToEnd.push(performance.now() - started);
  }
  await worker.stop();

  const throughput: Record<string, number> = {};
  for (const concurrency of [1, 2]) {
    worker = startTestMediaWorker(platform, undefined, concurrency);
    const images = Array.from({ length: BURST }, (_, i) => variant(base, 1000 * concurrency + i));
    const started = performance.now();
    for (const image of images) await upload(platform, user, image);
    await visible(platform, user, sha(images.at(-1)!));
    for (const image of images) await waitProcessed(sha(image));
    throughput[`concurrency${concurrency}`] = round(BURST / ((performance.now() - started) / 1000));
    await worker.stop();
  }

  saveResult('avatar', {
    imageBytes: base.length,
    samples: SAMPLES,
    uploadToVisibleMs: {
      p50: round(percentile(endToEnd, 50)),
      p95: round(percentile(endToEnd, 95)),
      min: round(Math.min(...endToEnd)),
      max: round(Math.max(...endToEnd)),
    },
    jobsPerSecond: throughput,
    target: { p50Ms: 500 },
  });

  async function waitProcessed(hash: string) {
    for (;;) {
      const events = await platform.eventsOf(`specialist-${user.id}`);
      if (
        events.some(
          (e) =>
            e.type === 'AvatarProcessed' &&
            Object.values(e.data.renditions as Record<string, string>).some((k) => k.includes(hash)),
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
} finally {
  await platform.stop();
}
