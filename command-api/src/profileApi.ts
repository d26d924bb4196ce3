import express from 'express';
import type { DependencyContainer } from 'tsyringe';
import { forgotPasswordSchema, loginSchema, passwordSchema, registerSchema } from '@dth/domain';
import { TOKENS, authenticate, openApiDocument, type ApiOperation } from '@dth/infrastructure';
import type { CatalogService } from './catalogs/catalogService';
import { CatalogServiceToken, SpecialistServiceToken } from './container';
import { billingRoutes } from './routes/billingRoutes';
import { mediaOperations } from './routes/mediaRoutes';
import { catalogRoutes } from './routes/catalogRoutes';
import { specialistRoutes } from './routes/specialistRoutes';
import { videoAskRoutes } from './routes/videoAskRoutes';
import type { SpecialistService } from './specialists/specialistService';

/** The auth routes (authRoutes.ts), described for the OpenAPI document from their own schemas. */
const authOperations: ApiOperation[] = [
  { method: 'post', path: '/auth/register', summary: 'Register', tags: ['Auth'], body: registerSchema, status: 201, errors: [400, 409] },
  { method: 'post', path: '/auth/create-password/{token}', summary: 'Create the password from the mailed link', tags: ['Auth'], body: passwordSchema, errors: [400] },
  { method: 'post', path: '/auth/reset-password/{token}', summary: 'Reset the password from the mailed link', tags: ['Auth'], body: passwordSchema, errors: [400] },
  { method: 'post', path: '/auth/forgot-password', summary: 'Ask for a reset link', tags: ['Auth'], body: forgotPasswordSchema, status: 202, errors: [400] },
  { method: 'post', path: '/auth/login', summary: 'Sign in (sets the refresh cookie)', tags: ['Auth'], body: loginSchema, errors: [400, 401] },
  { method: 'post', path: '/auth/refresh', summary: 'New access token from the refresh cookie', tags: ['Auth'], errors: [401] },
  { method: 'post', path: '/auth/logout', summary: 'Sign out', tags: ['Auth'] },
];

/** Mounts the profile's write paths and `GET /openapi.json` (reachable on the command API's own port). */
export function mountProfileApi(app: express.Express, c: DependencyContainer): void {
  const specialists = c.resolve<SpecialistService>(SpecialistServiceToken);
  const catalogs = c.resolve<CatalogService>(CatalogServiceToken);
  const auth = authenticate(c.resolve(TOKENS.AccessTokens));
  const routers = [
    specialistRoutes({ specialists, catalogs, authenticate: auth }),
    billingRoutes(specialists, auth),
    videoAskRoutes({ specialists, catalogs, updateTokens: c.resolve(TOKENS.VideoAskUpdateTokens), authenticate: auth }),
    catalogRoutes(catalogs, auth),
  ];
  for (const routes of routers) app.use(routes.router);

  const document = openApiDocument(
    { title: 'DTH command API', version: '1.0.0', description: 'Every write. Successful writes answer `{ data, message, position }`.' },
    [...authOperations, ...mediaOperations, ...routers.flatMap((r) => r.operations)],
  );
  app.get('/openapi.json', (_req, res) => void res.json(document));
}
