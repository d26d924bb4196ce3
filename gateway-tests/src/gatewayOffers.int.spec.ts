import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_EXPIRY_DAYS } from '@dth/domain';
import {
  TestClock,
  createNetworkCast,
  networkFixture,
  queuedMails,
  startProfilePlatform,
  type NetworkCast,
  type NetworkFixture,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';
import { gatewayRequests } from './gateway/gatewayRequests';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * Offers the way a browser sends them: through the gateway (every exchange held against the OpenAPI
 * documents), with the worker's reactions running. Nobody joins a team without saying yes: the owner
 * offers, the specialist accepts (and becomes a member, joining the network if need be), declines, or
 * the owner withdraws; an offer expires by the clock. Refusals append nothing.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock(new Date('2026-06-01T09:00:00.000Z'));
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let cast: NetworkCast;
let f: NetworkFixture;
/** A specialist with no tie to the fixture's network, fresh for each offer test. */
const outsider = (first = 'Olu') => platform.createUser('specialist', { firstName: first, lastName: 'Outside' });

const { send, ok } = gatewayRequests(() => behind);
const head = () => platform.store.headPosition();
const terms = (specialist: TestUser, extra: object = {}) => ({
  team_id: f.teamId,
  specialist_id: specialist.id,
  role_title: 'Product designer',
  allocation_days: 2.5,
  starts_on: '2026-07-01',
  message: 'Join us for the checkout rebuild',
  ...extra,
});
const teamOf = async (user: TestUser = cast.owner) => ok('GET', `/teams/${f.teamId}`, user);

beforeAll(async () => {
  behind = await startPlatformBehindGateway(() => startProfilePlatform({ clock }));
  platform = behind.platform;
  cast = await createNetworkCast(platform);
  f = await networkFixture(platform, cast);
});
afterAll(() => behind?.stop());

describe('offers through the gateway', () => {
  it('the owner offers; the specialist accepts and becomes a member with the role and days, joining the network', async () => {
    const specialist = await outsider();
    const made = await send(
      'POST',
      '/offers',
      cast.owner,
      terms(specialist, { day_rate: { amount: 650, currency: 'eur' } }),
    );
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      team_id: f.teamId,
      network_id: f.networkId,
      owner_id: cast.owner.id,
      specialist_id: specialist.id,
      role_title: 'Product designer',
      allocation_days: 2.5,
      day_rate: { amount: 650, currency: 'EUR' },
      starts_on: '2026-07-01',
      status: 'pending',
      free_days: 5,
      over_allocated: false,
      made_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + OFFER_EXPIRY_DAYS * DAY).toISOString(),
      answered_at: null,
    });
    expect(made.headers['x-position']).toBe(String(await head()));
    const offerId: string = made.json.id;

    // Both read it (the owner among their teams' offers, the specialist among their own); a stranger is told nothing.
    await platform.projected(made.headers['x-position'] as string);
    for (const reader of [cast.owner, specialist, cast.admin])
      expect(await ok('GET', `/offers/${offerId}`, reader)).toMatchObject({
        id: offerId,
        status: 'pending',
        team_name: 'Checkout squad',
        specialist_name: 'Olu Outside',
        owner_name: 'Oliver Bennett',
      });
    expect((await send('GET', `/offers/${offerId}`, cast.stranger)).status).toBe(404);
    expect((await send('GET', `/offers/${offerId}`, cast.otherOwner)).status).toBe(404);
    const mine = await send(
      'GET',
      `/offers?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`,
      specialist,
    );
    expect(mine.json.map((o: { id: string }) => o.id)).toEqual([offerId]);
    expect(mine.headers['content-range']).toBe('offers 0-0/1');
    const byTeam = await ok(
      'GET',
      `/offers?filter=${encodeURIComponent(JSON.stringify({ team_id: f.teamId }))}`,
      cast.owner,
    );
    expect(byTeam.map((o: { id: string }) => o.id)).toContain(offerId);
    expect(await ok('GET', '/offers', cast.stranger)).toEqual([]);

    // The specialist hears of it in the bell and by mail.
    await platform.reacted();
    const bell = await ok('GET', '/notifications', specialist);
    expect(bell[0]).toMatchObject({
      kind: 'offer_received',
      record: { type: 'offer', id: offerId, name: 'Checkout squad' },
    });
    const [mail] = await queuedMails(platform, specialist.email);
    expect(mail).toMatchObject({ subject: expect.stringContaining('Checkout squad') });
    expect(mail.text).toContain('Product designer, 2.5 days a week from 2026-07-01');

    const accepted = await send('POST', `/offers/${offerId}/accept`, specialist);
    expect(accepted).toMatchObject({
      status: 200,
      json: { status: 'accepted', answered_at: clock.now().toISOString() },
    });
    await platform.reacted();
    const team = await teamOf();
    expect(team.members).toContainEqual(
      expect.objectContaining({
        specialist_id: specialist.id,
        role_title: 'Product designer',
        allocation_days: 2.5,
        over_allocated: false,
      }),
    );
    // They joined the network too, through an invitation they answered at once (no invitation mail).
    const network = await platform.eventsOf(`network-${f.networkId}`);
    expect(network.slice(-2).map((e) => [e.type, e.data.specialistId, e.metadata.actorId])).toEqual([
      ['SpecialistInvited', specialist.id, specialist.id],
      ['InvitationAccepted', specialist.id, specialist.id],
    ]);
    expect((await queuedMails(platform, specialist.email)).map((m) => m.subject)).toEqual([mail.subject]);
    // The owner is told of the answer; the team's history names the member.
    const told = await ok('GET', '/notifications', cast.owner);
    expect(told.find((n: { kind: string }) => n.kind === 'offer_accepted')).toMatchObject({
      person_id: specialist.id,
      record: { type: 'team', id: f.teamId, name: 'Checkout squad' },
      detail: { offer_id: offerId },
    });
    // Answered once: again is 409, and nothing is appended.
    const before = await head();
    expect((await send('POST', `/offers/${offerId}/accept`, specialist)).status).toBe(409);
    expect((await send('DELETE', `/offers/${offerId}`, cast.owner)).status).toBe(409);
    expect(await head()).toBe(before);
  });

  it('POST /teams/{id}/members makes an offer: the team answers without the member, with offer_id and offer', async () => {
    const specialist = await outsider('Ada');
    const offered = await send('POST', `/teams/${f.teamId}/members`, cast.owner, {
      specialist_id: specialist.id,
      role_title: 'Analyst',
      allocation_days: 1,
    });
    expect(offered.status).toBe(201);
    expect(offered.json.members.map((m: { specialist_id: string }) => m.specialist_id)).not.toContain(specialist.id);
    expect(offered.json.offer).toMatchObject({
      id: offered.json.offer_id,
      status: 'pending',
      starts_on: clock.now().toISOString().slice(0, 10),
      message: '',
    });
  });

  it('the specialist declines with a reason; the owner withdraws another; the owner hears of the decline', async () => {
    const specialist = await outsider('Dee');
    const first = await ok('POST', '/offers', cast.owner, terms(specialist));
    const declined = await send('POST', `/offers/${first.id}/decline`, specialist, { reason: 'Booked until autumn' });
    expect(declined.json).toMatchObject({ status: 'declined', decline_reason: 'Booked until autumn' });
    clock.advance(60_000);
    const second = await ok('POST', '/offers', cast.owner, terms(specialist));
    expect((await send('POST', `/offers/${second.id}/decline`, specialist)).json.status).toBe('declined');
    clock.advance(60_000);
    const third = await ok('POST', '/offers', cast.owner, terms(specialist));
    const withdrawn = await send('DELETE', `/offers/${third.id}`, cast.owner);
    expect(withdrawn.json).toMatchObject({ status: 'withdrawn' });
    expect((await send('POST', `/offers/${third.id}/accept`, specialist)).status).toBe(409);
    await platform.reacted();
    expect((await teamOf()).members.map((m: { specialist_id: string }) => m.specialist_id)).not.toContain(
      specialist.id,
    );
    expect((await ok('GET', '/notifications', cast.owner))[0]).toMatchObject({
      kind: 'offer_declined',
      person_id: specialist.id,
    });
    const statuses = await ok(
      'GET',
      `/offers?filter=${encodeURIComponent(JSON.stringify({ specialist_id: specialist.id }))}&sort=${encodeURIComponent('["made_at","ASC"]')}`,
      cast.owner,
    );
    expect(statuses.map((o: { status: string }) => o.status)).toEqual(['declined', 'declined', 'withdrawn']);
  });

  it('one pending offer per person and team: a second is 409 while the first is pending, and may follow its answer', async () => {
    const specialist = await outsider('Pem');
    const first = await ok('POST', '/offers', cast.owner, terms(specialist));
    await platform.projected(await head());
    const before = await head();
    for (const [path, body] of [
      ['/offers', terms(specialist, { role_title: 'Researcher' })],
      [`/teams/${f.teamId}/members`, { specialist_id: specialist.id, role_title: 'Researcher', allocation_days: 1 }],
    ] as const) {
      const again = await send('POST', path, cast.owner, body);
      expect(again.status, path).toBe(409);
      expect(again.json.error, path).toMatchObject({
        message_code: 'offer.alreadyOffered',
        message: 'This specialist already has a pending offer for this team',
        details: { pending_offer_id: first.id },
      });
    }
    expect(await head()).toBe(before);
    await ok('DELETE', `/offers/${first.id}`, cast.owner);
    expect(await ok('POST', '/offers', cast.owner, terms(specialist))).toMatchObject({ status: 'pending' });
  });

  it('expires 14 days after it was made, by the clock: read as expired, refused at accept (409)', async () => {
    const specialist = await outsider('Eve');
    const made = await send('POST', '/offers', cast.owner, terms(specialist));
    await platform.projected(made.headers['x-position'] as string);
    clock.advance(OFFER_EXPIRY_DAYS * DAY);
    try {
      expect(await ok('GET', `/offers/${made.json.id}`, specialist)).toMatchObject({ status: 'expired' });
      const expiredOnly = await ok(
        'GET',
        `/offers?filter=${encodeURIComponent(JSON.stringify({ status: 'expired' }))}`,
        specialist,
      );
      expect(expiredOnly.map((o: { id: string }) => o.id)).toEqual([made.json.id]);
      const before = await head();
      const late = await send('POST', `/offers/${made.json.id}/accept`, specialist);
      expect(late.status).toBe(409);
      expect(late.json.error.message_code).toBe('offer.expired');
      expect(await head()).toBe(before);
    } finally {
      clock.advance(-OFFER_EXPIRY_DAYS * DAY);
    }
  });

  it('who may: another owner 404, a team member 403, another specialist 403 or 404, anonymous 401; nothing appended', async () => {
    const specialist = await outsider('Fay');
    const before = await head();
    expect((await send('POST', '/offers', null, terms(specialist))).status).toBe(401);
    expect((await send('POST', '/offers', cast.otherOwner, terms(specialist))).status).toBe(404);
    expect((await send('POST', '/offers', cast.member, terms(specialist))).status).toBe(403);
    expect((await send('POST', '/offers', cast.stranger, terms(specialist))).status).toBe(404);
    expect(await head()).toBe(before);

    const offer = await ok('POST', '/offers', cast.owner, terms(specialist));
    const after = await head();
    // Only the specialist answers: the owner and an admin are 403, anyone else is told nothing (404).
    for (const [who, status] of [
      [cast.owner, 403],
      [cast.admin, 403],
      [cast.stranger, 404],
      [cast.otherOwner, 404],
    ] as const) {
      expect((await send('POST', `/offers/${offer.id}/accept`, who)).status, who.email).toBe(status);
      expect((await send('POST', `/offers/${offer.id}/decline`, who, {})).status, who.email).toBe(status);
    }
    // Only the owner withdraws: the specialist and an admin are 403.
    expect((await send('DELETE', `/offers/${offer.id}`, specialist)).status).toBe(403);
    expect((await send('DELETE', `/offers/${offer.id}`, cast.admin)).status).toBe(403);
    expect((await send('DELETE', `/offers/${offer.id}`, cast.otherOwner)).status).toBe(404);
    for (const id of ['no-such-offer', 'not..an..id', 'x'.repeat(65)])
      expect((await send('POST', `/offers/${id}/accept`, specialist)).status, id).toBe(404);
    expect(await head()).toBe(after);
    // An admin may offer on the owner's behalf.
    expect((await send('POST', '/offers', cast.admin, terms(await outsider('Gil')))).json).toMatchObject({
      owner_id: cast.owner.id,
      status: 'pending',
    });
  });

  it('bad input is 400 with the field’s message, malformed and truncated bodies too; nothing appended', async () => {
    const specialist = await outsider('Hal');
    const before = await head();
    const fieldOf = async (body: unknown) => {
      const answer = await send('POST', '/offers', cast.owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return answer.json.error.fields ?? {};
    };
    expect(await fieldOf(terms(specialist, { role_title: ' ' }))).toEqual({ role_title: 'Role is required' });
    expect(await fieldOf(terms(specialist, { role_title: 'r'.repeat(261) }))).toEqual({
      role_title: 'Role must be at most 260 characters',
    });
    for (const allocation_days of [0, 0.25, 5.5, '3', null])
      expect(await fieldOf(terms(specialist, { allocation_days }))).toEqual({
        allocation_days: 'Allocation must be from 0.5 to 5 days per week, in half days',
      });
    expect(await fieldOf(terms(specialist, { starts_on: '2026-02-30' }))).toEqual({
      starts_on: 'Start date must be a date written YYYY-MM-DD',
    });
    expect(await fieldOf(terms(specialist, { message: 'm'.repeat(1001) }))).toEqual({
      message: 'Message must be at most 1000 characters',
    });
    for (const day_rate of [
      { amount: -1, currency: 'EUR' },
      { amount: 1_000_000, currency: 'EUR' },
    ])
      expect(Object.keys(await fieldOf(terms(specialist, { day_rate })))).toEqual(['day_rate.amount']);
    expect(Object.keys(await fieldOf(terms(specialist, { day_rate: { amount: 500, currency: 'EURO' } })))).toEqual([
      'day_rate.currency',
    ]);
    expect(await fieldOf(terms(specialist, { specialist_id: cast.otherOwner.id }))).toEqual({
      specialist_id: 'Offers are made to specialists only',
    });
    await fieldOf(terms(specialist, { status: 'accepted' }));
    for (const raw of ['{"team_id":', 'not json', '[]', '"x"'])
      expect((await send('POST', '/offers', cast.owner, raw)).status, raw).toBe(400);
    const offer = await ok('POST', '/offers', cast.owner, terms(specialist));
    const between = await head();
    expect((await send('POST', `/offers/${offer.id}/decline`, specialist, { reason: 'r'.repeat(1001) })).status).toBe(
      400,
    );
    expect((await send('POST', `/offers/${offer.id}/decline`, specialist, { why: 'x' })).status).toBe(400);
    expect((await send('POST', `/offers/${offer.id}/decline`, specialist, '{"reason":')).status).toBe(400);
    expect(await head()).toBe(between);
    expect(between).toBeGreaterThan(before);
  });

  it('beyond the specialist’s free days is 409 unless over_allocate: true; the team then marks the member', async () => {
    const specialist = await outsider('Ian');
    // Four days on the fixture's team first: one day left.
    const first = await ok('POST', '/offers', cast.owner, terms(specialist, { allocation_days: 4 }));
    await ok('POST', `/offers/${first.id}/accept`, specialist);
    await platform.reacted();
    const team = await ok('POST', '/teams', cast.owner, { network_id: f.networkId, name: 'Second squad' });
    const before = await head();
    const beyond = await send('POST', '/offers', cast.owner, {
      ...terms(specialist),
      team_id: team.id,
      allocation_days: 2,
    });
    expect(beyond.status).toBe(409);
    expect(beyond.json.error).toMatchObject({
      message_code: 'offer.beyondFreeDays',
      message: expect.stringContaining('over_allocate'),
    });
    expect(await head()).toBe(before);
    const within = await ok('POST', '/offers', cast.owner, {
      ...terms(specialist),
      team_id: team.id,
      allocation_days: 1,
    });
    expect(within).toMatchObject({ free_days: 1, over_allocated: false });
    await ok('DELETE', `/offers/${within.id}`, cast.owner);

    const over = await ok('POST', '/offers', cast.owner, {
      ...terms(specialist),
      team_id: team.id,
      allocation_days: 2,
      over_allocate: true,
    });
    expect(over).toMatchObject({ free_days: 1, over_allocated: true });
    await ok('POST', `/offers/${over.id}/accept`, specialist);
    await platform.reacted();
    expect((await ok('GET', `/teams/${team.id}`, cast.owner)).members).toEqual([
      expect.objectContaining({ specialist_id: specialist.id, allocation_days: 2, over_allocated: true }),
    ]);
  });

  it('counts the free days from the days a week the person set, not a full week: beyond them is 409 on both paths', async () => {
    const specialist = await outsider('Dana');
    await ok('PUT', `/user/specialist/${specialist.id}/availability`, specialist, {
      open_to_work: true,
      available_from: null,
      days_per_week: 2,
      day_rate: null,
      discoverable: 'everyone',
    });
    const before = await head();
    for (const [path, body] of [
      ['/offers', terms(specialist)],
      [`/teams/${f.teamId}/members`, { specialist_id: specialist.id, role_title: 'Researcher', allocation_days: 2.5 }],
    ] as const) {
      const beyond = await send('POST', path, cast.owner, body);
      expect(beyond.status, path).toBe(409);
      expect(beyond.json.error, path).toMatchObject({ message_code: 'offer.beyondFreeDays' });
    }
    expect(await head()).toBe(before);

    const over = await ok('POST', '/offers', cast.owner, terms(specialist, { over_allocate: true }));
    expect(over).toMatchObject({ allocation_days: 2.5, free_days: 2, over_allocated: true });
    await ok('POST', `/offers/${over.id}/accept`, specialist);
    await platform.reacted();
    expect((await teamOf()).members).toContainEqual(
      expect.objectContaining({ specialist_id: specialist.id, allocation_days: 2.5, over_allocated: true }),
    );
  });
});
