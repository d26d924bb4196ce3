import { eventExportLine, type StoredEvent } from '@dth/domain';
import type { EventStore } from '@dth/infrastructure';

export interface ExportFilter {
  streamPrefix?: string;
  type?: string;
  fromPosition?: bigint;
}

/** The log's events, oldest first, that the filter keeps (`npm run events:export`, `events:sql`). */
export async function* exportedEvents(store: EventStore, filter: ExportFilter): AsyncIterable<StoredEvent> {
  for await (const event of store.readAll({ fromPosition: filter.fromPosition })) {
    if (filter.streamPrefix && !event.stream.startsWith(filter.streamPrefix)) continue;
    if (filter.type && event.type !== filter.type) continue;
    yield event;
  }
}

/** One JSON line per event, positions as strings, redacted as the admin report's NDJSON download is. */
export async function* exportEvents(store: EventStore, filter: ExportFilter): AsyncIterable<string> {
  for await (const event of exportedEvents(store, filter)) yield eventExportLine(event);
}
