import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_ROLES,
  NETWORK_WRITES,
  bearer,
  createNetworkCast,
  networkFixture,
  staffTeam,
  queuedMails,
  sendJson,
  startProfilePlatform,
  userOf,
  type NetworkCast,
  type TestPlatform,
  type TestUser,
  uniquePassword,
} from '@dth/testing';

let platform: TestPlatform;
let cast: NetworkCast;
beforeAll(async () => {
  // Who may do what in a network is tested here, not what a password hash costs.
  platform = await startProfilePlatform({ cheapPasswordHashes: true });
  cast = await createNetworkCast(platform);
});
afterAll(() => platform.stop());

const command = () => request(platform.command);
const as = (user: TestUser) => bearer(user);

/** The create-password link the command side queued for `email`. */
async function createPasswordToken(email: string): Promise<string> {
  const mail = (await queuedMails(platform, email)).find((m) => m.link?.includes('/create-password/'));
  if (!mail?.link) throw new Error(`no create-password mail for ${email}`);
  return mail.link.split('/').pop()!;
}

/** Registers through the API as a newcomer would, creates the password from the mail, and signs in. */
async function registerAndSignIn(
  email: string,
  userType: 'specialist' | 'business_owner' = 'specialist',
): Promise<TestUser> {
  const password = uniquePassword();
  await command()
    .post('/auth/register')
    .send({ first_name: 'Nora', last_name: 'Newcomer', email, user_type: userType })
    .expect(201);
  await command()
    .post(`/auth/create-password/${await createPasswordToken(email)}`)
    .send({ password })
    .expect(200);
  const login = await command().post('/auth/login').send({ email, password }).expect(200);
  return { id: login.body.data.user_id, email, password, token: login.body.data.access_token };
}

describe('networks: the owner builds one, and each write answers the record with X-Position', () => {
  it('creates, renames and archives a network; the events carry the actor', async () => {
    const created = await command()
      .post('/networks')
      .set(as(cast.owner))
      .send({ name: ' Design guild ', description: 'Designers we trust' })
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      owner_id: cast.owner.id,
      name: 'Design guild',
      description: 'Designers we trust',
      archived: false,
      member_count: 0,
      invited_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(created.headers['x-position']).toBe(String(await platform.store.headPosition()));
    const id = created.body.id;

    const renamed = await command()
      .put(`/networks/${id}`)
      .set(as(cast.owner))
      .send({ name: 'Design & research guild' })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Design & research guild', description: 'Designers we trust' });
    expect(BigInt(renamed.headers['x-position'])).toBeGreaterThan(BigInt(created.headers['x-position']));

    const archived = await command().delete(`/networks/${id}`).set(as(cast.owner)).expect(200);
    expect(archived.body.archived).toBe(true);
    await command().put(`/networks/${id}`).set(as(cast.owner)).send({ name: 'Again' }).expect(409);

    const events = await platform.eventsOf(`network-${id}`);
    expect(events.map((e) => e.type)).toEqual(['NetworkCreated', 'NetworkDetailsChanged', 'NetworkArchived']);
    expect(events[0].metadata).toMatchObject({ actorId: cast.owner.id, actorRole: 'business_owner', schemaVersion: 1 });
  });

  it('refuses unknown fields and bad values with 400 and the domain codes, appending nothing', async () => {
    const before = await platform.store.headPosition();
    const unknown = await command()
      .post('/networks')
      .set(as(cast.owner))
      .send({ name: 'Guild', member_count: 4 })
      .expect(400);
    expect(unknown.body.error.code).toBe('validation');
    const empty = await command().post('/networks').set(as(cast.owner)).send({ name: '' }).expect(400);
    expect(empty.body.error).toMatchObject({
      fields: { name: 'Network name is required' },
      field_codes: { name: 'network.nameRequired' },
    });
    const long = await command()
      .post('/networks')
      .set(as(cast.owner))
      .send({ name: 'x'.repeat(261), description: 'd'.repeat(1001) })
      .expect(400);
    expect(long.body.error.fields).toEqual({
      name: 'Network name must be at most 260 characters',
      description: 'Description must be at most 1000 characters',
    });
    expect(await platform.store.headPosition()).toBe(before);
  });
});

