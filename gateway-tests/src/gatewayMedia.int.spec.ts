import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recording, startTestMediaWorker, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * What /media gives back of an upload, through the gateway with the real worker: an avatar is
 * uploaded as a file that is a GIF and an HTML page at once. Its original is kept, for the worker,
 * but never served; the profile shows only the renditions the worker made from it. An answer
 * recording is the playable file itself: served as uploaded, but only as the media type its bytes
 * were recognised as, with nosniff and a sandbox CSP, so no browser makes a page of it.
 */
let behind: PlatformBehindGateway;
let owner: TestUser;
let worker: ReturnType<typeof startTestMediaWorker>;
beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  owner = await behind.platform.createUser('specialist');
  worker = startTestMediaWorker(behind.platform);
});
afterAll(async () => {
  await worker?.stop();
  await behind?.stop();
});

const HTML = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');

function multipart(field: string, file: Buffer, filename: string, fields: Record<string, string> = {}) {
  const boundary = `----dth${Date.now()}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner.token}` },
  };
}

/** GET through the gateway, the body as bytes. */
async function fetchMedia(path: string, method: 'GET' | 'HEAD' = 'GET') {
  const res = await fetch(`http://127.0.0.1:${behind.port}${path}`, { method });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const profile = async () =>
  (await behind.send('GET', `/user/specialist/${owner.id}`, { authorization: `Bearer ${owner.token}` })).json.data;

describe('avatar originals', () => {
  it('are kept for the worker but never served: a GIF that is also an HTML page does not come back, its renditions do', async () => {
    const polyglot = Buffer.concat([
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
        .gif()
        .toBuffer(),
      HTML,
    ]);
    const upload = multipart('avatar', polyglot, 'avatar.gif');
    const answer = await behind.send('POST', `/user/specialist/add-avatar/${owner.id}`, upload.headers, upload.body);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    await expect.poll(async () => (await profile()).avatar_status, { timeout: 30_000, interval: 100 }).toBe('ready');

    const { originalKey } = (await behind.platform.eventsOf(`specialist-${owner.id}`)).find(
      (e) => e.type === 'AvatarUploaded',
    )!.data as { originalKey: string };
    expect(await behind.platform.blobs.get(originalKey)).toEqual(polyglot);
    for (const method of ['GET', 'HEAD'] as const) {
      const original = await fetchMedia(`/media/${originalKey}`, method);
      expect(original.status, method).toBe(404);
      expect(original.bytes.includes('<script>'), method).toBe(false);
    }

    const shown = await profile();
    expect(JSON.stringify(shown)).not.toContain('originals/');
    const urls = [shown.avatar, ...Object.values<string>(shown.avatar_renditions)];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of new Set(urls)) {
      const rendition = await fetchMedia(url);
      expect(rendition.status, url).toBe(200);
      expect(rendition.headers.get('content-type'), url).toMatch(/^image\/(webp|jpeg)$/);
      expect(rendition.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(rendition.headers.get('content-security-policy'), url).toBe('sandbox');
      expect(rendition.bytes.includes('<script>'), url).toBe(false);
    }
  });
});

describe('answer recordings', () => {
  it('are served as the playable file only, with the type their bytes were recognised as, nosniff and a sandbox CSP', async () => {
    const video = Buffer.concat([await recording('webm-video', 1), HTML]);
    const upload = multipart('media', video, 'answer.html', { kind: 'video' });
    const answer = await behind.send(
      'POST',
      `/user/specialist/add-answer-media/${owner.id}`,
      upload.headers,
      upload.body,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const served = await fetchMedia(answer.json.data.media_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/webm');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.bytes).toEqual(video);
  });

  it('refuses an HTML page sent as a recording', async () => {
    const upload = multipart('media', HTML, 'answer.webm', { kind: 'video' });
    expect(
      (await behind.send('POST', `/user/specialist/add-answer-media/${owner.id}`, upload.headers, upload.body)).status,
    ).toBe(415);
  });
});
