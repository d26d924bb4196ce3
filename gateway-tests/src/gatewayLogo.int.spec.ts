import { Queue } from 'bullmq';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_QUEUE, bullConnection, type LogoJob } from '@dth/infrastructure';
import { png, startTestMediaWorker, truncatedJpeg, type TestPlatform, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * A company logo through the media pipeline, the way a user's request arrives: multipart through
 * the gateway to the command API, the upload event in the log, the worker's job (reactor → BullMQ
 * → sharp → blob store), its outcome back through the logo decider, and GET /business-owners/{id}
 * showing the processed logo, served under /media while the original is not.
 */
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let owner: TestUser;
let otherOwner: TestUser;
let specialist: TestUser;
let worker: { stop(): Promise<void> };
let logoJobs: Queue<LogoJob>;

beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  platform = behind.platform;
  [owner, otherOwner, specialist] = [
    await platform.createUser('business_owner'),
    await platform.createUser('business_owner'),
    await platform.createUser('specialist'),
  ];
  worker = startTestMediaWorker(platform);
  logoJobs = new Queue(LOGO_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
});
afterAll(async () => {
  await logoJobs?.close();
  await worker?.stop();
  await behind?.stop();
});

const multipart = (field: string, file: Buffer, filename = 'logo.png', boundary = 'abc') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const formHeaders = (user?: TestUser) => ({
  'content-type': 'multipart/form-data; boundary=abc',
  ...(user ? { authorization: `Bearer ${user.token}` } : {}),
});
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const logoPath = (user: TestUser) => `/business-owners/${user.id}/logo`;
const uploadLogo = (image: Buffer, as: TestUser = owner) =>
  behind.send('POST', logoPath(owner), formHeaders(as), multipart('logo', image));
const readProfile = (after?: string) =>
  behind.send('GET', `/business-owners/${owner.id}`, {
    ...bearer(otherOwner),
    ...(after ? { 'x-min-position': after } : {}),
  });

const stream = () => platform.eventsOf(`business-owner-${owner.id}`);
const lastUploadId = async () => (await stream()).filter((e) => e.type === 'BusinessOwnerLogoUploaded').at(-1)!.id;
/** Every outcome recorded for one upload. */
const outcomesOf = async (uploadId: string) =>
  (await stream()).filter(
    (e) =>
      (e.type === 'BusinessOwnerLogoProcessed' || e.type === 'BusinessOwnerLogoProcessingFailed') &&
      e.data.uploadEventId === uploadId,
  );
const jobFinished = (jobId: string, state: 'completed' | 'failed') =>
  expect.poll(() => logoJobs.getJobState(jobId), { timeout: 30_000, interval: 25 }).toBe(state);
const profileOnceSettled = async () => {
  await expect
    .poll(async () => (await readProfile()).json.logo_status, { timeout: 30_000, interval: 50 })
    .not.toBe('processing');
  return (await readProfile()).json;
};

