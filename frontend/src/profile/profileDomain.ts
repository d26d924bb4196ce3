/**
 * The profile page's door to @dth/domain: deep imports, so only what the page uses is bundled
 * (and only into the profile chunk, never the sign-in route).
 */
export { specialistMessages } from '@dth/domain/specialist/messages';
export {
  ABOUT_ME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EXPERIENCE_LEVELS,
  OWNER_PHONE_MAX_LENGTH,
  SKILLS_SHOWN_BEFORE_MORE,
  yearOptions,
} from '@dth/domain/specialist/specialist';
export {
  industryTitleSchema,
  skillsSchema,
  industryExperiencesSchema,
  languagesSchema,
  projectInterestsSchema,
  experienceLevelSchema,
  aboutMeSchema,
  certificateFieldsSchema,
  projectFieldsSchema,
  billingFieldsSchema,
  ANSWER_TEXT_MAX_LENGTH,
} from '@dth/domain/specialist/schemas';
export {
  VIDEO_ASK_QUESTIONS,
  PRACTITIONER_GROUP_SLOT,
  CLIENT_TYPES_SLOT,
  ABOUT_ME_SLOT,
  ADMIRED_BRANDS_SLOT,
} from '@dth/domain/catalogs/data/videoAskQuestions';
export { PRACTITIONER_GROUPS, CLIENT_TYPES } from '@dth/domain/catalogs/data/fixedOptions';
export { MAX_FILE_SIZE, mediaMessages, IMAGE_TYPES } from '@dth/domain/media/media';
export type { SpecialistProfile } from '@dth/domain/specialist/projections/specialistProfile';
export type {
  VideoAskAnswer,
  AnswerSlot,
  Certificate,
  WorkExperience,
  BillingAccount,
} from '@dth/domain/specialist/valueObjects';
export {
  DAYS_PER_WEEK_MAX,
  DEFAULT_AVAILABILITY,
  DISCOVERABILITY,
  availabilityInputSchema,
} from '@dth/domain/specialist/availability';
export type { Availability, DayRate, Discoverability } from '@dth/domain/specialist/availability';
