import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_ROLES_TESTED,
  ENGAGEMENT_WRITES,
  bearer,
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  engagementUserOf,
  staffTeam,
  sendJson,
  startProfilePlatform,
  validEngagement,
  type EngagementCast,
  type EngagementTeams,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';

let platform: TestPlatform;
let cast: EngagementCast;
let teams: EngagementTeams;
beforeAll(async () => {
  platform = await startProfilePlatform();
  cast = await createEngagementCast(platform);
  teams = await engagementTeams(platform, cast);
});
afterAll(() => platform.stop());

const command = () => request(platform.command);
const as = (user: TestUser) => bearer(user);
const head = () => platform.store.headPosition();

describe('projects: the owner creates and changes one; each write answers the record with X-Position', () => {
  it('creates a draft project with every field, in the contract’s names; the event carries the actor', async () => {
    const res = await command()
      .post('/projects')
      .set(as(cast.owner))
      .send({ ...validEngagement, name: '  Checkout rebuild ', budget: { amount: 48000, currency: 'aud' } })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      owner_id: cast.owner.id,
      name: 'Checkout rebuild',
      client_name: 'Acme Retail',
      engagement_type: 'DPD',
      brief: 'Rebuild the checkout in six weeks.',
      project_type: { id: 1, title: expect.any(String) },
      required_skills: [
        { id: 1, title: 'JavaScript' },
        { id: 2, title: 'TypeScript' },
      ],
      start_date: '2026-03-01',
      end_date: '2026-04-30',
      budget: { amount: 48000, currency: 'AUD' },
      status: 'draft',
      allowed_transitions: ['posted', 'cancelled'],
      team: null,
      team_history: [],
      milestones: [],
      collaborators: [],
      invitations: [],
      my_role: 'owner',
      archived: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(res.headers['x-position']).toBe(String(await head()));
    const [event] = await platform.eventsOf(`project-${res.body.id}`);
    expect(event).toMatchObject({
      type: 'EngagementCreated',
      data: { ownerId: cast.owner.id, status: 'draft' },
      metadata: { actorId: cast.owner.id, actorRole: 'business_owner' },
    });
  });

  it('a minimal body is enough; the rest is empty', async () => {
    const res = await command()
      .post('/projects')
      .set(as(cast.owner))
      .send({ name: 'Quick one', engagement_type: 'DTH' })
      .expect(201);
    expect(res.body).toMatchObject({
      client_name: '',
      brief: '',
      project_type: null,
      required_skills: [],
      start_date: null,
      end_date: null,
      budget: null,
    });
  });

  it('refuses unknown keys, bad values and unknown catalog ids with 400 and the domain codes, appending nothing', async () => {
    const before = await head();
    const post = (body: object) => command().post('/projects').set(as(cast.owner)).send(body).expect(400);
    expect((await post({ ...validEngagement, status: 'posted' })).body.error.code).toBe('validation');
    expect((await post({ ...validEngagement, name: '' })).body.error).toMatchObject({
      fields: { name: 'Project name is required' },
      field_codes: { name: 'engagement.nameRequired' },
    });
    expect((await post({ ...validEngagement, start_date: '2026-05-01' })).body.error.field_codes).toEqual({
      end_date: 'engagement.endBeforeStart',
    });
    expect((await post({ ...validEngagement, end_date: '2026-02-30' })).body.error.field_codes).toEqual({
      end_date: 'engagement.dateInvalid',
    });
    expect((await post({ ...validEngagement, engagement_type: 'XYZ' })).body.error.field_codes).toEqual({
      engagement_type: 'engagement.engagementTypeInvalid',
    });
    expect((await post({ ...validEngagement, budget: { amount: 0, currency: 'EUR' } })).body.error.field_codes).toEqual(
      { 'budget.amount': 'engagement.budgetAmountInvalid' },
    );
    expect(
      (await post({ ...validEngagement, budget: { amount: 10, currency: 'QQQ' } })).body.error.field_codes,
    ).toEqual({ 'budget.currency': 'engagement.currencyInvalid' });
    expect((await post({ ...validEngagement, brief: 'b'.repeat(5001) })).body.error.field_codes).toEqual({
      brief: 'engagement.briefTooLong',
    });
    expect((await post({ ...validEngagement, required_skill_ids: [1, 999999] })).body.error.fields).toEqual({
      required_skill_ids: 'Unknown skill id: 999999',
    });
    expect((await post({ ...validEngagement, project_type_id: 999999 })).body.error.fields).toEqual({
      project_type_id: 'Unknown project type id: 999999',
    });
    expect(await head()).toBe(before);
  });

  it('an update changes the keys sent, clears with null, and checks the end against the saved start', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const res = await command()
      .put(`/projects/${f.projectId}`)
      .set(as(cast.editor))
      .send({ name: 'Checkout v2', budget: null, project_type_id: null })
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Checkout v2',
      budget: null,
      project_type: null,
      client_name: 'Acme Retail',
      start_date: '2026-03-01',
      my_role: 'editor',
    });
    expect(res.body).not.toHaveProperty('collaborators');
    const before = await head();
    const bad = await command()
      .put(`/projects/${f.projectId}`)
      .set(as(cast.owner))
      .send({ end_date: '2026-02-01' })
      .expect(400);
    expect(bad.body.error.field_codes).toEqual({ end_date: 'engagement.endBeforeStart' });
    // The same values again change nothing and append nothing.
    const same = await command()
      .put(`/projects/${f.projectId}`)
      .set(as(cast.owner))
      .send({ name: 'Checkout v2' })
      .expect(200);
    expect(same.headers['x-position']).toBeUndefined();
    expect(await head()).toBe(before);
  });

  it('a DPD project with milestones cannot become DTH (400) until they are removed', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const res = await command()
      .put(`/projects/${f.projectId}`)
      .set(as(cast.owner))
      .send({ engagement_type: 'DTH' })
      .expect(400);
    expect(res.body.error.field_codes).toEqual({ engagement_type: 'engagement.engagementTypeHasMilestones' });
    await command()
      .delete(`/projects/${f.projectId}/milestones/${f.membersMilestoneId}`)
      .set(as(cast.owner))
      .expect(200);
    await command().delete(`/projects/${f.projectId}/milestones/${f.otherMilestoneId}`).set(as(cast.owner)).expect(200);
    await command().put(`/projects/${f.projectId}`).set(as(cast.owner)).send({ engagement_type: 'DTH' }).expect(200);
  });
});

