import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/renderWithAdmin';
import { dataProvider } from '../dataProvider';
import { resetMinPosition } from '../httpClient';

/** Share links (docs/api.md 'Share links') through the app's one data provider, over a stubbed fetch. */
const answer = (
  body: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => answer({ id: 'l1' }, { headers: { 'X-Position': '7' } }));
  vi.stubGlobal('fetch', fetchMock);
  resetMinPosition();
});
afterEach(() => vi.unstubAllGlobals());

const call = (index = -1) => {
  const [url, init] = fetchMock.mock.calls.at(index)! as [string, RequestInit];
  return {
    url: decodeURIComponent(url),
    method: init.method ?? 'GET',
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    headers: new Headers(init.headers),
    credentials: init.credentials,
  };
};

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv12';
const card = {
  id: 's1',
  first_name: 'Priya',
  last_name: 'S.',
  avatar: null,
  role_title: 'Lead designer',
  industry_title: 'Product designer',
  experience_level_id: 3,
  experience_level: 'Experienced',
  country: 'India',
  top_skills: [{ id: 1, title: 'Figma' }],
  languages: [{ id: 2, title: 'English' }],
};

describe('a visitor’s calls are anonymous', () => {
  it('reads a link’s state without the bearer token or cookies of whoever is signed in', async () => {
    signIn('business_owner');
    fetchMock.mockResolvedValueOnce(
      answer({ target_type: 'team', gate: 'passcode', status: 'active', expires_at: null }),
    );
    const { data } = await dataProvider.getOne('public-share-links', { id: TOKEN, meta: { part: 'state' } });
    expect(call().url).toBe(`/public/share-links/${TOKEN}`);
    expect(call().headers.has('Authorization')).toBe(false);
    expect(call().credentials).toBe('omit');
    expect(data).toEqual({ id: TOKEN, target_type: 'team', gate: 'passcode', status: 'active', expires_at: null });
  });

  it('opens with the passcode and answers the grant', async () => {
    fetchMock.mockResolvedValueOnce(answer({ data: { grant: 'g-1', expires_at: '2026-11-24T10:00:00.000Z' } }));
    const { data } = await dataProvider.create('public-share-links', {
      data: { token: TOKEN, passcode: 'open sesame', extra: 'x' },
      meta: { action: 'open' },
    });
    expect([call().method, call().url, call().body]).toEqual([
      'POST',
      `/public/share-links/${TOKEN}/open`,
      { passcode: 'open sesame' },
    ]);
    expect(data).toEqual({ id: TOKEN, grant: 'g-1', expires_at: '2026-11-24T10:00:00.000Z' });
  });

  it('asks for a mailed code with the address and the language of the mail only', async () => {
    fetchMock.mockResolvedValueOnce(answer({ data: { sent: true } }, { status: 202 }));
    await dataProvider.create('public-share-links', {
      data: { token: TOKEN, email: 'ana@client.example', locale: 'zh', extra: 'dropped' },
      meta: { action: 'email-code' },
    });
    expect([call().method, call().url, call().body]).toEqual([
      'POST',
      `/public/share-links/${TOKEN}/email-code`,
      { email: 'ana@client.example', locale: 'zh' },
    ]);
  });

  it('sends a client’s request with the grant header and only the documented keys', async () => {
    fetchMock.mockResolvedValueOnce(answer({ data: { id: 'r-1' } }, { status: 201 }));
    const { data } = await dataProvider.create('public-share-links', {
      data: { token: TOKEN, kind: 'intro', profile_id: 'p-1', message: '', name: 'Ana', email: 'ana@x.ro', x: 1 },
      meta: { action: 'request', grant: 'g-1' },
    });
    expect([call().method, call().url, call().body]).toEqual([
      'POST',
      `/public/share-links/${TOKEN}/requests`,
      { kind: 'intro', profile_id: 'p-1', name: 'Ana', email: 'ana@x.ro' },
    ]);
    expect(call().headers.get('X-Share-Grant')).toBe('g-1');
    expect(data.id).toBe('r-1');
  });

  it('reads the content with the grant header, as the page’s one shape', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({
        target_type: 'team',
        mode: 'frozen',
        frozen_at: '2026-11-01T09:00:00Z',
        anonymised: true,
        data: { name: 'Launch squad', purpose: 'Ship it', members: [card] },
      }),
    );
    const { data } = await dataProvider.getOne('public-share-links', {
      id: TOKEN,
      meta: { part: 'content', grant: 'g-1', targetType: 'team' },
    });
    expect(call().url).toBe(`/public/share-links/${TOKEN}/content`);
    expect(call().headers.get('X-Share-Grant')).toBe('g-1');
    expect(data.content).toEqual({
      kind: 'team',
      mode: 'frozen',
      frozen_at: '2026-11-01T09:00:00Z',
      anonymised: true,
      shared_by: null,
      name: 'Launch squad',
      purpose: 'Ship it',
      members: [
        {
          id: 's1',
          name: 'Priya S.',
          avatar: null,
          role: 'Lead designer',
          industry_title: 'Product designer',
          level: 3,
          top_skills: ['Figma'],
          languages: [{ title: 'English', code: null }],
        },
      ],
    });
  });

  it('reads a member’s profile under the link', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ mode: 'live', frozen_at: null, anonymised: false, data: { id: 's1', first_name: 'Priya' } }),
    );
    const { data } = await dataProvider.getOne('public-share-links', {
      id: TOKEN,
      meta: { part: 'profile', grant: 'g-1', profileId: 's1' },
    });
    expect(call().url).toBe(`/public/share-links/${TOKEN}/profiles/s1`);
    expect(data.content).toEqual({
      kind: 'profile',
      mode: 'live',
      frozen_at: null,
      anonymised: false,
      shared_by: null,
      profile: { id: 's1', first_name: 'Priya' },
    });
  });

  it.each([
    [410, 'shareLink.revoked', 410],
    [404, 'shareLink.notFound', 404],
    [429, 'shareLink.tooManyAttempts', 429],
    // A refused grant or passcode must not end the session of whoever is signed in in this browser (react-admin's checkError logs out on 401).
    [401, 'shareLink.wrongPasscode', 403],
  ])('passes a %i (%s) on as react-admin’s error with the body', async (status, code, expected) => {
    fetchMock.mockResolvedValueOnce(answer({ error: { code: 'x', message: 'No', message_code: code } }, { status }));
    const failure = await dataProvider
      .getOne('public-share-links', { id: TOKEN, meta: { part: 'state' } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: expected, body: { error: { message_code: code } } });
  });
});

