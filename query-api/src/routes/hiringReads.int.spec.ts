import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NETWORK_ROLES,
  bearer,
  createNetworkCast,
  hiringEvents,
  networkFixture,
  startProfilePlatform,
  userOf,
  type HiringEvents,
  type NetworkCast,
  type NetworkFixture,
  type NetworkRole,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';
import { TOKENS, createLogger } from '@dth/infrastructure';
import { buildApp, createContainer, disposeContainer } from '../index';

let platform: TestPlatform;
let cast: NetworkCast;
let fixture: NetworkFixture;
let hiring: HiringEvents;
beforeAll(async () => {
  platform = await startProfilePlatform();
  cast = await createNetworkCast(platform);
  fixture = await networkFixture(platform, cast);
  hiring = hiringEvents(platform.store);
  await caughtUp();
});
afterAll(() => platform.stop());

const caughtUp = async () => platform.projected(await platform.store.headPosition());
const query = () => request(platform.query);
const command = () => request(platform.command);
const as = (user: TestUser | undefined) => (user ? bearer(user) : {});
const list = (path: string, params: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}) => {
  const search = new URLSearchParams();
  if (params.filter) search.set('filter', JSON.stringify(params.filter));
  if (params.sort) search.set('sort', JSON.stringify(params.sort));
  if (params.range) search.set('range', JSON.stringify(params.range));
  return query().get(`${path}?${search}`);
};

describe('who may read what (docs/api.md): 404 for what a reader may not see, 403 for specialists on search', () => {
  const expected: Record<string, Record<NetworkRole, number>> = {
    'GET /networks/{id}': {
      anonymous: 401,
      stranger: 404,
      invitee: 404,
      member: 200,
      otherOwner: 404,
      owner: 200,
      admin: 200,
    },
    'GET /network-members?network_id': {
      anonymous: 401,
      stranger: 404,
      invitee: 404,
      member: 200,
      otherOwner: 404,
      owner: 200,
      admin: 200,
    },
    'GET /network-members/{invitation}': {
      anonymous: 401,
      stranger: 404,
      invitee: 200,
      member: 404,
      otherOwner: 404,
      owner: 200,
      admin: 200,
    },
    'GET /teams/{id}': {
      anonymous: 401,
      stranger: 404,
      invitee: 404,
      member: 200,
      otherOwner: 404,
      owner: 200,
      admin: 200,
    },
    'GET /teams/{id}/history': {
      anonymous: 401,
      stranger: 404,
      invitee: 404,
      member: 200,
      otherOwner: 404,
      owner: 200,
      admin: 200,
    },
    'GET /specialists': {
      anonymous: 401,
      stranger: 403,
      invitee: 403,
      member: 403,
      otherOwner: 200,
      owner: 200,
      admin: 200,
    },
    'GET /business-owners/{owner}': {
      anonymous: 401,
      stranger: 200,
      invitee: 200,
      member: 200,
      otherOwner: 200,
      owner: 200,
      admin: 200,
    },
    'GET /invitations': {
      anonymous: 401,
      stranger: 200,
      invitee: 200,
      member: 200,
      otherOwner: 200,
      owner: 200,
      admin: 200,
    },
  };
  const paths: Record<string, () => string> = {
    'GET /networks/{id}': () => `/networks/${fixture.networkId}`,
    'GET /network-members?network_id': () =>
      `/network-members?filter=${encodeURIComponent(JSON.stringify({ network_id: fixture.networkId }))}`,
    'GET /network-members/{invitation}': () => `/network-members/${fixture.invitationId}`,
    'GET /teams/{id}': () => `/teams/${fixture.teamId}`,
    'GET /teams/{id}/history': () => `/teams/${fixture.teamId}/history`,
    'GET /specialists': () => '/specialists',
    'GET /business-owners/{owner}': () => `/business-owners/${cast.owner.id}`,
    'GET /invitations': () => '/invitations',
  };
  for (const [name, statuses] of Object.entries(expected)) {
    it(name, async () => {
      const answers = Object.fromEntries(
        await Promise.all(
          NETWORK_ROLES.map(async (role) => [
            role,
            (
              await query()
                .get(paths[name]())
                .set(as(userOf(cast, role)))
            ).status,
          ]),
        ),
      );
      expect(answers).toEqual(statuses);
    });
  }

  it('another owner’s network, membership or team answers exactly like one that does not exist', async () => {
    const theirs = await query().get(`/networks/${fixture.networkId}`).set(as(cast.otherOwner)).expect(404);
    const none = await query().get(`/networks/${randomUUID()}`).set(as(cast.otherOwner)).expect(404);
    expect(theirs.body).toEqual(none.body);
    const theirTeam = await query().get(`/teams/${fixture.teamId}`).set(as(cast.otherOwner)).expect(404);
    expect(theirTeam.body).toEqual(
      (await query().get(`/teams/${randomUUID()}`).set(as(cast.otherOwner)).expect(404)).body,
    );
    await query().get('/network-members/not-an-id').set(as(cast.owner)).expect(404);
    await query().get(`/business-owners/${cast.member.id}`).set(as(cast.owner)).expect(404);
  });
});

