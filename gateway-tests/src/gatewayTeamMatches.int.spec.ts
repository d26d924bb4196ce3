import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementMessages, specialistMessages, teamMessages, type CatalogRef } from '@dth/domain';
import { hiringEvents, type TestUser } from '@dth/testing';
import { gatewayRequests } from './gateway/gatewayRequests';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * A team's matches and a suggested team (docs/api.md, "Match and suggest") the way a browser asks for them:
 * through the gateway, which sends the suggestion's POST to the query API (deploy/nginx.conf), every
 * exchange held against the OpenAPI documents. Who may be found, who is available and whose rate may be
 * weighed against a budget decide who is suggested; bad, foreign and anonymous requests are refused and
 * append nothing.
 */
let behind: PlatformBehindGateway;
let ownerA: TestUser;
let ownerB: TestUser;
let admin: TestUser;
type Who = 'frontend' | 'backend' | 'fullStack' | 'publicBackend' | 'hidden' | 'later' | 'closed' | 'member';
const s = {} as Record<Who, TestUser>;
let teamId: string;

const { send, ok } = gatewayRequests(() => behind);
const skill = (id: number): CatalogRef => ({ id, title: ['', 'React', 'CSS', 'Go'][id] ?? `Skill ${id}` });
const fresh = { 'cache-control': 'no-cache' };
const matches = (user: TestUser | null, query = '', id = teamId) =>
  send('GET', `/teams/${id}/matches?range=[0,24]${query}`, user, undefined, fresh);
const suggest = (user: TestUser | null, body?: unknown, id = teamId) =>
  send('POST', `/teams/${id}/suggestions`, user, body);
const head = () => behind.platform.store.headPosition();

beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  const { platform } = behind;
  ownerA = await platform.createUser('business_owner', { firstName: 'Ada', lastName: 'Owner' });
  ownerB = await platform.createUser('business_owner', { firstName: 'Bo', lastName: 'Other' });
  admin = await platform.createUser('admin');
  const people: [Who, number[]][] = [
    ['frontend', [1, 2]],
    ['backend', [3]],
    ['fullStack', [1, 2, 3]],
    ['publicBackend', [3, 9]],
    ['hidden', [1, 2, 3]],
    ['later', [1, 2, 3]],
    ['closed', [1, 2, 3]],
    ['member', [1, 2, 3]],
  ];
  const hiring = hiringEvents(platform.store);
  const { networkId } = await hiring.createNetwork(ownerA.id, 'Guild A');
  for (const [who, skills] of people) {
    s[who] = await platform.createUser('specialist', { firstName: who, lastName: 'Tester' });
    await hiring.profile(s[who].id, { skills: skills.map(skill) });
    if (who !== 'publicBackend') await hiring.join(networkId, ownerA.id, s[who].id);
  }
  ({ teamId } = await hiring.createTeam(networkId, ownerA.id, 'Checkout', [1, 2, 3].map(skill)));
  await hiring.addTeamMember(teamId, networkId, ownerA.id, s.member.id, 'Lead', 2);
  const availability: Record<Who, object> = {
    frontend: { days_per_week: 5, day_rate: { amount: 500, currency: 'EUR' } },
    backend: { days_per_week: 3, day_rate: { amount: 400, currency: 'EUR' } },
    fullStack: { days_per_week: 5, day_rate: { amount: 2000, currency: 'EUR' } },
    publicBackend: { days_per_week: 5, day_rate: { amount: 100, currency: 'EUR' } },
    hidden: { days_per_week: 5, day_rate: { amount: 10, currency: 'EUR' }, discoverable: 'nobody' },
    later: { days_per_week: 5, day_rate: { amount: 10, currency: 'EUR' }, available_from: '2099-01-01' },
    closed: { days_per_week: 5, day_rate: { amount: 10, currency: 'EUR' }, open_to_work: false },
    member: { days_per_week: 5, day_rate: { amount: 10, currency: 'EUR' } },
  };
  for (const [who, values] of Object.entries(availability) as [Who, object][])
    await ok('PUT', `/user/specialist/${s[who].id}/availability`, s[who], {
      open_to_work: true,
      available_from: null,
      discoverable: 'everyone',
      ...values,
    });
  await platform.projected(await head());
});
afterAll(() => behind?.stop());

