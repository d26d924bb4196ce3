import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shownErrorOf } from './apiErrors';
import { dataProvider } from './dataProvider';
import { resetMinPosition } from './httpClient';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => json({ data: { ok: true }, message: 'done', position: '5' }));
  vi.stubGlobal('fetch', fetchMock);
  resetMinPosition();
});
afterEach(() => vi.unstubAllGlobals());

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)! as [string, RequestInit];
  return { url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
};

describe('the specialists resource', () => {
  it('reads a profile from GET /user/specialist/{id}, unwrapping data', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { id: 'p1', first_name: 'Priya' }, avatar: null }));
    const { data } = await dataProvider.getOne('specialists', { id: 'p1' });
    expect(data).toEqual({ id: 'p1', first_name: 'Priya' });
    expect(lastCall()).toMatchObject({ url: '/user/specialist/p1', method: 'GET' });
  });

  it.each([
    [
      'industry-title',
      undefined,
      { specialist: { industry_title: 'x' } },
      'PUT',
      '/user/update-user/p1',
      { specialist: { industry_title: 'x' } },
    ],
    ['skills', undefined, { skills: [1] }, 'POST', '/user/specialist/add-skills/p1', { skills: [1] }],
    [
      'certificates',
      undefined,
      { degree: 'BSc' },
      'POST',
      '/user/specialist/add-certificate/p1',
      { certificate: { degree: 'BSc' } },
    ],
    ['certificates', 'c1', { degree: 'BSc' }, 'POST', '/user/specialist/p1/update-certificate/c1', { degree: 'BSc' }],
    ['projects', undefined, { name: 'Acme' }, 'POST', '/user/specialist/add-project/p1', { project: { name: 'Acme' } }],
    [
      'billing',
      undefined,
      { bank_name: 'CBA' },
      'PUT',
      '/user/specialist/update-account/p1',
      { billing_profile: { bank_name: 'CBA' } },
    ],
    ['billing', 'b1', { bank_name: 'CBA' }, 'PUT', '/user/billing-account/update', { id: 'b1', bank_name: 'CBA' }],
    ['video-ask', undefined, { video_ask: [] }, 'PUT', '/user/specialist/update-videoask/p1', { video_ask: [] }],
  ] as const)('writes the %s section (item %s) with %s', async (section, itemId, data, method, url, body) => {
    const result = await dataProvider.update('specialists', {
      id: 'p1',
      data,
      previousData: { id: 'p1' },
      meta: { section, itemId },
    });
    expect(lastCall()).toEqual({ url, method, body });
    expect(result.data).toEqual({ ok: true, id: 'p1' });
  });

  it('deletes a certificate or a project by its own path', async () => {
    await dataProvider.delete('specialists', { id: 'p1', meta: { section: 'certificates', itemId: 'c1' } });
    expect(lastCall()).toMatchObject({ url: '/user/certification/delete/p1/c1', method: 'DELETE' });
    await dataProvider.delete('specialists', { id: 'p1', meta: { section: 'projects', itemId: 'w1' } });
    expect(lastCall()).toMatchObject({ url: '/user/experience/delete/p1/w1', method: 'DELETE' });
  });

  it('throws a refused write with the error body, whose codes the UI translates', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: {
            code: 'validation',
            message: 'Select at least one skill',
            message_code: 'specialist.skillsRequired',
            fields: { skills: 'Select at least one skill', x: 'Unknown skill id: 9' },
            field_codes: { skills: 'specialist.skillsRequired' },
          },
        },
        400,
      ),
    );
    const failure = await dataProvider
      .update('specialists', {
        id: 'p1',
        data: { skills: [] },
        previousData: { id: 'p1' },
        meta: { section: 'skills' },
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400 });
    expect(shownErrorOf(failure)).toEqual({
      message: 'app.profile.messages.skillsRequired',
      fields: { skills: 'app.profile.messages.skillsRequired', x: 'Unknown skill id: 9' },
    });
  });
});

describe('lists of the spec’s own paths', () => {
  it('reads the activity feed from GET /user/activity as it is', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ data: [{ id: 'e1', type: 'SkillsSet', created_at: '2025-01-01T00:00:00Z' }] }),
    );
    const { data, total } = await dataProvider.getList('activity', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(lastCall().url).toBe('/user/activity');
    expect({ ids: data.map((e) => e.id), total }).toEqual({ ids: ['e1'], total: 1 });
  });

  it('reads the cities of a state, each named as its id', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [{ name: 'Sydney' }] }));
    const { data } = await dataProvider.getList('cities', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { country: 'AU', state: 'New South Wales' },
    });
    expect(lastCall().url).toBe('/countries/AU/states/New%20South%20Wales/cities');
    expect(data).toEqual([{ id: 'Sydney', name: 'Sydney' }]);
  });
});

describe('the lazily loaded mappings', () => {
  // A lazily loaded resource's calls reach its own mapping (providers/resources/registry.ts), not a generic one.
  it.each([
    ['collaborator-invitations', 'p1.i1', 'accept', '/collaborator-invitations/p1.i1/accept'],
    ['collaborator-invitations', 'p1.i1', 'decline', '/collaborator-invitations/p1.i1/decline'],
    ['invitations', 'n1.m1', 'accept', '/invitations/n1.m1/accept'],
  ])('%s: %s answers POST %s', async (resource, id, action, url) => {
    await dataProvider.update(resource, { id, data: {}, previousData: { id }, meta: { action } });
    expect(lastCall()).toMatchObject({ url, method: 'POST' });
  });
});
