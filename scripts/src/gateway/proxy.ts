import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { discardBody, type Logger } from '@dth/infrastructure';

export interface Upstream {
  host: string;
  port: number;
  agent: Agent;
}

/** Pooled keep-alive connections: a new TCP connection per request cost most of the gateway's time. */
export function upstream(url: string): Upstream {
  const { hostname, port } = new URL(url);
  return { host: hostname, port: Number(port || 80), agent: new Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 256, scheduling: 'lifo' }) };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const name in headers) if (!HOP_BY_HOP.has(name)) kept[name] = headers[name];
  return kept;
}

export interface ForwardOptions {
  path: string;
  /** The chain of client addresses to send as X-Forwarded-For. */
  forwardedFor: string;
  /** Only these request headers are sent on (all end-to-end headers when absent). */
  onlyHeaders?: readonly string[];
  /** Adjusts the upstream's answer headers before they are relayed. */
  answerHeaders?: (status: number, headers: IncomingHttpHeaders) => IncomingHttpHeaders;
}

/**
 * Streams a request to an upstream and its answer back. An upstream may answer before it has
 * read the whole body (401, 403, 413 on an upload): that answer is relayed as it is, the rest of
 * the client's body is read and dropped (bounded), and the connection is then closed, since the
 * half-sent upstream request cannot be reused.
 */
export function forward(req: IncomingMessage, res: ServerResponse, to: Upstream, options: ForwardOptions, logger: Logger): void {
  const sent = endToEnd(req.headers);
  if (options.onlyHeaders) for (const name in sent) if (!options.onlyHeaders.includes(name)) delete sent[name];
  const headers = {
    ...sent,
    'x-forwarded-for': options.forwardedFor,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': req.headers.host ?? '',
  };
  const upstreamRequest = request({ host: to.host, port: to.port, agent: to.agent, method: req.method, path: options.path, headers });

  upstreamRequest.on('response', (answer) => {
    const answeredEarly = !req.complete;
    const relayed = endToEnd(answer.headers);
    if (answeredEarly) relayed.connection = 'close';
    res.writeHead(answer.statusCode ?? 502, options.answerHeaders?.(answer.statusCode ?? 502, relayed) ?? relayed);
    answer.pipe(res, { end: !answeredEarly });
    if (!answeredEarly) return;
    answer.once('end', () => {
      req.unpipe(upstreamRequest);
      upstreamRequest.destroy();
      discardBody(req, () => res.end());
    });
    answer.once('error', () => res.destroy());
  });

  upstreamRequest.on('error', (error) => {
    if (res.headersSent) return void res.destroy();
    logger.error({ err: error, upstream: `${to.host}:${to.port}` }, 'upstream unavailable');
    res.writeHead(502, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'The service is unavailable; try again shortly' } }));
    discardBody(req);
  });
  res.once('close', () => {
    if (!res.writableFinished) upstreamRequest.destroy();
  });
  req.pipe(upstreamRequest);
}
