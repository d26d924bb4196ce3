import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';

/** JSON access logs; each request gets an id (or keeps the gateway's X-Request-Id) that errors repeat. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Every write and every failure gets a line; successful reads only at debug level, since at
    // read-path rates the access line costs more than the read itself (docs/performance.md).
    customLogLevel: (req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : req.method === 'GET' || req.method === 'HEAD' ? 'debug' : 'info',
    // Lean access lines (no headers, so no credentials to redact): they are written for every request.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
