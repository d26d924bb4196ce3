import { isPublicMediaKey } from '@dth/domain/src/media/media';

/**
 * The gateway's one routing rule (deploy/nginx.conf has the same): decided from the method and
 * the path alone, before any framework sees the request.
 */
export type GatewayRoute =
  | { to: 'redirect'; location: string }
  | { to: 'frontend' }
  | { to: 'media'; key: string }
  | { to: 'not_found' }
  | { to: 'method_not_allowed' }
  | { to: 'query-api'; path: string }
  | { to: 'command-api'; path: string };

const COMMAND_API_DOCUMENT = '/openapi/command-api.json';

export function routeOf(method: string, url: string): GatewayRoute {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path === '/') return { to: 'redirect', location: '/stage/' };
  if (path === '/stage' || path.startsWith('/stage/')) return { to: 'frontend' };
  if (path.startsWith('/media/')) {
    if (method !== 'GET' && method !== 'HEAD') return { to: 'method_not_allowed' };
    // The query string is dropped: S3 sub-resources (?acl, ?torrent) are not the gateway's to offer.
    // Only plain keys under the public prefixes (no dot segments, no encoded characters): nothing
    // outside the bucket is reachable, and neither are the avatar originals kept inside it.
    const key = path.slice('/media/'.length);
    return isPublicMediaKey(key) ? { to: 'media', key } : { to: 'not_found' };
  }
  // Every GET goes to the query API, so the command API's own description has a path of its own.
  if (path === COMMAND_API_DOCUMENT) return { to: 'command-api', path: '/openapi.json' };
  return method === 'GET' || method === 'HEAD' ? { to: 'query-api', path: url } : { to: 'command-api', path: url };
}
