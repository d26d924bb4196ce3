import { Router } from 'express';
import { NotFoundError, userAccountKey, type UserAccount } from '@dth/domain';
import { authenticate, principalOf, type AccessTokens, type ReadModelStore } from '@dth/infrastructure';

export function authRoutes(readModels: ReadModelStore, accessTokens: AccessTokens): Router {
  const router = Router();
  router.get('/me', authenticate(accessTokens), async (req, res) => {
    const user = await readModels.get<UserAccount>(userAccountKey(principalOf(req).userId));
    if (!user) throw new NotFoundError('Account not found');
    res.json({ data: user });
  });
  return router;
}
