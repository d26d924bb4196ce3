import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { instanceEnv, localUpstreams, sqliteStoresOf } from './instances';

const DATA_DIR = '/srv/dth';
const onPostgres = {
  DATA_DIR,
  INSTANCES: '2',
  EVENT_STORE: 'postgres',
  AUDIT_STORE: 'postgres',
  KEY_STORE: 'postgres',
  DATABASE_URL: 'postgres://dth@db:5432/dth',
};

describe('instances on one machine', () => {
  it('gives each instance a DATA_DIR of its own when no store is a SQLite file', () => {
    const env = loadEnv(onPostgres);
    expect(sqliteStoresOf(env)).toEqual([]);
    expect([0, 1, 2].map((i) => instanceEnv(env, i).DATA_DIR)).toEqual([
      DATA_DIR,
      join(DATA_DIR, 'instance-2'),
      join(DATA_DIR, 'instance-3'),
    ]);
  });

  it('keeps one shared DATA_DIR while any store is a SQLite file there', () => {
    for (const store of ['EVENT_STORE', 'AUDIT_STORE', 'KEY_STORE'] as const) {
      const env = loadEnv({ ...onPostgres, [store]: 'sqlite' });
      expect(sqliteStoresOf(env)).toEqual([store]);
      expect([0, 1].map((i) => instanceEnv(env, i).DATA_DIR)).toEqual([DATA_DIR, DATA_DIR]);
    }
    expect(sqliteStoresOf(loadEnv({ DATA_DIR }))).toEqual(['EVENT_STORE', 'AUDIT_STORE', 'KEY_STORE']);
  });

  it('moves each instance 10 ports on and gives the gateway every one', () => {
    const env = loadEnv({ ...onPostgres, QUERY_API_SOCKET: '/run/dth/query-api.sock' });
    expect(instanceEnv(env, 1)).toMatchObject({
      COMMAND_API_PORT: '8091',
      QUERY_API_PORT: '8092',
      PROJECTOR_PORT: '8093',
      QUERY_API_SOCKET: '/run/dth/query-api-1.sock',
    });
    expect(localUpstreams(env)).toEqual({
      commandApi: ['127.0.0.1:8081', '127.0.0.1:8091'],
      queryApi: ['unix:/run/dth/query-api.sock', 'unix:/run/dth/query-api-1.sock'],
    });
  });
});
