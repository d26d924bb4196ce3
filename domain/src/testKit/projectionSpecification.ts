import { expect } from 'vitest';
import type { StoredEvent } from '../shared/events';
import type { Projection } from '../shared/projection';
import { indexesOfAll, projectAll } from './storedEvents';

/** What a projection made of the given events: every document they touch, and the index memberships of those documents. */
export interface Projected<Doc> {
  docs: Map<string, Doc | null>;
  indexes: Map<string, Map<string, number | null>>;
}

export interface ProjectionOutcome<Doc> {
  /** The documents are these (by key; others are not looked at), or pass the assertion. */
  then(expected: Record<string, Doc | null> | ((projected: Projected<Doc>) => void)): void;
  /** The documents (and indexes), for a test that looks at them in several ways. */
  projected(): Projected<Doc>;
}

/**
 * Given events, then documents, for a projection; every run also checks that the projection is
 * idempotent, as the projector needs it to be (a batch is applied again after a crash before its
 * checkpoint): each event fed twice in a row must give the same documents and indexes as fed once.
 *
 *     const given = ProjectionSpecification.for(teamProjection);
 *     given(storedEvents([created, renamed])).then({ [teamKey(teamId)]: expectedTeam });
 *
 * `initial`: the documents as an earlier batch left them.
 */
export const ProjectionSpecification = {
  for<Doc>(
    projection: Projection<Doc>,
  ): (events: StoredEvent[], initial?: Map<string, Doc | null>) => ProjectionOutcome<Doc> {
    return (events, initial) => {
      const projected = (): Projected<Doc> => {
        const docs = projectAll(projection, events, initial);
        const twice = projectAll(
          projection,
          events.flatMap((event) => [event, event]),
          initial,
        );
        expect(twice, 'each event fed twice gives the same documents').toEqual(docs);
        const indexes = indexesOfAll(projection, docs);
        expect(indexesOfAll(projection, twice), 'and the same indexes').toEqual(indexes);
        return { docs, indexes };
      };
      return {
        projected,
        then(expected) {
          const result = projected();
          if (typeof expected === 'function') expected(result);
          else
            for (const [key, doc] of Object.entries(expected)) expect(result.docs.get(key) ?? null, key).toEqual(doc);
        },
      };
    };
  },
};
