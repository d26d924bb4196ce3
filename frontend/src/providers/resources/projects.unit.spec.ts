import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../dataProvider';
import { resetMinPosition } from '../httpClient';

/** The client projects of docs/api.md through the app's one data provider, over a stubbed fetch. */
const answer = (
  body: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () =>
    answer(
      {
        id: 'p1',
        name: 'Claims',
        milestones: [{ id: 'm9', title: 'New' }],
        collaborators: [{ user_id: 'u9', email: 'vera@example.org' }],
        invitations: [{ id: 'i7', email: 'nora@example.org', role: 'viewer' }],
      },
      { headers: { 'X-Position': '7' } },
    ),
  );
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
  };
};

describe('projects', () => {
  it('lists My Projects and Shared Projects in the ra-data-simple-rest dialect, counted by Content-Range', async () => {
    fetchMock.mockResolvedValueOnce(answer([{ id: 'p1' }], { headers: { 'Content-Range': 'projects 0-0/41' } }));
    const { total } = await dataProvider.getList('projects', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { engagement_type: 'DPD', skill_id: 3, from: '2026-01-01' },
    });
    expect(call().url).toBe(
      '/projects?filter={"engagement_type":"DPD","skill_id":3,"from":"2026-01-01"}&range=[0,24]&sort=["created_at","DESC"]',
    );
    expect(total).toBe(41);
    fetchMock.mockResolvedValueOnce(answer([], { headers: { 'Content-Range': 'shared-projects */0' } }));
    await dataProvider.getList('shared-projects', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(call().url).toMatch(/^\/shared-projects\?/);
  });

  it('creates with only the keys POST /projects takes', async () => {
    await dataProvider.create('projects', {
      data: { name: 'Claims', engagement_type: 'DPD', budget: null, id: 'x', my_role: 'owner' },
    });
    expect(call()).toEqual({
      url: '/projects',
      method: 'POST',
      body: { name: 'Claims', engagement_type: 'DPD', budget: null },
    });
  });

  it('maps details, status and team to their paths, keeping what the read side joined', async () => {
    const previousData = { id: 'p1', owner_name: 'Ada Lovelace', coverage: { skills: [], missing: [] }, name: 'Old' };
    const { data } = await dataProvider.update('projects', {
      id: 'p1',
      data: { ...previousData, name: 'Claims' },
      previousData,
    });
    expect(call()).toEqual({ url: '/projects/p1', method: 'PUT', body: { name: 'Claims' } });
    expect(data).toMatchObject({ name: 'Claims', owner_name: 'Ada Lovelace' });
    await dataProvider.update('projects', {
      id: 'p1',
      data: { status: 'posted', name: 'x' },
      previousData,
      meta: { action: 'status' },
    });
    expect(call()).toEqual({ url: '/projects/p1/status', method: 'POST', body: { status: 'posted' } });
    await dataProvider.update('projects', {
      id: 'p1',
      data: { team_id: 't1' },
      previousData,
      meta: { action: 'team' },
    });
    expect(call()).toEqual({ url: '/projects/p1/team', method: 'POST', body: { team_id: 't1' } });
    await dataProvider.delete('projects', { id: 'p1', previousData });
    expect(call()).toMatchObject({ url: '/projects/p1', method: 'DELETE' });
  });

  it('maps milestones and collaborators to the project’s sub-resources', async () => {
    const { data: added } = await dataProvider.create('project-milestones', {
      data: { project_id: 'p1', title: 'New', due_date: '2026-05-01', responsible_id: null },
    });
    expect(call()).toEqual({
      url: '/projects/p1/milestones',
      method: 'POST',
      body: { title: 'New', due_date: '2026-05-01', responsible_id: null },
    });
    expect(added.id).toBe('m9');
    await dataProvider.update('project-milestones', {
      id: 'm9',
      data: { status: 'done' },
      previousData: { id: 'm9' },
      meta: { projectId: 'p1', action: 'status' },
    });
    expect(call()).toEqual({ url: '/projects/p1/milestones/m9/status', method: 'POST', body: { status: 'done' } });
    await dataProvider.update('project-milestones', {
      id: 'm9',
      data: { title: 'Renamed', status: 'done' },
      previousData: { id: 'm9' },
      meta: { projectId: 'p1' },
    });
    expect(call()).toEqual({ url: '/projects/p1/milestones/m9', method: 'PUT', body: { title: 'Renamed' } });
    await dataProvider.delete('project-milestones', {
      id: 'm9',
      previousData: { id: 'm9' },
      meta: { projectId: 'p1' },
    });
    expect(call()).toMatchObject({ url: '/projects/p1/milestones/m9', method: 'DELETE' });

    const { data: invited } = await dataProvider.create('project-collaborators', {
      data: { project_id: 'p1', email: ' Nora@example.org', role: 'viewer' },
    });
    expect(call()).toEqual({
      url: '/projects/p1/collaborators',
      method: 'POST',
      body: { email: ' Nora@example.org', role: 'viewer' },
    });
    expect(invited.id).toBe('i7');
    await dataProvider.update('project-collaborators', {
      id: 'u9',
      data: { role: 'editor' },
      previousData: { id: 'u9' },
      meta: { projectId: 'p1' },
    });
    expect(call()).toEqual({ url: '/projects/p1/collaborators/u9', method: 'PUT', body: { role: 'editor' } });
    await dataProvider.delete('project-collaborators', {
      id: 'u9',
      previousData: { id: 'u9' },
      meta: { projectId: 'p1' },
    });
    expect(call()).toMatchObject({ url: '/projects/p1/collaborators/u9', method: 'DELETE' });
  });

  it('reads a project’s history, each entry named by its place', async () => {
    fetchMock.mockResolvedValueOnce(
      answer([{ action: 'archived' }, { action: 'created' }], {
        headers: { 'Content-Range': 'project-history 0-1/2' },
      }),
    );
    const { data, total } = await dataProvider.getList('project-history', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'at', order: 'DESC' },
      filter: { project_id: 'p1' },
    });
    expect(call().url).toBe('/projects/p1/history');
    expect({ ids: data.map((entry) => entry.id), total }).toEqual({ ids: ['p1:0', 'p1:1'], total: 2 });
  });
});
