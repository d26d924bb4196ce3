import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  hiringEvents,
  projectEvents,
  shareProject,
  startProfilePlatform,
  type HiringEvents,
  type ProjectEvents,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';

// The read side of client projects over a real Redis, SQLite and HTTP: the events are appended as
// the write side's deciders produce them (testing/src/projectEvents.ts), the live projector folds
// them, and the query API answers.

const ts = { id: 2, title: 'TypeScript' };
const go = { id: 9, title: 'Go' };
const figma = { id: 5, title: 'Figma' };

interface Cast {
  owner: TestUser;
  otherOwner: TestUser;
  admin: TestUser;
  /** In the team assigned to the owner's projects. */
  member: TestUser;
  /** A specialist in another owner's team only. */
  stranger: TestUser;
  viewer: TestUser;
  editor: TestUser;
}
type Role = 'anonymous' | keyof Cast;
const ROLES: Role[] = ['anonymous', 'stranger', 'member', 'viewer', 'editor', 'owner', 'otherOwner', 'admin'];

let platform: TestPlatform;
let hiring: HiringEvents;
let projects: ProjectEvents;
let cast: Cast;
/** The owner's DTH project (team assigned, shared with viewer and editor), their DPD project (same team, milestones), their archived one, and the other owner's. */
let dth: string;
let dpd: string;
let archived: string;
let others: string;
let teamId: string;
let networkId: string;
let milestoneId: string;

const caughtUp = async () => platform.projected(await platform.store.headPosition());
const query = () => request(platform.query);
const as = (user: TestUser | undefined) => (user ? bearer(user) : {});
const userOf = (role: Role) => (role === 'anonymous' ? undefined : cast[role]);
const list = (path: string, params: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}) => {
  const search = new URLSearchParams();
  if (params.filter) search.set('filter', JSON.stringify(params.filter));
  if (params.sort) search.set('sort', JSON.stringify(params.sort));
  if (params.range) search.set('range', JSON.stringify(params.range));
  return query().get(`${path}?${search}`);
};
const ids = (body: { id: string }[]) => body.map((p) => p.id);
/** Creation times a minute apart, so "newest first" never rests on two projects made in the same millisecond. */
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString();

beforeAll(async () => {
  platform = await startProfilePlatform();
  hiring = hiringEvents(platform.store);
  projects = projectEvents(platform.store);
  cast = {
    owner: await platform.createUser('business_owner', { firstName: 'Oliver', lastName: 'Bennett' }),
    otherOwner: await platform.createUser('business_owner', { firstName: 'Olga', lastName: 'Other' }),
    admin: await platform.createUser('admin', { firstName: 'Ada', lastName: 'Admin' }),
    member: await platform.createUser('specialist', { firstName: 'Mia', lastName: 'Member' }),
    stranger: await platform.createUser('specialist', { firstName: 'Stan', lastName: 'Stranger' }),
    viewer: await platform.createUser('business_owner', { firstName: 'Vera', lastName: 'Viewer' }),
    editor: await platform.createUser('business_owner', { firstName: 'Eddie', lastName: 'Editor' }),
  };
  const { owner, otherOwner, member, stranger, viewer, editor } = cast;
  await hiring.profile(member.id, { skills: [ts, figma] });
  ({ networkId } = await hiring.createNetwork(owner.id, 'Design guild'));
  await hiring.join(networkId, owner.id, member.id);
  ({ teamId } = await hiring.createTeam(networkId, owner.id, 'Checkout squad', [ts]));
  await hiring.addTeamMember(teamId, networkId, owner.id, member.id, 'Lead engineer', 3);
  const other = await hiring.createNetwork(otherOwner.id, 'Other guild');
  await hiring.join(other.networkId, otherOwner.id, stranger.id);
  const otherTeam = await hiring.createTeam(other.networkId, otherOwner.id, 'Other squad');
  await hiring.addTeamMember(otherTeam.teamId, other.networkId, otherOwner.id, stranger.id);

  ({ projectId: dth } = await projects.create(
    owner.id,
    {
      name: 'Checkout revamp',
      engagementType: 'DTH',
      requiredSkills: [ts, go],
      startDate: '2026-04-01',
      endDate: '2026-06-30',
      budget: { amount: 50000, currency: 'EUR' },
    },
    at(0),
  ));
  await projects.assignTeam(dth, owner.id, teamId);
  await projects.share(dth, owner.id, viewer, 'viewer');
  await projects.share(dth, owner.id, editor, 'editor');
  await projects.status(dth, owner.id, 'draft', 'posted');
  ({ projectId: dpd } = await projects.create(
    owner.id,
    { name: 'Analytics delivery', engagementType: 'DPD', startDate: '2026-07-01' },
    at(1),
  ));
  await projects.assignTeam(dpd, owner.id, teamId);
  ({ milestoneId } = await projects.addMilestone(dpd, owner.id, 'Dashboards', '2026-07-15', member.id));
  await projects.milestoneStatus(dpd, member.id, milestoneId, 'in_progress');
  ({ projectId: archived } = await projects.create(owner.id, { name: 'Old pitch' }, at(2)));
  await projects.archive(archived, owner.id);
  ({ projectId: others } = await projects.create(otherOwner.id, { name: 'Other build', engagementType: 'DTH' }, at(3)));
  await projects.assignTeam(others, otherOwner.id, otherTeam.teamId);
  await caughtUp();
});
afterAll(() => platform.stop());

