import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MenuList } from '../layout/menu/MenuList';
import { menuFor } from '../layout/menu/menuItems';
import { createAuthProvider } from '../providers/authProvider';
import { audienceOf } from './routeTable';
import type { UserType } from '../providers/domain';
import { defaultPathFor, getUserType } from '../providers/session';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { PublicOnly } from './PublicOnly';
import { RoleGate } from './RoleGate';
import { paths } from './paths';

/** Every role against the one rule (domain isAdminRole): menus, default page, route gates and canAccess agree. */
const ROLES: { role: UserType; admin: boolean }[] = [
  { role: 'specialist', admin: false },
  { role: 'business_owner', admin: false },
  { role: 'admin', admin: true },
  { role: 'super_admin', admin: true },
];
const MEMBER_MENU = ['Dashboard', 'My Profile', 'Network', 'My Projects', 'Shared Projects'];
// Business owners and admins find specialists (issue 39); specialists do not.
const OWNER_MENU = [
  'Dashboard',
  'My Profile',
  'Network',
  'Find specialists',
  'Shortlists',
  'My Projects',
  'Shared Projects',
];
const ADMIN_MENU = ['Network', 'Find specialists', 'Shortlists', 'My Projects', 'Report'];

describe.each(ROLES)('a signed-in $role', ({ role, admin }) => {
  it(`gets the ${admin ? 'admin' : 'member'} navigation`, () => {
    signIn(role);
    renderWithAdmin(<MenuList items={menuFor(getUserType())} />);
    expect(
      within(screen.getByRole('navigation'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(admin ? ADMIN_MENU : role === 'business_owner' ? OWNER_MENU : MEMBER_MENU);
  });

  it(`starts on ${admin ? 'My Projects' : 'the dashboard'}`, async () => {
    expect(defaultPathFor(role)).toBe(admin ? paths.myProjects : paths.dashboard);
    signIn(role);
    renderWithAdmin(<PublicOnly>login form</PublicOnly>, {
      path: paths.login,
      routePath: paths.login,
      extraRoutes: [
        <Route key="d" path={paths.dashboard} element={<p>dashboard</p>} />,
        <Route key="p" path={paths.myProjects} element={<p>my projects</p>} />,
      ],
    });
    expect(await screen.findByText(admin ? 'my projects' : 'dashboard')).toBeInTheDocument();
  });

  it(`${admin ? 'may' : 'may not'} open the Report, and ${admin ? 'may not' : 'may'} open Shared Projects`, async () => {
    signIn(role);
    renderWithAdmin(
      <>
        <RoleGate audience="admin" path={paths.report}>
          <p>report</p>
        </RoleGate>
        <RoleGate audience="member" path={paths.sharedProjects}>
          <p>shared projects</p>
        </RoleGate>
      </>,
    );
    expect(screen.queryByText('report') !== null).toBe(admin);
    expect(screen.queryByText('shared projects') !== null).toBe(!admin);
    expect(screen.getAllByTestId('not-available')).toHaveLength(1);
  });

  it('gets the same answers from authProvider.canAccess', async () => {
    signIn(role);
    const canAccess = (resource: string) => createAuthProvider(audienceOf).canAccess!({ action: 'access', resource });
    expect(await canAccess('report')).toBe(admin);
    expect(await canAccess('editAccount')).toBe(!admin);
    expect(await canAccess('sharedProjects')).toBe(!admin);
    expect(await canAccess('network')).toBe(true);
    expect(await canAccess('no-such-route')).toBe(false);
    // Data resources: every role reads networks and teams (the API picks the records); only owners and admins search specialists.
    expect(await canAccess('networks')).toBe(true);
    expect(await canAccess('teams')).toBe(true);
    expect(await canAccess('specialists')).toBe(role !== 'specialist');
    expect(await canAccess('findSpecialists')).toBe(role !== 'specialist');
  });
});
