/** The parts of GET /user/specialist/{id} the dashboard reads (spec section 3); everything is optional. */
export interface VideoAskAnswer {
  question_id?: string | number;
  type?: 'poll' | 'video' | 'audio' | 'text' | string;
  media_url?: string | null;
  thumbnail?: string | null;
  input_text?: string | null;
}

export interface SpecialistProfile {
  id?: string;
  first_name?: string;
  last_name?: string;
  industry_title?: string | null;
  experience_level_id?: number | null;
  specialist_skills?: unknown[];
  educations?: unknown[];
  work_experiences?: unknown[];
  project_types?: unknown[];
  video_ask?: VideoAskAnswer[] | null;
  billing_account?: unknown;
  professional_experience_info?: string | null;
  profile_completeness?: number | null;
  avatar?: string | null;
}
