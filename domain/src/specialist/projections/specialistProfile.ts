import { z } from 'zod';
import { MEDIA_EVENT_TYPES, mediaUrl, type MediaEvent } from '../../media/media';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import { SPECIALIST_EVENT_TYPES, type SpecialistEvent } from '../specialist';
import { answerSlots, preferenceAnswers } from '../videoAsk';
import {
  answerSlotSchema,
  billingAccountSchema,
  billingAccountSummarySchema,
  catalogRefSchema,
  certificateSchema,
  videoAskAnswerSchema,
  workExperienceSchema,
  type CatalogRef,
} from '../valueObjects';
import { profileCompleteness } from '../completeness';
import {
  DEFAULT_AVAILABILITY,
  availabilitySchema,
  dayRateSchema,
  storedAvailabilityOf,
  type DayRate,
  type ProfileAvailability,
} from '../availability';
import {
  accountFields,
  industryExperienceFields,
  languageFields,
  projectTypeFields,
  skillFields,
} from './profileFields';

// ── Document (spec section 3, "Specialist profile") ──────────────────────────
const nullableText = z.string().nullable();

export const specialistSkillSchema = z.object({
  id: z.number().int(),
  skill_id: z.number().int(),
  specialist_id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dv_skills: z.object({ id: z.number().int(), skill_title: z.string() }),
});

export const specialistProfileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable().describe('null for readers who may not see contact details (docs/api.md)'),
  avatar: nullableText,
  industry_title: nullableText,
  professional_experience_info: nullableText.describe('about me'),
  experience_level_id: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.null()])
    .describe('1 Beginner, 2 Mid-weight, 3 Experienced'),
  phone_code: nullableText,
  phone_number: nullableText,
  country: nullableText,
  state: nullableText,
  suburb: nullableText.describe("the account form's city"),
  category: z.literal('specialist'),
  specialist_skills: z.array(specialistSkillSchema),
  dv_industry_experiences: z.array(
    z.object({ industry_experience: z.object({ id: z.number().int(), industry_experience: z.string() }) }),
  ),
  specialist_languages: z.array(
    z.object({
      dv_language: z.object({ id: z.number().int(), language_title: z.string(), code: z.string().optional() }),
    }),
  ),
  project_types: z.array(
    z.object({
      dv_project_types: z.object({ id: z.number().int(), name: z.string(), project_type_title: z.string() }),
    }),
  ),
  educations: z.array(certificateSchema),
  work_experiences: z.array(workExperienceSchema),
  billing_account: z
    .union([billingAccountSchema, billingAccountSummarySchema])
    .nullable()
    .describe('the full account for its owner and admins; { id, company_name } for other viewers'),
  video_ask: z.array(videoAskAnswerSchema),
  answers: z.array(answerSlotSchema).length(10).describe('answer slots 0 to 9'),
  practitioner_group: catalogRefSchema.nullable().describe('answer of slot 0'),
  client_types: z.array(catalogRefSchema).describe('answer of slot 1'),
  admired_brands: nullableText.describe('answer of slot 9'),
  avatar_status: z
    .enum(['none', 'processing', 'ready', 'failed'])
    .describe('of the latest upload; failed is shown to the owner'),
  avatar_error: nullableText.describe('why the latest upload could not be processed (owner and admins only)'),
  avatar_renditions: z
    .record(z.string(), z.string())
    .nullable()
    .describe('square WebP URLs by size (64, 128, 256, 512) and `fallback` (JPEG)'),
  answer_media: z
    .array(
      z.object({
        media_id: z.string(),
        kind: z.enum(['video', 'audio']),
        media_url: z.string(),
        thumbnail: nullableText,
        duration_seconds: z.number().nullable(),
        status: z.enum(['processing', 'ready', 'failed']),
      }),
    )
    .describe('recordings uploaded for answers (owner and admins only)'),
  availability: availabilitySchema.describe('docs/api.md, "Availability and rates"'),
  day_rate: dayRateSchema
    .nullable()
    .describe('the specialist, admins and owners of a network they joined see it; null for everyone else'),
  profile_completeness: z.number().int().min(0).max(100).describe('percent; see docs/decisions.md'),
  erased: z
    .literal(true)
    .optional()
    .describe('the person erased their account: every personal field reads as erased, and search no longer finds them'),
  created_at: z.string(),
  updated_at: z.string(),
});
/**
 * The stored document: its `availability` has no `booked_days_per_week`, which comes from the teams and
 * is added when it is read (query-api/src/routes/profileResponse.ts). A document written before the
 * section existed has neither field: `availabilityOfProfile` reads it as the defaults.
 */