describe('networks', () => {
  it('the owner sees the record with counts and their own name; a member sees it without the pending count, with their membership', async () => {
    const owner = (await query().get(`/networks/${fixture.networkId}`).set(as(cast.owner)).expect(200)).body;
    expect(owner).toEqual({
      id: fixture.networkId,
      owner_id: cast.owner.id,
      owner_name: 'Oliver Bennett',
      name: 'Design guild',
      description: 'People we trust',
      archived: false,
      member_count: 2,
      invited_count: 1,
      team_count: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const member = (await query().get(`/networks/${fixture.networkId}`).set(as(cast.member)).expect(200)).body;
    expect(member).toMatchObject({
      member_count: 2,
      invited_count: null,
      team_count: 1,
      my_membership: { id: fixture.memberRecordId, status: 'joined', joined_at: expect.any(String) },
    });
  });

  it('lists: the owner’s own, a member’s joined ones, every one for admins; filters, sorts and Content-Range', async () => {
    const second = await networkFixture(platform, cast, 'Another guild');
    await caughtUp();
    const owner = await list('/networks', { sort: ['name', 'ASC'] })
      .set(as(cast.owner))
      .expect(200);
    const names = owner.body.map((n: { name: string }) => n.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(['Another guild', 'Design guild']));
    expect(owner.headers['content-range']).toBe(`networks 0-${names.length - 1}/${names.length}`);
    expect(owner.headers['access-control-expose-headers']).toBe('Content-Range');

    const q = await list('/networks', { filter: { q: 'anoth' } })
      .set(as(cast.owner))
      .expect(200);
    expect(q.body.map((n: { id: string }) => n.id)).toEqual([second.networkId]);
    const page = await list('/networks', { sort: ['created_at', 'DESC'], range: [0, 0] })
      .set(as(cast.owner))
      .expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['content-range']).toBe(`networks 0-0/${names.length}`);

    expect(
      (await list('/networks').set(as(cast.otherOwner)).expect(200)).body.map((n: { id: string }) => n.id),
    ).not.toContain(fixture.networkId);
    const member = (await list('/networks').set(as(cast.member)).expect(200)).body;
    expect(member.map((n: { id: string }) => n.id)).toEqual(
      expect.arrayContaining([fixture.networkId, second.networkId]),
    );
    expect(member.every((n: { invited_count: unknown }) => n.invited_count === null)).toBe(true);
    expect((await list('/networks').set(as(cast.invitee)).expect(200)).body).toEqual([]);
    const admin = (
      await list('/networks', { filter: { owner_id: cast.owner.id }, range: [0, 99] })
        .set(as(cast.admin))
        .expect(200)
    ).body;
    expect(admin.map((n: { id: string }) => n.id)).toEqual(
      expect.arrayContaining([fixture.networkId, second.networkId]),
    );
  });

  it('an archived network leaves the default list and shows with archived=true', async () => {
    const { networkId } = await hiring.createNetwork(cast.owner.id, 'To archive');
    await hiring.archiveNetwork(networkId, cast.owner.id);
    await caughtUp();
    expect(
      (
        await list('/networks', { range: [0, 99] })
          .set(as(cast.owner))
          .expect(200)
      ).body.map((n: { id: string }) => n.id),
    ).not.toContain(networkId);
    const archived = await list('/networks', { filter: { archived: true } })
      .set(as(cast.owner))
      .expect(200);
    expect(archived.body.map((n: { id: string }) => n.id)).toContain(networkId);
  });

  it('unknown filter or sort fields and malformed parameters are 400', async () => {
    const colour = await list('/networks', { filter: { colour: 'red' } })
      .set(as(cast.owner))
      .expect(400);
    expect(colour.body.error).toMatchObject({
      code: 'validation',
      fields: { 'filter.colour': 'Unknown filter field: colour' },
    });
    expect(
      (
        await list('/networks', { sort: ['owner_name', 'ASC'] })
          .set(as(cast.owner))
          .expect(400)
      ).body.error.fields.sort,
    ).toMatch(/Unknown sort field/);
    await query().get('/networks?filter=%7Bnot-json').set(as(cast.owner)).expect(400);
    await list('/networks', { range: [5, 2] })
      .set(as(cast.owner))
      .expect(400);
    await list('/networks', { range: [0, 10_000] })
      .set(as(cast.owner))
      .expect(400);
  });

  it('reads its own write: a network created, then read with X-Min-Position, at once', async () => {
    const created = await command().post('/networks').set(as(cast.owner)).send({ name: 'Fresh guild' }).expect(201);
    const read = await query()
      .get(`/networks/${created.body.id}`)
      .set(as(cast.owner))
      .set('x-min-position', created.headers['x-position'])
      .expect(200);
    expect(read.headers['x-position-reached']).toBe('true');
    expect(read.body).toMatchObject({ id: created.body.id, name: 'Fresh guild', member_count: 0, team_count: 0 });
    const renamed = await command()
      .put(`/networks/${created.body.id}`)
      .set(as(cast.owner))
      .send({ name: 'Fresher guild' })
      .expect(200);
    const listed = await list('/networks', { filter: { id: [created.body.id] } })
      .set(as(cast.owner))
      .set('x-min-position', renamed.headers['x-position'])
      .expect(200);
    expect(listed.body.map((n: { name: string }) => n.name)).toEqual(['Fresher guild']);
  });
});

describe('network members', () => {
  it('the owner lists every membership with note, tags and the card; a member sees only their own, without the owner’s note and tags', async () => {
    await command()
      .put(`/network-members/${fixture.memberRecordId}`)
      .set(as(cast.owner))
      .send({ note: 'Great with clients', tags: ['UX'] })
      .expect(200);
    await caughtUp();
    const owner = await list('/network-members', { filter: { network_id: fixture.networkId } })
      .set(as(cast.owner))
      .expect(200);
    expect(owner.headers['content-range']).toBe('network-members 0-2/3');
    const mine = owner.body.find((m: { id: string }) => m.id === fixture.memberRecordId);
    expect(mine).toMatchObject({
      status: 'joined',
      note: 'Great with clients',
      tags: ['UX'],
      specialist: { id: cast.member.id, first_name: 'Mia', last_name: 'Member' },
    });
    expect(mine.specialist).not.toHaveProperty('email');

    const member = await list('/network-members', { filter: { network_id: fixture.networkId } })
      .set(as(cast.member))
      .expect(200);
    expect(member.body).toEqual([{ ...mine, note: '', tags: [] }]);
    expect(
      (await query().get(`/network-members/${fixture.memberRecordId}`).set(as(cast.member)).expect(200)).body,
    ).toMatchObject({ note: '', tags: [] });
    // Pending invitations and other members are not the member's to see.
    await query().get(`/network-members/${fixture.invitationId}`).set(as(cast.member)).expect(404);
    await query().get(`/network-members/${fixture.extraRecordId}`).set(as(cast.member)).expect(404);
    await list('/network-members').set(as(cast.owner)).expect(400);
  });

  describe('filters and sorts', () => {
    let networkId: string;
    const people: Record<string, TestUser> = {};
    const records: Record<string, string> = {};
    beforeAll(async () => {
      for (const [key, first, last] of [
        ['a', 'Alma', 'Archer'],
        ['b', 'Boris', 'Baker'],
        ['c', 'Cara', 'Cole'],
        ['d', 'Dmitri', 'Dane'],
      ] as const) {
        people[key] = await platform.createUser('specialist', { firstName: first, lastName: last });
      }
      await hiring.profile(people.a.id, {
        skills: [
          { id: 1, title: 'JavaScript' },
          { id: 2, title: 'TypeScript' },
        ],
        level: 3,
      });
      await hiring.profile(people.b.id, { skills: [{ id: 2, title: 'TypeScript' }], level: 2 });
      await hiring.profile(people.c.id, { skills: [{ id: 3, title: 'Python' }], level: 3 });
      ({ networkId } = await hiring.createNetwork(cast.owner.id, 'Filters'));
      const t0 = Date.now();
      const at = (n: number) => new Date(t0 + n * 1000).toISOString();
      for (const [n, key] of ['a', 'b', 'c', 'd'].entries()) {
        const invitation = await hiring.invite(networkId, cast.owner.id, { specialistId: people[key].id }, at(n));
        records[key] = invitation.recordId;
        if (key === 'a' || key === 'b') await hiring.accept(networkId, invitation.membershipId, people[key].id);
        if (key === 'd') await hiring.decline(networkId, invitation.membershipId, people[key].id);
        if (key === 'a') await hiring.note(networkId, invitation.membershipId, cast.owner.id, '', ['UX', 'Senior']);
      }
      records.e = (await hiring.invite(networkId, cast.owner.id, { email: 'Zed.Unknown@example.com' }, at(9))).recordId;
      await caughtUp();
    });
    const ids = async (params: Parameters<typeof list>[1], expectedTotal?: number) => {
      const res = await list('/network-members', { ...params, filter: { network_id: networkId, ...params?.filter } })
        .set(as(cast.owner))
        .expect(200);
      if (expectedTotal !== undefined) expect(Number(res.headers['content-range'].split('/')[1])).toBe(expectedTotal);
      return res.body.map((m: { id: string }) => Object.entries(records).find(([, id]) => id === m.id)![0]).join('');
    };

    it('newest invitation first by default; by status, tag, skills, level and name', async () => {
      expect(await ids({}, 5)).toBe('edcba');
      expect(await ids({ sort: ['invited_at', 'ASC'] })).toBe('abcde');
      expect(await ids({ filter: { status: 'joined' } }, 2)).toBe('ba');
      expect(await ids({ filter: { status: ['joined', 'declined'] }, sort: ['invited_at', 'ASC'] })).toBe('abd');
      expect(await ids({ filter: { tag: 'ux' } }, 1)).toBe('a');
      expect(await ids({ filter: { skill_ids: [2] }, sort: ['invited_at', 'ASC'] }, 2)).toBe('ab');
      expect(await ids({ filter: { skill_ids: [1, 3] }, sort: ['invited_at', 'ASC'] })).toBe('ac');
      expect(await ids({ filter: { experience_level_id: 3, status: 'invited' } }, 1)).toBe('c');
      expect(await ids({ filter: { q: 'cara' } })).toBe('c');
      expect(await ids({ filter: { q: 'zed' } })).toBe('e'); // an invitation by address matches by the address
    });

    it('sorts by name (members without an account last) and by status, and pages with Content-Range', async () => {
      expect(await ids({ sort: ['name', 'ASC'] })).toBe('abcde');
      expect(await ids({ sort: ['status', 'ASC'] })).toBe('dceab'); // declined, invited (c, e), joined (a, b)
      const page = await list('/network-members', {
        filter: { network_id: networkId },
        sort: ['name', 'ASC'],
        range: [1, 2],
      })
        .set(as(cast.owner))
        .expect(200);
      expect(page.headers['content-range']).toBe('network-members 1-2/5');
      expect(page.body.map((m: { id: string }) => m.id)).toEqual([records.b, records.c]);
      const past = await list('/network-members', { filter: { network_id: networkId }, range: [10, 20] })
        .set(as(cast.owner))
        .expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['content-range']).toBe('network-members */5');
      // The same order from the name index whatever else narrows the list.
      expect(await ids({ sort: ['name', 'DESC'] })).toBe('edcba');
      expect(await ids({ filter: { status: ['invited', 'declined'] }, sort: ['name', 'ASC'] }, 3)).toBe('cde');
      expect(await ids({ filter: { status: 'joined' }, sort: ['name', 'DESC'] }, 2)).toBe('ba');
      expect(await ids({ filter: { tag: 'ux' }, sort: ['name', 'ASC'] }, 1)).toBe('a');
      expect(await ids({ filter: { skill_ids: [2, 3] }, sort: ['name', 'DESC'] }, 3)).toBe('cba');
    });

    it('keeps the order by name as a member is renamed and an invitation by address is accepted', async () => {
      await hiring.profile(people.a.id, { account: { firstName: 'Zora', lastName: 'Zimmer', country: 'France' } });
      const newcomer = await platform.createUser('specialist', { firstName: 'Aaron', lastName: 'Able' });
      await hiring.accept(networkId, records.e.slice(networkId.length + 1), newcomer.id);
      await caughtUp();
      expect(await ids({ sort: ['name', 'ASC'] }, 5)).toBe('ebcda');
      expect(await ids({ filter: { q: 'zora' }, sort: ['name', 'ASC'] })).toBe('a');
    });
  });
});

