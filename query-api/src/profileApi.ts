import type express from 'express';
import type { DependencyContainer } from 'tsyringe';
import { z } from 'zod';
import { TOKENS, authenticate, openApiDocument, type ApiOperation } from '@dth/infrastructure';
import { countriesRoutes } from './routes/countriesRoutes';
import { profileRoutes } from './routes/profileRoutes';

const otherOperations: ApiOperation[] = [
  {
    method: 'get', path: '/auth/me', summary: 'The signed-in account', tags: ['Auth'], auth: true, errors: [401, 404],
    response: z.object({ data: z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string(), user_type: z.string(), status: z.string() }) }),
  },
  {
    method: 'get', path: '/user/activity', summary: "The signed-in user's own recent events, newest first", tags: ['Activity'], auth: true, errors: [401],
    response: z.object({
      data: z.array(z.object({ id: z.string(), type: z.string(), stream: z.string(), position: z.string(), created_at: z.string(), data: z.record(z.string(), z.unknown()) })),
    }),
  },
];

/** Mounts the profile, reference-list and countries reads, and `GET /openapi.json`. */
export function mountProfileApi(app: express.Express, c: DependencyContainer): void {
  const auth = authenticate(c.resolve(TOKENS.AccessTokens));
  const routers = [profileRoutes(c.resolve(TOKENS.ReadModels), c.resolve(TOKENS.VideoAskUpdateTokens), auth), countriesRoutes()];
  for (const routes of routers) app.use(routes.router);
  const document = openApiDocument(
    { title: 'DTH query API', version: '1.0.0', description: 'Every read. Send X-Min-Position (the `position` of your last write) to read your own writes.' },
    [...otherOperations, ...routers.flatMap((r) => r.operations)],
  );
  app.get('/openapi.json', (_req, res) => void res.json(document));
}
