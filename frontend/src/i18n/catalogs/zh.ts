import { CATALOG_WORDS_ZH } from '@dth/domain/catalogs/data/catalogTranslations';

/** The seeded reference lists by id, in Chinese (English: ./en.ts), as the PDFs word them too. */
export default {
  app: {
    catalogs: {
      industries: CATALOG_WORDS_ZH.industries,
      project_types: CATALOG_WORDS_ZH.project_types,
    },
  },
};
