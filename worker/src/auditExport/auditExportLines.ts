import { csvHeader, eventExportLine, type StoredEvent } from '@dth/domain';
import type { AuditRowFilter, AuditStoreReader, EventLog } from '@dth/infrastructure';

/** Positions read from the log per chunk (NDJSON, Parquet). */
const POSITIONS_PER_CHUNK = 1000;

/**
 * A CSV or NDJSON export's file as chunks of bytes, `rows` counted as they go: CSV newest first (the report's
 * order, formula-safe fields, formatted by the audit store), or NDJSON oldest first in the format of `npm run events:export`
 * (credential hashes redacted), read from the log in runs of nearby positions.
 */
export async function* auditExportChunks(
  format: 'csv' | 'ndjson',
  source: AuditExportSource,
  counted: (rows: number) => void,
): AsyncIterable<Buffer> {
  const { audit, version, filter } = source;
  let rows = 0;
  if (format === 'csv') {
    yield Buffer.from(csvHeader());
    for await (const chunk of audit.csvNewestFirst(version, filter)) {
      counted((rows += chunk.rows));
      yield chunk.bytes;
    }
    return;
  }
  for await (const events of auditExportEventRuns(source)) {
    counted((rows += events.length));
    yield Buffer.from(events.map(eventExportLine).join(''));
  }
}

export interface AuditExportSource {
  audit: AuditStoreReader;
  log: EventLog;
  version: number;
  filter: AuditRowFilter;
}

/** The events the filter matched, oldest first, read from the log in runs of nearby positions. */
export async function* auditExportEventRuns(source: AuditExportSource): AsyncIterable<StoredEvent[]> {
  const { audit, log, version, filter } = source;
  for await (const positions of chunksOf(audit.positions(version, filter), POSITIONS_PER_CHUNK)) {
    for (const run of runsOf(positions)) {
      const wanted = new Set(run);
      const events: StoredEvent[] = [];
      for await (const event of log.readAll({ fromPosition: run[0] - 1n })) {
        if (event.position > run.at(-1)!) break;
        if (wanted.has(event.position)) events.push(event);
      }
      yield events;
    }
  }
}

async function* chunksOf<T>(items: AsyncIterable<T>, size: number): AsyncIterable<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length < size) continue;
    yield chunk;
    chunk = [];
  }
  if (chunk.length > 0) yield chunk;
}

/** Ascending positions in runs close enough to read together from the log. */
function runsOf(positions: bigint[], maxGap = 64n): bigint[][] {
  const runs: bigint[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && position - run.at(-1)! <= maxGap) run.push(position);
    else runs.push([position]);
  }
  return runs;
}