describe('status', () => {
  it('follows the diagram; a transition it does not allow is 409 with its message, appending nothing', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const status = (to: string, expected: number) =>
      command().post(`/projects/${f.projectId}/status`).set(as(cast.owner)).send({ status: to }).expect(expected);
    const before = await head();
    const skipped = await status('completed', 409);
    expect(skipped.body.error).toMatchObject({
      code: 'conflict',
      message: 'A project cannot go from draft to completed',
    });
    expect(await head()).toBe(before);
    expect((await status('posted', 200)).body).toMatchObject({
      status: 'posted',
      allowed_transitions: ['in_progress', 'cancelled'],
    });
    expect((await status('in_progress', 200)).body.allowed_transitions).toEqual(['completed', 'cancelled']);
    expect((await status('completed', 200)).body.allowed_transitions).toEqual([]);
    await status('cancelled', 409);
    expect((await status('archived', 400)).body.error.field_codes).toEqual({ status: 'engagement.statusInvalid' });
    const events = (await platform.eventsOf(`project-${f.projectId}`)).filter(
      (e) => e.type === 'EngagementStatusChanged',
    );
    expect(events.map((e) => [e.data.from, e.data.to])).toEqual([
      ['draft', 'posted'],
      ['posted', 'in_progress'],
      ['in_progress', 'completed'],
    ]);
  });

  it('an editor is told only the owner can (403)', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const res = await command()
      .post(`/projects/${f.projectId}/status`)
      .set(as(cast.editor))
      .send({ status: 'posted' })
      .expect(403);
    expect(res.body.error.message_code).toBe('engagement.editorsCannot');
  });
});

