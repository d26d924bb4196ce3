import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { aCard, aMember, aNetwork, aTeam, fakeDataProvider } from '../test/hiringData';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import NetworkDetail from './NetworkDetail';
import NetworkList from './NetworkList';

beforeAll(() => loadFeatureMessages('hiring'));

/** How many times the members' skill chips were drawn: once per drawing of a member's row. */
const skillChipsDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/SkillChips', async (importOriginal) => {
  const real = await importOriginal<typeof import('../components/SkillChips')>();
  return {
    ...real,
    SkillChips: (props: Parameters<typeof real.SkillChips>[0]) => {
      skillChipsDrawn.count++;
      return real.SkillChips(props);
    },
  };
});

const DETAIL = '/profile/profile-network/network-detail';

describe('/profile/profile-network/network', () => {
  it('shows a business owner their networks with member, invitation and team counts, and a create button', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: {
        networks: [
          aNetwork(),
          aNetwork({ id: 'n2', name: 'Data crew', member_count: 12, invited_count: 0, team_count: 0 }),
        ],
      },
    });
    renderWithAdmin(<NetworkList />, { dataProvider });

    const cards = await screen.findAllByTestId('network-card');
    expect(cards.map((card) => within(card).getByTestId('network-name').textContent)).toEqual([
      'Design partners',
      'Data crew',
    ]);
    expect(within(cards[0]).getByTestId('network-member-count').textContent).toContain('3members');
    expect(within(cards[0]).getByTestId('network-invited-count').textContent).toContain('1pending invitation');
    expect(within(cards[1]).getByTestId('network-team-count').textContent).toContain('0teams');
    expect(cards[0].querySelector('a')!.getAttribute('href')).toBe(`${DETAIL}?id=n1`);
    expect(screen.getByTestId('create-network').getAttribute('href')).toBe(DETAIL);
    expect(spies.getList).toHaveBeenCalledWith(
      'networks',
      expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' } }),
    );
  });

  it('invites an owner without networks to create the first one', async () => {
    signIn('business_owner');
    renderWithAdmin(<NetworkList />, { dataProvider: fakeDataProvider().dataProvider });
    expect(await screen.findByTestId('networks-empty')).toHaveTextContent('Start your first network');
  });

  it('shows a specialist their networks and pending invitations; Accept joins through the invitation', async () => {
    signIn('specialist');
    const { dataProvider, spies } = fakeDataProvider({
      lists: {
        invitations: [
          {
            id: 'n9.m4',
            network_id: 'n9',
            network_name: 'Fintech builders',
            owner_name: 'Omar Haddad',
            invited_at: '2026-02-01T00:00:00Z',
            status: 'invited',
          },
        ],
        networks: [
          aNetwork({
            owner_id: 'owner-9',
            owner_name: 'Omar Haddad',
            invited_count: null,
            my_membership: { id: 'n1.m1', status: 'joined', joined_at: '2026-01-06T10:00:00Z' },
          }),
        ],
      },
    });
    renderWithAdmin(
      <>
        <NetworkList />
        <Notification />
      </>,
      { dataProvider },
    );

    const invitation = await screen.findByTestId('invitation');
    expect(invitation).toHaveTextContent('Fintech builders');
    expect(invitation).toHaveTextContent('From Omar Haddad');
    const card = await screen.findByTestId('network-card');
    expect(card).toHaveTextContent('Run by Omar Haddad');
    expect(within(card).getByTestId('membership-status')).toHaveTextContent('Joined');
    // A member never sees the owner's pending invitations count.
    expect(within(card).queryByTestId('network-invited-count')).toBeNull();

    await userEvent.click(within(invitation).getByTestId('invitation-accept'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'invitations',
        expect.objectContaining({ id: 'n9.m4', meta: { action: 'accept' } }),
      ),
    );
    expect(await screen.findByText('You joined the network')).toBeInTheDocument();
  });
});

