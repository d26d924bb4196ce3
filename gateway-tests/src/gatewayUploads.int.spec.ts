import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, type TestPlatform, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * Uploads the way a user's request arrives: over real TCP, through the gateway, to the command
 * API listening on its own port. Early answers and broken bodies used to pass against the
 * command API alone and fail here (502, or a crashed service).
 */
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  platform = behind.platform;
  [owner, stranger] = [await platform.createUser('specialist'), await platform.createUser('specialist')];
});
afterAll(() => behind.stop());

const send = (path: string, headers: Record<string, string>, body: Buffer) => behind.send('POST', path, headers, body);

const multipart = (field: string, file: Buffer, filename = 'a.jpg', boundary = 'abc') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const formHeaders = (user?: TestUser) => ({
  'content-type': 'multipart/form-data; boundary=abc',
  ...(user ? { authorization: `Bearer ${user.token}` } : {}),
});

async function stillAnswers() {
  const health = await send('/health', { 'content-type': 'application/json' }, Buffer.from('{}'));
  expect(health.status).toBe(200);
}

describe('uploads through the gateway', () => {
  it('answers a truncated multipart body with 400, appends nothing, and keeps serving', async () => {
    for (const path of [`/user/specialist/add-avatar/${owner.id}`, `/user/specialist/add-answer-media/${owner.id}`]) {
      const field = path.includes('avatar') ? 'avatar' : 'media';
      const before = await platform.store.headPosition();
      const truncated = Buffer.from(
        `--abc\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\nxx`,
      );
      const answer = await send(path, formHeaders(owner), truncated);
      expect(answer).toMatchObject({ status: 400, json: { error: { code: 'validation' } } });
      expect(await platform.store.headPosition()).toBe(before);
      await stillAnswers();
    }
  });

  it('answers a body that is not multipart at all, or has no boundary, with 400', async () => {
    expect(
      (await send(`/user/specialist/add-avatar/${owner.id}`, formHeaders(owner), Buffer.from('not a form'))).status,
    ).toBe(400);
    const noBoundary = { ...formHeaders(owner), 'content-type': 'multipart/form-data' };
    expect(
      (await send(`/user/specialist/add-avatar/${owner.id}`, noBoundary, multipart('avatar', await jpeg()))).status,
    ).toBe(400);
    await stillAnswers();
  });

  it('relays 413 for an 11 MB avatar instead of a 502', async () => {
    const answer = await send(
      `/user/specialist/add-avatar/${owner.id}`,
      formHeaders(owner),
      multipart('avatar', Buffer.alloc(11 * 1024 * 1024, 1)),
    );
    expect(answer).toMatchObject({ status: 413, json: { error: { code: 'payload_too_large' } } });
  });

  it('relays 413 when the declared length is honest but the file streams past the limit', async () => {
    // No Content-Length: the command API finds out only while reading.
    const body = multipart('avatar', Buffer.alloc(11 * 1024 * 1024, 1));
    const answer = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: behind.port,
        method: 'POST',
        path: `/user/specialist/add-avatar/${owner.id}`,
        headers: formHeaders(owner),
      });
      req.on('response', (res) => (res.resume(), resolve(res.statusCode!)));
      req.on('error', reject);
      for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024));
      req.end();
    });
    expect(answer).toBe(413);
  });

  it('relays 401 for a 2 MB avatar without a token, and 403 for one sent as another user', async () => {
    const twoMegabytes = multipart('avatar', Buffer.alloc(2 * 1024 * 1024, 1));
    for (let round = 0; round < 5; round++) {
      expect((await send(`/user/specialist/add-avatar/${owner.id}`, formHeaders(), twoMegabytes)).status).toBe(401);
      expect((await send(`/user/specialist/add-avatar/${owner.id}`, formHeaders(stranger), twoMegabytes)).status).toBe(
        403,
      );
    }
    await stillAnswers();
  });

  it('survives a client that goes away in the middle of an upload', async () => {
    const body = multipart('avatar', await jpeg(2000, 2000));
    await new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: behind.port,
        method: 'POST',
        path: `/user/specialist/add-avatar/${owner.id}`,
        headers: { ...formHeaders(owner), 'content-length': String(body.length) },
      });
      req.on('error', () => resolve());
      req.write(body.subarray(0, body.length / 2), () => setTimeout(() => req.destroy(), 50));
    });
    await stillAnswers();
    const upload = await send(
      `/user/specialist/add-avatar/${owner.id}`,
      formHeaders(owner),
      multipart('avatar', await jpeg()),
    );
    expect(upload.status).toBe(200);
  });
});
