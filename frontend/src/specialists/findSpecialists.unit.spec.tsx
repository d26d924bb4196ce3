import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MenuList } from '../layout/menu/MenuList';
import { menuFor } from '../layout/menu/menuItems';
import { loadFeatureMessages, loadMessages } from '../providers/i18nProvider';
import type { UserType } from '../providers/domain';
import { RoleGate } from '../routes/RoleGate';
import { paths } from '../routes/paths';
import { appRoutes } from '../routes/routeTable';
import { aCard, aTeam, fakeDataProvider } from '../test/hiringData';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import FindSpecialistsPage from './FindSpecialistsPage';

beforeAll(() => loadFeatureMessages('hiring'));

/** The page at an address carrying react-admin's list parameters, as a shared or reloaded search does. */
const at = (filter: Record<string, unknown>, sort = 'completeness') =>
  `${paths.findSpecialists}?${new URLSearchParams({ filter: JSON.stringify(filter), sort, order: 'DESC' })}`;

type ListCall = [string, { filter: Record<string, unknown>; sort: { field: string } }];
const specialistReads = (calls: unknown[][]) =>
  (calls as ListCall[]).filter(([resource]) => resource === 'specialists').map(([, params]) => params);

describe('/profile/find-specialists', () => {
  it("reads the address's facets and sends them under the API's filter names", async () => {
    signIn('business_owner');
    const facets = {
      q: 'designer',
      skill_ids: [1, 2],
      skills_match: 'all',
      industry_ids: [4],
      language_ids: [1],
      experience_level_id: 3,
      country: 'Australia',
      project_type_ids: [7],
      practitioner_group_id: 3,
      open_to_work: true,
      available_by: '2026-12-01',
      free_days_gte: 2.5,
      day_rate_lte: 600,
      day_rate_currency: 'EUR',
    };
    const { dataProvider, spies } = fakeDataProvider({ lists: { specialists: [aCard()] } });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: at(facets, 'relevance') });

    expect(await screen.findByTestId('specialist-card')).toBeInTheDocument();
    expect(specialistReads(spies.getList.mock.calls)[0]).toMatchObject({
      filter: facets,
      sort: { field: 'relevance' },
    });
    // The controls show what the address asked for, each named by its label.
    expect(screen.getByLabelText('Open to work')).toBeChecked();
    expect(screen.getByLabelText('Every chosen skill')).toBeChecked();
    expect(screen.getByLabelText('Available by')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Day rate at most')).toHaveValue(600);
    expect(screen.queryByTestId('specialist-fit')).not.toBeInTheDocument();
  });

  it('asks for every chosen skill, and back to any of them, in the address', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({ lists: { specialists: [aCard()] } });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: at({ skill_ids: [1, 2] }) });
    await screen.findByTestId('specialist-card');

    fireEvent.click(screen.getByLabelText('Every chosen skill'));
    await waitFor(() =>
      expect(specialistReads(spies.getList.mock.calls).at(-1)!.filter).toEqual({
        skill_ids: [1, 2],
        skills_match: 'all',
      }),
    );
    fireEvent.click(screen.getByLabelText('Every chosen skill'));
    await waitFor(() =>
      expect(specialistReads(spies.getList.mock.calls).at(-1)!.filter).toEqual({ skill_ids: [1, 2] }),
    );
  });

  it('sets open to work, and a day rate with its currency together, in the address', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({ lists: { specialists: [aCard()] } });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: paths.findSpecialists });
    await screen.findByTestId('specialist-card');

    fireEvent.click(screen.getByTestId('filters-more'));
    fireEvent.click(await screen.findByLabelText('Open to work'));
    await waitFor(() =>
      expect(specialistReads(spies.getList.mock.calls).at(-1)!.filter).toEqual({ open_to_work: true }),
    );
    fireEvent.change(screen.getByLabelText('Day rate at most'), { target: { value: '450' } });
    await waitFor(() =>
      expect(specialistReads(spies.getList.mock.calls).at(-1)!.filter).toEqual({
        open_to_work: true,
        day_rate_lte: 450,
        day_rate_currency: 'EUR',
      }),
    );
    expect(decodeURIComponent(screen.getByTestId('location').textContent)).toContain(
      '"day_rate_lte":450,"day_rate_currency":"EUR"',
    );
  });

  it('a facet change is one address write with the order it asks for, and keeps both', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({ lists: { teams: [aTeam()], specialists: [aCard()] } });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: paths.findSpecialists });
    await screen.findByTestId('specialist-card');
    const sortsSince = (from: number) =>
      specialistReads(spies.getList.mock.calls)
        .slice(from)
        .map((read) => `${JSON.stringify(read.filter)} ${read.sort.field}`);

    // Choosing a team ranks by fit at once: the list never reads the team's search by completeness.
    let from = specialistReads(spies.getList.mock.calls).length;
    await userEvent.click(screen.getByTestId('filter-for_team'));
    await userEvent.click(await screen.findByRole('option', { name: 'Mobile launch' }));
    await waitFor(() => expect(sortsSince(from)).toEqual(['{"for_team":"t1"} fit']));

    from = specialistReads(spies.getList.mock.calls).length;
    fireEvent.click(screen.getByTestId('filters-more'));
    fireEvent.click(await screen.findByLabelText('Open to work'));
    await waitFor(() => expect(sortsSince(from)).toEqual(['{"for_team":"t1","open_to_work":true} fit']));
    expect(screen.getByLabelText('Open to work')).toBeChecked();
    expect(screen.getByTestId('search-sort')).toHaveTextContent('Best fit to the team');
    expect(decodeURIComponent(screen.getByTestId('location').textContent)).toMatch(
      /filter=\{"for_team":"t1","open_to_work":true\}.*sort=fit/,
    );
  });

  it('opened on a team without an order reads the first page once, already by fit', async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: { teams: [aTeam()], specialists: [aCard({ fit: { score: 62, covers: [], missing: [] } } as never)] },
    });
    const path = `${paths.findSpecialists}?${new URLSearchParams({ filter: JSON.stringify({ for_team: 't1' }) })}`;
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path });

    await screen.findByTestId('specialist-fit');
    // Settled: the sort select shows the order the list was read in.
    await waitFor(() => expect(screen.getByTestId('search-sort')).toHaveTextContent('Best fit to the team'));
    expect(specialistReads(spies.getList.mock.calls)).toEqual([
      expect.objectContaining({ filter: { for_team: 't1' }, sort: { field: 'fit', order: 'DESC' } }),
    ]);
  });

  it("with for_team ranks by fit and shows each card's score, covered and missing skills, free days and budget", async () => {
    signIn('business_owner');
    const { dataProvider, spies } = fakeDataProvider({
      lists: {
        teams: [aTeam()],
        specialists: [
          aCard({
            fit: { score: 62, covers: [1], missing: [3], free_days: 2.5, rate_within_budget: true },
          } as Partial<ReturnType<typeof aCard>>),
        ],
      },
    });
    renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: at({ for_team: 't1' }) });

    const fit = await screen.findByTestId('specialist-fit');
    expect(within(fit).getByTestId('fit-score')).toHaveTextContent('Fit 62/100');
    await waitFor(() => expect(within(fit).getByTestId('fit-missing')).toHaveTextContent('Swift'));
    expect(within(fit).getByTestId('fit-covers')).toHaveTextContent('Figma');
    expect(within(fit).getByTestId('fit-free-days')).toHaveTextContent('2.5 free days a week');
    expect(within(fit).getByTestId('fit-budget')).toHaveTextContent('Rate within budget');
    await waitFor(() =>
      expect(specialistReads(spies.getList.mock.calls).at(-1)).toMatchObject({
        filter: { for_team: 't1' },
        sort: { field: 'fit' },
      }),
    );
  });
});

