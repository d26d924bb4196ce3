import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  shareLinkFixture,
  startProfilePlatform,
  type EngagementCast,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';
import { buildApp, createContainer, disposeContainer } from './index';
import { TOKENS, createLogger } from '@dth/infrastructure';

let platform: TestPlatform;
let owner: TestUser;
let viewer: TestUser;
let expressOnly: ReturnType<typeof buildApp>;
let container: ReturnType<typeof createContainer>;
let position: string;

beforeAll(async () => {
  platform = await startProfilePlatform();
  owner = await platform.createUser('specialist');
  viewer = await platform.createUser('business_owner');
  const saved = await request(platform.command)
    .put('/user/specialist/update-account/' + owner.id)
    .set('authorization', `Bearer ${owner.token}`)
    .send({
      billing_profile: {
        company_name: 'Acme',
        company_address: '1 Road',
        bank_name: 'Bank',
        account_name: 'Acme',
        account_number: '12345678',
        bsb_number: '062000',
      },
    })
    .expect(200);
  position = saved.body.position;
  container = createContainer(platform.env, createLogger('test', 'silent'));
  await container.resolve(TOKENS.ReadModels).start();
  expressOnly = buildApp(container);
});
afterAll(async () => {
  await disposeContainer(container);
  await platform.stop();
});

const get = (app: Parameters<typeof request>[0], id: string, token?: string, minPosition?: string) => {
  const req = request(app).get(`/user/specialist/${id}`);
  if (token) req.set('authorization', `Bearer ${token}`);
  if (minPosition) req.set('x-min-position', minPosition);
  return req;
};

describe('the fast read path for GET /user/specialist/{id}', () => {
  it('answers exactly the bytes the express route answers, for the owner and for another viewer', async () => {
    for (const user of [owner, viewer]) {
      const fast = await get(platform.query, owner.id, user.token, position).expect(200);
      const slow = await get(expressOnly, owner.id, user.token, position).expect(200);
      expect(fast.text).toBe(slow.text);
      expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(fast.headers['x-position-reached']).toBe('true');
      expect(fast.headers['x-request-id']).toBeTruthy();
    }
    const seenByViewer = JSON.parse((await get(platform.query, owner.id, viewer.token).expect(200)).text);
    expect(seenByViewer.data.billing_account).toBeNull();
  });

  it('leaves every failure to the express route and its error body', async () => {
    expect((await get(platform.query, owner.id).expect(401)).body.error.code).toBe('unauthorized');
    expect((await get(platform.query, owner.id, 'not-a-token').expect(401)).body.error.code).toBe('unauthorized');
    expect((await get(platform.query, randomUUID(), owner.token).expect(404)).body.error.code).toBe('not_found');
    expect((await get(platform.query, 'not-a-uuid', owner.token).expect(404)).body.error.code).toBe('not_found');
  });
});

describe('the fast read path for the project lists and a share link’s public content', () => {
  let cast: EngagementCast;
  let link: { token: string; grant: string };

  beforeAll(async () => {
    cast = await createEngagementCast(platform);
    const teams = await engagementTeams(platform, cast);
    await engagementFixture(platform, cast, teams);
    const { token } = await shareLinkFixture(platform, cast, teams.team.teamId);
    const opened = await request(platform.command).post(`/public/share-links/${token}/open`).send({}).expect(200);
    link = { token, grant: opened.body.data.grant };
    await platform.reacted();
  });

  /** The same request to the query API as it runs (fast path first) and to express alone. */
  async function expectSameAnswer(path: string, headers: Record<string, string>): Promise<request.Response> {
    const minPosition = String(await platform.store.headPosition());
    const send = (app: Parameters<typeof request>[0]) =>
      request(app).get(path).set(headers).set('x-min-position', minPosition);
    const [fast, slow] = await Promise.all([send(platform.query), send(expressOnly)]);
    const answer = (res: request.Response) => ({
      path,
      status: res.status,
      body: res.body,
      range: res.headers['content-range'],
      cache: res.headers['cache-control'],
      reached: res.headers['x-position-reached'],
    });
    expect(answer(fast)).toEqual(answer(slow));
    return fast;
  }

  it('answers /projects and /shared-projects as express does, for every reader and malformed parameters', async () => {
    const sort = encodeURIComponent('["name","ASC"]');
    const filter = encodeURIComponent(JSON.stringify({ q: 'checkout' }));
    const cases: [string, TestUser | undefined][] = [
      ['/projects', cast.owner],
      [`/projects?sort=${sort}&range=%5B0%2C0%5D`, cast.owner],
      [`/projects?filter=${filter}`, cast.owner],
      ['/projects', cast.member],
      ['/projects', cast.stranger],
      ['/projects', cast.admin],
      ['/projects', undefined],
      ['/projects?sort=a&sort=b', cast.owner],
      ['/projects?range=%5B5%2C1%5D', cast.owner],
      ['/projects?filter=%7B%22x%22%3A1%7D', cast.owner],
      ['/shared-projects', cast.viewer],
      ['/shared-projects', cast.editor],
      [`/shared-projects?sort=${sort}`, cast.viewer],
      ['/shared-projects', cast.owner],
      ['/shared-projects', undefined],
      ['/shared-projects?range=nope', cast.viewer],
    ];
    const statuses = new Set<number>();
    for (const [path, user] of cases) statuses.add((await expectSameAnswer(path, user ? bearer(user) : {})).status);
    // The cases reach both a list and the refusals, so the comparison covers the fast path and its fall-through.
    expect(statuses.has(200) && statuses.has(400) && statuses.has(401)).toBe(true);
    expect((await expectSameAnswer('/projects', bearer(cast.owner))).body).toHaveLength(1);
    expect((await expectSameAnswer('/shared-projects', bearer(cast.viewer))).body).toHaveLength(1);
  });

  it('answers a share link’s content and a member’s profile as express does, with and without a grant', async () => {
    const { token, grant } = link;
    const withGrant = { 'x-share-grant': grant };
    expect((await expectSameAnswer(`/public/share-links/${token}/content`, withGrant)).status).toBe(200);
    const profile = await expectSameAnswer(`/public/share-links/${token}/profiles/${cast.member.id}`, withGrant);
    expect(profile.status).toBe(200);
    for (const [path, headers] of [
      [`/public/share-links/${token}/content`, {}],
      [`/public/share-links/${token}/content`, { 'x-share-grant': 'not-a-grant' }],
      [`/public/share-links/${token}/profiles/${cast.stranger.id}`, withGrant],
      [`/public/share-links/${token}x/content`, withGrant],
    ] as const)
      expect((await expectSameAnswer(path, headers)).status).toBeGreaterThanOrEqual(400);
  });
});
