import request from 'supertest';
import type { DependencyContainer } from 'tsyringe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@dth/testing';
import { DEMO_OWNER_EMAIL } from './demoNetwork';
import { demoProjectId, demoTeamId } from './demoProjects';
import { seedDemoShareLinks } from './demoShareLinks';
import { DEMO_PASSWORD, seedTestLogger, startSeededDemo, stopSeededDemo } from './seededDemo.testSupport';

/** The first start's share links of owner@example.com: a live team link and a frozen project link. */
let platform: TestPlatform;
let container: DependencyContainer;
const logger = seedTestLogger;
beforeAll(async () => {
  ({ platform, container } = await startSeededDemo());
}, 120_000);
afterAll(() => stopSeededDemo({ platform, container }));

describe('demo share links', () => {
  it('give owner@example.com a live link to the checkout team and a frozen link to the DPD pilot, each opening to its content; written once', async () => {
    const login = await request(platform.command)
      .post('/auth/login')
      .send({ email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD })
      .expect(200);
    const head = String(await platform.store.headPosition());
    const links = await request(platform.query)
      .get('/share-links')
      .set('authorization', `Bearer ${login.body.data.access_token}`)
      .set('x-min-position', head)
      .expect(200);
    const byTarget = Object.fromEntries(
      (links.body as { id: string; target_id: string; mode: string; token: string; status: string }[]).map((l) => [
        l.target_id,
        l,
      ]),
    );
    expect(Object.keys(byTarget).sort()).toEqual(
      [demoProjectId(DEMO_OWNER_EMAIL, 'assistant-pilot'), demoTeamId('checkout')].sort(),
    );
    expect(byTarget[demoTeamId('checkout')]).toMatchObject({ mode: 'live', status: 'active', target_type: 'team' });
    const frozen = byTarget[demoProjectId(DEMO_OWNER_EMAIL, 'assistant-pilot')];
    expect(frozen).toMatchObject({ mode: 'frozen', status: 'active', frozen_position: expect.stringMatching(/^\d+$/) });

    const open = await request(platform.command).post(`/public/share-links/${frozen.token}/open`).send({}).expect(200);
    const content = await request(platform.query)
      .get(`/public/share-links/${frozen.token}/content`)
      .set('x-share-grant', open.body.data.grant)
      .expect(200);
    expect(content.body.data).toMatchObject({ name: 'Customer assistant pilot', engagement_type: 'DPD' });
    expect(content.body.data.milestones.length).toBeGreaterThan(0);
    expect(content.body.data.team.members.length).toBeGreaterThan(0);

    // A client has answered the team link: the owner sees an intro request naming a member, and an approval.
    const requests = await request(platform.query)
      .get(`/share-links/${byTarget[demoTeamId('checkout')].id}/requests`)
      .set('authorization', `Bearer ${login.body.data.access_token}`)
      .set('x-min-position', head)
      .expect(200);
    const kinds = (requests.body as { kind: string; profile_name: string | null; email: string }[])
      .map((r) => [r.kind, r.profile_name !== null, r.email])
      .sort();
    expect(kinds).toEqual([
      ['approve', false, 'ana@client.example'],
      ['intro', true, 'ana@client.example'],
    ]);

    expect(await seedDemoShareLinks(container, logger)).toBeUndefined();
  });
});
