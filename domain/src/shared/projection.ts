import type { StoredEvent } from './events';

/**
 * A read model built from the log. Documents are shaped exactly like the API responses, so a
 * GET is one read. `keysOf` names the documents an event touches; `evolve` must be pure and
 * idempotent per event position, so feeding the same events twice gives the same document.
 */
export interface Projection<Doc = unknown> {
  name: string;
  keysOf(event: StoredEvent): string[];
  evolve(doc: Doc | null, event: StoredEvent, key: string): Doc | null;
}