describe('invitations', () => {
  it('lists the reader’s pending invitations with the network’s and owner’s names; answered ones are gone', async () => {
    const invitee = await query().get('/invitations').set(as(cast.invitee)).expect(200);
    expect(invitee.body).toContainEqual({
      id: fixture.invitationId,
      network_id: fixture.networkId,
      network_name: 'Design guild',
      owner_name: 'Oliver Bennett',
      invited_at: expect.any(String),
      status: 'invited',
    });
    expect(invitee.headers['content-range']).toMatch(/^invitations 0-\d+\/\d+$/);
    expect(
      (await query().get('/invitations').set(as(cast.member)).expect(200)).body.map(
        (i: { network_id: string }) => i.network_id,
      ),
    ).not.toContain(fixture.networkId);
  });

  it('an invitation to an address is listed for whoever registers with it', async () => {
    const email = `later-${randomUUID()}@example.com`;
    const { networkId } = await hiring.createNetwork(cast.owner.id, 'By address');
    const { recordId } = await hiring.invite(networkId, cast.owner.id, { email });
    const newcomer = await platform.createUser('specialist', { email });
    await caughtUp();
    expect(
      (await query().get('/invitations').set(as(newcomer)).expect(200)).body.map((i: { id: string }) => i.id),
    ).toEqual([recordId]);
    expect((await query().get(`/network-members/${recordId}`).set(as(newcomer)).expect(200)).body).toMatchObject({
      email,
      specialist_id: null,
      status: 'invited',
    });
    expect(
      (await query().get('/invitations').set(as(cast.stranger)).expect(200)).body.map((i: { id: string }) => i.id),
    ).not.toContain(recordId);
  });
});

