import type { StoredEvent } from './events';

/**
 * One membership of a document in a secondary index: a Redis sorted set when `score` is given,
 * a plain set otherwise. The projector keeps indexes beside the documents, in the same keyspace
 * version and the same MULTI/EXEC, by diffing a document's memberships before and after a batch.
 */
export interface IndexEntry {
  /** The index's key (without the keyspace version), e.g. `idx:spec:skill:12`. */
  key: string;
  member: string;
  score?: number;
}

/**
 * A read model computed from another projection's document alone (the public search card of a
 * private profile): written, indexed and deleted with its source, so it never needs its own fold.
 */
export interface ProjectionView<Source = unknown, Doc = unknown> {
  name: string;
  keyOf(sourceKey: string): string;
  view(source: Source, sourceKey: string): Doc | null;
  indexesOf?(doc: Doc, key: string): IndexEntry[];
}

/**
 * A read model built from the log. Documents are shaped exactly like the API responses, so a
 * GET is one read. `keysOf` names the documents an event touches; `evolve` must be pure and
 * idempotent per event position, so feeding the same events twice gives the same document.
 * `indexesOf` and `views` are pure functions of a document: the projector maintains what they
 * name, so a replay rebuilds them from the documents like everything else.
 */
export interface Projection<Doc = unknown> {
  /** The read model's name: its pointer, checkpoint and `npm run replay --only` use it. */
  name: string;
  /**
   * Raised whenever what the projection writes changes (a new field, index or view): `npm run replay`
   * rebuilds the read models whose built version differs from this one, and only those.
   */
  version: number;
  /** Every key the projection writes (documents, views, indexes) starts with one of these, and no other read model's does. */
  keyPrefixes: readonly string[];
  /**
   * Caches the query side keeps in this read model's version (a frozen share link's content): made when asked for,
   * never by the projector, and gone with their version, so a replay starts without them and an erasure, which
   * deletes every older version, takes them too.
   */
  cachePrefixes?: readonly string[];
  keysOf(event: StoredEvent): string[];
  evolve(doc: Doc | null, event: StoredEvent, key: string): Doc | null;
  indexesOf?(doc: Doc, key: string): IndexEntry[];
  views?: readonly ProjectionView<Doc>[];
}

/** What changes in the indexes when a document goes from `before` to `after` (either may be null). */
export function indexChanges(
  before: readonly IndexEntry[],
  after: readonly IndexEntry[],
): { add: IndexEntry[]; remove: IndexEntry[] } {
  const id = (e: IndexEntry) => `${e.key}\u0000${e.member}`;
  const next = new Map(after.map((e) => [id(e), e]));
  const previous = new Map(before.map((e) => [id(e), e]));
  const remove = [...previous].filter(([k]) => !next.has(k)).map(([, e]) => e);
  const add = [...next].filter(([k, e]) => !previous.has(k) || previous.get(k)!.score !== e.score).map(([, e]) => e);
  return { add, remove };
}
