import type { Mapping } from './mapping';
import * as activity from './activity';
import * as referenceLists from './referenceLists';

/**
 * Every name the data provider answers, in one place, by the module that maps it: its resources (react-admin's
 * CRUD methods: `useGetList('teams')`…) and its named methods, the calls that are not CRUD (`signUp`,
 * `setPassword`…: `useDataProvider<AppDataProvider>()`, as react-admin's CRM example calls its own). Each module
 * exports `mappings` (exactly its resources) and, when it has any, `methods`. The reference lists and the activity
 * are in the entry chunk; the others, the profile's included, load with their first call, as their pages do, so
 * the sign-in route never carries them. A name that is not here is an error, never a guess:
 * registry.unit.spec.ts holds each module to exactly its names, and the app's calls to names that are here.
 */
export const RESOURCE_MODULES = {
  specialists: {
    resources: ['specialists'],
    methods: ['videoAskUpdateToken', 'videoAskWelcomeUrl'],
    load: () => import('./specialists'),
  },
  activity: { resources: ['activity'], methods: [], load: () => Promise.resolve(activity) },
  referenceLists: {
    resources: ['skills', 'industries', 'languages', 'project-types', 'countries', 'states', 'cities'],
    methods: [],
    load: () => Promise.resolve(referenceLists),
  },
  hiring: {
    resources: [
      'networks',
      'network-members',
      'invitations',
      'teams',
      'team-members',
      'team-history',
      'team-costs',
      'business-owners',
      'saved-searches',
      'shortlists',
      'shortlist-members',
      'offers',
      'team-matches',
    ],
    methods: ['suggestTeam', 'offerSeats'],
    load: () => import('./hiring'),
  },
  sharing: {
    resources: ['share-links', 'share-link-opens', 'share-link-requests', 'public-share-links'],
    methods: [],
    load: () => import('./sharing'),
  },
  projects: {
    resources: [
      'projects',
      'shared-projects',
      'project-milestones',
      'project-collaborators',
      'project-history',
      'collaborator-invitations',
    ],
    methods: [],
    load: () => import('./projects'),
  },
  report: {
    resources: [
      'audit-events',
      'audit-stats',
      'event-types',
      'record-history',
      'record-versions',
      'record-diffs',
      'audit-exports',
    ],
    methods: ['revertChange'],
    load: () => import('./report'),
  },
  notifications: {
    resources: ['notifications', 'notification-count'],
    methods: ['markAllNotificationsRead'],
    load: () => import('./notifications'),
  },
  changes: {
    resources: ['record-changes', 'changed-records'],
    methods: ['markSeen'],
    load: () => import('./changes'),
  },
  documents: { resources: ['documents'], methods: [], load: () => import('./documents') },
  accounts: {
    resources: ['account', 'data-exports', 'account-erasure', 'notification-preferences', 'sign-in-methods'],
    methods: ['signUp', 'setPassword', 'mailPasswordReset', 'downloadDataArchive'],
    load: () => import('./accounts'),
  },
} as const satisfies Record<string, { resources: readonly string[]; methods: readonly string[]; load: () => unknown }>;

export type ResourceModule = keyof typeof RESOURCE_MODULES;
export type ResourceName<M extends ResourceModule = ResourceModule> = (typeof RESOURCE_MODULES)[M]['resources'][number];
/** What a module's `mappings` must be: one mapping for each of its resources, no more. */
export type MappingsOf<M extends ResourceModule> = Record<ResourceName<M>, Mapping>;
