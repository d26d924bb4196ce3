import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { shownErrorOf } from '../apiErrors';
import { dataProvider } from '../dataProvider';
import { resetMinPosition } from '../httpClient';

/** The hiring resources of docs/api.md through the app's one data provider, over a stubbed fetch. */
const answer = (
  body: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
beforeEach(() => {
  fetchMock = vi.fn(async () => answer({ id: 'r1' }, { headers: { 'X-Position': '7' } }));
  vi.stubGlobal('fetch', fetchMock);
  resetMinPosition();
});
afterEach(() => vi.unstubAllGlobals());

const call = (index = -1) => {
  const [url, init] = fetchMock.mock.calls.at(index)!;
  const headers = new Headers(init.headers);
  return {
    url: decodeURIComponent(url),
    method: init.method ?? 'GET',
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    contentType: headers.get('Content-Type'),
    headers,
  };
};
const listParams = (filter: object = {}) => ({
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'ASC' as const },
  filter,
});

describe('lists in the ra-data-simple-rest dialect', () => {
  it('searches specialists with GET /specialists (filter, sort, range), counted by Content-Range', async () => {
    fetchMock.mockResolvedValueOnce(
      answer([{ id: 's1', first_name: 'Priya' }], { headers: { 'Content-Range': 'specialists 10-10/31' } }),
    );
    const { data, total } = await dataProvider.getList('specialists', listParams({ skill_ids: [3, 7], q: 'design' }));
    expect(call().url).toBe('/specialists?filter={"skill_ids":[3,7],"q":"design"}&range=[10,19]&sort=["name","ASC"]');
    expect({ ids: data.map((s) => s.id), total }).toEqual({ ids: ['s1'], total: 31 });
  });

  it('lists a network’s members by network_id', async () => {
    fetchMock.mockResolvedValueOnce(answer([], { headers: { 'Content-Range': 'network-members 0-0/0' } }));
    await dataProvider.getList('network-members', {
      ...listParams({ network_id: 'n1', status: 'joined' }),
      pagination: { page: 1, perPage: 25 },
    });
    expect(call().url).toBe(
      '/network-members?filter={"network_id":"n1","status":"joined"}&range=[0,24]&sort=["name","ASC"]',
    );
  });

  it('reads the pending invitations (a whole list) and a team’s history, each history entry named by its place', async () => {
    fetchMock.mockResolvedValueOnce(answer([{ id: 'n1.m1', network_name: 'Design' }]));
    expect((await dataProvider.getList('invitations', listParams())).data).toEqual([
      { id: 'n1.m1', network_name: 'Design' },
    ]);
    expect(call().url).toBe('/invitations');

    fetchMock.mockResolvedValueOnce(
      answer([
        { at: '2026-01-02', action: 'member_added' },
        { at: '2026-01-01', action: 'created' },
      ]),
    );
    const history = await dataProvider.getList('team-history', listParams({ team_id: 't1' }));
    expect(call().url).toBe('/teams/t1/history');
    expect(history).toEqual({
      data: [
        { at: '2026-01-02', action: 'member_added', id: 't1:0' },
        { at: '2026-01-01', action: 'created', id: 't1:1' },
      ],
      total: 2,
    });
  });
});

