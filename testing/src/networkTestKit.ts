import request from 'supertest';
import { MAIL_QUEUE, bullConnection, type MailJob } from '@dth/infrastructure';
import { OfferAcceptancesReaction } from '@dth/worker';
import { bearer } from './profileTestKit';
import type { TestPlatform, TestUser } from './testPlatform';

/** The people of the network tests: an owner, their invitee, two joined members, and outsiders. */
export interface NetworkCast {
  owner: TestUser;
  otherOwner: TestUser;
  admin: TestUser;
  /** Invited to every fixture network, not answered yet. */
  invitee: TestUser;
  /** Joined, and in the fixture's team. */
  member: TestUser;
  /** Joined, in no team. */
  extra: TestUser;
  /** A specialist with no tie to the network. */
  stranger: TestUser;
}

export async function createNetworkCast(platform: TestPlatform): Promise<NetworkCast> {
  return {
    owner: await platform.createUser('business_owner', { firstName: 'Oliver', lastName: 'Bennett' }),
    otherOwner: await platform.createUser('business_owner', { firstName: 'Olga', lastName: 'Other' }),
    admin: await platform.createUser('admin'),
    invitee: await platform.createUser('specialist', { firstName: 'Ines', lastName: 'Invited' }),
    member: await platform.createUser('specialist', { firstName: 'Mia', lastName: 'Member' }),
    extra: await platform.createUser('specialist', { firstName: 'Ed', lastName: 'Extra' }),
    stranger: await platform.createUser('specialist', { firstName: 'Stan', lastName: 'Stranger' }),
  };
}

/** Ids of a fresh network of the cast's owner: a pending invitation, two joined members, a team with one of them and a seat offered to the invitee. */
export interface NetworkFixture {
  networkId: string;
  /** `{networkId}.{membershipId}` of the invitee's pending invitation. */
  invitationId: string;
  /** `{networkId}.{membershipId}` of the member's membership. */
  memberRecordId: string;
  extraRecordId: string;
  teamId: string;
  /** A pending offer of a seat on the team to the invitee. */
  offerId: string;
  /** The owner's saved search. */
  savedSearchId: string;
  /** The owner's shortlist for the team, with the member on it. */
  shortlistId: string;
}

/** Builds the fixture over HTTP, the way the owner would. */
export async function networkFixture(
  platform: TestPlatform,
  cast: NetworkCast,
  name = 'Design guild',
): Promise<NetworkFixture> {
  const asOwner = bearer(cast.owner);
  const command = () => request(platform.command);
  const network = await command()
    .post('/networks')
    .set(asOwner)
    .send({ name, description: 'People we trust' })
    .expect(201);
  const networkId: string = network.body.id;
  const invite = async (user: TestUser) =>
    (
      await command()
        .post(`/networks/${networkId}/invitations`)
        .set(asOwner)
        .send({ specialist_id: user.id })
        .expect(201)
    ).body.id as string;
  const invitationId = await invite(cast.invitee);
  const memberRecordId = await invite(cast.member);
  const extraRecordId = await invite(cast.extra);
  await command().post(`/invitations/${memberRecordId}/accept`).set(bearer(cast.member)).expect(200);
  await command().post(`/invitations/${extraRecordId}/accept`).set(bearer(cast.extra)).expect(200);
  const team = await command()
    .post('/teams')
    .set(asOwner)
    .send({ network_id: networkId, name: 'Checkout squad', required_skill_ids: [1, 2] })
    .expect(201);
  const teamId: string = team.body.id;
  // The cast's member is in every fixture's team: past their free days after the first.
  await staffTeam(platform, cast.owner, teamId, cast.member, {
    role_title: 'Lead engineer',
    allocation_days: 3,
    over_allocate: true,
  });
  const offer = await command()
    .post(`/teams/${teamId}/members`)
    .set(asOwner)
    .send({ specialist_id: cast.invitee.id, role_title: 'Designer', allocation_days: 1 })
    .expect(201);
  const savedSearch = await command()
    .post('/saved-searches')
    .set(asOwner)
    .send({ name: 'Engineers', filter: { skill_ids: [1] }, alert: true })
    .expect(201);
  const shortlist = await command()
    .post('/shortlists')
    .set(asOwner)
    .send({ name: 'Picks', team_id: teamId })
    .expect(201);
  await command()
    .post(`/shortlists/${shortlist.body.id}/members`)
    .set(asOwner)
    .send({ specialist_id: cast.member.id, note: 'Ask about June' })
    .expect(201);
  return {
    networkId,
    invitationId,
    memberRecordId,
    extraRecordId,
    teamId,
    offerId: offer.body.offer_id as string,
    savedSearchId: savedSearch.body.id as string,
    shortlistId: shortlist.body.id as string,
  };
}

