import { ADMIN_DEFAULT_PATH, DEFAULT_PATH } from '../routes/paths';
import { isAdminRole } from './domain';

/**
 * The session kept in local storage under the keys of spec section 3. enc_user and
 * enc_Session hold base64-encoded JSON (encoded for transport-safe storage, not encrypted:
 * nothing secret goes in them).
 */
export const SESSION_KEYS = [
  'access_token',
  'user_id',
  'dv_user_type',
  'profile_data',
  'company_data',
  'enc_Session',
  'enc_user',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export interface SignedInUser {
  access_token: string;
  user_id: string;
  user_type: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface StoredUser {
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
}

const storage = () => window.localStorage;

export function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

export function decode<T>(value: string | null): T | undefined {
  if (!value) return undefined;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return undefined;
  }
}

export function saveSession(user: SignedInUser): void {
  const s = storage();
  s.setItem('access_token', user.access_token);
  s.setItem('user_id', user.user_id);
  s.setItem('dv_user_type', user.user_type);
  const stored: StoredUser = {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    userType: user.user_type,
  };
  s.setItem('enc_user', encode(stored));
  const previous = decode<{ started_at?: string }>(s.getItem('enc_Session'));
  s.setItem(
    'enc_Session',
    encode({
      user_id: user.user_id,
      user_type: user.user_type,
      started_at: previous?.started_at ?? new Date().toISOString(),
    }),
  );
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) storage().removeItem(key);
}

export const getAccessToken = () => storage().getItem('access_token');
export const getUserId = () => storage().getItem('user_id');
export const getUserType = () => storage().getItem('dv_user_type');
export const isAdmin = () => isAdminRole(getUserType());

/** Where a user of this type lands: admins on My Projects (they have no dashboard), everyone else on the dashboard. */
export const defaultPathFor = (userType: string | null | undefined) =>
  isAdminRole(userType) ? ADMIN_DEFAULT_PATH : DEFAULT_PATH;

/** The guard of spec 2.4: a visitor with neither a user_id nor an access_token is signed out. */
export const isSignedIn = () => Boolean(getUserId() || getAccessToken());

export const getStoredUser = () => decode<StoredUser>(storage().getItem('enc_user'));

/** The person changed their name: the session's copy (the top bar's) follows. */
export function renameStoredUser(firstName: string, lastName: string): void {
  const user = getStoredUser();
  if (user) storage().setItem('enc_user', encode({ ...user, firstName, lastName }));
}

export function getCachedProfile<T = Record<string, unknown>>(): T | undefined {
  try {
    const raw = storage().getItem('profile_data');
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function cacheProfile(profile: unknown): void {
  storage().setItem('profile_data', JSON.stringify(profile));
}