describe('writes send only the keys their path takes (the server refuses unknown ones)', () => {
  it.each([
    [
      'networks create',
      () => dataProvider.create('networks', { data: { name: 'Design', description: 'UX', id: 'x', member_count: 3 } }),
      'POST',
      '/networks',
      { name: 'Design', description: 'UX' },
    ],
    [
      'networks update',
      () =>
        dataProvider.update('networks', {
          id: 'n1',
          data: { id: 'n1', name: 'Design', description: '', team_count: 2 },
          previousData: { id: 'n1' },
        }),
      'PUT',
      '/networks/n1',
      { name: 'Design', description: '' },
    ],
    [
      'member note',
      () =>
        dataProvider.update('network-members', {
          id: 'n1.m1',
          data: { note: 'Great', tags: ['ux'], status: 'joined' },
          previousData: { id: 'n1.m1' },
        }),
      'PUT',
      '/network-members/n1.m1',
      { note: 'Great', tags: ['ux'] },
    ],
    [
      'leave',
      () =>
        dataProvider.update('network-members', {
          id: 'n1.m1',
          data: {},
          previousData: { id: 'n1.m1' },
          meta: { action: 'leave' },
        }),
      'POST',
      '/network-members/n1.m1/leave',
      undefined,
    ],
    [
      'invite by id',
      () => dataProvider.create('invitations', { data: { network_id: 'n1', specialist_id: 's1' } }),
      'POST',
      '/networks/n1/invitations',
      { specialist_id: 's1' },
    ],
    [
      'invite by email',
      () => dataProvider.create('invitations', { data: { network_id: 'n1', email: 'new@example.com' } }),
      'POST',
      '/networks/n1/invitations',
      { email: 'new@example.com' },
    ],
    [
      'accept',
      () =>
        dataProvider.update('invitations', {
          id: 'n1.m1',
          data: {},
          previousData: { id: 'n1.m1' },
          meta: { action: 'accept' },
        }),
      'POST',
      '/invitations/n1.m1/accept',
      undefined,
    ],
    [
      'decline',
      () =>
        dataProvider.update('invitations', {
          id: 'n1.m1',
          data: {},
          previousData: { id: 'n1.m1' },
          meta: { action: 'decline' },
        }),
      'POST',
      '/invitations/n1.m1/decline',
      undefined,
    ],
    [
      'team create',
      () =>
        dataProvider.create('teams', {
          data: { network_id: 'n1', name: 'Squad', purpose: '', required_skill_ids: [1], status: 'Draft' },
        }),
      'POST',
      '/teams',
      { network_id: 'n1', name: 'Squad', purpose: '', required_skill_ids: [1] },
    ],
    [
      'team update',
      () =>
        dataProvider.update('teams', {
          id: 't1',
          data: { network_id: 'n1', name: 'Squad', purpose: 'x', required_skill_ids: [], members: [] },
          previousData: { id: 't1' },
        }),
      'PUT',
      '/teams/t1',
      { name: 'Squad', purpose: 'x', required_skill_ids: [] },
    ],
    [
      'team status',
      () =>
        dataProvider.update('teams', {
          id: 't1',
          data: { status: 'Approved', name: 'Squad' },
          previousData: { id: 't1' },
          meta: { action: 'status' },
        }),
      'POST',
      '/teams/t1/status',
      { status: 'Approved' },
    ],
    [
      'add member',
      () =>
        dataProvider.create('team-members', {
          data: { team_id: 't1', specialist_id: 's1', role_title: 'Lead', allocation_days: 3, name: 'Priya' },
        }),
      'POST',
      '/teams/t1/members',
      { specialist_id: 's1', role_title: 'Lead', allocation_days: 3 },
    ],
    [
      'offer a seat (adding a member makes an offer)',
      () =>
        dataProvider.create('team-members', {
          data: {
            team_id: 't1',
            specialist_id: 's1',
            role_title: 'Lead',
            allocation_days: 3,
            day_rate: { amount: 600, currency: 'EUR' },
            starts_on: '2026-04-06',
            message: 'Join us',
            over_allocate: true,
            name: 'Priya',
          },
        }),
      'POST',
      '/teams/t1/members',
      {
        specialist_id: 's1',
        role_title: 'Lead',
        allocation_days: 3,
        day_rate: { amount: 600, currency: 'EUR' },
        starts_on: '2026-04-06',
        message: 'Join us',
        over_allocate: true,
      },
    ],
    [
      'accept an offer',
      () =>
        dataProvider.update('offers', {
          id: 'o1',
          data: { team_name: 'Squad' },
          previousData: { id: 'o1' },
          meta: { action: 'accept' },
        }),
      'POST',
      '/offers/o1/accept',
      undefined,
    ],
    [
      'decline an offer with a reason',
      () =>
        dataProvider.update('offers', {
          id: 'o1',
          data: { reason: 'Booked', team_name: 'Squad' },
          previousData: { id: 'o1' },
          meta: { action: 'decline' },
        }),
      'POST',
      '/offers/o1/decline',
      { reason: 'Booked' },
    ],
    [
      'withdraw an offer',
      () => dataProvider.delete('offers', { id: 'o1', previousData: { id: 'o1' } }),
      'DELETE',
      '/offers/o1',
      undefined,
    ],
    [
      'change member',
      () =>
        dataProvider.update('team-members', {
          id: 's1',
          data: { role_title: 'Dev', allocation_days: 2, specialist: {} },
          previousData: { id: 's1' },
          meta: { teamId: 't1' },
        }),
      'PUT',
      '/teams/t1/members/s1',
      { role_title: 'Dev', allocation_days: 2 },
    ],
    [
      'remove member',
      () => dataProvider.delete('team-members', { id: 's1', meta: { teamId: 't1' } }),
      'DELETE',
      '/teams/t1/members/s1',
      undefined,
    ],
    [
      'company profile',
      () =>
        dataProvider.update('business-owners', {
          id: 'u1',
          data: { id: 'u1', company_name: 'Acme', website: 'https://acme.test', about: 'We build', email: 'o@x' },
          previousData: { id: 'u1' },
        }),
      'PUT',
      '/business-owners/u1',
      { company_name: 'Acme', website: 'https://acme.test', about: 'We build' },
    ],
  ] as const)('%s: %s %s', async (_name, run, method, url, body) => {
    await run();
    const sent = call();
    expect({ method: sent.method, url: sent.url, body: sent.body }).toEqual({ method, url, body });
    if (body) expect(sent.contentType).toBe('application/json');
  });

  it('archives with DELETE, and the next read carries the position of the write as X-Min-Position', async () => {
    fetchMock.mockResolvedValueOnce(answer({ id: 'n1', archived: true }, { headers: { 'X-Position': '42' } }));
    await dataProvider.delete('networks', { id: 'n1', previousData: { id: 'n1' } });
    expect(call()).toMatchObject({ method: 'DELETE', url: '/networks/n1' });
    fetchMock.mockResolvedValueOnce(answer({ id: 'n1' }));
    await dataProvider.getOne('networks', { id: 'n1' });
    expect(call().headers.get('X-Min-Position')).toBe('42');
  });

  it('throws a refusal with its error body, whose message code the UI translates', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          error: {
            code: 'validation',
            message: 'Only specialists who have joined the network can be added to a team',
            message_code: 'team.memberNotInNetwork',
          },
        },
        { status: 400 },
      ),
    );
    const failure = await dataProvider
      .create('team-members', { data: { team_id: 't1', specialist_id: 's9', allocation_days: 2 } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400 });
    expect(shownErrorOf(failure).message).toBe('app.hiring.team_messages.memberNotInNetwork');
  });
});

