import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { roleMayUse } from '../../providers/access';
import { loadFeatureMessages } from '../../providers/i18nProvider';
import type { TeamSuggestion } from '../../providers/hiringDomain';
import { aCard, aTeam, fakeDataProvider } from '../../test/hiringData';
import { renderWithAdmin, signIn } from '../../test/renderWithAdmin';
import { offersOf, today } from './suggestedOffers';
import { TeamHiring } from './TeamHiring';

beforeAll(() => loadFeatureMessages('hiring'));

const team = aTeam({
  required_skills: [
    { id: 1, title: 'Figma' },
    { id: 3, title: 'Swift' },
    { id: 5, title: 'Kotlin' },
  ],
});
const priya = aCard();
const tom = aCard({ id: 's2', first_name: 'Tom', last_name: 'Lee' });
const suggestion: TeamSuggestion = {
  members: [
    {
      specialist_id: 's1',
      covers: [1, 3],
      days_per_week: 2,
      day_rate: { amount: 500, currency: 'EUR' },
      specialist: priya,
    },
    { specialist_id: 's2', covers: [5], days_per_week: 2.5, day_rate: null, specialist: tom },
  ],
  covered: [1, 3, 5],
  missing: [],
  required_skills: team.required_skills,
  cost_per_week: null,
  reasons: [
    {
      code: 'picked',
      specialist_id: 's1',
      skill_ids: [1, 3],
      count: null,
      message: 'Priya Sharma covers Figma and Swift',
    },
    { code: 'only_one', specialist_id: 's2', skill_ids: [5], count: null, message: '…' },
    { code: 'rates_hidden', specialist_id: null, skill_ids: [], count: 2, message: '…' },
  ],
  exact: true,
};

/** The fake data provider with the two named methods the suggestion dialog calls. */
function providerWith(methods: { suggestTeam?: unknown; offerSeats?: unknown }) {
  const { spies } = fakeDataProvider({ lists: { 'team-matches': [{ ...priya, fit: aFit() }] } });
  return { spies, dataProvider: testDataProvider({ ...spies, ...methods } as unknown as Partial<DataProvider>) };
}
function aFit() {
  return { score: 82, covers: [1, 3], missing: [5], free_days: 3, rate_within_budget: null };
}

