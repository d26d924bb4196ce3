import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEngagementCast,
  engagementTeams,
  startProfilePlatform,
  validEngagement,
  type EngagementCast,
  type EngagementTeams,
  type TestUser,
} from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * Project writes the way a browser's requests arrive: through the gateway to the command API, and
 * read back at once through the gateway from the query API with the write's X-Position sent as
 * X-Min-Position: the owner builds a DPD project, a team member moves their milestone, the viewer
 * sees it and cannot change it, a specialist outside the team is not told it exists.
 */
let behind: PlatformBehindGateway;
let cast: EngagementCast;
let teams: EngagementTeams;
beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
  cast = await createEngagementCast(behind.platform);
  teams = await engagementTeams(behind.platform, cast);
});
afterAll(() => behind.stop());

const json = (user: TestUser | undefined, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  ...(user ? { authorization: `Bearer ${user.token}` } : {}),
  ...extra,
});
const write = (method: string, path: string, user: TestUser | undefined, body?: object) =>
  behind.send(method, path, json(user), body ? Buffer.from(JSON.stringify(body)) : undefined);
const read = (path: string, user: TestUser, position: string) =>
  behind.send('GET', path, { authorization: `Bearer ${user.token}`, 'x-min-position': position });

describe('project writes through the gateway', () => {
  it('owner builds, member moves their milestone, viewer reads and is refused, stranger gets 404, anonymous 401', async () => {
    const created = await write('POST', '/projects', cast.owner, validEngagement);
    expect(created.status).toBe(201);
    const id: string = created.json.id;
    expect((await write('POST', `/projects/${id}/team`, cast.owner, { team_id: teams.team.teamId })).status).toBe(200);
    const milestone = await write('POST', `/projects/${id}/milestones`, cast.owner, {
      title: 'Discovery',
      due_date: '2026-03-15',
      responsible_id: cast.member.id,
    });
    expect(milestone.status).toBe(201);
    const milestoneId: string = milestone.json.milestones[0].id;
    const invited = await write('POST', `/projects/${id}/collaborators`, cast.owner, {
      email: cast.viewer.email,
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const [invitation] = invited.json.invitations as { id: string }[];
    expect(
      (await write('POST', `/collaborator-invitations/${id}.${invitation.id}/accept`, cast.viewer, {})).status,
    ).toBe(200);

    const moved = await write('POST', `/projects/${id}/milestones/${milestoneId}/status`, cast.member, {
      status: 'in_progress',
    });
    expect(moved.status).toBe(200);
    const position = String(moved.headers['x-position']);
    expect(position).toMatch(/^\d+$/);

    const seen = await read(`/projects/${id}`, cast.viewer, position);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({
      id,
      my_role: 'viewer',
      team: { id: teams.team.teamId },
      milestones: [{ id: milestoneId, status: 'in_progress', responsible_id: cast.member.id }],
    });
    const shared = await read('/shared-projects', cast.viewer, position);
    expect(shared.json).toEqual([expect.objectContaining({ id, my_role: 'viewer' })]);

    const before = await behind.platform.store.headPosition();
    expect((await write('PUT', `/projects/${id}`, cast.viewer, { name: 'Mine now' })).status).toBe(403);
    expect((await write('POST', `/projects/${id}/status`, cast.member, { status: 'posted' })).status).toBe(403);
    expect((await write('PUT', `/projects/${id}`, cast.stranger, { name: 'Mine now' })).status).toBe(404);
    expect((await read(`/projects/${id}`, cast.stranger, position)).status).toBe(404);
    expect((await write('PUT', `/projects/${id}`, undefined, { name: 'Mine now' })).status).toBe(401);
    expect(
      (await write('POST', '/projects', cast.owner, { ...validEngagement, owner_id: cast.stranger.id })).status,
    ).toBe(400);
    expect(await behind.platform.store.headPosition()).toBe(before);

    // Cancelled, the project keeps its milestones as they were: the responsible member's move is 409 and appends nothing.
    expect((await write('POST', `/projects/${id}/status`, cast.owner, { status: 'cancelled' })).status).toBe(200);
    const cancelledAt = await behind.platform.store.headPosition();
    const refused = await write('POST', `/projects/${id}/milestones/${milestoneId}/status`, cast.member, {
      status: 'done',
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      message_code: 'engagement.milestonesClosed',
      message: 'The milestones of a completed or cancelled project can no longer change',
    });
    expect(
      (await write('POST', `/projects/${id}/milestones`, cast.owner, { title: 'Late', due_date: '2026-04-01' })).status,
    ).toBe(409);
    expect(await behind.platform.store.headPosition()).toBe(cancelledAt);
  });
});
