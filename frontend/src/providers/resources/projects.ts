import type { CreateParams, DeleteParams, GetListParams, Identifier, UpdateParams, RaRecord } from 'react-admin';
import { restCall } from '../restCall';
import { simpleRest } from '../simpleRest';
import type { MappingsOf } from './registry';
import { enc, mapping, pick, type Data, type Methods } from './mapping';

/**
 * The client projects of docs/api.md ('Client projects'): ra-data-simple-rest for `projects`
 * (My Projects, one project, create, archive) and `shared-projects`; the explicit sub-resources
 * mapped here. Bodies are strict on the server, so each write sends only the keys its path takes.
 * `meta.action` names a project action that is not a plain update (`status`, `team`), as the hiring
 * resources do; milestones and collaborators name their project in `meta.projectId`.
 */

async function write(url: string, method: 'POST' | 'PUT' | 'DELETE', json?: Data): Promise<Data> {
  const body = (await restCall(url, { method, json })).json;
  return body && typeof body === 'object' ? (body as Data) : {};
}

/**
 * Writes answer the record without what the read side joins (owner name, coverage, cards, names:
 * docs/api.md); the record as read keeps them until the refetch that follows every write.
 */
const kept = (previous: unknown, written: Data, id: unknown): Data => {
  const before = (previous ?? {}) as Data;
  const team = written.team as Data | null | undefined;
  const previousTeam = before.team as Data | null | undefined;
  // Same team: keep the members' cards the read side joined.
  const sameTeam = team && previousTeam && team.id === previousTeam.id;
  return {
    ...before,
    ...written,
    ...(sameTeam ? { team: previousTeam } : {}),
    coverage: before.coverage ?? written.coverage,
    id,
  };
};
const NEW_PROJECT = {
  owner_name: '',
  team: null,
  team_history: [],
  milestones: [],
  coverage: { skills: [], missing: [] },
  milestone_count: 0,
  milestones_done: 0,
};

const actionOf = (meta: unknown) => (meta as { action?: string } | undefined)?.action;

export const PROJECT_BODY = [
  'name',
  'client_name',
  'engagement_type',
  'brief',
  'project_type_id',
  'required_skill_ids',
  'start_date',
  'end_date',
  'budget',
] as const;

// ── projects: My Projects, one project, its details, status and team ─────────
const projects = mapping({
  ...(simpleRest as unknown as Methods),
  create: async (_resource, { data }: CreateParams<RaRecord>) => ({
    data: { ...NEW_PROJECT, ...(await write('/projects', 'POST', pick(data, PROJECT_BODY))) },
  }),
  update: async (_resource, { id, data, meta, previousData }: UpdateParams<RaRecord>) => {
    const action = actionOf(meta);
    const written =
      action === 'status'
        ? await write(`/projects/${enc(id)}/status`, 'POST', pick(data, ['status']))
        : action === 'team'
          ? await write(`/projects/${enc(id)}/team`, 'POST', pick(data, ['team_id']))
          : await write(`/projects/${enc(id)}`, 'PUT', pick(data, PROJECT_BODY));
    return { data: kept(previousData, written, id) };
  },
});

const projectIdOf = (meta: unknown, resource: string) => {
  const projectId = (meta as { projectId?: Identifier } | undefined)?.projectId;
  if (!projectId) throw new Error(`${resource}: name the project in meta.projectId`);
  return projectId;
};

