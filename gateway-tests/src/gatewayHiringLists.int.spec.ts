import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNetworkCast,
  networkFixture,
  startProfilePlatform,
  validEngagement,
  type NetworkCast,
  type NetworkFixture,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';
import { gatewayRequests } from './gateway/gatewayRequests';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * Saved searches and shortlists the way a browser sends them: through the gateway (every exchange held
 * against the OpenAPI documents). A saved search is its owner's alone; a shortlist is written by its
 * owner and read too by the collaborators of a project of its team. Refusals append nothing.
 */
let behind: PlatformBehindGateway;
let platform: TestPlatform;
let cast: NetworkCast;
let f: NetworkFixture;
/** A business owner who collaborates on a project of the fixture's team. */
let collaborator: TestUser;

const { send, ok } = gatewayRequests(() => behind);
const head = () => platform.store.headPosition();
const filterOf = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  behind = await startPlatformBehindGateway(startProfilePlatform);
  platform = behind.platform;
  cast = await createNetworkCast(platform);
  f = await networkFixture(platform, cast);
  collaborator = await platform.createUser('business_owner', { firstName: 'Cleo', lastName: 'Client' });
  const project = await ok('POST', '/projects', cast.owner, validEngagement);
  await ok('POST', `/projects/${project.id}/team`, cast.owner, { team_id: f.teamId });
  const invited = await ok('POST', `/projects/${project.id}/collaborators`, cast.owner, {
    email: collaborator.email,
    role: 'viewer',
  });
  await ok('POST', `/collaborator-invitations/${project.id}.${invited.invitations[0].id}/accept`, collaborator, {});
  await platform.projected(await head());
});
afterAll(() => behind?.stop());

