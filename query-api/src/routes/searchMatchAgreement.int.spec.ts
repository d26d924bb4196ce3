import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATIONS_READ_MODEL,
  defaultCatalogItems,
  matchesSavedSearch,
  searchCardKey,
  specialistFilterSchema,
  toSpecialistStream,
  type SearchCardFacts,
  type SpecialistEvent,
} from '@dth/domain';
import { checkpointKey, currentKeyspace, documentKey } from '@dth/infrastructure';
import { bearer, hiringEvents, startProfilePlatform, type TestPlatform, type TestUser } from '@dth/testing';

/*
 * The saved-search alerts' predicate against the search itself: random profiles (appended as the
 * specialists' writes record them, with availability, rates, networks joined and team allocations) and
 * random filters; for each filter, the people `GET /specialists` answers over the real Redis indexes must be
 * exactly those the predicate finds from the notifications reactor's own facts. Seeded, so a failure repeats.
 */
let platform: TestPlatform;
let owner: TestUser;
let networkId: string;
const ids: string[] = [];
const facts = new Map<string, SearchCardFacts>();

/** mulberry32: a small seeded generator. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)];
  const some = <T>(items: readonly T[], p = 0.4) => items.filter(() => next() < p);
  return { chance: (p: number) => next() < p, int, pick, some };
}
const SEED = 39;
const r = seeded(SEED);

const run = randomUUID().slice(0, 6);
const COUNTRIES = [`Zedland ${run}`, `Yonder ${run}`];
const FIRST = ['Alma', 'Boris', 'Cara', 'Dmitri'];
const LAST = ['Stone', 'Rivers', 'Archer'];
const TITLES = ['Product designer', 'Backend engineer', 'Data scientist', 'Design lead'];
const SKILLS = defaultCatalogItems([])
  .skills.slice(0, 6)
  .map(({ id, title }) => ({ id, title }));
const REFS = [1, 2, 3].map((id) => ({ id, title: `Item ${id}` }));
const DAYS = ['2026-01-05', '2026-03-01', '2026-06-30'];
const HALF_DAYS = [0, 0.5, 1, 2, 2.5, 3, 4, 5];

async function appendProfile(specialistId: string) {
  const at = new Date().toISOString();
  const firstName = r.pick(FIRST);
  const lastName = r.pick(LAST);
  const events: SpecialistEvent[] = [
    {
      type: 'SpecialistProfileStarted',
      data: { specialistId, firstName, lastName, email: `${specialistId}@example.com`, startedAt: at },
    },
    {
      type: 'AvailabilitySet',
      data: {
        specialistId,
        availability: {
          open_to_work: r.chance(0.6),
          available_from: r.chance(0.5) ? null : r.pick(DAYS),
          days_per_week: r.pick(HALF_DAYS),
          day_rate: r.chance(0.3) ? null : { amount: 100 * (1 + r.int(9)), currency: r.pick(['EUR', 'USD']) },
          discoverable: r.pick(['everyone', 'everyone', 'networks', 'nobody'] as const),
        },
        setAt: at,
      },
    },
  ];
  const correlationId = randomUUID();
  await platform.store.appendToStream(
    toSpecialistStream(specialistId),
    events.map((e) => ({
      id: randomUUID(),
      type: e.type,
      data: e.data,
      metadata: {
        actorId: specialistId,
        actorRole: 'specialist',
        correlationId,
        causationId: correlationId,
        schemaVersion: 1,
      },
    })),
    { expectedRevision: 'any' },
  );
  const hiring = hiringEvents(platform.store);
  await hiring.profile(specialistId, {
    skills: r.some(SKILLS),
    industries: r.some(REFS),
    languages: r.some(REFS),
    projectTypes: r.some(REFS),
    ...(r.chance(0.8) ? { level: (1 + r.int(3)) as 1 | 2 | 3 } : {}),
    ...(r.chance(0.8) ? { industryTitle: r.pick(TITLES) } : {}),
    account: { firstName, lastName, country: r.pick(COUNTRIES) },
  });
}

/** A random filter as a query string gives it: each facet or not. */
function randomFilter(): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  const wordsOf = (text: string) => text.toLowerCase().split(/\s+/);
  const word = () => {
    const whole = r.pick([...FIRST, ...LAST, ...TITLES.flatMap(wordsOf), ...SKILLS.flatMap((s) => wordsOf(s.title))]);
    return whole.slice(0, 2 + r.int(whole.length - 1));
  };
  if (r.chance(0.3)) filter.q = r.chance(0.3) ? `${word()} ${word()}` : word();
  if (r.chance(0.4)) {
    filter.skill_ids = r.some(SKILLS, 0.3).map((s) => s.id);
    if ((filter.skill_ids as number[]).length === 0) filter.skill_ids = [r.pick(SKILLS).id];
    if (r.chance(0.5)) filter.skills_match = r.pick(['any', 'all']);
  }
  for (const facet of ['industry_ids', 'language_ids', 'project_type_ids'])
    if (r.chance(0.25)) filter[facet] = [1 + r.int(3), ...(r.chance(0.3) ? [1 + r.int(3)] : [])];
  if (r.chance(0.25)) filter.experience_level_id = [1 + r.int(3)];
  if (r.chance(0.3)) filter.country = r.chance(0.5) ? r.pick(COUNTRIES).toUpperCase() : COUNTRIES;
  if (r.chance(0.3)) filter.open_to_work = r.chance(0.7);
  if (r.chance(0.3)) filter.available_by = r.pick(DAYS);
  if (r.chance(0.3)) filter.free_days_gte = r.pick(HALF_DAYS);
  if (r.chance(0.3)) {
    filter.day_rate_lte = 100 * (1 + r.int(9));
    filter.day_rate_currency = r.pick(['EUR', 'usd']);
  }
  return filter;
}

