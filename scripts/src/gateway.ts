import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import proxyAddr from 'proxy-addr';
import { createLogger, loadEnv, onShutdown, repoRoot, type Env, type Logger } from '@dth/infrastructure';
import { forward, upstream } from './gateway/proxy';
import { routeOf } from './gateway/routes';
import { setSecurityHeaders, setSharedPageHeaders } from './gateway/securityHeaders';

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

/** What the media bucket is asked with: conditional and range requests, nothing of the caller's identity. */
const MEDIA_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-range'] as const;

/**
 * The embedded gateway, with the same rule as deploy/nginx.conf (gateway/routes.ts): /stage/* is
 * the built frontend (SPA fallback), /media/* the media bucket, GET/HEAD the query API, anything
 * else the command API. API traffic is routed and streamed by plain node:http over pooled
 * keep-alive connections; express serves only the static frontend. Access lines are the
 * services' (each request is logged once, where it is handled); the gateway logs its failures.
 */
export function buildGateway(targets: GatewayTargets, logger: Logger, trustProxy: readonly string[] = []): RequestListener {
  const forwardedFor = forwardedForOf(trustProxy);
  const queryApi = upstream(targets.queryApi);
  const commandApi = upstream(targets.commandApi);
  const blobStore = upstream(targets.blobStore);
  const frontend = frontendApp(targets.frontendDir);

  return (req, res) => {
    const route = routeOf(req.method ?? 'GET', req.url ?? '/');
    setSecurityHeaders(res, route.to === 'frontend');
    if (route.to === 'frontend') setSharedPageHeaders(res, req.url ?? '/');
    switch (route.to) {
      case 'redirect':
        res.writeHead(302, { location: route.location }).end();
        return;
      case 'frontend':
        return void frontend(req, res);
      case 'not_found':
        return sendError(res, 404, 'not_found', 'No such media');
      case 'method_not_allowed':
        res.setHeader('allow', 'GET, HEAD');
        return sendError(res, 405, 'method_not_allowed', 'Media is read-only');
      case 'media':
        return forward(req, res, blobStore, { path: `/${targets.mediaBucket}/${route.key}`, forwardedFor: '', onlyHeaders: MEDIA_REQUEST_HEADERS, answerHeaders: mediaHeaders }, logger);
      case 'query-api':
        return forward(req, res, queryApi, { path: route.path, forwardedFor: forwardedFor(req) }, logger);
      case 'command-api':
        return forward(req, res, commandApi, { path: route.path, forwardedFor: forwardedFor(req) }, logger);
    }
  };
}

/**
 * The client's address for X-Forwarded-For. A client-sent X-Forwarded-For is believed only from a
 * proxy listed in TRUST_PROXY: otherwise anyone could pick the address that sign-in throttling counts.
 */
function forwardedForOf(trustProxy: readonly string[]) {
  const trusted = proxyAddr.compile([...trustProxy]);
  return (req: IncomingMessage) => proxyAddr.all(req, trusted).reverse().join(', ');
}

/**
 * Content-addressed keys never change, so media may be cached for good. Answer recordings are
 * served as uploaded (they are the playable files), so besides their sniffed type and nosniff a
 * sandbox CSP keeps any page a browser might still make of one from running script or reaching
 * the app's origin. (Avatar originals are never served: routes.ts.)
 */
const mediaHeaders = (status: number, headers: IncomingHttpHeaders) => {
  for (const name of Object.keys(headers)) if (name.startsWith('x-amz-') || name === 'set-cookie') delete headers[name];
  headers['x-content-type-options'] = 'nosniff';
  headers['content-security-policy'] = 'sandbox';
  if (status === 200) headers['cache-control'] = 'public, max-age=31536000, immutable';
  return headers;
};

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code, message } }));
}

function frontendApp(frontendDir: string): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const index = join(frontendDir, 'index.html');
  // The build's precompressed copies (scripts/src/compressAssets.ts): brotli, else gzip, else plain.
  app.use(
    '/stage/assets',
    expressStaticGzip(join(frontendDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  app.use('/stage', express.static(frontendDir, { index: false, maxAge: 0 }));
  app.get(/^\/stage(\/.*)?$/, (_req, res) => {
    if (!existsSync(index)) return void res.status(503).type('text').send('The frontend is not built yet: run npm run build -w frontend');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  // A missing asset or a malformed path: a plain answer, never a stack trace or a file path.
  app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    res.status(status).type('text').send(status === 404 ? 'Not found' : status < 500 ? 'Bad request' : 'Something went wrong');
  });
  return app;
}

// `npm run gateway -w scripts` starts it alone.
if (process.argv[1]?.endsWith('gateway.ts')) {
  const env = loadEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const server = createServer({ keepAliveTimeout: 65_000 }, buildGateway(targetsOf(env), logger, env.TRUST_PROXY));
  server.listen(env.GATEWAY_PORT, env.LISTEN_HOST, () => logger.info({ port: env.GATEWAY_PORT }, 'gateway listening'));
  onShutdown(logger, () => new Promise<void>((resolve) => server.close(() => resolve())));
}
