import { z } from 'zod';
import { validationCodes } from '../shared/validationMessages';
import { MAX_TEXT_LENGTH } from '../account/account';
import { requiredTextSchema, textSchema } from '../shared/validation';
import { catalogCodes as m } from './messages';

const MAX_ITEMS_PER_REQUEST = 100;

/** `POST /user/catalog/{name}/items`: new entries; `name` is for project types, `code` for languages. */
export const addCatalogItemsSchema = z.object({
  items: z
    .array(
      z.object({
        title: requiredTextSchema(m.titleRequired, MAX_TEXT_LENGTH, validationCodes.tooLong),
        name: textSchema({ mustBeText: validationCodes.mustBeText })
          .max(MAX_TEXT_LENGTH, validationCodes.tooLong)
          .optional(),
        code: textSchema({ mustBeText: validationCodes.mustBeText })
          .toLowerCase()
          .regex(/^[a-z]{2}$/, m.codeInvalid)
          .optional(),
      }),
      { error: m.itemsRequired },
    )
    .min(1, m.itemsRequired)
    .max(MAX_ITEMS_PER_REQUEST, m.tooManyItems),
});
export type AddCatalogItemsInput = z.infer<typeof addCatalogItemsSchema>;

// ── Response shapes (the documents the list read models hold) ───────────────
export const skillListItemSchema = z.object({ id: z.number().int(), skill_title: z.string() });
export const industryExperienceListItemSchema = z.object({ id: z.number().int(), industry_experience: z.string() });
export const languageListItemSchema = z.object({
  id: z.number().int(),
  language_title: z.string(),
  code: z.string().optional(),
});
export const projectTypeListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_type_title: z.string(),
});
export const videoAskQuestionListItemSchema = z.object({
  id: z.number().int().describe('the answer slot, 0 to 9'),
  questionId: z.string(),
  type: z.enum(['poll', 'video', 'text']),
  title: z.string(),
});
export const optionListItemSchema = z.object({ id: z.number().int(), title: z.string() });

export const catalogListSchemas = {
  skills: skillListItemSchema,
  'industry-experiences': industryExperienceListItemSchema,
  languages: languageListItemSchema,
  'project-types': projectTypeListItemSchema,
  'videoask-questions': videoAskQuestionListItemSchema,
  'practitioner-groups': optionListItemSchema,
  'client-types': optionListItemSchema,
} as const;

export type SkillListItem = z.infer<typeof skillListItemSchema>;
export type IndustryExperienceListItem = z.infer<typeof industryExperienceListItemSchema>;
export type LanguageListItem = z.infer<typeof languageListItemSchema>;
export type ProjectTypeListItem = z.infer<typeof projectTypeListItemSchema>;
export type VideoAskQuestionListItem = z.infer<typeof videoAskQuestionListItemSchema>;
export type OptionListItem = z.infer<typeof optionListItemSchema>;
