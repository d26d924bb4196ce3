import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { activity } from './resources/activity';
import { referenceListNames, referenceLists } from './resources/referenceLists';
import { specialists } from './resources/specialists';
import { restCall } from './restCall';

/**
 * The app's one read and write path. Resources of the spec's own REST paths (the profile, its
 * reference lists, the activity feed) have their own mapping; every other resource (report,
 * network, teams, projects) follows the ra-data-simple-rest conventions. All of it goes through
 * the spec's HTTP client (refresh on 401, X-Min-Position).
 */
const simpleRest = simpleRestProvider('', async (url, options = {}) => {
  const response = await restCall(url, { method: options.method, body: options.body, headers: options.headers });
  return { status: response.status, headers: response.headers, body: response.body, json: response.json };
});

const ownMappings: Record<string, Partial<DataProvider>> = {
  specialists,
  activity,
  ...Object.fromEntries(referenceListNames.map((name) => [name, referenceLists])),
};

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type Method = (typeof METHODS)[number];
type Call = (resource: string, params: unknown) => Promise<unknown>;

const dispatch = (method: Method): Call => (resource, params) => {
  const call = (ownMappings[resource] ?? simpleRest)[method] as Call | undefined;
  return call ? call(resource, params) : Promise.reject(new Error(`${resource} does not support ${method}`));
};

/** react-admin's methods, plus the one call that is not a resource: the video-ask update token (GET /user/videoask/updateToken). */
export interface AppDataProvider extends DataProvider {
  videoAskUpdateToken: () => Promise<string>;
}

export const dataProvider: AppDataProvider = {
  ...(Object.fromEntries(METHODS.map((method) => [method, dispatch(method)])) as unknown as DataProvider),
  videoAskUpdateToken: async () => (await restCall<{ update_token?: string }>('/user/videoask/updateToken')).json?.update_token ?? '',
};
