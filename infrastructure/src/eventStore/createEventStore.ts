import type { Redis } from 'ioredis';
import { sqliteFileOf, type Env } from '../config/env';
import { RedisAppendNotifier } from './appendNotifier';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';
import type { EventStore } from './eventStore';
import { SqliteEventStore } from './sqliteEventStore';

/** Chooses the adapter from `EVENT_STORE`; SQLite wakes other processes through Redis pub/sub. */
export function createEventStore(env: Env, redis: Redis): EventStore {
  if (env.EVENT_STORE === 'eventstoredb') return new EventStoreDbEventStore(env.EVENTSTORE_CONNECTION_STRING);
  return new SqliteEventStore({ file: sqliteFileOf(env), notifier: new RedisAppendNotifier(redis), synchronous: env.SQLITE_SYNCHRONOUS });
}