beforeAll(async () => {
  platform = await startProfilePlatform();
  owner = await platform.createUser('business_owner');
  const hiring = hiringEvents(platform.store);
  ({ networkId } = await hiring.createNetwork(owner.id));
  const { teamId } = await hiring.createTeam(networkId, owner.id);
  for (let i = 0; i < 40; i++) {
    const id = randomUUID();
    ids.push(id);
    await appendProfile(id);
    if (r.chance(0.4)) await hiring.join(networkId, owner.id, id);
    if (r.chance(0.4)) await hiring.addTeamMember(teamId, networkId, owner.id, id, 'Engineer', r.pick([0.5, 1, 2, 3]));
  }
  await platform.projected(await platform.store.headPosition());
  // The notifications lane keeps the facts the alerts read: wait until it has handled the whole log.
  const { redis } = platform;
  const head = (await platform.store.headPosition()).toString();
  const version = (await currentKeyspace(redis)).versionOf(NOTIFICATIONS_READ_MODEL.name);
  await vi.waitFor(
    async () => expect(await redis.get(checkpointKey(version, NOTIFICATIONS_READ_MODEL.name))).toBe(head),
    { timeout: 20_000, interval: 20 },
  );
  const raws = await redis.mget(ids.map((id) => documentKey(version, searchCardKey(id))));
  raws.forEach((raw, i) => facts.set(ids[i], JSON.parse(raw!) as SearchCardFacts));
}, 240_000);
afterAll(() => platform?.stop());

describe('the saved-search predicate and GET /specialists', () => {
  it(`agree on who matches, for 150 random filters over 40 random profiles (seed ${SEED})`, async () => {
    let nonEmpty = 0;
    let partial = 0;
    for (let i = 0; i < 150; i++) {
      const raw = randomFilter();
      const params = new URLSearchParams({ filter: JSON.stringify(raw), range: JSON.stringify([0, 199]) });
      const res = await request(platform.query).get(`/specialists?${params}`).set(bearer(owner));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const found = (res.body as { id: string }[]).map((card) => card.id).filter((id) => ids.includes(id));
      const filter = specialistFilterSchema.parse(raw);
      const predicted = ids.filter((id) =>
        matchesSavedSearch({ owner: owner.id, ownerIsAdmin: false, filter }, facts.get(id)!),
      );
      expect({ filter: raw, found: found.sort() }).toEqual({ filter: raw, found: predicted.sort() });
      if (found.length > 0) nonEmpty++;
      if (found.length > 0 && found.length < ids.length) partial++;
    }
    // The random filters tell people apart: many answers are neither empty nor everyone.
    expect(nonEmpty).toBeGreaterThan(30);
    expect(partial).toBeGreaterThan(30);
  });
});
