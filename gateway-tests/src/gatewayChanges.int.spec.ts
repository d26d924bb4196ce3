import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEngagementCast,
  engagementFixture,
  engagementTeams,
  startProfilePlatform,
  validBilling,
  type EngagementCast,
  type EngagementFixture,
  type TestUser,
} from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';
import { gatewayRequests } from './gateway/gatewayRequests';

/*
 * "Since your last visit" through the gateway: every followed record type × every reader, the fields
 * of GET /changes are what that reader may see of the record (its own read policy); the visit marks,
 * "Mark as seen", the list dots; a reader's own edits are never news to them; and malformed, unknown and oversized requests refused with the
 * message and nothing marked.
 */
let behind: PlatformBehindGateway;
let cast: EngagementCast;
let project: EngagementFixture;

const { send, ok } = gatewayRequests(() => behind);
const settled = async () => {
  const head = (await behind.platform.store.headPosition()).toString();
  return { 'x-min-position': head };
};
const changesOf = async (path: string, user: TestUser) => send('GET', path, user, undefined, await settled());

interface Row {
  action: string;
  actor: { id: string } | null;
  target: { type: string; id: string };
  changes: { field: string; before: unknown; after: unknown }[];
}
/** Every field a reader was shown, as `{target type}:{top-level field}`. */
const fieldsShown = (rows: Row[]) =>
  new Set(
    rows.flatMap((row) =>
      row.changes.map((c) => `${row.target.type}:${c.field.replace(/^event\./, '').split('.')[0]}`),
    ),
  );

beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
  cast = await createEngagementCast(behind.platform);
  const teams = await engagementTeams(behind.platform, cast);
  project = await engagementFixture(behind.platform, cast, teams);
  const { member } = cast;
  // The member's profile: contact details, billing and skills, each an event of their stream.
  await ok('PUT', `/user/specialist/update-account/${member.id}`, member, {
    first_name: 'Mara',
    last_name: 'Member',
    phone_code: '+61',
    phone_number: '411222333',
    country: 'Australia',
    state: 'Victoria',
    city: 'Carlton',
  });
  await ok('POST', '/user/billing-account/create', member, validBilling);
  await ok('POST', `/user/specialist/add-skills/${member.id}`, member, { skills: [1, 2] });
  // The owner's private note on the member, and a role change in the team.
  await ok('PUT', `/network-members/${project.teams.team.memberRecordId}`, cast.owner, {
    note: 'Great with clients',
    tags: ['senior'],
  });
  await ok('PUT', `/teams/${project.teams.team.teamId}/members/${member.id}`, cast.owner, {
    role_title: 'Tech lead',
    allocation_days: 4,
  });
}, 180_000);
afterAll(() => behind?.stop());

type Reader = keyof Pick<
  EngagementCast,
  'owner' | 'otherOwner' | 'admin' | 'member' | 'extra' | 'stranger' | 'viewer' | 'editor'
>;
interface Expectation {
  status: 200 | 404;
  /** Fields the reader must be shown (`{target type}:{field}`). */
  sees?: string[];
  /** Fields they must never be shown. */
  never?: string[];
  /** Every field shown is one of these. */
  only?: string[];
}

const PRIVATE_PROFILE = ['specialist:billing_account', 'specialist:answer_media', 'specialist:avatar_error'];
const CONTACT = [
  'specialist:phone_number',
  'specialist:phone_code',
  'specialist:state',
  'specialist:suburb',
  'specialist:email',
];
const CARD = [
  'first_name',
  'last_name',
  'industry_title',
  'experience_level_id',
  'specialist_skills',
  'specialist_languages',
  'country',
].map((f) => `specialist:${f}`);
const TEAM = [
  'team:name',
  'team:members',
  'team:member_count',
  'team:required_skills',
  'team:status',
  'team:purpose',
  'team:archived',
  'team:created_at',
  'team:id',
  'team:network_id',
  'team:owner_id',
];

