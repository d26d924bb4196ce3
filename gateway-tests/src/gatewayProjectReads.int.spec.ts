import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiringEvents, projectEvents, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * The project reads the way a browser's requests arrive: through the gateway on its own port to the
 * query API, with X-Min-Position, Content-Range and the 404 that hides another team's project.
 */
let behind: PlatformBehindGateway;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let teamId: string;
beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  owner = await behind.platform.createUser('business_owner', { firstName: 'Gia', lastName: 'Gateway' });
  member = await behind.platform.createUser('specialist', { firstName: 'Mo', lastName: 'Member' });
  stranger = await behind.platform.createUser('specialist');
  const hiring = hiringEvents(behind.platform.store);
  const { networkId } = await hiring.createNetwork(owner.id);
  await hiring.join(networkId, owner.id, member.id);
  ({ teamId } = await hiring.createTeam(networkId, owner.id, 'Gateway squad'));
  await behind.platform.projected(await hiring.addTeamMember(teamId, networkId, owner.id, member.id));
});
afterAll(() => behind.stop());

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

describe('project reads through the gateway', () => {
  it('a project is read back at once with X-Min-Position by its owner and its team, listed with Content-Range, and hidden from others', async () => {
    const projects = projectEvents(behind.platform.store);
    const { projectId } = await projects.create(owner.id, { name: 'Gateway launch', engagementType: 'DTH' });
    const position = String(await projects.assignTeam(projectId, owner.id, teamId));
    const fresh = { 'x-min-position': position };

    const one = await behind.send('GET', `/projects/${projectId}`, { ...auth(member), ...fresh });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({
      id: projectId,
      name: 'Gateway launch',
      owner_name: 'Gia Gateway',
      my_role: 'member',
      team: { id: teamId, name: 'Gateway squad' },
    });
    expect(one.json).not.toHaveProperty('collaborators');

    const filter = encodeURIComponent(JSON.stringify({ engagement_type: 'DTH', q: 'launch' }));
    const listed = await behind.send('GET', `/projects?filter=${filter}&range=${encodeURIComponent('[0,24]')}`, {
      ...auth(owner),
      ...fresh,
    });
    expect(listed.status).toBe(200);
    expect(listed.headers['content-range']).toBe('projects 0-0/1');
    expect(listed.json).toEqual([
      expect.objectContaining({ id: projectId, my_role: 'owner', team: { id: teamId, name: 'Gateway squad' } }),
    ]);

    expect((await behind.send('GET', `/projects/${projectId}`, { ...auth(stranger), ...fresh })).status).toBe(404);
    expect((await behind.send('GET', `/projects?filter=${filter}`, auth(stranger))).json).toEqual([]);
    expect((await behind.send('GET', `/projects/${projectId}/history`)).status).toBe(401);
    const bad = await behind.send('GET', `/projects?sort=${encodeURIComponent('["budget","ASC"]')}`, auth(owner));
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.sort).toMatch(/Unknown sort field: budget/);
  });
});
