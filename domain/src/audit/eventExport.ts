import type { StoredEvent } from '../shared/events';
import { redactEventData } from './redaction';

/**
 * One event as a line of the NDJSON export (`npm run events:export`, the report's download): positions
 * as strings, credentials' hashes "[redacted]", bank account numbers and share-link tokens by their last 4.
 */
export function eventExportLine(event: StoredEvent): string {
  return `${JSON.stringify({
    id: event.id,
    position: event.position.toString(),
    stream: event.stream,
    revision: event.revision.toString(),
    type: event.type,
    data: redactEventData(event.type, event.data),
    metadata: event.metadata,
    createdAt: event.createdAt.toISOString(),
  })}\n`;
}