describe('write answers lack what the read side joins in (docs/api.md)', () => {
  it('keeps the joined fields of the record as read until the next read', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({
        id: 't1',
        name: 'Squad',
        status: 'Approved',
        members: [{ specialist_id: 's1', role_title: 'Lead', allocation_days: 3 }],
      }),
    );
    const read = {
      id: 't1',
      name: 'Squad',
      status: 'Draft',
      network_name: 'Design',
      members: [{ specialist_id: 's1', specialist: { first_name: 'Priya' } }],
      coverage: { skills: [], missing: [] },
    };
    const { data } = await dataProvider.update('teams', {
      id: 't1',
      data: { status: 'Approved' },
      previousData: read,
      meta: { action: 'status' },
    });
    expect(data).toEqual({ ...read, status: 'Approved' });

    fetchMock.mockResolvedValueOnce(answer({ id: 'n1', name: 'Renamed', member_count: 3 }));
    const network = await dataProvider.update('networks', {
      id: 'n1',
      data: { name: 'Renamed' },
      previousData: { id: 'n1', name: 'Old', owner_name: 'Ada', team_count: 2 },
    });
    expect(network.data).toEqual({ id: 'n1', name: 'Renamed', member_count: 3, owner_name: 'Ada', team_count: 2 });
  });

  it('gives a new team empty coverage and members until it is read', async () => {
    fetchMock.mockResolvedValueOnce(answer({ id: 't9', network_id: 'n1', name: 'New' }, { status: 201 }));
    const { data } = await dataProvider.create('teams', { data: { network_id: 'n1', name: 'New' } });
    expect(data).toMatchObject({ id: 't9', members: [], coverage: { skills: [], missing: [] } });
  });
});

