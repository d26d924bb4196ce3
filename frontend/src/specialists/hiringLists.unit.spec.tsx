import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureMessages, loadMessages } from '../providers/i18nProvider';
import { paths } from '../routes/paths';
import { aCard, aTeam, fakeDataProvider } from '../test/hiringData';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import ComparePage from './ComparePage';
import FindSpecialistsPage from './FindSpecialistsPage';
import ShortlistsPage from './ShortlistsPage';

beforeAll(() => loadFeatureMessages('hiring'));

const cards = ['s1', 's2', 's3', 's4', 's5'].map((id, i) =>
  aCard({ id, first_name: ['Priya', 'Omar', 'Lena', 'Kai', 'Zoe'][i], last_name: 'Tester' }),
);
const findAt = (filter: object) =>
  `${paths.findSpecialists}?${new URLSearchParams({ filter: JSON.stringify(filter), sort: 'completeness', order: 'DESC' })}`;
const shortlist = {
  id: 'l1',
  name: 'Checkout picks',
  team_id: 't1',
  members: [
    { specialist_id: 's1', note: 'Strong on payments', added_at: '2026-03-01T09:00:00.000Z' },
    { specialist_id: 's2', note: '', added_at: '2026-03-02T09:00:00.000Z' },
  ],
};

describe('find specialists: save, shortlist, compare', () => {
  it('saves the search in the address under a name, with its alert', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({ lists: { specialists: [cards[0]] } });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: findAt({ skill_ids: [1], skills_match: 'all' }) });
    await screen.findByTestId('specialist-card');

    fireEvent.click(screen.getByTestId('save-search'));
    const dialog = await screen.findByTestId('save-search-dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Figma people' } });
    fireEvent.click(within(dialog).getByLabelText('Tell me in the bell when a new specialist matches'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith('saved-searches', {
        data: { name: 'Figma people', alert: true, filter: { skill_ids: [1], skills_match: 'all' } },
      }),
    );
  });

  it('applies a saved search’s filter to the page', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: {
        specialists: [cards[0]],
        'saved-searches': [{ id: 'ss1', name: 'Open designers', filter: { open_to_work: true }, alert: false }],
      },
    });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: paths.findSpecialists });
    fireEvent.mouseDown(await screen.findByTestId('saved-search-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'Open designers' }));
    await waitFor(() => {
      const reads = (spies.getList.mock.calls as unknown as [string, { filter: object }][]).filter(
        ([resource]) => resource === 'specialists',
      );
      expect(reads.at(-1)![1].filter).toEqual({ open_to_work: true });
    });
  });

  it('picks up to four cards and opens their comparison against the chosen team', async () => {
    signIn('business_owner');
    const { dataProvider } = fakeDataProvider({ lists: { specialists: cards, teams: [aTeam()] } });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: findAt({ for_team: 't1' }) });
    await waitFor(() => expect(screen.getAllByTestId('compare-pick')).toHaveLength(5));
    const picks = screen.getAllByTestId('compare-pick');
    for (const pick of picks.slice(0, 4)) fireEvent.click(pick);
    expect(picks[4]).toBeDisabled();
    const bar = screen.getByTestId('compare-bar');
    expect(bar).toHaveTextContent('4 to compare');
    expect(within(bar).getByTestId('compare-open')).toHaveAttribute(
      'href',
      `${paths.compare}?ids=s1,s2,s3,s4&team_id=t1`,
    );
    fireEvent.click(picks[0]);
    expect(picks[4]).toBeEnabled();
    expect(bar).toHaveTextContent('3 to compare');
  });

  it('shortlists a card in a new shortlist for the chosen team, with a note', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({ lists: { specialists: [cards[0]], teams: [aTeam()] } });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: findAt({ for_team: 't1' }) });
    fireEvent.click(await screen.findByTestId('shortlist-add'));
    const dialog = await screen.findByTestId('shortlist-add-dialog');
    fireEvent.change(within(dialog).getByLabelText('Name of the new shortlist'), { target: { value: 'Checkout' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Ask about June' } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith('shortlist-members', {
        data: { shortlist_id: 'new-1', specialist_id: 's1', note: 'Ask about June' },
      }),
    );
    expect(spies.create).toHaveBeenCalledWith('shortlists', { data: { name: 'Checkout', team_id: 't1' } });
  });
});

/** Fills the offer dialog's role and sends it; the create call is the test's to check. */
async function sendOffer(dialog: HTMLElement, role: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role' }), role);
  await waitFor(() => expect(within(dialog).getByTestId('dialog-save')).toBeEnabled());
  await userEvent.click(within(dialog).getByTestId('dialog-save'));
}

