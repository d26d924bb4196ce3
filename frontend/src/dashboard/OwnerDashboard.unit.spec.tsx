import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from '../test/hiringData';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import Dashboard from './Dashboard';

beforeAll(() => Promise.all([loadFeatureMessages('hiring'), loadFeatureMessages('dashboard')]));

/** The lazy owner chunk and its reads can take a while on a busy machine. */
const LOADED = { timeout: 10_000 };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const lists = {
  networks: [
    { id: 'n1', name: 'Design guild', member_count: 3, invited_count: 2, team_count: 1 },
    { id: 'n2', name: 'Data crew', member_count: 4, invited_count: 1, team_count: 0 },
  ],
  teams: [{ id: 't1' }, { id: 't2' }],
  projects: [{ id: 'p1' }],
  activity: [
    {
      id: 'e1',
      type: 'NetworkCreated',
      created_at: minutesAgo(3),
      data: { name: 'Design guild' },
      subject: 'Design guild',
    },
  ],
};

describe('dashboard of a business owner (/profile/dashboard)', { timeout: 30_000 }, () => {
  it('shows their networks, members, teams and projects with links, the invitations waiting, and no specialist completeness', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({ lists });
    renderWithAdmin(<Dashboard />, { dataProvider });

    expect(await screen.findByTestId('owner-dashboard', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome back, Ada');
    expect(screen.getByText('Here is what you hire with, and where to go next.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('owner-figure-members-value')).toHaveTextContent('7'), LOADED);
    expect(screen.getByTestId('owner-figure-networks-value')).toHaveTextContent('2');
    expect(screen.getByTestId('owner-figure-teams-value')).toHaveTextContent('2');
    expect(screen.getByTestId('owner-figure-projects-value')).toHaveTextContent('1');
    expect(screen.getByTestId('owner-figure-networks')).toHaveAttribute('href', '/profile/profile-network/network');
    expect(screen.getByTestId('owner-figure-teams')).toHaveAttribute('href', '/profile/profile-teams/teams');
    expect(screen.getByTestId('owner-figure-projects')).toHaveAttribute(
      'href',
      '/profile/profile-projects/my-projects',
    );
    expect(screen.getByTestId('owner-invitations-count')).toHaveTextContent('3 invitations are waiting for an answer');

    const quick = screen.getByTestId('owner-quick-links');
    expect(within(quick).getByTestId('owner-link-search')).toHaveAttribute(
      'href',
      '/profile/profile-network/network-detail?id=n1&invite=1',
    );
    expect(within(quick).getByTestId('owner-link-new_team')).toHaveAttribute(
      'href',
      '/profile/profile-teams/teams?create=1',
    );
    expect(within(quick).getByTestId('owner-link-new_project')).toHaveAttribute(
      'href',
      '/profile/profile-projects/my-projects',
    );
    expect(await screen.findByText('You created a network', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('activity-subject')).toHaveTextContent('Design guild');

    expect(screen.queryByTestId('completeness-card')).toBeNull();
    expect(spies.getOne).not.toHaveBeenCalledWith('specialists', expect.anything());
    // Totals come from Content-Range: one record asked for (range [0,0]).
    for (const resource of ['teams', 'projects']) {
      expect(spies.getList).toHaveBeenCalledWith(
        resource,
        expect.objectContaining({ pagination: { page: 1, perPage: 1 } }),
      );
    }
  });

  it('sends an owner without a network to create one when they want to search specialists, and says no invitation waits', async () => {
    signIn('business_owner');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithAdmin(<Dashboard />, { dataProvider: fakeDataProvider().dataProvider });
    expect(await screen.findByTestId('owner-link-search', {}, LOADED)).toHaveAttribute(
      'href',
      '/profile/profile-network/network-detail',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('owner-invitations-count')).toHaveTextContent(
          'No invitation is waiting for an answer',
        ),
      LOADED,
    );
    expect(screen.getByTestId('owner-figure-networks-value')).toHaveTextContent('0');
  });

  it('still shows a specialist their profile completeness, not the owner cards', async () => {
    signIn('specialist');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dataProvider, spies } = fakeDataProvider();
    renderWithAdmin(<Dashboard />, { dataProvider });
    expect(await screen.findByTestId('completeness-card', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByTestId('owner-dashboard')).toBeNull();
    await waitFor(
      () => expect(spies.getOne).toHaveBeenCalledWith('specialists', expect.objectContaining({ id: 'user-1' })),
      LOADED,
    );
  });
});
