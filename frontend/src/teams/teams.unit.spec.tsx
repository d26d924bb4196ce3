import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { aCard, aHistoryItem, aMember, aTeam, fakeDataProvider } from '../test/hiringData';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import TeamDetail from './TeamDetail';
import TeamList from './TeamList';

beforeAll(() => loadFeatureMessages('hiring'));

const UNDER_NETWORK = '/profile/profile-network/network-detail/:networkId/:teamDet1';

/** A profile's availability that never set it (5 days, none booked). */
const FULL_WEEK = {
  open_to_work: false,
  available_from: null,
  days_per_week: 5,
  booked_days_per_week: 0,
  discoverable: 'everyone',
  updated_at: null,
};

function renderTeam(
  path: string,
  lists: Record<string, unknown[]> = {},
  team = aTeam(),
  records: Record<string, Record<string, unknown>> = {},
) {
  const fake = fakeDataProvider({
    records: { 'teams:t1': team, ...records },
    lists: {
      'team-history': [
        aHistoryItem(),
        aHistoryItem({
          at: '2026-01-07T09:00:00Z',
          action: 'created',
          specialist_id: undefined,
          specialist_name: undefined,
          role_title: undefined,
          allocation_days: undefined,
          status: 'Draft',
        }),
      ],
      ...lists,
    },
  });
  renderWithAdmin(
    <>
      <TeamDetail />
      <Notification />
    </>,
    {
      dataProvider: fake.dataProvider,
      path,
      routePath: path.startsWith('/profile/profile-network') ? UNDER_NETWORK : '*',
    },
  );
  return fake.spies;
}

