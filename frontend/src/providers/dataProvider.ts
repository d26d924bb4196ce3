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

type Mappings = Record<string, Partial<DataProvider>>;

/**
 * Resources whose mapping loads with their first call, as their pages do: the sign-in route never
 * carries them. Hiring (networks, members, invitations, teams, company profiles), share links (the
 * owner's dialog and the public pages), client projects, the admin report, and the person's own account and
 * data (registration, passwords, details, exports, erasure).
 */
const LAZY_GROUPS: { resources: ReadonlySet<string>; load: () => Promise<Mappings> }[] = [
  {
    resources: new Set([
      'networks',
      'network-members',
      'invitations',
      'teams',
      'team-members',
      'team-history',
      'business-owners',
    ]),
    load: () => import('./resources/hiring').then((module) => module.hiringMappings),
  },
  {
    resources: new Set(['share-links', 'share-link-opens', 'public-share-links']),
    load: () => import('./resources/sharing').then((module) => module.sharingMappings),
  },
  {
    resources: new Set([
      'projects',
      'shared-projects',
      'project-milestones',
      'project-collaborators',
      'project-history',
      'collaborator-invitations',
    ]),
    load: () => import('./resources/projects').then((module) => module.projectMappings),
  },
  {
    resources: new Set([
      'audit-events',
      'audit-stats',
      'event-types',
      'record-history',
      'record-versions',
      'record-diffs',
      'audit-exports',
      'audit-reverts',
    ]),
    load: () => import('./resources/report').then((module) => module.reportMappings),
  },
  {
    resources: new Set(['notifications', 'notification-count', 'notification-reads']),
    load: () => import('./resources/notifications').then((module) => module.notificationMappings),
  },
  {
    resources: new Set(['record-changes', 'seen-marks', 'changed-records']),
    load: () => import('./resources/changes').then((module) => module.changesMappings),
  },
  {
    resources: new Set(['documents']),
    load: () => import('./resources/documents').then((module) => ({ documents: module.documents })),
  },
  {
    resources: new Set([
      'account',
      'registrations',
      'passwords',
      'password-reset-mails',
      'data-exports',
      'account-erasure',
      'notification-preferences',
      'sign-in-methods',
    ]),
    load: () => import('./resources/accounts').then((module) => module.accountMappings),
  },
];
const loaded = new Map<object, Promise<Mappings>>();

async function mappingOf(resource: string): Promise<Partial<DataProvider>> {
  if (ownMappings[resource]) return ownMappings[resource];
  const group = LAZY_GROUPS.find(({ resources }) => resources.has(resource));
  if (!group) return simpleRest;
  if (!loaded.has(group)) loaded.set(group, group.load());
  return (await loaded.get(group)!)[resource] ?? simpleRest;
}

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;
type Method = (typeof METHODS)[number];
type Call = (resource: string, params: unknown) => Promise<unknown>;

const dispatch =
  (method: Method): Call =>
  async (resource, params) => {
    const call = (await mappingOf(resource))[method] as Call | undefined;
    if (!call) throw new Error(`${resource} does not support ${method}`);
    return call(resource, params);
  };

/** react-admin's methods, plus the one call that is not a resource: the video-ask update token (GET /user/videoask/updateToken). */
export interface AppDataProvider extends DataProvider {
  videoAskUpdateToken: () => Promise<string>;
  /** The external video-ask welcome page the platform is configured with, or null (the built-in recorder only). */
  videoAskWelcomeUrl: () => Promise<string | null>;
}

export const dataProvider: AppDataProvider = {
  ...(Object.fromEntries(METHODS.map((method) => [method, dispatch(method)])) as unknown as DataProvider),
  videoAskUpdateToken: async () =>
    (await restCall<{ update_token?: string }>('/user/videoask/updateToken')).json?.update_token ?? '',
  videoAskWelcomeUrl: async () => (await restCall<{ url?: string | null }>('/user/videoask/welcome')).json?.url ?? null,
};
