/**
 * Every route of both APIs: which methods each path serves, and which API serves each. The gateway
 * decides by method (GET/HEAD the query API, other methods the command API, with the exceptions in
 * deploy/nginx.conf), so neither API alone knows all the methods of a path; this table does, for the
 * `Allow` of OPTIONS and 405 answers and for the links between the two OpenAPI documents. Each API
 * checks at start-up that it serves exactly its share of it (`checkServedRoutes`).
 */
export type ApiName = 'query' | 'command';
export type RouteMethod = 'get' | 'post' | 'put' | 'delete';

export const API_ROUTES: Readonly<Record<string, Readonly<Partial<Record<RouteMethod, ApiName>>>>> = {
  '/auth/me': { get: 'query' },
  '/user/activity': { get: 'query' },
  '/user/specialist/{id}': { get: 'query' },
  '/user/videoask/updateToken': { get: 'query' },
  '/user/videoask/welcome': { get: 'query' },
  '/user/skill/list': { get: 'query' },
  '/user/industry-experiance/list': { get: 'query' },
  '/user/language/list': { get: 'query' },
  '/user/project-types/list': { get: 'query' },
  '/user/videoask/questions': { get: 'query' },
  '/user/catalog/{name}': { get: 'query' },
  '/countries': { get: 'query' },
  '/countries/{country}/states': { get: 'query' },
  '/countries/{country}/states/{state}/cities': { get: 'query' },
  '/specialists': { get: 'query' },
  '/networks': { get: 'query', post: 'command' },
  '/networks/{id}': { get: 'query', put: 'command', delete: 'command' },
  '/network-members': { get: 'query' },
  '/network-members/{id}': { get: 'query', put: 'command', delete: 'command' },
  '/invitations': { get: 'query' },
  '/teams': { get: 'query', post: 'command' },
  '/teams/{id}': { get: 'query', put: 'command', delete: 'command' },
  '/teams/{id}/history': { get: 'query' },
  '/teams/{id}/cost': { get: 'query' },
  '/teams/{id}/matches': { get: 'query' },
  '/teams/{id}/suggestions': { post: 'query' },
  '/offers': { get: 'query', post: 'command' },
  '/offers/{id}': { get: 'query', delete: 'command' },
  '/saved-searches': { get: 'query', post: 'command' },
  '/saved-searches/{id}': { get: 'query', put: 'command', delete: 'command' },
  '/shortlists': { get: 'query', post: 'command' },
  '/shortlists/{id}': { get: 'query', put: 'command', delete: 'command' },
  '/shortlists/{id}/members': { post: 'command' },
  '/shortlists/{id}/members/{specialistId}': { put: 'command', delete: 'command' },
  '/business-owners/{id}': { get: 'query', put: 'command' },
  '/projects': { get: 'query', post: 'command' },
  '/shared-projects': { get: 'query' },
  '/projects/{id}': { get: 'query', put: 'command', delete: 'command' },
  '/projects/{id}/history': { get: 'query' },
  '/collaborator-invitations': { get: 'query' },
  '/audit-events': { get: 'query' },
  '/audit-events/stats': { get: 'query' },
  '/audit-events/{position}': { get: 'query' },
  '/event-types': { get: 'query' },
  '/history/{targetType}/{id}': { get: 'query' },
  '/history/{targetType}/{id}/as-of': { get: 'query' },
  '/history/{targetType}/{id}/diff': { get: 'query' },
  '/audit-exports': { post: 'query' },
  '/audit-exports/{id}': { get: 'query' },
  '/share-links': { get: 'query', post: 'command' },
  '/share-links/{id}': { get: 'query' },
  '/share-link-opens': { get: 'query' },
  '/share-links/{id}/requests': { get: 'query' },
  '/public/share-links/{token}': { get: 'query' },
  '/public/share-links/{token}/content': { get: 'query' },
  '/public/share-links/{token}/profiles/{profileId}': { get: 'query' },
  '/changes/{type}/{id}': { get: 'query' },
  '/seen/{type}/{id}': { post: 'query' },
  '/changed-since-seen/{type}': { get: 'query' },
  '/notifications': { get: 'query' },
  '/notifications/unread-count': { get: 'query' },
  '/notifications/{id}/read': { post: 'query' },
  '/notifications/read-all': { post: 'query' },
  '/notifications/stream': { get: 'query' },
  '/account/data-exports/{id}': { get: 'query' },
  '/account/data-exports/{id}/archive': { get: 'query' },
  '/documents/cv/{id}': { get: 'query' },
  '/documents/team/{id}': { get: 'query' },
  '/documents/project/{id}': { get: 'query' },
  '/public/share-links/{token}/documents/{kind}': { get: 'query' },
  '/public/share-links/{token}/documents/{kind}/{profileId}': { get: 'query' },
  '/auth/register': { post: 'command' },
  '/auth/create-password/{token}': { post: 'command' },
  '/auth/reset-password/{token}': { post: 'command' },
  '/auth/forgot-password': { post: 'command' },
  '/auth/login': { post: 'command' },
  '/auth/sign-in-link': { post: 'command' },
  '/auth/refresh': { post: 'command' },
  '/auth/logout': { post: 'command' },
  '/auth/google': { get: 'command' },
  '/auth/google/start': { get: 'command' },
  '/auth/google/callback': { post: 'command' },
  '/auth/google/complete': { post: 'command' },
  '/auth/google/link': { post: 'command' },
  '/account/data-exports': { post: 'command' },
  '/account/erasure': { get: 'query', post: 'command', delete: 'command' },
  '/account/notification-preferences': { put: 'command' },
  '/account/details': { put: 'command' },
  '/account/sign-in-methods/{method}': { delete: 'command' },
  '/user/specialist/add-avatar/{id}': { post: 'command' },
  '/user/specialist/add-answer-media/{id}': { post: 'command' },
  '/user/update-user/{id}': { put: 'command' },
  '/user/specialist/add-skills/{id}': { post: 'command' },
  '/user/specialist/industry/{id}': { post: 'command' },
  '/user/specialist/experience-level/{id}': { post: 'command' },
  '/user/specialist/add-language/{id}': { post: 'command' },
  '/user/specialist/add-about/{id}': { post: 'command' },
  '/user/specialist/add-certificate/{id}': { post: 'command' },
  '/user/specialist/{id}/update-certificate/{certId}': { post: 'command' },
  '/user/certification/delete/{userId}/{certId}': { delete: 'command' },
  '/user/specialist/add-project/{id}': { post: 'command' },
  '/user/specialist/{id}/update-project/{projId}': { post: 'command' },
  '/user/experience/delete/{userId}/{projectId}': { delete: 'command' },
  '/user/specialist/project-type/{id}': { post: 'command' },
  '/user/specialist/update-account/{id}': { put: 'command' },
  '/user/specialist/{id}/billing-account/{billingId}/update': { put: 'command' },
  '/user/billing-account/create': { post: 'command' },
  '/user/billing-account/update': { put: 'command' },
  '/user/specialist/update-videoask/{id}': { put: 'command' },
  '/user/specialist/{id}/availability': { put: 'command' },
  '/user/videoask/update': { post: 'command' },
  '/user/catalog/{name}/items': { post: 'command' },
  '/networks/{id}/invitations': { post: 'command' },
  '/invitations/{id}/accept': { post: 'command' },
  '/invitations/{id}/decline': { post: 'command' },
  '/network-members/{id}/leave': { post: 'command' },
  '/teams/{id}/members': { post: 'command' },
  '/teams/{id}/members/{specialistId}': { put: 'command', delete: 'command' },
  '/teams/{id}/status': { post: 'command' },
  '/offers/{id}/accept': { post: 'command' },
  '/offers/{id}/decline': { post: 'command' },
  '/business-owners/{id}/logo': { post: 'command', delete: 'command' },
  '/projects/{id}/status': { post: 'command' },
  '/projects/{id}/team': { post: 'command' },
  '/projects/{id}/milestones': { post: 'command' },
  '/projects/{id}/milestones/{milestoneId}': { put: 'command', delete: 'command' },
  '/projects/{id}/milestones/{milestoneId}/status': { post: 'command' },
  '/projects/{id}/collaborators': { post: 'command' },
  '/projects/{id}/collaborators/{userId}': { put: 'command', delete: 'command' },
  '/collaborator-invitations/{id}/accept': { post: 'command' },
  '/collaborator-invitations/{id}/decline': { post: 'command' },
  '/share-links/{id}/revoke': { post: 'command' },
  '/share-links/{id}/extend': { post: 'command' },
  '/public/share-links/{token}/open': { post: 'command' },
  '/public/share-links/{token}/email-code': { post: 'command' },
  '/public/share-links/{token}/requests': { post: 'command' },
  '/audit-events/{position}/revert': { post: 'command' },
};

