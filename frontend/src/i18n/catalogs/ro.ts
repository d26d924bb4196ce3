import { CATALOG_WORDS_RO } from '@dth/domain/catalogs/data/catalogTranslations';

/** The seeded reference lists by id, in Romanian (English: ./en.ts), as the PDFs word them too. */
export default {
  app: {
    catalogs: {
      industries: CATALOG_WORDS_RO.industries,
      project_types: CATALOG_WORDS_RO.project_types,
    },
  },
};
