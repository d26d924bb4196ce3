import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMinPosition } from '../providers/httpClient';
import { createI18nProvider, loadFeatureMessages, loadMessages } from '../providers/i18nProvider';
import { forgetCatalogue } from '../providers/resources/report';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { sentJson } from '../test/fetchStub';
import AuditEventList from './AuditEventList';
import { ChangeList } from './ChangeList';
import { ChangeSummary } from './ChangeSummary';
import EventCataloguePage from './EventCataloguePage';
import { RecordHistory } from './RecordHistory';
import { RecordTabs } from './RecordTabs';
import { RevertChange } from './RevertChange';
import type { AuditEvent } from './reportTypes';

beforeAll(() => loadFeatureMessages('report'));
// The shared machine is slow: a refetch after a filter can take more than the default second.
configure({ asyncUtilTimeout: 8000 });

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function anEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: '12',
    position: '12',
    at: '2026-11-24T08:00:00.000Z',
    actor: { id: 'admin-1', name: 'Ada Admin', role: 'admin' },
    action: 'IndustryTitleSet',
    target: { type: 'specialist', id: 's1', name: 'Priya Sharma' },
    owner: { id: 's1', name: 'Priya Sharma' },
    correlation_id: 'req-1',
    source: 'web',
    changes: [{ field: 'industry_title', before: 'Designer', after: 'Lead designer' }],
    ...overrides,
  };
}

const skills = (...titles: string[]) =>
  titles.map((title, index) => ({ skill: { id: index + 1, skill_title: title } }));
const skillsEvent = anEvent({
  id: '9',
  position: '9',
  at: '2026-11-23T08:00:00.000Z',
  action: 'SkillsSet',
  actor: { id: 's1', name: 'Priya Sharma', role: 'specialist' },
  changes: [
    {
      field: 'specialist_skills',
      before: skills('Figma', 'Swift'),
      after: [skills('Figma')[0], { skill: { id: 7, skill_title: 'Kotlin' } }],
    },
  ],
});

/** The API behind the report, by path; every request is kept. */
function stubApi(routes: (url: URL, init?: RequestInit) => Response | undefined) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://app');
    calls.push(url);
    return routes(url, init) ?? json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    filters: () =>
      calls.filter((url) => url.pathname === '/audit-events').map((url) => JSON.parse(url.searchParams.get('filter')!)),
  };
}

const anExport = {
  id: 'e1',
  format: 'csv',
  rows: 0,
  total: null,
  file_name: 'audit-events-x.csv',
  url: null,
  expires_at: null,
};
let exportsStarted: unknown[] = [];

beforeEach(() => {
  exportsStarted = [];
  resetMinPosition();
  forgetCatalogue();
  signIn('admin');
});
afterEach(() => vi.unstubAllGlobals());

// Rendering the whole report in jsdom takes seconds on the shared machine.
const SLOW = { timeout: 30_000 };