/** Where the gateway serves each API's OpenAPI document. */
export const API_DOCUMENTS: Readonly<Record<ApiName, string>> = {
  query: '/openapi.json',
  command: '/openapi/command-api.json',
};

const METHOD_ORDER: readonly RouteMethod[] = ['get', 'post', 'put', 'delete'];

interface RouteTemplate {
  path: string;
  pattern: RegExp;
  /** Literal segments: `/audit-events/stats` is tried before `/audit-events/{position}`. */
  literals: number;
}

const TEMPLATES: readonly RouteTemplate[] = Object.keys(API_ROUTES)
  .map((path) => {
    const segments = path.split('/');
    const pattern = segments
      .map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('/');
    return { path, pattern: new RegExp(`^${pattern}$`), literals: segments.filter((s) => !s.startsWith('{')).length };
  })
  .sort((a, b) => b.literals - a.literals);

/** The route (OpenAPI path) a request path is, or undefined for a path no API serves. */
export function routeOf(path: string): string | undefined {
  return TEMPLATES.find((t) => t.pattern.test(path))?.path;
}

/** The methods a path serves in either API, as `Allow` lists them (HEAD beside GET); undefined for an unknown path. */
export function allowedMethodsOf(path: string): string[] | undefined {
  const route = routeOf(path);
  if (!route) return undefined;
  const served = API_ROUTES[route];
  return METHOD_ORDER.filter((m) => served[m]).flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]));
}

