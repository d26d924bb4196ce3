import request from 'supertest';
import { createNetworkCast, networkFixture, type NetworkCast, type NetworkFixture } from './networkTestKit';
import { bearer } from './profileTestKit';
import type { TestPlatform, TestUser } from './testPlatform';

/**
 * The people of the project tests (docs/api.md, "Client projects", "Who may do what"): the
 * network cast (owner, a member of the owner's team, a specialist in no team of the project, an
 * admin…), plus a viewer (a specialist) and an editor (a business owner) the projects are shared with.
 */
export interface EngagementCast extends NetworkCast {
  viewer: TestUser;
  editor: TestUser;
}

/** The owner's network with its team (`team.teamId`, with `cast.member` in it) and a second team of theirs. */
export interface EngagementTeams {
  team: NetworkFixture;
  secondTeamId: string;
}

export async function createEngagementCast(platform: TestPlatform): Promise<EngagementCast> {
  return {
    ...(await createNetworkCast(platform)),
    viewer: await platform.createUser('specialist', { firstName: 'Vera', lastName: 'Viewer' }),
    editor: await platform.createUser('business_owner', { firstName: 'Eddie', lastName: 'Editor' }),
  };
}

export async function engagementTeams(platform: TestPlatform, cast: EngagementCast): Promise<EngagementTeams> {
  const team = await networkFixture(platform, cast, 'Delivery guild');
  const second = await request(platform.command)
    .post('/teams')
    .set(bearer(cast.owner))
    .send({ network_id: team.networkId, name: 'Data squad' })
    .expect(201);
  return { team, secondTeamId: second.body.id };
}

/** Ids of a fresh DPD project of the cast's owner: team assigned, two milestones (one the member's), shared with the viewer and the editor. */
export interface EngagementFixture {
  projectId: string;
  /** The milestone the team member is responsible for. */
  membersMilestoneId: string;
  /** A milestone nobody is responsible for. */
  otherMilestoneId: string;
  /** `{projectId}.{invitationId}` of an invitation to `cast.extra`'s address, not answered. */
  pendingInvitationId: string;
  teams: EngagementTeams;
}

export const validEngagement = {
  name: 'Checkout rebuild',
  client_name: 'Acme Retail',
  engagement_type: 'DPD',
  brief: 'Rebuild the checkout in six weeks.',
  project_type_id: 1,
  required_skill_ids: [1, 2],
  start_date: '2026-03-01',
  end_date: '2026-04-30',
  budget: { amount: 48000, currency: 'AUD' },
};

/** Builds the fixture over HTTP, the way the owner would. */
export async function engagementFixture(
  platform: TestPlatform,
  cast: EngagementCast,
  teams: EngagementTeams,
): Promise<EngagementFixture> {
  const asOwner = bearer(cast.owner);
  const command = () => request(platform.command);
  const created = await command().post('/projects').set(asOwner).send(validEngagement).expect(201);
  const projectId: string = created.body.id;
  await command().post(`/projects/${projectId}/team`).set(asOwner).send({ team_id: teams.team.teamId }).expect(200);
  const first = await command()
    .post(`/projects/${projectId}/milestones`)
    .set(asOwner)
    .send({ title: 'Discovery', due_date: '2026-03-15', responsible_id: cast.member.id })
    .expect(201);
  const second = await command()
    .post(`/projects/${projectId}/milestones`)
    .set(asOwner)
    .send({ title: 'Launch', due_date: '2026-04-30' })
    .expect(201);
  for (const [invitee, role] of [
    [cast.viewer, 'viewer'],
    [cast.editor, 'editor'],
  ] as const)
    await shareProject(platform, cast.owner, projectId, invitee, role);
  const pending = await command()
    .post(`/projects/${projectId}/collaborators`)
    .set(asOwner)
    .send({ email: cast.extra.email, role: 'viewer' })
    .expect(201);
  const pendingInvitationId = `${projectId}.${(pending.body.invitations as { id: string }[])[0].id}`;
  return {
    projectId,
    membersMilestoneId: first.body.milestones[0].id,
    otherMilestoneId: second.body.milestones[1].id,
    pendingInvitationId,
    teams,
  };
}

/** The owner invites `invitee`'s address, and the invitee accepts, as the two people would; answers the acceptance. */
export async function shareProject(
  platform: TestPlatform,
  owner: TestUser,
  projectId: string,
  invitee: TestUser,
  role: 'viewer' | 'editor',
) {
  const invited = await request(platform.command)
    .post(`/projects/${projectId}/collaborators`)
    .set(bearer(owner))
    .send({ email: invitee.email, role })
    .expect(201);
  const invitation = (invited.body.invitations as { id: string; email: string }[]).find(
    (i) => i.email === invitee.email.toLowerCase(),
  )!;
  return request(platform.command)
    .post(`/collaborator-invitations/${projectId}.${invitation.id}/accept`)
    .set(bearer(invitee))
    .expect(200);
}

