import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, hiringEvents, startProfilePlatform, type TestPlatform, type TestUser } from '@dth/testing';

/*
 * GET /specialists over real Redis indexes. Every specialist here lives in a country made up for
 * this run, so each query filters on it and sees only this file's people.
 */
let platform: TestPlatform;
let owner: TestUser;
const country = `Zedland ${randomUUID().slice(0, 8)}`;
const people: Record<string, TestUser> = {};
const skill = (id: number, title: string) => ({ id, title });
const [JS, TS, PY, GO] = [skill(1, 'JavaScript'), skill(2, 'TypeScript'), skill(3, 'Python'), skill(9, 'Go')];

beforeAll(async () => {
  platform = await startProfilePlatform();
  owner = await platform.createUser('business_owner');
  const hiring = hiringEvents(platform.store);
  const add = async (key: string, firstName: string, lastName: string, facts: Parameters<typeof hiring.profile>[1]) => {
    people[key] = await platform.createUser('specialist', { firstName, lastName });
    await hiring.profile(people[key].id, { ...facts, account: { firstName, lastName, country } });
  };
  await add('a', 'Alma', 'Archer', {
    skills: [JS, TS, PY],
    level: 3,
    industryTitle: 'Product designer',
    languages: [{ id: 40, title: 'English' }],
    industries: [{ id: 5, title: 'Banking' }],
    projectTypes: [{ id: 2, title: 'Mobile App Development' }],
  });
  await add('b', 'Boris', 'Baker', {
    skills: [JS, TS],
    level: 2,
    industryTitle: 'Backend engineer',
    languages: [{ id: 41, title: 'French' }],
  });
  await add('c', 'Cara', 'Cole', {
    skills: [JS],
    level: 3,
    industryTitle: 'Data scientist',
    industries: [{ id: 6, title: 'Health' }],
  });
  await add('d', 'Dmitri', 'Dane', { skills: [GO], level: 1 });
  await platform.projected(await platform.store.headPosition());
});
afterAll(() => platform.stop());

const search = (filter: object, sort?: [string, string], range?: [number, number]) => {
  const params = new URLSearchParams({ filter: JSON.stringify({ country, ...filter }) });
  if (sort) params.set('sort', JSON.stringify(sort));
  if (range) params.set('range', JSON.stringify(range));
  return request(platform.query).get(`/specialists?${params}`).set(bearer(owner));
};
const who = async (filter: object, sort?: [string, string]) =>
  ((await search(filter, sort).expect(200)).body as { id: string }[])
    .map((card) => Object.keys(people).find((k) => people[k].id === card.id))
    .join('');

