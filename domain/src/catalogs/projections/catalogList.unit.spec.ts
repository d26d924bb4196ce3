import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import type { EventMetadata, StoredEvent } from '../../shared/events';
import type { CatalogEvent, CatalogName } from '../catalog';
import { defaultCatalogItems } from '../defaults';
import { catalogListKey, catalogListProjection, type CatalogList } from './catalogList';

const metadata: EventMetadata = {
  actorId: 'system',
  actorRole: 'system',
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
const defaults = defaultCatalogItems([{ code: 'en', title: 'English' }]);
const stored = (event: CatalogEvent, position: number): StoredEvent => ({
  ...event,
  id: `e${position}`,
  stream: `catalog-${event.data.catalog}`,
  revision: 0n,
  position: BigInt(position),
  metadata,
  createdAt: new Date(),
});
const seeded = (catalog: CatalogName) =>
  stored({ type: 'CatalogSeeded', data: { catalog, items: defaults[catalog], seededAt: 'now' } }, 1);
/** The list the events make (each also fed twice, which must change nothing), from `initial` when given. */
const project = (catalog: CatalogName, events: StoredEvent[], initial: CatalogList | null = null) =>
  ProjectionSpecification.for(catalogListProjection)(events, new Map([[catalogListKey(catalog), initial]]))
    .projected()
    .docs.get(catalogListKey(catalog)) ?? null;

describe('CatalogList projection', () => {
  it('answers each list in the field names of its endpoint', () => {
    expect(project('skills', [seeded('skills')])!.data[0]).toEqual({ id: 1, skill_title: 'JavaScript' });
    expect(project('industry-experiences', [seeded('industry-experiences')])!.data[0]).toEqual({
      id: 1,
      industry_experience: 'Agriculture',
    });
    expect(project('languages', [seeded('languages')])!.data).toEqual([
      { id: 1, language_title: 'English', code: 'en' },
    ]);
    expect(project('project-types', [seeded('project-types')])!.data[0]).toEqual({
      id: 1,
      name: 'Website',
      project_type_title: 'Website Design & Build',
    });
    expect(project('videoask-questions', [seeded('videoask-questions')])!.data[9]).toEqual({
      id: 9,
      questionId: 'admired-brands-or-companies',
      type: 'text',
      title: 'Admired Brands or Companies',
    });
    expect(project('client-types', [seeded('client-types')])!.data[7]).toEqual({ id: 8, title: 'Other' });
  });

  it('appends added items, and feeding the same events twice gives the same list', () => {
    const events = [
      seeded('skills'),
      stored(
        {
          type: 'CatalogItemsAdded',
          data: { catalog: 'skills', items: [{ id: 9999, title: 'Qwik' }], addedAt: 'now' },
        },
        2,
      ),
    ];
    const doc = project('skills', events)!;
    expect(doc.data.at(-1)).toEqual({ id: 9999, skill_title: 'Qwik' });
    expect(project('skills', events, doc)).toEqual(doc);
  });
});
