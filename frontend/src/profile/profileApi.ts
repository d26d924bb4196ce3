import { accountMessages } from '../providers/domain';
import { httpClient, type HttpResponse } from '../providers/httpClient';
import { mediaMessages, specialistMessages, type SpecialistProfile, type VideoAskAnswer } from './profileDomain';

/** The profile endpoints of docs/api.md. Writes answer `{ data, message, position }`. */
export interface WriteResult<T = unknown> {
  data?: T;
  message?: string;
  position?: string;
}

export class ProfileWriteError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

const enc = encodeURIComponent;

/** The i18n key of a domain message (success or failure), so toasts read in the user's language. */
const keyByMessage = new Map<string, string>([
  ...Object.entries(accountMessages).map(([key, text]) => [text, `app.domain.${key}`] as const),
  ...Object.entries(specialistMessages)
    .filter(([, text]) => typeof text === 'string')
    .map(([key, text]) => [text as string, `app.profile.messages.${key}`] as const),
  ...Object.entries(mediaMessages).map(([key, text]) => [text, `app.profile.media_messages.${key}`] as const),
]);
export const profileMessageKey = (message: string | undefined, fallback: string) => (message && keyByMessage.get(message)) ?? fallback;

async function write<T>(response: Promise<HttpResponse<unknown>>): Promise<WriteResult<T>> {
  const result = await response;
  const body = result.json as (WriteResult<T> & { error?: { message?: string; fields?: Record<string, string> } }) | undefined;
  if (result.status >= 400) throw new ProfileWriteError(result.status, body?.error?.message, body?.error?.fields);
  return body ?? {};
}

const send = <T>(method: string, url: string, json?: unknown) => write<T>(httpClient(url, { method, json }));

export interface CatalogSkill { id: number; skill_title: string }
export interface CatalogIndustry { id: number; industry_experience: string }
export interface CatalogLanguage { id: number; language_title: string; code?: string }
export interface CatalogProjectType { id: number; name: string; project_type_title: string }
export interface Country { name: string; iso2: string; phone_code: string; flag?: string }
export interface Named { name: string; iso2?: string }

/** Reference lists: a failure is only logged and the list stays empty (spec section 8). */
async function list<T>(url: string): Promise<T[]> {
  try {
    const response = await httpClient<{ data?: T[] }>(url);
    return response.status < 400 && Array.isArray(response.json?.data) ? response.json.data : [];
  } catch (error) {
    console.warn(`could not load ${url}`, error);
    return [];
  }
}

export type ProfileDocument = SpecialistProfile;

export const profileApi = {
  async load(id: string): Promise<ProfileDocument | null> {
    const response = await httpClient<{ data?: ProfileDocument & { data?: ProfileDocument }; avatar?: string | null }>(`/user/specialist/${enc(id)}`);
    const body = response.json;
    const profile = body?.data?.data ?? body?.data;
    if (response.status >= 400 || !profile || typeof profile !== 'object') return null;
    return { ...profile, avatar: profile.avatar ?? body?.avatar ?? null };
  },
  skills: () => list<CatalogSkill>('/user/skill/list'),
  industries: () => list<CatalogIndustry>('/user/industry-experiance/list'),
  languages: () => list<CatalogLanguage>('/user/language/list'),
  projectTypes: () => list<CatalogProjectType>('/user/project-types/list'),
  countries: () => list<Country>('/countries'),
  states: (country: string) => list<Named>(`/countries/${enc(country)}/states`),
  cities: (country: string, state: string) => list<Named>(`/countries/${enc(country)}/states/${enc(state)}/cities`),

  industryTitle: (id: string, industry_title: string) => send('PUT', `/user/update-user/${enc(id)}`, { specialist: { industry_title } }),
  skillsSave: (id: string, skills: number[]) => send('POST', `/user/specialist/add-skills/${enc(id)}`, { skills }),
  industriesSave: (id: string, industry_ids: number[]) => send('POST', `/user/specialist/industry/${enc(id)}`, { industry_ids }),
  languagesSave: (id: string, languages: number[]) => send('POST', `/user/specialist/add-language/${enc(id)}`, { languages }),
  experienceLevel: (id: string, experience_level_id: number) => send('POST', `/user/specialist/experience-level/${enc(id)}`, { experience_level_id }),
  about: (id: string, description: string) => send('POST', `/user/specialist/add-about/${enc(id)}`, { description }),
  addCertificate: (id: string, certificate: object) => send('POST', `/user/specialist/add-certificate/${enc(id)}`, { certificate }),
  updateCertificate: (id: string, certId: string, certificate: object) => send('POST', `/user/specialist/${enc(id)}/update-certificate/${enc(certId)}`, certificate),
  deleteCertificate: (id: string, certId: string) => send('DELETE', `/user/certification/delete/${enc(id)}/${enc(certId)}`),
  addProject: (id: string, project: object) => send('POST', `/user/specialist/add-project/${enc(id)}`, { project }),
  updateProject: (id: string, projectId: string, project: object) => send('POST', `/user/specialist/${enc(id)}/update-project/${enc(projectId)}`, project),
  deleteProject: (id: string, projectId: string) => send('DELETE', `/user/experience/delete/${enc(id)}/${enc(projectId)}`),
  projectInterests: (id: string, project_type: number[]) => send('POST', `/user/specialist/project-type/${enc(id)}`, { project_type }),
  account: (id: string, details: object) => send('PUT', `/user/specialist/update-account/${enc(id)}`, details),
  billing: (id: string, billing: object & { id?: string }) =>
    billing.id ? send('PUT', '/user/billing-account/update', billing) : send('PUT', `/user/specialist/update-account/${enc(id)}`, { billing_profile: billing }),
  videoAsk: (id: string, video_ask: object[]) => send('PUT', `/user/specialist/update-videoask/${enc(id)}`, { video_ask }),
  uploadAvatar: (id: string, file: Blob, filename = 'avatar') => {
    const form = new FormData();
    form.append('avatar', file, filename);
    return write<{ status: string }>(httpClient(`/user/specialist/add-avatar/${enc(id)}`, { method: 'POST', body: form }));
  },
  uploadAnswerMedia: (id: string, file: Blob, kind: 'video' | 'audio', filename: string) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('media', file, filename);
    return write<{ media_id: string; kind: 'video' | 'audio'; media_url: string }>(httpClient(`/user/specialist/add-answer-media/${enc(id)}`, { method: 'POST', body: form }));
  },
};

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

export type AnswerInput = ReturnType<typeof answerInput> | { question_id: string; type: VideoAskAnswer['type']; poll_options?: { id: number }[]; input_text?: string | null; media_url?: string | null };

/** The full answer list with one question's answer replaced (or removed when `next` is null). */
export function withAnswer(saved: readonly VideoAskAnswer[], questionId: string, next: AnswerInput | null): AnswerInput[] {
  const others = saved.filter((a) => a.question_id !== questionId).map(answerInput);
  return next ? [...others, next] : others;
}
