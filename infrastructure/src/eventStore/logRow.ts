import type { EventMetadata } from '@dth/domain';
import type { RecordedEvent } from './eventStore';

/**
 * An event's row as the SQL stores keep it (SQLite and PostgreSQL): data and metadata as JSON text, so sealed
 * fields stay byte-identical; numbers as each driver hands them out.
 */
export interface LogRow {
  position: number | bigint | string;
  id: string;
  stream: string;
  revision: number | bigint | string;
  type: string;
  data: string;
  metadata: string;
  created_at: string | Date;
}

export function recordedOf(row: LogRow): RecordedEvent {
  return {
    id: row.id,
    stream: row.stream,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    type: row.type,
    data: JSON.parse(row.data) as object,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    createdAt: new Date(row.created_at),
  };
}
