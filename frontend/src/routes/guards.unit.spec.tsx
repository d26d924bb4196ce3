import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { PublicOnly } from './PublicOnly';
import { RequireAuth } from './RequireAuth';
import { RoleGate } from './RoleGate';
import { paths } from './paths';

const loginRoute = <Route key="login" path={paths.login} element={<p>login page</p>} />;

describe('RequireAuth (spec 2.4)', () => {
  it('sends a visitor with no stored user_id and no access_token to /login', async () => {
    renderWithAdmin(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: paths.dashboard, extraRoutes: loginRoute },
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it.each([
    ['user_id', 'u1'],
    ['access_token', 't1'],
  ])('lets a visitor with a stored %s in', async (key, value) => {
    localStorage.setItem(key, value);
    renderWithAdmin(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { path: paths.dashboard, extraRoutes: loginRoute },
    );
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(paths.dashboard);
  });
});

describe('PublicOnly (spec 2.1)', () => {
  const dashboardRoute = <Route key="d" path={paths.dashboard} element={<p>dashboard</p>} />;
  const projectsRoute = <Route key="p" path={paths.myProjects} element={<p>my projects</p>} />;

  it('shows the public page to a visitor', () => {
    renderWithAdmin(
      <PublicOnly>
        <p>register form</p>
      </PublicOnly>,
      { path: paths.register },
    );
    expect(screen.getByText('register form')).toBeInTheDocument();
  });

  it('sends a signed-in user to /profile/dashboard', async () => {
    signIn('specialist');
    renderWithAdmin(
      <PublicOnly>
        <p>register form</p>
      </PublicOnly>,
      { path: paths.register, routePath: paths.register, extraRoutes: [dashboardRoute, projectsRoute] },
    );
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('sends a signed-in admin to /profile/profile-projects/my-projects', async () => {
    signIn('admin');
    renderWithAdmin(
      <PublicOnly>
        <p>login form</p>
      </PublicOnly>,
      { path: paths.login, routePath: paths.login, extraRoutes: [dashboardRoute, projectsRoute] },
    );
    expect(await screen.findByText('my projects')).toBeInTheDocument();
  });
});

describe('RoleGate (spec 2.2, 2.3)', () => {
  it('keeps the report from non-admins', async () => {
    signIn('specialist');
    renderWithAdmin(
      <RoleGate audience="admin" path={paths.report}>
        <p>report</p>
      </RoleGate>,
    );
    expect(await screen.findByTestId('not-available')).toBeInTheDocument();
    expect(screen.queryByText('report')).not.toBeInTheDocument();
  });

  it('keeps member pages from admins and sends an admin from the dashboard to their default page', async () => {
    signIn('admin');
    renderWithAdmin(
      <RoleGate audience="member" path={paths.sharedProjects}>
        <p>shared</p>
      </RoleGate>,
    );
    expect(await screen.findByTestId('not-available')).toBeInTheDocument();
  });

  it('redirects an admin from /profile/dashboard to my-projects', async () => {
    signIn('admin');
    renderWithAdmin(
      <RoleGate audience="member" path={paths.dashboard}>
        <p>dashboard</p>
      </RoleGate>,
      {
        path: paths.dashboard,
        routePath: paths.dashboard,
        extraRoutes: <Route path={paths.myProjects} element={<p>my projects</p>} />,
      },
    );
    expect(await screen.findByText('my projects')).toBeInTheDocument();
  });

  it('lets both roles into shared routes', () => {
    signIn('admin');
    renderWithAdmin(
      <RoleGate audience="all" path={paths.network}>
        <p>network</p>
      </RoleGate>,
    );
    expect(screen.getByText('network')).toBeInTheDocument();
  });
});
