import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsApi } from '../../providers/accountsApi';
import { paths } from '../../routes/paths';
import { RequireAuth } from '../../routes/RequireAuth';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import { SetPasswordPage } from './SetPasswordPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('auth pages', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(accountsApi, 'googleEnabled').mockResolvedValue(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers Google on sign-in and registration only when the API does', async () => {
    renderWithAdmin(<LoginPage />, { path: paths.login });
    await screen.findByTestId('submit');
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    vi.mocked(accountsApi.googleEnabled).mockResolvedValue(true);
    for (const [Page, path] of [
      [LoginPage, paths.login],
      [RegisterPage, paths.register],
    ] as const) {
      const { unmount } = renderWithAdmin(<Page />, { path });
      expect(await screen.findByTestId('google-sign-in')).toHaveTextContent('Continue with Google');
      unmount();
    }
  });

  it('sign in validates every field with the domain messages before calling the API', async () => {
    renderWithAdmin(<LoginPage />, { path: paths.login });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sign in shows the server error', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { error: { code: 'unauthorized', message: 'Verify your email and password' } }),
    );
    renderWithAdmin(<LoginPage />, { path: paths.login });
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('Verify your email and password');
    expect(fetchMock).toHaveBeenCalledWith('/auth/login', expect.objectContaining({ method: 'POST' }));
  });

  it('sign in stores the session and goes to the dashboard', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: {
          access_token: 'tok',
          user_id: 'u1',
          user_type: 'specialist',
          first_name: 'Ada',
          last_name: 'L',
          email: 'ada@example.com',
        },
      }),
    );
    renderWithAdmin(<LoginPage />, {
      path: paths.login,
      routePath: paths.login,
      extraRoutes: <Route path={paths.dashboard} element={<p>dashboard</p>} />,
    });
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('user_id')).toBe('u1');
    expect(localStorage.getItem('dv_user_type')).toBe('specialist');
  });

  it('sign in goes back to the page the guard sent the visitor from (a mailed link to a profile)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: {
          access_token: 'tok',
          user_id: 'u1',
          user_type: 'business_owner',
          first_name: 'Ada',
          last_name: 'L',
          email: 'ada@example.com',
        },
      }),
    );
    renderWithAdmin(
      <RequireAuth>
        <p>the profile</p>
      </RequireAuth>,
      {
        path: `${paths.profileView}?id=s1`,
        routePath: paths.profileView,
        extraRoutes: <Route path={paths.login} element={<LoginPage />} />,
      },
    );
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('the profile')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${paths.profileView}?id=s1`);
  });

  it('register goes on to "check your mail" on 201, which the server answers for new and existing addresses alike', async () => {
    fetchMock.mockResolvedValueOnce(
      json(201, {
        data: { id: 'd3b07384-d113-4ec6-a5b5-1f3c8a9b2e10' },
        message: 'Check your mail to create your password',
        position: '42',
      }),
    );
    renderWithAdmin(<RegisterPage />, {
      path: paths.register,
      routePath: paths.register,
      extraRoutes: <Route path={paths.checkMail} element={<p>check your mail</p>} />,
    });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByTestId('user-type-specialist'));
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('check your mail')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/auth/register', expect.objectContaining({ method: 'POST' }));
  });

  it('register requires a user type and shows field errors from the server', async () => {
    renderWithAdmin(<RegisterPage />, { path: paths.register });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose Specialist or Business Owner/Freelancer')).toBeInTheDocument();

    // A refusal of the server's own (an address that already has an account is not one: that answers 201 like any other).
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: {
          code: 'validation',
          message: 'Must be a valid email',
          message_code: 'account.emailInvalid',
          fields: { email: 'Must be a valid email' },
          field_codes: { email: 'account.emailInvalid' },
        },
      }),
    );
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByTestId('user-type-business_owner'));
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('Must be a valid email');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      user_type: 'business_owner',
    });
  });
  it("set password checks the 12-character minimum before sending, then shows the server's policy message", async () => {
    renderWithAdmin(<SetPasswordPage purpose="create" />, {
      path: '/create-password/u.tok',
      routePath: '/create-password/:token',
    });
    // The rule says what it refuses, before the server does.
    expect(
      screen.getByText(/^At least 12 characters, and not a common password, .*the product’s own names\.$/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: '12345678' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const common = 'This password is too common or too easy to guess; choose another';
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: {
          code: 'validation',
          message: common,
          message_code: 'account.passwordTooCommon',
          fields: { password: common },
          field_codes: { password: 'account.passwordTooCommon' },
        },
      }),
    );
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'password1234' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: 'password1234' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(common);
    expect(fetchMock).toHaveBeenCalledWith('/auth/create-password/u.tok', expect.objectContaining({ method: 'POST' }));
  });

  it('after creating a password, the sign-in page greets the new account as ready, not with "Welcome back"', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: {}, message: 'Password created; you can sign in now' }));
    renderWithAdmin(<SetPasswordPage purpose="create" />, {
      path: '/create-password/u.tok',
      routePath: '/create-password/:token',
      extraRoutes: <Route path={paths.login} element={<LoginPage />} />,
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'violet tandem 1987' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: 'violet tandem 1987' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    expect(screen.getByTestId('form-alert')).toHaveTextContent('Password created; you can sign in now');
  });
});
