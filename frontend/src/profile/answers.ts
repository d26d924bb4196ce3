import type { VideoAskAnswer } from './profileDomain';

/** A saved answer as the update call takes it back (the slot and title are the server's). */
export function answerInput(answer: VideoAskAnswer) {
  return {
    question_id: answer.question_id,
    type: answer.type,
    poll_options: answer.poll_options.map(({ id, ref }) => ({ id, ref })),
    input_text: answer.input_text,
    media_url: answer.media_url,
    thumbnail: answer.thumbnail,
    answer_id: answer.answer_id,
    created_at: answer.created_at,
    is_public: answer.is_public,
    file_uploads: answer.file_uploads,
    share_id: answer.share_id,
    share_url: answer.share_url,
  };
}

export type AnswerInput =
  | ReturnType<typeof answerInput>
  | {
      question_id: string;
      type: VideoAskAnswer['type'];
      poll_options?: { id: number }[];
      input_text?: string | null;
      media_url?: string | null;
    };

/** The full answer list with one question's answer replaced (or removed when `next` is null). */
export function withAnswer(
  saved: readonly VideoAskAnswer[],
  questionId: string,
  next: AnswerInput | null,
): AnswerInput[] {
  const others = saved.filter((a) => a.question_id !== questionId).map(answerInput);
  return next ? [...others, next] : others;
}
