import ISO6391 from 'iso-639-1';
import { defaultCatalogItems, type CatalogItem, type CatalogName } from '@dth/domain';

/** The seeded lists, with every ISO 639-1 language (English names) from the maintained iso-639-1 package. */
export function defaultCatalogs(): Record<CatalogName, CatalogItem[]> {
  const languages = ISO6391.getAllCodes().map((code) => ({ code, title: ISO6391.getName(code) }));
  return defaultCatalogItems(languages);
}
