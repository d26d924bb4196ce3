import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@dth/testing';
import type { OpenApiDocument } from './gateway/openApiValidator';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * What every operation answers whatever its purpose, through the gateway: a missing token before a
 * body that cannot be read, OPTIONS and other methods with the `Allow` of both APIs, and the answers
 * the documents promise beside the operations' own (each exchange is also held against the documents).
 */
let behind: PlatformBehindGateway;
let owner: TestUser;
/** Every operation of both documents, as `METHOD /path`, with whether it needs a token and takes a JSON body. */
let operations: { method: string; path: string; auth: boolean; json: boolean }[];

beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  owner = await behind.platform.createUser('business_owner');
  operations = [];
  for (const path of ['/openapi.json', '/openapi/command-api.json']) {
    const document = (await behind.send('GET', path)).json as OpenApiDocument;
    for (const [template, methods] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(methods))
        operations.push({
          method: method.toUpperCase(),
          path: template.replace(/\{\w+\}/g, 'x1'),
          auth: Boolean(op.security),
          json: Boolean(op.requestBody?.content['application/json']),
        });
  }
});
afterAll(() => behind.stop());

const jsonHeaders = (user?: TestUser) => ({
  'content-type': 'application/json',
  ...(user ? { authorization: `Bearer ${user.token}` } : {}),
});

describe('a protected operation without a token', () => {
  it('answers 401 before reading the body, whatever the body (47 operations)', async () => {
    const protectedWithBody = operations.filter((op) => op.auth && op.json);
    expect(protectedWithBody.length).toBeGreaterThanOrEqual(47);
    for (const op of protectedWithBody) {
      for (const body of ['"AAA"', '{"unfinished": ', '[1, 2]', 'null']) {
        const answer = await behind.send(op.method, op.path, jsonHeaders(), Buffer.from(body));
        expect(answer.status, `${op.method} ${op.path} ${body}: ${answer.raw.toString()}`).toBe(401);
      }
    }
  });

  it('with a token, tells JSON that is not an object from text that is not JSON', async () => {
    const path = '/networks';
    const notObject = await behind.send('POST', path, jsonHeaders(owner), Buffer.from('"AAA"'));
    expect(notObject.status).toBe(400);
    expect(notObject.json.error.message).toBe('The request body must be a JSON object');
    const notJson = await behind.send('POST', path, jsonHeaders(owner), Buffer.from('{"unfinished": '));
    expect(notJson.status).toBe(400);
    expect(notJson.json.error.message).toBe('The request body is not valid JSON');
  });
});

describe('methods', () => {
  it('OPTIONS lists every method the path takes, in either API', async () => {
    const networks = await behind.send('OPTIONS', '/networks', {});
    expect(networks.status).toBe(204);
    expect(networks.headers.allow).toBe('GET, HEAD, POST');
    const teamMember = await behind.send('OPTIONS', `/teams/x1/members/x2`, {});
    expect(teamMember.headers.allow).toBe('PUT, DELETE');
    const me = await behind.send('OPTIONS', '/auth/me', {});
    expect(me.headers.allow).toBe('GET, HEAD');
  });

  it('OPTIONS answers each documented path as the documents list its methods', async () => {
    const paths = [...new Set(operations.map((op) => op.path))];
    for (const path of paths) {
      const expected = operations.filter((op) => op.path === path).map((op) => op.method);
      const allow = String((await behind.send('OPTIONS', path, {})).headers.allow).split(', ');
      expect(allow, path).toEqual(expect.arrayContaining(expected));
    }
  });

  it('a method the path does not take is 405 with Allow, on either API', async () => {
    const patch = await behind.send('PATCH', '/networks', jsonHeaders(owner), Buffer.from('{}'));
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe('GET, HEAD, POST');
    expect(patch.json.error.code).toBe('method_not_allowed');
    // GET goes to the query API, which serves nothing on this path: the command API's POST is what it takes.
    const get = await behind.send('GET', '/teams/x1/status', { authorization: `Bearer ${owner.token}` });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const remove = await behind.send('DELETE', '/auth/me', { authorization: `Bearer ${owner.token}` });
    expect(remove.status).toBe(405);
    expect(remove.headers.allow).toBe('GET, HEAD');
  });

  it('an unknown path is still 404', async () => {
    const answer = await behind.send('PATCH', '/no-such-thing', {});
    expect(answer.status).toBe(404);
  });
});

describe('answers the documents promise on every operation', () => {
  it('the gateway’s 400 for an encoded slash, backslash or dot, and a dot segment', async () => {
    for (const path of ['/teams/a%2Fb', '/teams/a%5Cb', '/networks/%2e%2e', '/public/share-links/../auth/me']) {
      const answer = await behind.send('GET', path, { authorization: `Bearer ${owner.token}` });
      expect(answer.status, path).toBe(400);
      expect(answer.json.error.code).toBe('bad_request');
    }
  });

  it('413 for a JSON body over the limit, after the token is checked', async () => {
    const large = Buffer.from(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect((await behind.send('POST', '/networks', jsonHeaders(), large)).status).toBe(401);
    const answer = await behind.send('POST', '/networks', jsonHeaders(owner), large);
    expect(answer.status).toBe(413);
    expect(answer.json.error.code).toBe('payload_too_large');
  });

  it('the signed-in account with its phone, address and notification settings', async () => {
    const details = {
      first_name: 'Ana',
      last_name: 'Pop',
      phone_code: '+40',
      phone_number: '712 345 678',
      country: 'Romania',
      state: 'Cluj',
      city: 'Cluj-Napoca',
    };
    const saved = await behind.send(
      'PUT',
      '/account/details',
      jsonHeaders(owner),
      Buffer.from(JSON.stringify(details)),
    );
    expect(saved.status, saved.raw.toString()).toBe(200);
    const digest = await behind.send(
      'PUT',
      '/account/notification-preferences',
      jsonHeaders(owner),
      Buffer.from(JSON.stringify({ digest: ['network_invitation'] })),
    );
    expect(digest.status, digest.raw.toString()).toBe(200);
    const me = await behind.send('GET', '/auth/me', {
      authorization: `Bearer ${owner.token}`,
      'x-min-position': String(digest.json.position ?? saved.json.position),
    });
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({ phone_code: '+40', country: 'Romania', city: 'Cluj-Napoca' });
  });
});
