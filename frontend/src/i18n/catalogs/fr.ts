import { CATALOG_WORDS_FR } from '@dth/domain/catalogs/data/catalogTranslations';

/** The seeded reference lists by id, in French (English: ./en.ts), as the PDFs word them too. */
export default {
  app: {
    catalogs: {
      industries: CATALOG_WORDS_FR.industries,
      project_types: CATALOG_WORDS_FR.project_types,
    },
  },
};
