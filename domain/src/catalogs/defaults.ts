import type { CatalogItem, CatalogName } from './catalog';
import { CLIENT_TYPES, PRACTITIONER_GROUPS } from './data/fixedOptions';
import { INDUSTRY_EXPERIENCE_TITLES } from './data/industryExperiences';
import { PROJECT_TYPES } from './data/projectTypes';
import { SKILL_TITLES } from './data/skills';
import { VIDEO_ASK_QUESTIONS } from './data/videoAskQuestions';

const numbered = (titles: readonly string[]): CatalogItem[] => titles.map((title, index) => ({ id: index + 1, title }));

/**
 * The lists seeded on first start. Languages come from a maintained ISO 639-1 package, which
 * the caller passes in so `domain` keeps to zod alone.
 */
export function defaultCatalogItems(
  languages: readonly { code: string; title: string }[],
): Record<CatalogName, CatalogItem[]> {
  return {
    skills: numbered(SKILL_TITLES),
    'industry-experiences': numbered(INDUSTRY_EXPERIENCE_TITLES),
    languages: [...languages]
      .sort((a, b) => a.title.localeCompare(b.title, 'en'))
      .map((language, index) => ({ id: index + 1, title: language.title, code: language.code })),
    'project-types': PROJECT_TYPES.map((type, index) => ({ id: index + 1, title: type.title, name: type.name })),
    'videoask-questions': VIDEO_ASK_QUESTIONS.map((q) => ({
      id: q.slot,
      title: q.title,
      questionId: q.questionId,
      type: q.type,
    })),
    'practitioner-groups': numbered(PRACTITIONER_GROUPS),
    'client-types': numbered(CLIENT_TYPES),
  };
}
