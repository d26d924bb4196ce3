import type { SpecialistProfile } from '@dth/domain/specialist/projections/specialistProfile';
import type { DataProvider, DeleteParams, GetListParams, GetOneParams, UpdateParams, RaRecord } from 'react-admin';
import { cacheProfile, getUserId } from '../session';
import { dataOf, restCall } from '../restCall';
import { simpleRest } from '../simpleRest';
import type { AppMethods } from '../dataProvider';
import type { MappingsOf } from './registry';

/**
 * The `specialists` resource: the search of business owners and admins is a list in the
 * ra-data-simple-rest dialect (GET /specialists with filter, sort and range; public card
 * fields only); a profile is read whole (GET /user/specialist/{id}) and written
 * one section at a time, each on its own path of docs/api.md. `meta.section` names the section,
 * `meta.itemId` the certificate or project an update or delete is about. `data` is the request
 * body as the domain schema of that section shapes it.
 */
export type ProfileSection =
  | 'industry-title'
  | 'skills'
  | 'industries'
  | 'languages'
  | 'experience-level'
  | 'about'
  | 'certificates'
  | 'projects'
  | 'project-interests'
  | 'account'
  | 'billing'
  | 'video-ask'
  | 'avatar'
  | 'answer-media'
  | 'availability';

export interface SectionMeta {
  section: ProfileSection;
  itemId?: string;
}

type Request = { method: 'POST' | 'PUT'; url: string; json?: unknown; body?: FormData };
type Data = Record<string, unknown>;

const enc = encodeURIComponent;

function multipart(fields: Record<string, string | Blob>, filename: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
}

const writes: Record<ProfileSection, (id: string, data: Data, itemId?: string) => Request> = {
  'industry-title': (id, data) => ({ method: 'PUT', url: `/user/update-user/${enc(id)}`, json: data }),
  skills: (id, data) => ({ method: 'POST', url: `/user/specialist/add-skills/${enc(id)}`, json: data }),
  industries: (id, data) => ({ method: 'POST', url: `/user/specialist/industry/${enc(id)}`, json: data }),
  languages: (id, data) => ({ method: 'POST', url: `/user/specialist/add-language/${enc(id)}`, json: data }),
  'experience-level': (id, data) => ({
    method: 'POST',
    url: `/user/specialist/experience-level/${enc(id)}`,
    json: data,
  }),
  about: (id, data) => ({ method: 'POST', url: `/user/specialist/add-about/${enc(id)}`, json: data }),
  certificates: (id, data, itemId) =>
    itemId
      ? { method: 'POST', url: `/user/specialist/${enc(id)}/update-certificate/${enc(itemId)}`, json: data }
      : { method: 'POST', url: `/user/specialist/add-certificate/${enc(id)}`, json: { certificate: data } },
  projects: (id, data, itemId) =>
    itemId
      ? { method: 'POST', url: `/user/specialist/${enc(id)}/update-project/${enc(itemId)}`, json: data }
      : { method: 'POST', url: `/user/specialist/add-project/${enc(id)}`, json: { project: data } },
  'project-interests': (id, data) => ({ method: 'POST', url: `/user/specialist/project-type/${enc(id)}`, json: data }),
  account: (id, data) => ({ method: 'PUT', url: `/user/specialist/update-account/${enc(id)}`, json: data }),
  // An existing billing account is updated by its id; a first one goes with the account update.
  billing: (id, data, itemId) =>
    itemId
      ? { method: 'PUT', url: '/user/billing-account/update', json: { id: itemId, ...data } }
      : { method: 'PUT', url: `/user/specialist/update-account/${enc(id)}`, json: { billing_profile: data } },
  'video-ask': (id, data) => ({ method: 'PUT', url: `/user/specialist/update-videoask/${enc(id)}`, json: data }),
  availability: (id, data) => ({ method: 'PUT', url: `/user/specialist/${enc(id)}/availability`, json: data }),
  avatar: (id, data) => ({
    method: 'POST',
    url: `/user/specialist/add-avatar/${enc(id)}`,
    body: multipart({ avatar: data.file as File }, (data.file as File).name ?? 'avatar'),
  }),
  'answer-media': (id, data) => ({
    method: 'POST',
    url: `/user/specialist/add-answer-media/${enc(id)}`,
    body: multipart({ kind: data.kind as string, media: data.file as Blob }, data.filename as string),
  }),
};

const deletes: Partial<Record<ProfileSection, (id: string, itemId: string) => string>> = {
  certificates: (id, itemId) => `/user/certification/delete/${enc(id)}/${enc(itemId)}`,
  projects: (id, itemId) => `/user/experience/delete/${enc(id)}/${enc(itemId)}`,
};

function sectionOf(meta: unknown): SectionMeta {
  const section = (meta as SectionMeta | undefined)?.section;
  if (!section) throw new Error('specialists: name the section in meta.section');
  return meta as SectionMeta;
}

export const specialists: Pick<DataProvider, 'getList' | 'getOne' | 'update' | 'delete'> = {
  getList: (resource: string, params: GetListParams) => simpleRest.getList(resource, params),

  async getOne(_resource: string, { id }: GetOneParams<RaRecord>) {
    const profile = await dataOf<SpecialistProfile>(`/user/specialist/${enc(String(id))}`);
    // Spec 3: the signed-in user's own profile is kept in local storage as profile_data (the avatar chip reads it).
    if (String(id) === getUserId()) cacheProfile(profile);
    return { data: profile };
  },

  async update(_resource: string, { id, data, meta }: UpdateParams<RaRecord>) {
    const { section, itemId } = sectionOf(meta);
    const { method, url, json, body } = writes[section](String(id), data, itemId);
    const written = await dataOf<Data | undefined>(url, { method, json, body });
    return { data: { ...written, id } };
  },

  async delete(_resource: string, { id, meta, previousData }: DeleteParams<RaRecord>) {
    const { section, itemId } = sectionOf(meta);
    const url = deletes[section];
    if (!url || !itemId) throw new Error(`specialists: the ${section} section has no item to delete`);
    await dataOf(url(String(id), itemId), { method: 'DELETE' });
    return { data: previousData ?? { id } };
  },
} as Pick<DataProvider, 'getList' | 'getOne' | 'update' | 'delete'>;

export const mappings = { specialists } satisfies MappingsOf<'specialists'>;

/** The profile's two calls that are not CRUD: the video-ask update token and the welcome page's address. */
export const methods = {
  videoAskUpdateToken: async () =>
    (await restCall<{ update_token?: string }>('/user/videoask/updateToken')).json?.update_token ?? '',
  videoAskWelcomeUrl: async () => (await restCall<{ url?: string | null }>('/user/videoask/welcome')).json?.url ?? null,
} satisfies Pick<AppMethods, 'videoAskUpdateToken' | 'videoAskWelcomeUrl'>;