export type SpecialistProfile = Omit<z.infer<typeof specialistProfileSchema>, 'availability' | 'day_rate'> & {
  availability?: ProfileAvailability;
  day_rate?: DayRate | null;
};

/** The stored availability, or the defaults for a profile that never set it (`updated_at` null: never set). */
export const availabilityOfProfile = (profile: Pick<SpecialistProfile, 'availability'>): ProfileAvailability => ({
  updated_at: null,
  ...(profile.availability ?? storedAvailabilityOf(DEFAULT_AVAILABILITY)),
});
export type SpecialistSkill = z.infer<typeof specialistSkillSchema>;

/** `GET /user/specialist/{id}`: the profile, with the avatar repeated beside it (spec section 7). */
export const specialistProfileResponseSchema = z.object({ data: specialistProfileSchema, avatar: nullableText });

export const specialistProfileKey = (specialistId: string) => `specialist:${specialistId}`;

/** Day rates in one currency, by amount: the profile's index (`specialistIndex.dayRate`), since the card never carries the rate. */
export const dayRateIndex = (currency: string) => `idx:spec:rate:${currency.toUpperCase()}`;

/** An erased person's rate is in no search. */
function dayRateIndexes(profile: SpecialistProfile): IndexEntry[] {
  if (profile.erased || !profile.day_rate) return [];
  return [{ key: dayRateIndex(profile.day_rate.currency), member: profile.id, score: profile.day_rate.amount }];
}

// ── Completeness (domain/src/specialist/completeness.ts, shared with the frontend) ──
export { PROFILE_SECTIONS, completenessOf, missingProfileSections, profileCompleteness } from '../completeness';

// ── Projection ───────────────────────────────────────────────────────────────
function started(e: StoredEvent<SpecialistEvent> & { type: 'SpecialistProfileStarted' }): SpecialistProfile {
  const { specialistId, firstName, lastName, email, startedAt } = e.data;
  return {
    id: specialistId,
    first_name: firstName,
    last_name: lastName,
    email,
    avatar: null,
    industry_title: null,
    professional_experience_info: null,
    experience_level_id: null,
    phone_code: null,
    phone_number: null,
    country: null,
    state: null,
    suburb: null,
    category: 'specialist',
    specialist_skills: [],
    dv_industry_experiences: [],
    specialist_languages: [],
    project_types: [],
    educations: [],
    work_experiences: [],
    billing_account: null,
    video_ask: [],
    answers: answerSlots([]),
    ...preferenceAnswers([]),
    avatar_status: 'none',
    avatar_error: null,
    avatar_renditions: null,
    answer_media: [],
    availability: { ...storedAvailabilityOf(DEFAULT_AVAILABILITY), updated_at: null },
    day_rate: DEFAULT_AVAILABILITY.day_rate,
    profile_completeness: 0,
    created_at: startedAt,
    updated_at: startedAt,
  };
}

/** Skill rows keep when they were first linked, so re-saving the same skills changes nothing. */
function skillRows(doc: SpecialistProfile, skills: CatalogRef[], at: string): SpecialistSkill[] {
  return skills.map((skill) => {
    const { id } = skill;
    const previous = doc.specialist_skills.find((row) => row.skill_id === id);
    return {
      id,
      skill_id: id,
      specialist_id: doc.id,
      createdAt: previous?.createdAt ?? at,
      updatedAt: previous?.updatedAt ?? at,
      dv_skills: skillFields(skill),
    };
  });
}

const upsert = <T extends { id: string }>(list: T[], item: T) =>
  list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];

