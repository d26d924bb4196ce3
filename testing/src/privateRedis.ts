import { afterAll, beforeAll } from 'vitest';
import { startRedisServer, type RedisServerHandle } from '@dth/infrastructure';

/** A private in-memory redis-server on a free port for one test file. */
export function usePrivateRedis(): { readonly url: string } {
  let server: RedisServerHandle | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('usePrivateRedis: the server starts in beforeAll');
      return server.url;
    },
  };
}
