import { join } from 'node:path';
import type { Env } from './env';

/** Instance i of a service listens on its port + i × this (8081, 8091, …), so instances on one machine never collide. */
export const INSTANCE_PORT_STEP = 10;

/** The stores `env` keeps in SQLite files under DATA_DIR: processes share them only by sharing that folder. */
export function sqliteStoresOf(env: Env): ('EVENT_STORE' | 'AUDIT_STORE' | 'KEY_STORE')[] {
  return (['EVENT_STORE', 'AUDIT_STORE', 'KEY_STORE'] as const).filter((store) => env[store] === 'sqlite');
}

/**
 * Instance i's DATA_DIR: with no store in a SQLite file, a folder of its own (`$DATA_DIR/instance-{i+1}`, the
 * suffix of its processes' names; instance 0 keeps DATA_DIR), so the instances share nothing on disk; else
 * DATA_DIR itself, which every instance must share to reach the SQLite files.
 */
export function instanceDataDir(env: Env, instance: number): string {
  return instance === 0 || sqliteStoresOf(env).length > 0
    ? env.DATA_DIR
    : join(env.DATA_DIR, `instance-${instance + 1}`);
}

/**
 * What differs between instances of the services on one machine (`npm start -- --instances N`): their
 * ports, their DATA_DIR, and the query API's unix socket for the gateway. Instance 0 keeps the configured ones.
 */
export function instanceEnv(env: Env, instance: number): Record<string, string> {
  const port = (base: number) => String(base + instance * INSTANCE_PORT_STEP);
  return {
    DATA_DIR: instanceDataDir(env, instance),
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
