import { Router, type Request, type Response } from 'express';
import { accountMessages as m, forgotPasswordSchema, loginSchema, parseOrThrow, passwordSchema, registerSchema } from '@dth/domain';
import type { AccessTokens, RefreshSessions } from '@dth/infrastructure';
import type { AccountService, SignedIn } from '../accounts/accountService';
import { commandContext, written } from './commandContext';

export const REFRESH_COOKIE = 'dth_refresh';

export interface AuthRoutesDeps {
  accounts: AccountService;
  accessTokens: AccessTokens;
  sessions: RefreshSessions;
  refreshTtlSeconds: number;
  secureCookies: boolean;
}

export function authRoutes({ accounts, accessTokens, sessions, refreshTtlSeconds, secureCookies }: AuthRoutesDeps): Router {
  const router = Router();
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure: secureCookies, path: '/auth' };

  async function answerSignedIn(res: Response, user: SignedIn, refreshToken: string) {
    res.cookie(REFRESH_COOKIE, refreshToken, { ...cookieOptions, maxAge: refreshTtlSeconds * 1000 });
    res.json({
      data: {
        access_token: await accessTokens.issue({ userId: user.userId, userType: user.userType }),
        user_id: user.userId,
        user_type: user.userType,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
      },
    });
  }

  router.post('/register', async (req, res) => {
    const input = parseOrThrow(registerSchema, req.body);
    const { id, position } = await accounts.register(
      { firstName: input.first_name, lastName: input.last_name, email: input.email, userType: input.user_type },
      commandContext(req),
    );
    res.status(201).json(written({ id }, m.registered, position));
  });

  const setPassword = (purpose: 'create' | 'reset') => async (req: Request<{ token: string }>, res: Response) => {
    const { password } = parseOrThrow(passwordSchema, req.body);
    const { position } = await accounts.setPasswordWithToken(purpose, req.params.token, password, commandContext(req));
    res.json(written({}, purpose === 'create' ? m.passwordCreated : m.passwordReset, position));
  };
  router.post('/create-password/:token', setPassword('create'));
  router.post('/reset-password/:token', setPassword('reset'));

  router.post('/forgot-password', async (req, res) => {
    const { email } = parseOrThrow(forgotPasswordSchema, req.body);
    await accounts.requestPasswordReset(email, commandContext(req));
    res.status(202).json({ data: {}, message: m.resetRequested });
  });

  router.post('/login', async (req, res) => {
    const { email, password } = parseOrThrow(loginSchema, req.body);
    const user = await accounts.signIn(email, password, req.ip ?? 'unknown');
    await answerSignedIn(res, user, await sessions.start(user.userId));
  });

  router.post('/refresh', async (req, res) => {
    const { userId, token } = await sessions.rotate(req.cookies?.[REFRESH_COOKIE]);
    await answerSignedIn(res, await accounts.currentAccount(userId), token);
  });

  router.post('/logout', async (req, res) => {
    await sessions.end(req.cookies?.[REFRESH_COOKIE]);
    res.clearCookie(REFRESH_COOKIE, cookieOptions);
    res.json({ data: {} });
  });

  return router;
}