describe('who may read a project (docs/api.md, "Client projects"): 404 for whoever may not see it', () => {
  const expected: Record<string, Record<Role, number>> = {
    'GET /projects/{dth}': {
      anonymous: 401,
      stranger: 404,
      member: 200,
      viewer: 200,
      editor: 200,
      owner: 200,
      otherOwner: 404,
      admin: 200,
    },
    'GET /projects/{dth}/history': {
      anonymous: 401,
      stranger: 404,
      member: 200,
      viewer: 200,
      editor: 200,
      owner: 200,
      otherOwner: 404,
      admin: 200,
    },
    // Not shared with anyone: a collaborator of another project of the same owner sees nothing of it.
    'GET /projects/{dpd}': {
      anonymous: 401,
      stranger: 404,
      member: 200,
      viewer: 404,
      editor: 404,
      owner: 200,
      otherOwner: 404,
      admin: 200,
    },
    'GET /projects/{others}': {
      anonymous: 401,
      stranger: 200,
      member: 404,
      viewer: 404,
      editor: 404,
      owner: 404,
      otherOwner: 200,
      admin: 200,
    },
    'GET /projects/{unknown}': {
      anonymous: 401,
      stranger: 404,
      member: 404,
      viewer: 404,
      editor: 404,
      owner: 404,
      otherOwner: 404,
      admin: 404,
    },
    'GET /projects': {
      anonymous: 401,
      stranger: 200,
      member: 200,
      viewer: 200,
      editor: 200,
      owner: 200,
      otherOwner: 200,
      admin: 200,
    },
    'GET /shared-projects': {
      anonymous: 401,
      stranger: 200,
      member: 200,
      viewer: 200,
      editor: 200,
      owner: 200,
      otherOwner: 200,
      admin: 200,
    },
  };
  const paths: Record<string, () => string> = {
    'GET /projects/{dth}': () => `/projects/${dth}`,
    'GET /projects/{dth}/history': () => `/projects/${dth}/history`,
    'GET /projects/{dpd}': () => `/projects/${dpd}`,
    'GET /projects/{others}': () => `/projects/${others}`,
    'GET /projects/{unknown}': () => `/projects/${randomUUID()}`,
    'GET /projects': () => '/projects',
    'GET /shared-projects': () => '/shared-projects',
  };
  for (const [name, statuses] of Object.entries(expected)) {
    it(name, async () => {
      const answers = Object.fromEntries(
        await Promise.all(
          ROLES.map(async (role) => [
            role,
            (
              await query()
                .get(paths[name]())
                .set(as(userOf(role)))
            ).status,
          ]),
        ),
      );
      expect(answers).toEqual(statuses);
    });
  }

  it('each reader gets their role; the collaborators are the owner’s and admins’ alone; the budget is for every reader', async () => {
    const read = async (role: Role) =>
      (
        await query()
          .get(`/projects/${dth}`)
          .set(as(userOf(role)))
          .expect(200)
      ).body;
    const roles = { owner: 'owner', admin: 'admin', editor: 'editor', viewer: 'viewer', member: 'member' } as const;
    for (const [role, myRole] of Object.entries(roles)) {
      const record = await read(role as Role);
      expect(record.my_role, role).toBe(myRole);
      expect(record.budget, role).toEqual({ amount: 50000, currency: 'EUR' });
      if (role === 'owner' || role === 'admin') {
        expect(
          record.collaborators.map((c: { name: string; role: string }) => `${c.name}:${c.role}`),
          role,
        ).toEqual(['Vera Viewer:viewer', 'Eddie Editor:editor']);
      } else expect(record, role).not.toHaveProperty('collaborators');
    }
  });
});

