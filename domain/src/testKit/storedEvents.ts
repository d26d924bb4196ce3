import type { DomainEvent, EventMetadata, StoredEvent } from '../shared/events';
import type { IndexEntry, Projection } from '../shared/projection';

/** Test support for projections: events as the store would hand them over, and their fold. */
export function storedEvents(events: (DomainEvent & { actorId?: string })[], firstPosition = 1): StoredEvent[] {
  return events.map(({ actorId = 'actor-1', ...event }, i) => {
    const metadata: EventMetadata = {
      actorId,
      actorRole: 'business_owner',
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    };
    return {
      ...event,
      id: `e${firstPosition + i}`,
      stream: 's',
      revision: BigInt(i),
      position: BigInt(firstPosition + i),
      metadata,
      createdAt: new Date('2026-03-01T09:00:00.000Z'),
    };
  });
}

/** Every document the events touch, folded as the projector folds them (views and indexes included). */
export function projectAll<Doc>(
  projection: Projection<Doc>,
  events: StoredEvent[],
  initial = new Map<string, Doc | null>(),
) {
  const docs = new Map(initial);
  for (const event of events)
    for (const key of projection.keysOf(event)) docs.set(key, projection.evolve(docs.get(key) ?? null, event, key));
  return docs;
}

/** The index memberships of every document, as `key → member → score` (null for a plain set). */
export function indexesOfAll<Doc>(
  projection: Projection<Doc>,
  docs: Map<string, Doc | null>,
): Map<string, Map<string, number | null>> {
  const indexes = new Map<string, Map<string, number | null>>();
  const add = (entries: IndexEntry[]) => {
    for (const { key, member, score } of entries) {
      if (!indexes.has(key)) indexes.set(key, new Map());
      indexes.get(key)!.set(member, score ?? null);
    }
  };
  for (const [key, doc] of docs) {
    if (doc === null) continue;
    if (projection.indexesOf) add(projection.indexesOf(doc, key));
    for (const view of projection.views ?? []) {
      const viewDoc = view.view(doc, key);
      if (viewDoc !== null && view.indexesOf) add(view.indexesOf(viewDoc, view.keyOf(key)));
    }
  }
  return indexes;
}