describe('GET /specialists', () => {
  it('answers public cards only, with Content-Range', async () => {
    const res = await search({}, ['name', 'ASC']).expect(200);
    expect(res.headers['content-range']).toBe('specialists 0-3/4');
    expect(res.body[0]).toEqual({
      id: people.a.id,
      first_name: 'Alma',
      last_name: 'Archer',
      avatar: null,
      industry_title: 'Product designer',
      experience_level_id: 3,
      experience_level: 'Experienced',
      country,
      skills: [JS, TS, PY],
      languages: [{ id: 40, title: 'English' }],
      industries: [{ id: 5, title: 'Banking' }],
      project_types: [{ id: 2, title: 'Mobile App Development' }],
      practitioner_group: null,
      completeness: expect.any(Number),
      availability: {
        open_to_work: false,
        available_from: null,
        days_per_week: 5,
        booked_days_per_week: 0,
        discoverable: 'everyone',
      },
    });
    const text = JSON.stringify(res.body);
    for (const secret of [people.a.email, '400000000', 'billing']) expect(text).not.toContain(secret);
  });

  it('ranks by how many of the requested skills match (the default with skill_ids), and says so', async () => {
    const res = await search({ skill_ids: [JS.id, TS.id, PY.id] }).expect(200);
    expect(res.body.map((c: { first_name: string; relevance: number }) => [c.first_name, c.relevance])).toEqual([
      ['Alma', 3],
      ['Boris', 2],
      ['Cara', 1],
    ]);
    // Sorted otherwise, relevance is still given.
    const byName = await search({ skill_ids: [TS.id] }, ['name', 'DESC']).expect(200);
    expect(byName.body.map((c: { first_name: string; relevance: number }) => [c.first_name, c.relevance])).toEqual([
      ['Boris', 1],
      ['Alma', 1],
    ]);
    expect(await who({ skill_ids: [TS.id, PY.id] }, ['relevance', 'ASC'])).toBe('ba');
  });

  it('with skills_match "all" finds only those with every requested skill, still counting relevance', async () => {
    expect(await who({ skill_ids: [JS.id, TS.id, PY.id], skills_match: 'all' })).toBe('a');
    expect(await who({ skill_ids: [JS.id, TS.id], skills_match: 'all' }, ['name', 'ASC'])).toBe('ab');
    expect(await who({ skill_ids: [JS.id, TS.id], skills_match: 'any' }, ['name', 'ASC'])).toBe('abc');
    expect(await who({ skill_ids: [TS.id, GO.id], skills_match: 'all' })).toBe('');
    const res = await search({ skill_ids: [JS.id, TS.id], skills_match: 'all', experience_level_id: 2 }).expect(200);
    expect(res.body.map((c: { first_name: string; relevance: number }) => [c.first_name, c.relevance])).toEqual([
      ['Boris', 2],
    ]);
    expect((await search({ skill_ids: [JS.id], skills_match: 'every' }).expect(400)).body.error.fields).toEqual({
      'filter.skills_match': 'skills_match must be any or all',
    });
  });

  it('filters by level, language, industry, project type and country, any of the values, all filters together', async () => {
    expect(await who({ experience_level_id: 3 }, ['name', 'ASC'])).toBe('ac');
    expect(await who({ experience_level_id: [1, 2] }, ['name', 'ASC'])).toBe('bd');
    expect(await who({ language_ids: [41] })).toBe('b');
    expect(await who({ industry_ids: [5, 6] }, ['name', 'ASC'])).toBe('ac');
    expect(await who({ project_type_ids: 2 })).toBe('a');
    // Three filters at once, as the benchmark does.
    expect(await who({ skill_ids: [JS.id], experience_level_id: 3, industry_ids: [6] })).toBe('c');
    expect(await who({ country: 'Nowhere' })).toBe('');
    const elsewhere = await request(platform.query)
      .get(
        `/specialists?filter=${encodeURIComponent(JSON.stringify({ country: country.toUpperCase(), skill_ids: [GO.id] }))}`,
      )
      .set(bearer(owner))
      .expect(200);
    expect(elsewhere.body.map((c: { id: string }) => c.id)).toEqual([people.d.id]);
  });

  it('q matches the starts of words of the name, the industry title and skill titles; every word must match', async () => {
    expect(await who({ q: 'alm' })).toBe('a');
    expect(await who({ q: 'ENGIN' })).toBe('b');
    expect(await who({ q: 'pyth' })).toBe('a');
    expect(await who({ q: 'javascr' }, ['name', 'ASC'])).toBe('abc');
    expect(await who({ q: 'cara data' })).toBe('c');
    expect(await who({ q: 'cara backend' })).toBe('');
    expect(await who({ q: 'rcher' })).toBe('');
  });

  it('sorts by name and by completeness, and pages', async () => {
    expect(await who({}, ['name', 'ASC'])).toBe('abcd');
    expect(await who({}, ['name', 'DESC'])).toBe('dcba');
    const cards = (await search({}, ['completeness', 'DESC']).expect(200)).body as { completeness: number }[];
    expect(cards.map((c) => c.completeness)).toEqual([...cards.map((c) => c.completeness)].sort((x, y) => y - x));
    const page = await search({}, ['name', 'ASC'], [1, 2]).expect(200);
    expect(page.headers['content-range']).toBe('specialists 1-2/4');
    expect(page.body.map((c: { first_name: string }) => c.first_name)).toEqual(['Boris', 'Cara']);
    const ids = await request(platform.query)
      .get(
        `/specialists?filter=${encodeURIComponent(JSON.stringify({ id: [people.c.id, people.a.id] }))}&sort=${encodeURIComponent('["name","ASC"]')}`,
      )
      .set(bearer(owner))
      .expect(200);
    expect(ids.body.map((c: { first_name: string }) => c.first_name)).toEqual(['Alma', 'Cara']);
  });

  it('refuses unknown filters and sorts (400), specialists (403) and anonymous readers (401)', async () => {
    expect((await search({ email: 'x' }).expect(400)).body.error.fields).toEqual({
      'filter.email': 'Unknown filter field: email',
    });
    await search({ experience_level_id: 7 }).expect(400);
    await search({}, ['email', 'ASC']).expect(400);
    await request(platform.query).get('/specialists').set(bearer(people.a)).expect(403);
    await request(platform.query).get('/specialists').expect(401);
  });

  it('reads the specialist’s own write: skills saved, then found with X-Min-Position (no answer kept from before)', async () => {
    expect(
      (await search({ skill_ids: [PY.id] }).expect(200)).body.map((c: { first_name: string }) => c.first_name),
    ).toEqual(['Alma']);
    const saved = await request(platform.command)
      .post(`/user/specialist/add-skills/${people.d.id}`)
      .set(bearer(people.d))
      .send({ skills: [PY.id] })
      .expect(200);
    const res = await search({ skill_ids: [PY.id] })
      .set('x-min-position', saved.body.position)
      .expect(200);
    expect(res.body.map((c: { first_name: string }) => c.first_name)).toEqual(['Alma', 'Dmitri']);
    expect((await search({ skill_ids: [GO.id] }).expect(200)).body).toEqual([]);
  });
});
