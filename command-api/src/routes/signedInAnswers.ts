import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { USER_TYPES } from '@dth/domain';
import type { AccessTokens, SessionToken } from '@dth/infrastructure';
import type { SignedIn } from '../accounts/accountService';
import { cookieOf } from './requestCookies';

export const REFRESH_COOKIE = 'dth_refresh';
/** A random id the browser keeps once it has signed in: a known device signs in even while its account is under attack. */
export const DEVICE_COOKIE = 'dth_device';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export const signedInSchema = z.object({
  data: z.object({
    access_token: z.string(),
    user_id: z.string(),
    user_type: z.enum(USER_TYPES),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
});

/** The client as sign-in throttling counts it; `newDevice` when the browser had no device id yet. */
export interface SigningClient {
  ip: string;
  device: string;
  newDevice: boolean;
}

/**
 * How every way of signing in answers (password, mailed link, refresh, Google): the refresh token in
 * an httpOnly cookie on /auth, the access token and the user in the body.
 */
export function signedInAnswers({
  accessTokens,
  refreshTtlSeconds,
  secureCookies,
}: {
  accessTokens: AccessTokens;
  refreshTtlSeconds: number;
  secureCookies: boolean;
}) {
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure: secureCookies, path: '/auth' };
  return {
    cookieOptions,
    /**
     * A browser without a device id gets a new one here, remembered by the account if this sign-in
     * succeeds, and sent to the browser only then.
     */
    clientOf(req: Request): SigningClient {
      const sent = cookieOf(req, DEVICE_COOKIE);
      const known = sent !== undefined && DEVICE_ID.test(sent);
      return {
        ip: req.ip ?? 'unknown',
        device: known ? sent : randomBytes(32).toString('base64url'),
        newDevice: !known,
      };
    },
    async answer(res: Response, user: SignedIn, session: SessionToken, client?: SigningClient, status = 200) {
      res.cookie(REFRESH_COOKIE, session.token, { ...cookieOptions, maxAge: refreshTtlSeconds * 1000 });
      if (client?.newDevice)
        res.cookie(DEVICE_COOKIE, client.device, { ...cookieOptions, maxAge: DEVICE_COOKIE_MAX_AGE_MS });
      res.status(status).json({
        data: {
          access_token: await accessTokens.issue({ userId: user.userId, userType: user.userType }, session.sessionId),
          user_id: user.userId,
          user_type: user.userType,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
        },
      });
    },
  };
}

export type SignedInAnswers = ReturnType<typeof signedInAnswers>;