/** Events of the profile's stream that this read model shows: the profile's own, and its media. */
type ProfileEvent = SpecialistEvent | MediaEvent;
const PROFILE_EVENT_TYPES: readonly string[] = [...SPECIALIST_EVENT_TYPES, ...MEDIA_EVENT_TYPES];

type AnswerMedia = SpecialistProfile['answer_media'][number];

/** Video answers get the thumbnail the worker made for their recording, once it exists. */
function withThumbnails(doc: SpecialistProfile): SpecialistProfile {
  const thumbnails = new Map(doc.answer_media.filter((m) => m.thumbnail).map((m) => [m.media_url, m.thumbnail]));
  if (!doc.video_ask.some((a) => a.media_url && !a.thumbnail && thumbnails.has(a.media_url))) return doc;
  const videoAsk = doc.video_ask.map((a) =>
    a.media_url && !a.thumbnail && thumbnails.has(a.media_url) ? { ...a, thumbnail: thumbnails.get(a.media_url)! } : a,
  );
  return { ...doc, video_ask: videoAsk, answers: answerSlots(videoAsk) };
}

const updateMedia = (doc: SpecialistProfile, mediaId: string, change: Partial<AnswerMedia>) =>
  withThumbnails({
    ...doc,
    answer_media: doc.answer_media.map((m) => (m.media_id === mediaId ? { ...m, ...change } : m)),
  });

/** The avatar the profile shows: the 256 px rendition (the JPEG fallback if there is none). */
const AVATAR_SIZE = '256';

/** The document after one event, before `updated_at` and completeness are refreshed. */
function apply(doc: SpecialistProfile, e: StoredEvent<ProfileEvent>): SpecialistProfile {
  switch (e.type) {
    case 'AvatarUploaded':
      return { ...doc, avatar_status: 'processing', avatar_error: null };
    case 'AvatarProcessed': {
      // An erased person's keys read as empty (their files are gone): no picture, as in their erased profile.
      if (!e.data.fallbackKey) return { ...doc, avatar: null, avatar_status: 'none', avatar_renditions: null };
      const renditions = Object.fromEntries(
        Object.entries(e.data.renditions).map(([size, key]) => [size, mediaUrl(key)]),
      );
      return {
        ...doc,
        avatar: mediaUrl(e.data.renditions[AVATAR_SIZE] ?? e.data.fallbackKey),
        avatar_status: 'ready',
        avatar_error: null,
        avatar_renditions: { ...renditions, fallback: mediaUrl(e.data.fallbackKey) },
      };
    }
    case 'AvatarProcessingFailed':
      return { ...doc, avatar_status: 'failed', avatar_error: e.data.reason };
    case 'AnswerMediaUploaded': {
      const { mediaId, kind, key } = e.data;
      const media: AnswerMedia = {
        media_id: mediaId,
        kind,
        media_url: mediaUrl(key),
        thumbnail: null,
        duration_seconds: null,
        status: 'processing',
      };
      return { ...doc, answer_media: [...doc.answer_media.filter((m) => m.media_id !== mediaId), media] };
    }
    case 'AnswerMediaProcessed':
      return updateMedia(doc, e.data.mediaId, {
        status: 'ready',
        thumbnail: e.data.thumbnailKey ? mediaUrl(e.data.thumbnailKey) : null,
        duration_seconds: e.data.durationSeconds,
      });
    case 'AnswerMediaProcessingFailed':
      return updateMedia(doc, e.data.mediaId, { status: 'failed' });
    case 'SpecialistProfileStarted':
      return { ...doc, first_name: e.data.firstName, last_name: e.data.lastName, email: e.data.email };
    // Not among the profile's events: `AccountErased` marks the profile erased.
    case 'SpecialistProfileErased':
      return doc;
    case 'IndustryTitleSet':
      return { ...doc, industry_title: e.data.industryTitle };
    case 'SkillsSet':
      return { ...doc, specialist_skills: skillRows(doc, e.data.skills, e.data.setAt) };
    case 'IndustryExperiencesSet':
      return {
        ...doc,
        dv_industry_experiences: e.data.industryExperiences.map((ref) => ({
          industry_experience: industryExperienceFields(ref),
        })),
      };
    case 'ExperienceLevelSet':
      return { ...doc, experience_level_id: e.data.experienceLevelId };
    case 'LanguagesSet':
      return { ...doc, specialist_languages: e.data.languages.map((ref) => ({ dv_language: languageFields(ref) })) };
    case 'AboutMeSet':
      return { ...doc, professional_experience_info: e.data.description };
    case 'CertificateAdded':
    case 'CertificateUpdated':
      return { ...doc, educations: upsert(doc.educations, e.data.certificate) };
    case 'CertificateDeleted':
      return { ...doc, educations: doc.educations.filter((c) => c.id !== e.data.certificateId) };
    case 'ProjectAdded':
    case 'ProjectUpdated':
      return { ...doc, work_experiences: upsert(doc.work_experiences, e.data.project) };
    case 'ProjectDeleted':
      return { ...doc, work_experiences: doc.work_experiences.filter((p) => p.id !== e.data.projectId) };
    case 'ProjectInterestsSet':
      return {
        ...doc,
        project_types: e.data.projectTypes.map((ref) => ({ dv_project_types: projectTypeFields(ref) })),
      };
    case 'AccountDetailsUpdated':
      return { ...doc, ...accountFields(e.data.details) };
    case 'BillingAccountCreated':
    case 'BillingAccountUpdated':
      return { ...doc, billing_account: e.data.billingAccount };
    case 'VideoAskAnswersSaved':
      return withThumbnails({
        ...doc,
        video_ask: e.data.answers,
        answers: answerSlots(e.data.answers),
        ...preferenceAnswers(e.data.answers),
      });
    case 'AvailabilitySet':
      return {
        ...doc,
        availability: { ...storedAvailabilityOf(e.data.availability), updated_at: timeOf(e) },
        day_rate: e.data.availability.day_rate,
      };
  }
}