export type EngagementRole = 'anonymous' | 'stranger' | 'member' | 'viewer' | 'editor' | 'owner' | 'admin';
export const ENGAGEMENT_ROLES_TESTED: readonly EngagementRole[] = [
  'anonymous',
  'stranger',
  'member',
  'viewer',
  'editor',
  'owner',
  'admin',
];

export interface EngagementWritePath {
  name: string;
  method: 'post' | 'put' | 'delete';
  path: (f: EngagementFixture, cast: EngagementCast) => string;
  body?: (f: EngagementFixture, cast: EngagementCast) => object;
  /** The answer each role gets (docs/api.md, "Client projects", "Who may do what"). */
  expected: Record<EngagementRole, number>;
}

/** Details, the team and milestones: the owner and editors. */
const editors = (success: number): Record<EngagementRole, number> => ({
  anonymous: 401,
  stranger: 404,
  member: 403,
  viewer: 403,
  editor: success,
  owner: success,
  admin: 403,
});
/** Status, collaborators and archiving: the owner alone. */
const ownerOnly = (success: number): Record<EngagementRole, number> => ({ ...editors(success), editor: 403 });

/** Every write path of client projects, with a body it accepts and who may send it. */
export const ENGAGEMENT_WRITES: EngagementWritePath[] = [
  {
    // The viewer is a specialist (403) and the editor a business owner (creates their own).
    name: 'create project',
    method: 'post',
    path: () => '/projects',
    body: () => validEngagement,
    expected: { anonymous: 401, stranger: 403, member: 403, viewer: 403, editor: 201, owner: 201, admin: 201 },
  },
  {
    name: 'update project',
    method: 'put',
    path: (f) => `/projects/${f.projectId}`,
    body: () => ({ brief: 'Now with a new payment provider', end_date: '2026-05-15' }),
    expected: editors(200),
  },
  { name: 'archive project', method: 'delete', path: (f) => `/projects/${f.projectId}`, expected: ownerOnly(200) },
  {
    name: 'project status',
    method: 'post',
    path: (f) => `/projects/${f.projectId}/status`,
    body: () => ({ status: 'posted' }),
    expected: ownerOnly(200),
  },
  {
    name: 'assign team',
    method: 'post',
    path: (f) => `/projects/${f.projectId}/team`,
    body: (f) => ({ team_id: f.teams.secondTeamId }),
    expected: editors(200),
  },
  {
    name: 'add milestone',
    method: 'post',
    path: (f) => `/projects/${f.projectId}/milestones`,
    body: (_f, cast) => ({ title: 'Beta', due_date: '2026-04-10', responsible_id: cast.member.id }),
    expected: editors(201),
  },
  {
    name: 'change milestone',
    method: 'put',
    path: (f) => `/projects/${f.projectId}/milestones/${f.otherMilestoneId}`,
    body: (_f, cast) => ({ title: 'Go live', responsible_id: cast.member.id }),
    expected: editors(200),
  },
  {
    // The member is responsible for this one: they may move it.
    name: 'move milestone status',
    method: 'post',
    path: (f) => `/projects/${f.projectId}/milestones/${f.membersMilestoneId}/status`,
    body: () => ({ status: 'in_progress' }),
    expected: { ...editors(200), member: 200 },
  },
  {
    name: "move someone else's milestone",
    method: 'post',
    path: (f) => `/projects/${f.projectId}/milestones/${f.otherMilestoneId}/status`,
    body: () => ({ status: 'done' }),
    expected: editors(200),
  },
  {
    name: 'remove milestone',
    method: 'delete',
    path: (f) => `/projects/${f.projectId}/milestones/${f.otherMilestoneId}`,
    expected: editors(200),
  },
  {
    name: 'add collaborator',
    method: 'post',
    path: (f) => `/projects/${f.projectId}/collaborators`,
    body: (f) => ({ email: `invitee-${f.projectId}@example.com`, role: 'viewer' }),
    expected: ownerOnly(201),
  },
  // Only the holder of the invited address answers (cast.extra, none of the roles here): everyone else is told it does not exist.
  ...(['accept', 'decline'] as const).map((action): EngagementWritePath => ({
    name: `${action} invitation`,
    method: 'post',
    path: (f) => `/collaborator-invitations/${f.pendingInvitationId}/${action}`,
    expected: { anonymous: 401, stranger: 404, member: 404, viewer: 404, editor: 404, owner: 404, admin: 404 },
  })),
  {
    name: 'change collaborator',
    method: 'put',
    path: (f, cast) => `/projects/${f.projectId}/collaborators/${cast.viewer.id}`,
    body: () => ({ role: 'editor' }),
    expected: ownerOnly(200),
  },
  {
    name: 'remove collaborator',
    method: 'delete',
    path: (f, cast) => `/projects/${f.projectId}/collaborators/${cast.viewer.id}`,
    expected: ownerOnly(200),
  },
];

export const engagementUserOf = (cast: EngagementCast, role: EngagementRole): TestUser | undefined =>
  role === 'anonymous' ? undefined : role === 'stranger' ? cast.stranger : cast[role];
