import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  CATALOG_NAMES,
  NotFoundError,
  catalogListKey,
  catalogListSchemas,
  isCatalogName,
  specialistProfileResponseSchema,
  type CatalogName,
  catalogCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore, type VideoAskUpdateTokens } from '@dth/infrastructure';
import { specialistProfileBody } from './profileResponse';

const listPaths: [string, CatalogName, string][] = [
  ['/user/skill/list', 'skills', 'Skills (dv_skills)'],
  ['/user/industry-experiance/list', 'industry-experiences', 'Industry experiences (the path is spelt so)'],
  ['/user/language/list', 'languages', 'Languages (ISO 639-1)'],
  ['/user/project-types/list', 'project-types', 'Project types (dv_project_types)'],
  ['/user/videoask/questions', 'videoask-questions', 'Video-ask questions, one per answer slot 0 to 9'],
];

/** `welcomeUrl`: the external video-ask welcome page (VIDEOASK_WELCOME_URL), if one is configured. */
export function profileRoutes(
  readModels: ReadModelStore,
  updateTokens: VideoAskUpdateTokens,
  welcomeUrl: string | undefined,
  authenticate: RequestHandler,
): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'get',
      path: '/user/specialist/{id}',
      summary: 'A specialist profile (any signed-in user)',
      tags: ['Specialist profile'],
      auth: true,
      response: specialistProfileResponseSchema,
      errors: [401, 404],
      description:
        'Honours X-Min-Position. Viewers other than the owner and admins get the billing account as `{ id, company_name }` only.',
    },
    async (req, res) => {
      res
        .type('application/json')
        .send(await specialistProfileBody(readModels, String(req.params.id), principalOf(req)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/user/videoask/updateToken',
      summary: 'An update token for POST /user/videoask/update (valid 30 minutes)',
      tags: ['Video-ask answers'],
      auth: true,
      response: z.object({ update_token: z.string() }),
      errors: [401],
    },
    async (req, res) => {
      res.json({ update_token: await updateTokens.issue(principalOf(req).userId) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/user/videoask/welcome',
      summary: 'The external video-ask welcome page, or null when none is configured',
      tags: ['Video-ask answers'],
      auth: true,
      response: z.object({ url: z.string().nullable() }),
      errors: [401],
      description:
        'The profile opens it in a popup, adding `#contact_email=…&update_token=…` (GET /user/videoask/updateToken); null (VIDEOASK_WELCOME_URL unset): only the built-in recorder.',
    },
    (_req, res) => void res.json({ url: welcomeUrl ?? null }),
  );

  const sendList = async (name: CatalogName, res: Parameters<RequestHandler>[1]) => {
    const raw = await readModels.getRaw(catalogListKey(name));
    res.type('application/json').send(raw ?? '{"data":[]}');
  };
  for (const [path, name, summary] of listPaths) {
    routes.add(
      {
        method: 'get',
        path,
        summary,
        tags: ['Reference lists'],
        response: z.object({ data: z.array(catalogListSchemas[name]) }),
      },
      async (_req, res) => sendList(name, res),
    );
  }
  routes.add(
    {
      method: 'get',
      path: '/user/catalog/{name}',
      summary: 'Any reference list by name',
      tags: ['Reference lists'],
      params: { name: z.enum(CATALOG_NAMES) },
      errors: [404],
      description: `\`name\` is one of ${CATALOG_NAMES.join(', ')}; each answers \`{ data: [...] }\` in its list's shape.`,
      response: z.object({ data: z.array(z.union(Object.values(catalogListSchemas))) }),
    },
    async (req, res) => {
      const name = String(req.params.name);
      if (!isCatalogName(name)) throw new NotFoundError(catalogCodes.unknownCatalog);
      await sendList(name, res);
    },
  );
  return routes;
}