describe('the report list', SLOW, () => {
  function renderReport(rows: AuditEvent[] = [anEvent(), skillsEvent], locale = 'en') {
    let follows = 0;
    const api = stubApi((url, init) => {
      if (url.pathname === '/audit-exports' && init?.method === 'POST') {
        exportsStarted.push(sentJson(init));
        return json({ ...anExport, state: 'waiting' }, {}, 202);
      }
      if (url.pathname === `/audit-exports/${anExport.id}`) {
        follows += 1;
        return json(
          follows < 2
            ? { ...anExport, state: 'running', rows: 1200, total: 2500 }
            : {
                ...anExport,
                state: 'done',
                rows: 2500,
                total: 2500,
                url: '/exports/e1/audit-events-x.csv?expires=1&signature=s',
                expires_at: '2026-11-28T10:00:00.000Z',
              },
        );
      }
      if (url.pathname === '/audit-events') {
        const filter = JSON.parse(url.searchParams.get('filter')!);
        const shown = rows.filter((row) => !filter.actor_id || row.actor?.id === filter.actor_id);
        return json(shown, { 'Content-Range': `audit-events 0-${shown.length - 1}/${shown.length}` });
      }
      if (url.pathname === '/audit-events/stats') {
        // The server's counts of the filter it is sent: one a row, on the day the chart is drawn.
        const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
        const counted = rows.filter((row) => !filter.actor_id || row.actor?.id === filter.actor_id);
        return json(
          counted.map((row) => ({
            day: url.searchParams.get('to') ?? new Date().toISOString().slice(0, 10),
            type: row.action,
            count: 1,
          })),
        );
      }
      if (url.pathname.startsWith('/audit-events/'))
        return json(rows.find((row) => url.pathname.endsWith(`/${row.position}`)));
      return undefined;
    });
    renderWithAdmin(
      <>
        <AuditEventList />
        <Notification />
      </>,
      { path: '/report', locale },
    );
    return api;
  }

  it('shows time, actor, the action in words, the record as a link and the changes in a few words', async () => {
    renderReport();
    const rows = await screen.findAllByTestId('actor-cell');
    expect(rows).toHaveLength(2);
    const actions = screen.getAllByTestId('action');
    expect(actions.map((chip) => chip.textContent)).toEqual(['Changed the industry title', 'Changed the skills']);
    expect(screen.getAllByTestId('target-link')[0]).toHaveAttribute('href', '/profile-view?id=s1');
    const summaries = screen.getAllByTestId('change-summary');
    expect(summaries[0]).toHaveTextContent('Industry title: Designer → Lead designer');
    expect(summaries[1]).toHaveTextContent('Skills: 1 added, 1 removed');
  });

  it('narrows the list to one actor and names them in the active filters', async () => {
    const api = renderReport();
    await screen.findAllByTestId('actor-cell');
    await userEvent.click(screen.getByRole('button', { name: 'Show only the changes by Priya Sharma' }));
    await waitFor(() => expect(api.filters().at(-1)).toEqual({ actor_id: 's1' }));
    await waitFor(() => expect(screen.getAllByTestId('actor-cell')).toHaveLength(1));
    expect(screen.getByTestId('active-filter-actor')).toHaveTextContent('Who: Priya Sharma');
  });

  it('draws the chart of the list’s filter: narrowed to one actor, it counts only theirs', async () => {
    const api = renderReport();
    const stats = () => api.calls.filter((url) => url.pathname === '/audit-events/stats');
    expect(await screen.findByTestId('chart-summary')).toHaveTextContent(/^2 events in 90 days/);
    expect(stats().at(-1)!.searchParams.has('filter')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show only the changes by Priya Sharma' }));
    await waitFor(() => expect(screen.getByTestId('chart-summary')).toHaveTextContent(/^1 events in 90 days/));
    const narrowed = stats().at(-1)!;
    expect(JSON.parse(narrowed.searchParams.get('filter')!)).toEqual({ actor_id: 's1' });
    expect(narrowed.searchParams.get('to')).toBe(new Date().toISOString().slice(0, 10));
    expect(screen.getByTestId('activity-chart')).not.toHaveTextContent(/everyone/i);
  });

  it('opens an event in a drawer: a value before and after, a list item by item, and the record as of then', async () => {
    renderReport();
    await screen.findAllByTestId('actor-cell');
    // Each row's button is named by its row: what, which record, when.
    const opens = screen.getAllByRole('button', { name: /^Show the changes: / });
    expect(new Set(opens.map((button) => button.getAttribute('aria-label'))).size).toBe(opens.length);
    expect(opens[1]).toHaveAccessibleName(expect.stringMatching(/^Show the changes: Changed the skills, /) as never);
    await userEvent.click(opens[1]);
    const drawer = await screen.findByTestId('audit-event');
    const items = within(drawer).getAllByTestId('list-item');
    expect(items.map((item) => [item.dataset.kind, item.textContent])).toEqual([
      ['kept', '·Figma (unchanged)'],
      ['removed', '−Swift (removed)'],
      ['added', '+Kotlin (added)'],
    ]);
    expect(within(drawer).getByTestId('as-of-link')).toHaveAttribute('href', '/profile-view?id=s1&tab=audit&at=9');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('audit-event')).not.toBeInTheDocument());
    await userEvent.click((await screen.findAllByRole('button', { name: /^Show the changes: / }))[0]);
    const value = await screen.findByTestId('audit-event');
    await waitFor(() => expect(value.dataset.position).toBe('12'));
    expect(within(value).getByTestId('change-before')).toHaveTextContent('Designer');
    expect(within(value).getByTestId('change-after')).toHaveTextContent('Lead designer');
  });

  it('starts an export of the current filter, shows its progress, then links to the file', async () => {
    const api = renderReport();
    await screen.findAllByTestId('actor-cell');
    await userEvent.click(screen.getByRole('button', { name: 'Show only the changes by Ada Admin' }));
    await waitFor(() => expect(api.filters().at(-1)).toEqual({ actor_id: 'admin-1' }));
    await userEvent.click(screen.getByTestId('export-csv'));
    expect(exportsStarted).toEqual([{ format: 'csv', filter: { actor_id: 'admin-1' } }]);
    expect(await screen.findByText('Exporting CSV: 1,200 of 2,500 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting CSV: 1,200 of 2,500 rows' })).toHaveAttribute(
      'aria-valuenow',
      '48',
    );
    const link = await screen.findByTestId('export-download', {}, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/exports/e1/audit-events-x.csv?expires=1&signature=s');
    expect(link).toHaveAttribute('download', 'audit-events-x.csv');
    expect(screen.getByText('CSV ready: 2,500 rows')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from the list' }));
    await waitFor(() => expect(screen.queryByTestId('export-jobs')).not.toBeInTheDocument());
    expect(screen.getByTestId('export-parquet')).toHaveTextContent('Export Parquet');
    await userEvent.click(screen.getByTestId('export-parquet'));
    expect(exportsStarted.at(-1)).toEqual({ format: 'parquet', filter: { actor_id: 'admin-1' } });
  });

  it('says so when nothing matches the filters, and when the log is empty', async () => {
    renderReport([]);
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    expect(await screen.findByText('No events in this period')).toBeInTheDocument();
  });

  it('names an erased actor and record in the reader’s language, as the API names them by the sentinel', async () => {
    await loadMessages('zh');
    const erased = { id: 'gone-1', name: 'Erased user' };
    renderReport(
      [anEvent({ actor: { ...erased, role: 'specialist' }, target: { type: 'specialist', ...erased }, owner: erased })],
      'zh',
    );
    await loadFeatureMessages('report');
    expect((await screen.findByTestId('actor-name')).textContent).toBe('已删除的用户');
    expect(screen.getByTestId('target-link').textContent).toBe('已删除的用户');
    expect(screen.getByTestId('actor-cell').closest('table')?.textContent).not.toContain('Erased user');
  });
});

