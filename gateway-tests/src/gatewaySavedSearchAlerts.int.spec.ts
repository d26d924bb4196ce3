import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProfilePlatform, type TestPlatform, type TestUser } from '@dth/testing';
import { gatewayRequests } from './gateway/gatewayRequests';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * A saved search's alert, the way its owner meets it: through the gateway, the owner saves a search with
 * `alert`; a specialist who then comes to match it is in the owner's bell once (and a change after that
 * tells nothing more); someone who already matched when it was saved is not; another owner hears nothing.
 */
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let owner: TestUser;
let stranger: TestUser;
let ana: TestUser;
let ben: TestUser;
let cleo: TestUser;

const { send, ok } = gatewayRequests(() => behind);
const filter = { skill_ids: [3], open_to_work: true };
const skills = (user: TestUser, ids: number[]) =>
  ok('POST', `/user/specialist/add-skills/${user.id}`, user, { skills: ids });
const openToWork = (user: TestUser) =>
  ok('PUT', `/user/specialist/${user.id}/availability`, user, {
    open_to_work: true,
    available_from: null,
    days_per_week: 5,
    day_rate: null,
    discoverable: 'everyone',
  });

interface Listed {
  kind: string;
  person_id: string;
  person_name: string;
  record: { type: string; id: string; name: string };
  count: number;
}
const alertsOf = async (user: TestUser) =>
  ((await ok('GET', '/notifications?range=[0,49]', user)) as Listed[]).filter((n) => n.kind === 'saved_search_match');

beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
  platform = behind.platform;
  owner = await platform.createUser('business_owner', { firstName: 'Oona', lastName: 'Owner' });
  stranger = await platform.createUser('business_owner', { firstName: 'Sam', lastName: 'Stranger' });
  ana = await platform.createUser('specialist', { firstName: 'Ana', lastName: 'Alert' });
  ben = await platform.createUser('specialist', { firstName: 'Ben', lastName: 'Before' });
  cleo = await platform.createUser('specialist', { firstName: 'Cleo', lastName: 'Later' });
  // Ben matches before any search is saved; Ana has the skill but is not open to work yet.
  await skills(ben, [3]);
  await openToWork(ben);
  await skills(ana, [3]);
}, 180_000);
afterAll(() => behind?.stop());

describe('saved-search alerts through the gateway', () => {
  it('tell the owner once of each specialist who comes to match, never of those who matched already; a stranger hears nothing', async () => {
    const search = await ok('POST', '/saved-searches', owner, { name: 'Open designers', filter, alert: true });
    // The stranger's search without alert matches the same people; theirs with alert matches nobody here.
    await ok('POST', '/saved-searches', stranger, { name: 'Quiet', filter, alert: false });
    await ok('POST', '/saved-searches', stranger, { name: 'Skill four', filter: { skill_ids: [4] }, alert: true });

    await skills(ben, [2, 3]);
    await openToWork(ana);
    await expect.poll(async () => (await alertsOf(owner)).length, { timeout: 10_000 }).toBe(1);
    // Ana still matches after another change: no second alert. Cleo's alert, made after it, says it was handled.
    await skills(ana, [1, 3]);
    await skills(cleo, [3]);
    await openToWork(cleo);
    await expect.poll(async () => (await alertsOf(owner)).length, { timeout: 10_000 }).toBe(2);

    const told = await alertsOf(owner);
    expect(told.map((n) => [n.person_name, n.count])).toEqual([
      ['Cleo Later', 1],
      ['Ana Alert', 1],
    ]);
    expect(told[1]).toMatchObject({
      person_id: ana.id,
      record: { type: 'saved-search', id: search.id, name: 'Open designers' },
    });
    expect(await alertsOf(stranger)).toEqual([]);

    // The alert says what the search itself answers now.
    const found = (await ok(
      'GET',
      `/specialists?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`,
      owner,
    )) as { id: string }[];
    expect(found.map((s) => s.id).sort()).toEqual([ana.id, ben.id, cleo.id].sort());
  });

  it('tell nothing once the alert is off', async () => {
    const [search] = (await ok('GET', '/saved-searches', owner)) as { id: string }[];
    await ok('PUT', `/saved-searches/${search.id}`, owner, { alert: false });
    const dan = await platform.createUser('specialist', { firstName: 'Dan', lastName: 'Dark' });
    await skills(dan, [3]);
    await openToWork(dan);
    // A match of an alerting search made after Dan's change: once it is in, Dan's change was handled.
    await ok('POST', '/saved-searches', owner, { name: 'Level', filter: { skill_ids: [4] }, alert: true });
    await skills(dan, [3, 4]);
    await expect.poll(async () => (await alertsOf(owner)).length, { timeout: 10_000 }).toBe(3);
    const told = await alertsOf(owner);
    expect(told[0]).toMatchObject({ person_id: dan.id, record: { name: 'Level' } });
    expect(told.filter((n) => n.person_id === dan.id)).toHaveLength(1);
    expect((await send('GET', '/notifications?range=[0,49]', null)).status).toBe(401);
  });
});
