import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { PROFILE_WRITES, bearer } from './profileTestKit';
import type { RawAnswer } from './rawRequests';
import type { TestPlatform, TestUser } from './testPlatform';

/** One request as sent, bytes and all. */
export interface RawRequest {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What is compared of an answer: its status, its body with the ids that differ between two profiles levelled, the headers that matter. */
export interface ComparableAnswer {
  status: number;
  body: string;
  headers: Record<string, string | undefined>;
}

/** The profile section writes the command API serves before express (command-api/src/fastWrites.ts), by path. */
const SECTION_WRITES = new Set([
  'industry title',
  'skills',
  'industry experience',
  'experience level',
  'languages',
  'about me',
  'add certificate',
  'add project',
  'project interests',
  'account details',
  'account billing_profile',
  'availability',
]);

/** The people a parity run writes as: the profile's owner, another specialist, an admin, and the owner's ended session. */
export interface ParityCast {
  owner: TestUser;
  stranger: TestUser;
  admin: TestUser;
  /** A token of the owner's whose session was signed out (revoked, not expired). */
  revokedToken: string;
}

/** Signs `owner` in once more and out of that session: the token it answers is revoked. */
export async function revokedTokenOf(platform: TestPlatform, owner: TestUser): Promise<string> {
  const login = await request(platform.command)
    .post('/auth/login')
    .send({ email: owner.email, password: owner.password })
    .expect(200);
  const token = login.body.data.access_token as string;
  await request(platform.command).post('/auth/logout').set('authorization', `Bearer ${token}`).expect(200);
  return token;
}

const json = (text: string) => Buffer.from(text);
const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Every section write to `cast.owner`'s profile, each as a good write, the same write again (it changes
 * nothing), and the ways a client gets it wrong: malformed, truncated, not an object, invalid fields,
 * oversized, another charset, compressed, with a BOM, no/bad/revoked token, someone else's profile, an
 * admin, an unknown profile, the wrong method, a trailing slash, a query string.
 */
export function sectionWriteRequests({ owner, stranger, admin, revokedToken }: ParityCast): RawRequest[] {
  const ids = { specialistId: owner.id, certificateId: '', projectId: '', billingId: '' };
  const own = { ...JSON_TYPE, ...bearer(owner) };
  const requests: RawRequest[] = [];
  for (const write of PROFILE_WRITES.filter((w) => SECTION_WRITES.has(w.name))) {
    const method = write.method.toUpperCase();
    const path = write.path(ids);
    const good = JSON.stringify(write.body!(ids));
    const add = (name: string, headers: Record<string, string>, body?: Buffer, to = path, how = method) =>
      requests.push({ name: `${write.name}: ${name}`, method: how, path: to, headers, body });
    add('good', own, json(good));
    add('the same again', own, json(good));
    add('truncated JSON', own, json(good.slice(0, -3)));
    add('malformed JSON', own, json('{"a":'));
    add('not JSON', own, json('not json'));
    add('an array', own, json('[1]'));
    add('a string', own, json('"AAA"'));
    add('null', own, json('null'));
    add('an empty object', own, json('{}'));
    add('fields of the wrong type', own, json('{"skills":"x","description":5,"specialist":1,"open_to_work":"y"}'));
    add('an empty body', own, Buffer.alloc(0));
    add('oversized', own, json(JSON.stringify({ x: 'x'.repeat(1_100_000) })));
    add('oversized, no token', JSON_TYPE, json(JSON.stringify({ x: 'x'.repeat(1_100_000) })));
    add('charset utf-16', { ...own, 'content-type': 'application/json; charset=utf-16' }, json(good));
    add('charset UTF-8', { ...own, 'content-type': 'application/json; charset=UTF-8' }, json(good));
    add('text/plain', { ...own, 'content-type': 'text/plain' }, json(good));
    add('no content type', bearer(owner), json(good));
    add('gzip', { ...own, 'content-encoding': 'gzip' }, gzipSync(good));
    add('a byte order mark', own, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json(good)]));
    add('not UTF-8', own, Buffer.concat([json(good.slice(0, -1)), Buffer.from(',"x":"\xff\xfe"}', 'latin1')]));
    add('no token', JSON_TYPE, json(good));
    add('not a bearer token', { ...JSON_TYPE, authorization: 'Basic abc' }, json(good));
    add('a bad token', { ...JSON_TYPE, authorization: 'Bearer not-a-token' }, json(good));
    add('a revoked token', { ...JSON_TYPE, authorization: `Bearer ${revokedToken}` }, json(good));
    add('a revoked token, malformed JSON', { ...JSON_TYPE, authorization: `Bearer ${revokedToken}` }, json('{'));
    add('someone else’s profile', { ...JSON_TYPE, ...bearer(stranger) }, json(good));
    add('someone else’s profile, invalid body', { ...JSON_TYPE, ...bearer(stranger) }, json('{}'));
    add('an admin', { ...JSON_TYPE, ...bearer(admin) }, json(good));
    const unknown = path.replace(owner.id, '00000000-0000-4000-8000-000000000000');
    add('an unknown profile', own, json(good), unknown);
    add('an id that is not one', own, json(good), path.replace(owner.id, 'not%20an%20id'));
    add('a trailing slash', own, json(good), `${path}/`);
    add('a query string', own, json(good), `${path}?x=1`);
    add('the wrong method', own, json(good), path, method === 'POST' ? 'PUT' : 'POST');
    add('GET', bearer(owner), undefined, path, 'GET');
    add('DELETE', bearer(owner), undefined, path, 'DELETE');
  }
  return requests;
}

/** The headers a client acts on, compared between the two paths (x-request-id only for being there). */
const COMPARED_HEADERS = ['content-type', 'cache-control', 'etag', 'allow', 'retry-after', 'x-position', 'set-cookie'];

/**
 * The answer with what differs by nature between two profiles written alike levelled: `owner`'s id, the
 * ids the write generates, positions and request ids.
 */
export function comparable(answer: RawAnswer, owner: TestUser): ComparableAnswer {
  const body = answer.raw
    .toString()
    .replaceAll(owner.id, '<owner>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/"position":"\d+"/g, '"position":"<n>"');
  const headers: Record<string, string | undefined> = {
    'x-request-id': answer.headers['x-request-id'] ? 'present' : undefined,
  };
  for (const name of COMPARED_HEADERS) {
    const value = answer.headers[name];
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { status: answer.status, body, headers };
}
