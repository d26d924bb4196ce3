import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createLogger, loadEnv, onShutdown, repoRoot, requestLogging, type Env, type Logger } from '@dth/infrastructure';

const MEDIA_PATH = /^\/media\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?$/;

export interface GatewayTargets {
  commandApi: string;
  queryApi: string;
  blobStore: string;
  mediaBucket: string;
  frontendDir: string;
}

export const targetsOf = (env: Env): GatewayTargets => ({
  commandApi: `http://127.0.0.1:${env.COMMAND_API_PORT}`,
  queryApi: `http://127.0.0.1:${env.QUERY_API_PORT}`,
  blobStore: `${env.S3_USE_SSL ? 'https' : 'http'}://${env.S3_ENDPOINT}:${env.S3_PORT}`,
  mediaBucket: env.MEDIA_BUCKET,
  frontendDir: join(repoRoot, 'frontend', 'dist'),
});

/**
 * The embedded gateway, with the same rule as deploy/nginx.conf: /stage/* is the built
 * frontend (SPA fallback), /media/* the media bucket, GET/HEAD the query API, anything else
 * the command API (and its OpenAPI document at /openapi/command-api.json).
 */
export function buildGateway(targets: GatewayTargets, logger: Logger): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.get('/', (_req, res) => res.redirect('/stage/'));

  const index = join(targets.frontendDir, 'index.html');
  app.use('/stage/assets', express.static(join(targets.frontendDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use('/stage', express.static(targets.frontendDir, { index: false, maxAge: 0 }));
  app.get(/^\/stage(\/.*)?$/, (_req, res) => {
    if (!existsSync(index)) return void res.status(503).type('text').send('The frontend is not built yet: run npm run build -w frontend');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  // Content-addressed keys never change, so media may be cached for good. Only plain keys pass
  // (no dots-only segments, no encoded characters), so nothing outside the bucket is reachable.
  app.use(
    createProxyMiddleware({
      target: targets.blobStore,
      pathFilter: (path, req) => MEDIA_PATH.test(path) && (req.method === 'GET' || req.method === 'HEAD'),
      pathRewrite: (path) => `/${targets.mediaBucket}/${path.slice('/media/'.length)}`,
      on: {
        proxyRes: (proxyRes) => {
          for (const header of Object.keys(proxyRes.headers)) if (header.startsWith('x-amz-')) delete proxyRes.headers[header];
          if (proxyRes.statusCode === 200) proxyRes.headers['cache-control'] = 'public, max-age=31536000, immutable';
        },
      },
    }),
  );
  app.use('/media', (_req, res) => void res.status(404).json({ error: { code: 'not_found', message: 'No such media' } }));

  const proxyOptions = { xfwd: true, on: { error: proxyError(logger) } };
  // Every GET goes to the query API, so the command API's own description gets a path of its own.
  app.use(
    createProxyMiddleware({ ...proxyOptions, target: targets.commandApi, pathFilter: '/openapi/command-api.json', pathRewrite: () => '/openapi.json' }),
  );
  app.use(createProxyMiddleware({ ...proxyOptions, target: targets.queryApi, pathFilter: (_p: string, req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD' }));
  app.use(createProxyMiddleware({ ...proxyOptions, target: targets.commandApi }));
  return app;
}

function proxyError(logger: Logger) {
  return (error: Error, _req: unknown, res: unknown) => {
    logger.error({ err: error }, 'upstream unavailable');
    const response = res as ServerResponse;
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'The service is unavailable; try again shortly' } }));
    }
  };
}

// `npm run gateway -w scripts` starts it alone.
if (process.argv[1]?.endsWith('gateway.ts')) {
  const env = loadEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const server = buildGateway(targetsOf(env), logger).listen(env.GATEWAY_PORT, env.LISTEN_HOST, () => logger.info({ port: env.GATEWAY_PORT }, 'gateway listening'));
  onShutdown(logger, () => new Promise<void>((resolve) => server.close(() => resolve())));
}