/**
 * Each API serves exactly its share of the table: a route registered but not in the table, or in
 * the table but not registered, stops the start-up (a new route is added to both, or to neither).
 */
export function checkServedRoutes(api: ApiName, served: readonly { method: RouteMethod; path: string }[]): void {
  const registered = new Set(served.map(({ method, path }) => `${method.toUpperCase()} ${path}`));
  const expected = new Set(
    Object.entries(API_ROUTES).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, owner]) => owner === api)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
  const unlisted = [...registered].filter((route) => !expected.has(route));
  const missing = [...expected].filter((route) => !registered.has(route));
  if (unlisted.length > 0 || missing.length > 0)
    throw new Error(
      `The ${api} API's routes differ from infrastructure/src/http/apiRoutes.ts: ` +
        [
          unlisted.length > 0 ? `served but not listed: ${unlisted.join(', ')}` : '',
          missing.length > 0 ? `listed but not served: ${missing.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
    );
}

interface MinimalResponse {
  setHeader(name: string, value: string): unknown;
  status(code: number): { end(): void; json(body: unknown): void };
}

/** OPTIONS on a known path: 204 with every method it serves, whichever API the gateway sent it to. */
export const answerOptions = (req: { method: string; path: string }, res: MinimalResponse, next: () => void) => {
  const allowed = req.method === 'OPTIONS' ? allowedMethodsOf(req.path) : undefined;
  if (!allowed) return next();
  res.setHeader('Allow', allowed.join(', '));
  res.status(204).end();
};

/** After every route: a known path asked with a method it does not serve is 405 with `Allow`. */
export const methodNotAllowed = (req: { method: string; path: string }, res: MinimalResponse, next: () => void) => {
  const allowed = allowedMethodsOf(req.path);
  if (!allowed) return next();
  res.setHeader('Allow', allowed.join(', '));
  res.status(405).json({
    error: {
      code: 'method_not_allowed',
      message: `${req.path} does not take ${req.method}; it takes ${allowed.join(', ')}`,
    },
  });
};