describe('teams', () => {
  it('a team with its members’ cards, coverage of the required skills, and names', async () => {
    await command()
      .post(`/user/specialist/add-skills/${cast.member.id}`)
      .set(as(cast.member))
      .send({ skills: [1, 5] })
      .expect(200);
    await caughtUp();
    const team = (await query().get(`/teams/${fixture.teamId}`).set(as(cast.owner)).expect(200)).body;
    expect(team).toMatchObject({
      id: fixture.teamId,
      network_id: fixture.networkId,
      network_name: 'Design guild',
      owner_id: cast.owner.id,
      owner_name: 'Oliver Bennett',
      name: 'Checkout squad',
      status: 'Draft',
      archived: false,
      member_count: 1,
      members: [
        {
          specialist_id: cast.member.id,
          role_title: 'Lead engineer',
          allocation_days: 3,
          added_at: expect.any(String),
          specialist: { id: cast.member.id, first_name: 'Mia' },
        },
      ],
    });
    const [one, two] = team.required_skills;
    expect(team.coverage.skills).toEqual([
      { ...one, required: true, covered_by: [cast.member.id] },
      { ...two, required: true, covered_by: [] },
      { id: 5, title: expect.any(String), required: false, covered_by: [cast.member.id] },
    ]);
    expect(team.coverage.missing).toEqual([two]);
    // The member reads the same team.
    expect((await query().get(`/teams/${fixture.teamId}`).set(as(cast.member)).expect(200)).body.coverage).toEqual(
      team.coverage,
    );
  });

  it('history: newest first, who did what, with names resolved', async () => {
    await command().post(`/teams/${fixture.teamId}/status`).set(as(cast.owner)).send({ status: 'Saved' }).expect(200);
    await caughtUp();
    const res = await query().get(`/teams/${fixture.teamId}/history`).set(as(cast.member)).expect(200);
    expect(res.body.map((h: { action: string }) => h.action)).toEqual(['status_set', 'member_added', 'created']);
    expect(res.body[1]).toEqual({
      at: expect.any(String),
      action: 'member_added',
      specialist_id: cast.member.id,
      specialist_name: 'Mia Member',
      role_title: 'Lead engineer',
      allocation_days: 3,
      // They joined by accepting the owner's offer: the acceptance is theirs.
      actor_id: cast.member.id,
      actor_name: 'Mia Member',
    });
    expect(res.body[0]).toMatchObject({ status: 'Saved', actor_name: 'Oliver Bennett' });
    expect(res.headers['content-range']).toBe('team-history 0-2/3');
  });

  it('lists: the owner’s, a member’s, by network, status and name', async () => {
    const other = await hiring.createTeam(fixture.networkId, cast.owner.id, 'Another squad', [], 'Approved');
    await caughtUp();
    const owner = (
      await list('/teams', { filter: { network_id: fixture.networkId }, sort: ['name', 'ASC'] })
        .set(as(cast.owner))
        .expect(200)
    ).body;
    expect(owner.map((t: { id: string }) => t.id)).toEqual([other.teamId, fixture.teamId]);
    expect(
      (
        await list('/teams', { filter: { status: 'Approved', network_id: fixture.networkId } })
          .set(as(cast.owner))
          .expect(200)
      ).body.map((t: { id: string }) => t.id),
    ).toEqual([other.teamId]);
    expect(
      (
        await list('/teams', { filter: { q: 'check' } })
          .set(as(cast.owner))
          .expect(200)
      ).body.map((t: { id: string }) => t.id),
    ).toContain(fixture.teamId);
    const member = (await list('/teams').set(as(cast.member)).expect(200)).body as {
      id: string;
      members: { specialist_id: string }[];
    }[];
    expect(member.map((t) => t.id)).toContain(fixture.teamId);
    expect(member.every((t) => t.members.some((m) => m.specialist_id === cast.member.id))).toBe(true);
    expect((await list('/teams').set(as(cast.extra)).expect(200)).body).toEqual([]);
    expect(
      (await list('/teams').set(as(cast.otherOwner)).expect(200)).body.map((t: { id: string }) => t.id),
    ).not.toContain(fixture.teamId);
    const admin = (
      await list('/teams', { filter: { member_id: cast.member.id } })
        .set(as(cast.admin))
        .expect(200)
    ).body;
    expect(admin.map((t: { id: string }) => t.id)).toContain(fixture.teamId);
    await list('/teams', { filter: { colour: 'x' } })
      .set(as(cast.owner))
      .expect(400);
  });
});

