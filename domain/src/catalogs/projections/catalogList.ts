import type { StoredEvent } from '../../shared/events';
import type { Projection } from '../../shared/projection';
import type { CatalogEvent, CatalogItem, CatalogName } from '../catalog';
import type {
  IndustryExperienceListItem,
  LanguageListItem,
  OptionListItem,
  ProjectTypeListItem,
  SkillListItem,
  VideoAskQuestionListItem,
} from '../schemas';

export type CatalogListItem =
  | SkillListItem
  | IndustryExperienceListItem
  | LanguageListItem
  | ProjectTypeListItem
  | VideoAskQuestionListItem
  | OptionListItem;

/** What the list endpoints answer, e.g. `GET /user/skill/list` → `{ data: [{ id, skill_title }] }`. */
export interface CatalogList {
  data: CatalogListItem[];
}

export const catalogListKey = (name: CatalogName) => `catalog:${name}`;

/** Each catalog in the field names its spec'd endpoint uses. */
export function toListItem(catalog: CatalogName, item: CatalogItem): CatalogListItem {
  switch (catalog) {
    case 'skills':
      return { id: item.id, skill_title: item.title };
    case 'industry-experiences':
      return { id: item.id, industry_experience: item.title };
    case 'languages':
      return { id: item.id, language_title: item.title, ...(item.code ? { code: item.code } : {}) };
    case 'project-types':
      return { id: item.id, name: item.name ?? item.title, project_type_title: item.title };
    case 'videoask-questions':
      return {
        id: item.id,
        questionId: item.questionId ?? String(item.id),
        type: item.type ?? 'video',
        title: item.title,
      };
    case 'practitioner-groups':
    case 'client-types':
      return { id: item.id, title: item.title };
  }
}

export const catalogListProjection: Projection<CatalogList> = {
  name: 'CatalogList',
  version: 1,
  keyPrefixes: ['catalog:'],
  keysOf(event) {
    const e = event as StoredEvent<CatalogEvent>;
    return e.type === 'CatalogSeeded' || e.type === 'CatalogItemsAdded' ? [catalogListKey(e.data.catalog)] : [];
  },
  evolve(doc, event) {
    const e = event as StoredEvent<CatalogEvent>;
    if (e.type !== 'CatalogSeeded' && e.type !== 'CatalogItemsAdded') return doc;
    const added = e.data.items.map((item) => toListItem(e.data.catalog, item));
    const ids = new Set(added.map((item) => item.id));
    // Replacing by id keeps a re-applied event from listing an item twice.
    const data = [...(doc?.data ?? []).filter((item) => !ids.has(item.id)), ...added].sort((a, b) => a.id - b.id);
    return { data };
  },
};