describe('company logo through the gateway and the worker', () => {
  it('shows the processed logo in GET /business-owners/{id}, served from /media, while the original is never served', async () => {
    const upload = await uploadLogo(await png(1200, 600));
    expect(upload.status).toBe(200);
    expect(upload.json).toMatchObject({ id: owner.id, logo: null, logo_status: 'processing', logo_error: null });
    const position = upload.headers['x-position'] as string;
    expect((await readProfile(position)).json).toMatchObject({ logo_status: 'processing' });

    const uploadId = await lastUploadId();
    await jobFinished(uploadId, 'completed');
    const profile = await profileOnceSettled();
    expect(profile).toMatchObject({ logo_status: 'ready', logo_error: null });
    expect(profile.logo).toMatch(/^\/media\/logos\/[0-9a-f]{64}-512\.webp$/);

    const served = await behind.send('GET', profile.logo);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Fitted inside 512 px, never cropped: a 2:1 logo stays 2:1, and its transparency is kept.
    expect(await sharp(served.raw).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 256,
      hasAlpha: true,
    });

    const [uploaded] = (await stream()).filter((e) => e.id === uploadId);
    expect(uploaded.data.originalKey).toMatch(/^originals\//);
    expect((await behind.send('GET', `/media/${uploaded.data.originalKey as string}`)).status).toBe(404);
    const [processed] = await outcomesOf(uploadId);
    expect(processed.metadata).toMatchObject({ actorId: 'worker', actorRole: 'system', causationId: uploadId });
  });

  it('records exactly one outcome when the same job runs again', async () => {
    const upload = await uploadLogo(await png(640, 640));
    expect(upload.status).toBe(200);
    const uploadId = await lastUploadId();
    await jobFinished(uploadId, 'completed');
    const job = (await logoJobs.getJob(uploadId))!;
    // The same upload's job, queued again (a duplicate or a retry after a lost acknowledgement).
    await logoJobs.add('process', job.data, { jobId: `${uploadId}-again` });
    await jobFinished(`${uploadId}-again`, 'completed');
    const outcomes = await outcomesOf(uploadId);
    expect(outcomes.map((e) => e.type)).toEqual(['BusinessOwnerLogoProcessed']);
  });

  it('keeps the logo shown when a new upload cannot be processed, and says why', async () => {
    const before = await profileOnceSettled();
    expect(before.logo).toMatch(/^\/media\/logos\//);
    expect((await uploadLogo(await truncatedJpeg())).status).toBe(200);
    await jobFinished(await lastUploadId(), 'failed');
    expect(await profileOnceSettled()).toMatchObject({
      logo: before.logo,
      logo_status: 'failed',
      logo_error: 'We could not process this image; try another one',
    });
  });

  it('answers a truncated multipart body with 400 and appends nothing', async () => {
    const head = await platform.store.headPosition();
    const truncated = Buffer.from('--abc\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nxx');
    expect(await behind.send('POST', logoPath(owner), formHeaders(owner), truncated)).toMatchObject({
      status: 400,
      json: { error: { code: 'validation' } },
    });
    expect(await platform.store.headPosition()).toBe(head);
  });

  it('answers 413 for an 11 MB logo, 415 for a file that is not an image, and appends nothing', async () => {
    const head = await platform.store.headPosition();
    expect(await uploadLogo(Buffer.alloc(11 * 1024 * 1024, 1))).toMatchObject({
      status: 413,
      json: { error: { code: 'payload_too_large' } },
    });
    expect((await uploadLogo(Buffer.from('<html><script>alert(1)</script></html>'))).status).toBe(415);
    expect(await platform.store.headPosition()).toBe(head);
  });

  it('is the owner’s own: 401 without a token, 403 for another owner or a specialist, nothing appended', async () => {
    const head = await platform.store.headPosition();
    const image = await png(200, 200);
    expect((await behind.send('POST', logoPath(owner), formHeaders(), multipart('logo', image))).status).toBe(401);
    expect(await uploadLogo(image, otherOwner)).toMatchObject({
      status: 403,
      json: { error: { message_code: 'businessOwner.notYourProfile' } },
    });
    expect((await uploadLogo(image, specialist)).status).toBe(403);
    expect((await behind.send('DELETE', logoPath(owner), bearer(otherOwner))).status).toBe(403);
    expect((await behind.send('DELETE', logoPath(owner))).status).toBe(401);
    expect(await platform.store.headPosition()).toBe(head);
  });

  it('removes the logo with DELETE /business-owners/{id}/logo; removing again changes nothing', async () => {
    const removed = await behind.send('DELETE', logoPath(owner), bearer(owner));
    expect(removed).toMatchObject({ status: 200, json: { logo: null, logo_status: null } });
    expect((await readProfile(removed.headers['x-position'] as string)).json).toMatchObject({
      logo: null,
      logo_status: null,
      logo_error: null,
    });
    const again = await behind.send('DELETE', logoPath(owner), bearer(owner));
    expect(again.status).toBe(200);
    expect(again.headers['x-position']).toBeUndefined();
  });
});
