import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * Requests a careless client or a prober sends, through the gateway: each gets a 4xx with the
 * usual error body, never a 500, and the platform keeps answering.
 */
let behind: PlatformBehindGateway;
let owner: TestUser;
beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  owner = await behind.platform.createUser('specialist');
});
afterAll(() => behind.stop());

const login = Buffer.from(JSON.stringify({ email: 'nobody@example.com', password: 'whatever-it-is' }));

describe('request bodies that cannot be read', () => {
  it.each<{ what: string; headers: Record<string, string>; body: Buffer; status: number }>([
    {
      what: 'an unknown charset',
      headers: { 'content-type': 'application/json; charset=bogus-42' },
      body: login,
      status: 415,
    },
    {
      what: 'a charset other than UTF-8',
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: login,
      status: 415,
    },
    // The JSON parser decodes any utf-* charset it is told: utf-16 read as garbage and answered 400 (hardening round two, finding 6).
    { what: 'UTF-16', headers: { 'content-type': 'application/json; charset=utf-16' }, body: login, status: 415 },
    {
      what: 'well-formed UTF-16LE',
      headers: { 'content-type': 'application/json; charset="UTF-16LE"' },
      body: Buffer.from(login.toString(), 'utf16le'),
      status: 415,
    },
    {
      what: 'an unknown content encoding',
      headers: { 'content-type': 'application/json', 'content-encoding': 'bogus' },
      body: login,
      status: 415,
    },
    {
      what: 'a corrupt gzip body',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: Buffer.from('definitely not gzip'),
      status: 400,
    },
    {
      what: 'malformed JSON',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"email":'),
      status: 400,
    },
  ])('answers $what with $status on anonymous /auth/login', async ({ headers, body, status }) => {
    const answer = await behind.send('POST', '/auth/login', headers, body);
    expect(answer.status).toBe(status);
    expect(answer.json.error.code).toMatch(/^(validation|unsupported_media_type)$/);
  });

  it('still reads a well-formed gzip body', async () => {
    const answer = await behind.send(
      'POST',
      '/auth/login',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(login),
    );
    expect(answer.status).toBe(401);
    const utf8 = await behind.send('POST', '/auth/login', { 'content-type': 'application/json; charset=UTF-8' }, login);
    expect(utf8.status).toBe(401);
  });

  it('answers a write with a bogus charset with 415 and appends nothing', async () => {
    const before = await behind.platform.store.headPosition();
    const body = Buffer.from(JSON.stringify({ description: 'x' }));
    const answer = await behind.send(
      'POST',
      `/user/specialist/add-about/${owner.id}`,
      { 'content-type': 'application/json; charset=latin1', authorization: `Bearer ${owner.token}` },
      body,
    );
    expect(answer.status).toBe(415);
    expect(await behind.platform.store.headPosition()).toBe(before);
  });
});

describe('badly encoded paths', () => {
  it.each([
    ['GET', '/user/specialist/%E0%A4%A'],
    ['GET', '/user/catalog/%ff'],
    ['GET', '/countries/%E0%A4%A/states'],
    ['POST', '/user/specialist/add-about/%E0%A4%A'],
  ])('%s %s is a 4xx', async (method, path) => {
    const answer = await behind.send(
      method,
      path,
      { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      Buffer.from('{}'),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.json.error).toBeDefined();
  });
});
