import request from 'supertest';
import type { DependencyContainer } from 'tsyringe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementDecider, toEngagementStream } from '@dth/domain';
import { AccountDirectory, loadAggregate } from '@dth/infrastructure';
import type { TestPlatform } from '@dth/testing';
import { seedIfEmpty } from '../seed';
import { DEMO_OWNER_EMAIL, DEMO_SPECIALIST_EMAIL } from './demoNetwork';
import { DEMO_ADMIN_EMAIL, demoProjectId, demoTeamId, seedDemoProjects } from './demoProjects';
import { scaleProjectId, seedScaleProjects } from './scaleProjects';
import { DEMO_PASSWORD, seedTestLogger, startSeededDemo, stopSeededDemo } from './seededDemo.testSupport';

/** The first start's demo projects of owner@example.com, and the generated ones of `npm run seed:demo -- --projects N`. */
let platform: TestPlatform;
let container: DependencyContainer;
const logger = seedTestLogger;
beforeAll(async () => {
  ({ platform, container } = await startSeededDemo());
}, 120_000);
afterAll(() => stopSeededDemo({ platform, container }));

const stateOf = async (projectId: string) =>
  (await loadAggregate(platform.store, toEngagementStream(projectId), engagementDecider)).state;
const signIn = async (email: string) =>
  (await request(platform.command).post('/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.data
    .access_token as string;

describe('demo projects', () => {
  it('give owner@example.com a DTH project with the checkout team', async () => {
    const owner = (await new AccountDirectory(platform.store).byEmail(DEMO_OWNER_EMAIL))!;
    const dth = await stateOf(demoProjectId(DEMO_OWNER_EMAIL, 'checkout-relaunch'));
    expect(dth).toMatchObject({
      lifecycle: 'active',
      ownerId: owner.userId,
      status: 'in_progress',
      teamId: demoTeamId('checkout'),
    });
    expect(dth.details).toMatchObject({
      engagementType: 'DTH',
      budget: { amount: 186000, currency: 'AUD' },
      projectType: { title: 'E-commerce Store' },
    });
    expect(dth.details.requiredSkills.length).toBeGreaterThan(0);
  });

  it('and a DPD project with the data team, milestones done and in progress with responsible members, shared with admin@example.com as viewer', async () => {
    const directory = new AccountDirectory(platform.store);
    const [admin, priya] = [
      (await directory.byEmail(DEMO_ADMIN_EMAIL))!,
      (await directory.byEmail(DEMO_SPECIALIST_EMAIL))!,
    ];
    const dpd = await stateOf(demoProjectId(DEMO_OWNER_EMAIL, 'assistant-pilot'));
    expect(dpd).toMatchObject({
      status: 'in_progress',
      teamId: demoTeamId('data'),
      details: { engagementType: 'DPD' },
    });
    const statuses = dpd.milestones.map((m) => m.status);
    expect(statuses.filter((s) => s === 'done').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 'in_progress').length).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain('todo');
    expect(dpd.milestones.filter((m) => m.responsibleId !== null).length).toBeGreaterThanOrEqual(4);
    expect(dpd.milestones.map((m) => m.responsibleId)).toContain(priya.userId);
    expect(dpd.collaborators).toEqual([
      { userId: admin.userId, email: DEMO_ADMIN_EMAIL, role: 'viewer', addedAt: expect.any(String) },
    ]);
    // Each milestone's end date follows from the seed day: they lie between the project's start and end.
    for (const m of dpd.milestones)
      expect(m.dueDate >= dpd.details.startDate! && m.dueDate <= dpd.details.endDate!).toBe(true);

    const events = await platform.eventsOf(toEngagementStream(demoProjectId(DEMO_OWNER_EMAIL, 'assistant-pilot')));
    for (const e of events) expect(e.metadata).toMatchObject({ actorId: 'seed', actorRole: 'system' });
  });

  it('are read by the query API: My Projects for the owner, Shared Projects for the admin, the DPD project for specialist@example.com', async () => {
    await platform.projected(await platform.store.headPosition());
    const get = (path: string, token: string) =>
      request(platform.query).get(path).set('authorization', `Bearer ${token}`).expect(200);
    const owned = await get('/projects', await signIn(DEMO_OWNER_EMAIL));
    expect(owned.body.map((p: { name: string }) => p.name).sort()).toEqual([
      'Customer assistant pilot',
      'Loyalty programme refresh',
      'Spring checkout relaunch',
    ]);
    const shared = await get('/shared-projects', await signIn(DEMO_ADMIN_EMAIL));
    expect(shared.body).toEqual([expect.objectContaining({ name: 'Customer assistant pilot', my_role: 'viewer' })]);
    const mine = await get('/projects', await signIn(DEMO_SPECIALIST_EMAIL));
    expect(mine.body).toEqual([expect.objectContaining({ name: 'Customer assistant pilot', my_role: 'member' })]);
  });

  it('are written once: the next start appends nothing and leaves the owner’s changes alone', async () => {
    const before = await platform.store.headPosition();
    await seedIfEmpty(container, platform.env, logger);
    expect(await platform.store.headPosition()).toBe(before);

    const token = await signIn(DEMO_OWNER_EMAIL);
    const draft = demoProjectId(DEMO_OWNER_EMAIL, 'loyalty-refresh');
    await request(platform.command).delete(`/projects/${draft}`).set('authorization', `Bearer ${token}`).expect(200);
    const afterArchive = await platform.store.headPosition();
    expect(await seedDemoProjects(container, logger)).toBeUndefined();
    expect(await platform.store.headPosition()).toBe(afterArchive);
    expect((await stateOf(draft)).lifecycle).toBe('archived');
  });
});

describe('npm run seed:demo -- --projects N', () => {
  it('writes N projects of the owner, mixed in type and status; a larger run extends a smaller one', async () => {
    const first = await seedScaleProjects(container, { projects: 30, ownerEmail: DEMO_OWNER_EMAIL }, logger);
    expect(first.projectsWritten).toBe(30);
    const states = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stateOf(scaleProjectId(DEMO_OWNER_EMAIL, i))),
    );
    expect(states.every((s) => s.lifecycle === 'active')).toBe(true);
    expect(new Set(states.map((s) => s.details.engagementType))).toEqual(new Set(['DTH', 'DPD']));
    expect(new Set(states.map((s) => s.status)).size).toBeGreaterThanOrEqual(4);
    expect(states.some((s) => s.teamId === demoTeamId('checkout'))).toBe(true);
    expect(states.some((s) => s.milestones.length > 0)).toBe(true);
    expect(states.every((s) => s.details.requiredSkills.every((k) => k.title.length > 0))).toBe(true);

    const before = await platform.store.headPosition();
    expect(
      (await seedScaleProjects(container, { projects: 30, ownerEmail: DEMO_OWNER_EMAIL }, logger)).projectsWritten,
    ).toBe(0);
    expect(await platform.store.headPosition()).toBe(before);
    expect(
      (await seedScaleProjects(container, { projects: 35, ownerEmail: DEMO_OWNER_EMAIL }, logger)).projectsWritten,
    ).toBe(5);
    expect(
      (await seedScaleProjects(container, { projects: 5, ownerEmail: DEMO_SPECIALIST_EMAIL }, logger)).projectsWritten,
    ).toBe(0);
  });
});
