import type { DomainEvent } from '../shared/events';
import type { VideoAskQuestionType } from './data/videoAskQuestions';

// ── Names ────────────────────────────────────────────────────────────────────
export const CATALOG_NAMES = [
  'skills',
  'industry-experiences',
  'languages',
  'project-types',
  'videoask-questions',
  'practitioner-groups',
  'client-types',
] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

export const isCatalogName = (name: string): name is CatalogName => (CATALOG_NAMES as readonly string[]).includes(name);
export const toCatalogStream = (name: CatalogName) => `catalog-${name}`;

/** The questions are answer slots 0 to 9 (spec section 3), so admins cannot add to them. */
export const FIXED_CATALOGS: readonly CatalogName[] = ['videoask-questions'];

/**
 * One entry of a reference list. `title` is what people read; the optional fields belong to
 * one catalog each: `name` (project types' short name), `code` (languages' ISO 639-1 code),
 * `questionId` and `type` (video-ask questions, whose `id` is their answer slot).
 */
export interface CatalogItem {
  id: number;
  title: string;
  name?: string;
  code?: string;
  questionId?: string;
  type?: VideoAskQuestionType;
}

// ── Events ───────────────────────────────────────────────────────────────────
export type CatalogSeeded = DomainEvent<
  'CatalogSeeded',
  { catalog: CatalogName; items: CatalogItem[]; seededAt: string }
>;
export type CatalogItemsAdded = DomainEvent<
  'CatalogItemsAdded',
  { catalog: CatalogName; items: CatalogItem[]; addedAt: string }
>;
export type CatalogEvent = CatalogSeeded | CatalogItemsAdded;

// ── State ────────────────────────────────────────────────────────────────────
export interface Catalog {
  items: CatalogItem[];
}

export const initialCatalog = (): Catalog => ({ items: [] });

export function evolveCatalog(state: Catalog, event: CatalogEvent): Catalog {
  switch (event.type) {
    case 'CatalogSeeded':
    case 'CatalogItemsAdded': {
      const ids = new Set(event.data.items.map((i) => i.id));
      return { items: [...state.items.filter((i) => !ids.has(i.id)), ...event.data.items] };
    }
    default:
      return state;
  }
}

/** Looks ids up in a catalog, keeping the order asked for; `unknown` lists the ids it lacks. */
export function resolveCatalogIds(
  items: readonly CatalogItem[],
  ids: readonly number[],
): { found: CatalogItem[]; unknown: number[] } {
  const byId = new Map(items.map((item) => [item.id, item]));
  const found: CatalogItem[] = [];
  const unknown: number[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item) found.push(item);
    else unknown.push(id);
  }
  return { found, unknown };
}
