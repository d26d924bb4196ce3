import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../test/hiringData';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { saveSession } from '../providers/session';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { describeProjectEvent } from './ProjectHistory';
import ProjectDetail from './ProjectDetail';
import ProjectList from './ProjectList';
import SharedProjectList from './SharedProjectList';
import { aProject, aProjectHistoryItem, aProjectItem, aTeam } from '../test/projectData';

// The machine is shared: typing into a whole form and a list round trip can outlast the defaults under load.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await loadFeatureMessages('hiring');
  await loadFeatureMessages('projects');
});

const DETAIL = '/profile/project/details';

/** The hiring fake, with getMany (the list's team avatars) answered from the teams given. */
function projectsProvider(
  options: Parameters<typeof fakeDataProvider>[0] & { teams?: ReturnType<typeof aTeam>[] } = {},
) {
  const { spies } = fakeDataProvider(options);
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({
    data: (options.teams ?? []).filter((team) => ids.includes(team.id)),
  }));
  return {
    dataProvider: testDataProvider({ ...spies, getMany } as unknown as Partial<DataProvider>),
    spies: { ...spies, getMany },
  };
}

describe('/profile/profile-projects/my-projects', () => {
  it('lists an owner’s projects with type and status chips, the team’s avatars (one getMany), and a create button', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = projectsProvider({
      lists: {
        projects: [
          aProjectItem(),
          aProjectItem({
            id: 'p2',
            name: 'Checkout squad',
            engagement_type: 'DTH',
            status: 'in_progress',
            team: { id: 't2', name: 'Checkout' },
            milestone_count: 0,
            milestones_done: 0,
          }),
        ],
      },
      teams: [aTeam(), aTeam({ id: 't2', name: 'Checkout' })],
    });
    renderWithAdmin(<ProjectList />, { dataProvider });

    const rows = await screen.findAllByTestId('project-row');
    expect(rows.map((row) => within(row).getByTestId('project-name').textContent)).toEqual([
      'Claims triage assistant',
      'Checkout squad',
    ]);
    expect(within(rows[0]).getByTestId('project-type')).toHaveTextContent('DPD');
    expect(within(rows[1]).getByTestId('project-status')).toHaveTextContent('In progress');
    expect(within(rows[0]).getByTestId('project-milestones')).toHaveTextContent('1 of 2 milestones done');
    expect(within(rows[0]).getByTestId('project-name').getAttribute('href')).toBe(`${DETAIL}?id=p1`);
    await waitFor(() => expect(within(rows[0]).getByTestId('project-team-avatars')).toBeInTheDocument());
    expect(spies.getMany).toHaveBeenCalledTimes(1);
    expect(spies.getMany).toHaveBeenCalledWith('teams', expect.objectContaining({ ids: ['t1', 't2'] }));
    expect(screen.getByTestId('project-create').getAttribute('href')).toBe(DETAIL);
    expect(spies.getList).toHaveBeenCalledWith(
      'projects',
      expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 25 } }),
    );
    // No owner filter for an owner; it is the admins'.
    expect(screen.queryByTestId('filter-owner_id')).toBeNull();
  });

  it('filters by engagement type and sorts by a column header', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = projectsProvider({ lists: { projects: [aProjectItem()] } });
    renderWithAdmin(<ProjectList />, { dataProvider });
    await screen.findByTestId('project-row');

    await userEvent.click(screen.getByTestId('filter-engagement_type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Digital Team Hire' }));
    await waitFor(() =>
      expect(spies.getList).toHaveBeenCalledWith(
        'projects',
        expect.objectContaining({ filter: { engagement_type: 'DTH' } }),
      ),
    );
    await userEvent.click(await screen.findByTestId('sort-name'));
    await waitFor(() =>
      expect(spies.getList).toHaveBeenCalledWith(
        'projects',
        expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }),
      ),
    );
  });

  it('gives admins the owner filter and column, and no create button', async () => {
    saveSession({
      access_token: 'token-1',
      user_id: 'admin-1',
      user_type: 'admin',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'admin@example.com',
    });
    const { dataProvider } = projectsProvider({
      lists: { projects: [aProjectItem({ owner_name: 'Olivia Bennett' })] },
    });
    renderWithAdmin(<ProjectList />, { dataProvider });
    const row = await screen.findByTestId('project-row');
    expect(within(row).getByTestId('project-owner')).toHaveTextContent('Olivia Bennett');
    expect(screen.getByTestId('filter-owner_id')).toBeInTheDocument();
    expect(screen.getByTestId('project-list')).toHaveAttribute('data-view', 'admin');
  });

  it('tells a specialist without projects where they will come from', async () => {
    signIn('specialist');
    renderWithAdmin(<ProjectList />, { dataProvider: projectsProvider().dataProvider });
    expect(await screen.findByTestId('projects-empty')).toHaveTextContent('once a team you are in is assigned');
    expect(screen.queryByTestId('project-create')).toBeNull();
  });

  it('says so when the list cannot load', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = projectsProvider();
    spies.getList.mockRejectedValue(new Error('down'));
    renderWithAdmin(<ProjectList />, { dataProvider });
    expect(await screen.findByTestId('projects-error')).toBeInTheDocument();
  });
});

