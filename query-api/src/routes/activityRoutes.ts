import type { RequestHandler } from 'express';
import { z } from 'zod';
import { userActivityKey, type UserActivity } from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';

const activitySchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      stream: z.string(),
      position: z.string(),
      created_at: z.string(),
      data: z.record(z.string(), z.unknown()),
      subject: z
        .string()
        .nullable()
        .optional()
        .describe(
          'the name or title the event carried for what it is about (a network, team, project, milestone), else null',
        ),
    }),
  ),
});

/** `GET /user/activity`: the signed-in user's own recent events, newest first (the dashboard's feed). */
export function activityRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.add(
    {
      method: 'get',
      path: '/user/activity',
      summary: "The signed-in user's own recent events, newest first",
      tags: ['Activity'],
      auth: true,
      response: activitySchema,
      errors: [401],
    },
    async (req, res) => {
      const activity = await readModels.get<UserActivity>(userActivityKey(principalOf(req).userId));
      res.json({ data: activity?.items ?? [] });
    },
  );
  return routes;
}
