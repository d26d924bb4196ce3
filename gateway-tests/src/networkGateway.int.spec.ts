import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform, TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * Network writes the way a browser sends them: over TCP to the gateway, which routes every
 * non-GET to the command API. The record and its X-Position must come back through it.
 */
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let owner: TestUser;
let specialist: TestUser;

beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  platform = behind.platform;
  owner = await platform.createUser('business_owner');
  specialist = await platform.createUser('specialist');
});
afterAll(() => behind.stop());

const json = (user: TestUser | undefined, body?: object) => ({
  headers: { 'content-type': 'application/json', ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
  body: body ? Buffer.from(JSON.stringify(body)) : undefined,
});
const send = (method: string, path: string, user?: TestUser, body?: object) => {
  const { headers, body: bytes } = json(user, body);
  return behind.send(method, path, headers, bytes);
};

describe('network writes through the gateway', () => {
  it('creates a network, invites a specialist who accepts; answers carry the record and X-Position; refusals append nothing', async () => {
    const before = await platform.store.headPosition();
    expect((await send('POST', '/networks', undefined, { name: 'Guild' })).status).toBe(401);
    expect((await send('POST', '/networks', specialist, { name: 'Guild' })).status).toBe(403);
    expect((await send('POST', '/networks', owner, { name: 'Guild', extra: 1 })).status).toBe(400);
    expect(await platform.store.headPosition()).toBe(before);

    const created = await send('POST', '/networks', owner, { name: 'Guild', description: 'Through the gateway' });
    expect(created).toMatchObject({ status: 201, json: { name: 'Guild', owner_id: owner.id, archived: false } });
    expect(created.headers['x-position']).toBe(String(await platform.store.headPosition()));

    const invited = await send('POST', `/networks/${created.json.id}/invitations`, owner, {
      specialist_id: specialist.id,
    });
    expect(invited).toMatchObject({ status: 201, json: { status: 'invited', specialist_id: specialist.id } });
    const accepted = await send('POST', `/invitations/${invited.json.id}/accept`, specialist);
    expect(accepted).toMatchObject({ status: 200, json: { status: 'joined', network_name: 'Guild' } });
    expect(BigInt(accepted.headers['x-position'] as string)).toBeGreaterThan(
      BigInt(created.headers['x-position'] as string),
    );

    const team = await send('POST', '/teams', owner, { network_id: created.json.id, name: 'Squad' });
    expect(team.status).toBe(201);
    // Adding a member makes an offer: the team is as it was until the specialist accepts.
    const offered = await send('POST', `/teams/${team.json.id}/members`, owner, {
      specialist_id: specialist.id,
      role_title: 'Designer',
      allocation_days: 4,
    });
    expect(offered).toMatchObject({
      status: 201,
      json: {
        member_count: 0,
        members: [],
        offer_id: expect.any(String),
        offer: { status: 'pending', specialist_id: specialist.id, allocation_days: 4, role_title: 'Designer' },
      },
    });
    expect(offered.json.offer.id).toBe(offered.json.offer_id);
    expect((await send('POST', `/offers/${offered.json.offer_id}/accept`, specialist)).status).toBe(200);
    await platform.reacted();
    const staffed = await send('GET', `/teams/${team.json.id}`, owner);
    expect(staffed.json).toMatchObject({
      member_count: 1,
      members: [{ specialist_id: specialist.id, allocation_days: 4, role_title: 'Designer', over_allocated: false }],
    });
  });
});