describe('saved searches through the gateway', () => {
  it('the owner saves, reads, changes and deletes a search; the answer is { id, name, filter, alert } exactly', async () => {
    const made = await send('POST', '/saved-searches', cast.owner, {
      name: '  Senior designers ',
      filter: { skill_ids: ['1', 2], skills_match: 'all', open_to_work: 'true' },
      alert: true,
    });
    expect(made.status).toBe(201);
    const id: string = made.json.id;
    expect(made.json).toEqual({
      id,
      name: 'Senior designers',
      filter: { skill_ids: [1, 2], skills_match: 'all', open_to_work: true },
      alert: true,
    });
    expect(made.headers['x-position']).toBe(String(await head()));
    await platform.projected(await head());
    expect(await ok('GET', `/saved-searches/${id}`, cast.owner)).toEqual(made.json);
    const list = await send('GET', '/saved-searches', cast.owner);
    // Beside the fixture's own saved search.
    expect(list.json).toContainEqual(made.json);
    expect(list.json.map((s: { id: string }) => s.id).sort()).toEqual([id, f.savedSearchId].sort());
    expect(list.headers['content-range']).toBe('saved-searches 0-1/2');
    expect(await ok('GET', `/saved-searches?${filterOf({ alert: false })}`, cast.owner)).toEqual([]);

    // The saved filter is one the search answers.
    expect((await send('GET', `/specialists?${filterOf(made.json.filter)}`, cast.owner)).status).toBe(200);

    const changed = await ok('PUT', `/saved-searches/${id}`, cast.owner, { alert: false, name: 'Designers' });
    expect(changed).toEqual({ ...made.json, name: 'Designers', alert: false });
    // The same values again append nothing.
    const before = await head();
    expect(await ok('PUT', `/saved-searches/${id}`, cast.owner, { alert: false })).toEqual(changed);
    expect(await head()).toBe(before);

    expect(await ok('DELETE', `/saved-searches/${id}`, cast.owner)).toEqual({ id });
    await platform.projected(await head());
    expect((await send('GET', `/saved-searches/${id}`, cast.owner)).status).toBe(404);
    expect((await ok('GET', '/saved-searches', cast.owner)).map((s: { id: string }) => s.id)).toEqual([
      f.savedSearchId,
    ]);
    const events = await platform.eventsOf(`saved-search-${id}`);
    expect(events.map((e) => e.type)).toEqual(['SavedSearchCreated', 'SavedSearchChanged', 'SavedSearchDeleted']);
  });

  it('bad input is 400 with the field’s message (the filter by the search’s own rules); nothing appended', async () => {
    const before = await head();
    const fieldsOf = async (body: unknown) => {
      const answer = await send('POST', '/saved-searches', cast.owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return answer.json.error.fields ?? {};
    };
    expect(await fieldsOf({ name: ' ' })).toEqual({ name: 'Name the search' });
    expect(await fieldsOf({ name: 'n'.repeat(101) })).toEqual({
      name: 'A saved search’s name must be at most 100 characters',
    });
    expect(await fieldsOf({ name: 'A', filter: { skills_match: 'every' } })).toEqual({
      'filter.skills_match': 'skills_match must be any or all',
    });
    expect(await fieldsOf({ name: 'A', filter: { day_rate_lte: 500 } })).toEqual({
      'filter.day_rate_currency': 'day_rate_lte and day_rate_currency go together',
    });
    expect(Object.keys(await fieldsOf({ name: 'A', filter: { email: 'x' } }))).toEqual(['filter']);
    expect(await fieldsOf({ name: 'A', alert: 'yes' })).toEqual({ alert: 'alert must be true or false' });
    await fieldsOf({ name: 'A', owner_id: cast.otherOwner.id });
    for (const raw of ['{"name":', 'not json', '[]', '"x"'])
      expect((await send('POST', '/saved-searches', cast.owner, raw)).status, raw).toBe(400);
    expect(await head()).toBe(before);
  });

  it('is its owner’s alone: another owner and an admin 404, a specialist 403, anonymous 401; nothing appended', async () => {
    const mine = await ok('POST', '/saved-searches', cast.owner, { name: 'Mine', filter: { q: 'design' } });
    await platform.projected(await head());
    const before = await head();
    for (const reader of [cast.otherOwner, cast.admin, cast.member]) {
      expect((await send('GET', `/saved-searches/${mine.id}`, reader)).status).toBe(404);
      expect((await send('PUT', `/saved-searches/${mine.id}`, reader, { name: 'Theirs' })).status).toBe(404);
      expect((await send('DELETE', `/saved-searches/${mine.id}`, reader)).status).toBe(404);
      expect(await ok('GET', '/saved-searches', reader)).toEqual([]);
    }
    expect((await send('POST', '/saved-searches', cast.member, { name: 'Me' })).status).toBe(403);
    expect((await send('PUT', '/saved-searches/not%20an%20id', cast.owner, { name: 'X' })).status).toBe(404);
    for (const [method, path] of [
      ['GET', '/saved-searches'],
      ['POST', '/saved-searches'],
      ['PUT', `/saved-searches/${mine.id}`],
      ['DELETE', `/saved-searches/${mine.id}`],
    ])
      expect((await send(method, path, null, method === 'GET' ? undefined : { name: 'X' })).status, path).toBe(401);
    expect(await head()).toBe(before);
    expect(await ok('GET', `/saved-searches/${mine.id}`, cast.owner)).toMatchObject({ name: 'Mine' });
  });
});

describe('shortlists through the gateway', () => {
  it('the owner lists specialists for a team with notes; a collaborator of its project reads it and may not write', async () => {
    const made = await send('POST', '/shortlists', cast.owner, { name: 'Checkout picks', team_id: f.teamId });
    expect(made.status).toBe(201);
    const id: string = made.json.id;
    expect(made.json).toEqual({ id, name: 'Checkout picks', team_id: f.teamId, members: [] });
    const added = await send('POST', `/shortlists/${id}/members`, cast.owner, {
      specialist_id: cast.extra.id,
      note: 'Strong on payments',
    });
    expect(added.status).toBe(201);
    expect(added.json.members).toEqual([
      { specialist_id: cast.extra.id, note: 'Strong on payments', added_at: expect.any(String) },
    ]);
    await ok('POST', `/shortlists/${id}/members`, cast.owner, { specialist_id: cast.stranger.id });
    const noted = await ok('PUT', `/shortlists/${id}/members/${cast.stranger.id}`, cast.owner, {
      note: 'Ask about June',
    });
    expect(noted.members.map((m: { note: string }) => m.note)).toEqual(['Strong on payments', 'Ask about June']);
    await platform.projected(await head());

    for (const reader of [cast.owner, collaborator]) {
      expect(await ok('GET', `/shortlists/${id}`, reader)).toEqual(noted);
      // Beside the fixture's shortlist for the same team.
      const ofTeam = await ok('GET', `/shortlists?${filterOf({ team_id: f.teamId })}`, reader);
      expect(ofTeam).toContainEqual(noted);
      expect(ofTeam.map((l: { id: string }) => l.id).sort()).toEqual([id, f.shortlistId].sort());
    }
    expect(await ok('GET', '/shortlists', cast.owner)).toContainEqual(noted);
    // The collaborator's own list holds only their own; writing is 403, and appends nothing.
    expect(await ok('GET', '/shortlists', collaborator)).toEqual([]);
    const before = await head();
    expect((await send('PUT', `/shortlists/${id}`, collaborator, { name: 'Mine' })).status).toBe(403);
    expect(
      (await send('POST', `/shortlists/${id}/members`, collaborator, { specialist_id: cast.member.id })).status,
    ).toBe(403);
    expect((await send('DELETE', `/shortlists/${id}/members/${cast.extra.id}`, collaborator)).status).toBe(403);
    expect((await send('DELETE', `/shortlists/${id}`, collaborator)).status).toBe(403);
    expect(await head()).toBe(before);

    const removed = await ok('DELETE', `/shortlists/${id}/members/${cast.extra.id}`, cast.owner);
    expect(removed.members.map((m: { specialist_id: string }) => m.specialist_id)).toEqual([cast.stranger.id]);
    const untied = await ok('PUT', `/shortlists/${id}`, cast.owner, { team_id: null });
    expect(untied.team_id).toBeNull();
    await platform.projected(await head());
    // Untied from the team, the collaborator no longer reads it.
    expect((await send('GET', `/shortlists/${id}`, collaborator)).status).toBe(404);
    expect(await ok('DELETE', `/shortlists/${id}`, cast.owner)).toEqual({ id });
    await platform.projected(await head());
    expect((await send('GET', `/shortlists/${id}`, cast.owner)).status).toBe(404);
  });

  it('bad, foreign and unauthorised input is refused (400, 403, 404, 409, 401); nothing appended', async () => {
    const list = await ok('POST', '/shortlists', cast.owner, { name: 'Guards', team_id: null });
    await ok('POST', `/shortlists/${list.id}/members`, cast.owner, { specialist_id: cast.extra.id });
    await platform.projected(await head());
    const before = await head();
    const status = async (method: string, path: string, user: TestUser | null, body?: unknown) =>
      (await send(method, path, user, body)).status;
    const fieldsOf = async (method: string, path: string, body: unknown) => {
      const answer = await send(method, path, cast.owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return answer.json.error.fields ?? {};
    };
    expect(await fieldsOf('POST', '/shortlists', { name: '' })).toEqual({ name: 'Name the shortlist' });
    expect(await fieldsOf('POST', '/shortlists', { name: 'n'.repeat(101) })).toEqual({
      name: 'A shortlist’s name must be at most 100 characters',
    });
    // Another owner's team, or none at all.
    const theirTeam = (await networkFixture(platform, { ...cast, owner: cast.otherOwner }, 'Their guild')).teamId;
    const afterTheirs = await head();
    for (const team_id of [theirTeam, 'no-such-team'])
      expect(await fieldsOf('POST', '/shortlists', { name: 'X', team_id })).toEqual({
        team_id: 'team_id must be one of your teams, or null',
      });
    expect(await fieldsOf('POST', `/shortlists/${list.id}/members`, { specialist_id: cast.otherOwner.id })).toEqual({
      specialist_id: 'Only specialists can be shortlisted',
    });
    expect(
      await fieldsOf('POST', `/shortlists/${list.id}/members`, {
        specialist_id: cast.member.id,
        note: 'n'.repeat(1001),
      }),
    ).toEqual({
      note: 'Note must be at most 1000 characters',
    });
    await fieldsOf('PUT', `/shortlists/${list.id}/members/${cast.extra.id}`, { note: 'x', extra: 1 });
    for (const raw of ['{"name":', 'not json', '[]'])
      expect(await status('POST', '/shortlists', cast.owner, raw), raw).toBe(400);
    expect(await status('POST', `/shortlists/${list.id}/members`, cast.owner, { specialist_id: cast.extra.id })).toBe(
      409,
    );
    expect(await status('PUT', `/shortlists/${list.id}/members/${cast.member.id}`, cast.owner, { note: 'x' })).toBe(
      404,
    );
    expect(await status('DELETE', `/shortlists/${list.id}/members/${cast.member.id}`, cast.owner)).toBe(404);
    expect(await status('PUT', '/shortlists/no-such-list', cast.owner, { name: 'X' })).toBe(404);
    // Foreign: another owner and an admin are told it does not exist; a specialist may not start one.
    for (const reader of [cast.otherOwner, cast.admin, cast.extra]) {
      expect(await status('GET', `/shortlists/${list.id}`, reader)).toBe(404);
      expect(await status('PUT', `/shortlists/${list.id}`, reader, { name: 'Theirs' })).toBe(404);
      expect(await status('POST', `/shortlists/${list.id}/members`, reader, { specialist_id: cast.member.id })).toBe(
        404,
      );
      expect(await status('DELETE', `/shortlists/${list.id}`, reader)).toBe(404);
    }
    expect(await ok('GET', `/shortlists?${filterOf({ team_id: f.teamId })}`, cast.otherOwner)).toEqual([]);
    expect(await status('POST', '/shortlists', cast.extra, { name: 'Mine' })).toBe(403);
    for (const [method, path] of [
      ['GET', '/shortlists'],
      ['GET', `/shortlists/${list.id}`],
      ['POST', '/shortlists'],
      ['POST', `/shortlists/${list.id}/members`],
      ['DELETE', `/shortlists/${list.id}`],
    ])
      expect(await status(method, path, null, method === 'GET' ? undefined : { name: 'X' }), path).toBe(401);
    expect(await head()).toBe(afterTheirs);
    expect(afterTheirs).toBeGreaterThan(before);
    expect((await ok('GET', `/shortlists/${list.id}`, cast.owner)).members).toHaveLength(1);
  });
});