/** When the event says it happened (its data carries the time; the envelope's is the fallback). */
function timeOf(e: StoredEvent<ProfileEvent>): string {
  const data = e.data as Record<string, unknown>;
  for (const field of [
    'setAt',
    'addedAt',
    'updatedAt',
    'deletedAt',
    'createdAt',
    'savedAt',
    'startedAt',
    'processedAt',
    'uploadedAt',
    'failedAt',
  ]) {
    if (typeof data[field] === 'string') return data[field];
  }
  return e.createdAt.toISOString();
}

const isProfileEvent = (event: StoredEvent): event is StoredEvent<ProfileEvent> =>
  PROFILE_EVENT_TYPES.includes(event.type);

export const specialistProfileProjection: Projection<SpecialistProfile> = {
  name: 'SpecialistProfile',
  // 4: a card's languages carry their ISO code (share pages and PDFs word them in the reader's language), and
  // the availability its update time (the dashboard's reminder).
  version: 4,
  keyPrefixes: [specialistProfileKey(''), 'specialist-card:', 'idx:spec:'],
  keysOf(event) {
    if (event.type === 'AccountErased') return [specialistProfileKey((event.data as { userId: string }).userId)];
    return isProfileEvent(event) ? [specialistProfileKey(event.data.specialistId)] : [];
  },
  evolve(doc, event) {
    // The profile stays (teams link to it), marked erased; its card leaves the search (specialistCardView).
    // Its media were deleted with it.
    if (event.type === 'AccountErased') {
      return (
        doc && {
          ...doc,
          erased: true,
          avatar: null,
          avatar_status: 'none',
          avatar_error: null,
          avatar_renditions: null,
          answer_media: [],
          updated_at: event.createdAt.toISOString(),
        }
      );
    }
    if (!isProfileEvent(event)) return doc;
    // A profile is only built from its start; a stray later event cannot conjure one.
    const base = doc ?? (event.type === 'SpecialistProfileStarted' ? started(event) : null);
    if (!base) return null;
    const next = { ...apply(base, event), updated_at: timeOf(event) };
    return { ...next, profile_completeness: profileCompleteness(next) };
  },
  indexesOf: dayRateIndexes,
};