// ── project-milestones (DPD): id is the milestone's; the answer is the project (`project`) ─
export const MILESTONE_BODY = ['title', 'due_date', 'responsible_id'] as const;
const milestones = mapping({
  create: async (resource, { data }: CreateParams<RaRecord>) => {
    const { project_id: projectId } = data as { project_id?: Identifier };
    if (!projectId) throw new Error(`${resource}: name the project in data.project_id`);
    const project = await write(`/projects/${enc(projectId)}/milestones`, 'POST', pick(data, MILESTONE_BODY));
    const added = ((project.milestones as Data[] | undefined) ?? []).at(-1);
    return { data: { ...(added ?? {}), id: added?.id ?? `${String(projectId)}:new`, project } };
  },
  update: async (resource, { id, data, meta }: UpdateParams<RaRecord>) => {
    const base = `/projects/${enc(projectIdOf(meta, resource))}/milestones/${enc(id)}`;
    const project =
      actionOf(meta) === 'status'
        ? await write(`${base}/status`, 'POST', pick(data, ['status']))
        : await write(base, 'PUT', pick(data, MILESTONE_BODY));
    return { data: { id, project } };
  },
  delete: async (resource, { id, meta }: DeleteParams<RaRecord>) => ({
    data: { id, project: await write(`/projects/${enc(projectIdOf(meta, resource))}/milestones/${enc(id)}`, 'DELETE') },
  }),
});

// ── project-collaborators: id is the user's (an invitation's before it is accepted); owner only ──
const collaborators = mapping({
  /** An invitation by address: the answer lists it under `invitations` until the invitee accepts. */
  create: async (resource, { data }: CreateParams<RaRecord>) => {
    const { project_id: projectId } = data as Data;
    if (!projectId) throw new Error(`${resource}: name the project in data.project_id`);
    const project = await write(`/projects/${enc(projectId)}/collaborators`, 'POST', pick(data, ['email', 'role']));
    const { email: typed } = data as { email?: string };
    const email = (typed ?? '').trim().toLowerCase();
    const invited = ((project.invitations as Data[] | undefined) ?? []).find((i) => i.email === email);
    return { data: { ...(invited ?? {}), id: invited?.id ?? email, project } };
  },
  update: async (resource, { id, data, meta }: UpdateParams<RaRecord>) => ({
    data: {
      id,
      project: await write(
        `/projects/${enc(projectIdOf(meta, resource))}/collaborators/${enc(id)}`,
        'PUT',
        pick(data, ['role']),
      ),
    },
  }),
  delete: async (resource, { id, meta }: DeleteParams<RaRecord>) => ({
    data: {
      id,
      project: await write(`/projects/${enc(projectIdOf(meta, resource))}/collaborators/${enc(id)}`, 'DELETE'),
    },
  }),
});

/** GET /projects/{id}/history, newest first; entries have no id of their own, so their place names them. */
const history = mapping({
  getList: async (_resource, { filter }: GetListParams) => {
    const projectId = (filter as { project_id?: string } | undefined)?.project_id;
    if (!projectId) throw new Error('project-history: filter by project_id');
    const response = await restCall(`/projects/${enc(projectId)}/history`);
    const body = response.json;
    const items = (
      Array.isArray(body)
        ? body
        : Array.isArray((body as { data?: unknown })?.data)
          ? (body as { data: Data[] }).data
          : []
    ) as Data[];
    const total = Number(response.headers.get('Content-Range')?.split('/').pop());
    return {
      data: items.map((entry, index) => ({ ...entry, id: `${projectId}:${index}` })),
      total: Number.isFinite(total) ? total : items.length,
    };
  },
});

// ── collaborator-invitations: the reader's pending ones, accepted or declined ──
const collaboratorInvitations = mapping({
  ...(simpleRest as unknown as Methods),
  update: async (_resource, { id, meta }: UpdateParams<RaRecord>) => {
    const action = actionOf(meta);
    if (action !== 'accept' && action !== 'decline')
      throw new Error('collaborator-invitations: meta.action must be accept or decline');
    return { data: { ...(await write(`/collaborator-invitations/${enc(id)}/${action}`, 'POST')), id } };
  },
});

export const mappings = {
  projects,
  'shared-projects': simpleRest,
  'project-milestones': milestones,
  'project-collaborators': collaborators,
  'project-history': history,
  'collaborator-invitations': collaboratorInvitations,
} satisfies MappingsOf<'projects'>;
