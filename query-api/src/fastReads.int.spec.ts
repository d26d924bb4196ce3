import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform, type TestUser } from '@dth/testing';
import { buildApp, createContainer } from './index';
import { TOKENS, createLogger } from '@dth/infrastructure';

let platform: TestPlatform;
let owner: TestUser;
let viewer: TestUser;
let expressOnly: ReturnType<typeof buildApp>;
let position: string;

beforeAll(async () => {
  platform = await startTestPlatform();
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
  const container = createContainer(platform.env, createLogger('test', 'silent'));
  await container.resolve(TOKENS.ReadModels).start();
  expressOnly = buildApp(container);
});
afterAll(() => platform.stop());

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
