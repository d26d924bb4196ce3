import { Router } from 'express';
import { userActivityKey, type UserActivity } from '@dth/domain';
import { authenticate, principalOf, type AccessTokens, type ReadModelStore } from '@dth/infrastructure';

/** `GET /user/activity`: the signed-in user's own recent events, newest first (the dashboard's feed). */
export function activityRoutes(readModels: ReadModelStore, accessTokens: AccessTokens): Router {
  const router = Router();
  router.get('/user/activity', authenticate(accessTokens), async (req, res) => {
    const activity = await readModels.get<UserActivity>(userActivityKey(principalOf(req).userId));
    res.json({ data: activity?.items ?? [] });
  });
  return router;
}
