import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementMessages, specialistMessages as m } from '@dth/domain';
import { hiringEvents, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * Availability and day rates (docs/api.md, "Availability and rates") the way a browser's requests
 * arrive: set through the gateway by the specialist or an admin, read back with who sees the rate,
 * and searched by owners with and without a network the specialist joined. Every exchange is held
 * against the OpenAPI documents.
 */
let behind: PlatformBehindGateway;
let ownerA: TestUser;
let ownerB: TestUser;
let admin: TestUser;
const s: Record<'one' | 'two' | 'three' | 'hidden', TestUser> = {} as never;
let teamId: string;
let networkId: string;

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const availabilityOf = (id: string) => `/user/specialist/${id}/availability`;

function put(user: TestUser, id: string, body: unknown) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return behind.send(
    'PUT',
    availabilityOf(id),
    { ...auth(user), 'content-type': 'application/json' },
    Buffer.from(raw),
  );
}

const skill = (id: number) => ({ id, title: `Skill ${id}` });

beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  const { platform } = behind;
  ownerA = await platform.createUser('business_owner', { firstName: 'Ada', lastName: 'Owner' });
  ownerB = await platform.createUser('business_owner', { firstName: 'Bo', lastName: 'Outsider' });
  admin = await platform.createUser('admin');
  s.one = await platform.createUser('specialist', { firstName: 'One', lastName: 'Joined' });
  s.two = await platform.createUser('specialist', { firstName: 'Two', lastName: 'Public' });
  s.three = await platform.createUser('specialist', { firstName: 'Three', lastName: 'Default' });
  s.hidden = await platform.createUser('specialist', { firstName: 'Four', lastName: 'Hidden' });
  const hiring = hiringEvents(platform.store);
  await hiring.profile(s.one.id, { skills: [skill(4)] });
  await hiring.profile(s.two.id, { skills: [skill(4), skill(5)] });
  ({ networkId } = await hiring.createNetwork(ownerA.id, 'Guild A'));
  await hiring.join(networkId, ownerA.id, s.one.id);
  ({ teamId } = await hiring.createTeam(networkId, ownerA.id, 'Squad', [skill(4), skill(5)]));
  await hiring.addTeamMember(teamId, networkId, ownerA.id, s.one.id, 'Lead', 3);
  await platform.projected(await platform.store.headPosition());
});
afterAll(() => behind.stop());

const oneOpen = {
  open_to_work: true,
  available_from: '2026-01-05',
  days_per_week: 5,
  day_rate: { amount: 600, currency: 'eur' },
  discoverable: 'networks',
};

