import { setTimeout as delay } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  accountMessages as m,
  forgotPasswordSchema,
  loginSchema,
  parseOrThrow,
  passwordSchema,
  registerSchema,
  signInLinkSchema,
} from '@dth/domain';
import { DocumentedRouter, type AccessTokens, type RefreshSessions, type ResetMailThrottle } from '@dth/infrastructure';
import type { AccountService } from '../accounts/accountService';
import { commandContext, written } from './commandContext';
import { cookieOf } from './requestCookies';
import { REFRESH_COOKIE, signedInSchema, type SignedInAnswers } from './signedInAnswers';

export interface AuthRoutesDeps {
  accounts: AccountService;
  accessTokens: AccessTokens;
  sessions: RefreshSessions;
  resetMailThrottle: ResetMailThrottle;
  signedIn: SignedInAnswers;
}

const TAGS = ['Auth'];
/**
 * Registration answers no sooner than this after the request arrived, whether it opened an account
 * (two appends, a token, a mail) or found the address taken (a note at most): the time taken tells
 * nobody which. Well above either path's own time on this hardware (docs/reliability.md).
 */
export const REGISTRATION_ANSWER_MS = 150;
const positionSchema = z.string().optional().describe('send it back as X-Min-Position to read your own write');
const writeAnswer = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string(), position: positionSchema });

/** Registration, password links and sessions (the refresh token travels in an httpOnly cookie on /auth). */
export function authRoutes({
  accounts,
  accessTokens,
  sessions,
  resetMailThrottle,
  signedIn,
}: AuthRoutesDeps): DocumentedRouter {
  const routes = new DocumentedRouter();

  routes.add(
    {
      method: 'post',
      path: '/auth/register',
      summary: 'Register (mails the create-password link)',
      tags: TAGS,
      body: registerSchema,
      response: z.object({ data: z.object({ id: z.string() }), message: z.string() }),
      status: 201,
      errors: [400],
      description:
        'Answers the same 201, with no position and after the same time, whether or not the address already has an account, ' +
        'whose owner is then mailed a note instead of a link.',
    },
    async (req, res) => {
      const arrived = performance.now();
      const input = parseOrThrow(registerSchema, req.body);
      const { id } = await accounts.signUp(
        { firstName: input.first_name, lastName: input.last_name, email: input.email, userType: input.user_type },
        commandContext(req),
      );
      await delay(Math.max(0, arrived + REGISTRATION_ANSWER_MS - performance.now()));
      res.status(201).json(written({ id }, m.registered, undefined));
    },
  );

  const setPassword =
    (purpose: 'create' | 'reset'): RequestHandler =>
    async (req, res) => {
      const { password } = parseOrThrow(passwordSchema, req.body);
      const { userId, position } = await accounts.setPasswordWithToken(
        purpose,
        String(req.params.token),
        password,
        commandContext(req),
      );
      // A reset ends every session: whoever knew the old password is signed out everywhere.
      if (purpose === 'reset') await sessions.endAllSessions(userId);
      res.json(written({}, purpose === 'create' ? m.passwordCreated : m.passwordReset, position));
    };
  const passwordSet = writeAnswer(z.object({}));
  routes.add(
    {
      method: 'post',
      path: '/auth/create-password/{token}',
      summary: 'Create the password from the mailed link',
      tags: TAGS,
      body: passwordSchema,
      response: passwordSet,
      errors: [400],
    },
    setPassword('create'),
  );
  routes.add(
    {
      method: 'post',
      path: '/auth/reset-password/{token}',
      summary: 'Reset the password from the mailed link',
      tags: TAGS,
      body: passwordSchema,
      response: passwordSet,
      errors: [400],
      description:
        'Ends every session of the account: its refresh tokens and the access tokens issued before the reset stop working.',
    },
    setPassword('reset'),
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Ask for a reset link',
      tags: TAGS,
      body: forgotPasswordSchema,
      response: z.object({ data: z.object({}), message: z.string() }),
      status: 202,
      errors: [400, 429],
      description:
        'Answers the same, after the same work, whether or not an account has this address: the account is looked up, and the link ' +
        'issued and mailed, after the answer. At most 3 an hour per address and 10 per client (429).',
    },
    async (req, res) => {
      const { email } = parseOrThrow(forgotPasswordSchema, req.body);
      await resetMailThrottle.consume(email, req.ip ?? 'unknown');
      res.status(202).json({ data: {}, message: m.resetRequested });
      // After the answer, so its time tells nobody whether the address has an account (a lookup, an append and a
      // mail for one, a lookup for the other). Lost to a crash in between, the link is asked for again.
      await accounts
        .requestPasswordReset(email, commandContext(req))
        .catch((error: unknown) => req.log.error({ err: error }, 'password reset link not issued'));
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in (sets the refresh cookie)',
      tags: TAGS,
      body: loginSchema,
      response: signedInSchema,
      errors: [400, 401, 429],
      description:
        'Attempts are counted before the password is checked: per account and address, per address, and per account from clients it never signed in from (past that ceiling, 429 and a mailed sign-in link).',
    },
    async (req, res) => {
      const { email, password } = parseOrThrow(loginSchema, req.body);
      const client = signedIn.clientOf(req);
      const user = await accounts.signIn(email, password, client);
      await signedIn.answer(res, user, await sessions.start(user.userId), client);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/sign-in-link',
      summary: 'Sign in with a mailed one-time link (sets the refresh cookie)',
      tags: TAGS,
      body: signInLinkSchema,
      response: signedInSchema,
      errors: [400, 401],
      description:
        'The link is mailed when an account has had too many failed sign-ins from clients it never signed in from; it works once, for 15 minutes.',
    },
    async (req, res) => {
      const { token } = parseOrThrow(signInLinkSchema, req.body);
      const client = signedIn.clientOf(req);
      const user = await accounts.signInWithLink(token, client);
      await signedIn.answer(res, user, await sessions.start(user.userId), client);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/refresh',
      summary: 'A new access token from the refresh cookie (rotates it)',
      tags: TAGS,
      response: signedInSchema,
      errors: [401],
    },
    async (req, res) => {
      const { userId, ...session } = await sessions.rotate(cookieOf(req, REFRESH_COOKIE));
      await signedIn.answer(res, await accounts.currentAccount(userId), session);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out (ends the session, clears its cookie)',
      tags: TAGS,
      response: z.object({ data: z.object({}) }),
      description:
        'Ends the session of the refresh cookie and of the bearer token, if sent: its refresh tokens and its access tokens stop working.',
    },
    async (req, res) => {
      const ended = await sessions.end(cookieOf(req, REFRESH_COOKIE));
      // The bearer's own session too, in case the cookie is gone; an invalid bearer changes nothing.
      const bearer = req.headers.authorization
        ? await accessTokens.fromHeader(req.headers.authorization).catch(() => undefined)
        : undefined;
      if (bearer?.sessionId && bearer.sessionId !== ended) await sessions.endSession(bearer.sessionId);
      res.clearCookie(REFRESH_COOKIE, signedIn.cookieOptions);
      res.json({ data: {} });
    },
  );

  return routes;
}
