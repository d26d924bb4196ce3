import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, pngBomb, startTestPlatform, type TestPlatform, type TestUser } from '@dth/testing';

let platform: TestPlatform;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  owner = await platform.createUser('specialist');
  stranger = await platform.createUser('specialist');
  admin = await platform.createUser('admin');
});
afterAll(() => platform.stop());

const upload = (user: TestUser | undefined, id: string, file: Buffer, filename: string, field = 'avatar') => {
  const req = request(platform.command).post(`/user/specialist/add-avatar/${id}`);
  if (user) req.set('authorization', `Bearer ${user.token}`);
  return req.attach(field, file, { filename, contentType: 'image/png' });
};

async function expectNothingAppended(run: () => Promise<unknown>) {
  const before = await platform.store.headPosition();
  await run();
  expect(await platform.store.headPosition()).toBe(before);
}

describe('POST /user/specialist/add-avatar/{id}', () => {
  it('stores the original under a content-addressed key and appends AvatarUploaded', async () => {
    const image = await jpeg();
    const res = await upload(owner, owner.id, image, 'me.jpg').expect(200);
    expect(res.body).toMatchObject({ message: 'Profile image updated successfully', data: { status: 'processing' } });
    const uploaded = (await platform.eventsOf(`specialist-${owner.id}`))
      .filter((e) => e.type === 'AvatarUploaded')
      .at(-1)!;
    expect(uploaded.data).toMatchObject({ specialistId: owner.id, contentType: 'image/jpeg', size: image.length });
    expect(uploaded.data.originalKey).toMatch(/^originals\/[0-9a-f]{64}\.jpg$/);
    expect(await platform.blobs.get(uploaded.data.originalKey as string)).toEqual(image);
  });

  it('lets an admin upload for a specialist', async () => {
    await upload(admin, owner.id, await jpeg(), 'x.jpg').expect(200);
  });

  it('refuses a text file named .png by its content: 415, nothing appended', async () => {
    await expectNothingAppended(async () => {
      const res = await upload(owner, owner.id, Buffer.from('definitely not an image\n'.repeat(20)), 'fake.png').expect(
        415,
      );
      expect(res.body.error).toEqual({
        code: 'unsupported_media_type',
        message: 'Only image files are accepted',
        message_code: 'media.notAnImage',
      });
    });
  });

  it('refuses an 11 MB file with 413 while streaming, nothing appended', async () => {
    await expectNothingAppended(async () => {
      const big = Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]);
      const res = await upload(owner, owner.id, big, 'big.jpg').ok(() => true);
      expect(res.status).toBe(413);
    });
  });

  it('refuses a 20000x20000 pixel image: 415, nothing appended', async () => {
    await expectNothingAppended(async () => {
      const res = await upload(owner, owner.id, pngBomb(), 'bomb.png').expect(415);
      expect(res.body.error.message).toBe('The image is too large in pixels');
    });
  });

  it('answers 400 without a file, 401 without a token, 403 for another profile, 404 for an unknown one', async () => {
    await expectNothingAppended(async () => {
      await request(platform.command)
        .post(`/user/specialist/add-avatar/${owner.id}`)
        .set('authorization', `Bearer ${owner.token}`)
        .field('x', 'y')
        .expect(400);
      await upload(undefined, owner.id, await jpeg(), 'a.jpg').expect(401);
      await upload(stranger, owner.id, await jpeg(), 'a.jpg').expect(403);
      await upload(admin, '00000000-0000-4000-8000-000000000000', await jpeg(), 'a.jpg').expect(404);
    });
  });
});
