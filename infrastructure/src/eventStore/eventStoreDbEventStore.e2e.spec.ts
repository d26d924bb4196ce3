import { describe, it } from 'vitest';
import { eventStoreContract } from './eventStore.contract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';
import { startEventStoreDb } from '@dth/testing';

/**
 * The same contract against a real EventStoreDB: the one in EVENTSTORE_CONNECTION_STRING, or one
 * started through testcontainers when a Docker engine answers. Without either it is reported
 * skipped, with the reason, because EventStoreDB only ships as a container image.
 */
const target = await startEventStoreDb();

if (target.available) {
  eventStoreContract(
    'EventStoreDB',
    async () => new EventStoreDbEventStore(target.connectionString),
    async (store) => {
      await store.close();
      await target.stop();
    },
  );
} else {
  console.warn(`EventStoreDB adapter tests skipped: ${target.reason}`);
  describe(`EventStoreDB event store contract — skipped: ${target.reason}`, () => {
    it.skip(`needs EventStoreDB (${target.reason})`, () => undefined);
  });
}