/** The table: each record type × each reader (docs/api.md, "Since your last visit"). */
const TABLE: Record<'specialist' | 'team' | 'project' | 'network', Partial<Record<Reader, Expectation>>> = {
  specialist: {
    // Their own edits (contact details, billing, skills) are not news to them; the profile's start is.
    member: {
      status: 200,
      sees: ['specialist:email', 'specialist:first_name'],
      never: ['specialist:phone_number', 'specialist:billing_account'],
    },
    admin: { status: 200, sees: ['specialist:phone_number', 'specialist:billing_account', 'specialist:email'] },
    owner: {
      status: 200,
      sees: ['specialist:phone_number', 'specialist:specialist_skills'],
      never: ['specialist:email', ...PRIVATE_PROFILE],
    },
    stranger: {
      status: 200,
      sees: ['specialist:specialist_skills', 'specialist:first_name'],
      never: [...CONTACT, ...PRIVATE_PROFILE],
    },
    otherOwner: { status: 200, sees: ['specialist:specialist_skills'], never: [...CONTACT, ...PRIVATE_PROFILE] },
  },
  team: {
    // The team's name is the owner's own edit; its members joined by accepting the owner's offers, which is news.
    owner: {
      status: 200,
      sees: ['specialist:specialist_skills', 'team:members'],
      never: ['team:name'],
      only: [...TEAM, ...CARD],
    },
    admin: { status: 200, sees: ['team:members', 'specialist:specialist_skills'], only: [...TEAM, ...CARD] },
    member: { status: 200, sees: ['team:members'], only: [...TEAM, ...CARD] },
    extra: { status: 404 },
    stranger: { status: 404 },
    otherOwner: { status: 404 },
    viewer: { status: 404 },
  },
  project: {
    owner: { status: 200, sees: ['project:collaborators', 'project:invitations'], never: ['project:milestones'] },
    admin: { status: 200, sees: ['project:collaborators', 'project:invitations', 'project:milestones'] },
    editor: {
      status: 200,
      sees: ['project:milestones', 'project:name'],
      never: ['project:collaborators', 'project:invitations'],
    },
    viewer: { status: 200, sees: ['project:milestones'], never: ['project:collaborators', 'project:invitations'] },
    member: { status: 200, sees: ['project:milestones'], never: ['project:collaborators', 'project:invitations'] },
    stranger: { status: 404 },
    extra: { status: 404 },
    otherOwner: { status: 404 },
  },
  network: {
    owner: {
      status: 200,
      sees: ['specialist:specialist_skills', 'network:membershipId'],
      never: ['network:name', 'network:note'],
    },
    admin: { status: 200, sees: ['network:name', 'network:note'] },
    member: {
      status: 200,
      sees: ['network:name'],
      only: [
        'network:id',
        'network:owner_id',
        'network:name',
        'network:description',
        'network:archived',
        'network:created_at',
      ],
    },
    extra: {
      status: 200,
      sees: ['network:name'],
      never: ['network:note', 'network:tags', 'network:email', 'specialist:specialist_skills'],
    },
    stranger: { status: 404 },
    otherOwner: { status: 404 },
    viewer: { status: 404 },
  },
};

const recordIdOf = (type: keyof typeof TABLE) =>
  type === 'specialist'
    ? cast.member.id
    : type === 'team'
      ? project.teams.team.teamId
      : type === 'project'
        ? project.projectId
        : project.teams.team.networkId;

describe('what each reader is shown of a record’s changes', () => {
  const cases = Object.entries(TABLE).flatMap(([type, readers]) =>
    Object.entries(readers).map(([reader, expected]) => ({
      type: type as keyof typeof TABLE,
      reader: reader as Reader,
      expected: expected,
    })),
  );
  it.each(cases)('$type × $reader', async ({ type, reader, expected }) => {
    const answer = await changesOf(`/changes/${type}/${recordIdOf(type)}?since=0`, cast[reader]);
    expect(answer.status, answer.raw.toString()).toBe(expected.status);
    if (expected.status === 404) return;
    const rows = answer.json.changes as Row[];
    const shown = fieldsShown(rows);
    for (const field of expected.sees ?? []) expect(shown, `${field} shown`).toContain(field);
    for (const field of expected.never ?? []) expect(shown, `${field} hidden`).not.toContain(field);
    if (expected.only) expect([...shown].filter((f) => !expected.only!.includes(f))).toEqual([]);
    // Nobody but the person and admins is shown an email address, however deep in a value.
    if (reader !== 'admin' && !(type === 'specialist' && reader === 'member')) {
      expect(JSON.stringify(rows)).not.toMatch(/email/i);
      expect(JSON.stringify(rows)).not.toContain(cast.member.email);
    }
    expect(answer.json.count).toBe(rows.length);
    // What the reader did themself is never news to them.
    expect(rows.filter((row) => row.actor?.id === cast[reader].id)).toEqual([]);
  });

  it('names whose item of a list changed: the member whose role changed, by name', async () => {
    const answer = await changesOf(`/changes/team/${project.teams.team.teamId}?since=0`, cast.admin);
    const roleChange = (answer.json.changes as Row[]).find((row) => row.action === 'TeamMemberChanged');
    expect(roleChange?.changes.map((c) => c.field)).toEqual(['members']);
    expect(answer.json.names[cast.member.id]).toBe('Mara Member');
    // The report's own row answers the same names.
    const reportRow = await send(
      'GET',
      `/audit-events/${(roleChange as unknown as { position: string }).position}`,
      cast.admin,
      undefined,
      await settled(),
    );
    expect(reportRow.json.names).toEqual({ [cast.member.id]: 'Mara Member' });
  });
});

