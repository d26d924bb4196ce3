import type { StoredEvent } from './events';
import type { Projection } from './projection';

/** A read model's document as it was just after the last event at or before a position. */
export interface DocumentAsOf<Doc> {
  document: Doc | null;
  /** The last event (at or before the position) that touched the document; null when none did. */
  position: bigint | null;
  at: Date | null;
}

/**
 * Rebuilds one document of a projection as it was at `position` (inclusive; the whole history when
 * absent) with the projection's own `keysOf`/`evolve`, so it is exactly what the read model held
 * then. `events` must be in log order and may hold events of other documents (they are skipped); it
 * must hold every event that touched this document up to `position`.
 */
export function documentAsOf<Doc>(projection: Projection<Doc>, key: string, events: Iterable<StoredEvent>, position?: bigint): DocumentAsOf<Doc> {
  let document: Doc | null = null;
  let last: StoredEvent | null = null;
  for (const event of events) {
    if (position !== undefined && event.position > position) break;
    if (!projection.keysOf(event).includes(key)) continue;
    document = projection.evolve(document, event, key);
    last = event;
  }
  return { document, position: last?.position ?? null, at: last?.createdAt ?? null };
}

/** Merges per-stream histories (each in log order) into one, in log order, without repeats. */
export function inLogOrder(...histories: readonly (readonly StoredEvent[])[]): StoredEvent[] {
  const seen = new Set<bigint>();
  const merged: StoredEvent[] = [];
  for (const event of histories.flat()) {
    if (seen.has(event.position)) continue;
    seen.add(event.position);
    merged.push(event);
  }
  return merged.sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
}