describe('team detail', () => {
  it('shows the members (opening their profiles), the skill coverage and the history, under its network’s path', async () => {
    signIn('business_owner');
    renderTeam('/profile/profile-network/network-detail/n1/t1');

    expect(await screen.findByTestId('team-title')).toHaveTextContent('Mobile launch');
    const member = screen.getByTestId('team-member');
    expect(within(member).getByTestId('team-member-name')).toHaveTextContent('Priya Sharma');
    expect(within(member).getByTestId('team-member-name').getAttribute('href')).toBe('/profile-view?id=s1');
    expect(within(member).getByTestId('team-member-role')).toHaveTextContent('Lead designer');
    expect(within(member).getByTestId('team-member-allocation')).toHaveTextContent('3 days a week');

    const coverage = screen.getByTestId('skill-coverage');
    expect(within(coverage).getByTestId('coverage-count')).toHaveTextContent('1 of 2 covered');
    const required = within(coverage).getAllByTestId('coverage-required');
    expect(required.map((row) => [row.textContent, row.dataset.covered])).toEqual([
      ['FigmaPriya Sharma', 'true'],
      ['SwiftNobody yet', 'false'],
    ]);
    expect(within(within(coverage).getByTestId('coverage-missing')).getByText('Swift')).toBeInTheDocument();
    expect(within(coverage).getByTestId('coverage-union')).toHaveTextContent('React');

    const history = await screen.findAllByTestId('history-text');
    expect(history.map((item) => item.textContent)).toEqual([
      'Priya Sharma joined as Lead designer (3 days a week)',
      'Team created',
    ]);
    expect(screen.getAllByTestId('history-item')[0]).toHaveTextContent('By Ada Lovelace');
  });

  it('shows its owner what the team costs a week, or why that is not known', async () => {
    signIn('business_owner');
    renderTeam('/profile/profile-teams/team-detail?id=t1', {}, aTeam(), {
      'team-costs:t1': { id: 't1', cost_per_week: { amount: 3062.5, currency: 'EUR' }, gap: null },
    });
    expect(await screen.findByTestId('team-show')).toHaveAttribute('data-owner', 'true');
    expect(await screen.findByTestId('team-cost-amount')).toHaveTextContent('€3,062.50');
  });

  it('lets the owner set the status, change a role and allocation, and remove a member', async () => {
    signIn('business_owner');
    const spies = renderTeam('/profile/profile-teams/team-detail?id=t1');

    // A draft is saved before it is approved: Approved is not offered yet.
    expect(await screen.findByTestId('team-status-Approved')).toBeDisabled();
    await userEvent.click(screen.getByTestId('team-status-Saved'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'teams',
        expect.objectContaining({ id: 't1', data: { status: 'Saved' }, meta: { action: 'status' } }),
      ),
    );
    expect(await screen.findByText('Status updated')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('team-member-edit'));
    const dialog = await screen.findByTestId('team-member-edit-dialog');
    const role = within(dialog).getByRole('textbox', { name: 'Role' });
    await userEvent.clear(role);
    await userEvent.type(role, 'Design lead');
    await userEvent.click(within(dialog).getByTestId('allocation-2'));
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'team-members',
        expect.objectContaining({
          id: 's1',
          data: { role_title: 'Design lead', allocation_days: 2 },
          meta: { teamId: 't1' },
        }),
      ),
    );

    await userEvent.click(screen.getByTestId('team-member-remove'));
    const confirm = await screen.findByTestId('team-member-remove-confirm');
    // The question names who leaves the team.
    expect(within(confirm).getByRole('heading')).toHaveTextContent('Remove Priya Sharma from this team?');
    await userEvent.click(within(confirm).getByTestId('confirm-yes'));
    await waitFor(() =>
      expect(spies.delete).toHaveBeenCalledWith(
        'team-members',
        expect.objectContaining({ id: 's1', meta: { teamId: 't1' } }),
      ),
    );
  });

  it('offers a seat to one of the network’s joined members not in the team yet, with their free days beside', async () => {
    signIn('business_owner');
    const spies = renderTeam(
      '/profile/profile-teams/team-detail?id=t1',
      {
        'network-members': [
          aMember(),
          aMember({
            id: 'n1.m2',
            specialist_id: 's2',
            specialist: aCard({ id: 's2', first_name: 'Liam', last_name: 'Chen' }),
          }),
        ],
      },
      aTeam(),
      { 'specialists:s2': { id: 's2', availability: { ...FULL_WEEK, days_per_week: 4, booked_days_per_week: 1.5 } } },
    );

    await userEvent.click(await screen.findByTestId('team-member-add'));
    const dialog = await screen.findByTestId('team-member-add-dialog');
    expect(dialog).toHaveTextContent('Offer a seat');
    await waitFor(() =>
      expect(spies.getList).toHaveBeenCalledWith(
        'network-members',
        expect.objectContaining({ filter: { network_id: 'n1', status: 'joined' } }),
      ),
    );
    await userEvent.click(within(dialog).getByTestId('team-member-picker'));
    const options = await screen.findAllByRole('option');
    // Priya is already in the team: only Liam is offered.
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('Liam Chen')]);
    await userEvent.click(options[0]);
    expect(await within(dialog).findByTestId('offer-free-days')).toHaveTextContent(
      'Free days a week: 2.5 of 4 (1.5 booked on teams)',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role' }), 'iOS developer');
    await userEvent.click(within(dialog).getByTestId('allocation-2'));
    fireEvent.change(within(dialog).getByTestId('offer-starts-on'), { target: { value: '2026-04-06' } });
    fireEvent.change(within(dialog).getByTestId('offer-rate'), { target: { value: '640' } });
    fireEvent.change(within(dialog).getByTestId('offer-currency'), { target: { value: 'eur' } });
    await userEvent.type(within(dialog).getByTestId('offer-message'), 'Join us for the launch.');
    await waitFor(() => expect(within(dialog).getByTestId('dialog-save')).toBeEnabled());
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'team-members',
        expect.objectContaining({
          data: {
            team_id: 't1',
            specialist_id: 's2',
            role_title: 'iOS developer',
            allocation_days: 2,
            starts_on: '2026-04-06',
            day_rate: { amount: 640, currency: 'EUR' },
            message: 'Join us for the launch.',
            over_allocate: false,
          },
        }),
      ),
    );
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
  });

  it('says when an offer is beyond the person’s free days, and sends it anyway on request', async () => {
    signIn('business_owner');
    const spies = renderTeam('/profile/profile-teams/team-detail?id=t1', {
      'network-members': [
        aMember({
          id: 'n1.m2',
          specialist_id: 's2',
          specialist: aCard({ id: 's2', first_name: 'Liam', last_name: 'Chen' }),
        }),
      ],
    });
    spies.create.mockRejectedValueOnce(
      Object.assign(new Error('beyond'), {
        status: 409,
        body: { error: { code: 'conflict', message: 'beyond', message_code: 'offer.beyondFreeDays' } },
      }),
    );
    await userEvent.click(await screen.findByTestId('team-member-add'));
    const dialog = await screen.findByTestId('team-member-add-dialog');
    await userEvent.click(within(dialog).getByTestId('team-member-picker'));
    await userEvent.click((await screen.findAllByRole('option'))[0]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role' }), 'QA');
    await waitFor(() => expect(within(dialog).getByTestId('dialog-save')).toBeEnabled());
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    const beyond = await within(dialog).findByTestId('offer-beyond-free-days');
    expect(beyond).toHaveTextContent('Beyond their free days');
    expect(spies.create).toHaveBeenLastCalledWith(
      'team-members',
      expect.objectContaining({ data: expect.objectContaining({ allocation_days: 5, over_allocate: false }) }),
    );
    await userEvent.click(within(beyond).getByTestId('offer-over-allocate'));
    await waitFor(() =>
      expect(spies.create).toHaveBeenLastCalledWith(
        'team-members',
        expect.objectContaining({ data: expect.objectContaining({ specialist_id: 's2', over_allocate: true }) }),
      ),
    );
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('team-member-add-dialog')).toBeNull());
  });

  it('lists the team’s offers to its owner and warns of an over-allocated member', async () => {
    signIn('business_owner');
    const spies = renderTeam(
      '/profile/profile-teams/team-detail?id=t1',
      {},
      aTeam({ members: aTeam().members.map((m) => ({ ...m, over_allocated: true })) }),
    );
    expect(await within(await screen.findByTestId('team-member')).findByTestId('over-allocated')).toHaveTextContent(
      'Over-allocated',
    );
    await screen.findByTestId('team-offers');
    expect(spies.getList).toHaveBeenCalledWith('offers', expect.objectContaining({ filter: { team_id: 't1' } }));
  });

  it('lists to its owner what clients sent through the team’s shared links', async () => {
    signIn('business_owner');
    const spies = renderTeam('/profile/profile-teams/team-detail?id=t1', {
      'share-link-requests': [
        {
          id: 'r1',
          link_id: 'l1',
          at: '2026-11-22T09:00:00Z',
          kind: 'intro',
          profile_id: 's1',
          profile_name: 'Priya Sharma',
          shown_profile_id: 'a1b2c3',
          message: 'Free on Monday?',
          name: 'Ada Client',
          email: 'ada@client.example',
        },
      ],
    });
    const section = await screen.findByTestId('team-share-requests');
    expect(section).toHaveTextContent('Client requests');
    const request = await within(section).findByTestId('share-request');
    expect(within(request).getByTestId('share-request-kind')).toHaveTextContent('Intro');
    expect(within(request).getByTestId('share-request-person')).toHaveTextContent('Asks to meet Priya Sharma');
    expect(within(request).getByTestId('share-request-from')).toHaveTextContent('Ada Client');
    expect(spies.getList).toHaveBeenCalledWith(
      'share-link-requests',
      expect.objectContaining({ filter: { target_type: 'team', target_id: 't1' } }),
    );
  });

  it('shows a specialist in the team the same team with no owner control in the DOM', async () => {
    signIn('specialist');
    renderTeam('/profile/profile-teams/team-detail?id=t1', {}, aTeam({ owner_id: 'owner-9' }));

    expect(await screen.findByTestId('team-show')).toHaveAttribute('data-owner', 'false');
    expect(screen.getByTestId('team-read-only')).toBeInTheDocument();
    expect(screen.getByTestId('team-member')).toBeInTheDocument();
    expect(screen.getByTestId('skill-coverage')).toBeInTheDocument();
    for (const id of [
      'team-share-requests',
      'team-member-add',
      'team-member-edit',
      'team-member-remove',
      'team-status-control',
      'team-edit',
      'team-archive',
    ])
      expect(screen.queryByTestId(id)).toBeNull();
  });
  it('offers an admin the Share button on another owner’s team, and no owner control', async () => {
    signIn('admin');
    renderTeam('/profile/profile-teams/team-detail?id=t1', {}, aTeam({ owner_id: 'owner-9' }));

    expect(await screen.findByTestId('share-open')).toBeInTheDocument();
    for (const id of ['team-member-add', 'team-status-control', 'team-edit', 'team-archive'])
      expect(screen.queryByTestId(id)).toBeNull();
  });
});

describe('/profile/profile-teams/teams', () => {
  it('lists a specialist’s own teams only (member_id), read-only', async () => {
    signIn('specialist');
    const { dataProvider, spies } = fakeDataProvider({ lists: { teams: [aTeam({ owner_id: 'owner-9' })] } });
    renderWithAdmin(<TeamList />, { dataProvider });
    const card = await screen.findByTestId('team-card');
    expect(card).toHaveTextContent('Mobile launch');
    expect(card).toHaveTextContent('Design partners');
    expect(within(card).getByTestId('team-coverage-summary')).toHaveTextContent('1 required skill missing');
    expect(spies.getList).toHaveBeenCalledWith('teams', expect.objectContaining({ filter: { member_id: 'user-1' } }));
    expect(screen.queryByTestId('team-create-open')).toBeNull();
  });

  it('lists an owner’s teams with Create team, and an empty state when there are none', async () => {
    signIn('business_owner');
    renderWithAdmin(<TeamList />, { dataProvider: fakeDataProvider().dataProvider });
    expect(await screen.findByTestId('teams-empty')).toHaveTextContent('No teams yet');
    expect(screen.getByTestId('team-create-open')).toBeInTheDocument();
  });
});