describe('record history', SLOW, () => {
  const profile = (title: string) => ({
    id: 's1',
    first_name: 'Priya',
    last_name: 'Sharma',
    email: 'priya@example.com',
    avatar: null,
    industry_title: title,
    professional_experience_info: null,
    experience_level_id: null,
    phone_code: null,
    phone_number: null,
    country: null,
    state: null,
    suburb: null,
    category: 'specialist',
    specialist_skills: [],
    dv_industry_experiences: [],
    specialist_languages: [],
    project_types: [],
    educations: [],
    work_experiences: [],
    billing_account: null,
    video_ask: [],
    answers: [],
    practitioner_group: null,
    client_types: [],
    admired_brands: null,
    avatar_status: 'none',
    avatar_error: null,
    avatar_renditions: null,
    answer_media: [],
    profile_completeness: 0,
  });
  const started = anEvent({
    id: '3',
    position: '3',
    at: '2026-11-20T08:00:00.000Z',
    action: 'SpecialistProfileStarted',
    changes: [{ field: 'industry_title', before: null, after: 'Designer' }],
  });

  function renderHistory(initialAt?: string) {
    const api = stubApi((url) => {
      if (url.pathname === '/history/specialist/s1')
        return json([anEvent(), started], { 'Content-Range': 'history 0-1/2' });
      if (url.pathname === '/history/specialist/s1/as-of') {
        const at = url.searchParams.get('at');
        return json(
          at === '3'
            ? { position: '3', at: started.at, record: profile('Designer') }
            : { position: '12', at: anEvent().at, record: profile('Lead designer') },
        );
      }
      if (url.pathname === '/history/specialist/s1/diff')
        return json({
          from: { position: '3', at: null },
          to: { position: '12', at: null },
          changes: [{ field: 'industry_title', before: 'Designer', after: 'Lead designer' }],
        });
      return undefined;
    });
    renderWithAdmin(<RecordHistory targetType="specialist" id="s1" initialAt={initialAt} />);
    return api;
  }

  it('shows the latest version with the profile’s own components, and the old one when the slider moves back', async () => {
    const api = renderHistory();
    const record = await screen.findByTestId('as-of-record');
    expect(await within(record).findByTestId('profile-industry-title')).toHaveTextContent('Lead designer');
    expect(screen.getAllByTestId('timeline-entry').map((entry) => entry.dataset.position)).toEqual(['12', '3']);

    const slider = screen.getByRole('slider', { name: 'Moment in the record’s history' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(within(screen.getByTestId('as-of-record')).getByTestId('profile-industry-title')).toHaveTextContent(
        'Designer',
      ),
    );
    expect(api.calls.some((url) => url.pathname.endsWith('/as-of') && url.searchParams.get('at') === '3')).toBe(true);
    expect(screen.getByTestId('history-moment')).toHaveTextContent('after “Started a profile”');
  });

  it('opens at the moment a link names, and compares two moments field by field', async () => {
    renderHistory('3');
    const record = await screen.findByTestId('as-of-record');
    await waitFor(() => expect(within(record).getByTestId('profile-industry-title')).toHaveTextContent('Designer'));
    await userEvent.click(screen.getAllByTestId('timeline-entry')[0]);
    const compare = screen.getByTestId('history-compare');
    await waitFor(() => expect(within(compare).getByTestId('change-before')).toHaveTextContent('Designer'));
    expect(within(compare).getByTestId('change-after')).toHaveTextContent('Lead designer');
  });
});

it('shows a team as it was with its network and owner by name, as the API names them, not as ids', SLOW, async () => {
  const [networkId, ownerId] = ['a1b2c3d4-0000-4000-8000-000000000001', 'a1b2c3d4-0000-4000-8000-000000000002'];
  stubApi((url) => {
    if (url.pathname === '/history/team/t1')
      return json([anEvent({ target: { type: 'team', id: 't1', name: 'Checkout squad' } })], {
        'Content-Range': 'history 0-0/1',
      });
    if (url.pathname === '/history/team/t1/as-of') {
      return json({
        position: '12',
        at: anEvent().at,
        record: { id: 't1', name: 'Checkout squad', status: 'Draft', network_id: networkId, owner_id: ownerId },
        names: { [networkId]: 'Design guild', [ownerId]: 'Oliver Bennett' },
      });
    }
    return undefined;
  });
  renderWithAdmin(<RecordHistory targetType="team" id="t1" />);
  const snapshot = await screen.findByTestId('record-snapshot');
  const field = (name: string) =>
    within(snapshot)
      .getAllByTestId('snapshot-field')
      .find((row) => row.dataset.field === name)!;
  expect(field('network_id')).toHaveTextContent('Design guild');
  expect(field('owner_id')).toHaveTextContent('Oliver Bennett');
  expect(snapshot).not.toHaveTextContent('a1b2c3d4');
});

it('lists the event catalogue by record type, with fields, example and read models', SLOW, async () => {
  stubApi((url) =>
    url.pathname === '/event-types'
      ? json([
          {
            type: 'SkillsSet',
            version: 2,
            aggregate: 'specialist',
            fields: [{ name: 'skills', type: 'CatalogRef[]', optional: false }],
            example: { skills: [] },
            projections: ['SpecialistProfile', 'AuditEvents'],
          },
          { type: 'TeamCreated', version: 1, aggregate: 'team', fields: [], example: {}, projections: [] },
        ])
      : undefined,
  );
  renderWithAdmin(<EventCataloguePage />, { path: '/report/event-catalogue' });
  expect(await screen.findByTestId('catalogue-count')).toHaveTextContent('2 event types');
  expect(screen.getByRole('heading', { name: /Specialist profile/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /SkillsSet/ }));
  const entry = screen.getAllByTestId('event-type')[0];
  expect(within(entry).getByText('CatalogRef[]')).toBeInTheDocument();
  expect(within(entry).getByText('AuditEvents')).toBeInTheDocument();
  expect(within(entry).getByText('v2')).toBeInTheDocument();
});

describe('the audit history tab on a record page', SLOW, () => {
  const teamEvent = anEvent({
    id: '20',
    position: '20',
    action: 'TeamCreated',
    target: { type: 'team', id: 't1', name: 'Mobile launch' },
    changes: [{ field: 'name', before: null, after: 'Mobile launch' }],
  });
  const stubTeam = () =>
    stubApi((url) => {
      if (url.pathname === '/history/team/t1') return json([teamEvent], { 'Content-Range': 'history 0-0/1' });
      if (url.pathname === '/history/team/t1/as-of')
        return json({
          position: '20',
          at: teamEvent.at,
          record: {
            id: 't1',
            name: 'Mobile launch',
            status: 'Draft',
            purpose: 'Ship the app',
            required_skills: [{ id: 1, title: 'Swift' }],
          },
        });
      return undefined;
    });

  it('gives admins the page and its audit history as tabs; the history shows a team compactly', async () => {
    stubTeam();
    signIn('admin');
    renderWithAdmin(
      <RecordTabs targetType="team" id="t1">
        <p>the live team</p>
      </RecordTabs>,
      { path: '/profile/profile-teams/team-detail?id=t1' },
    );
    expect(await screen.findByRole('tab', { name: 'Audit history' })).toBeInTheDocument();
    expect(screen.getByText('the live team')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Audit history' }));
    const snapshot = await screen.findByTestId('record-snapshot');
    expect(within(snapshot).getByTestId('snapshot-title')).toHaveTextContent('Mobile launch');
    expect(within(snapshot).getByTestId('snapshot-status')).toHaveTextContent('Draft');
    expect(within(snapshot).getByText('Swift')).toBeInTheDocument();
    expect(screen.queryByText('the live team')).not.toBeInTheDocument();
  });

  it('gives everyone else the page alone', async () => {
    const api = stubTeam();
    signIn('business_owner');
    renderWithAdmin(
      <RecordTabs targetType="team" id="t1">
        <p>the live team</p>
      </RecordTabs>,
      { path: '/profile/profile-teams/team-detail?id=t1' },
    );
    expect(screen.getByText('the live team')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('field names in the reader’s language', SLOW, () => {
  it('names each changed field in French, with the record’s key beside it; an object’s parts and a changed item’s fields too', async () => {
    await loadMessages('fr');
    const i18nProvider = createI18nProvider('fr');
    await loadFeatureMessages('report');
    const changes = [
      { field: 'industry_title', before: 'Designer', after: 'Lead designer' },
      {
        field: 'billing_account',
        before: { bank_name: 'ANZ', bsb_number: '012' },
        after: { bank_name: 'NAB', bsb_number: '012' },
      },
      {
        field: 'educations',
        before: [{ id: 'c1', name: 'UTS', degree: 'BSc' }],
        after: [{ id: 'c1', name: 'UNSW', degree: 'MSc' }],
      },
      { field: 'shoe_size', before: 41, after: 42 },
    ];
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <ChangeSummary changes={changes} />
          <ChangeList changes={changes} />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('change-summary')).toHaveTextContent(
      'Intitulé du poste: Designer → Lead designer',
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Intitulé du poste industry_title',
      'Informations de facturation billing_account',
      'Certifications educations',
      'shoe size shoe_size',
    ]);
    expect(screen.getByTestId('part-field')).toHaveTextContent(
      'Informations de facturation › Nom de la banque billing_account.bank_name',
    );
    // A certificate's name is its institution.
    expect(screen.getAllByTestId('item-field').map((field) => [field.textContent, field.title])).toEqual([
      ['Établissement d’enseignement', 'name'],
      ['Diplôme/Certificat/Formation', 'degree'],
    ]);
  });

  it('shows values in the reader’s words: statuses and modes translated, moments in local time, a named record by its name', async () => {
    await loadMessages('fr');
    const i18nProvider = createI18nProvider('fr');
    await loadFeatureMessages('report');
    const team = '55aed7d4-0c1f-4b7e-9a55-5b8f3c2f1a10';
    const changes = [
      { field: 'status', before: 'awaiting_password', after: 'active' },
      { field: 'team_status', before: 'Draft', after: 'Saved' },
      { field: 'last_opened_at', before: null, after: '2026-11-25T01:15:26.487Z' },
      { field: 'team_id', before: null, after: team },
      { field: 'network_id', before: null, after: 'a1b2c3d4-0000-4000-8000-000000000001' },
    ];
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <ChangeList changes={changes} names={{ [team]: 'Checkout Revamp Squad' }} />
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findAllByTestId('change-after');
    const after = screen.getAllByTestId('change-after').map((value) => value.textContent);
    expect(after[0]).toBe('Actif');
    expect(screen.getAllByTestId('change-before')[0]).toHaveTextContent('En attente du mot de passe');
    expect(after[1]).toBe('Enregistrée');
    expect(after[2]).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-25T01:15:26.487Z'),
      ),
    );
    expect(after[3]).toBe('Checkout Revamp Squad');
    expect(after[4]).toBe('une fiche (a1b2c3d4…)');
  });
  it('words levels, percentages, objects and recordings, never as raw numbers or JSON; statuses in Chinese too', async () => {
    await loadMessages('zh');
    const i18nProvider = createI18nProvider('zh');
    await loadFeatureMessages('report');
    const eraseAt = '2026-12-12T10:00:00.000Z';
    const changes = [
      { field: 'experience_level_id', before: null, after: 3 },
      { field: 'profile_completeness', before: 36, after: 43 },
      { field: 'status', before: 'draft', after: 'posted' },
      { field: 'erasure', before: null, after: { erase_at: eraseAt } },
      {
        field: 'answer_media',
        before: [],
        after: [{ media_id: 'm1', kind: 'video', media_url: '/media/answers/m1.webm', status: 'ready' }],
      },
    ];
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <ChangeList changes={changes} names={{}} />
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findAllByTestId('change-after');
    const after = screen.getAllByTestId('change-after').map((value) => value.textContent);
    expect(after[0]).toBe('资深');
    expect(screen.getAllByTestId('change-before')[1]).toHaveTextContent(
      new Intl.NumberFormat('zh-CN', { style: 'percent' }).format(0.36),
    );
    expect(after[1]).toBe(new Intl.NumberFormat('zh-CN', { style: 'percent' }).format(0.43));
    expect(after[2]).toBe('已发布');
    expect(screen.getAllByTestId('change-before')[2]).toHaveTextContent('草稿');
    expect(after[3]).toContain(
      new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(eraseAt)),
    );
    expect(after[3]).not.toMatch(/[{}"]/);
    const recording = screen.getAllByTestId('list-item').map((item) => item.textContent);
    expect(recording[0]).toContain('一段视频录制');
    expect(recording.join('')).not.toMatch(/media_url|[{}]/);
  });
});

describe('a revert’s conflict', SLOW, () => {
  it('says a later change of other fields in the same part is overwritten too, and names those fields', async () => {
    const firstName = anEvent({
      action: 'AccountDetailsChanged',
      changes: [{ field: 'first_name', before: 'Priya', after: 'Pria' }],
    });
    const later = anEvent({
      id: '20',
      position: '20',
      at: '2026-11-25T08:00:00.000Z',
      action: 'AccountDetailsChanged',
      changes: [{ field: 'last_name', before: 'Sharma', after: 'Sharma-Rao' }],
    });
    stubApi((url, init) => {
      if (url.pathname === '/event-types') return json([{ type: 'AccountDetailsChanged', revertible: true }]);
      if (url.pathname === '/audit-events/12/revert' && init?.method === 'POST')
        return json(
          {
            error: {
              code: 'conflict',
              message: 'This was changed again later: reverting it would overwrite the later change.',
              message_code: 'audit.revertConflict',
              details: { later: [{ position: '20', action: later.action, at: later.at, actor_id: 'admin-1' }] },
            },
          },
          {},
          409,
        );
      if (url.pathname === '/audit-events') return json([later]);
      return undefined;
    });
    renderWithAdmin(<RevertChange event={firstName} onOpen={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revert this change' }));
    await userEvent.click(within(screen.getByTestId('revert-dialog')).getByTestId('revert-confirm'));
    const dialog = await screen.findByTestId('revert-dialog');
    await within(dialog).findByTestId('later-change');
    expect(dialog).toHaveTextContent('changed the same part of the record again');
    expect(await within(dialog).findByTestId('later-other-fields')).toHaveTextContent(
      'Other fields than this change’s, in the same part: Last name',
    );
  });
});
