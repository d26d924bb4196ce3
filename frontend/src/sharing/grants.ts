import type { ShareGrant } from './sharingTypes';

/**
 * A visitor's grant for one link, kept in sessionStorage under the link's token: a reload or a
 * member's profile opened from the team page does not ask the passcode again, and closing the tab
 * forgets it. A grant past its expiry is dropped.
 */
const keyOf = (token: string) => `dth_share_grant:${token}`;

export function storedGrant(token: string, now = Date.now()): string | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(token));
    if (!raw) return null;
    const grant = JSON.parse(raw) as Partial<ShareGrant>;
    if (typeof grant.grant !== 'string' || !grant.grant) return null;
    if (grant.expires_at && Date.parse(grant.expires_at) <= now) {
      forgetGrant(token);
      return null;
    }
    return grant.grant;
  } catch {
    return null;
  }
}

export function storeGrant(token: string, grant: ShareGrant): void {
  try {
    window.sessionStorage.setItem(
      keyOf(token),
      JSON.stringify({ grant: grant.grant, expires_at: grant.expires_at ?? null }),
    );
  } catch {
    // private mode: the visitor opens the link again next time
  }
}

export function forgetGrant(token: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(token));
  } catch {
    // ignore
  }
}
