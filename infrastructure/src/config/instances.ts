import type { Env } from './env';

/** Instance i of a service listens on its port + i × this (8081, 8091, …), so instances on one machine never collide. */
export const INSTANCE_PORT_STEP = 10;

/**
 * What differs between instances of the services on one machine (`npm start -- --instances N`): their
 * ports, and the query API's unix socket for the gateway. Instance 0 keeps the configured ones.
 */
export function instanceEnv(env: Env, instance: number): Record<string, string> {
  const port = (base: number) => String(base + instance * INSTANCE_PORT_STEP);
  return {
    COMMAND_API_PORT: port(env.COMMAND_API_PORT),
    QUERY_API_PORT: port(env.QUERY_API_PORT),
    PROJECTOR_PORT: port(env.PROJECTOR_PORT),
    ...(env.QUERY_API_SOCKET && {
      QUERY_API_SOCKET:
        instance === 0 ? env.QUERY_API_SOCKET : env.QUERY_API_SOCKET.replace(/(\.sock)?$/, `-${instance}.sock`),
    }),
  };
}

/** Where the gateway finds each of the INSTANCES command APIs and query APIs on this machine. */
export function localUpstreams(env: Env): { commandApi: string[]; queryApi: string[] } {
  const all = Array.from({ length: env.INSTANCES }, (_, i) => instanceEnv(env, i));
  return {
    commandApi: all.map((i) => `127.0.0.1:${i.COMMAND_API_PORT}`),
    queryApi: all.map((i) => (i.QUERY_API_SOCKET ? `unix:${i.QUERY_API_SOCKET}` : `127.0.0.1:${i.QUERY_API_PORT}`)),
  };
}
