import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../dataProvider';
import { resetMinPosition } from '../httpClient';
import { saveSession } from '../session';
import { sentJson } from '../../test/fetchStub';
import { forgetCatalogue } from './report';

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => json([]));
  vi.stubGlobal('fetch', fetchMock);
  resetMinPosition();
  forgetCatalogue();
  saveSession({
    access_token: 'token-1',
    user_id: 'admin-1',
    user_type: 'admin',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@example.com',
  });
});
afterEach(() => vi.unstubAllGlobals());

const lastUrl = () => decodeURIComponent(String(fetchMock.mock.calls.at(-1)![0]));
const lastHeaders = () => new Headers((fetchMock.mock.calls.at(-1)![1] as RequestInit).headers);

const row = {
  id: '12',
  position: '12',
  at: '2026-11-24T08:00:00.000Z',
  actor: { id: 'u1', name: 'Ada Admin', role: 'admin' },
  action: 'IndustryTitleSet',
  target: { type: 'specialist', id: 's1', name: 'Priya' },
  owner: { id: 's1', name: 'Priya' },
  correlation_id: 'r1',
  source: 'web',
  changes: [{ field: 'industry_title', before: 'A', after: 'B' }],
};

describe('the admin report resources', () => {
  it('lists audit events in the simple-rest dialect, dropping empty filters, counted by Content-Range', async () => {
    fetchMock.mockResolvedValueOnce(json([row], { 'Content-Range': 'audit-events 0-0/31' }));
    const result = await dataProvider.getList('audit-events', {
      filter: { actor_id: 'u1', q: ' title ', type: [], to: '' },
      sort: { field: 'at', order: 'DESC' },
      pagination: { page: 2, perPage: 25 },
    });
    expect(lastUrl()).toBe('/audit-events?filter={"actor_id":"u1","q":"title"}&sort=["at","DESC"]&range=[25,49]');
    expect(lastHeaders().get('Authorization')).toBe('Bearer token-1');
    expect(result).toEqual({ data: [row], total: 31 });
  });

  it('reverts a change: the revert is its own row, or, when it changed nothing, no row of its own', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ data: { reverts: '12', overwrote: [] }, message: 'Reverted', position: '40' }),
    );
    const made = await dataProvider.revertChange({ position: '12', anyway: true });
    expect(lastUrl()).toBe('/audit-events/12/revert');
    expect(sentJson(fetchMock.mock.calls.at(-1)![1] as RequestInit)).toEqual({ anyway: true });
    expect(made).toEqual({ id: '40', reverts: '12', overwrote: [] });
    fetchMock.mockResolvedValueOnce(json({ data: { reverts: '12', overwrote: [] }, message: 'Reverted' }));
    expect((await dataProvider.revertChange({ position: '12' })).id).toBe('12:unchanged');
  });

  it('reads one event by its position', async () => {
    fetchMock.mockResolvedValueOnce(json(row));
    expect((await dataProvider.getOne('audit-events', { id: '12' })).data).toEqual(row);
    expect(lastUrl()).toBe('/audit-events/12');
  });

  it('reads the chart’s counts for the filter’s days, each named by day and type', async () => {
    fetchMock.mockResolvedValueOnce(json([{ day: '2026-11-24', type: 'SkillsSet', count: 3 }]));
    const { data } = await dataProvider.getList('audit-stats', {
      filter: { from: '2026-11-01', to: '2026-11-24T10:00:00Z' },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'day', order: 'ASC' },
    });
    expect(lastUrl()).toBe(
      '/audit-events/stats?bucket=day&from=2026-11-01&to=2026-11-24&filter={"from":"2026-11-01","to":"2026-11-24T10:00:00Z"}',
    );
    expect(data).toEqual([{ id: '2026-11-24:SkillsSet', day: '2026-11-24', type: 'SkillsSet', count: 3 }]);
  });

  it('counts the list’s filter over the chart’s days, dropping empty filters', async () => {
    const sort = { field: 'day', order: 'ASC' } as const;
    const pagination = { page: 1, perPage: 1000 };
    await dataProvider.getList('audit-stats', {
      filter: { actor_id: 'u1', q: ' title ', type: [], source: '' },
      meta: { days: { from: '2026-08-27', to: '2026-11-24' } },
      pagination,
      sort,
    });
    expect(lastUrl()).toBe(
      '/audit-events/stats?bucket=day&from=2026-08-27&to=2026-11-24&filter={"actor_id":"u1","q":"title"}',
    );
    await dataProvider.getList('audit-stats', {
      filter: { owner_id: ['s1', 's2'], target_type: 'specialist', from: '2026-11-20' },
      meta: { days: { from: '2026-11-20', to: '2026-11-24' } },
      pagination,
      sort,
    });
    expect(lastUrl()).toBe(
      '/audit-events/stats?bucket=day&from=2026-11-20&to=2026-11-24&filter={"owner_id":["s1","s2"],"target_type":"specialist","from":"2026-11-20"}',
    );
    await dataProvider.getList('audit-stats', { filter: {}, pagination, sort });
    expect(lastUrl()).toBe('/audit-events/stats?bucket=day');
  });

  it('reads the event catalogue once and searches it here', async () => {
    fetchMock.mockResolvedValueOnce(
      json([
        {
          type: 'SkillsSet',
          version: 1,
          aggregate: 'specialist',
          fields: [{ name: 'skills', type: 'CatalogRef[]', optional: false }],
          example: {},
          projections: ['SpecialistProfile'],
        },
        { type: 'TeamCreated', version: 1, aggregate: 'team', fields: [], example: {}, projections: ['TeamRecord'] },
        {
          type: 'IndustryTitleSet',
          version: 1,
          aggregate: 'specialist',
          fields: [{ name: 'industryTitle', type: 'string', optional: false }],
          example: {},
          projections: ['SpecialistProfile'],
        },
      ]),
    );
    const all = await dataProvider.getList('event-types', {
      filter: {},
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'type', order: 'ASC' },
    });
    expect(all.data.map((entry) => entry.id)).toEqual(['SkillsSet', 'TeamCreated', 'IndustryTitleSet']);
    const found = await dataProvider.getList('event-types', {
      filter: { q: 'catalogref' },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'type', order: 'ASC' },
    });
    expect(found.data.map((entry) => entry.id)).toEqual(['SkillsSet']);
    // The API's snake_case finds the event's camelCase field, and the other way round.
    fetchMock.mockClear();
    const snake = await dataProvider.getList('event-types', {
      filter: { q: 'industry_title' },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'type', order: 'ASC' },
    });
    expect(snake.data.map((entry) => entry.id)).toEqual(['IndustryTitleSet']);
    const camel = await dataProvider.getList('event-types', {
      filter: { q: 'industryTitle' },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'type', order: 'ASC' },
    });
    expect(camel.data.map((entry) => entry.id)).toEqual(['IndustryTitleSet']);
    expect(fetchMock).toHaveBeenCalledTimes(0);
  });

  it('reads a record’s timeline, its version as of a moment and the diff between two', async () => {
    fetchMock.mockResolvedValueOnce(json([row], { 'Content-Range': 'history 0-0/1' }));
    const timeline = await dataProvider.getList('record-history', {
      filter: { target_type: 'specialist', target_id: 's1' },
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'at', order: 'DESC' },
    });
    expect(lastUrl()).toBe('/history/specialist/s1?range=[0,499]');
    expect(timeline.total).toBe(1);

    fetchMock.mockResolvedValueOnce(json({ position: '12', at: row.at, record: { industry_title: 'B' } }));
    const version = await dataProvider.getOne('record-versions', { id: 'specialist/s1', meta: { at: '12' } });
    expect(lastUrl()).toBe('/history/specialist/s1/as-of?at=12');
    expect(version.data).toEqual({
      id: 'specialist/s1@12',
      position: '12',
      at: row.at,
      record: { industry_title: 'B' },
    });

    fetchMock.mockResolvedValueOnce(
      json({ from: { position: '3', at: null }, to: { position: '12', at: null }, changes: row.changes }),
    );
    const diff = await dataProvider.getOne('record-diffs', { id: 'team/t 1', meta: { from: '3', to: '12' } });
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe('/history/team/t%201/diff?from=3&to=12');
    expect(diff.data.changes).toEqual(row.changes);
  });

  it('starts an export job of a filter and follows it', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 'e1', format: 'csv', state: 'waiting', rows: 0, total: null }, {}, 202));
    const started = await dataProvider.create('audit-exports', {
      data: { format: 'csv', filter: { actor_id: 'u1', q: '' } },
    });
    expect(lastUrl()).toBe('/audit-exports');
    expect(lastHeaders().get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body))).toEqual({
      format: 'csv',
      filter: { actor_id: 'u1' },
    });
    expect(started.data).toMatchObject({ id: 'e1', state: 'waiting' });
    fetchMock.mockResolvedValueOnce(json({ id: 'e1', format: 'csv', state: 'running', rows: 10, total: 20 }));
    expect((await dataProvider.getOne('audit-exports', { id: 'e1' })).data).toMatchObject({
      state: 'running',
      rows: 10,
    });
    expect(lastUrl()).toBe('/audit-exports/e1');
  });

  it('refuses an export the server refuses, with its message', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { message: 'Admins only' } }, {}, 403));
    await expect(dataProvider.create('audit-exports', { data: { format: 'ndjson' } })).rejects.toThrow('Admins only');
  });
});
