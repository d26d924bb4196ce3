import type { RequestListener } from 'node:http';
import express from 'express';
import type { DependencyContainer } from 'tsyringe';
import {
  TOKENS,
  answerOptions,
  errorHandler,
  jsonBodies,
  methodNotAllowed,
  notFoundHandler,
  requestLogging,
} from '@dth/infrastructure';
import { mountApi } from './api';
import { AuditQueryToken, ShareLinkReadsToken } from './container';
import { withFastReads } from './fastReads';
import { minPosition } from './routes/minPosition';

/** Reads of the audit (the report's, and "since your last visit"): read-your-writes waits on the audit's own checkpoint there. */
const AUDIT_PATHS = /^\/(audit-events|audit-exports|history|changes|changed-since-seen)(\/|$)/;

/** Builds the read API; call `readModels.start()` before serving. */
export function buildApp(c: DependencyContainer): express.Express {
  const env = c.resolve(TOKENS.Env);
  const readModels = c.resolve(TOKENS.ReadModels);
  const app = express();
  app.disable('x-powered-by');
  // Freshness comes from X-Min-Position, not validators; hashing every body for an ETag is waste.
  app.set('etag', false);
  // The gateway (on loopback) sets X-Forwarded-For to the client's address; nothing else is believed.
  app.set('trust proxy', ['loopback', ...env.TRUST_PROXY]);
  app.use(requestLogging(c.resolve(TOKENS.Logger)));
  app.get(
    '/health',
    (_req, res) => void res.json({ status: 'ok', checkpoint: readModels.currentCheckpoint.toString() }),
  );
  const audit = c.resolve(AuditQueryToken);
  const auditWaiter = (position: bigint, timeoutMs: number) => audit.waitFor(position, timeoutMs);
  app.use(
    minPosition(readModels, env.MIN_POSITION_WAIT_MS, (req) => (AUDIT_PATHS.test(req.path) ? auditWaiter : undefined)),
  );
  // The bodies the read side takes: an export's format and filter, the position a reader marks as seen,
  // and a team suggestion's options (the only POST under /teams the gateway sends here).
  app.use('/audit-exports', jsonBodies({ limit: '64kb' }));
  app.use('/teams', jsonBodies({ limit: '4kb' }));
  app.use('/seen', jsonBodies({ limit: '1kb' }));
  app.use(answerOptions);
  mountApi(app, c);
  app.use(methodNotAllowed);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

/** What the server runs: the express app behind the fast path for the hottest read. */
export function buildRequestListener(c: DependencyContainer): RequestListener {
  return withFastReads(buildApp(c), {
    readModels: c.resolve(TOKENS.ReadModels),
    accessTokens: c.resolve(TOKENS.AccessTokens),
    maxWaitMs: c.resolve(TOKENS.Env).MIN_POSITION_WAIT_MS,
    logger: c.resolve(TOKENS.Logger),
    shareLinks: c.resolve(ShareLinkReadsToken),
  });
}