describe('/profile/profile-network/network-detail', () => {
  it('creates a network and opens it', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider();
    spies.create.mockResolvedValueOnce({ data: { ...aNetwork({ id: 'n7', name: 'Growth team' }) } });
    renderWithAdmin(<NetworkDetail />, { dataProvider, path: DETAIL });

    const submit = await screen.findByTestId('network-create-submit');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Network name/ }), 'Growth team');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'networks',
        expect.objectContaining({ data: { name: 'Growth team', description: '' } }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(DETAIL));
  });

  it('is not for specialists without an id (they cannot create networks)', async () => {
    signIn('specialist');
    renderWithAdmin(<NetworkDetail />, { dataProvider: fakeDataProvider().dataProvider, path: DETAIL });
    expect(await screen.findByTestId('not-available')).toBeInTheDocument();
  });

  it('shows the owner the members table with its filters, the teams, and removes selected members in bulk', async () => {
    signIn('business_owner');
    const members = [
      aMember(),
      aMember({
        id: 'n1.m2',
        membership_id: 'm2',
        specialist_id: 's2',
        status: 'invited',
        tags: ['senior'],
        note: 'Met at a conference',
        specialist: aCard({ id: 's2', first_name: 'Liam', last_name: 'Chen', skills: [{ id: 5, title: 'Go' }] }),
      }),
      aMember({
        id: 'n1.m3',
        membership_id: 'm3',
        specialist_id: null,
        email: 'new@example.com',
        status: 'declined',
        specialist: null,
      }),
    ];
    const { dataProvider, spies } = fakeDataProvider({
      records: { 'networks:n1': aNetwork() },
      lists: { 'network-members': members, teams: [aTeam()], skills: [{ id: 1, skill_title: 'Figma' }] },
    });
    renderWithAdmin(<NetworkDetail />, { dataProvider, path: `${DETAIL}?id=n1` });

    expect(await screen.findByTestId('network-title')).toHaveTextContent('Design partners');
    const table = await screen.findByTestId('network-members');
    await within(table).findByText('Liam Chen');
    expect(spies.getList).toHaveBeenCalledWith(
      'network-members',
      expect.objectContaining({ filter: { network_id: 'n1' } }),
    );
    // Filters of the issue: skill, level, status, tag (and a name search).
    for (const label of ['Search', 'Status', 'Skills', 'Level', 'Tag'])
      expect(within(table).getAllByLabelText(label).length).toBeGreaterThan(0);
    expect(within(table).getByText('new@example.com')).toBeInTheDocument();
    expect(within(table).getByText('senior')).toBeInTheDocument();
    // Teams of the network, with Create team.
    expect(within(await screen.findByTestId('network-teams')).getByTestId('team-name')).toHaveTextContent(
      'Mobile launch',
    );
    expect(screen.getByTestId('team-create-open')).toBeInTheDocument();

    // A declined invitation cannot be selected; the others can, and go together.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[2]).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(within(rows[0]).getByRole('checkbox'));
    await userEvent.click(within(rows[1]).getByRole('checkbox'));
    await userEvent.click(await within(table).findByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(spies.deleteMany).toHaveBeenCalledWith(
        'network-members',
        expect.objectContaining({ ids: ['n1.m1', 'n1.m2'] }),
      ),
    );
  });

  it('asks for the teams and the members beside the network, not after it, and once', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: { 'network-members': [aMember()], teams: [aTeam()] },
    });
    let answer = (_network: { data: Record<string, unknown> }) => {};
    spies.getOne.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderWithAdmin(<NetworkDetail />, { dataProvider, path: `${DETAIL}?id=n1` });

    const reads = (resource: string) => spies.getList.mock.calls.filter(([name]) => name === resource).length;
    // The network has not answered yet.
    await waitFor(() => expect([reads('teams'), reads('network-members')]).toEqual([1, 1]));
    answer({ data: aNetwork() });
    await within(await screen.findByTestId('network-members')).findByText('Priya Sharma');
    expect([reads('teams'), reads('network-members')]).toEqual([1, 1]);
  });

  it('draws each member’s row once: the teams’, the skills’ and the changed dots’ later answers redraw what shows them', async () => {
    signIn('business_owner');
    const members = ['s1', 's2', 's3'].map((id, i) =>
      aMember({ id: `n1.m${i}`, specialist_id: id, specialist: aCard({ id, first_name: `Member${i}` }) }),
    );
    const { dataProvider, spies } = fakeDataProvider({
      records: { 'networks:n1': aNetwork() },
      lists: { 'network-members': members },
    });
    // The teams, the skills and the changed dots answer when the test says so; the network and the members at once.
    const later: Record<string, (answer: { data: object[]; total: number }) => void> = {};
    const atOnce = spies.getList.getMockImplementation()!;
    spies.getList.mockImplementation((resource: string) =>
      ['teams', 'skills', 'changed-records'].includes(resource)
        ? new Promise((resolve) => (later[resource] = resolve as (answer: unknown) => void))
        : atOnce(resource),
    );
    skillChipsDrawn.count = 0;
    renderWithAdmin(<NetworkDetail />, { dataProvider, path: `${DETAIL}?id=n1` });

    const table = await screen.findByTestId('network-members');
    await within(table).findByText('Member2 Sharma');
    await waitFor(() => expect(Object.keys(later).sort()).toEqual(['changed-records', 'skills', 'teams']));
    const drawn = skillChipsDrawn.count;
    expect(drawn).toBe(members.length);
    later.teams({ data: [aTeam()], total: 1 });
    await within(await screen.findByTestId('network-teams')).findByText('Mobile launch');
    later.skills({ data: [{ id: 1, skill_title: 'Figma' }], total: 1 });
    later['changed-records']({ data: [{ id: 's2' }], total: 1 });
    const dot = await within(table).findByTestId('changed-dot');
    expect(dot.closest('tr')).toHaveTextContent('Member1 Sharma');
    expect(skillChipsDrawn.count).toBe(drawn);
  });

  it('saves the owner’s private note and tags of a member', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      records: { 'networks:n1': aNetwork() },
      lists: { 'network-members': [aMember()] },
    });
    renderWithAdmin(<NetworkDetail />, { dataProvider, path: `${DETAIL}?id=n1` });

    await userEvent.click(await screen.findByTestId('member-edit-note'));
    const dialog = await screen.findByTestId('member-note-dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Private note' }), 'Great with clients');
    await userEvent.type(within(dialog).getByTestId('member-tags-input'), 'design lead{Enter}');
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'network-members',
        expect.objectContaining({ id: 'n1.m1', data: { note: 'Great with clients', tags: ['design lead'] } }),
      ),
    );
  });

  it('shows a specialist member the network read-only: no members table, no owner controls, their teams and Leave', async () => {
    signIn('specialist');
    const network = aNetwork({
      owner_id: 'owner-9',
      owner_name: 'Omar Haddad',
      invited_count: null,
      my_membership: { id: 'n1.m1', status: 'joined', joined_at: '2026-01-06T10:00:00Z' },
    });
    const { dataProvider, spies } = fakeDataProvider({
      records: { 'networks:n1': network },
      lists: { teams: [aTeam({ owner_id: 'owner-9' })] },
    });
    renderWithAdmin(<NetworkDetail />, { dataProvider, path: `${DETAIL}?id=n1` });

    expect(await screen.findByTestId('network-show')).toHaveAttribute('data-owner', 'false');
    expect(screen.getByTestId('network-leave')).toBeInTheDocument();
    for (const id of ['network-members', 'invite-open', 'network-edit', 'network-archive', 'team-create-open'])
      expect(screen.queryByTestId(id)).toBeNull();
    await screen.findByTestId('team-card');
    expect(spies.getList).toHaveBeenCalledWith(
      'teams',
      expect.objectContaining({ filter: { network_id: 'n1', member_id: 'user-1' } }),
    );
    expect(spies.getList).not.toHaveBeenCalledWith('network-members', expect.anything());
  });

  it('shows an admin another owner’s network whole, read-only: every team, the members with their notes and tags, no control', async () => {
    signIn('admin');
    const network = aNetwork({ owner_id: 'owner-9', owner_name: 'Omar Haddad' });
    const members = [
      aMember(),
      aMember({
        id: 'n1.m2',
        membership_id: 'm2',
        specialist_id: 's2',
        tags: ['senior'],
        note: 'Met at a conference',
        specialist: aCard({ id: 's2', first_name: 'Liam', last_name: 'Chen' }),
      }),
    ];
    const { dataProvider, spies } = fakeDataProvider({
      records: { 'networks:n1': network },
      lists: { 'network-members': members, teams: [aTeam({ owner_id: 'owner-9' })], skills: [] },
    });
    renderWithAdmin(<NetworkDetail />, { dataProvider, path: `${DETAIL}?id=n1` });

    const table = await screen.findByTestId('network-members');
    await within(table).findByText('Liam Chen');
    expect(within(table).getByText('senior')).toBeInTheDocument();
    await screen.findByTestId('team-card');
    expect(spies.getList).toHaveBeenCalledWith('teams', expect.objectContaining({ filter: { network_id: 'n1' } }));
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    for (const id of [
      'member-edit-note',
      'member-remove',
      'invite-open',
      'network-edit',
      'network-archive',
      'team-create-open',
      'network-leave',
    ])
      expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('says a network it cannot read is not found (another owner’s network is 404)', async () => {
    signIn('business_owner');
    renderWithAdmin(<NetworkDetail />, {
      dataProvider: fakeDataProvider().dataProvider,
      path: `${DETAIL}?id=elsewhere`,
    });
    expect(await screen.findByTestId('network-missing')).toHaveTextContent('Network not found');
  });
});