describe('the project record', () => {
  it('shows the team as it is now with its members’ cards, coverage of the required skills, transitions and names', async () => {
    const { body } = await query().get(`/projects/${dth}`).set(bearer(cast.owner)).expect(200);
    expect(body).toMatchObject({
      id: dth,
      owner_id: cast.owner.id,
      owner_name: 'Oliver Bennett',
      name: 'Checkout revamp',
      client_name: 'Acme Retail',
      engagement_type: 'DTH',
      required_skills: [ts, go],
      start_date: '2026-04-01',
      end_date: '2026-06-30',
      status: 'posted',
      allowed_transitions: ['in_progress', 'cancelled'],
      team: {
        id: teamId,
        name: 'Checkout squad',
        members: [{ specialist_id: cast.member.id, role_title: 'Lead engineer', allocation_days: 3 }],
      },
      team_history: [{ team_id: teamId, team_name: 'Checkout squad' }],
      coverage: { missing: [go] },
      milestones: [],
      archived: false,
    });
    expect(body.team.members[0].specialist).toMatchObject({
      id: cast.member.id,
      first_name: 'Mia',
      last_name: 'Member',
      skills: [ts, figma],
    });
    expect(body.team.members[0].specialist).not.toHaveProperty('email');
    expect(body.coverage.skills).toEqual([
      { ...ts, required: true, covered_by: [cast.member.id] },
      { ...go, required: true, covered_by: [] },
      { ...figma, required: false, covered_by: [cast.member.id] },
    ]);
    expect(body).not.toHaveProperty('position');
  });

  it('names each milestone’s responsible person', async () => {
    const { body } = await query().get(`/projects/${dpd}`).set(bearer(cast.member)).expect(200);
    expect(body.milestones).toEqual([
      {
        id: milestoneId,
        title: 'Dashboards',
        due_date: '2026-07-15',
        status: 'in_progress',
        responsible_id: cast.member.id,
        responsible_name: 'Mia Member',
      },
    ]);
  });

  it('history: newest first, with actors’ and teams’ names as they are now', async () => {
    const { body, headers } = await query().get(`/projects/${dpd}/history`).set(bearer(cast.owner)).expect(200);
    expect(headers['content-range']).toBe('project-history 0-3/4');
    expect(body.map((i: { action: string; actor_name: string }) => `${i.action} by ${i.actor_name}`)).toEqual([
      'milestone_status_set by Mia Member',
      'milestone_added by Oliver Bennett',
      'team_assigned by Oliver Bennett',
      'created by Oliver Bennett',
    ]);
    expect(body[0].detail).toEqual({ milestone_id: milestoneId, title: 'Dashboards', status: 'in_progress' });
    expect(body[2].detail).toEqual({
      team_id: teamId,
      team_name: 'Checkout squad',
      previous_team_id: null,
      previous_team_name: null,
    });
  });
});

