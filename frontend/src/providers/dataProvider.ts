import type { DataProvider } from 'react-admin';
import { activity } from './resources/activity';
import { referenceListNames, referenceLists } from './resources/referenceLists';
import { specialists } from './resources/specialists';
import { restCall } from './restCall';
import { simpleRest } from './simpleRest';

/**
 * The app's one read and write path. Resources of the spec's own REST paths (the profile, its
 * reference lists, the activity feed) have their own mapping; every other resource (report,
 * network, teams, projects) follows the ra-data-simple-rest conventions. All of it goes through
 * the spec's HTTP client (refresh on 401, X-Min-Position).
 */
const ownMappings: Record<string, Partial<DataProvider>> = {
  specialists,
  activity,
  ...Object.fromEntries(referenceListNames.map((name) => [name, referenceLists])),
};

/**
 * The hiring resources (networks, members, invitations, teams, company profiles) load their
 * mapping with their first call, as their pages do: the sign-in route never carries them.
 */
const HIRING_RESOURCES = new Set(['networks', 'network-members', 'invitations', 'teams', 'team-members', 'team-history', 'business-owners']);
let hiringMappings: Promise<Record<string, Partial<DataProvider>>> | undefined;

/** Share links (the owner's dialog and the public pages) load their mapping the same way. */
const SHARING_RESOURCES = new Set(['share-links', 'share-link-opens', 'public-share-links']);
let sharingMappings: Promise<Record<string, Partial<DataProvider>>> | undefined;

/** Client projects (My Projects, Shared Projects, project details) load their mapping the same way. */
const PROJECT_RESOURCES = new Set(['projects', 'shared-projects', 'project-milestones', 'project-collaborators', 'project-history', 'collaborator-invitations']);
let projectMappings: Promise<Record<string, Partial<DataProvider>>> | undefined;

/** The admin report (audit events, chart, catalogue, record history) loads its mapping the same way. */
const REPORT_RESOURCES = new Set(['audit-events', 'audit-stats', 'event-types', 'record-history', 'record-versions', 'record-diffs', 'audit-exports']);
let reportMappings: Promise<Record<string, Partial<DataProvider>>> | undefined;

async function mappingOf(resource: string): Promise<Partial<DataProvider>> {
  if (ownMappings[resource]) return ownMappings[resource];
  if (REPORT_RESOURCES.has(resource)) {
    reportMappings ??= import('./resources/report').then((module) => module.reportMappings);
    return (await reportMappings)[resource] ?? simpleRest;
  }
  if (PROJECT_RESOURCES.has(resource)) {
    projectMappings ??= import('./resources/projects').then((module) => module.projectMappings);
    return (await projectMappings)[resource] ?? simpleRest;
  }
  if (SHARING_RESOURCES.has(resource)) {
    sharingMappings ??= import('./resources/sharing').then((module) => module.sharingMappings);
    return (await sharingMappings)[resource] ?? simpleRest;
  }
  if (!HIRING_RESOURCES.has(resource)) return simpleRest;
  hiringMappings ??= import('./resources/hiring').then((module) => module.hiringMappings);
  return (await hiringMappings)[resource] ?? simpleRest;
}

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type Method = (typeof METHODS)[number];
type Call = (resource: string, params: unknown) => Promise<unknown>;

const dispatch = (method: Method): Call => async (resource, params) => {
  const call = (await mappingOf(resource))[method] as Call | undefined;
  if (!call) throw new Error(`${resource} does not support ${method}`);
  return call(resource, params);
};

/** react-admin's methods, plus the one call that is not a resource: the video-ask update token (GET /user/videoask/updateToken). */
export interface AppDataProvider extends DataProvider {
  videoAskUpdateToken: () => Promise<string>;
}

export const dataProvider: AppDataProvider = {
  ...(Object.fromEntries(METHODS.map((method) => [method, dispatch(method)])) as unknown as DataProvider),
  videoAskUpdateToken: async () => (await restCall<{ update_token?: string }>('/user/videoask/updateToken')).json?.update_token ?? '',
};
