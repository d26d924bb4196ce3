import type { RequestHandler } from 'express';
import { z } from 'zod';
import { cardAvailabilitySchema, specialistCardSchema, teamFitSchema } from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';
import { hiringReadsOf } from '../hiring';
import { specialistListSpec } from '../hiring/specialistSearch';
import { wantsFresh } from './simpleRest';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';

/** `GET /specialists`: search for business owners and admins (403 for specialists), over the projector's indexes. */
export function specialistSearchRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const reads = hiringReadsOf(readModels);
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'get',
      path: '/specialists',
      summary: 'Search specialists (business owners and admins)',
      tags: ['Specialist search'],
      auth: true,
      response: z.array(
        specialistCardSchema.extend({
          availability: cardAvailabilitySchema,
          relevance: z.number().int().optional().describe('how many of `skill_ids` the specialist has'),
          fit: teamFitSchema.optional().describe('with `for_team`: how well the specialist fits the team'),
        }),
      ),
      list: specialistListSpec,
      errors: [400, 401, 403, 404],
      description: `${LIST} Filters: q, skill_ids (any, or all with skills_match: "all"; counted by relevance), skills_match (any | all), industry_ids, language_ids, project_type_ids (any of each), experience_level_id, country, practitioner_group_id, id; open_to_work, available_by, free_days_gte, day_rate_lte with day_rate_currency (only specialists whose rate you may see: admins all, an owner those who joined one of their networks), for_team (a team of yours, else 404: cards get \`fit\`, ranked by it). Only specialists discoverable by you are found (everyone; networks: by the owners of networks they joined and admins; nobody: never), except by id. Sort: fit (default with for_team), relevance (default with skill_ids; then completeness), name, completeness (default), id. Cards carry the availability, never the day rate. 403 for specialists.`,
    },
    async (req, res) =>
      send(
        res,
        await reads.search.list(principalOf(req), req.query, { fresh: wantsFresh(req.headers['cache-control']) }),
      ),
  );
  return routes;
}
