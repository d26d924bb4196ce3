import {
  HttpError as RaHttpError,
  type CreateParams,
  type GetListParams,
  type GetOneParams,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import { enc, mapping, pick, type Data, type Methods } from './mapping';
import type { MappingsOf } from './registry';
import { sharedContentOf } from './publicContent';
import type { ShareTargetType } from '../../sharing/sharingTypes';
import { HttpError, type HttpOptions } from '../httpClient';
import { restCall } from '../restCall';
import { simpleRest } from '../simpleRest';

/**
 * Share links (docs/api.md 'Share links'), through the one data provider:
 * - `share-links`: an owner's links of one target (ra-data-simple-rest list, `filter`
 *   `{ target_type, target_id }`); create sends only the documented keys; `meta.action` revoke or
 *   extend (`data.expires_at`, null for no expiry) are their own paths.
 * - `share-link-opens`: a link's access log (`filter` `{ link_id }`), ra-data-simple-rest, read in
 *   pages the API takes when react-admin's CSV export asks for more at once.
 * - `share-link-requests`: what clients answered through a link (`filter` `{ link_id }`), read at
 *   `GET /share-links/{link_id}/requests` in the ra-data-simple-rest dialect; or through every link of one
 *   target (`filter` `{ target_type, target_id }`: the team page's list), the links' requests merged.
 * - `public-share-links`: what a visitor reads and sends, named by the link's token. getOne's
 *   `meta.part` is `state` (what the link is), `content` (its target, `meta.grant` and
 *   `meta.targetType`) or `profile` (a member's, `meta.profileId`); create's `meta.action` is `open`
 *   (passcode, or email and code), `email-code`, or `request` (the client's intro, approval or comment,
 *   with `meta.grant`). These calls are anonymous: no bearer token, no cookie, whoever is signed in in
 *   the same browser.
 */
/** Only the keys a path takes, and of those only the filled ones (an empty field of the form is not sent). */
const filled = (data: unknown, keys: readonly string[]): Data =>
  pick(Object.fromEntries(Object.entries((data ?? {}) as Data).filter(([, value]) => value !== '')), keys);

const recordOf = (json: unknown): Data => {
  if (!json || typeof json !== 'object') return {};
  const body = json as Data;
  return 'data' in body && !('id' in body) && body.data && typeof body.data === 'object' ? (body.data as Data) : body;
};

// ── the owner's links ────────────────────────────────────────────────────────
export const SHARE_LINK_CREATE_BODY = [
  'target_type',
  'target_id',
  'mode',
  'expires_at',
  'passcode',
  'allowed_emails',
  'max_views',
  'anonymised',
  'show_budget',
  'show_rates',
  'notify_on_first_open',
] as const;

const shareLinks = mapping({
  getList: simpleRest.getList as Methods[string],
  getOne: simpleRest.getOne as Methods[string],
  create: async (_resource, { data }: CreateParams<RaRecord>) => {
    const body = filled(data, SHARE_LINK_CREATE_BODY);
    if (Array.isArray(body.allowed_emails) && body.allowed_emails.length === 0) delete body.allowed_emails;
    return { data: recordOf((await restCall('/share-links', { method: 'POST', json: body })).json) };
  },
  update: async (_resource, { id, data, meta, previousData }: UpdateParams<RaRecord>) => {
    const action = (meta as { action?: string } | undefined)?.action;
    if (action !== 'revoke' && action !== 'extend')
      throw new Error('share-links: meta.action must be revoke or extend');
    const json = action === 'extend' ? { expires_at: (data as Data).expires_at ?? null } : undefined;
    const written = recordOf((await restCall(`/share-links/${enc(id)}/${action}`, { method: 'POST', json })).json);
    return { data: { ...((previousData ?? {}) as Data), ...written, id } };
  },
});

// ── a visitor's calls ────────────────────────────────────────────────────────
/**
 * One anonymous call. The HTTP client throws its own error for 410 and 429 and returns 404;
 * react-admin wants them all as its HttpError with the body. A 401 (a grant the server no longer
 * takes) is passed on as 403: react-admin's checkError would read 401 as the end of whoever's
 * session is in this browser, and the link's visitor has none.
 */
async function publicCall(url: string, options: HttpOptions = {}) {
  try {
    return await restCall(url, { ...options, anonymous: true });
  } catch (error) {
    const status = (error as { status?: number }).status;
    const body = error instanceof HttpError ? error.body : (error as { body?: unknown }).body;
    if (typeof status !== 'number') throw error;
    throw new RaHttpError((error as Error).message, status === 401 ? 403 : status, body);
  }
}

interface PublicGetMeta {
  part?: 'state' | 'content' | 'profile';
  grant?: string | null;
  targetType?: ShareTargetType;
  profileId?: string;
}

const grantHeaders = (grant: string | null | undefined): HeadersInit => (grant ? { 'X-Share-Grant': grant } : {});

const publicShareLinks = mapping({
  getOne: async (_resource, { id, meta }: GetOneParams<RaRecord>) => {
    const { part = 'state', grant, targetType = 'team', profileId } = (meta ?? {}) as PublicGetMeta;
    const base = `/public/share-links/${enc(id)}`;
    if (part === 'state') return { data: { ...recordOf((await publicCall(base)).json), id } };
    if (part === 'content') {
      const json = (await publicCall(`${base}/content`, { headers: grantHeaders(grant) })).json;
      return { data: { id, content: sharedContentOf(targetType, json) } };
    }
    const json = (await publicCall(`${base}/profiles/${enc(profileId)}`, { headers: grantHeaders(grant) })).json;
    return { data: { id: `${String(id)}:${String(profileId)}`, content: sharedContentOf('profile', json) } };
  },
  create: async (_resource, { data, meta }: CreateParams<RaRecord>) => {
    const action = (meta as { action?: string } | undefined)?.action;
    const { token, ...rest } = (data ?? {}) as Data;
    if (action === 'email-code') {
      await publicCall(`/public/share-links/${enc(token)}/email-code`, {
        method: 'POST',
        json: filled(rest, ['email', 'locale']),
      });
      return { data: { id: String(token) } };
    }
    if (action === 'request') {
      const grant = (meta as { grant?: string | null }).grant;
      const json = recordOf(
        (
          await publicCall(`/public/share-links/${enc(token)}/requests`, {
            method: 'POST',
            headers: grantHeaders(grant),
            json: filled(rest, ['kind', 'profile_id', 'message', 'name', 'email']),
          })
        ).json,
      );
      return { data: { ...json, id: String(json.id ?? token) } };
    }
    if (action !== 'open') throw new Error('public-share-links: meta.action must be open, email-code or request');
    const json = recordOf(
      (
        await publicCall(`/public/share-links/${enc(token)}/open`, {
          method: 'POST',
          json: filled(rest, ['passcode', 'email', 'code']),
        })
      ).json,
    );
    return { data: { ...json, id: String(token) } };
  },
});

// ── a link's access log ──────────────────────────────────────────────────────
/** The most one list request may ask for (query API, simpleRest MAX_PAGE_SIZE). */
export const API_PAGE_LIMIT = 500;

/**
 * A page of the log as the dialect answers it; a larger first page (react-admin's CSV export asks
 * for 1,000 rows at once) is read in pages the API takes, so the export holds every open.
 */
const shareLinkOpens = mapping({
  getList: async (resource, params: GetListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    if (perPage <= API_PAGE_LIMIT || page !== 1) return simpleRest.getList(resource, params);
    const data: Data[] = [];
    let total = 0;
    for (let part = 1; data.length < perPage; part += 1) {
      const answer = await simpleRest.getList(resource, {
        ...params,
        pagination: { page: part, perPage: API_PAGE_LIMIT },
      });
      data.push(...(answer.data as Data[]));
      total = answer.total ?? data.length;
      if (answer.data.length < API_PAGE_LIMIT || data.length >= total) break;
    }
    return { data: data.slice(0, perPage), total };
  },
});

/** A link's requests: the list lives under the link's own path, the rest of the filter goes along. */
const linkRequests = (linkId: unknown, params: GetListParams) =>
  simpleRest.getList<RaRecord>(`share-links/${enc(String(linkId))}/requests`, params);

/**
 * A target's requests: its links (an owner makes a few per target), then each link's requests up to the
 * page's end, merged in the order asked (by time, or id) and cut to the page.
 */
async function targetRequests(target: Data, params: GetListParams) {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const { field = 'at', order = 'DESC' } = params.sort ?? {};
  const upTo = Math.min(page * perPage, API_PAGE_LIMIT);
  const links = await simpleRest.getList<RaRecord>('share-links', {
    filter: pick(target, ['target_type', 'target_id']),
    pagination: { page: 1, perPage: API_PAGE_LIMIT },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const answers = await Promise.all(
    links.data.map((link) =>
      linkRequests(link.id, { ...params, filter: {}, pagination: { page: 1, perPage: upTo }, sort: { field, order } }),
    ),
  );
  const key = (r: RaRecord) => String(field === 'id' ? r.id : (r as Data).at);
  const all = answers
    .flatMap((answer) => answer.data)
    .sort((a, b) => (order === 'ASC' ? 1 : -1) * key(a).localeCompare(key(b)));
  const total = answers.reduce((sum, answer) => sum + (answer.total ?? answer.data.length), 0);
  return { data: all.slice((page - 1) * perPage, page * perPage), total };
}

const shareLinkRequests = mapping({
  getList: async (_resource, params: GetListParams) => {
    const { link_id: linkId, ...filter } = (params.filter ?? {}) as Data;
    if (linkId === undefined && filter.target_id !== undefined) return targetRequests(filter, params);
    return linkRequests(linkId, { ...params, filter });
  },
});

export const mappings = {
  'share-links': shareLinks,
  'share-link-opens': shareLinkOpens,
  'share-link-requests': shareLinkRequests,
  'public-share-links': publicShareLinks,
} satisfies MappingsOf<'sharing'>;