describe('invitations, members and teams', () => {
  it('invites by id; the specialist accepts; the owner notes, builds a team, and the member is placed in it', async () => {
    const f = await networkFixture(platform, cast);
    const invitation = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ specialist_id: cast.stranger.id })
      .expect(201);
    expect(invitation.body).toMatchObject({
      id: expect.stringMatching(new RegExp(`^${f.networkId}\\.`)),
      network_id: f.networkId,
      specialist_id: cast.stranger.id,
      email: null,
      status: 'invited',
      responded_at: null,
      note: '',
      tags: [],
    });
    const [mail] = await queuedMails(platform, cast.stranger.email);
    expect(mail).toMatchObject({
      subject: expect.stringContaining('Design guild'),
      link: `${platform.env.PUBLIC_URL}/stage/profile/profile-network/network`,
    });

    const accepted = await command()
      .post(`/invitations/${invitation.body.id}/accept`)
      .set(as(cast.stranger))
      .expect(200);
    expect(accepted.body).toMatchObject({
      network_name: 'Design guild',
      status: 'joined',
      specialist_id: cast.stranger.id,
      responded_at: expect.any(String),
    });
    expect(accepted.body).not.toHaveProperty('note');
    await command().post(`/invitations/${invitation.body.id}/accept`).set(as(cast.stranger)).expect(409);

    const noted = await command()
      .put(`/network-members/${invitation.body.id}`)
      .set(as(cast.owner))
      .send({ note: 'Fast learner', tags: ['react', 'react', ' '] })
      .expect(200);
    expect(noted.body).toMatchObject({ note: 'Fast learner', tags: ['react'], status: 'joined' });

    await staffTeam(platform, cast.owner, f.teamId, cast.stranger, { role_title: 'Frontend', allocation_days: 5 });
    const team = await command()
      .put(`/teams/${f.teamId}/members/${cast.stranger.id}`)
      .set(as(cast.owner))
      .send({ allocation_days: 5 })
      .expect(200);
    const member = { added_at: expect.any(String), over_allocated: expect.any(Boolean) };
    expect(team.body.members).toEqual([
      { specialist_id: cast.member.id, role_title: 'Lead engineer', allocation_days: 3, ...member },
      { specialist_id: cast.stranger.id, role_title: 'Frontend', allocation_days: 5, ...member },
    ]);
    expect(team.body).toMatchObject({
      network_id: f.networkId,
      status: 'Draft',
      required_skills: [
        { id: 1, title: 'JavaScript' },
        { id: 2, title: 'TypeScript' },
      ],
      member_count: 2,
    });
    const changed = await command()
      .put(`/teams/${f.teamId}/members/${cast.stranger.id}`)
      .set(as(cast.owner))
      .send({ allocation_days: 2 })
      .expect(200);
    expect(changed.body.members[1]).toMatchObject({ role_title: 'Frontend', allocation_days: 2 });
    const early = await command()
      .post(`/teams/${f.teamId}/status`)
      .set(as(cast.owner))
      .send({ status: 'Approved' })
      .expect(409);
    expect(early.body.error.message_code).toBe('team.statusMoveNotAllowed');
    await command().post(`/teams/${f.teamId}/status`).set(as(cast.owner)).send({ status: 'Saved' }).expect(200);
    const approved = await command()
      .post(`/teams/${f.teamId}/status`)
      .set(as(cast.owner))
      .send({ status: 'Approved' })
      .expect(200);
    expect(approved.body.status).toBe('Approved');
    const head = await platform.store.headPosition();
    const same = await command()
      .post(`/teams/${f.teamId}/status`)
      .set(as(cast.owner))
      .send({ status: 'Approved' })
      .expect(200);
    expect(same.headers['x-position']).toBeUndefined();
    expect(await platform.store.headPosition()).toBe(head);
    const network = await platform.eventsOf(`network-${f.networkId}`);
    expect(network.find((e) => e.type === 'NetworkTeamAdded')?.data).toEqual({
      networkId: f.networkId,
      teamId: f.teamId,
      addedAt: expect.any(String),
    });
  });

  it('refuses an offer to an account that is no specialist’s, or on bad terms (400), appending nothing', async () => {
    const f = await networkFixture(platform, cast);
    const before = await platform.store.headPosition();
    for (const who of [cast.otherOwner.id, randomUUID()]) {
      const res = await command()
        .post(`/teams/${f.teamId}/members`)
        .set(as(cast.owner))
        .send({ specialist_id: who, role_title: 'Analyst', allocation_days: 3 })
        .expect(400);
      expect(res.body.error).toMatchObject({
        code: 'validation',
        message_code: 'offer.notASpecialist',
        field_codes: { specialist_id: 'offer.notASpecialist' },
      });
    }
    const bad = await command()
      .post(`/teams/${f.teamId}/members`)
      .set(as(cast.owner))
      .send({ specialist_id: cast.extra.id, role_title: 'Analyst', allocation_days: 6 })
      .expect(400);
    expect(bad.body.error.fields).toEqual({
      allocation_days: 'Allocation must be from 0.5 to 5 days per week, in half days',
    });
    await command()
      .post('/teams')
      .set(as(cast.owner))
      .send({ network_id: f.networkId, name: 'Squad', required_skill_ids: [99999] })
      .expect(400);
    expect(await platform.store.headPosition()).toBe(before);
  });

  it('a second invitation while one is active is 409; after a decline it is a new membership', async () => {
    const f = await networkFixture(platform, cast);
    await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ specialist_id: cast.invitee.id })
      .expect(409);
    await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ email: cast.member.email.toUpperCase() })
      .expect(409);
    await command().post(`/invitations/${f.invitationId}/decline`).set(as(cast.invitee)).expect(200);
    const again = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ specialist_id: cast.invitee.id })
      .expect(201);
    expect(again.body.id).not.toBe(f.invitationId);
  });

  it('by address, every well-formed address is invited alike; by id, only a specialist (400 otherwise, appending nothing)', async () => {
    const f = await networkFixture(platform, cast);
    for (const email of [cast.otherOwner.email, cast.admin.email, `nobody-${randomUUID()}@example.com`]) {
      const invited = await command()
        .post(`/networks/${f.networkId}/invitations`)
        .set(as(cast.owner))
        .send({ email })
        .expect(201);
      expect(invited.body).toMatchObject({ specialist_id: null, email: email.toLowerCase(), status: 'invited' });
    }
    const before = await platform.store.headPosition();
    const unknown = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ specialist_id: randomUUID() })
      .expect(400);
    expect(unknown.body.error.field_codes).toEqual({ specialist_id: 'network.specialistNotFound' });
    const owner = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ specialist_id: cast.otherOwner.id })
      .expect(400);
    expect(owner.body.error.field_codes).toEqual({ specialist_id: 'network.specialistNotFound' });
    await command().post(`/networks/${f.networkId}/invitations`).set(as(cast.owner)).send({}).expect(400);
    expect(await platform.store.headPosition()).toBe(before);
  });

  it('leaving, or being removed, takes the member out of the network’s teams', async () => {
    const f = await networkFixture(platform, cast);
    await staffTeam(platform, cast.owner, f.teamId, cast.extra, { role_title: 'Analyst', allocation_days: 1 });
    const left = await command().post(`/network-members/${f.memberRecordId}/leave`).set(as(cast.member)).expect(200);
    expect(left.body).toMatchObject({ status: 'left', specialist_id: cast.member.id });
    const [leftEvent] = (await platform.eventsOf(`network-${f.networkId}`)).filter((e) => e.type === 'MemberLeft');
    expect(left.headers['x-position']).toBe(String(leftEvent.position));
    // The worker's process manager takes them out of the team, caused by the departure.
    await platform.reacted();
    let team = await platform.eventsOf(`team-${f.teamId}`);
    expect(team.at(-1)).toMatchObject({
      type: 'TeamMemberRemoved',
      data: { teamId: f.teamId, specialistId: cast.member.id },
      metadata: { actorId: cast.member.id, actorRole: 'specialist', causationId: leftEvent.id },
    });
    await command().post(`/network-members/${f.memberRecordId}/leave`).set(as(cast.member)).expect(409);

    await command().delete(`/network-members/${f.extraRecordId}`).set(as(cast.owner)).expect(200);
    await platform.reacted();
    team = await platform.eventsOf(`team-${f.teamId}`);
    expect(team.at(-1)).toMatchObject({
      type: 'TeamMemberRemoved',
      data: { specialistId: cast.extra.id },
      metadata: { actorId: cast.owner.id },
    });
    // They may be offered a seat again: accepting it would bring them back into the network.
    const again = await command()
      .post(`/teams/${f.teamId}/members`)
      .set(as(cast.owner))
      .send({ specialist_id: cast.extra.id, role_title: 'Analyst', allocation_days: 1 })
      .expect(201);
    expect(again.body.members.map((m: { specialist_id: string }) => m.specialist_id)).not.toContain(cast.extra.id);
    expect(again.body.offer).toMatchObject({ status: 'pending', specialist_id: cast.extra.id });
  });

  it('the owner withdraws a pending invitation; the invitee can no longer accept it', async () => {
    const f = await networkFixture(platform, cast);
    const withdrawn = await command().delete(`/network-members/${f.invitationId}`).set(as(cast.owner)).expect(200);
    expect(withdrawn.body.status).toBe('removed');
    await command().post(`/invitations/${f.invitationId}/accept`).set(as(cast.invitee)).expect(409);
  });

  it('unknown and malformed ids are 404', async () => {
    for (const [method, path] of [
      ['put', `/networks/${randomUUID()}`],
      ['put', '/networks/a.b'],
      ['post', `/invitations/${randomUUID()}/accept`],
      ['post', '/invitations/nodot/accept'],
      ['put', `/network-members/${randomUUID()}.${randomUUID()}`],
      ['post', `/teams/${randomUUID()}/status`],
      ['delete', `/teams/${randomUUID()}/members/constructor`],
    ] as const) {
      const body =
        method === 'put' && path.startsWith('/networks')
          ? { name: 'x' }
          : method === 'put'
            ? { note: 'x' }
            : path.endsWith('status')
              ? { status: 'Saved' }
              : undefined;
      const res = await sendJson(command()[method](path).set(as(cast.owner)), body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('invitations by email', () => {
  it('invites an existing specialist by address without naming them; their account answers it', async () => {
    const f = await networkFixture(platform, cast);
    const res = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ email: ` ${cast.stranger.email.toUpperCase()} ` })
      .expect(201);
    expect(res.body).toMatchObject({
      specialist_id: null,
      email: cast.stranger.email.toLowerCase(),
      status: 'invited',
    });
    const [mail] = await queuedMails(platform, cast.stranger.email);
    expect(mail.text).toContain('Oliver Bennett invited you');
    const accepted = await command().post(`/invitations/${res.body.id}/accept`).set(as(cast.stranger)).expect(200);
    expect(accepted.body).toMatchObject({ status: 'joined', specialist_id: cast.stranger.id });
  });

  it('an invitation by address that reaches someone already in the network by another invitation is 409 when accepted', async () => {
    const f = await networkFixture(platform, cast);
    const other = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ email: cast.invitee.email })
      .expect(201);
    await command().post(`/invitations/${f.invitationId}/accept`).set(as(cast.invitee)).expect(200);
    const late = await command().post(`/invitations/${other.body.id}/accept`).set(as(cast.invitee)).expect(409);
    expect(late.body.error.message_code).toBe('network.alreadyMember');
  });

  it('mails an unknown address a registration link; once registered with it, the newcomer accepts and can join a team', async () => {
    const f = await networkFixture(platform, cast);
    const email = `newcomer-${randomUUID()}@example.com`;
    const invited = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ email })
      .expect(201);
    expect(invited.body).toMatchObject({ specialist_id: null, email, status: 'invited' });
    // One mail text for every address: sign in to answer, or register with this address first.
    const [mail] = await queuedMails(platform, email);
    expect(mail.link).toBe(`${platform.env.PUBLIC_URL}/stage/profile/profile-network/network`);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain(`${platform.env.PUBLIC_URL}/stage/register?email=${encodeURIComponent(email)}`);

    // Before registering, nobody else can answer it.
    await command().post(`/invitations/${invited.body.id}/accept`).set(as(cast.stranger)).expect(404);

    const newcomer = await registerAndSignIn(email.toUpperCase());
    const accepted = await command().post(`/invitations/${invited.body.id}/accept`).set(as(newcomer)).expect(200);
    expect(accepted.body).toMatchObject({ status: 'joined', specialist_id: newcomer.id });
    const events = await platform.eventsOf(`network-${f.networkId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'InvitationAccepted',
      data: { specialistId: newcomer.id },
      metadata: { actorId: newcomer.id, actorRole: 'specialist' },
    });

    await command()
      .post(`/teams/${f.teamId}/members`)
      .set(as(cast.owner))
      .send({ specialist_id: newcomer.id, role_title: 'Designer', allocation_days: 2 })
      .expect(201);
  });

  it('an address that registers as a business owner cannot take the invitation (403)', async () => {
    const f = await networkFixture(platform, cast);
    const email = `boss-${randomUUID()}@example.com`;
    const invited = await command()
      .post(`/networks/${f.networkId}/invitations`)
      .set(as(cast.owner))
      .send({ email })
      .expect(201);
    const boss = await registerAndSignIn(email, 'business_owner');
    await command().post(`/invitations/${invited.body.id}/accept`).set(as(boss)).expect(403);
  });
});

describe('company profile', () => {
  it('saves the fields sent; admins change their own only', async () => {
    const res = await command()
      .put(`/business-owners/${cast.owner.id}`)
      .set(as(cast.owner))
      .send({ company_name: 'Bennett & Co', website: 'https://bennett.example' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: cast.owner.id,
      first_name: 'Oliver',
      company_name: 'Bennett & Co',
      website: 'https://bennett.example',
      about: '',
    });
    const about = await command()
      .put(`/business-owners/${cast.owner.id}`)
      .set(as(cast.owner))
      .send({ about: 'We hire.' })
      .expect(200);
    expect(about.body).toMatchObject({ company_name: 'Bennett & Co', about: 'We hire.' });
    await command()
      .put(`/business-owners/${cast.admin.id}`)
      .set(as(cast.admin))
      .send({ company_name: 'Platform' })
      .expect(200);
    const bad = await command()
      .put(`/business-owners/${cast.owner.id}`)
      .set(as(cast.owner))
      .send({ website: 'bennett' })
      .expect(400);
    expect(bad.body.error.field_codes).toEqual({ website: 'businessOwner.websiteInvalid' });
  });
});

describe('who may do what: every write path for anonymous, a stranger, the invitee, a member, another owner, the owner and an admin', () => {
  it.each(NETWORK_WRITES.map((w) => [w.name, w] as const))('%s', async (_name, write) => {
    for (const role of NETWORK_ROLES) {
      const f = await networkFixture(platform, cast);
      const user = userOf(cast, role);
      const before = await platform.store.headPosition();
      const req = command()[write.method](write.path(f, cast));
      const res = await sendJson(user ? req.set(as(user)) : req, write.body?.(f, cast));
      expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(write.expected[role]);
      if (res.status >= 400) expect(await platform.store.headPosition(), `${role} appended`).toBe(before);
      else expect(res.headers['x-position']).toMatch(/^\d+$/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every new write path', async () => {
    const { body } = await command().get('/openapi.json').expect(200);
    for (const path of [
      '/networks',
      '/networks/{id}',
      '/networks/{id}/invitations',
      '/invitations/{id}/accept',
      '/invitations/{id}/decline',
      '/network-members/{id}',
      '/network-members/{id}/leave',
      '/teams',
      '/teams/{id}',
      '/teams/{id}/members',
      '/teams/{id}/members/{specialistId}',
      '/teams/{id}/status',
      '/business-owners/{id}',
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
    expect(body.paths['/networks'].post.requestBody.content['application/json'].schema.additionalProperties).toBe(
      false,
    );
  });
});
