import type { Redis } from 'ioredis';
import { keyStoreFileOf, sqliteFileOf, type Env } from '../config/env';
import { PersonalDataCipher } from '../privacy/personalDataCipher';
import { PostgresKeyStore, SqliteKeyStore, type KeyStore } from '../privacy/keyStore';
import { EncryptingEventStore } from './encryptingEventStore';
import { RedisAppendNotifier } from './appendNotifier';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';
import type { EventStore } from './eventStore';
import { PostgresEventStore } from './postgresEventStore';
import { SqliteEventStore } from './sqliteEventStore';

/**
 * Chooses the adapter from `EVENT_STORE` (SQLite wakes other processes through Redis pub/sub, PostgreSQL
 * through LISTEN/NOTIFY), behind
 * the personal data encryption with the key store `KEY_STORE` picks.
 */
export function createEventStore(env: Env, redis: Redis): EventStore {
  const inner =
    env.EVENT_STORE === 'eventstoredb'
      ? new EventStoreDbEventStore(env.EVENTSTORE_CONNECTION_STRING)
      : env.EVENT_STORE === 'postgres'
        ? new PostgresEventStore({ url: env.DATABASE_URL! })
        : new SqliteEventStore({
            file: sqliteFileOf(env),
            notifier: new RedisAppendNotifier(redis),
            synchronous: env.SQLITE_SYNCHRONOUS,
          });
  const keys = createKeyStore(env);
  return new EncryptingEventStore(inner, new PersonalDataCipher(keys, env.PERSONAL_DATA_ENCRYPTION), keys);
}

/** The data keys' store: a SQLite file of its own (`KEY_STORE_FILE`), or PostgreSQL at DATABASE_URL. */
export function createKeyStore(env: Env): KeyStore {
  return env.KEY_STORE === 'postgres'
    ? new PostgresKeyStore(env.DATABASE_URL!)
    : new SqliteKeyStore(keyStoreFileOf(env));
}
