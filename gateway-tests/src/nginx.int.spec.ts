import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@dth/infrastructure';
import { PUBLIC_MEDIA_PREFIXES, isPublicMediaKey } from '@dth/domain';
import { BROTLI_STATIC_MODULE, type RunningNginx } from '@dth/deploy';
import { jpeg, type TestUser } from '@dth/testing';
import { compressAssets } from '@dth/scripts';
import {
  sendRaw,
  startGateway,
  startPlatformBehindGateway,
  type PlatformBehindGateway,
} from './gateway/platformBehindGateway';

/*
 * The gateway: deploy/nginx.conf in nginx (deploy/src/nginxGateway.ts), rendered as `npm start`
 * renders it, in front of the platform's own APIs on real ports, and in front of upstreams that
 * echo what reaches them. Every other gateway*.int.spec.ts goes through the same nginx.
 */
type NginxUnderTest = RunningNginx & {
  send: (method: string, path: string, headers?: Record<string, string>, body?: Buffer) => ReturnType<typeof sendRaw>;
};

async function startNginxUnderTest(config: Parameters<typeof startGateway>[0]): Promise<NginxUnderTest> {
  const nginx = await startGateway(config);
  return { ...nginx, send: (method, path, headers, body) => sendRaw(nginx.port, method, path, headers, body) };
}

/** The app's Content Security Policy, as the browser must receive it. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https://www.videoask.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** A built frontend in miniature: the app shell and two assets with their precompressed copies. */
function miniFrontend(): { htmlRoot: string; bigScript: string } {
  const htmlRoot = mkdtempSync(join(tmpdir(), 'dth-nginx-html-'));
  const assets = join(htmlRoot, 'stage', 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(htmlRoot, 'stage', 'index.html'), '<!doctype html><div id="root">app shell</div>');
  const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word-${i % 50}`))};`;
  writeFileSync(join(assets, 'big-def456.js'), bigScript);
  writeFileSync(join(assets, 'app-abc123.js'), 'console.log(1)');
  compressAssets(assets);
  return { htmlRoot, bigScript };
}

/** An upstream that answers with its own name, the method, the path and X-Forwarded-For it received. */
function echo(name: string): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          name,
          method: req.method,
          url: req.url,
          forwardedFor: req.headers['x-forwarded-for'] ?? null,
        }),
      );
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }));
  });
}

const multipart = (field: string, file: Buffer, boundary = 'abc') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
const formHeaders = (user?: TestUser) => ({
  'content-type': 'multipart/form-data; boundary=abc',
  ...(user ? { authorization: `Bearer ${user.token}` } : {}),
});