/**
 * A member the way a team gets one: the owner offers a seat (`POST /teams/{id}/members`), the
 * specialist accepts, and the worker's reaction adds them (awaited, and projected). Answers the offer's id.
 */
export async function staffTeam(
  platform: TestPlatform,
  owner: TestUser,
  teamId: string,
  specialist: TestUser,
  terms: { role_title: string; allocation_days: number; over_allocate?: boolean },
): Promise<string> {
  const offered = await request(platform.command)
    .post(`/teams/${teamId}/members`)
    .set(bearer(owner))
    .send({ specialist_id: specialist.id, ...terms })
    .expect(201);
  const offerId: string = offered.body.offer_id;
  await request(platform.command).post(`/offers/${offerId}/accept`).set(bearer(specialist)).expect(200);
  if (platform.reacts) await platform.reacted();
  else {
    // The worker runs in a process of its own in this test: what its reaction to the acceptance does, done here.
    const reaction = new OfferAcceptancesReaction(platform.store);
    for await (const event of platform.store.readStream(`offer-${offerId}`)) await reaction.react(event);
    await platform.projected(await platform.store.headPosition());
  }
  return offerId;
}

/**
 * The fixture with the cast's member on `teams` teams of its network (its own team and `teams - 1` more), for
 * the clean-up after a departure. Answers the fixture and every team's id.
 */
export async function memberOnTeams(
  platform: TestPlatform,
  cast: NetworkCast,
  teams: number,
): Promise<{ fixture: NetworkFixture; teamIds: string[] }> {
  const fixture = await networkFixture(platform, cast);
  const teamIds = [fixture.teamId];
  for (let i = 1; i < teams; i++) {
    const team = await request(platform.command)
      .post('/teams')
      .set(bearer(cast.owner))
      .send({ network_id: fixture.networkId, name: `Squad ${i}`, required_skill_ids: [1] })
      .expect(201);
    await staffTeam(platform, cast.owner, team.body.id, cast.member, {
      role_title: 'Engineer',
      allocation_days: 1,
      over_allocate: true,
    });
    teamIds.push(team.body.id);
  }
  return { fixture, teamIds };
}

export type NetworkRole = 'anonymous' | 'stranger' | 'invitee' | 'member' | 'otherOwner' | 'owner' | 'admin';
export const NETWORK_ROLES: readonly NetworkRole[] = [
  'anonymous',
  'stranger',
  'invitee',
  'member',
  'otherOwner',
  'owner',
  'admin',
];

export interface NetworkWritePath {
  name: string;
  method: 'post' | 'put' | 'delete';
  path: (f: NetworkFixture, cast: NetworkCast) => string;
  body?: (f: NetworkFixture, cast: NetworkCast) => object;
  /** The answer each role gets (docs/api.md, "Who may do what"). */
  expected: Record<NetworkRole, number>;
}

const ownerOnly = (success: number): Record<NetworkRole, number> => ({
  anonymous: 401,
  stranger: 404,
  invitee: 404,
  member: 403,
  otherOwner: 404,
  owner: success,
  admin: 403,
});

/** The answers to a write only the specialist offered a seat (the fixture's invitee) may send. */
const OFFERED_ONLY = (success: number): Record<NetworkRole, number> => ({
  anonymous: 401,
  stranger: 404,
  invitee: success,
  member: 404,
  otherOwner: 404,
  owner: 403,
  admin: 403,
});

/** The answers to a write on an owner's own saved search or shortlist: anyone else, admins too, is told it does not exist. */
const OWNERS_ALONE = (success: number): Record<NetworkRole, number> => ({
  anonymous: 401,
  stranger: 404,
  invitee: 404,
  member: 404,
  otherOwner: 404,
  owner: success,
  admin: 404,
});
/** Who may start a saved search or a shortlist: those who search specialists. */
const HIRERS_CREATE = {
  anonymous: 401,
  stranger: 403,
  invitee: 403,
  member: 403,
  otherOwner: 201,
  owner: 201,
  admin: 201,
};