describe('setting the availability through the gateway', () => {
  it('the specialist sets their own, and reads it back with the days booked on teams and when it was set', async () => {
    const before = Date.now();
    const saved = await put(s.one, s.one.id, oneOpen);
    const after = Date.now();
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({
      message: m.availabilityUpdated,
      data: {
        id: s.one.id,
        availability: { open_to_work: true, available_from: '2026-01-05', days_per_week: 5, discoverable: 'networks' },
        day_rate: { amount: 600, currency: 'EUR' },
      },
    });
    const read = await behind.send('GET', `/user/specialist/${s.one.id}`, {
      ...auth(s.one),
      'x-min-position': saved.json.position,
    });
    expect(read.status).toBe(200);
    const { updated_at: updatedAt, ...availability } = read.json.data.availability;
    expect(availability).toEqual({
      open_to_work: true,
      available_from: '2026-01-05',
      days_per_week: 5,
      booked_days_per_week: 3,
      discoverable: 'networks',
    });
    // The event's time (the dashboard asks for a fresh one after 30 days).
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(updatedAt)).toBeLessThanOrEqual(after);
    expect(read.json.data.day_rate).toEqual({ amount: 600, currency: 'EUR' });
  });

  it('an admin sets anyone’s; an owner, even of the specialist’s network, and another specialist are refused (403) and nothing is appended', async () => {
    const byAdmin = await put(admin, s.two.id, {
      open_to_work: true,
      available_from: '2099-01-01',
      days_per_week: 4,
      day_rate: { amount: 400, currency: 'EUR' },
      discoverable: 'everyone',
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.json)).toBe(200);
    const hidden = await put(s.hidden, s.hidden.id, { ...oneOpen, discoverable: 'nobody', day_rate: null });
    expect(hidden.status).toBe(200);
    const before = await behind.platform.store.headPosition();
    for (const stranger of [ownerA, ownerB, s.two]) {
      const refused = await put(stranger, s.one.id, { ...oneOpen, open_to_work: false });
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({
        message: m.notYourProfile,
        message_code: 'specialist.notYourProfile',
      });
    }
    expect(await behind.platform.store.headPosition()).toBe(before);
  });

  it('words each bad field (400) and appends nothing', async () => {
    const before = await behind.platform.store.headPosition();
    const bad = await put(s.one, s.one.id, {
      open_to_work: 'yes',
      available_from: '2026-02-30',
      days_per_week: 2.25,
      day_rate: { amount: 0, currency: 'EURO' },
      discoverable: 'friends',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      open_to_work: m.openToWorkInvalid,
      available_from: m.availableFromInvalid,
      days_per_week: m.daysPerWeekInvalid,
      'day_rate.amount': m.dayRateInvalid,
      'day_rate.currency': engagementMessages.currencyInvalid,
      discoverable: m.discoverableInvalid,
    });
    expect(bad.json.error.field_codes.days_per_week).toBe('specialist.daysPerWeekInvalid');
    const tooMuch = await put(s.one, s.one.id, {
      ...oneOpen,
      days_per_week: 6,
      day_rate: { amount: 1e9, currency: 'EUR' },
    });
    expect(tooMuch.json.error.fields).toEqual({
      days_per_week: m.daysPerWeekInvalid,
      'day_rate.amount': m.dayRateTooLarge,
    });
    const unknown = await put(s.one, s.one.id, { ...oneOpen, salary: 1 });
    expect(unknown.status).toBe(400);
    expect((await put(s.one, s.one.id, [])).status).toBe(400);
    expect(await behind.platform.store.headPosition()).toBe(before);
  });

  it('refuses malformed, truncated and oversized bodies, and anonymous writers, appending nothing', async () => {
    const before = await behind.platform.store.headPosition();
    expect((await put(s.one, s.one.id, '{"open_to_work": tru')).status).toBe(400);
    expect((await put(s.one, s.one.id, JSON.stringify(oneOpen).slice(0, 40))).status).toBe(400);
    const huge = JSON.stringify({ ...oneOpen, padding: 'x'.repeat(1_100_000) });
    expect((await put(s.one, s.one.id, huge)).status).toBe(413);
    const anonymous = await behind.send(
      'PUT',
      availabilityOf(s.one.id),
      { 'content-type': 'application/json' },
      Buffer.from(JSON.stringify(oneOpen)),
    );
    expect(anonymous.status).toBe(401);
    expect(await behind.platform.store.headPosition()).toBe(before);
  });
});

describe('who sees the day rate', () => {
  it.each([
    ['the specialist', () => s.one, true],
    ['an admin', () => admin, true],
    ['the owner of a network they joined', () => ownerA, true],
    ['an owner of no network of theirs', () => ownerB, false],
    ['another specialist', () => s.two, false],
  ] as const)('%s: %s', async (_who, reader, seesRate) => {
    const read = await behind.send('GET', `/user/specialist/${s.one.id}`, auth(reader()));
    expect(read.status).toBe(200);
    expect(read.json.data.availability).toMatchObject({ open_to_work: true, booked_days_per_week: 3 });
    expect(read.json.data.day_rate).toEqual(seesRate ? { amount: 600, currency: 'EUR' } : null);
  });

  it('a profile that never set it reads as the defaults', async () => {
    const read = await behind.send('GET', `/user/specialist/${s.three.id}`, auth(ownerB));
    expect(read.json.data.availability).toEqual({
      open_to_work: false,
      available_from: null,
      days_per_week: 5,
      booked_days_per_week: 0,
      discoverable: 'everyone',
      updated_at: null,
    });
    expect(read.json.data.day_rate).toBeNull();
  });
});

