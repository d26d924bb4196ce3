import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore, createLogger, freePort, loadEnv, startS3Server, type S3ServerHandle } from '@dth/infrastructure';
import { compressAssets } from './compressAssets';
import { buildGateway, type GatewayTargets } from './gateway';

const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word-${i % 50}`))};`;

/** An upstream that answers with its own name, the method and the path it received. */
function echo(name: string): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ name, method: req.method, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }));
  });
}

let gateway: ReturnType<typeof buildGateway>;
let targets: GatewayTargets;
let upstreams: { server: Server }[] = [];
let s3: S3ServerHandle;
let blobPort: number;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-'));
  const frontendDir = join(dir, 'dist');
  mkdirSync(join(frontendDir, 'assets'), { recursive: true });
  writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  writeFileSync(join(frontendDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(frontendDir, 'assets', 'big-def456.js'), bigScript);
  compressAssets(join(frontendDir, 'assets'));
  blobPort = await freePort();
  s3 = await startS3Server({ port: blobPort, directory: join(dir, 'blobs'), buckets: ['media', 'private'] });
  const env = loadEnv({ S3_PORT: String(blobPort) });
  await createBlobStore(env).put('avatars/abc-64.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
  await createBlobStore(env).put('originals/abc.gif', Buffer.from('GIF89a<html><script>alert(1)</script>'), 'image/gif');
  await createBlobStore(loadEnv({ S3_PORT: String(blobPort), MEDIA_BUCKET: 'private' })).put('secret.txt', Buffer.from('secret'), 'text/plain');
  const [query, command] = [await echo('query-api'), await echo('command-api')];
  upstreams = [query, command];
  targets = { queryApi: query.url, commandApi: command.url, blobStore: `http://127.0.0.1:${blobPort}`, mediaBucket: 'media', frontendDir };
  gateway = buildGateway(targets, createLogger('gateway-test', 'silent'));
});
afterAll(async () => {
  for (const { server } of upstreams) server.close();
  await s3.stop();
});

describe('gateway routing', () => {
  it('serves the SPA under /stage with a fallback for client routes', async () => {
    const page = await request(gateway).get('/stage/profile/dashboard').expect(200);
    expect(page.text).toContain('app shell');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await request(gateway).get('/stage/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await request(gateway).get('/stage/assets/missing.js').expect(404);
    await request(gateway).get('/').expect(302).expect('location', '/stage/');
  });

  it('sends GET and HEAD to the query API and every other method to the command API', async () => {
    expect((await request(gateway).get('/user/specialist/1?x=1').expect(200)).body).toMatchObject({ name: 'query-api', method: 'GET', url: '/user/specialist/1?x=1' });
    await request(gateway).head('/auth/me').expect(200);
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      expect((await request(gateway)[method]('/user/specialist/add-skills/1').expect(200)).body).toMatchObject({ name: 'command-api', method: method.toUpperCase() });
    }
    expect((await request(gateway).post('/auth/login')).body.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect((await request(gateway).get('/openapi/command-api.json').expect(200)).body).toMatchObject({ name: 'command-api', method: 'GET', url: '/openapi.json' });
    expect((await request(gateway).get('/openapi.json').expect(200)).body).toMatchObject({ name: 'query-api' });
  });

  it('serves media from the media bucket with its type and an immutable cache header', async () => {
    const res = await request(gateway).get('/media/avatars/abc-64.webp').expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Object.keys(res.headers).filter((h) => h.startsWith('x-amz-'))).toEqual([]);
  });

  it('reaches nothing outside the media bucket, and takes no writes', async () => {
    await request(gateway).get('/media/../private/secret.txt').expect((res) => expect(res.text).not.toContain('secret'));
    await request(gateway).get('/media/%2e%2e/private/secret.txt').expect((res) => expect(res.text).not.toBe('secret'));
    await request(gateway).get('/media/missing.webp').expect(404);
    await request(gateway).put('/media/avatars/abc-64.webp').send('x').expect(405);
    expect(String((await request(gateway).get('/media/avatars/abc-64.webp')).body)).toBe('RIFF....WEBP');
  });
});

describe('precompressed assets', () => {
  it('sends the brotli copy to browsers that accept it, gzip to others, plain otherwise', async () => {
    const br = await request(gateway).get('/stage/assets/big-def456.js').set('accept-encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(bigScript.length / 5);
    expect(br.text).toBe(bigScript);
    const gz = await request(gateway).get('/stage/assets/big-def456.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(bigScript);
    const plain = await request(gateway).get('/stage/assets/big-def456.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(bigScript);
  });
});

describe('X-Forwarded-For', () => {
  it("replaces a client's own X-Forwarded-For with its address, so sign-in throttling cannot be dodged", async () => {
    const res = await request(gateway).post('/auth/login').set('x-forwarded-for', '203.0.113.9');
    expect(res.body.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('keeps the chain sent by a proxy listed in TRUST_PROXY', async () => {
    const behindProxy = buildGateway(targets, createLogger('gateway-test', 'silent'), ['loopback']);
    const res = await request(behindProxy).post('/auth/login').set('x-forwarded-for', '203.0.113.9');
    expect(res.body.forwardedFor).toMatch(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/);
  });
});

describe('security headers and error pages', () => {
  it('sends the strict CSP and the other security headers with the app', async () => {
    const page = await request(gateway).get('/stage/login').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'cross-origin-opener-policy': 'same-origin' });
    const api = await request(gateway).get('/user/specialist/1').expect(200);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers missing assets and malformed paths with plain pages that leak nothing', async () => {
    for (const path of ['/stage/assets/nope.js', '/stage/%', '/stage/assets/..%2F..%2Fpackage.json']) {
      const res = await request(gateway).get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/at |\/work|node_modules|Error/);
    }
  });

  it('serves media with nosniff and a sandbox CSP, never an original, and passes no query string to the store', async () => {
    const rendition = await request(gateway).get('/media/avatars/abc-64.webp').expect(200);
    expect(rendition.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' });
    // An original is kept as uploaded (here a GIF that is also an HTML page): it is not served at all.
    for (const method of ['get', 'head'] as const) {
      const original = await request(gateway)[method]('/media/originals/abc.gif').expect(404);
      expect(original.text ?? '').not.toContain('<script>');
    }
    expect((await request(gateway).get('/media/avatars/../originals/abc.gif')).status).toBe(404);
    expect((await request(gateway).get('/media/avatars/%2e%2e/originals/abc.gif')).status).toBe(404);
    const acl = await request(gateway).get('/media/avatars/abc-64.webp?acl').expect(200);
    expect(acl.headers['content-type']).toBe('image/webp');
    expect((await request(gateway).get('/media/avatars/abc-64.webp?torrent')).status).toBe(200);
  });
});
