import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AccessTokens, Logger, ReadModelStore } from '@dth/infrastructure';
import { specialistProfileBody } from './routes/profileResponse';

const PROFILE_PATH = /^\/user\/specialist\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export interface FastReadsDeps {
  readModels: ReadModelStore;
  accessTokens: AccessTokens;
  maxWaitMs: number;
  logger: Logger;
}

/**
 * The hottest read, `GET /user/specialist/{id}`, answered before express' middleware pipeline
 * (which costs more than the read itself: docs/performance.md), by the same function as its
 * express route. Anything unusual — no or a bad token, an unknown id, any failure — is left to
 * the express route, which answers it with the usual error body and logs.
 */
export function withFastReads(app: RequestListener, { readModels, accessTokens, maxWaitMs, logger }: FastReadsDeps): RequestListener {
  return (req, res) => {
    const match = req.method === 'GET' ? PROFILE_PATH.exec(req.url ?? '') : null;
    if (!match) return void app(req, res);
    serveProfile(req, res, match[1]).catch(() => app(req, res));
  };

  async function serveProfile(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const access = await accessTokens.signedFromHeader(req.headers.authorization);
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const minPosition = req.headers['x-min-position'];
    if (typeof minPosition === 'string' && /^\d{1,20}$/.test(minPosition)) {
      headers['x-position-reached'] = String(await readModels.waitFor(BigInt(minPosition), maxWaitMs));
    }
    // The revocation check and the read go to Redis together; a revoked token falls through to express' 401.
    const [, body] = await Promise.all([accessTokens.assertCurrent(access), specialistProfileBody(readModels, id, access.principal)]);
    const requestId = typeof req.headers['x-request-id'] === 'string' && /^[\w-]{1,64}$/.test(req.headers['x-request-id']) ? req.headers['x-request-id'] : randomUUID();
    res.writeHead(200, { ...headers, 'x-request-id': requestId, 'content-length': Buffer.byteLength(body) });
    res.end(body);
    if (logger.isLevelEnabled('debug')) logger.debug({ req: { id: requestId, method: 'GET', url: req.url }, res: { statusCode: 200 } }, 'request completed');
  }
}
