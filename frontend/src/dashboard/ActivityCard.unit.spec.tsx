import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { ActivityCard } from './ActivityCard';

// The dashboard's wording loads with its page.
beforeAll(() => loadFeatureMessages('dashboard'));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('recent activity card', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn('specialist');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the user own events from GET /user/activity, newest first, with times relative to now', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: [
          { id: 'e2', type: 'SkillsSet', created_at: minutesAgo(5), data: {} },
          { id: 'e1', type: 'SomethingNew', created_at: minutesAgo(60 * 26), data: {} },
        ],
      }),
    );
    renderWithAdmin(<ActivityCard />);
    expect(await screen.findByText('You updated your skills')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('You made a change')).toBeInTheDocument();
    expect(screen.getByText('yesterday')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/user/activity');
    expect(new Headers((fetchMock.mock.calls[0][1] as RequestInit).headers).get('Authorization')).toBe(
      'Bearer token-1',
    );
  });

  it('shows a clean empty state when there is nothing yet or the feed cannot load', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    const { unmount } = renderWithAdmin(<ActivityCard />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    unmount();
    fetchMock.mockResolvedValueOnce(json(404, { error: { code: 'not_found', message: 'Not found' } }));
    renderWithAdmin(<ActivityCard />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('words network, team and project events each their own way, with what they were about', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: [
          {
            id: 'e5',
            type: 'TeamMemberRemoved',
            created_at: minutesAgo(1),
            data: { teamId: 't1', specialistId: 'user-1' },
            subject: null,
          },
          { id: 'e4', type: 'InvitationAccepted', created_at: minutesAgo(2), data: {}, subject: null },
          {
            id: 'e3',
            type: 'TeamCreated',
            created_at: minutesAgo(3),
            data: { name: 'Checkout squad' },
            subject: 'Checkout squad',
          },
          { id: 'e2', type: 'MilestoneAdded', created_at: minutesAgo(4), data: { title: 'Beta' }, subject: 'Beta' },
          {
            id: 'e1',
            type: 'TeamMemberRemoved',
            created_at: minutesAgo(5),
            data: { teamId: 't1', specialistId: 'someone-else' },
            subject: null,
          },
        ],
      }),
    );
    renderWithAdmin(<ActivityCard />);
    expect(await screen.findByText('You left a team')).toBeInTheDocument();
    expect(screen.getByText('You joined a network')).toBeInTheDocument();
    expect(screen.getByText('You created a team')).toBeInTheDocument();
    expect(screen.getByText('You added a milestone')).toBeInTheDocument();
    expect(screen.getByText('You removed a member from a team')).toBeInTheDocument();
    expect(screen.getAllByTestId('activity-subject').map((el) => el.textContent)).toEqual([
      'Checkout squad · ',
      'Beta · ',
    ]);
    expect(screen.queryByText('You made a change')).toBeNull();
  });
  it('words the personal-data requests: a copy of the data, an erasure and its cancelling', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: [
          { id: 'e3', type: 'AccountErasureCancelled', created_at: minutesAgo(1), data: {}, subject: null },
          { id: 'e2', type: 'AccountErasureRequested', created_at: minutesAgo(2), data: {}, subject: null },
          { id: 'e1', type: 'PersonalDataExportRequested', created_at: minutesAgo(3), data: {}, subject: null },
        ],
      }),
    );
    renderWithAdmin(<ActivityCard />);
    expect(await screen.findByText('You cancelled your account’s erasure')).toBeInTheDocument();
    expect(screen.getByText('You asked for your account to be erased')).toBeInTheDocument();
    expect(screen.getByText('You asked for a copy of your data')).toBeInTheDocument();
    expect(screen.queryByText('You made a change')).toBeNull();
  });
});
