import { expectOk } from './apiErrors';
import { httpClient } from './httpClient';
import type { SignedInUser } from './session';

/**
 * Signing in and out, for the auth provider (and the Google flows, which end in its login): the other
 * account calls are react-admin resources (providers/resources/accounts.ts).
 */
export interface Me {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  status: string;
  /** Every way the account can sign in now: `password`, and each identity provider linked (`google`). */
  sign_in_methods?: string[];
  /** "Delete my account" asked for and not cancelled. */
  erasure?: { erase_at: string; cancellable: boolean } | null;
  /** Notification kinds also sent in the daily mail. */
  notification_digest?: string[];
  /** Phone and address as last saved on the Account form (absent until then). */
  phone_code?: string | null;
  phone_number?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  created_at: string;
  updated_at: string;
}

/** What the provider sent back to the redirect URI. */
export type GoogleAnswer = { code: string; state: string; iss?: string };
export interface GoogleNextStep {
  next: 'choose_account_type' | 'confirm_password';
  email: string;
  first_name: string;
  last_name: string;
}

export type RegisterPayload = {
  first_name: string;
  last_name: string;
  email: string;
  user_type: 'specialist' | 'business_owner';
};

const post = async <T>(url: string, json: unknown) => expectOk(await httpClient<T>(url, { method: 'POST', json })).json;

export const accountsApi = {
  login: (email: string, password: string) => post<{ data: SignedInUser }>('/auth/login', { email, password }),
  signInWithLink: (token: string) => post<{ data: SignedInUser }>('/auth/sign-in-link', { token }),
  /** Whether Google sign-in is configured (the API answers 404 when it is not). */
  googleEnabled: async () =>
    (await httpClient('/auth/google', { anonymous: true }).catch(() => undefined))?.status === 200,
  /** What Google sent back to the callback page: signs in (200), or names the next step (202). */
  googleCallback: (answer: GoogleAnswer) =>
    post<{ data: SignedInUser } | { data: GoogleNextStep }>('/auth/google/callback', answer),
  googleComplete: (userType: RegisterPayload['user_type']) =>
    post<{ data: SignedInUser }>('/auth/google/complete', { user_type: userType }),
  googleLink: (password: string) => post<{ data: SignedInUser }>('/auth/google/link', { password }),
  logout: () => httpClient('/auth/logout', { method: 'POST' }),
};