describe('company profiles', () => {
  it('the account’s names and email with the company fields; a write is read back with X-Min-Position', async () => {
    const written = await command()
      .put(`/business-owners/${cast.owner.id}`)
      .set(as(cast.owner))
      .send({ company_name: 'Bennett & Co', website: 'https://bennett.example' })
      .expect(200);
    const read = await query()
      .get(`/business-owners/${cast.owner.id}`)
      .set(as(cast.member))
      .set('x-min-position', written.headers['x-position'])
      .expect(200);
    expect(read.body).toEqual({
      id: cast.owner.id,
      first_name: 'Oliver',
      last_name: 'Bennett',
      email: cast.owner.email,
      company_name: 'Bennett & Co',
      website: 'https://bennett.example',
      about: '',
      logo: null,
      logo_status: null,
      logo_error: null,
    });
  });
});

describe('the fast path in front of express', () => {
  it('answers the same status, body and Content-Range as the express routes', async () => {
    const container = createContainer(platform.env, createLogger('test', 'silent'));
    await container.resolve(TOKENS.ReadModels).start();
    const expressOnly = buildApp(container);
    const filter = encodeURIComponent(JSON.stringify({ network_id: fixture.networkId }));
    const cases: [string, TestUser | undefined][] = [
      [`/network-members?filter=${filter}`, cast.owner],
      [`/network-members?filter=${filter}&sort=${encodeURIComponent('["name","ASC"]')}`, cast.admin],
      [`/network-members?filter=${filter}`, cast.member],
      [`/network-members?filter=${filter}`, cast.otherOwner],
      ['/network-members', cast.owner],
      [`/networks/${fixture.networkId}`, cast.owner],
      [`/networks/${fixture.networkId}`, cast.member],
      [`/networks/${fixture.networkId}`, cast.stranger],
      ['/specialists?range=%5B0%2C4%5D', cast.owner],
      ['/specialists', cast.member],
      ['/specialists', undefined],
      ['/specialists?filter=%7B%22x%22%3A1%7D', cast.admin],
      ['/specialists?sort=a&sort=b', cast.owner],
    ];
    for (const [path, user] of cases) {
      const [fast, slow] = await Promise.all([
        request(platform.query).get(path).set(as(user)),
        request(expressOnly).get(path).set(as(user)),
      ]);
      expect({ path, status: fast.status, body: fast.body, range: fast.headers['content-range'] }).toEqual({
        path,
        status: slow.status,
        body: slow.body,
        range: slow.headers['content-range'],
      });
    }
    await disposeContainer(container);
  });
});

describe('OpenAPI', () => {
  it('documents every read of networks, teams, search and company profiles', async () => {
    const doc = (await query().get('/openapi.json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/specialists',
        '/networks',
        '/networks/{id}',
        '/network-members',
        '/network-members/{id}',
        '/invitations',
        '/teams',
        '/teams/{id}',
        '/teams/{id}/history',
        '/business-owners/{id}',
      ]),
    );
    expect(doc.paths['/specialists'].get.security).toEqual([{ bearer: [] }]);
    // 413 and 414: the gateway's, for a body or an address too large, on every operation.
    expect(Object.keys(doc.paths['/specialists'].get.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '414',
    ]);
    expect(doc.paths['/specialists'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'filter',
      'sort',
      'range',
    ]);
    expect(
      doc.paths['/teams/{id}'].get.responses['200'].content['application/json'].schema.properties.coverage,
    ).toBeDefined();
  });
});