describe('company logo', () => {
  it('uploads the file as multipart field `logo` (POST /business-owners/{id}/logo) and removes it with DELETE, keeping the record as read', async () => {
    const read = { id: 'u1', company_name: 'Acme', logo: '/media/logos/old-512.webp', logo_status: 'ready' };
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          id: 'u1',
          company_name: 'Acme',
          logo: '/media/logos/old-512.webp',
          logo_status: 'processing',
          logo_error: null,
        },
        { headers: { 'X-Position': '9' } },
      ),
    );
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'acme.png', { type: 'image/png' });
    const uploaded = await dataProvider.update('business-owners', {
      id: 'u1',
      data: { file },
      previousData: read,
      meta: { action: 'logo' },
    });
    const sent = call();
    expect({ method: sent.method, url: sent.url }).toEqual({ method: 'POST', url: '/business-owners/u1/logo' });
    expect(sent.body).toBeInstanceOf(FormData);
    expect(((sent.body as FormData).get('logo') as File).name).toBe('acme.png');
    expect(sent.contentType).not.toBe('application/json');
    expect(uploaded.data).toMatchObject({ id: 'u1', logo_status: 'processing' });

    fetchMock.mockResolvedValueOnce(answer({ id: 'u1', logo: null, logo_status: null, logo_error: null }));
    const removed = await dataProvider.update('business-owners', {
      id: 'u1',
      data: {},
      previousData: read,
      meta: { action: 'remove-logo' },
    });
    expect(call()).toMatchObject({ method: 'DELETE', url: '/business-owners/u1/logo' });
    expect(removed.data).toMatchObject({ company_name: 'Acme', logo: null });
  });
});

describe("a team's matches and suggestion", () => {
  it('reads the matches at GET /teams/{id}/matches by fit, the team taken out of the filter', async () => {
    fetchMock.mockResolvedValueOnce(answer([{ id: 's1' }], { headers: { 'Content-Range': 'specialists 10-10/11' } }));
    const { total } = await dataProvider.getList('team-matches', listParams({ team_id: 't 1', free_days_gte: 2 }));
    expect(call().url).toBe('/teams/t 1/matches?filter={"free_days_gte":2}&range=[10,19]&sort=["fit","DESC"]');
    expect(total).toBe(11);
  });

  it('asks for a suggestion with POST, and makes one offer each, a refusal beside the offers made', async () => {
    const app = dataProvider;
    fetchMock.mockResolvedValueOnce(answer({ members: [], covered: [], missing: [1] }));
    const suggestion = await app.suggestTeam({ teamId: 't1', options: { max_members: 2 } });
    expect(call()).toMatchObject({ url: '/teams/t1/suggestions', method: 'POST', body: { max_members: 2 } });
    expect(suggestion.missing).toEqual([1]);

    fetchMock.mockImplementation((_url: string, init: RequestInit) =>
      Promise.resolve(
        (JSON.parse(init.body as string) as { specialist_id: string }).specialist_id === 's2'
          ? answer(
              { error: { code: 'conflict', message: 'beyond', message_code: 'offer.beyondFreeDays' } },
              { status: 409 },
            )
          : answer({ id: 'o1' }, { status: 201, headers: { 'X-Position': '9' } }),
      ),
    );
    const offer = { team_id: 't1', role_title: 'Go', allocation_days: 2, starts_on: '2026-12-01', message: 'Hi' };
    const outcomes = await app.offerSeats([
      { ...offer, specialist_id: 's1' },
      { ...offer, specialist_id: 's2' },
    ]);
    expect(outcomes).toEqual([
      { specialist_id: 's1', ok: true, offer_id: 'o1' },
      { specialist_id: 's2', ok: false, error: 'app.hiring.offer_messages.beyondFreeDays' },
    ]);
    expect(fetchMock.mock.calls.slice(-2).map(([url]) => url)).toEqual(['/offers', '/offers']);
  });
});
