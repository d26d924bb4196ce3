import { resolveCatalogIds, type CatalogItem } from '../catalogs/catalog';
import {
  ADMIRED_BRANDS_SLOT,
  CLIENT_TYPES_SLOT,
  PRACTITIONER_GROUP_SLOT,
  VIDEO_ASK_QUESTIONS,
  type VideoAskQuestionType,
} from '../catalogs/data/videoAskQuestions';
import { ValidationError, type FieldErrors } from '../shared/errors';
import { specialistCodes as m } from './messages';
import type { VideoAskAnswerInput } from './schemas';
import type { AnswerSlot, AnswerType, CatalogRef, VideoAskAnswer } from './valueObjects';

/** The reference lists an answer is checked against, read by the command handler. */
export interface VideoAskCatalogs {
  questions: CatalogItem[];
  practitionerGroups: CatalogItem[];
  clientTypes: CatalogItem[];
}

const ANSWER_TYPES_BY_QUESTION: Record<VideoAskQuestionType, AnswerType[]> = {
  poll: ['poll'],
  text: ['text'],
  video: ['video', 'audio', 'text'],
};

const emptyMessage = (slot: number) =>
  slot === PRACTITIONER_GROUP_SLOT
    ? m.practitionerGroupRequired
    : slot === CLIENT_TYPES_SLOT
      ? m.clientTypesRequired
      : slot === ADMIRED_BRANDS_SLOT
        ? m.admiredBrandsRequired
        : m.answerRequired;

export function hasResponse(answer: VideoAskAnswer): boolean {
  switch (answer.type) {
    case 'poll':
      return answer.poll_options.length > 0;
    case 'text':
      return !!answer.input_text?.trim();
    case 'video':
    case 'audio':
      return !!answer.media_url;
  }
}

export interface ResolveOptions {
  /** Where the answers sit in the request body, for the error's field names (e.g. `video_ask`). */
  field: string;
  /** The dialogs of slots 0, 1 and 9 must not send an empty answer; the full-list save may (it clears). */
  requireResponse: boolean;
  /** Only these answer types are accepted (the contact path takes poll and text). */
  types?: readonly AnswerType[];
  /** Answers already saved, whose `created_at` an unchanged resend keeps. */
  previous: readonly VideoAskAnswer[];
  now: string;
}

/**
 * Checks answers against the questions and option lists and stores what they mean: the slot
 * and title of their question, and the titles of the chosen options. One answer per question:
 * a later one for the same question replaces an earlier one.
 */
