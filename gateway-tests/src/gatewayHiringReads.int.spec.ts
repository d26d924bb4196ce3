import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiringEvents, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * The hiring reads the way a browser's requests arrive: through the gateway on its own port,
 * writes to the command API and reads (with X-Min-Position) to the query API.
 */
let behind: PlatformBehindGateway;
let owner: TestUser;
let specialist: TestUser;
beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  owner = await behind.platform.createUser('business_owner', { firstName: 'Gia', lastName: 'Gateway' });
  specialist = await behind.platform.createUser('specialist', { firstName: 'Sol', lastName: 'Search' });
  await hiringEvents(behind.platform.store).profile(specialist.id, { skills: [{ id: 4, title: 'Skill 4' }], level: 2 });
  await behind.platform.projected(await behind.platform.store.headPosition());
});
afterAll(() => behind.stop());

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const json = (body: object) => Buffer.from(JSON.stringify(body));

describe('hiring reads through the gateway', () => {
  it('a network created through the gateway is read back at once with X-Min-Position, Content-Range and all', async () => {
    const created = await behind.send(
      'POST',
      '/networks',
      { ...auth(owner), 'content-type': 'application/json' },
      json({ name: 'Gateway guild' }),
    );
    expect(created.status).toBe(201);
    const position = created.headers['x-position'] as string;
    const one = await behind.send('GET', `/networks/${created.json.id}`, {
      ...auth(owner),
      'x-min-position': position,
    });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({
      id: created.json.id,
      name: 'Gateway guild',
      owner_name: 'Gia Gateway',
      member_count: 0,
    });
    const listed = await behind.send(
      'GET',
      `/networks?filter=${encodeURIComponent(JSON.stringify({ q: 'gateway' }))}`,
      { ...auth(owner), 'x-min-position': position },
    );
    expect(listed.status).toBe(200);
    expect(listed.headers['content-range']).toBe('networks 0-0/1');
    expect(listed.json.map((n: { id: string }) => n.id)).toEqual([created.json.id]);
  });

  it('search answers cards to an owner and 403 to a specialist; an unknown filter is 400', async () => {
    const found = await behind.send(
      'GET',
      `/specialists?filter=${encodeURIComponent(JSON.stringify({ skill_ids: [4], experience_level_id: 2 }))}`,
      auth(owner),
    );
    expect(found.status).toBe(200);
    expect(found.json).toEqual([expect.objectContaining({ id: specialist.id, first_name: 'Sol', relevance: 1 })]);
    expect(found.headers['content-range']).toBe('specialists 0-0/1');
    expect((await behind.send('GET', '/specialists', auth(specialist))).status).toBe(403);
    expect((await behind.send('GET', '/specialists')).status).toBe(401);
    const bad = await behind.send('GET', `/specialists?filter=${encodeURIComponent('{"salary":1}')}`, auth(owner));
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ 'filter.salary': 'Unknown filter field: salary' });
  });
});