it('names an erased specialist on a search card in the reader’s language, as the API names them by the sentinel', async () => {
  signIn('business_owner');
  await loadMessages('zh');
  const { dataProvider } = fakeDataProvider({
    lists: { specialists: [aCard({ first_name: 'Erased', last_name: 'user' })] },
  });
  renderWithAdmin(<FindSpecialistsPage />, { dataProvider, path: at({}), locale: 'zh' });
  await loadFeatureMessages('hiring');
  expect(await screen.findByTestId('specialist-name')).toHaveTextContent('已删除的用户');
  expect(screen.getByTestId('specialist-card').textContent).not.toContain('Erased user');
});

describe('who finds specialists', () => {
  const menuNames = () =>
    within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((a) => a.textContent);

  it.each<[UserType, boolean]>([
    ['specialist', false],
    ['business_owner', true],
    ['admin', true],
    ['super_admin', true],
  ])('a %s has it in the navigation and may open it: %s', (role, allowed) => {
    signIn(role);
    renderWithAdmin(
      <>
        <MenuList items={menuFor(role)} />
        <RoleGate audience={appRoutes.findSpecialists.audience} path={paths.findSpecialists}>
          <p>find specialists</p>
        </RoleGate>
      </>,
    );
    expect(menuNames().includes('Find specialists')).toBe(allowed);
    expect(screen.queryByText('find specialists') !== null).toBe(allowed);
  });
});