export function resolveAnswers(
  inputs: readonly VideoAskAnswerInput[],
  catalogs: VideoAskCatalogs,
  options: ResolveOptions,
): VideoAskAnswer[] {
  const fields: FieldErrors = {};
  const bySlot = new Map<number, VideoAskAnswer>();
  inputs.forEach((input, index) => {
    const at = `${options.field}.${index}`;
    if (options.types && !options.types.includes(input.type)) {
      fields[`${at}.type`] = m.contactAnswerType;
      return;
    }
    const question = catalogs.questions.find((q) => q.questionId === input.question_id);
    if (!question) {
      fields[`${at}.question_id`] = m.questionUnknown;
      return;
    }
    const allowed = ANSWER_TYPES_BY_QUESTION[question.type ?? 'video'];
    if (!allowed.includes(input.type)) {
      fields[`${at}.type`] = m.answerTypeNotAllowed(question.title, allowed);
      return;
    }
    const slot = question.id;
    let pollOptions: VideoAskAnswer['poll_options'] = [];
    if (input.type === 'poll') {
      const list = slot === PRACTITIONER_GROUP_SLOT ? catalogs.practitionerGroups : catalogs.clientTypes;
      const ids = [...new Set((input.poll_options ?? []).map((o) => o.id))];
      const { found, unknown } = resolveCatalogIds(list, ids);
      if (unknown.length > 0) {
        fields[`${at}.poll_options`] = m.unknownOptions(unknown);
        return;
      }
      if (slot === PRACTITIONER_GROUP_SLOT && found.length > 1) {
        fields[`${at}.poll_options`] = m.practitionerGroupSingle;
        return;
      }
      pollOptions = found.map((option) => ({
        id: option.id,
        content: option.title,
        ref: input.poll_options?.find((o) => o.id === option.id)?.ref ?? String(option.id),
      }));
    }
    const media = input.type === 'video' || input.type === 'audio';
    const answer: VideoAskAnswer = {
      question_id: input.question_id,
      slot,
      question_title: question.title,
      type: input.type,
      poll_options: pollOptions,
      input_text: input.type === 'text' ? input.input_text?.trim() || null : null,
      media_url: media ? input.media_url : null,
      thumbnail: input.type === 'video' ? input.thumbnail : null,
      answer_id: input.answer_id ?? input.question_id,
      created_at:
        input.created_at ??
        options.previous.find((p) => p.question_id === input.question_id)?.created_at ??
        options.now,
      is_public: input.is_public ?? true,
      file_uploads: input.file_uploads ?? [],
      share_id: input.share_id,
      share_url: input.share_url,
    };
    if (options.requireResponse && !hasResponse(answer)) {
      fields[`${at}.${input.type === 'poll' ? 'poll_options' : media ? 'media_url' : 'input_text'}`] =
        emptyMessage(slot);
      return;
    }
    bySlot.set(slot, answer);
  });
  if (Object.keys(fields).length > 0) throw new ValidationError(Object.values(fields)[0], fields);
  return [...bySlot.values()].sort((a, b) => a.slot - b.slot);
}

/** Saved answers with new ones laid over them, question by question (the contact path). */
export function mergeAnswers(saved: readonly VideoAskAnswer[], updates: readonly VideoAskAnswer[]): VideoAskAnswer[] {
  const slots = new Set(updates.map((a) => a.slot));
  return [...saved.filter((a) => !slots.has(a.slot)), ...updates].sort((a, b) => a.slot - b.slot);
}

function responseOf(answer: VideoAskAnswer): AnswerSlot['response'] {
  if (!hasResponse(answer)) return null;
  switch (answer.type) {
    case 'video':
      return { thumbnail: answer.thumbnail, videoURL: answer.media_url! };
    case 'audio':
      return { audioURL: answer.media_url! };
    case 'text':
      return answer.input_text!;
    case 'poll':
      return answer.poll_options.map(({ id, content }) => ({ id, content }));
  }
}

/** The ten slots the profile shows, answered or empty (response null). */
export function answerSlots(answers: readonly VideoAskAnswer[]): AnswerSlot[] {
  return VIDEO_ASK_QUESTIONS.map((question) => {
    const answer = answers.find((a) => a.slot === question.slot);
    return {
      type: answer?.type ?? (question.type === 'poll' ? 'poll' : question.type),
      response: answer ? responseOf(answer) : null,
      questionTitle: answer?.question_title ?? question.title,
      token: question.questionId,
    };
  });
}

/** The practitioner group (slot 0), client types (slot 1) and admired brands (slot 9) answers. */
export function preferenceAnswers(answers: readonly VideoAskAnswer[]): {
  practitioner_group: CatalogRef | null;
  client_types: CatalogRef[];
  admired_brands: string | null;
} {
  const options = (slot: number) =>
    answers.find((a) => a.slot === slot)?.poll_options.map(({ id, content }) => ({ id, title: content })) ?? [];
  const brands = answers.find((a) => a.slot === ADMIRED_BRANDS_SLOT);
  return {
    practitioner_group: options(PRACTITIONER_GROUP_SLOT)[0] ?? null,
    client_types: options(CLIENT_TYPES_SLOT),
    admired_brands: brands && hasResponse(brands) ? brands.input_text : null,
  };
}
