import { expect, vi } from 'vitest';
import { linkFromMail } from '@dth/testing';
import type { Platform } from './platform';

export interface ApiAnswer<T> {
  status: number;
  json: T;
  headers: Headers;
}

/** A demo user signed in through the API: their token and who they are. */
export interface ApiSession {
  access_token: string;
  user_id: string;
  first_name: string;
  last_name: string;
}

/**
 * The platform's REST API through the gateway, for a test's givens (the browser does the rest):
 * `api` sends JSON (a body that is not JSON reads as `{}`), `apiSignIn` signs a demo user in, `register`
 * opens an account of one's own (signed up, its password created from the mailed link), `claimAndSignIn`
 * signs in a seeded person who has no password yet.
 * `platform` is read at each call: suites start it in beforeAll.
 */
export function apiOf(platform: () => Pick<Platform, 'origin' | 'demoPassword' | 'mailDirs'>) {
  async function api<T>(
    path: string,
    { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${platform().origin}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: (await response.json().catch(() => ({}))) as T, headers: response.headers };
  }
  async function apiSignIn(email: string): Promise<ApiSession> {
    const { status, json } = await api<{ data: ApiSession }>('/auth/login', {
      method: 'POST',
      body: { email, password: platform().demoPassword },
    });
    expect(status).toBe(200);
    return json.data;
  }
  /** Creates the account's password from the create-password link mailed to `email`. */
  async function createPasswordFromMail(email: string, password: string): Promise<void> {
    const token = await vi.waitFor(
      async () => {
        const found = await linkFromMail(platform().mailDirs, email, 'create-password');
        if (!found) throw new Error('no create-password mail yet');
        return found;
      },
      { timeout: 20_000, interval: 200 },
    );
    const created = await api(`/auth/create-password/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: { password },
    });
    expect(created.status).toBeLessThan(300);
  }
  async function register(
    account: { first_name: string; last_name: string; email: string; user_type: 'specialist' | 'business_owner' },
    password: string,
  ): Promise<void> {
    expect((await api('/auth/register', { method: 'POST', body: account })).status).toBeLessThan(300);
    await createPasswordFromMail(account.email, password);
  }
  /**
   * Signs in a seeded person who never had a password (a demo network's member), as they would take
   * their account over: "forgot password" mails them a create-password link, which sets the demo password.
   */
  async function claimAndSignIn(email: string): Promise<ApiSession> {
    expect((await api('/auth/forgot-password', { method: 'POST', body: { email } })).status).toBeLessThan(300);
    await createPasswordFromMail(email, platform().demoPassword);
    return apiSignIn(email);
  }
  return { api, apiSignIn, register, claimAndSignIn };
}
