import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureMessages } from '../providers/i18nProvider';
import { getStoredUser } from '../providers/session';
import { renderWithAdmin, signIn } from '../test/renderWithAdmin';
import { sentJson } from '../test/fetchStub';
import AccountPage from './AccountPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pathOf = (url: unknown) => new URL(String(url), 'http://x').pathname;

beforeAll(() => loadFeatureMessages('account'));

let me: Record<string, unknown>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  me = {
    id: 'user-1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    user_type: 'business_owner',
    status: 'active',
    phone_code: '+44',
    phone_number: null,
    country: null,
    state: null,
    city: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = pathOf(url);
    if (path === '/auth/me') return json({ data: me });
    if (path === '/account/details' && init?.method === 'PUT') {
      const details = sentJson(init) as Partial<typeof me>;
      me = { ...me, ...details, updated_at: '2026-01-02T00:00:00.000Z' };
      return json({ data: details, message: 'Profile updated successfully', position: '9' });
    }
    if (path === '/account/sign-in-methods/google' && init?.method === 'DELETE') {
      if (!(me.sign_in_methods as string[]).includes('password'))
        return json(
          { error: { code: 'conflict', message: 'only way in', message_code: 'account.lastSignInMethod' } },
          409,
        );
      me = { ...me, sign_in_methods: ['password'] };
      return json({ data: { sign_in_methods: ['password'] }, message: 'Google sign-in removed', position: '10' });
    }
    if (path === '/auth/forgot-password')
      return json({ data: {}, message: 'If an account exists for this address, we have sent a reset link' });
    return json({ data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => pathOf(url) === path);

describe('the Account page', () => {
  it("lets a business owner change their name and phone: saved on their account, and the page and the session's name follow", async () => {
    signIn('business_owner');
    renderWithAdmin(<AccountPage />);
    const form = await screen.findByTestId('account-form');
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Ada');
    expect(screen.getByTestId('phone-code')).toHaveValue('+44');
    // An owner has no specialist profile: it is never asked for.
    expect(fetchMock.mock.calls.some(([url]) => pathOf(url).startsWith('/user/specialist/'))).toBe(false);

    fireEvent.change(within(form).getByRole('textbox', { name: /Last name/ }), { target: { value: 'Byron' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '7911 123456' } });
    await waitFor(() => expect(screen.getByTestId('account-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('account-save'));

    await waitFor(() => expect(calls('/account/details')).toHaveLength(1));
    expect(JSON.parse(String(calls('/account/details')[0][1].body))).toEqual({
      first_name: 'Ada',
      last_name: 'Byron',
      phone_code: '+44',
      phone_number: '7911 123456',
      country: null,
      state: null,
      city: null,
    });
    expect(await screen.findByText('Ada Byron')).toBeInTheDocument();
    expect(getStoredUser()).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
  });

  it('mails a password link through the data provider', async () => {
    signIn('business_owner');
    renderWithAdmin(<AccountPage />);
    fireEvent.click(await screen.findByTestId('account-password-link'));
    await waitFor(() => expect(calls('/auth/forgot-password')).toHaveLength(1));
    expect(JSON.parse(String(calls('/auth/forgot-password')[0][1].body))).toEqual({ email: 'ada@example.com' });
  });

  it('lists the ways to sign in and unlinks Google through the data provider, after which only the password is listed', async () => {
    me = { ...me, sign_in_methods: ['password', 'google'] };
    signIn('business_owner');
    renderWithAdmin(<AccountPage />);
    const card = await screen.findByTestId('sign-in-methods');
    expect(within(card).getByTestId('sign-in-method-password')).toHaveTextContent('Password');
    fireEvent.click(await within(card).findByTestId('sign-in-method-unlink-google'));
    await waitFor(() => expect(calls('/account/sign-in-methods/google')).toHaveLength(1));
    await waitFor(() => expect(within(card).queryByTestId('sign-in-method-google')).not.toBeInTheDocument());
    expect(within(card).getByTestId('sign-in-method-password')).toBeInTheDocument();
  });

  it('keeps the only way in: Google alone cannot be unlinked, and the card says to choose a password first', async () => {
    me = { ...me, sign_in_methods: ['google'] };
    signIn('business_owner');
    renderWithAdmin(<AccountPage />);
    const card = await screen.findByTestId('sign-in-methods');
    expect(await within(card).findByTestId('sign-in-method-unlink-google')).toBeDisabled();
    expect(card).toHaveTextContent('Google is the only way to sign in');
  });
});