describe('team (DTH and DPD)', () => {
  it("assigns one of the owner's teams; a later one keeps the earlier in the history and the event", async () => {
    const created = await command()
      .post('/projects')
      .set(as(cast.owner))
      .send({ name: 'Team hire', engagement_type: 'DTH' })
      .expect(201);
    const id = created.body.id;
    const first = await command()
      .post(`/projects/${id}/team`)
      .set(as(cast.owner))
      .send({ team_id: teams.team.teamId })
      .expect(200);
    expect(first.body.team).toEqual({
      id: teams.team.teamId,
      name: 'Checkout squad',
      members: [{ specialist_id: cast.member.id, role_title: 'Lead engineer', allocation_days: 3 }],
    });
    const second = await command()
      .post(`/projects/${id}/team`)
      .set(as(cast.owner))
      .send({ team_id: teams.secondTeamId })
      .expect(200);
    expect(second.body.team).toMatchObject({ id: teams.secondTeamId, name: 'Data squad', members: [] });
    expect(second.body.team_history).toEqual([
      { team_id: teams.team.teamId, team_name: 'Checkout squad', assigned_at: expect.any(String) },
      { team_id: teams.secondTeamId, team_name: 'Data squad', assigned_at: expect.any(String) },
    ]);
    const last = (await platform.eventsOf(`project-${id}`)).at(-1);
    expect(last).toMatchObject({
      type: 'EngagementTeamAssigned',
      data: { teamId: teams.secondTeamId, previousTeamId: teams.team.teamId },
    });
    // The same team again changes nothing.
    const same = await command()
      .post(`/projects/${id}/team`)
      .set(as(cast.owner))
      .send({ team_id: teams.secondTeamId })
      .expect(200);
    expect(same.headers['x-position']).toBeUndefined();
  });

  it("another owner's team, an unknown one and an archived one are 400, appending nothing", async () => {
    const f = await engagementFixture(platform, cast, teams);
    const network = await command()
      .post('/networks')
      .set(as(cast.otherOwner))
      .send({ name: 'Other guild' })
      .expect(201);
    const theirs = await command()
      .post('/teams')
      .set(as(cast.otherOwner))
      .send({ network_id: network.body.id, name: 'Their squad' })
      .expect(201);
    const archivedTeam = await command()
      .post('/teams')
      .set(as(cast.owner))
      .send({ network_id: teams.team.networkId, name: 'Old squad' })
      .expect(201);
    await command().delete(`/teams/${archivedTeam.body.id}`).set(as(cast.owner)).expect(200);
    const before = await head();
    for (const teamId of [theirs.body.id, randomUUID()]) {
      const res = await command()
        .post(`/projects/${f.projectId}/team`)
        .set(as(cast.owner))
        .send({ team_id: teamId })
        .expect(400);
      expect(res.body.error.field_codes).toEqual({ team_id: 'engagement.teamNotYours' });
    }
    await command()
      .post(`/projects/${f.projectId}/team`)
      .set(as(cast.owner))
      .send({ team_id: archivedTeam.body.id })
      .expect(400);
    expect(await head()).toBe(before);
  });
});