describe('make an offer to anyone found', () => {
  it('from a search card: the specialist fixed, the team chosen for the search preselected', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: { specialists: [cards[1]], teams: [aTeam(), aTeam({ id: 't2', name: 'Checkout', members: [] })] },
    });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: findAt({ for_team: 't1' }) });
    const offer = within(await screen.findByTestId('specialist-card')).getByTestId('make-offer');
    expect(offer).toHaveAccessibleName('Make an offer to Omar Tester');
    await userEvent.click(offer);
    const dialog = await screen.findByTestId('team-member-add-dialog');
    expect(dialog).toHaveTextContent('Omar Tester');
    expect(within(dialog).queryByTestId('team-member-picker')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('offer-team')).toHaveTextContent('Mobile launch'));
    await sendOffer(dialog, 'Payments engineer');
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'team-members',
        expect.objectContaining({
          data: expect.objectContaining({
            team_id: 't1',
            specialist_id: 's2',
            role_title: 'Payments engineer',
            over_allocate: false,
          }),
        }),
      ),
    );
  });

  it('from a compare column: the owner picks one of their teams, not one the person is already in', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: { specialists: [cards[0]], teams: [aTeam(), aTeam({ id: 't2', name: 'Checkout', members: [] })] },
    });
    renderWithAdmin(<ComparePage />, { dataProvider, path: `${paths.compare}?ids=s1` });
    await userEvent.click(await screen.findByTestId('make-offer'));
    const dialog = await screen.findByTestId('team-member-add-dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role' }), 'Designer');
    // No team chosen yet: nothing to send.
    expect(within(dialog).getByTestId('dialog-save')).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByTestId('offer-team'));
    const options = await screen.findAllByRole('option');
    // Priya is a member of Mobile launch already.
    expect(options.map((option) => option.textContent)).toEqual(['Checkout']);
    await userEvent.click(options[0]);
    await waitFor(() => expect(within(dialog).getByTestId('dialog-save')).toBeEnabled());
    await userEvent.click(within(dialog).getByTestId('dialog-save'));
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'team-members',
        expect.objectContaining({ data: expect.objectContaining({ team_id: 't2', specialist_id: 's1' }) }),
      ),
    );
  });

  it('from a shortlist row: the shortlist’s team preselected; no team to offer on says so', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: { shortlists: [shortlist], specialists: cards.slice(0, 2), teams: [aTeam()] },
      records: { 'shortlists:l1': shortlist, 'teams:t1': aTeam() },
    });
    renderWithAdmin(<ShortlistsPage />, { dataProvider, path: `${paths.shortlists}?id=l1` });
    await waitFor(() => expect(screen.getAllByTestId('make-offer')).toHaveLength(2));
    const [priya, omar] = screen.getAllByTestId('make-offer');
    expect(omar).toHaveAccessibleName('Make an offer to Omar Tester');
    // Priya (s1) is in the shortlist's team already: no team is left to offer her a seat on.
    await userEvent.click(priya);
    let dialog = await screen.findByTestId('team-member-add-dialog');
    expect(await within(dialog).findByTestId('offer-no-teams')).toHaveTextContent('Create a team first.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('team-member-add-dialog')).toBeNull());
    await userEvent.click(omar);
    dialog = await screen.findByTestId('team-member-add-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('offer-team')).toHaveTextContent('Mobile launch'));
    await sendOffer(dialog, 'Researcher');
    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'team-members',
        expect.objectContaining({ data: expect.objectContaining({ team_id: 't1', specialist_id: 's2' }) }),
      ),
    );
  });
});

describe('/profile/compare', () => {
  it('sets the specialists side by side against the team’s required skills, the rate only where the profile gives it', async () => {
    signIn('business_owner');
    const { dataProvider } = fakeDataProvider({
      lists: {
        teams: [aTeam()],
        specialists: [
          cards[0],
          aCard({
            id: 's2',
            first_name: 'Omar',
            skills: [
              { id: 3, title: 'Swift' },
              { id: 1, title: 'Figma' },
            ],
          }),
        ],
      },
      records: {
        'specialists:s1': { id: 's1', day_rate: { amount: 600, currency: 'EUR' }, updated_at: '2026-03-01T09:00:00Z' },
        'specialists:s2': { id: 's2', updated_at: '2026-02-01T09:00:00Z' },
      },
    });
    renderWithAdmin(<ComparePage />, { dataProvider, path: `${paths.compare}?ids=s1,s2&team_id=t1` });
    await waitFor(() => expect(screen.getAllByTestId('compare-column')).toHaveLength(2));
    expect(screen.getAllByTestId('compare-column').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Priya Tester'),
      expect.stringContaining('Omar Sharma'),
    ]);
    const required = await screen.findByTestId('compare-row-required');
    expect(required).toHaveTextContent('Has: 1/2');
    expect(required).toHaveTextContent('Lacks: Swift');
    expect(required).toHaveTextContent('Has: 2/2');
    await waitFor(() => expect(screen.getByTestId('compare-row-rate')).toHaveTextContent('€600.00'));
    expect(screen.getByTestId('compare-row-rate')).toHaveTextContent('Not shown to you');
    expect(screen.getByTestId('compare-row-level')).toHaveTextContent('Experienced');
    expect(screen.getByTestId('compare-row-completeness')).toHaveTextContent('80 %');
  });

  it('says so when the address names more than four', async () => {
    signIn('business_owner');
    const { dataProvider } = fakeDataProvider({ lists: { specialists: cards } });
    renderWithAdmin(<ComparePage />, { dataProvider, path: `${paths.compare}?ids=s1,s2,s3,s4,s5` });
    expect(await screen.findByTestId('compare-too-many')).toHaveTextContent(
      'Compare up to 4 specialists at a time: this address names 5.',
    );
    expect(screen.queryByTestId('compare-column')).not.toBeInTheDocument();
  });

  it('sends to find specialists when the address names none', async () => {
    signIn('business_owner');
    renderWithAdmin(<ComparePage />, { dataProvider: fakeDataProvider().dataProvider, path: paths.compare });
    expect(await screen.findByTestId('compare-none')).toHaveTextContent('Choose up to 4 specialists');
  });
});