describe("a team's matches and suggestion on its page", () => {
  it('shows the people who fit the team, by fit, read through the data provider', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = providerWith({});
    renderWithAdmin(<TeamHiring team={team} />, { dataProvider });
    expect(screen.getByText('Find people for this team')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('team-matches-open'));
    const dialog = await screen.findByTestId('team-matches-dialog');
    expect(await within(dialog).findByTestId('specialist-card')).toHaveAttribute('data-id', 's1');
    expect(within(dialog).getByTestId('fit-score')).toHaveTextContent('Fit 82/100');
    expect(within(dialog).getByTestId('fit-missing')).toHaveTextContent('Kotlin');
    const calls = spies.getList.mock.calls as unknown as [string, object][];
    const [, params] = calls.find(([resource]) => resource === 'team-matches')!;
    expect(params).toMatchObject({ filter: { team_id: 't1' }, sort: { field: 'fit', order: 'DESC' } });
  });

  it('suggests a team within a budget, words its reasons, and makes one offer each with its outcome', async () => {
    signIn('business_owner');
    const suggestTeam = vi.fn(async () => suggestion);
    const offerSeats = vi.fn(async () => [
      { specialist_id: 's1', ok: true, offer_id: 'o1' },
      { specialist_id: 's2', ok: false, error: 'app.hiring.offer_messages.beyondFreeDays' },
    ]);
    const { dataProvider } = providerWith({ suggestTeam, offerSeats });
    renderWithAdmin(<TeamHiring team={team} />, { dataProvider });
    fireEvent.click(screen.getByTestId('team-suggest-open'));
    const dialog = await screen.findByTestId('team-suggest-dialog');
    fireEvent.change(within(dialog).getByLabelText('Budget a week'), { target: { value: '3000' } });
    fireEvent.click(within(dialog).getByTestId('suggest-run'));

    await within(dialog).findByTestId('suggestion');
    expect(suggestTeam).toHaveBeenCalledWith({
      teamId: 't1',
      options: { budget_per_week: { amount: 3000, currency: 'EUR' } },
    });
    expect(
      within(dialog)
        .getAllByTestId('suggested-member')
        .map((m) => m.dataset.id),
    ).toEqual(['s1', 's2']);
    expect(within(dialog).getByTestId('suggestion-cost')).toHaveTextContent('Cost not known');
    const reasons = within(dialog).getByTestId('suggestion-reasons');
    expect(reasons).toHaveTextContent('Priya Sharma covers Figma and Swift');
    expect(reasons).toHaveTextContent('Tom Lee is the only one available with Kotlin');
    expect(reasons).toHaveTextContent('2 available people whose day rates you may not see');

    fireEvent.click(within(dialog).getByTestId('make-offers-send'));
    const outcomes = await within(dialog).findAllByTestId('offer-outcome');
    expect(offerSeats).toHaveBeenCalledWith([
      {
        team_id: 't1',
        specialist_id: 's1',
        role_title: 'Figma, Swift',
        allocation_days: 2,
        starts_on: today(),
        message: 'We would like you on Mobile launch.',
      },
      expect.objectContaining({ specialist_id: 's2', role_title: 'Kotlin', allocation_days: 2.5 }),
    ]);
    expect(outcomes[0]).toHaveTextContent('Priya Sharma: Offer sent');
    expect(outcomes[1]).toHaveAttribute('data-ok', 'false');
    expect(outcomes[1]).toHaveTextContent('beyond the specialist’s free days');
  });

  it('shows a bad option’s message beside its field', async () => {
    signIn('business_owner');
    const suggestTeam = vi.fn(async () => {
      throw Object.assign(new Error('bad'), {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Budget must be below one trillion',
            message_code: 'engagement.budgetAmountTooLarge',
            fields: { 'budget_per_week.amount': 'Budget must be below one trillion' },
            field_codes: { 'budget_per_week.amount': 'engagement.budgetAmountTooLarge' },
          },
        },
      });
    });
    const { dataProvider } = providerWith({ suggestTeam });
    renderWithAdmin(<TeamHiring team={team} />, { dataProvider });
    fireEvent.click(screen.getByTestId('team-suggest-open'));
    const dialog = await screen.findByTestId('team-suggest-dialog');
    fireEvent.change(within(dialog).getByLabelText('Budget a week'), { target: { value: '2000000000000' } });
    fireEvent.click(within(dialog).getByTestId('suggest-run'));
    await waitFor(() => expect(within(dialog).getByText('Budget must be below one trillion')).toBeInTheDocument());
    expect(within(dialog).queryByTestId('suggestion')).not.toBeInTheDocument();
  });
});

describe("who may read a team's matches", () => {
  it('business owners and admins, as the search; never specialists (the page would send them away)', () => {
    expect(roleMayUse('team-matches', 'business_owner')).toBe(true);
    expect(roleMayUse('team-matches', 'admin')).toBe(true);
    expect(roleMayUse('team-matches', 'specialist')).toBe(false);
  });
});

describe('the offers a suggestion makes', () => {
  it('names the role by the skills covered, within the role’s length, or the fallback when none is named', () => {
    const long = { id: 9, title: 'x'.repeat(200) };
    const made = offersOf(
      { id: 't1' },
      {
        required_skills: [long, { id: 10, title: 'y'.repeat(200) }],
        members: [
          { ...suggestion.members[0], covers: [9, 10] },
          { ...suggestion.members[1], covers: [] },
        ],
      },
      { startsOn: '2026-12-01', message: '  Hello  ', fallbackRole: 'Team member' },
    );
    expect(made[0].role_title).toHaveLength(260);
    expect(made[1]).toMatchObject({ role_title: 'Team member', message: 'Hello', starts_on: '2026-12-01' });
  });
});