/** Every write path of networks, teams and company profiles, with a body it accepts and who may send it. */
export const NETWORK_WRITES: NetworkWritePath[] = [
  {
    name: 'create network',
    method: 'post',
    path: () => '/networks',
    body: () => ({ name: 'Another guild', description: '' }),
    expected: { anonymous: 401, stranger: 403, invitee: 403, member: 403, otherOwner: 201, owner: 201, admin: 201 },
  },
  {
    name: 'update network',
    method: 'put',
    path: (f) => `/networks/${f.networkId}`,
    body: () => ({ name: 'Renamed guild' }),
    expected: ownerOnly(200),
  },
  { name: 'archive network', method: 'delete', path: (f) => `/networks/${f.networkId}`, expected: ownerOnly(200) },
  {
    name: 'invite',
    method: 'post',
    path: (f) => `/networks/${f.networkId}/invitations`,
    body: (_f, cast) => ({ specialist_id: cast.stranger.id }),
    expected: ownerOnly(201),
  },
  {
    name: 'accept invitation',
    method: 'post',
    path: (f) => `/invitations/${f.invitationId}/accept`,
    expected: { anonymous: 401, stranger: 404, invitee: 200, member: 404, otherOwner: 404, owner: 403, admin: 403 },
  },
  {
    name: 'decline invitation',
    method: 'post',
    path: (f) => `/invitations/${f.invitationId}/decline`,
    expected: { anonymous: 401, stranger: 404, invitee: 200, member: 404, otherOwner: 404, owner: 403, admin: 403 },
  },
  {
    name: 'note on a member',
    method: 'put',
    path: (f) => `/network-members/${f.memberRecordId}`,
    body: () => ({ note: 'Great', tags: ['ux'] }),
    expected: ownerOnly(200),
  },
  {
    name: 'remove a member',
    method: 'delete',
    path: (f) => `/network-members/${f.memberRecordId}`,
    expected: ownerOnly(200),
  },
  {
    name: 'withdraw an invitation',
    method: 'delete',
    path: (f) => `/network-members/${f.invitationId}`,
    expected: { ...ownerOnly(200), invitee: 404 },
  },
  {
    name: 'leave',
    method: 'post',
    path: (f) => `/network-members/${f.memberRecordId}/leave`,
    expected: { anonymous: 401, stranger: 404, invitee: 404, member: 200, otherOwner: 404, owner: 403, admin: 403 },
  },
  {
    name: 'create team',
    method: 'post',
    path: () => '/teams',
    body: (f) => ({ network_id: f.networkId, name: 'Data squad', purpose: 'Dashboards' }),
    expected: { anonymous: 401, stranger: 403, invitee: 403, member: 403, otherOwner: 404, owner: 201, admin: 403 },
  },
  {
    name: 'update team',
    method: 'put',
    path: (f) => `/teams/${f.teamId}`,
    body: () => ({ purpose: 'Ship checkout v2', required_skill_ids: [3] }),
    expected: ownerOnly(200),
  },
  { name: 'archive team', method: 'delete', path: (f) => `/teams/${f.teamId}`, expected: ownerOnly(200) },
  {
    name: 'add team member',
    method: 'post',
    path: (f) => `/teams/${f.teamId}/members`,
    body: (_f, cast) => ({ specialist_id: cast.extra.id, role_title: 'Analyst', allocation_days: 2 }),
    // An offer now, which an admin may make for the owner too.
    expected: { ...ownerOnly(201), admin: 201 },
  },
  {
    name: 'change team member',
    method: 'put',
    path: (f, cast) => `/teams/${f.teamId}/members/${cast.member.id}`,
    body: () => ({ role_title: 'Tech lead', allocation_days: 4 }),
    expected: ownerOnly(200),
  },
  {
    name: 'remove team member',
    method: 'delete',
    path: (f, cast) => `/teams/${f.teamId}/members/${cast.member.id}`,
    expected: ownerOnly(200),
  },
  {
    name: 'team status',
    method: 'post',
    path: (f) => `/teams/${f.teamId}/status`,
    body: () => ({ status: 'Saved' }),
    expected: ownerOnly(200),
  },
  {
    name: 'make an offer',
    method: 'post',
    path: () => '/offers',
    body: (f, cast) => ({
      team_id: f.teamId,
      specialist_id: cast.extra.id,
      role_title: 'Analyst',
      allocation_days: 1,
      starts_on: '2026-07-01',
      message: 'Join the checkout squad',
    }),
    expected: { ...ownerOnly(201), admin: 201 },
  },
  {
    name: 'accept an offer',
    method: 'post',
    path: (f) => `/offers/${f.offerId}/accept`,
    // Only the person offered the seat answers it: the owner and an admin are refused, others told nothing.
    expected: OFFERED_ONLY(200),
  },
  {
    name: 'decline an offer',
    method: 'post',
    path: (f) => `/offers/${f.offerId}/decline`,
    body: () => ({ reason: 'Booked until autumn' }),
    expected: OFFERED_ONLY(200),
  },
  {
    name: 'withdraw an offer',
    method: 'delete',
    path: (f) => `/offers/${f.offerId}`,
    // The team's member does not see an offer made to someone else; the invitee sees theirs but may not withdraw it.
    expected: { ...ownerOnly(200), invitee: 403, member: 404 },
  },
  {
    name: 'save a search',
    method: 'post',
    path: () => '/saved-searches',
    body: () => ({ name: 'Designers', filter: { skill_ids: [2], skills_match: 'all' }, alert: true }),
    expected: HIRERS_CREATE,
  },
  {
    name: 'change a saved search',
    method: 'put',
    path: (f) => `/saved-searches/${f.savedSearchId}`,
    body: () => ({ alert: false }),
    expected: OWNERS_ALONE(200),
  },
  {
    name: 'delete a saved search',
    method: 'delete',
    path: (f) => `/saved-searches/${f.savedSearchId}`,
    expected: OWNERS_ALONE(200),
  },
  {
    name: 'start a shortlist',
    method: 'post',
    path: () => '/shortlists',
    body: () => ({ name: 'Later', team_id: null }),
    expected: HIRERS_CREATE,
  },
  {
    name: 'change a shortlist',
    method: 'put',
    path: (f) => `/shortlists/${f.shortlistId}`,
    body: () => ({ name: 'Checkout picks' }),
    expected: OWNERS_ALONE(200),
  },
  {
    name: 'delete a shortlist',
    method: 'delete',
    path: (f) => `/shortlists/${f.shortlistId}`,
    expected: OWNERS_ALONE(200),
  },
  {
    name: 'shortlist a specialist',
    method: 'post',
    path: (f) => `/shortlists/${f.shortlistId}/members`,
    body: (_f, cast) => ({ specialist_id: cast.extra.id, note: 'Strong on data' }),
    expected: OWNERS_ALONE(201),
  },
  {
    name: 'note on a shortlisted specialist',
    method: 'put',
    path: (f, cast) => `/shortlists/${f.shortlistId}/members/${cast.member.id}`,
    body: () => ({ note: 'Free from May' }),
    expected: OWNERS_ALONE(200),
  },
  {
    name: 'take a specialist off a shortlist',
    method: 'delete',
    path: (f, cast) => `/shortlists/${f.shortlistId}/members/${cast.member.id}`,
    expected: OWNERS_ALONE(200),
  },
  {
    name: 'company profile',
    method: 'put',
    path: (_f, cast) => `/business-owners/${cast.owner.id}`,
    body: () => ({ company_name: 'Bennett & Co', website: 'https://bennett.example', about: 'We hire digital teams.' }),
    expected: { anonymous: 401, stranger: 403, invitee: 403, member: 403, otherOwner: 403, owner: 200, admin: 403 },
  },
];