describe('milestones (DPD)', () => {
  it('adds, changes and removes milestones; the responsible must be in the assigned team', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const added = await command()
      .post(`/projects/${f.projectId}/milestones`)
      .set(as(cast.editor))
      .send({ title: 'Beta', due_date: '2026-04-10' })
      .expect(201);
    const beta = added.body.milestones.at(-1);
    expect(beta).toEqual({
      id: expect.any(String),
      title: 'Beta',
      due_date: '2026-04-10',
      status: 'todo',
      responsible_id: null,
    });
    const changed = await command()
      .put(`/projects/${f.projectId}/milestones/${beta.id}`)
      .set(as(cast.owner))
      .send({ responsible_id: cast.member.id })
      .expect(200);
    expect(changed.body.milestones.at(-1)).toMatchObject({ title: 'Beta', responsible_id: cast.member.id });

    const before = await head();
    for (const outsider of [cast.extra, cast.stranger, cast.owner]) {
      const res = await command()
        .post(`/projects/${f.projectId}/milestones`)
        .set(as(cast.owner))
        .send({ title: 'x', due_date: '2026-04-10', responsible_id: outsider.id })
        .expect(400);
      expect(res.body.error.field_codes).toEqual({ responsible_id: 'engagement.responsibleNotInTeam' });
    }
    expect(await head()).toBe(before);
    const removed = await command()
      .delete(`/projects/${f.projectId}/milestones/${beta.id}`)
      .set(as(cast.owner))
      .expect(200);
    expect(removed.body.milestones.map((ms: { id: string }) => ms.id)).toEqual([
      f.membersMilestoneId,
      f.otherMilestoneId,
    ]);
    await command().delete(`/projects/${f.projectId}/milestones/${beta.id}`).set(as(cast.owner)).expect(404);
  });

  it('a DTH project has no milestones (400)', async () => {
    const created = await command()
      .post('/projects')
      .set(as(cast.owner))
      .send({ name: 'Team hire', engagement_type: 'DTH' })
      .expect(201);
    const res = await command()
      .post(`/projects/${created.body.id}/milestones`)
      .set(as(cast.owner))
      .send({ title: 'x', due_date: '2026-04-10' })
      .expect(400);
    expect(res.body.error.message_code).toBe('engagement.milestonesOnlyForDpd');
  });

  it('a team member moves the milestones they are responsible for, not others (403); after leaving the team, the project is 404', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const move = (milestoneId: string, status: string) =>
      command().post(`/projects/${f.projectId}/milestones/${milestoneId}/status`).set(as(cast.member)).send({ status });
    const moved = await move(f.membersMilestoneId, 'done').expect(200);
    expect(moved.body).toMatchObject({ my_role: 'member' });
    expect(moved.body.milestones[0]).toMatchObject({ id: f.membersMilestoneId, status: 'done' });
    expect(moved.body).not.toHaveProperty('collaborators');
    expect((await platform.eventsOf(`project-${f.projectId}`)).at(-1)).toMatchObject({
      type: 'MilestoneStatusSet',
      data: { milestoneId: f.membersMilestoneId, status: 'done' },
      metadata: { actorId: cast.member.id, actorRole: 'specialist' },
    });
    const other = await move(f.otherMilestoneId, 'done').expect(403);
    expect(other.body.error.message_code).toBe('engagement.notYourMilestone');

    // A team of its own, so taking the member out leaves the shared fixture team alone.
    const own = await command()
      .post('/teams')
      .set(as(cast.owner))
      .send({ network_id: teams.team.networkId, name: 'Solo squad' })
      .expect(201);
    await staffTeam(platform, cast.owner, own.body.id, cast.member, {
      role_title: 'Engineer',
      allocation_days: 2,
      over_allocate: true,
    });
    await command()
      .post(`/projects/${f.projectId}/team`)
      .set(as(cast.owner))
      .send({ team_id: own.body.id })
      .expect(200);
    await move(f.membersMilestoneId, 'in_progress').expect(200);
    await command().delete(`/teams/${own.body.id}/members/${cast.member.id}`).set(as(cast.owner)).expect(200);
    await move(f.membersMilestoneId, 'todo').expect(404);
  });
});