describe('the owner’s links', () => {
  it('lists a target’s links in the ra-data-simple-rest dialect', async () => {
    fetchMock.mockResolvedValueOnce(answer([{ id: 'l1' }], { headers: { 'Content-Range': 'share-links 0-0/1' } }));
    const { total } = await dataProvider.getList('share-links', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { target_type: 'team', target_id: 't1' },
    });
    expect(call().url).toBe(
      '/share-links?filter={"target_type":"team","target_id":"t1"}&range=[0,49]&sort=["created_at","DESC"]',
    );
    expect(total).toBe(1);
  });

  it('creates a link with the documented keys only', async () => {
    await dataProvider.create('share-links', {
      data: {
        target_type: 'team',
        target_id: 't1',
        mode: 'frozen',
        passcode: 'abcd1234',
        allowed_emails: [],
        max_views: 3,
        anonymised: true,
        notify_on_first_open: false,
        gate: 'passcode',
      },
    });
    expect([call().method, call().url, call().body]).toEqual([
      'POST',
      '/share-links',
      {
        target_type: 'team',
        target_id: 't1',
        mode: 'frozen',
        passcode: 'abcd1234',
        max_views: 3,
        anonymised: true,
        notify_on_first_open: false,
      },
    ]);
  });

  it('revokes and extends on their own paths, keeping the record', async () => {
    fetchMock.mockResolvedValueOnce(answer({ id: 'l1', status: 'revoked' }));
    const revoked = await dataProvider.update('share-links', {
      id: 'l1',
      data: {},
      previousData: { id: 'l1', views: 4, status: 'active' },
      meta: { action: 'revoke' },
    });
    expect([call().method, call().url, call().body]).toEqual(['POST', '/share-links/l1/revoke', undefined]);
    expect(revoked.data).toEqual({ id: 'l1', views: 4, status: 'revoked' });

    fetchMock.mockResolvedValueOnce(answer({ id: 'l1', expires_at: null }));
    await dataProvider.update('share-links', {
      id: 'l1',
      data: { expires_at: null },
      previousData: { id: 'l1' },
      meta: { action: 'extend' },
    });
    expect([call().method, call().url, call().body]).toEqual(['POST', '/share-links/l1/extend', { expires_at: null }]);
  });

  it('reads a link’s access log as a plain list', async () => {
    fetchMock.mockResolvedValueOnce(answer([], { headers: { 'Content-Range': 'share-link-opens 0-0/0' } }));
    await dataProvider.getList('share-link-opens', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: { link_id: 'l1' },
    });
    expect(call().url).toBe('/share-link-opens?filter={"link_id":"l1"}&range=[0,24]&sort=["at","DESC"]');
  });

  it('reads a link’s requests under the link’s own path, with the rest of the filter', async () => {
    fetchMock.mockResolvedValueOnce(
      answer([{ id: 'r1', kind: 'approve' }], { headers: { 'Content-Range': 'share-link-requests 0-0/1' } }),
    );
    const { data, total } = await dataProvider.getList('share-link-requests', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: { link_id: 'l1' },
    });
    expect(call().url).toBe('/share-links/l1/requests?filter={}&range=[0,24]&sort=["at","DESC"]');
    expect([data, total]).toEqual([[{ id: 'r1', kind: 'approve' }], 1]);
  });

  it('reads a team’s requests through each of its links, merged newest first and cut to the page', async () => {
    const ranged = (body: unknown[], name: string) =>
      answer(body, { headers: { 'Content-Range': `${name} 0-${body.length - 1}/${body.length}` } });
    fetchMock
      .mockResolvedValueOnce(ranged([{ id: 'l1' }, { id: 'l2' }], 'share-links'))
      .mockResolvedValueOnce(
        ranged(
          [
            { id: 'r3', at: '2026-11-23T09:00:00Z' },
            { id: 'r1', at: '2026-11-21T09:00:00Z' },
          ],
          'share-link-requests',
        ),
      )
      .mockResolvedValueOnce(ranged([{ id: 'r2', at: '2026-11-22T09:00:00Z' }], 'share-link-requests'));
    const { data, total } = await dataProvider.getList('share-link-requests', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'at', order: 'DESC' },
      filter: { target_type: 'team', target_id: 't1' },
    });
    expect(fetchMock.mock.calls.map((_, index) => call(index).url)).toEqual([
      '/share-links?filter={"target_type":"team","target_id":"t1"}&range=[0,499]&sort=["created_at","DESC"]',
      '/share-links/l1/requests?filter={}&range=[0,1]&sort=["at","DESC"]',
      '/share-links/l2/requests?filter={}&range=[0,1]&sort=["at","DESC"]',
    ]);
    expect([data.map((r) => r.id), total]).toEqual([['r3', 'r2'], 3]);
  });

  it('reads the whole log for the CSV export in pages the API takes (500 at most)', async () => {
    const opens = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `o${from + index}` }));
    fetchMock
      .mockResolvedValueOnce(answer(opens(0, 500), { headers: { 'Content-Range': 'share-link-opens 0-499/620' } }))
      .mockResolvedValueOnce(answer(opens(500, 120), { headers: { 'Content-Range': 'share-link-opens 500-619/620' } }));
    const { data, total } = await dataProvider.getList('share-link-opens', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'at', order: 'DESC' },
      filter: { link_id: 'l1' },
    });
    expect(fetchMock.mock.calls.map((_, index) => call(index).url)).toEqual([
      '/share-link-opens?filter={"link_id":"l1"}&range=[0,499]&sort=["at","DESC"]',
      '/share-link-opens?filter={"link_id":"l1"}&range=[500,999]&sort=["at","DESC"]',
    ]);
    expect([data.length, data.at(-1)?.id, total]).toEqual([620, 'o619', 620]);
  });
});