describe('searching by availability', () => {
  const search = async (user: TestUser, filter: object, sort?: [string, string]) => {
    const params = new URLSearchParams({ filter: JSON.stringify(filter) });
    if (sort) params.set('sort', JSON.stringify(sort));
    return behind.send('GET', `/specialists?${params}`, { ...auth(user), 'cache-control': 'no-cache' });
  };
  const who = async (user: TestUser, filter: object, sort: [string, string] = ['name', 'ASC']) => {
    const answer = await search(user, filter, sort);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const byId = new Map(Object.entries(s).map(([name, user]) => [user.id, name]));
    return (answer.json as { id: string }[]).map((card) => byId.get(card.id) ?? card.id);
  };

  it('finds who is discoverable by the searcher: networks-only ones by their networks’ owners and admins, nobody never', async () => {
    expect(await who(ownerB, {})).toEqual(['three', 'two']);
    expect(await who(ownerA, {})).toEqual(['one', 'three', 'two']);
    expect(await who(admin, {})).toEqual(['one', 'three', 'two']);
    // A lookup by id is not a search.
    expect(await who(ownerB, { id: [s.hidden.id] })).toEqual(['hidden']);
  });

  it('filters by open to work, available by a day and free days a week', async () => {
    expect(await who(ownerA, { open_to_work: true })).toEqual(['one', 'two']);
    expect(await who(ownerA, { open_to_work: false })).toEqual(['three']);
    expect(await who(ownerA, { available_by: '2026-06-01' })).toEqual(['one']);
    expect(await who(admin, { available_by: '2099-01-01' })).toEqual(['one', 'two']);
    // One has 5 days less 3 booked.
    expect(await who(ownerA, { free_days_gte: 3 })).toEqual(['three', 'two']);
    expect(await who(ownerA, { free_days_gte: '2' })).toEqual(['one', 'three', 'two']);
  });

  it('filters by day rate only over the rates the searcher may see, and never shows a rate on a card', async () => {
    expect(await who(ownerA, { day_rate_lte: 700, day_rate_currency: 'eur' })).toEqual(['one']);
    // Two's rate (400) is not ownerA's to see: not found by it, lest the filter tell it.
    expect(await who(ownerA, { day_rate_lte: 500, day_rate_currency: 'EUR' })).toEqual([]);
    expect(await who(ownerB, { day_rate_lte: 500, day_rate_currency: 'EUR' })).toEqual([]);
    expect(await who(admin, { day_rate_lte: 500, day_rate_currency: 'EUR' })).toEqual(['two']);
    expect(await who(admin, { day_rate_lte: 700, day_rate_currency: 'USD' })).toEqual([]);
    const cards = await search(admin, {});
    expect(cards.raw.toString()).not.toContain('day_rate');
    expect(cards.json.find((c: { id: string }) => c.id === s.one.id).availability).toEqual({
      open_to_work: true,
      available_from: '2026-01-05',
      days_per_week: 5,
      booked_days_per_week: 3,
      discoverable: 'networks',
    });
  });

  it('refuses bad availability filters (400), with the code of the message where the filter words one', async () => {
    const refusals: [Record<string, unknown>, string?][] = [
      [{ day_rate_lte: 500 }, 'specialist.dayRateFilterPair'],
      [{ day_rate_lte: -1, day_rate_currency: 'EUR' }],
      [{ day_rate_lte: 500, day_rate_currency: 'EURO' }, 'engagement.currencyInvalid'],
      [{ available_by: 'tomorrow' }, 'specialist.availableByInvalid'],
      [{ free_days_gte: 6 }],
      [{ open_to_work: 'maybe' }],
      [{ for_team: 'not/an id' }, 'specialist.forTeamInvalid'],
    ];
    for (const [filter, code] of refusals) {
      const answer = await search(ownerA, filter);
      expect(answer.status, JSON.stringify(filter)).toBe(400);
      if (code) expect(answer.json.error.message_code, JSON.stringify(filter)).toBe(code);
    }
  });

  it('ranks by fit to a team of the searcher’s, and says why', async () => {
    const answer = await search(ownerA, { for_team: teamId, day_rate_lte: 700, day_rate_currency: 'EUR' });
    expect(answer.status).toBe(200);
    expect(answer.json.map((c: { id: string; fit: object }) => [c.id, c.fit])).toEqual([
      [s.one.id, { score: 35 + 8 + 10, covers: [4], missing: [5], free_days: 2, rate_within_budget: true }],
    ]);
    const all = await search(ownerA, { for_team: teamId });
    expect(all.json.map((c: { id: string; fit: { score: number } }) => [c.id, c.fit.score])).toEqual([
      [s.two.id, 70 + 16 + 10],
      [s.one.id, 35 + 8 + 10],
      [s.three.id, 20],
    ]);
    expect(all.json[0].fit).toEqual({ score: 96, covers: [4, 5], missing: [], free_days: 4, rate_within_budget: null });
    // Another owner's team does not exist for this one; an admin may ask.
    expect((await search(ownerB, { for_team: teamId })).status).toBe(404);
    expect((await search(admin, { for_team: teamId })).status).toBe(200);
  });

  it('counts a team archived as booking nobody', async () => {
    const position = await hiringEvents(behind.platform.store).archiveTeam(teamId, ownerA.id);
    await behind.platform.projected(position);
    const read = await behind.send('GET', `/user/specialist/${s.one.id}`, auth(s.one));
    expect(read.json.data.availability.booked_days_per_week).toBe(0);
    expect(await who(ownerA, { free_days_gte: 5 })).toEqual(['one', 'three']);
  });
});
