import {
  createNetworkCast,
  networkFixture,
  startProfilePlatform,
  type NetworkCast,
  type NetworkFixture,
  type TestUser,
} from '@dth/testing';
import {
  startPlatformBehindGateway,
  type GatewayAnswer,
  type PlatformBehindGateway,
} from '../gateway/platformBehindGateway';

/** The network cast and fixture on a platform behind the gateway, with JSON calls made as one of them. */
export interface CastBehindGateway {
  behind: PlatformBehindGateway;
  cast: NetworkCast;
  fixture: NetworkFixture;
  get: (path: string, user?: TestUser) => Promise<GatewayAnswer>;
  post: (path: string, body: unknown, user?: TestUser) => Promise<GatewayAnswer>;
}

export async function startCastBehindGateway(): Promise<CastBehindGateway> {
  const behind = await startPlatformBehindGateway(() => startProfilePlatform());
  const cast = await createNetworkCast(behind.platform);
  const fixture = await networkFixture(behind.platform, cast);
  const bearer = (user?: TestUser): Record<string, string> => (user ? { authorization: `Bearer ${user.token}` } : {});
  return {
    behind,
    cast,
    fixture,
    get: (path, user) => behind.send('GET', path, bearer(user)),
    post: (path, body, user) =>
      behind.send(
        'POST',
        path,
        { 'content-type': 'application/json', ...bearer(user) },
        Buffer.from(JSON.stringify(body)),
      ),
  };
}