describe('collaborators', () => {
  const invitationOf = (body: { invitations: { id: string; email: string }[] }, email: string) =>
    body.invitations.find((i) => i.email === email.toLowerCase())!;

  it('invites by address (any case); the holder of the address accepts and then has the role; the owner sees both lists, an editor neither', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const email = `ed-${randomUUID()}@example.com`;
    const ed = await platform.createUser('specialist', { email });
    const res = await command()
      .post(`/projects/${f.projectId}/collaborators`)
      .set(as(cast.owner))
      .send({ email: email.toUpperCase(), role: 'viewer' })
      .expect(201);
    const invitation = invitationOf(res.body, email);
    expect(invitation).toEqual({ id: expect.any(String), email, role: 'viewer', invited_at: expect.any(String) });
    expect(res.body.collaborators.map((c: { user_id: string }) => c.user_id)).toEqual([cast.viewer.id, cast.editor.id]);
    // Until they accept, they see nothing of it; anyone else answering is told it does not exist.
    await command().put(`/projects/${f.projectId}`).set(as(ed)).send({ brief: 'x' }).expect(404);
    await command()
      .post(`/collaborator-invitations/${f.projectId}.${invitation.id}/accept`)
      .set(as(cast.stranger))
      .expect(404);
    const accepted = await command()
      .post(`/collaborator-invitations/${f.projectId}.${invitation.id}/accept`)
      .set(as(ed))
      .expect(200);
    expect(accepted.body).toEqual({
      id: `${f.projectId}.${invitation.id}`,
      project_id: f.projectId,
      role: 'viewer',
      status: 'accepted',
    });
    await command().post(`/collaborator-invitations/${f.projectId}.${invitation.id}/accept`).set(as(ed)).expect(404);

    const promoted = await command()
      .put(`/projects/${f.projectId}/collaborators/${ed.id}`)
      .set(as(cast.owner))
      .send({ role: 'editor' })
      .expect(200);
    expect(promoted.body.collaborators.find((c: { user_id: string }) => c.user_id === ed.id).role).toBe('editor');
    // Now an editor, they change the details; removed, they no longer see the project.
    const edited = await command()
      .put(`/projects/${f.projectId}`)
      .set(as(ed))
      .send({ brief: 'Edited by Ed' })
      .expect(200);
    expect(edited.body).not.toHaveProperty('invitations');
    await command().delete(`/projects/${f.projectId}/collaborators/${ed.id}`).set(as(cast.owner)).expect(200);
    await command().put(`/projects/${f.projectId}`).set(as(ed)).send({ brief: 'Again' }).expect(404);
  });

  it('the owner withdraws a pending invitation, after which it cannot be accepted; a declined one is gone too', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const [pendingProject, pendingId] = f.pendingInvitationId.split('.');
    const withdrawn = await command()
      .delete(`/projects/${pendingProject}/collaborators/${pendingId}`)
      .set(as(cast.owner))
      .expect(200);
    expect(withdrawn.body.invitations).toEqual([]);
    await command().post(`/collaborator-invitations/${f.pendingInvitationId}/accept`).set(as(cast.extra)).expect(404);
    const again = await command()
      .post(`/projects/${f.projectId}/collaborators`)
      .set(as(cast.owner))
      .send({ email: cast.extra.email, role: 'editor' })
      .expect(201);
    const declined = await command()
      .post(`/collaborator-invitations/${f.projectId}.${invitationOf(again.body, cast.extra.email).id}/decline`)
      .set(as(cast.extra))
      .expect(200);
    expect(declined.body.status).toBe('declined');
    await command().put(`/projects/${f.projectId}`).set(as(cast.extra)).send({ brief: 'x' }).expect(404);
  });

  it('the owner’s own address is 400, an address already invited or sharing it 409, appending nothing', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const before = await head();
    const share = (email: string, expected: number) =>
      command()
        .post(`/projects/${f.projectId}/collaborators`)
        .set(as(cast.owner))
        .send({ email, role: 'viewer' })
        .expect(expected);
    expect((await share(cast.owner.email, 400)).body.error.field_codes).toEqual({
      email: 'engagement.collaboratorIsOwner',
    });
    expect((await share(cast.viewer.email, 409)).body.error.message_code).toBe('engagement.alreadyCollaborator');
    expect((await share(cast.extra.email.toUpperCase(), 409)).body.error.message_code).toBe(
      'engagement.alreadyCollaborator',
    );
    await command()
      .put(`/projects/${f.projectId}/collaborators/${cast.stranger.id}`)
      .set(as(cast.owner))
      .send({ role: 'editor' })
      .expect(404);
    expect(await head()).toBe(before);
  });

  it('a stranger inviting is answered 404 like any other request', async () => {
    const f = await engagementFixture(platform, cast, teams);
    await command()
      .post(`/projects/${f.projectId}/collaborators`)
      .set(as(cast.stranger))
      .send({ email: `nobody-${randomUUID()}@example.com`, role: 'viewer' })
      .expect(404);
  });
});

describe('archive', () => {
  it('the owner archives; then every change is 409, and strangers still get 404', async () => {
    const f = await engagementFixture(platform, cast, teams);
    const res = await command().delete(`/projects/${f.projectId}`).set(as(cast.owner)).expect(200);
    expect(res.body).toMatchObject({ archived: true, allowed_transitions: [] });
    const before = await head();
    await command().delete(`/projects/${f.projectId}`).set(as(cast.owner)).expect(409);
    await command().put(`/projects/${f.projectId}`).set(as(cast.editor)).send({ name: 'x' }).expect(409);
    await command()
      .post(`/projects/${f.projectId}/milestones/${f.membersMilestoneId}/status`)
      .set(as(cast.member))
      .send({ status: 'done' })
      .expect(409);
    await command().put(`/projects/${f.projectId}`).set(as(cast.stranger)).send({ name: 'x' }).expect(404);
    expect(await head()).toBe(before);
  });
});