describe('My Projects and Shared Projects: who sees which project in a list', () => {
  const mine = async (user: TestUser, filter: object = {}) =>
    ids(
      (
        await list('/projects', { filter, range: [0, 499] })
          .set(bearer(user))
          .expect(200)
      ).body,
    );
  const shared = async (user: TestUser) =>
    (await list('/shared-projects').set(bearer(user)).expect(200)).body as { id: string; my_role: string }[];

  it('an owner lists their own projects, newest first, archived ones only when asked', async () => {
    expect(await mine(cast.owner)).toEqual([dpd, dth]);
    expect(await mine(cast.owner, { archived: true })).toEqual([archived]);
    expect(await mine(cast.otherOwner)).toEqual([others]);
    // An owner_id other than their own narrows to nothing rather than showing someone else's.
    expect(await mine(cast.owner, { owner_id: cast.otherOwner.id })).toEqual([]);
  });

  it('a specialist lists the projects of the teams they are in, never another team’s', async () => {
    expect(await mine(cast.member)).toEqual([dpd, dth]);
    expect(await mine(cast.stranger)).toEqual([others]);
    for (const user of [cast.member, cast.stranger]) {
      const everything = [...(await mine(user)), ...(await mine(user, { archived: true })), ...ids(await shared(user))];
      const foreign = user === cast.member ? others : dth;
      expect(everything, user.email).not.toContain(foreign);
      expect(await mine(user, { id: [dth, dpd, others, archived] }), user.email).not.toContain(foreign);
    }
  });

  it('admins list every project, and one owner’s with owner_id', async () => {
    const all = await mine(cast.admin);
    expect(all).toEqual(expect.arrayContaining([dth, dpd, others]));
    expect(all).not.toContain(archived);
    expect(await mine(cast.admin, { owner_id: cast.owner.id })).toEqual([dpd, dth]);
    // Filters over every project (the admin's whole side, where a filter's size is its total).
    const adminPage = async (filter: object) => {
      const res = await list('/projects', { filter, range: [0, 499] })
        .set(bearer(cast.admin))
        .expect(200);
      expect(res.headers['content-range']).toMatch(new RegExp(`/${res.body.length}$`));
      return ids(res.body);
    };
    const dpdOnes = await adminPage({ engagement_type: 'DPD' });
    expect(dpdOnes).toContain(dpd);
    expect(dpdOnes).not.toContain(dth);
    expect(await adminPage({ engagement_type: 'DTH', status: 'posted' })).toContain(dth);
    expect(await adminPage({ engagement_type: 'DPD', status: 'posted' })).not.toContain(dth);
    expect(await adminPage({ q: 'checkout revamp' })).toEqual([dth]);
    expect(await adminPage({ archived: true, q: 'old pitch' })).toEqual([archived]);
    expect(await adminPage({ archived: false, q: 'old pitch' })).toEqual([]);
    const item = (
      await list('/projects', { filter: { owner_id: cast.owner.id } })
        .set(bearer(cast.admin))
        .expect(200)
    ).body[1];
    expect(item).toMatchObject({
      id: dth,
      my_role: 'admin',
      owner_name: 'Oliver Bennett',
      team: { id: teamId, name: 'Checkout squad' },
      status: 'posted',
    });
  });

  it('list items are the record without what only the detail page shows', async () => {
    const [item] = (
      await list('/projects', { filter: { id: dpd } })
        .set(bearer(cast.owner))
        .expect(200)
    ).body;
    expect(item).toMatchObject({
      id: dpd,
      engagement_type: 'DPD',
      my_role: 'owner',
      milestone_count: 1,
      milestones_done: 0,
      allowed_transitions: ['posted', 'cancelled'],
    });
    for (const detailOnly of [
      'brief',
      'milestones',
      'collaborators',
      'team_history',
      'coverage',
      'collaborator_roles',
      'team_id',
    ])
      expect(item).not.toHaveProperty(detailOnly);
  });

  it('Shared Projects lists what is shared with me, with my role; My Projects does not', async () => {
    expect(await shared(cast.viewer)).toEqual([expect.objectContaining({ id: dth, my_role: 'viewer' })]);
    expect(await shared(cast.editor)).toEqual([expect.objectContaining({ id: dth, my_role: 'editor' })]);
    expect(await mine(cast.viewer)).toEqual([]);
    expect(await shared(cast.owner)).toEqual([]);
    expect(await shared(cast.member)).toEqual([]);
  });

  it('follows the team: a member who leaves it stops seeing its projects at once, in lists and by id; one who joins starts', async () => {
    const { owner, stranger } = cast;
    const newcomer = await platform.createUser('specialist', { firstName: 'Nina', lastName: 'New' });
    const { projectId } = await projects.create(owner.id, { name: 'Team churn' });
    await hiring.join(networkId, owner.id, newcomer.id);
    const squad = await hiring.createTeam(networkId, owner.id, 'Churn squad');
    await projects.assignTeam(projectId, owner.id, squad.teamId);
    const added = await hiring.addTeamMember(squad.teamId, networkId, owner.id, newcomer.id);
    await platform.projected(added);
    expect(await mine(newcomer)).toEqual([projectId]);
    await query().get(`/projects/${projectId}`).set(bearer(newcomer)).expect(200);

    await platform.projected(await hiring.removeTeamMember(squad.teamId, owner.id, newcomer.id));
    expect(await mine(newcomer)).toEqual([]);
    await query().get(`/projects/${projectId}`).set(bearer(newcomer)).expect(404);
    await query().get(`/projects/${projectId}/history`).set(bearer(newcomer)).expect(404);

    // Assigning another team moves the project: the earlier team's members lose it, the new team's get it.
    await platform.projected(await hiring.addTeamMember(squad.teamId, networkId, owner.id, newcomer.id));
    const other = await hiring.createTeam(networkId, owner.id, 'Second squad');
    await hiring.join(networkId, owner.id, stranger.id);
    await hiring.addTeamMember(other.teamId, networkId, owner.id, stranger.id);
    await platform.projected(await projects.assignTeam(projectId, owner.id, other.teamId, squad.teamId));
    expect(await mine(newcomer)).toEqual([]);
    expect(await mine(stranger)).toContain(projectId);
    const { body } = await query().get(`/projects/${projectId}`).set(bearer(owner)).expect(200);
    expect(body.team_history.map((h: { team_name: string }) => h.team_name)).toEqual(['Churn squad', 'Second squad']);
    expect(body.team.name).toBe('Second squad');
  });

  it('a collaborator removed stops seeing the project', async () => {
    const guest = await platform.createUser('business_owner');
    const { projectId } = await projects.create(cast.otherOwner.id);
    await platform.projected(await projects.share(projectId, cast.otherOwner.id, guest, 'viewer'));
    expect(ids(await shared(guest))).toEqual([projectId]);
    await platform.projected(await projects.unshare(projectId, cast.otherOwner.id, guest.id));
    expect(await shared(guest)).toEqual([]);
    await query().get(`/projects/${projectId}`).set(bearer(guest)).expect(404);
  });
});

