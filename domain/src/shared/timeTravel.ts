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
export function documentAsOf<Doc>(
  projection: Projection<Doc>,
  key: string,
  events: Iterable<StoredEvent>,
  position?: bigint,
): DocumentAsOf<Doc> {
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

/** Every version of one document: after each event that touched it, in log order. */
export interface DocumentVersions<Doc> {
  positions: bigint[];
  ats: Date[];
  documents: (Doc | null)[];
}

/**
 * Folds events into the versions of one document, continuing `versions` (which it extends in
 * place) from its last document: an index over time that answers any as-of by a binary search.
 * Events must come after those already folded.
 */
export function foldVersions<Doc>(
  projection: Projection<Doc>,
  key: string,
  events: Iterable<StoredEvent>,
  versions: DocumentVersions<Doc> = { positions: [], ats: [], documents: [] },
): DocumentVersions<Doc> {
  let document: Doc | null = versions.documents.at(-1) ?? null;
  for (const event of events) {
    if (!projection.keysOf(event).includes(key)) continue;
    document = projection.evolve(document, event, key);
    versions.positions.push(event.position);
    versions.ats.push(event.createdAt);
    versions.documents.push(document);
  }
  return versions;
}

/** The version at `position` (inclusive; the last when absent), as documentAsOf answers it. */
export function versionAt<Doc>(versions: DocumentVersions<Doc>, position?: bigint): DocumentAsOf<Doc> {
  let low = 0;
  let high = versions.positions.length - 1;
  let found = -1;
  if (position === undefined) found = high;
  else {
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (versions.positions[mid] <= position) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
  }
  if (found < 0) return { document: null, position: null, at: null };
  return { document: versions.documents[found], position: versions.positions[found], at: versions.ats[found] };
}
