import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../routes/paths';
import { getUserType } from '../../providers/session';
import { renderWithAdmin, signIn } from '../../test/renderWithAdmin';
import { ProfileChip } from '../ProfileChip';
import { MenuList } from './MenuList';
import { activeTrail } from './activeItem';
import { adminMenu, memberMenu, menuFor, type MenuItem } from './menuItems';

const itemNames = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('side navigation per role (spec 2.5)', () => {
  it('gives non-admins Dashboard, My Profile, Network, My Projects and Shared Projects', () => {
    signIn('specialist');
    renderWithAdmin(<MenuList items={menuFor(getUserType())} />, { path: paths.dashboard });
    expect(itemNames()).toEqual(['Dashboard', 'My Profile', 'Network', 'My Projects', 'Shared Projects']);
  });

  it('gives business owners the same navigation, Find specialists and Shortlists', () => {
    signIn('business_owner');
    renderWithAdmin(<MenuList items={menuFor(getUserType())} />, { path: paths.dashboard });
    expect(itemNames()).toEqual([
      'Dashboard',
      'My Profile',
      'Network',
      'Find specialists',
      'Shortlists',
      'My Projects',
      'Shared Projects',
    ]);
  });

  it('gives admins only Network, Find specialists, Shortlists, My Projects and Report', () => {
    signIn('admin');
    renderWithAdmin(<MenuList items={menuFor(getUserType())} />, { path: paths.myProjects });
    expect(itemNames()).toEqual(['Network', 'Find specialists', 'Shortlists', 'My Projects', 'Report']);
  });

  it('highlights the item of the current path, and only that one', () => {
    renderWithAdmin(<MenuList items={memberMenu} />, { path: paths.dashboard });
    const selected = screen.getAllByRole('link').filter((a) => a.classList.contains('Mui-selected'));
    expect(selected.map((a) => a.textContent)).toEqual(['Dashboard']);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    [paths.profile, 'profile'],
    [paths.dashboard, 'dashboard'],
    ['/profile/profile-network/network-detail/n1/t1', 'network'],
    [paths.teamDetail, 'network'],
    [paths.projectDetails, 'my-projects'],
    [paths.sharedProjects, 'shared-projects'],
    [paths.findSpecialists, 'find-specialists'],
    [paths.compare, 'find-specialists'],
    [paths.shortlists, 'shortlists'],
    ['/somewhere/report', 'report'],
    [paths.editAccount, undefined],
  ])('on %s highlights %s', (path, id) => {
    expect(activeTrail([...memberMenu, ...adminMenu], path).item?.id).toBe(id);
  });

  it("shows 'Menu Items Error' for an item of unknown type", () => {
    const broken: MenuItem[] = [
      { id: 'g', type: 'group', title: 'app.menu.work', children: [{ id: 'x', type: 'widget', title: 'x' }] },
      { id: 'y', type: 'mystery', title: 'y' },
    ];
    renderWithAdmin(<MenuList items={broken} />);
    expect(screen.getAllByText('Menu Items Error')).toHaveLength(2);
  });

  it('calls back after a choice (the narrow drawer closes)', () => {
    let closed = 0;
    renderWithAdmin(<MenuList items={memberMenu} onNavigate={() => closed++} />, { path: paths.dashboard });
    fireEvent.click(screen.getByRole('link', { name: 'Network' }));
    expect(closed).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent(paths.network);
  });
});

describe('avatar chip (spec 2.5)', () => {
  it('offers Account and Logout to non-admins', async () => {
    signIn('specialist');
    renderWithAdmin(<ProfileChip />);
    fireEvent.click(screen.getByTestId('profile-chip'));
    expect(await screen.findByRole('menuitem', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides Account for admins', async () => {
    signIn('admin');
    renderWithAdmin(<ProfileChip />);
    fireEvent.click(screen.getByTestId('profile-chip'));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Account' })).not.toBeInTheDocument();
  });
});