/** A 1×1 transparent PNG: the smallest real image a logo upload accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A write sent as a multipart upload (or with no body) rather than a JSON body. */
export interface UploadWritePath extends Omit<NetworkWritePath, 'body'> {
  upload?: () => { field: string; file: Buffer; filename: string; type: string };
}

/**
 * The company logo's writes (docs/api.md, "Networks, teams and search"): the owner's own only
 * (an admin changes their own company profile, not others'). Kept apart from NETWORK_WRITES,
 * whose tests send JSON bodies.
 */
export const COMPANY_LOGO_WRITES: UploadWritePath[] = [
  {
    name: 'upload company logo',
    method: 'post',
    path: (_f, cast) => `/business-owners/${cast.owner.id}/logo`,
    upload: () => ({ field: 'logo', file: TINY_PNG, filename: 'logo.png', type: 'image/png' }),
    expected: { anonymous: 401, stranger: 403, invitee: 403, member: 403, otherOwner: 403, owner: 200, admin: 403 },
  },
  {
    name: 'remove company logo',
    method: 'delete',
    path: (_f, cast) => `/business-owners/${cast.owner.id}/logo`,
    expected: { anonymous: 401, stranger: 403, invitee: 403, member: 403, otherOwner: 403, owner: 200, admin: 403 },
  },
];

export const userOf = (cast: NetworkCast, role: NetworkRole): TestUser | undefined =>
  role === 'anonymous' ? undefined : cast[role];

/** The mails queued for `to` (the jobs the worker would deliver) once the log's reactions have run, newest first. */
export async function queuedMails(platform: TestPlatform, to: string): Promise<MailJob[]> {
  await platform.reacted();
  return mailsInQueue(platform, to);
}

/** The mails queued for `to` as they are now, newest first (for a test whose worker runs in its own process). */
export async function mailsInQueue(platform: TestPlatform, to: string): Promise<MailJob[]> {
  const { Queue } = await import('bullmq');
  const queue = new Queue<MailJob>(MAIL_QUEUE, { connection: bullConnection(platform.env.REDIS_URL) });
  try {
    const jobs = await queue.getJobs(['waiting', 'delayed', 'completed', 'active', 'failed']);
    return jobs
      .filter((j) => j.data.to === to.toLowerCase())
      .sort((a, b) => b.timestamp - a.timestamp)
      .map((j) => j.data);
  } finally {
    await queue.close();
  }
}