describe('filters, sorts and pages (ra-data-simple-rest)', () => {
  /** A fresh owner with many projects, so both ways of finding a page (walking the scope, intersecting) are taken. */
  let owner: TestUser;
  interface Made {
    id: string;
    name: string;
    type: 'DTH' | 'DPD';
    skills: number[];
    start: string | null;
    end: string | null;
    created: string;
    status: string;
  }
  const made: Made[] = [];
  beforeAll(async () => {
    owner = await platform.createUser('business_owner');
    const names = ['alpha', 'Bravo', 'charlie', 'delta', 'Echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
    for (let i = 0; i < 60; i++) {
      const type = i % 2 === 0 ? 'DTH' : 'DPD';
      const skills = i % 20 === 3 ? [7] : i % 3 === 0 ? [2] : [];
      const month = String((i % 12) + 1).padStart(2, '0');
      const start = i % 10 === 9 ? null : `2026-${month}-01`;
      const end = i % 7 === 0 ? null : start ? `2026-${month}-28` : null;
      const created = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      const name = `${names[i % 10]} ${String(i).padStart(2, '0')}`;
      const { projectId } = await projects.create(
        owner.id,
        {
          name,
          engagementType: type,
          requiredSkills: skills.map((id) => ({ id, title: `Skill ${id}` })),
          startDate: start,
          endDate: end,
        },
        created,
      );
      let status = 'draft';
      if (i % 4 === 1) {
        await projects.status(projectId, owner.id, 'draft', 'posted');
        status = 'posted';
      }
      made.push({ id: projectId, name, type, skills, start, end, created, status });
    }
    await caughtUp();
  });

  const page = (params: Parameters<typeof list>[1]) => list('/projects', params).set(bearer(owner));
  const newestFirst = () => [...made].sort((a, b) => b.created.localeCompare(a.created));

  it('pages newest first by default with Content-Range, and past the end', async () => {
    const first = await page({ range: [0, 24] }).expect(200);
    expect(first.headers['content-range']).toBe('projects 0-24/60');
    expect(ids(first.body)).toEqual(
      newestFirst()
        .slice(0, 25)
        .map((m) => m.id),
    );
    const last = await page({ range: [50, 74] }).expect(200);
    expect(last.headers['content-range']).toBe('projects 50-59/60');
    expect(ids(last.body)).toEqual(
      newestFirst()
        .slice(50)
        .map((m) => m.id),
    );
    const past = await page({ range: [100, 124] }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('projects */60');
    expect(past.headers['access-control-expose-headers']).toMatch(/Content-Range/);
  });

  it.each([
    ['engagement_type', { engagement_type: 'DPD' }, (m: Made) => m.type === 'DPD'],
    ['status', { status: 'posted' }, (m: Made) => m.status === 'posted'],
    ['status, any of', { status: ['posted', 'draft'] }, () => true],
    ['skill_id, few matches', { skill_id: 7 }, (m: Made) => m.skills.includes(7)],
    ['skill_id, any of', { skill_id: [7, 2] }, (m: Made) => m.skills.includes(7) || m.skills.includes(2)],
    ['two filters', { engagement_type: 'DTH', skill_id: 2 }, (m: Made) => m.type === 'DTH' && m.skills.includes(2)],
    ['q', { q: 'ech' }, (m: Made) => m.name.startsWith('Echo')],
    ['q, two words', { q: 'golf 06' }, (m: Made) => m.name === 'golf 06'],
    [
      'from/to overlapping (open ends run on; undated never match)',
      { from: '2026-03-15', to: '2026-05-02' },
      (m: Made) => m.start !== null && m.start <= '2026-05-02' && (m.end === null || m.end >= '2026-03-15'),
    ],
    ['from only', { from: '2026-11-02' }, (m: Made) => m.start !== null && (m.end === null || m.end >= '2026-11-02')],
  ])('filter %s: the same projects as the data say, in order, at any page', async (_name, filter, keep) => {
    const expected = newestFirst()
      .filter(keep)
      .map((m) => m.id);
    expect(expected.length).toBeGreaterThan(0);
    for (const [start, end] of [
      [0, 4],
      [5, 9],
      [0, 499],
      [expected.length - 1, expected.length + 3],
    ] as const) {
      const res = await page({ filter, range: [start, end] }).expect(200);
      expect(ids(res.body), `${start}-${end}`).toEqual(expected.slice(start, end + 1));
      expect(res.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
    }
  });

  it.each([
    ['name', 'ASC', (a: Made, b: Made) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())],
    ['name', 'DESC', (a: Made, b: Made) => b.name.toLowerCase().localeCompare(a.name.toLowerCase())],
    ['created_at', 'ASC', (a: Made, b: Made) => a.created.localeCompare(b.created)],
    [
      'start_date',
      'ASC',
      (a: Made, b: Made) => (a.start ?? '9999').localeCompare(b.start ?? '9999') || a.id.localeCompare(b.id),
    ],
    [
      'status',
      'DESC',
      (a: Made, b: Made) =>
        a.status === b.status ? b.created.localeCompare(a.created) : a.status === 'posted' ? -1 : 1,
    ],
    ['id', 'ASC', (a: Made, b: Made) => a.id.localeCompare(b.id)],
  ] as const)('sort by %s %s, with and without a filter', async (field, order, compare) => {
    expect(ids((await page({ sort: [field, order], range: [0, 99] }).expect(200)).body)).toEqual(
      [...made].sort(compare).map((m) => m.id),
    );
    const dpdOnly = [...made]
      .filter((m) => m.type === 'DPD')
      .sort(compare)
      .map((m) => m.id);
    expect(
      ids((await page({ sort: [field, order], filter: { engagement_type: 'DPD' }, range: [3, 12] }).expect(200)).body),
    ).toEqual(dpdOnly.slice(3, 13));
  });

  it('refuses unknown filters and sorts, bad values and bad ranges (400)', async () => {
    expect((await page({ filter: { colour: 'red' } }).expect(400)).body.error.fields).toEqual({
      'filter.colour': 'Unknown filter field: colour',
    });
    expect((await page({ sort: ['budget', 'ASC'] }).expect(400)).body.error.fields.sort).toMatch(/Unknown sort field/);
    expect((await page({ filter: { status: 'finished' } }).expect(400)).body.error.fields).toHaveProperty(
      'filter.status',
    );
    expect((await page({ filter: { from: '2026-02-30' } }).expect(400)).body.error.fields['filter.from']).toBe(
      'Enter a date as YYYY-MM-DD',
    );
    expect(
      (await page({ filter: { from: '2026-05-01', to: '2026-04-01' } }).expect(400)).body.error.fields,
    ).toHaveProperty('filter.to');
    await page({ range: [5, 2] }).expect(400);
    await list('/shared-projects', { filter: { colour: 'red' } })
      .set(bearer(owner))
      .expect(400);
  });

  it('getMany by id includes archived projects unless archived is given', async () => {
    const oldOne = made[0].id;
    await platform.projected(await projects.archive(oldOne, owner.id));
    expect(ids((await page({ filter: { id: [oldOne, made[1].id] } }).expect(200)).body).sort()).toEqual(
      [oldOne, made[1].id].sort(),
    );
    expect(ids((await page({ filter: { id: [oldOne, made[1].id], archived: false } }).expect(200)).body)).toEqual([
      made[1].id,
    ]);
    expect(ids((await page({ range: [0, 99] }).expect(200)).body)).not.toContain(oldOne);
    // Dates over both sides: made[0] starts 2026-01-01 with an open end, made[1] runs through February.
    expect(ids((await page({ filter: { id: [oldOne, made[1].id], to: '2026-01-15' } }).expect(200)).body)).toEqual([
      oldOne,
    ]);
    expect(
      ids((await page({ filter: { id: [oldOne, made[1].id], from: '2026-02-10' } }).expect(200)).body).sort(),
    ).toEqual([oldOne, made[1].id].sort());
  });
});

describe('read your writes', () => {
  it('a read with X-Min-Position sees the write at that position, in the record, the lists and the history', async () => {
    const { projectId, position } = await projects.create(cast.owner.id, { name: 'Fresh idea' });
    const record = await query()
      .get(`/projects/${projectId}`)
      .set(bearer(cast.owner))
      .set('X-Min-Position', String(position))
      .expect(200);
    expect(record.body.name).toBe('Fresh idea');
    expect(record.headers['x-position-reached']).toBe('true');
    const shared = await projects.share(projectId, cast.owner.id, cast.viewer, 'editor');
    const listed = await list('/shared-projects')
      .set(bearer(cast.viewer))
      .set('X-Min-Position', String(shared))
      .expect(200);
    expect(listed.body.find((p: { id: string }) => p.id === projectId)).toMatchObject({ my_role: 'editor' });
    const moved = await projects.status(projectId, cast.owner.id, 'draft', 'cancelled');
    const mine = await list('/projects', { filter: { status: 'cancelled' } })
      .set(bearer(cast.owner))
      .set('X-Min-Position', String(moved))
      .expect(200);
    expect(ids(mine.body)).toContain(projectId);
    const history = await query()
      .get(`/projects/${projectId}/history`)
      .set(bearer(cast.owner))
      .set('X-Min-Position', String(moved))
      .expect(200);
    expect(history.body[0]).toMatchObject({
      action: 'status_changed',
      detail: { from: 'draft', to: 'cancelled' },
      actor_name: 'Oliver Bennett',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the project reads from the same schemas', async () => {
    const { body } = await query().get('/openapi.json').expect(200);
    for (const path of ['/projects', '/shared-projects', '/projects/{id}', '/projects/{id}/history'])
      expect(body.paths[path]?.get, path).toBeDefined();
    const record = body.paths['/projects/{id}'].get.responses['200'].content['application/json'].schema;
    expect(record.properties).toHaveProperty('my_role');
    expect(record.required).not.toContain('collaborators');
  });
});

describe('read your writes through the write side (command API)', () => {
  it('each write is seen by the next read that sends its X-Position as X-Min-Position', async () => {
    const command = () => request(platform.command);
    const asOwner = bearer(cast.owner);
    const seen = (res: request.Response) => {
      expect(res.headers['x-position']).toMatch(/^\d+$/);
      return String(res.headers['x-position']);
    };
    const created = await command()
      .post('/projects')
      .set(asOwner)
      .send({ name: 'Written through', engagement_type: 'DTH', required_skill_ids: [2] })
      .expect(201);
    const id: string = created.body.id;
    const one = await query().get(`/projects/${id}`).set(asOwner).set('X-Min-Position', seen(created)).expect(200);
    expect(one.headers['x-position-reached']).toBe('true');
    expect(one.body).toMatchObject({
      name: 'Written through',
      my_role: 'owner',
      required_skills: [{ id: 2 }],
      team: null,
    });

    const team = await command().post(`/projects/${id}/team`).set(asOwner).send({ team_id: teamId }).expect(200);
    const member = await query()
      .get(`/projects/${id}`)
      .set(bearer(cast.member))
      .set('X-Min-Position', seen(team))
      .expect(200);
    expect(member.body).toMatchObject({
      my_role: 'member',
      team: { id: teamId, name: 'Checkout squad' },
      coverage: { missing: [] },
    });

    const shared = await shareProject(platform, cast.owner, id, cast.editor, 'viewer');
    const sharedList = await list('/shared-projects', { filter: { id } })
      .set(bearer(cast.editor))
      .set('X-Min-Position', seen(shared))
      .expect(200);
    expect(sharedList.body).toEqual([expect.objectContaining({ id, my_role: 'viewer' })]);

    const posted = await command().post(`/projects/${id}/status`).set(asOwner).send({ status: 'posted' }).expect(200);
    const mine = await list('/projects', { filter: { status: 'posted', q: 'written through' } })
      .set(asOwner)
      .set('X-Min-Position', seen(posted))
      .expect(200);
    expect(ids(mine.body)).toEqual([id]);
    const history = await query()
      .get(`/projects/${id}/history`)
      .set(asOwner)
      .set('X-Min-Position', seen(posted))
      .expect(200);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual([
      'status_changed',
      'collaborator_added',
      'collaborator_invited',
      'team_assigned',
      'created',
    ]);
    expect(history.body[3].detail).toMatchObject({ team_id: teamId, team_name: 'Checkout squad' });
  });
});
