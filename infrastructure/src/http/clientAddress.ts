import type { Request } from 'express';

/**
 * The address of the client a request came from, as the gateway saw it: `req.ip` (express reads
 * X-Forwarded-For from the proxies it trusts), or, on a unix socket (the query API's under `npm start`,
 * whose only peer is the gateway on the same machine), the X-Forwarded-For the gateway set. Express
 * cannot trust a socket peer it has no address for, so without this every request there would be ''.
 */
export function clientAddressOf(req: Pick<Request, 'ip' | 'socket' | 'get'>): string {
  if (req.socket.remoteAddress === undefined) return req.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  return req.ip ?? '';
}
