import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  CATALOG_NAMES, NotFoundError, catalogListKey, catalogListSchemas, catalogMessages, isAdmin, isCatalogName, specialistMessages as m,
  specialistProfileKey, specialistProfileResponseSchema, type Actor, type CatalogName, type SpecialistProfile,
} from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore, type VideoAskUpdateTokens } from '@dth/infrastructure';
import { rawAvatar } from './rawAvatar';

/**
 * Bank details, upload errors and unused recordings are for the owner and admins; other viewers
 * see whose company bills (spec 2.6 side panel) and the answers themselves.
 */
function asSeenBy(profile: SpecialistProfile, viewer: Actor): SpecialistProfile {
  const billing = profile.billing_account && { id: profile.billing_account.id, company_name: profile.billing_account.company_name };
  return { ...profile, billing_account: billing, avatar_error: null, answer_media: [] };
}

const listPaths: [string, CatalogName, string][] = [
  ['/user/skill/list', 'skills', 'Skills (dv_skills)'],
  ['/user/industry-experiance/list', 'industry-experiences', 'Industry experiences (the path is spelt so)'],
  ['/user/language/list', 'languages', 'Languages (ISO 639-1)'],
  ['/user/project-types/list', 'project-types', 'Project types (dv_project_types)'],
  ['/user/videoask/questions', 'videoask-questions', 'Video-ask questions, one per answer slot 0 to 9'],
];

export function profileRoutes(readModels: ReadModelStore, updateTokens: VideoAskUpdateTokens, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'get', path: '/user/specialist/{id}', summary: 'A specialist profile (any signed-in user)', tags: ['Specialist profile'], auth: true,
      response: specialistProfileResponseSchema, errors: [401, 404],
      description: 'Honours X-Min-Position. Viewers other than the owner and admins get the billing account as `{ id, company_name }` only.',
    },
    async (req, res) => {
      const id = String(req.params.id);
      const raw = await readModels.getRaw(specialistProfileKey(id));
      if (!raw) throw new NotFoundError(m.profileNotFound);
      const viewer = principalOf(req);
      if (viewer.userId === id || isAdmin(viewer)) {
        // The owner and admins see the document as stored: its bytes go out as they are.
        res.type('application/json').send(`{"data":${raw},"avatar":${rawAvatar(raw)}}`);
        return;
      }
      const data = asSeenBy(JSON.parse(raw) as SpecialistProfile, viewer);
      res.json({ data, avatar: data.avatar });
    },
  );

  routes.add(
    {
      method: 'get', path: '/user/videoask/updateToken', summary: 'An update token for POST /user/videoask/update (valid 30 minutes)', tags: ['Video-ask answers'],
      auth: true, response: z.object({ update_token: z.string() }), errors: [401],
    },
    async (req, res) => {
      res.json({ update_token: await updateTokens.issue(principalOf(req).userId) });
    },
  );

  const sendList = async (name: CatalogName, res: Parameters<RequestHandler>[1]) => {
    const raw = await readModels.getRaw(catalogListKey(name));
    res.type('application/json').send(raw ?? '{"data":[]}');
  };
  for (const [path, name, summary] of listPaths) {
    routes.add(
      { method: 'get', path, summary, tags: ['Reference lists'], response: z.object({ data: z.array(catalogListSchemas[name]) }) },
      async (_req, res) => sendList(name, res),
    );
  }
  routes.add(
    {
      method: 'get', path: '/user/catalog/{name}', summary: 'Any reference list by name', tags: ['Reference lists'], errors: [404],
      description: `\`name\` is one of ${CATALOG_NAMES.join(', ')}; each answers \`{ data: [...] }\` in its list's shape.`,
      response: z.object({ data: z.array(z.union(Object.values(catalogListSchemas))) }),
    },
    async (req, res) => {
      const name = String(req.params.name);
      if (!isCatalogName(name)) throw new NotFoundError(catalogMessages.unknownCatalog);
      await sendList(name, res);
    },
  );
  return routes;
}
