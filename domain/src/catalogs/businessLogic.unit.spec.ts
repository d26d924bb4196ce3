import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import type { Actor } from '../shared/authorization';
import { ForbiddenError, ValidationError } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';
import { catalogDecider, type CatalogCommand } from './businessLogic';
import type { CatalogEvent } from './catalog';
import { defaultCatalogItems } from './defaults';
import { addCatalogItemsSchema } from './schemas';

const now = '2026-03-01T09:00:00.000Z';
const defaults = defaultCatalogItems([
  { code: 'fr', title: 'French' },
  { code: 'en', title: 'English' },
]);

const given = DeciderSpecification.for(catalogDecider);
const seeded: CatalogEvent = {
  type: 'CatalogSeeded',
  data: { catalog: 'skills', items: defaults.skills, seededAt: now },
};
const admin: Actor = { userId: 'a1', userType: 'admin' };
const add = (
  catalog: 'skills' | 'languages' | 'videoask-questions',
  items: { title: string; code?: string }[],
  actor: Actor = admin,
): CatalogCommand => ({
  type: 'AddCatalogItems',
  data: { catalog, items },
  metadata: { now, actor },
});

describe('catalog decider', () => {
  it('seeds a list once, with its fixed ids and the given event id', () => {
    const seed: CatalogCommand = {
      type: 'SeedCatalog',
      data: { catalog: 'skills', items: defaults.skills, eventId: 'e-1' },
      metadata: { now },
    };
    given([])
      .when(seed)
      .then([{ ...seeded, id: 'e-1' }]);
    given([seeded]).when(seed).thenNothingHappened();
  });

  it('lets admins and super_admins add items, and refuses anyone else (403)', () => {
    given([seeded])
      .when(add('skills', [{ title: 'Quantum Basket Weaving' }], { userId: 's1', userType: 'super_admin' }))
      .then((events) => expect(events).toHaveLength(1));
    for (const userType of ['specialist', 'business_owner'] as const)
      given([seeded])
        .when(add('skills', [{ title: 'Quantum Basket Weaving' }], { userId: 'u1', userType }))
        .thenThrows(ForbiddenError, 'catalog.adminOnly');
  });

  it('adds items after the highest id in use', () => {
    const last = defaults.skills.length;
    given([seeded])
      .when(add('skills', [{ title: 'Qwik' }, { title: 'SolidJS' }]))
      .then([
        {
          type: 'CatalogItemsAdded',
          data: {
            catalog: 'skills',
            items: [
              { id: last + 1, title: 'Qwik' },
              { id: last + 2, title: 'SolidJS' },
            ],
            addedAt: now,
          },
        },
      ]);
  });

  it('refuses a title already in the list or twice in one request, in any letter case', () => {
    given([seeded])
      .when(add('skills', [{ title: 'typescript' }, { title: 'Qwik' }, { title: 'QWIK' }]))
      .thenThrows(ValidationError, ['catalog.duplicate', 'typescript']);
  });

  it('refuses to extend the fixed video-ask questions', () => {
    given([])
      .when(add('videoask-questions', [{ title: 'Another question' }]))
      .thenThrows(ValidationError, 'catalog.fixed');
  });

  it('has the spec’s fixed lists and ten question slots in its defaults, and languages sorted by name', () => {
    expect(defaults['practitioner-groups'].map((g) => [g.id, g.title])).toEqual([
      [1, 'Data & Analytics'],
      [2, 'Engineering'],
      [3, 'Design'],
      [4, 'Product'],
      [5, 'Marketing'],
    ]);
    expect(defaults['client-types'].map((c) => c.title)).toEqual([
      'CTO',
      'CPO',
      'Head of Engineering',
      'Product Lead',
      'CEO',
      'Experience Officer',
      'Tech Lead',
      'Other',
    ]);
    expect(defaults['videoask-questions'].map((q) => q.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(defaults.languages).toEqual([
      { id: 1, title: 'English', code: 'en' },
      { id: 2, title: 'French', code: 'fr' },
    ]);
    expect(defaults.skills.length).toBeGreaterThan(300);
    expect(new Set(defaults.skills.map((s) => s.title.toLowerCase())).size).toBe(defaults.skills.length);
  });

  it('validates the admin request', () => {
    expect(() => parseOrThrow(addCatalogItemsSchema, { items: [] })).toThrow('catalog.itemsRequired');
    expect(() => parseOrThrow(addCatalogItemsSchema, { items: [{ title: ' ' }] })).toThrow('catalog.titleRequired');
    expect(() => parseOrThrow(addCatalogItemsSchema, { items: [{ title: 'Klingon', code: 'klingon' }] })).toThrow(
      'catalog.codeInvalid',
    );
  });
});