describe('the gateway: deploy/nginx.conf in nginx', () => {
  let behind: PlatformBehindGateway;
  let nginx: Pick<NginxUnderTest, 'send' | 'errorLog' | 'port'>;
  let owner: TestUser;
  let stranger: TestUser;
  let frontend: { htmlRoot: string; bigScript: string };
  beforeAll(async () => {
    frontend = miniFrontend();
    behind = await startPlatformBehindGateway(undefined, { htmlRoot: frontend.htmlRoot });
    nginx = { send: behind.send, errorLog: behind.nginx.errorLog, port: behind.port };
    [owner, stranger] = [
      await behind.platform.createUser('specialist'),
      await behind.platform.createUser('specialist'),
    ];
    await behind.platform.blobs.put('avatars/abc-64.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    await behind.platform.blobs.put(
      'originals/abc.gif',
      Buffer.from('GIF89a<html><script>alert(1)</script>'),
      'image/gif',
    );
  });
  afterAll(async () => {
    await behind?.stop();
    rmSync(frontend.htmlRoot, { recursive: true, force: true });
  });

  const stillAnswers = async () =>
    expect(
      (await nginx.send('POST', '/health', { 'content-type': 'application/json' }, Buffer.from('{}'))).status,
    ).toBe(200);

  describe('uploads', () => {
    it("relays the command API's 400 for a truncated multipart body, and keeps serving", async () => {
      const truncated = Buffer.from(
        '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nxx',
      );
      const answer = await nginx.send('POST', `/user/specialist/add-avatar/${owner.id}`, formHeaders(owner), truncated);
      expect(answer).toMatchObject({ status: 400, json: { error: { code: 'validation' } } });
      await stillAnswers();
    });

    it('answers an 11 MB avatar with 413 and the JSON error body, not a 502', async () => {
      const answer = await nginx.send(
        'POST',
        `/user/specialist/add-avatar/${owner.id}`,
        formHeaders(owner),
        multipart('avatar', Buffer.alloc(11 * 1024 * 1024, 1)),
      );
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(answer.json).toMatchObject({ error: { code: 'payload_too_large' } });
    });

    it('answers 413 when the body streams past the limit without a Content-Length', async () => {
      const body = multipart('avatar', Buffer.alloc(11 * 1024 * 1024, 1));
      const status = await new Promise<number>((resolve, reject) => {
        const req = request({
          host: '127.0.0.1',
          port: nginx.port,
          method: 'POST',
          path: `/user/specialist/add-avatar/${owner.id}`,
          headers: formHeaders(owner),
        });
        req.on('response', (res) => (res.resume(), resolve(res.statusCode!)));
        req.on('error', reject);
        for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024));
        req.end();
      });
      expect(status).toBe(413);
    });

    it('relays 401 for a 2 MB avatar without a token, and 403 for one sent as another user', async () => {
      const twoMegabytes = multipart('avatar', Buffer.alloc(2 * 1024 * 1024, 1));
      for (let round = 0; round < 5; round++) {
        expect(
          (await nginx.send('POST', `/user/specialist/add-avatar/${owner.id}`, formHeaders(), twoMegabytes)).status,
          nginx.errorLog(),
        ).toBe(401);
        expect(
          (await nginx.send('POST', `/user/specialist/add-avatar/${owner.id}`, formHeaders(stranger), twoMegabytes))
            .status,
          nginx.errorLog(),
        ).toBe(403);
      }
      await stillAnswers();
    });

    it('passes a real upload through', async () => {
      const answer = await nginx.send(
        'POST',
        `/user/specialist/add-avatar/${owner.id}`,
        formHeaders(owner),
        multipart('avatar', await jpeg()),
      );
      expect(answer.status).toBe(200);
    });
  });

  describe('routing', () => {
    it('sends reads to the query API and writes to the command API, its description included', async () => {
      const read = await nginx.send('GET', `/user/specialist/${owner.id}`, { authorization: `Bearer ${owner.token}` });
      expect(read.status).toBe(200);
      expect(read.json.data).toEqual(expect.any(Object));
      const description = await nginx.send('GET', '/openapi/command-api.json');
      expect(description.json.info.title).toMatch(/command/i);
      expect((await nginx.send('GET', '/')).headers.location).toMatch(/\/stage\/$/);
    });
  });

  describe('security headers and error pages', () => {
    it('sends the strict CSP and the other security headers with the app', async () => {
      const page = await nginx.send('GET', '/stage/login');
      expect(page.status).toBe(200);
      expect(page.json).toContain('app shell');
      expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      // The app keeps hold of the Google sign-in popup it opens; other sites' windows still cannot reach it.
      expect(page.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'cache-control': 'no-cache',
      });
      // The popup's page back from Google answers its opener: no opener policy there, the rest as strict, and no referrer.
      const callback = await nginx.send('GET', '/stage/google-callback?code=abc&state=def');
      expect(callback.status).toBe(200);
      expect(callback.json).toContain('app shell');
      expect(callback.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(callback.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
      const asset = await nginx.send('GET', '/stage/assets/app-abc123.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends them with API answers, errors included', async () => {
      for (const answer of [
        await nginx.send('GET', `/user/specialist/${owner.id}`, { authorization: `Bearer ${owner.token}` }),
        await nginx.send('POST', '/auth/login', { 'content-type': 'application/json' }, Buffer.from('{')),
      ]) {
        expect(answer.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cross-origin-opener-policy': 'same-origin',
        });
      }
    });

    it('answers missing assets and malformed paths with plain 4xx pages that leak nothing', async () => {
      for (const path of ['/stage/assets/nope.js', '/stage/%', '/stage/assets/..%2F..%2Fpackage.json']) {
        const answer = await nginx.send('GET', path);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
        expect(String(answer.raw), path).not.toMatch(/at |\/work|\/tmp|node_modules|Error|nginx\//);
      }
    });
  });

  describe('precompressed assets', () => {
    it('sends the gzip copy with Content-Encoding and Vary to clients that accept it, plain otherwise', async () => {
      const gz = await nginx.send('GET', '/stage/assets/big-def456.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['vary']).toMatch(/accept-encoding/i);
      expect(gz.headers['content-type']).toMatch(/javascript/);
      expect(gz.raw.length).toBeLessThan(frontend.bigScript.length / 5);
      expect(gunzipSync(gz.raw).toString()).toBe(frontend.bigScript);
      const plain = await nginx.send('GET', '/stage/assets/big-def456.js', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.raw)).toBe(frontend.bigScript);
    });

    it("sends the brotli copy to browsers that accept it where Debian's brotli module is installed (npm test installs it)", async () => {
      const br = await nginx.send('GET', '/stage/assets/big-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
      if (!existsSync(BROTLI_STATIC_MODULE)) return void expect(br.headers['content-encoding']).toBe('gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.raw.length).toBeLessThan(frontend.bigScript.length / 5);
      expect(brotliDecompressSync(br.raw).toString()).toBe(frontend.bigScript);
    });
  });

  describe('media', () => {
    it('serves media with its type, nosniff, a sandbox CSP and an immutable cache header, and no x-amz headers', async () => {
      const media = await nginx.send('GET', '/media/avatars/abc-64.webp');
      expect(media.status).toBe(200);
      expect(String(media.raw)).toBe('RIFF....WEBP');
      expect(media.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
      });
      expect(Object.keys(media.headers).filter((h) => h.startsWith('x-amz-'))).toEqual([]);
    });

    it('serves a key under every public prefix the domain lists (PUBLIC_MEDIA_PREFIXES, company logos included), so the two cannot drift apart', async () => {
      for (const prefix of PUBLIC_MEDIA_PREFIXES) {
        await behind.platform.blobs.put(`${prefix}/prefix-check.webp`, Buffer.from(`from ${prefix}`), 'image/webp');
        const answer = await nginx.send('GET', `/media/${prefix}/prefix-check.webp`);
        expect(answer.status, prefix).toBe(200);
        expect(String(answer.raw)).toBe(`from ${prefix}`);
      }
    });

    it('serves exactly the keys the domain calls public (isPublicMediaKey), whatever is in the bucket', async () => {
      const keys = [
        'avatars/k1-64.webp',
        'logos/k1.png',
        'thumbnails/k1.jpg',
        'answers/k1.webm',
        'originals/k1.gif',
        'avatars/k.1.webp',
        'private/k1.txt',
        'avatars/sub/k1.webp',
        'k1.webp',
        'avatars/k1',
      ];
      for (const key of keys) {
        await behind.platform.blobs.put(key, Buffer.from(key), 'application/octet-stream');
        const answer = await nginx.send('GET', `/media/${key}`);
        expect(answer.status === 200, `${key}: ${answer.status}`).toBe(isPublicMediaKey(key));
      }
    });

    it('never serves an original (kept as uploaded), however the path is spelled', async () => {
      // A dot segment or an encoded dot is refused as it came (400), before nginx resolves it.
      for (const [method, path, status] of [
        ['GET', '/media/originals/abc.gif', 404],
        ['HEAD', '/media/originals/abc.gif', 404],
        ['GET', '/media/avatars/../originals/abc.gif', 400],
        ['GET', '/media/avatars/%2e%2e/originals/abc.gif', 400],
      ] as const) {
        const answer = await nginx.send(method, path);
        expect(answer.status, `${method} ${path}`).toBe(status);
        expect(String(answer.raw), path).not.toContain('<script>');
      }
    });

    it('passes no query string to the store', async () => {
      for (const query of ['?acl', '?torrent', '?versions']) {
        const answer = await nginx.send('GET', `/media/avatars/abc-64.webp${query}`);
        expect(answer.status, query).toBe(200);
        expect(answer.headers['content-type'], query).toBe('image/webp');
        expect(String(answer.raw), query).toBe('RIFF....WEBP');
      }
    });

    it('takes GET and HEAD only, and reaches nothing outside the media bucket', async () => {
      expect((await nginx.send('HEAD', '/media/avatars/abc-64.webp')).status).toBe(200);
      for (const [method, path] of [
        ['PUT', '/media/avatars/abc-64.webp'],
        ['POST', '/media/avatars/abc-64.webp'],
        ['DELETE', '/media/avatars/abc-64.webp'],
        ['PUT', '/media/other/x.txt'],
      ]) {
        const answer = await nginx.send(method, path, {}, Buffer.from('x'));
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, method).toMatch(/GET, HEAD/);
        expect(answer.json, method).toMatchObject({ error: { code: 'method_not_allowed' } });
      }
      expect(String((await nginx.send('GET', '/media/avatars/abc-64.webp')).raw)).toBe('RIFF....WEBP');
      for (const path of ['/media/../private/secret.txt', '/media/%2e%2e/private/secret.txt']) {
        expect((await nginx.send('GET', path)).status, path).toBeGreaterThanOrEqual(400);
      }
    });
  });

  describe('in front of upstreams that echo or are down', () => {
    let echoNginx: NginxUnderTest;
    let behindProxy: NginxUnderTest;
    let downNginx: NginxUnderTest;
    let query: { server: Server; port: number };
    let command: { server: Server; port: number };
    beforeAll(async () => {
      [query, command] = [await echo('query-api'), await echo('command-api')];
      const upstreams = {
        queryApi: `127.0.0.1:${query.port}`,
        commandApi: `127.0.0.1:${command.port}`,
        blobStore: `127.0.0.1:${await freePort()}`,
        mediaBucket: 'media',
      };
      echoNginx = await startNginxUnderTest(upstreams);
      behindProxy = await startNginxUnderTest({ ...upstreams, trustProxy: ['loopback'] });
      downNginx = await startNginxUnderTest({
        ...upstreams,
        queryApi: `127.0.0.1:${await freePort()}`,
        commandApi: `127.0.0.1:${await freePort()}`,
      });
    });
    afterAll(async () => {
      for (const gateway of [echoNginx, behindProxy, downNginx]) await gateway?.stop();
      query?.server.close();
      command?.server.close();
    });

    it('sends GET and HEAD to the query API and every other method to the command API, query string and all', async () => {
      expect((await echoNginx.send('GET', '/user/specialist/1?x=1')).json).toMatchObject({
        name: 'query-api',
        method: 'GET',
        url: '/user/specialist/1?x=1',
      });
      expect((await echoNginx.send('HEAD', '/auth/me')).status).toBe(200);
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        expect(
          (
            await echoNginx.send(
              method,
              '/user/specialist/add-skills/1?y=2',
              { 'content-type': 'application/json' },
              Buffer.from('{}'),
            )
          ).json,
          method,
        ).toMatchObject({ name: 'command-api', method, url: '/user/specialist/add-skills/1?y=2' });
      }
      expect((await echoNginx.send('GET', '/openapi/command-api.json')).json).toMatchObject({
        name: 'command-api',
        method: 'GET',
        url: '/openapi.json',
      });
      expect((await echoNginx.send('GET', '/openapi.json')).json).toMatchObject({ name: 'query-api' });
    });

    it("replaces a client's own X-Forwarded-For with its address, so sign-in throttling cannot be dodged", async () => {
      const answer = await echoNginx.send(
        'POST',
        '/auth/login',
        { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' },
        Buffer.from('{}'),
      );
      expect(answer.json).toMatchObject({ name: 'command-api', forwardedFor: '127.0.0.1' });
    });

    it('believes the X-Forwarded-For of a proxy listed in TRUST_PROXY, and only the address that proxy saw', async () => {
      const viaProxy = await behindProxy.send(
        'POST',
        '/auth/login',
        { 'x-forwarded-for': '198.51.100.7, 203.0.113.9', 'content-type': 'application/json' },
        Buffer.from('{}'),
      );
      // 203.0.113.9 is the last address no trusted proxy vouches for: the client. Whatever it claims before it is not believed.
      expect(viaProxy.json).toMatchObject({ name: 'command-api', forwardedFor: '203.0.113.9' });
      const direct = await behindProxy.send('GET', '/user/specialist/1');
      expect(direct.json).toMatchObject({ forwardedFor: '127.0.0.1' });
    });

    it('answers 502 with the JSON error body when a service is down', async () => {
      for (const [method, path] of [
        ['POST', '/auth/login'],
        ['GET', '/user/specialist/1'],
        ['GET', '/media/avatars/abc-64.webp'],
      ]) {
        const answer = await downNginx.send(
          method,
          path,
          { 'content-type': 'application/json' },
          method === 'POST' ? Buffer.from('{}') : undefined,
        );
        expect(answer.status, path).toBe(502);
        expect(answer.headers['content-type'], path).toMatch(/application\/json/);
        expect(answer.json, path).toMatchObject({ error: { code: 'bad_gateway' } });
      }
    });
  });
});
