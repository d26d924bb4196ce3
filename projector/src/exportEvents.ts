import { redactSecrets } from '@dth/domain';
import type { EventStore } from '@dth/infrastructure';

export interface ExportFilter {
  streamPrefix?: string;
  type?: string;
  fromPosition?: bigint;
}

/** One JSON line per event, positions as strings, credentials' hashes redacted. */
export async function* exportEvents(store: EventStore, filter: ExportFilter): AsyncIterable<string> {
  for await (const event of store.readAll({ fromPosition: filter.fromPosition })) {
    if (filter.streamPrefix && !event.stream.startsWith(filter.streamPrefix)) continue;
    if (filter.type && event.type !== filter.type) continue;
    yield JSON.stringify({
      id: event.id,
      position: event.position.toString(),
      stream: event.stream,
      revision: event.revision.toString(),
      type: event.type,
      data: redactSecrets(event.data),
      metadata: event.metadata,
      createdAt: event.createdAt.toISOString(),
    }) + '\n';
  }
}
