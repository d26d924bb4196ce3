import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  googleAccountTypeSchema,
  googleCallbackSchema,
  googleLinkSchema,
  parseOrThrow,
  accountCodes,
} from '@dth/domain';
import { DocumentedRouter, type RefreshSessions } from '@dth/infrastructure';
import type { AccountService } from '../accounts/accountService';
import type { GoogleOpenId, GoogleIdentity } from '../google/googleOpenId';
import {
  GOOGLE_FLOW_TTL_SECONDS,
  GOOGLE_TICKET_TTL_SECONDS,
  type GoogleSignInFlows,
  type PendingGoogleSignIn,
} from '../google/googleSignInFlows';
import { commandContext } from './commandContext';
import { cookieOf } from './requestCookies';
import { signedInSchema, type SignedInAnswers } from './signedInAnswers';

/** The browser's handle on a flow in progress, and on a sign-in waiting for one more step. */
export const GOOGLE_FLOW_COOKIE = 'dth_google_flow';
export const GOOGLE_TICKET_COOKIE = 'dth_google_ticket';
/** The app's page the provider sends the browser back to (`{PUBLIC_URL}{GOOGLE_CALLBACK_PATH}` is the redirect URI to register). */
export const GOOGLE_CALLBACK_PATH = '/stage/google-callback';

export interface GoogleRoutesDeps {
  /** Absent when GOOGLE_CLIENT_ID is unset: every path answers 404. */
  google?: GoogleOpenId;
  flows: GoogleSignInFlows;
  accounts: AccountService;
  sessions: RefreshSessions;
  signedIn: SignedInAnswers;
  publicUrl: string;
}