describe('/profile/shortlists', () => {
  it('lists the owner’s shortlists with their team and size', async () => {
    signIn('business_owner');
    const { dataProvider } = fakeDataProvider({ lists: { shortlists: [shortlist], teams: [aTeam()] } });
    renderWithAdmin(<ShortlistsPage />, { dataProvider, path: paths.shortlists });
    const item = await screen.findByTestId('shortlist-item');
    expect(item).toHaveTextContent('Checkout picks');
    expect(item).toHaveTextContent('2 specialists');
    await waitFor(() => expect(item).toHaveTextContent('For team: Mobile launch'));
  });

  it('shows one shortlist with notes; its owner compares, removes and deletes', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: { shortlists: [shortlist], specialists: cards.slice(0, 2) },
      records: { 'shortlists:l1': shortlist, 'teams:t1': aTeam() },
    });
    renderWithAdmin(<ShortlistsPage />, { dataProvider, path: `${paths.shortlists}?id=l1` });
    expect(await screen.findByTestId('shortlist-name')).toHaveTextContent('Checkout picks');
    await waitFor(() => expect(screen.getAllByTestId('shortlist-member')).toHaveLength(2));
    expect(screen.getByTestId('shortlist-note')).toHaveTextContent('Strong on payments');
    expect(screen.getByTestId('shortlist-compare')).toHaveAttribute('href', `${paths.compare}?ids=s1,s2&team_id=t1`);
    await screen.findByTestId('shortlist-delete');
    fireEvent.click(screen.getAllByTestId('shortlist-remove')[1]);
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() =>
      expect(spies.delete).toHaveBeenCalledWith(
        'shortlist-members',
        expect.objectContaining({ id: 's2', meta: { shortlistId: 'l1' } }),
      ),
    );
  });

  it('reads to a collaborator without the owner’s actions', async () => {
    signIn('business_owner');
    const { dataProvider } = fakeDataProvider({
      lists: { shortlists: [], specialists: cards.slice(0, 2) },
      records: { 'shortlists:l1': shortlist },
    });
    renderWithAdmin(<ShortlistsPage />, { dataProvider, path: `${paths.shortlists}?id=l1` });
    expect(
      await screen.findByText('You read this shortlist as a collaborator of a project of its team.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('shortlist-member')).toHaveLength(2);
    expect(screen.queryByTestId('shortlist-remove')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shortlist-delete')).not.toBeInTheDocument();
  });
});

describe('a French owner', () => {
  // Loaded here, after the English tests: the French wording is in fr's feature chunks.
  const spoken = aCard({
    languages: [
      { id: 1, title: 'English', code: 'en' },
      { id: 2, title: 'Hindi', code: 'hi' },
    ],
  });
  const inFrench = async (page: React.ReactElement, path: string) => {
    await loadMessages('fr');
    signIn('business_owner');
    const { dataProvider } = fakeDataProvider({ lists: { specialists: [spoken] } });
    renderWithAdmin(page, { dataProvider, path, locale: 'fr' });
    await loadFeatureMessages('hiring');
  };

  it('reads the languages of a search card in French', async () => {
    await inFrench(<FindSpecialistsPage />, paths.findSpecialists);
    expect(await screen.findByTestId('specialist-card')).toHaveTextContent('Parle anglais, hindi');
  });

  it('reads the languages of the compare page in French', async () => {
    await inFrench(<ComparePage />, `${paths.compare}?ids=s1`);
    expect(await screen.findByTestId('compare-row-languages')).toHaveTextContent('anglais, hindi');
  });
});
