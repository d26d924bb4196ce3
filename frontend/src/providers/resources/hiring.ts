import type { CreateParams, DeleteParams, GetListParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import { shownErrorOf } from '../apiErrors';
import type { AppMethods } from '../dataProvider';
import type { SeatOffer, SeatOfferOutcome, SuggestionOptions, TeamSuggestion } from '../hiringDomain';
import { restCall } from '../restCall';
import { simpleRest } from '../simpleRest';
import type { MappingsOf } from './registry';
import { enc, mapping, pick, type Data, type Methods } from './mapping';

/**
 * The hiring resources of docs/api.md ('Networks, teams and search'): ra-data-simple-rest for
 * lists, records and archives, and the explicit sub-resource actions mapped here. Bodies are
 * strict on the server (an unknown key is 400), so each write sends only the keys its path
 * takes, whatever the form or the cached record holds. `meta.action` names an action that is
 * not a plain update (accept, decline, leave, status), as `meta.section` does for the profile.
 */

/** A write's answer: the bare record of this dialect (X-Position in a header), or `{ data, position }` of the older paths. */
function recordOf(json: unknown): Data {
  if (!json || typeof json !== 'object') return {};
  const body = json as Data;
  return 'data' in body && 'position' in body && !('id' in body) ? ((body.data ?? {}) as Data) : body;
}

async function write(url: string, method: 'POST' | 'PUT' | 'DELETE', json?: Data): Promise<Data> {
  return recordOf((await restCall(url, { method, json })).json);
}

/** A list answered whole (a JSON array, or `{ data: [] }`), counted by Content-Range when given. */
async function wholeList(url: string): Promise<{ data: Data[]; total: number }> {
  const response = await restCall(url);
  const body = response.json;
  const items = Array.isArray(body)
    ? body
    : Array.isArray((body as { data?: unknown })?.data)
      ? (body as { data: Data[] }).data
      : [];
  const total = Number(response.headers.get('Content-Range')?.split('/').pop());
  return { data: items as Data[], total: Number.isFinite(total) ? total : items.length };
}

const actionOf = (meta: unknown) => (meta as { action?: string } | undefined)?.action;

/**
 * Writes answer the record without what the read side joins in (names, counts, cards, coverage:
 * docs/api.md). react-admin keeps a write's answer as the record until the next read, so the
 * joined fields are carried over from the record as it was read (or sensible blanks for a new one).
 */
const kept = (previous: unknown, written: Data, id: unknown): Data => ({
  ...((previous ?? {}) as Data),
  ...written,
  id,
});
const NEW_NETWORK = { owner_name: '', team_count: 0, member_count: 0, invited_count: 0 };
const NEW_TEAM = {
  network_name: '',
  owner_name: '',
  members: [],
  member_count: 0,
  required_skills: [],
  coverage: { skills: [], missing: [] },
};

// ── networks ─────────────────────────────────────────────────────────────────
export const NETWORK_BODY = ['name', 'description'] as const;
const networks = mapping({
  ...(simpleRest as unknown as Methods),
  create: async (_resource, { data }: CreateParams) => ({
    data: { ...NEW_NETWORK, ...(await write('/networks', 'POST', pick(data, NETWORK_BODY))) },
  }),
  update: async (_resource, { id, data, previousData }: UpdateParams) => ({
    data: kept(previousData, await write(`/networks/${enc(id)}`, 'PUT', pick(data, NETWORK_BODY)), id),
  }),
});

// ── network-members: the owner's note and tags, removal; the specialist leaves ─
export const MEMBER_BODY = ['note', 'tags'] as const;
const networkMembers = mapping({
  ...(simpleRest as unknown as Methods),
  update: async (_resource, { id, data, meta, previousData }: UpdateParams) => {
    const written =
      actionOf(meta) === 'leave'
        ? await write(`/network-members/${enc(id)}/leave`, 'POST')
        : await write(`/network-members/${enc(id)}`, 'PUT', pick(data, MEMBER_BODY));
    return { data: kept(previousData, written, id) };
  },
});

// ── invitations: the reader's pending ones; sent to a network; accepted or declined ─
const invitations = mapping({
  getList: async () => wholeList('/invitations'),
  /** `data`: `{ network_id, specialist_id }` or `{ network_id, email }`. */
  create: async (_resource, { data }: CreateParams) => {
    const { network_id: networkId, ...invitee } = data as Data;
    const written = await write(
      `/networks/${enc(networkId)}/invitations`,
      'POST',
      pick(invitee, ['specialist_id', 'email']),
    );
    return {
      data: { id: written.id ?? `${String(networkId)}.${String(invitee.specialist_id ?? invitee.email)}`, ...written },
    };
  },
  update: async (_resource, { id, meta }: UpdateParams<RaRecord>) => {
    const action = actionOf(meta);
    if (action !== 'accept' && action !== 'decline')
      throw new Error('invitations: meta.action must be accept or decline');
    return { data: { ...(await write(`/invitations/${enc(id)}/${action}`, 'POST')), id } };
  },
});

// ── teams: details, status; members by specialist id; the composition history ──
export const TEAM_CREATE_BODY = ['network_id', 'name', 'purpose', 'required_skill_ids'] as const;
export const TEAM_UPDATE_BODY = ['name', 'purpose', 'required_skill_ids'] as const;
export const TEAM_MEMBER_BODY = ['role_title', 'allocation_days'] as const;
/** Adding a member makes them an offer (docs/api.md, "Offers"): the offer's terms go with it. */
export const TEAM_OFFER_BODY = [...TEAM_MEMBER_BODY, 'day_rate', 'starts_on', 'message', 'over_allocate'] as const;
const teams = mapping({
  ...(simpleRest as unknown as Methods),
  create: async (_resource, { data }: CreateParams) => ({
    data: { ...NEW_TEAM, ...(await write('/teams', 'POST', pick(data, TEAM_CREATE_BODY))) },
  }),
  update: async (_resource, { id, data, meta, previousData }: UpdateParams) => {
    const written =
      actionOf(meta) === 'status'
        ? await write(`/teams/${enc(id)}/status`, 'POST', pick(data, ['status']))
        : await write(`/teams/${enc(id)}`, 'PUT', pick(data, TEAM_UPDATE_BODY));
    // Status and details leave the members as they were; the answer's members have no cards.
    const { members: _members, ...details } = written;
    return { data: kept(previousData, previousData ? details : written, id) };
  },
});

const teamIdOf = (meta: unknown) => {
  const teamId = (meta as { teamId?: Identifier } | undefined)?.teamId;
  if (!teamId) throw new Error('team-members: name the team in meta.teamId');
  return teamId;
};

/** A team's member, named by the specialist's id; the answer is the team as the write left it (`team`). */
const teamMembers = mapping({
  create: async (_resource, { data }: CreateParams) => {
    const { team_id: teamId, specialist_id: specialistId } = data as Data;
    const team = await write(`/teams/${enc(teamId)}/members`, 'POST', {
      specialist_id: specialistId,
      ...pick(data, TEAM_OFFER_BODY),
    });
    return { data: { id: specialistId, team } };
  },
  update: async (_resource, { id, data, meta }: UpdateParams<RaRecord>) => {
    const team = await write(`/teams/${enc(teamIdOf(meta))}/members/${enc(id)}`, 'PUT', pick(data, TEAM_MEMBER_BODY));
    return { data: { id, team } };
  },
  delete: async (_resource, { id, meta }: DeleteParams<RaRecord>) => {
    const team = await write(`/teams/${enc(teamIdOf(meta))}/members/${enc(id)}`, 'DELETE');
    return { data: { id, team } };
  },
});

/** GET /teams/{id}/history, newest first; entries have no id of their own, so their place names them. */
const teamHistory = mapping({
  getList: async (_resource, { filter }: GetListParams) => {
    const teamId = (filter as { team_id?: string } | undefined)?.team_id;
    if (!teamId) throw new Error('team-history: filter by team_id');
    const { data, total } = await wholeList(`/teams/${enc(teamId)}/history`);
    return { data: data.map((entry, index) => ({ ...entry, id: `${teamId}:${index}` })), total };
  },
});

/** GET /teams/{id}/cost: the team's cost per week, for its owner and admins (404 to anyone else). */
const teamCosts = mapping({
  getOne: async (_resource, { id }: { id: Identifier }) => ({
    data: { ...((await restCall(`/teams/${enc(id)}/cost`)).json as Data), id },
  }),
});

// ── business-owners: a company profile ────────────────────────────────────────
export const COMPANY_BODY = ['company_name', 'website', 'about'] as const;
/** `meta.action` 'logo' uploads `data.file` (multipart, field `logo`); 'remove-logo' removes it. */
async function companyLogo(id: Identifier, action: string, data: Data): Promise<Data> {
  if (action === 'remove-logo') return write(`/business-owners/${enc(id)}/logo`, 'DELETE');
  const file = data.file as File;
  const body = new FormData();
  body.append('logo', file, file.name || 'logo');
  return recordOf((await restCall(`/business-owners/${enc(id)}/logo`, { method: 'POST', body })).json);
}
const businessOwners = mapping({
  ...(simpleRest as unknown as Methods),
  update: async (_resource, { id, data, previousData, meta }: UpdateParams<RaRecord>) => {
    const action = actionOf(meta);
    const written = action
      ? await companyLogo(id, action, data)
      : await write(`/business-owners/${enc(id)}`, 'PUT', pick(data, COMPANY_BODY));
    return { data: kept(previousData, written, id) };
  },
});

// ── saved-searches and shortlists (docs/api.md, "Saved searches and shortlists") ──
export const SAVED_SEARCH_BODY = ['name', 'filter', 'alert'] as const;
const savedSearches = mapping({
  ...(simpleRest as unknown as Methods),
  create: async (_resource, { data }: CreateParams) => ({
    data: await write('/saved-searches', 'POST', pick(data, SAVED_SEARCH_BODY)),
  }),
  update: async (_resource, { id, data }: UpdateParams) => ({
    data: await write(`/saved-searches/${enc(id)}`, 'PUT', pick(data, SAVED_SEARCH_BODY)),
  }),
});

export const SHORTLIST_BODY = ['name', 'team_id'] as const;
const shortlists = mapping({
  ...(simpleRest as unknown as Methods),
  create: async (_resource, { data }: CreateParams) => ({
    data: await write('/shortlists', 'POST', pick(data, SHORTLIST_BODY)),
  }),
  update: async (_resource, { id, data }: UpdateParams) => ({
    data: await write(`/shortlists/${enc(id)}`, 'PUT', pick(data, SHORTLIST_BODY)),
  }),
});

const shortlistIdOf = (meta: unknown) => {
  const shortlistId = (meta as { shortlistId?: Identifier } | undefined)?.shortlistId;
  if (!shortlistId) throw new Error('shortlist-members: name the shortlist in meta.shortlistId');
  return shortlistId;
};

/** A shortlisted specialist, named by their id; the answer is the shortlist as the write left it (`shortlist`). */
const shortlistMembers = mapping({
  create: async (_resource, { data }: CreateParams) => {
    const { shortlist_id: shortlistId, specialist_id: specialistId } = data as Data;
    const shortlist = await write(
      `/shortlists/${enc(shortlistId)}/members`,
      'POST',
      pick(data, ['specialist_id', 'note']),
    );
    return { data: { id: specialistId, shortlist } };
  },
  update: async (_resource, { id, data, meta }: UpdateParams<RaRecord>) => {
    const shortlist = await write(
      `/shortlists/${enc(shortlistIdOf(meta))}/members/${enc(id)}`,
      'PUT',
      pick(data, ['note']),
    );
    return { data: { id, shortlist } };
  },
  delete: async (_resource, { id, meta }: DeleteParams<RaRecord>) => {
    const shortlist = await write(`/shortlists/${enc(shortlistIdOf(meta))}/members/${enc(id)}`, 'DELETE');
    return { data: { id, shortlist } };
  },
});

// ── offers: the specialist accepts or declines (with a reason); the owner withdraws ─
export const DECLINE_BODY = ['reason'] as const;
const offers = mapping({
  ...(simpleRest as unknown as Methods),
  update: async (_resource, { id, data, meta, previousData }: UpdateParams<RaRecord>) => {
    const action = actionOf(meta);
    if (action !== 'accept' && action !== 'decline') throw new Error('offers: meta.action must be accept or decline');
    const body = action === 'decline' ? pick(data, DECLINE_BODY) : undefined;
    return { data: kept(previousData, await write(`/offers/${enc(id)}/${action}`, 'POST', body), id) };
  },
  delete: async (_resource, { id, previousData }: DeleteParams<RaRecord>) => ({
    data: kept(previousData, await write(`/offers/${enc(id)}`, 'DELETE'), id),
  }),
});

// ── team-matches: GET /teams/{id}/matches, always by fit (`filter.team_id` is the path's) ──────────
const teamMatches = mapping({
  getList: async (_resource, params: GetListParams) => {
    const { team_id: teamId, ...filter } = (params.filter ?? {}) as Data;
    return simpleRest.getList(`teams/${enc(teamId)}/matches`, {
      ...params,
      filter,
      sort: { field: 'fit', order: 'DESC' },
    });
  },
});

/** Named methods: a suggested team (a POST the query API answers), and offers made from one in one step. */
export const methods = {
  suggestTeam: async ({ teamId, options }: { teamId: Identifier; options: SuggestionOptions }) =>
    (await restCall<TeamSuggestion>(`/teams/${enc(teamId)}/suggestions`, { method: 'POST', json: options })).json,
  offerSeats: async (offers: readonly SeatOffer[]): Promise<SeatOfferOutcome[]> =>
    // Each offer is its own command: one refused (beyond the person's free days…) never stops the others.
    Promise.all(
      offers.map(async (offer) => {
        try {
          const made = await write('/offers', 'POST', { ...offer });
          return { specialist_id: offer.specialist_id, ok: true, offer_id: typeof made.id === 'string' ? made.id : '' };
        } catch (error) {
          return { specialist_id: offer.specialist_id, ok: false, error: shownErrorOf(error).message };
        }
      }),
    ),
} satisfies Pick<AppMethods, 'suggestTeam' | 'offerSeats'>;

export const mappings = {
  networks,
  'network-members': networkMembers,
  invitations,
  teams,
  'team-members': teamMembers,
  'team-history': teamHistory,
  'team-costs': teamCosts,
  'business-owners': businessOwners,
  'saved-searches': savedSearches,
  shortlists,
  'shortlist-members': shortlistMembers,
  offers,
  'team-matches': teamMatches,
} satisfies MappingsOf<'hiring'>;
