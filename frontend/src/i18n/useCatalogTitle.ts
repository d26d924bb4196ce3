import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** Reference lists whose seeded entries are worded in each language (i18n/catalogs, loaded with the pages that show them). */
export type TranslatedCatalog = 'industries' | 'project_types';

/** An entry of a reference list in the reader's language; an entry without a translation (one an admin added) reads as its title. */
export function useCatalogTitle() {
  const translate = useTranslate();
  return useCallback(
    (catalog: TranslatedCatalog, item: { id: number; title: string }) =>
      translate(`app.catalogs.${catalog}.${item.id}`, { _: item.title }),
    [translate],
  );
}