describe('admins', () => {
  it("own and change their own projects, and get 403 (not 404) on others'", async () => {
    const mine = await command()
      .post('/projects')
      .set(as(cast.admin))
      .send({ name: 'Platform migration', engagement_type: 'DPD' })
      .expect(201);
    expect(mine.body).toMatchObject({ owner_id: cast.admin.id, my_role: 'owner' });
    await command().post(`/projects/${mine.body.id}/status`).set(as(cast.admin)).send({ status: 'posted' }).expect(200);
    const f = await engagementFixture(platform, cast, teams);
    const res = await command().put(`/projects/${f.projectId}`).set(as(cast.admin)).send({ name: 'x' }).expect(403);
    expect(res.body.error.message_code).toBe('engagement.notYourProject');
  });
});

describe('unknown and malformed ids', () => {
  it('are 404', async () => {
    const f = await engagementFixture(platform, cast, teams);
    for (const [method, path, body] of [
      ['put', `/projects/${randomUUID()}`, { name: 'x' }],
      ['put', '/projects/a.b', { name: 'x' }],
      ['delete', `/projects/${randomUUID()}`, undefined],
      ['post', `/projects/${randomUUID()}/status`, { status: 'posted' }],
      ['post', `/projects/${f.projectId}/milestones/${randomUUID()}/status`, { status: 'done' }],
      ['put', `/projects/${f.projectId}/milestones/constructor`, { title: 'x' }],
      ['delete', `/projects/${f.projectId}/milestones/a.b`, undefined],
      ['delete', `/projects/${f.projectId}/collaborators/${randomUUID()}`, undefined],
      ['put', `/projects/${f.projectId}/collaborators/__proto__`, { role: 'viewer' }],
    ] as const) {
      const res = await sendJson(command()[method](path).set(as(cast.owner)), body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('who may do what: every project write path for anonymous, a specialist not in the team, a team member, a viewer, an editor, the owner and an admin', () => {
  it.each(ENGAGEMENT_WRITES.map((w) => [w.name, w] as const))('%s', async (_name, write) => {
    for (const role of ENGAGEMENT_ROLES_TESTED) {
      const f = await engagementFixture(platform, cast, teams);
      const user = engagementUserOf(cast, role);
      const before = await head();
      const req = command()[write.method](write.path(f, cast));
      const res = await sendJson(user ? req.set(as(user)) : req, write.body?.(f, cast));
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(write.expected[role]);
      if (res.status >= 400) expect(await head(), `${role} appended`).toBe(before);
      else {
        expect(res.headers['x-position']).toBe(String(await head()));
        // The answer names the writer's relation: whoever creates a project owns it.
        expect(res.body.my_role).toBe(write.name === 'create project' ? 'owner' : role);
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents every project write path with strict bodies', async () => {
    const { body } = await command().get('/openapi.json').expect(200);
    for (const [path, method] of [
      ['/projects', 'post'],
      ['/projects/{id}', 'put'],
      ['/projects/{id}', 'delete'],
      ['/projects/{id}/status', 'post'],
      ['/projects/{id}/team', 'post'],
      ['/projects/{id}/milestones', 'post'],
      ['/projects/{id}/milestones/{milestoneId}', 'put'],
      ['/projects/{id}/milestones/{milestoneId}', 'delete'],
      ['/projects/{id}/milestones/{milestoneId}/status', 'post'],
      ['/projects/{id}/collaborators', 'post'],
      ['/projects/{id}/collaborators/{userId}', 'put'],
      ['/projects/{id}/collaborators/{userId}', 'delete'],
    ]) {
      expect(body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(body.paths['/projects'].post.requestBody.content['application/json'].schema.additionalProperties).toBe(
      false,
    );
  });
});