describe('/profile/profile-projects/shared-projects', () => {
  it('lists the projects shared with me, with my role', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = projectsProvider({
      lists: { 'shared-projects': [aProjectItem({ owner_id: 'owner-9', my_role: 'editor' })] },
    });
    renderWithAdmin(<SharedProjectList />, { dataProvider });
    const row = await screen.findByTestId('project-row');
    expect(within(row).getByTestId('project-role')).toHaveTextContent('Editor');
    expect(spies.getList).toHaveBeenCalledWith('shared-projects', expect.anything());
  });
});

describe('/profile/project/details', () => {
  it('creates a project from the domain’s rules: Create stays disabled until the name is given', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = projectsProvider({ lists: { skills: [{ id: 1, skill_title: 'Figma' }] } });
    spies.create.mockResolvedValueOnce({ data: { ...aProject({ id: 'p7' }) } });
    renderWithAdmin(<ProjectDetail />, { dataProvider, path: DETAIL });

    const submit = await screen.findByTestId('project-create-submit');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Project name/ }), 'Claims triage');
    await userEvent.type(screen.getByTestId('project-budget-amount'), '5000');
    await userEvent.type(screen.getByTestId('project-budget-currency'), 'eur');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'projects',
        expect.objectContaining({
          data: {
            name: 'Claims triage',
            client_name: '',
            engagement_type: 'DPD',
            brief: '',
            project_type_id: null,
            required_skill_ids: [],
            start_date: null,
            end_date: null,
            budget: { amount: 5000, currency: 'EUR' },
          },
        }),
      ),
    );
  });

  it('refuses an end date before the start with the domain’s message', async () => {
    signIn('business_owner');
    renderWithAdmin(<ProjectDetail />, { dataProvider: projectsProvider().dataProvider, path: DETAIL });
    await userEvent.type(await screen.findByRole('textbox', { name: /Project name/ }), 'Claims triage');
    const start = screen.getByTestId('project-start_date');
    const end = screen.getByTestId('project-end_date');
    await userEvent.type(start, '2026-05-01');
    await userEvent.type(end, '2026-04-01');
    await userEvent.tab();
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(screen.getByTestId('project-create-submit')).toBeDisabled();
  });

  it('shows the owner every control: edit, archive, the allowed moves, the team change, milestones and collaborators', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = projectsProvider({ records: { 'projects:p1': aProject() } });
    renderWithAdmin(<ProjectDetail />, { dataProvider, path: `${DETAIL}?id=p1` });

    expect(await screen.findByTestId('project-title')).toHaveTextContent('Claims triage assistant');
    expect(screen.getByTestId('project-show')).toHaveAttribute('data-can-edit', 'true');
    for (const id of ['project-edit', 'project-archive', 'status-to-posted', 'status-to-cancelled'])
      expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(screen.queryByTestId('status-to-in_progress')).toBeNull();
    expect(screen.getAllByTestId('stepper-step').map((step) => step.getAttribute('data-status'))).toEqual([
      'draft',
      'posted',
      'in_progress',
      'completed',
    ]);

    await userEvent.click(screen.getByTestId('status-to-posted'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'projects',
        expect.objectContaining({ id: 'p1', data: { status: 'posted' }, meta: { action: 'status' } }),
      ),
    );

    await userEvent.click(screen.getByTestId('project-tab-team'));
    expect(await screen.findByTestId('team-assign-open')).toHaveTextContent('Change team');
    expect(within(screen.getByTestId('skill-coverage')).getByTestId('coverage-missing')).toHaveTextContent('Swift');
    expect(screen.getAllByTestId('coverage-required')[0]).toHaveTextContent('Priya Sharma');

    await userEvent.click(screen.getByTestId('project-tab-collaborators'));
    expect(await screen.findByTestId('collaborator')).toHaveAttribute('data-email', 'vera@example.org');
    expect(screen.getByTestId('collaborator-add')).toBeInTheDocument();
  });

  it('shows a viewer the project read-only: no control in the DOM, no collaborators tab', async () => {
    signIn('business_owner');
    const { collaborators: _c, ...shared } = aProject({
      owner_id: 'owner-9',
      my_role: 'viewer',
      status: 'posted',
      allowed_transitions: ['in_progress', 'cancelled'],
    });
    const { dataProvider } = projectsProvider({ records: { 'projects:p1': shared } });
    renderWithAdmin(<ProjectDetail />, { dataProvider, path: `${DETAIL}?id=p1&tab=milestones` });

    await screen.findByTestId('project-milestones');
    expect(screen.getByTestId('project-read-only')).toBeInTheDocument();
    expect(screen.getByTestId('stepper-read-only')).toBeInTheDocument();
    for (const id of [
      'project-edit',
      'project-archive',
      'status-to-in_progress',
      'milestone-add',
      'milestone-edit',
      'milestone-move',
      'project-tab-collaborators',
    ])
      expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('lets a team member move only the milestones they are responsible for', async () => {
    saveSession({
      access_token: 'token-1',
      user_id: 's1',
      user_type: 'specialist',
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya@example.com',
    });
    const { collaborators: _c, ...record } = aProject({ owner_id: 'owner-9', my_role: 'member' });
    const { dataProvider, spies } = projectsProvider({ records: { 'projects:p1': record } });
    renderWithAdmin(<ProjectDetail />, { dataProvider, path: `${DETAIL}?id=p1&tab=milestones` });

    const cards = await screen.findAllByTestId('milestone');
    const mine = cards.find((card) => card.getAttribute('data-id') === 'm1')!;
    const other = cards.find((card) => card.getAttribute('data-id') === 'm2')!;
    expect(within(other).queryByTestId('milestone-move')).toBeNull();
    expect(screen.queryByTestId('milestone-add')).toBeNull();
    await userEvent.click(within(mine).getByTestId('milestone-move'));
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'project-milestones',
        expect.objectContaining({ id: 'm1', data: { status: 'done' }, meta: { projectId: 'p1', action: 'status' } }),
      ),
    );
  });

  it('shows the owner a cancelled project’s milestones as they were: no adding, changing, removing or moving', async () => {
    signIn('business_owner');
    const record = aProject({ status: 'cancelled', allowed_transitions: [] });
    const { dataProvider } = projectsProvider({ records: { 'projects:p1': record } });
    renderWithAdmin(<ProjectDetail />, { dataProvider, path: `${DETAIL}?id=p1&tab=milestones` });

    expect(await screen.findAllByTestId('milestone')).toHaveLength(record.milestones.length);
    for (const id of ['milestone-add', 'milestone-edit', 'milestone-remove', 'milestone-move'])
      expect(screen.queryByTestId(id), id).toBeNull();
    expect(screen.getByTestId('project-edit')).toBeInTheDocument();
  });

  it('lets an editor change the details (PUT with the schema’s keys) but not the status, the collaborators or the archive', async () => {
    signIn('business_owner');
    const { collaborators: _c, ...record } = aProject({ owner_id: 'owner-9', my_role: 'editor' });
    const { dataProvider, spies } = projectsProvider({ records: { 'projects:p1': record } });
    renderWithAdmin(<ProjectDetail />, { dataProvider, path: `${DETAIL}?id=p1` });

    await userEvent.click(await screen.findByTestId('project-edit'));
    for (const id of ['project-archive', 'status-to-posted', 'project-tab-collaborators'])
      expect(screen.queryByTestId(id), id).toBeNull();
    const dialog = await screen.findByTestId('project-edit-dialog');
    const name = within(dialog).getByRole('textbox', { name: /Project name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Claims triage v2');
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'projects',
        expect.objectContaining({
          id: 'p1',
          data: {
            name: 'Claims triage v2',
            client_name: 'Coastal Mutual',
            engagement_type: 'DPD',
            brief: 'Sort incoming claims by urgency.',
            project_type_id: 4,
            required_skill_ids: [1, 3],
            start_date: '2026-03-02',
            end_date: '2026-06-01',
            budget: { amount: 120000, currency: 'AUD' },
          },
        }),
      ),
    );
  });

  it('shares the project by email as viewer (owner only)', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = projectsProvider({ records: { 'projects:p1': aProject({ collaborators: [] }) } });
    renderWithAdmin(<ProjectDetail />, { dataProvider, path: `${DETAIL}?id=p1&tab=collaborators` });

    expect(await screen.findByTestId('collaborators-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('collaborator-add'));
    const dialog = await screen.findByTestId('collaborator-dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'Vera@Example.org');
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'project-collaborators',
        expect.objectContaining({ data: { project_id: 'p1', email: 'vera@example.org', role: 'viewer' } }),
      ),
    );
  });

  it('says a project it cannot read is not found (404)', async () => {
    signIn('business_owner');
    renderWithAdmin(<ProjectDetail />, {
      dataProvider: projectsProvider().dataProvider,
      path: `${DETAIL}?id=elsewhere`,
    });
    expect(await screen.findByTestId('project-missing')).toHaveTextContent('Project not found');
  });

  it('is not for specialists without an id (they cannot create projects)', async () => {
    signIn('specialist');
    renderWithAdmin(<ProjectDetail />, { dataProvider: projectsProvider().dataProvider, path: DETAIL });
    expect(await screen.findByTestId('not-available')).toBeInTheDocument();
  });
});

describe('project history wording', () => {
  const translate = (key: string, options: object = {}) => `${key}${JSON.stringify(options)}`;
  it('words each action from its data', () => {
    expect(
      describeProjectEvent(
        aProjectHistoryItem({ action: 'status_changed', detail: { from: 'draft', to: 'posted' } }),
        translate,
      ),
    ).toBe(
      'app.projects.history.status_changed{"from":"app.projects.status.draft{}","to":"app.projects.status.posted{}"}',
    );
    expect(
      describeProjectEvent(
        aProjectHistoryItem({
          action: 'team_assigned',
          detail: { team_id: 't2', team_name: 'B', previous_team_id: 't1', previous_team_name: 'A' },
        }),
        translate,
      ),
    ).toBe('app.projects.history.team_replaced{"team":"B","previous":"A"}');
    expect(
      describeProjectEvent(
        aProjectHistoryItem({ action: 'details_changed', detail: { changed: ['name', 'budget'] } }),
        translate,
      ),
    ).toContain('app.projects.history.field.name');
  });
});
