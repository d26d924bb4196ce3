import { INDUSTRY_EXPERIENCE_TITLES } from '@dth/domain/catalogs/data/industryExperiences';
import { PROJECT_TYPES } from '@dth/domain/catalogs/data/projectTypes';

const byId = (titles: readonly string[]) =>
  Object.fromEntries(titles.map((title, index) => [String(index + 1), title]));

/**
 * The seeded reference lists by id (domain/src/catalogs/data): English is their stored titles. An entry an
 * admin adds later has no key here and reads as its title in every language.
 */
export default {
  app: {
    catalogs: {
      industries: byId(INDUSTRY_EXPERIENCE_TITLES),
      project_types: byId(PROJECT_TYPES.map((type) => type.title)),
    },
  },
};
