/**
 * The video-ask onboarding questions, one per answer slot (spec sections 2.6 and 3). Slots are
 * fixed: 0 and 1 are polls over the practitioner groups and client types, 9 is free text, and
 * 2 to 8 take a video, audio or text answer. `questionId` is what answers refer to.
 */
export type VideoAskQuestionType = 'poll' | 'video' | 'text';

export interface VideoAskQuestion {
  slot: number;
  questionId: string;
  type: VideoAskQuestionType;
  title: string;
}

export const PRACTITIONER_GROUP_SLOT = 0;
export const CLIENT_TYPES_SLOT = 1;
export const ABOUT_ME_SLOT = 2;
export const ADMIRED_BRANDS_SLOT = 9;
export const ANSWER_SLOT_COUNT = 10;

export const VIDEO_ASK_QUESTIONS: readonly VideoAskQuestion[] = [
  { slot: 0, questionId: 'preferred-practitioner-group', type: 'poll', title: 'Preferred Practitioner Group' },
  { slot: 1, questionId: 'types-of-client', type: 'poll', title: 'Types of Client' },
  { slot: 2, questionId: 'about-me', type: 'video', title: 'About me' },
  { slot: 3, questionId: 'work-showcase', type: 'video', title: 'Work Showcase' },
  { slot: 4, questionId: 'how-people-describe-me', type: 'video', title: 'How People Describe Me' },
  { slot: 5, questionId: 'work-style', type: 'video', title: 'Work Style' },
  { slot: 6, questionId: 'tools-and-technologies', type: 'video', title: 'Tools & Technologies' },
  { slot: 7, questionId: 'ideal-project-client-profile', type: 'video', title: 'Ideal Project / Client Profile' },
  { slot: 8, questionId: 'understanding-of-meaningful-work', type: 'video', title: 'Understanding of Meaningful Work' },
  { slot: 9, questionId: 'admired-brands-or-companies', type: 'text', title: 'Admired Brands or Companies' },
];
