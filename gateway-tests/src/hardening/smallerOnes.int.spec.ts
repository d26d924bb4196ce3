import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedMails, type NetworkCast, type NetworkFixture } from '@dth/testing';
import type { PlatformBehindGateway } from '../gateway/platformBehindGateway';
import { startCastBehindGateway, type CastBehindGateway } from './castBehindGateway';

/*
 * Hardening round two, finding 6 (docs/reliability.md), through the gateway: the team status
 * diagram, strict dates in the report's filter, and the product's words in passwords. (UTF-16
 * bodies: gatewayProbe.int.spec.ts; empty filters: listFilterFuzz.int.spec.ts.)
 */
let behind: PlatformBehindGateway;
let cast: NetworkCast;
let fixture: NetworkFixture;
let post: CastBehindGateway['post'];

beforeAll(async () => {
  ({ behind, cast, fixture, post } = await startCastBehindGateway());
}, 120_000);
afterAll(() => behind?.stop());

describe('a team’s status follows its diagram', () => {
  it('Draft → Approved is 409 and appends nothing; Draft → Saved → Approved goes; the same status again appends nothing', async () => {
    const setStatus = (status: string) => post(`/teams/${fixture.teamId}/status`, { status }, cast.owner);
    const before = await behind.platform.store.headPosition();
    const early = await setStatus('Approved');
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe('A team goes from Draft to Saved to Approved, and back one step at a time');
    expect(await behind.platform.store.headPosition()).toBe(before);
    expect((await setStatus('Saved')).status).toBe(200);
    expect((await setStatus('Approved')).status).toBe(200);
    const head = await behind.platform.store.headPosition();
    const again = await setStatus('Approved');
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('Approved');
    expect(await behind.platform.store.headPosition()).toBe(head);
    expect((await setStatus('Draft')).status).toBe(409);
  });
});

describe('date filters take real dates only', () => {
  it.each([["2020-01-01'"], ['2026-02-30'], ['2026-11-24T09:30'], ['24/11/2026']])(
    'the report refuses from=%j with 400',
    async (from) => {
      const filter = encodeURIComponent(JSON.stringify({ from }));
      const answer = await behind.send('GET', `/audit-events?filter=${filter}`, {
        authorization: `Bearer ${cast.admin.token}`,
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error.fields).toHaveProperty('filter.from');
      const asOf = await behind.send('GET', `/history/team/${fixture.teamId}/as-of?at=${encodeURIComponent(from)}`, {
        authorization: `Bearer ${cast.admin.token}`,
      });
      expect(asOf.status).toBe(400);
    },
  );

  it('takes a day and a moment with its zone', async () => {
    for (const from of ['2026-02-28', '2026-11-24T09:30:00Z']) {
      const filter = encodeURIComponent(JSON.stringify({ from }));
      expect(
        (await behind.send('GET', `/audit-events?filter=${filter}`, { authorization: `Bearer ${cast.admin.token}` }))
          .status,
      ).toBe(200);
    }
  });
});

describe('a record as it was names what it points at', () => {
  it('a team as of now names its network and its owner by id, as they are called now, not as UUIDs', async () => {
    const asOf = await behind.send('GET', `/history/team/${fixture.teamId}/as-of`, {
      authorization: `Bearer ${cast.admin.token}`,
    });
    expect(asOf.status).toBe(200);
    expect(asOf.json.record).toMatchObject({ network_id: fixture.networkId, owner_id: cast.owner.id });
    expect(asOf.json.names).toMatchObject({ [fixture.networkId]: 'Design guild', [cast.owner.id]: 'Oliver Bennett' });
  });
});

describe('passwords built on the product’s own words', () => {
  it('refuses dthplatform123 when the password is created', async () => {
    const email = `pat-${randomUUID()}@example.com`;
    expect(
      (await post('/auth/register', { first_name: 'Pat', last_name: 'Lee', email, user_type: 'specialist' })).status,
    ).toBe(201);
    const [mail] = await queuedMails(behind.platform, email);
    const token = mail.link!.split('/').pop()!;
    const refused = await post(`/auth/create-password/${token}`, { password: 'dthplatform123' });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.password).toBe('This password is too common or too easy to guess; choose another');
    expect((await post(`/auth/create-password/${token}`, { password: 'orbit lantern stagecoach' })).status).toBe(200);
  });
});
