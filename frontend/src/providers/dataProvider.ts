import type { DataProvider, Identifier } from 'react-admin';
import type { FollowedType } from '../changes/changeTypes';
import type { AuditRevert } from '../report/reportTypes';
import type { RegisterPayload } from './accountsApi';
import type { SeatOffer, SeatOfferOutcome, SuggestionOptions, TeamSuggestion } from './hiringDomain';
import type { Mapping } from './resources/mapping';
import { RESOURCE_MODULES, type ResourceModule } from './resources/registry';

/**
 * The calls that are not CRUD on a resource, each a method of its own (react-admin's CRM example's `signUp`,
 * `updatePassword`): `useDataProvider<AppDataProvider>()`, then `dataProvider.signUp(...)` or a react-query
 * mutation around it.
 */
export interface AppMethods {
  /** Registers (POST /auth/register); the create-password link is mailed. */
  signUp: (account: RegisterPayload) => Promise<{ id: string }>;
  /** Sets the password a mailed link (`token`) allows, for its purpose (create or reset). */
  setPassword: (choice: { purpose: 'create' | 'reset'; token: string; password: string }) => Promise<void>;
  /** Mails the address a link to choose a new password (POST /auth/forgot-password). */
  mailPasswordReset: (email: string) => Promise<void>;
  /** Saves the signed-in person's data archive (`id`: its export) through the browser. */
  downloadDataArchive: (id: string) => Promise<void>;
  /** "Mark as seen": the reader has seen a record's changes up to `position` (POST /seen/{type}/{id}). */
  markSeen: (mark: { type: FollowedType; id: string; position: string }) => Promise<{ position: string; at: string }>;
  /** Reverts one row's change (POST /audit-events/{position}/revert), `anyway` over later changes. */
  revertChange: (revert: { position: string; anyway?: boolean }) => Promise<AuditRevert>;
  /** "Mark all read" (POST /notifications/read-all): how many were unread. */
  markAllNotificationsRead: () => Promise<{ count: number }>;
  /** A suggested team for a team of the reader's (POST /teams/{id}/suggestions: a read, nothing is saved). */
  suggestTeam: (ask: { teamId: Identifier; options: SuggestionOptions }) => Promise<TeamSuggestion>;
  /** Offers a seat to each (POST /offers each): every offer's outcome, made or refused with its message. */
  offerSeats: (offers: readonly SeatOffer[]) => Promise<SeatOfferOutcome[]>;
  /** The video-ask update token (GET /user/videoask/updateToken). */
  videoAskUpdateToken: () => Promise<string>;
  /** The external video-ask welcome page the platform is configured with, or null (the built-in recorder only). */
  videoAskWelcomeUrl: () => Promise<string | null>;
}

export type AppDataProvider = DataProvider & AppMethods;

interface LoadedModule {
  mappings: Record<string, Mapping>;
  methods?: Record<string, (...args: unknown[]) => Promise<unknown>>;
}

const entries = Object.entries(RESOURCE_MODULES) as [ResourceModule, (typeof RESOURCE_MODULES)[ResourceModule]][];
const moduleOfResource = new Map<string, ResourceModule>(
  entries.flatMap(([module, { resources }]) => resources.map((resource) => [resource, module] as const)),
);
const loaded = new Map<ResourceModule, Promise<LoadedModule>>();
const load = (module: ResourceModule) => {
  if (!loaded.has(module)) loaded.set(module, RESOURCE_MODULES[module].load() as Promise<LoadedModule>);
  return loaded.get(module)!;
};

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
    const module = moduleOfResource.get(resource);
    if (!module)
      throw new Error(`${resource} is not a resource of the data provider (providers/resources/registry.ts)`);
    const call = (await load(module)).mappings[resource]?.[method] as Call | undefined;
    if (!call) throw new Error(`${resource} does not support ${method}`);
    return call(resource, params);
  };

const named = entries.flatMap(([module, { methods }]) =>
  methods.map((method) => [
    method,
    async (...args: unknown[]) => {
      const implementation = (await load(module)).methods?.[method];
      if (!implementation) throw new Error(`${module} does not implement ${method}`);
      return implementation(...args);
    },
  ]),
);

/**
 * The app's one read and write path: every resource and named method of the registry, each mapped by its module
 * (providers/resources), through the spec's HTTP client (refresh on 401, X-Min-Position).
 */
export const dataProvider = Object.fromEntries([
  ...METHODS.map((method) => [method, dispatch(method)]),
  ...named,
]) as AppDataProvider;
