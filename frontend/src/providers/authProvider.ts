import type { AuthProvider } from 'react-admin';
import { roleMayOpen, roleMayUse, type Audience } from './access';
import { paths } from '../routes/paths';
import { accountsApi } from './accountsApi';
import { resetMinPosition } from './httpClient';
import {
  clearSession,
  defaultPathFor,
  getCachedProfile,
  getStoredUser,
  getUserId,
  getUserType,
  isSignedIn,
  saveSession,
  type SignedInUser,
} from './session';

/**
 * By password, by a mailed one-time link's token, or as a user another flow (Google) has signed in;
 * `next`: the page a visitor was sent to sign in from (the route guard's), where they go back to.
 */
export type LoginParams = ({ email: string; password: string } | { signInToken: string } | { user: SignedInUser }) & {
  next?: string;
};

const signedInBy = async (params: LoginParams): Promise<SignedInUser> => {
  if ('user' in params) return params.user;
  if ('signInToken' in params) return (await accountsApi.signInWithLink(params.signInToken)).data;
  return (await accountsApi.login(params.email, params.password)).data;
};

/**
 * The auth provider; `audienceOf` names the audience of a route by its id (the route table's,
 * given by the composition root: the providers sit below the routes and do not import them).
 */
export const createAuthProvider = (audienceOf: (routeId: string) => Audience | undefined): AuthProvider => ({
  async login(params: LoginParams) {
    const user = await signedInBy(params);
    saveSession(user);
    return { redirectTo: params.next ?? defaultPathFor(user.user_type) };
  },

  async logout() {
    if (isSignedIn()) await accountsApi.logout().catch(() => undefined);
    clearSession();
    resetMinPosition();
    return paths.login;
  },

  // react-admin reads a rejection's `{ redirectTo, message }` (its auth provider contract), not an Error's.
  checkAuth() {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- react-admin's contract, above
    return isSignedIn() ? Promise.resolve() : Promise.reject({ redirectTo: paths.login, message: false });
  },

  checkError(error: { status?: number }) {
    // The HTTP client already refreshed and retried a 401; one that reaches here means the session is over.
    if (error?.status !== 401) return Promise.resolve();
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- react-admin's contract, above
    return Promise.reject({ redirectTo: paths.login, message: false });
  },

  getIdentity() {
    const user = getStoredUser();
    const profile = getCachedProfile<{ avatar?: string }>();
    const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    return Promise.resolve({
      id: getUserId() ?? '',
      fullName: fullName || user?.email || '',
      avatar: profile?.avatar,
      email: user?.email,
      userType: user?.userType,
    });
  },

  getPermissions() {
    return Promise.resolve(getUserType() ?? undefined);
  },

  /**
   * A resource is a route of the route table, named by its id (the route's audience decides), or
   * one of react-admin's data resources (networks, teams… which their list and show controllers ask about).
   */
  canAccess({ resource }: { resource: string }) {
    const audience = audienceOf(resource);
    return Promise.resolve(
      audience !== undefined ? roleMayOpen(audience, getUserType()) : roleMayUse(resource, getUserType()),
    );
  },
});