const TAGS = ['Auth'];
const nextStepSchema = z.object({
  data: z.object({
    next: z.enum(['choose_account_type', 'confirm_password']),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
});

/**
 * Google sign-in (OpenID Connect, authorization code with PKCE): `start` sends the browser (a popup)
 * to the provider; the app's callback page hands what came back to `callback`, which signs in, or
 * asks for an account type (a first sign-in) or for the password of the account with that address
 * (linking is never silent). The session is the one every sign-in gets.
 */
export function googleRoutes({
  google,
  flows,
  accounts,
  sessions,
  signedIn,
  publicUrl,
}: GoogleRoutesDeps): DocumentedRouter {
  const routes = new DocumentedRouter();
  const flowCookie = { ...signedIn.cookieOptions, path: '/auth/google' };
  const configured = (): GoogleOpenId => {
    if (!google) throw new NotFoundError();
    return google;
  };

  async function signInAs(req: Request, res: Response, userId: string, status = 200) {
    const client = signedIn.clientOf(req);
    const user = await accounts.signInProven(userId, client);
    await flows.markRecentSignIn(userId);
    await signedIn.answer(res, user, await sessions.start(userId), client, status);
  }

  async function askNextStep(res: Response, pending: PendingGoogleSignIn) {
    const ticket = await flows.holdPending(pending);
    res.cookie(GOOGLE_TICKET_COOKIE, ticket, { ...flowCookie, maxAge: GOOGLE_TICKET_TTL_SECONDS * 1000 });
    res.status(202).json({
      data: {
        next: pending.userId ? 'confirm_password' : 'choose_account_type',
        email: pending.email,
        first_name: pending.firstName,
        last_name: pending.lastName,
      },
    });
  }

  async function pendingOf(req: Request, linking: boolean): Promise<{ ticket: string; pending: PendingGoogleSignIn }> {
    const ticket = cookieOf(req, GOOGLE_TICKET_COOKIE);
    const pending = await flows.pending(ticket);
    if (!ticket || !pending || Boolean(pending.userId) !== linking)
      throw new ValidationError(accountCodes.googleSignInExpired);
    return { ticket, pending };
  }

  routes.add(
    {
      method: 'get',
      path: '/auth/google',
      summary: 'Whether Google sign-in is offered (404 when it is not configured)',
      tags: TAGS,
      response: z.object({ data: z.object({ enabled: z.literal(true) }) }),
      errors: [404],
    },
    (_req, res) => {
      configured();
      res.json({ data: { enabled: true } });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/auth/google/start',
      summary: "Go to Google's sign-in (a browser navigation: 302)",
      tags: TAGS,
      status: 302,
      response: ['text/plain', 'text/html'],
      responseHeaders: { Location: { description: 'the provider’s sign-in page, or the app’s callback page' } },
      errors: [404],
      description: `Binds a new state, nonce and PKCE verifier to this browser (an httpOnly cookie, ${GOOGLE_FLOW_TTL_SECONDS / 60} minutes) and redirects to the provider. When the provider cannot be reached, redirects to the app's callback page with \`error=temporarily_unavailable\`.`,
    },
    async (_req, res) => {
      try {
        const { url, checks } = await configured().authorizationUrl();
        res.cookie(GOOGLE_FLOW_COOKIE, await flows.begin(checks), {
          ...flowCookie,
          sameSite: 'lax',
          maxAge: GOOGLE_FLOW_TTL_SECONDS * 1000,
        });
        res.redirect(302, url.href);
      } catch (error) {
        if (error instanceof NotFoundError) throw error;
        res.redirect(302, `${publicUrl}${GOOGLE_CALLBACK_PATH}?error=temporarily_unavailable`);
      }
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/google/callback',
      summary: "Finish a Google sign-in with the provider's answer",
      tags: TAGS,
      body: googleCallbackSchema,
      response: signedInSchema,
      answers: {
        202: {
          description: 'Not signed in yet: the next step (`choose_account_type` or `confirm_password`)',
          body: nextStepSchema,
        },
      },
      errors: [400, 403, 404, 409],
      description:
        'Signs in (200, the refresh cookie set) when the Google account is already tied to one of ours; otherwise 202 with the next step: ' +
        '`choose_account_type` (a first sign-in) or `confirm_password` (the address has a password account). Each flow is used once; ' +
        'a replayed or forged answer, a wrong state or nonce, an ID token for another audience, expired, or from another issuer is a 400, ' +
        'an address Google has not verified a 403, and nothing is stored.',
    },
    async (req, res) => {
      const provider = configured();
      const params = parseOrThrow(googleCallbackSchema, req.body);
      const checks = await flows.take(cookieOf(req, GOOGLE_FLOW_COOKIE));
      res.clearCookie(GOOGLE_FLOW_COOKIE, flowCookie);
      if (!checks) throw new ValidationError(accountCodes.googleSignInExpired);
      const identity = await provider.identityOf(params, checks);
      const linked = await accounts.userIdByIdentity(googleIdentity(identity));
      if (linked) return signInAs(req, res, linked);
      const account = await accounts.accountByEmail(identity.email);
      if (account?.status === 'awaiting_password') throw new ConflictError(accountCodes.notActivated);
      await askNextStep(res, { ...identity, userId: account?.userId });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/google/complete',
      summary: 'Open the account of a first Google sign-in, of the chosen type (sets the refresh cookie)',
      tags: TAGS,
      body: googleAccountTypeSchema,
      response: signedInSchema,
      status: 201,
      errors: [400, 404, 409],
    },
    async (req, res) => {
      configured();
      const { user_type } = parseOrThrow(googleAccountTypeSchema, req.body);
      const { ticket, pending } = await pendingOf(req, false);
      const { id } = await accounts.registerWithIdentity(
        { firstName: pending.firstName, lastName: pending.lastName, email: pending.email, userType: user_type },
        googleIdentity(pending),
        commandContext(req),
      );
      await flows.endPending(ticket);
      res.clearCookie(GOOGLE_TICKET_COOKIE, flowCookie);
      await signInAs(req, res, id, 201);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/google/link',
      summary:
        "Tie the Google account to the password account of its address, with that account's password (sets the refresh cookie)",
      tags: TAGS,
      body: googleLinkSchema,
      response: signedInSchema,
      errors: [400, 401, 404, 409, 429],
      description:
        'The password is checked and throttled as at sign-in; a wrong one keeps the pending sign-in for another try. Afterwards both ways sign in.',
    },
    async (req, res) => {
      configured();
      const { password } = parseOrThrow(googleLinkSchema, req.body);
      const { ticket, pending } = await pendingOf(req, true);
      const client = signedIn.clientOf(req);
      const { user } = await accounts.linkIdentity(
        pending.email,
        password,
        googleIdentity(pending),
        client,
        commandContext(req),
      );
      await flows.endPending(ticket);
      res.clearCookie(GOOGLE_TICKET_COOKIE, flowCookie);
      await signedIn.answer(res, user, await sessions.start(user.userId), client);
    },
  );

  return routes;
}

const googleIdentity = ({ subject }: Pick<GoogleIdentity, 'subject'>) => ({ provider: 'google' as const, subject });