describe("a team's matches through the gateway", () => {
  it('ranks who may be found by fit to the team, without its members, as a list with Content-Range', async () => {
    const answer = await matches(ownerA);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.headers['content-range']).toMatch(/^specialists 0-\d+\/\d+$/);
    const ids: string[] = answer.json.map((card: { id: string }) => card.id);
    // Discoverable by nobody, and the team's own member, never.
    expect(ids).not.toContain(s.hidden.id);
    expect(ids).not.toContain(s.member.id);
    // Every skill and a free week: the one available now and the one from 2099 alike (fit is not the start date).
    expect(ids.slice(0, 2).sort()).toEqual([s.fullStack.id, s.later.id].sort());
    expect(answer.json[0].fit).toEqual({
      score: 100,
      covers: [1, 2, 3],
      missing: [],
      free_days: 5,
      rate_within_budget: null,
    });
    const scores = answer.json.map((card: { fit: { score: number } }) => card.fit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(answer.json.every((card: object) => !('day_rate' in card))).toBe(true);
  });

  it('with a day rate bound, only rates the owner may see, each within it', async () => {
    const answer = await matches(
      ownerA,
      `&filter=${encodeURIComponent('{"day_rate_lte":600,"day_rate_currency":"eur"}')}`,
    );
    expect(answer.status).toBe(200);
    const ids = answer.json.map((card: { id: string }) => card.id).sort();
    // publicBackend (100 EUR) joined none of Ada's networks: its rate is not hers to filter by.
    expect(ids).toEqual([s.frontend.id, s.backend.id, s.later.id, s.closed.id].sort());
    expect(answer.json.every((card: { fit: { rate_within_budget: boolean } }) => card.fit.rate_within_budget)).toBe(
      true,
    );
  });

  it('admins read any team’s; another owner’s team is 404, a specialist 403, nobody 401, bad filters 400', async () => {
    expect((await matches(admin)).status).toBe(200);
    const foreign = await matches(ownerB);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe(teamMessages.teamNotFound);
    expect((await matches(ownerA, '', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await matches(s.frontend)).status).toBe(403);
    expect((await matches(null)).status).toBe(401);
    for (const filter of ['{"free_days_gte":7}', '{"day_rate_lte":600}', '{"for_team":"x"}', '{"open_to_work":']) {
      const bad = await matches(ownerA, `&filter=${encodeURIComponent(filter)}`);
      expect(bad.status, filter).toBe(400);
    }
  });
});

describe('a suggested team through the gateway', () => {
  it('without a budget: the fewest people who cover every required skill, with the cost where every rate is seen', async () => {
    const answer = await suggest(ownerA, {});
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({
      members: [
        {
          specialist_id: s.fullStack.id,
          covers: [1, 2, 3],
          days_per_week: 5,
          day_rate: { amount: 2000, currency: 'EUR' },
          specialist: { id: s.fullStack.id, first_name: 'fullStack' },
        },
      ],
      covered: [1, 2, 3],
      missing: [],
      cost_per_week: { amount: 10000, currency: 'EUR' },
      exact: true,
    });
    expect(answer.json.reasons[0]).toMatchObject({
      code: 'picked',
      specialist_id: s.fullStack.id,
      skill_ids: [1, 2, 3],
      message: 'fullStack Tester covers React, CSS and Go',
    });
  });

  it('within a budget: the cheapest of the fewest whose rates the owner sees, and says whose could not be weighed', async () => {
    const two = await suggest(ownerA, { days_per_week: 2, budget_per_week: { amount: 3000, currency: 'eur' } });
    expect(two.status, JSON.stringify(two.json)).toBe(200);
    expect(two.json.members.map((m: { specialist_id: string }) => m.specialist_id)).toEqual([
      s.frontend.id,
      s.backend.id,
    ]);
    expect(two.json.cost_per_week).toEqual({ amount: 1800, currency: 'EUR' });
    expect(two.json.reasons).toContainEqual(
      expect.objectContaining({ code: 'rates_hidden', count: 1, specialist_id: null }),
    );
    // Room for the one who has it all (2 days × 2000).
    const one = await suggest(ownerA, { days_per_week: 2, budget_per_week: { amount: 4000, currency: 'EUR' } });
    expect(one.json.members.map((m: { specialist_id: string }) => m.specialist_id)).toEqual([s.fullStack.id]);
    // One member only: the most skills one person within the budget brings, and why the rest is missing.
    const capped = await suggest(ownerA, {
      max_members: 1,
      days_per_week: 2,
      budget_per_week: { amount: 3000, currency: 'EUR' },
    });
    expect(capped.json).toMatchObject({
      covered: [1, 2],
      missing: [3],
      cost_per_week: { amount: 1000, currency: 'EUR' },
    });
    expect(capped.json.reasons).toContainEqual(expect.objectContaining({ code: 'beyond_limits', skill_ids: [3] }));
    // More free days than anyone has: nobody.
    const none = await suggest(ownerA, { days_per_week: 5, budget_per_week: { amount: 1, currency: 'EUR' } });
    expect(none.json).toMatchObject({ members: [], covered: [], missing: [1, 2, 3], cost_per_week: null });
    expect(none.json.reasons).toContainEqual(expect.objectContaining({ code: 'nobody_available' }));
  });

  it('words each bad option (400), refuses malformed bodies, foreign teams, specialists and nobody, and appends nothing', async () => {
    const before = await head();
    const bad = await suggest(ownerA, {
      max_members: 0,
      days_per_week: 2.25,
      budget_per_week: { amount: -1, currency: 'EURO' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      max_members: teamMessages.maxMembersInvalid,
      days_per_week: teamMessages.allocationInvalid,
      'budget_per_week.amount': engagementMessages.budgetAmountInvalid,
      'budget_per_week.currency': engagementMessages.currencyInvalid,
    });
    expect(bad.json.error.field_codes.max_members).toBe('team.maxMembersInvalid');
    expect((await suggest(ownerA, { max_members: 13 })).json.error.fields.max_members).toBe(
      teamMessages.maxMembersInvalid,
    );
    expect((await suggest(ownerA, { days_per_week: 0 })).status).toBe(400);
    expect((await suggest(ownerA, { available_by: 'next week' })).json.error.fields.available_by).toBe(
      specialistMessages.availableByInvalid,
    );
    expect((await suggest(ownerA, { salary: 1 })).status).toBe(400);
    expect((await suggest(ownerA, [])).status).toBe(400);
    expect((await suggest(ownerA, '{"max_members": 2')).status).toBe(400);
    expect((await suggest(ownerA, JSON.stringify({ padding: 'x'.repeat(8000) }))).status).toBe(413);
    expect((await suggest(ownerB, {})).status).toBe(404);
    expect((await suggest(s.frontend, {})).status).toBe(403);
    expect((await suggest(null, {})).status).toBe(401);
    expect(await head()).toBe(before);
  });
});