describe('since your last visit', () => {
  it('a first visit starts the count; a change after it is one change; "Mark as seen" clears it; a list shows the dot until then', async () => {
    const teamId = project.teams.team.teamId;
    const first = await changesOf(`/changes/team/${teamId}`, cast.owner);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ count: 0, changes: [] });
    expect(first.json.since.at).toEqual(expect.any(String));

    await ok('POST', `/user/specialist/add-skills/${cast.member.id}`, cast.member, { skills: [1, 2, 3] });
    const after = await changesOf(`/changes/team/${teamId}?since=last-seen`, cast.owner);
    expect(after.json.count).toBe(1);
    expect(after.json.changes[0]).toMatchObject({
      action: 'SkillsSet',
      target: { type: 'specialist', id: cast.member.id },
    });
    expect(after.json.changes[0].changes.map((c: { field: string }) => c.field)).toEqual(['specialist_skills']);
    // The visit's start stays put while the owner is on the page.
    expect(after.json.since).toEqual(first.json.since);

    // The list's dot says what the page says: the member's change, since the visit's start.
    const dotsOf = async () =>
      (
        await send(
          'GET',
          `/changed-since-seen/team?ids=${teamId},${project.teams.secondTeamId}`,
          cast.owner,
          undefined,
          await settled(),
        )
      ).json;
    expect(await dotsOf()).toEqual({ data: [teamId] });
    // The owner's own rename is not news to them: neither counted nor a dot on a record with none other.
    await ok('PUT', `/teams/${teamId}`, cast.owner, { name: 'Checkout squad II' });
    const afterRename = await changesOf(`/changes/team/${teamId}?since=last-seen`, cast.owner);
    expect(afterRename.json).toMatchObject({ count: 1, since: first.json.since });
    expect((await changesOf(`/changes/team/${project.teams.secondTeamId}`, cast.owner)).status).toBe(200);
    await ok('PUT', `/teams/${project.teams.secondTeamId}`, cast.owner, { name: 'Second squad II' });
    expect(await dotsOf()).toEqual({ data: [teamId] });

    const seen = await ok('POST', `/seen/team/${teamId}`, cast.owner, {
      position: (await behind.platform.store.headPosition()).toString(),
    });
    expect(seen.data.position).toEqual(expect.stringMatching(/^\d+$/));
    const cleared = await changesOf(`/changes/team/${teamId}`, cast.owner);
    expect(cleared.json).toMatchObject({ count: 0, since: { position: seen.data.position } });
    expect(
      (await send('GET', `/changed-since-seen/team?ids=${teamId}`, cast.owner, undefined, await settled())).json,
    ).toEqual({ data: [] });
    // Marks expire 180 days after the last look, and are each reader's own.
    const mark = `seen:${cast.owner.id}:team:${teamId}`;
    expect((await behind.platform.redis.hgetall(mark)).position).toBe(seen.data.position);
    expect(await behind.platform.redis.ttl(mark)).toBeGreaterThan(179 * 24 * 3600);
    const membersView = await changesOf(`/changes/team/${teamId}?since=${first.json.since.position}`, cast.member);
    expect(membersView.json.count).toBeGreaterThan(0);
  });

  it('refuses what it cannot read, with the message, marking nothing', async () => {
    const teamId = project.teams.team.teamId;
    const before = await behind.platform.redis.keys(`seen:${cast.stranger.id}:*`);
    const cases: [string, string, TestUser | null, unknown, number, RegExp][] = [
      ['GET', `/changes/team/${teamId}`, null, undefined, 401, /./],
      [
        'GET',
        `/changes/catalog/skills`,
        cast.owner,
        undefined,
        400,
        /Changes are followed for specialists, teams, projects and networks/,
      ],
      [
        'GET',
        `/changes/team/${teamId}?since=yesterday`,
        cast.owner,
        undefined,
        400,
        /Give since as last-seen or an event position/,
      ],
      [
        'GET',
        `/changes/team/${teamId}?since=99999999999999999999`,
        cast.owner,
        undefined,
        400,
        /Give since as last-seen/,
      ],
      ['GET', `/changes/team/${teamId}`, cast.stranger, undefined, 404, /Team not found/],
      ['GET', `/changes/team/no-such-team`, cast.owner, undefined, 404, /Team not found/],
      ['POST', `/seen/team/${teamId}`, cast.stranger, {}, 404, /Team not found/],
      ['POST', `/seen/team/${teamId}`, cast.owner, '{"position":', 400, /./],
      ['POST', `/seen/team/${teamId}`, cast.owner, { position: 'latest' }, 400, /Give position as an event position/],
      [
        'POST',
        `/seen/team/${teamId}`,
        cast.owner,
        { position: '1', extra: true },
        400,
        /Give position as an event position/,
      ],
      ['POST', `/seen/team/${teamId}`, null, {}, 401, /./],
      ['GET', `/changed-since-seen/team`, cast.owner, undefined, 400, /Give ids as a comma-separated list/],
      [
        'GET',
        `/changed-since-seen/team?ids=${Array.from({ length: 101 }, (_, i) => `t${i}`).join(',')}`,
        cast.owner,
        undefined,
        400,
        /at most 100/,
      ],
    ];
    for (const [method, path, user, body, status, message] of cases) {
      const answer = await send(method, path, user, body);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.raw.toString(), `${method} ${path}`).toMatch(message);
    }
    const oversized = await send(
      'POST',
      `/seen/team/${teamId}`,
      cast.owner,
      JSON.stringify({ position: '1', pad: 'x'.repeat(4000) }),
    );
    expect(oversized.status).toBe(413);
    expect(await behind.platform.redis.keys(`seen:${cast.stranger.id}:*`)).toEqual(before);
  });
});
