import type { RequestListener } from 'node:http';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { DependencyContainer } from 'tsyringe';
import {
  CLOCK,
  TOKENS,
  answerOptions,
  discardBody,
  errorHandler,
  jsonBodies,
  methodNotAllowed,
  notFoundHandler,
  requestLogging,
} from '@dth/infrastructure';
import { mountApi } from './api';
import { CatalogServiceToken, SpecialistServiceToken } from './container';
import { JSON_BODY_LIMIT_BYTES, withFastWrites } from './fastWrites';
import { sectionWrites } from './routes/specialistRoutes';
import { useCommandClock } from './routes/commandContext';

/** Builds the write API (no listening here, so tests drive it over real HTTP with supertest). */
export function buildApp(c: DependencyContainer): express.Express {
  const env = c.resolve(TOKENS.Env);
  const app = express();
  useCommandClock(app, c.resolve(CLOCK));
  app.disable('x-powered-by');
  // A write's answer is never revalidated (If-None-Match means nothing to a POST): hashing each one for an ETag is waste.
  app.set('etag', false);
  // The gateway (on loopback) sets X-Forwarded-For to the client's address; nothing else is believed.
  app.set('trust proxy', ['loopback', ...env.TRUST_PROXY]);
  app.use(requestLogging(c.resolve(TOKENS.Logger)));
  // A body left unread by an early answer (401, 403, 413) is drained, bounded, so the answer is not lost to a reset.
  app.use((req, res, next) => {
    res.once('finish', () => discardBody(req));
    next();
  });
  app.use(jsonBodies({ limit: String(JSON_BODY_LIMIT_BYTES) }));
  app.use(cookieParser());

  app.all('/health', (_req, res) => void res.json({ status: 'ok' }));
  app.use(answerOptions);
  mountApi(app, c);

  app.use(methodNotAllowed);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/**
 * What the server runs: the express app behind the fast path for the profile's section writes. `behind`
 * answers everything the fast path leaves (the express app; a test wraps it to see what reaches it).
 */
export function buildRequestListener(c: DependencyContainer, behind: RequestListener = buildApp(c)): RequestListener {
  return withFastWrites(behind, {
    writes: sectionWrites(c.resolve(CatalogServiceToken)),
    specialists: c.resolve(SpecialistServiceToken),
    accessTokens: c.resolve(TOKENS.AccessTokens),
    clock: c.resolve(CLOCK),
    logger: c.resolve(TOKENS.Logger),
  });
}
