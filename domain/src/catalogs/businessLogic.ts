import { isAdmin } from '../shared/authorization';
import type { Command, SystemMetadata } from '../shared/commands';
import { ForbiddenError, ValidationError, type FieldErrors } from '../shared/errors';
import type { Decider } from '../shared/events';
import {
  FIXED_CATALOGS,
  evolveCatalog,
  initialCatalog,
  type Catalog,
  type CatalogEvent,
  type CatalogItem,
  type CatalogName,
} from './catalog';
import { catalogCodes as m } from './messages';

// ── Commands ─────────────────────────────────────────────────────────────────
/** First start: the default list with its fixed ids. `eventId` makes a repeated seed a no-op. */
export type SeedCatalog = Command<
  'SeedCatalog',
  { catalog: CatalogName; items: CatalogItem[]; eventId?: string },
  SystemMetadata
>;
/** An admin extends a list; ids follow the highest one in use. */
export type AddCatalogItems = Command<'AddCatalogItems', { catalog: CatalogName; items: Omit<CatalogItem, 'id'>[] }>;
export type CatalogCommand = SeedCatalog | AddCatalogItems;

// ── Decisions ────────────────────────────────────────────────────────────────
function seed({ data, metadata }: SeedCatalog, state: Catalog): CatalogEvent[] {
  if (state.items.length > 0) return [];
  return [
    {
      type: 'CatalogSeeded',
      id: data.eventId,
      data: { catalog: data.catalog, items: data.items, seededAt: metadata.now },
    },
  ];
}

const sameText = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

function add({ data, metadata }: AddCatalogItems, state: Catalog): CatalogEvent[] {
  if (!isAdmin(metadata.actor)) throw new ForbiddenError(m.adminOnly);
  if (FIXED_CATALOGS.includes(data.catalog)) throw new ValidationError(m.fixed, { catalog: m.fixed });
  const fields: FieldErrors = {};
  const accepted: Omit<CatalogItem, 'id'>[] = [];
  data.items.forEach((item, index) => {
    const taken = [...state.items, ...accepted].some(
      (other) => sameText(other.title, item.title) || sameText(other.code, item.code),
    );
    if (taken) fields[`items.${index}.title`] = m.duplicate(item.title);
    else accepted.push(item);
  });
  if (Object.keys(fields).length > 0) throw new ValidationError(Object.values(fields)[0], fields);
  let nextId = state.items.reduce((max, item) => Math.max(max, item.id), 0);
  const items = accepted.map((item) => ({ ...item, id: ++nextId }));
  return [{ type: 'CatalogItemsAdded', data: { catalog: data.catalog, items, addedAt: metadata.now } }];
}

export function decideCatalog(command: CatalogCommand, state: Catalog): CatalogEvent[] {
  switch (command.type) {
    case 'SeedCatalog':
      return seed(command, state);
    case 'AddCatalogItems':
      return add(command, state);
  }
}

export const catalogDecider: Decider<CatalogCommand, CatalogEvent, Catalog> = {
  initialState: initialCatalog,
  evolve: evolveCatalog,
  decide: decideCatalog,
};
