import { expect } from 'vitest';
import type { TestOpenIdProvider } from '@dth/testing';
import type { GatewayAnswer, PlatformBehindGateway } from './platformBehindGateway';

/** A cookie the answer set, as `name=value` (none when it was cleared). */
export const cookieNamed = (answer: GatewayAnswer, name: string) =>
  ((answer.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((line) => line.split(';')[0])
    .find((cookie) => cookie.startsWith(`${name}=`) && cookie !== `${name}=`);

/**
 * Google sign-in as the browser's popup and its opener make it, through the gateway, against the test
 * OpenID provider standing in for Google: start the flow, sign in at the provider as `login`, hand its
 * answer to the API.
 */
export function googleSignIns(gateway: () => PlatformBehindGateway, provider: TestOpenIdProvider) {
  const post = (path: string, body: unknown, cookie?: string) =>
    gateway().send(
      'POST',
      path,
      { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      Buffer.from(JSON.stringify(body)),
    );
  return {
    post,
    /** A person at the provider whose verified address is `email`. */
    person(login: string, email: string) {
      provider.addIdentity(login, { email, email_verified: true, given_name: 'Gia', family_name: 'Google' });
      return login;
    },
    async signIn(login: string): Promise<GatewayAnswer> {
      const start = await gateway().send('GET', '/auth/google/start');
      expect(start.status).toBe(302);
      const back = await provider.signIn(String(start.headers.location), login);
      const body = Object.fromEntries(
        ['code', 'state', 'iss'].flatMap((k) => (back.searchParams.has(k) ? [[k, back.searchParams.get(k)]] : [])),
      );
      return post('/auth/google/callback', body, cookieNamed(start, 'dth_google_flow'));
    },
  };
}
