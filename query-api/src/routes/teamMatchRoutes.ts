import type { RequestHandler } from 'express';
import { z } from 'zod';
import { cardAvailabilitySchema, specialistCardSchema, teamFitSchema } from '@dth/domain';
import { DocumentedRouter, principalOf, type Clock, type ReadModelStore } from '@dth/infrastructure';
import { hiringReadsOf } from '../hiring';
import { teamMatchListSpec } from '../hiring/specialistSearch';
import { TeamSuggestions, suggestionRequestSchema, teamSuggestionSchema } from '../hiring/teamSuggestions';
import { wantsFresh } from './simpleRest';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';

/**
 * Who fits a team (its owner and admins; 403 for specialists, 404 for another owner's team): the ranked
 * matches, and a suggested team. The suggestion is a POST for its options, but a read: no event, so the
 * gateway sends it here (deploy/nginx.conf).
 */
export function teamMatchRoutes(
  readModels: ReadModelStore,
  clock: Clock,
  authenticate: RequestHandler,
): DocumentedRouter {
  const reads = hiringReadsOf(readModels);
  const suggestions = new TeamSuggestions(readModels, reads.search, clock);
  const routes = new DocumentedRouter(authenticate);
  const tags = ['Specialist search'];

  routes.add(
    {
      method: 'get',
      path: '/teams/{id}/matches',
      summary: 'Specialists ranked by fit to a team of yours (business owners and admins)',
      tags,
      auth: true,
      response: z.array(specialistCardSchema.extend({ availability: cardAvailabilitySchema, fit: teamFitSchema })),
      list: teamMatchListSpec,
      errors: [400, 401, 403, 404],
      description: `${LIST} The search (GET /specialists) with \`for_team\` set to this team, without its members: each card has \`fit\` and the list is ranked by it. Filters: open_to_work, available_by, free_days_gte, day_rate_lte with day_rate_currency (then \`fit.rate_within_budget\` for rates you may see). Only specialists discoverable by you; never a day rate. 404 for a team not yours, 403 for specialists.`,
    },
    async (req, res) =>
      send(
        res,
        await reads.search.matches(principalOf(req), String(req.params.id), req.query, {
          fresh: wantsFresh(req.headers['cache-control']),
        }),
      ),
  );

  routes.add(
    {
      method: 'post',
      path: '/teams/{id}/suggestions',
      summary: 'The fewest available specialists who cover a team’s required skills within a budget',
      tags,
      auth: true,
      body: suggestionRequestSchema,
      response: teamSuggestionSchema,
      errors: [400, 401, 403, 404],
      description:
        'A read (no event, answered by the query API). Candidates: discoverable by you, open to work, available within 28 days (or by `available_by`), not on the team, with `days_per_week` free days (default: any free day, each giving all their free days). The answer covers the most required skills with the fewest people, the cheapest of those within `budget_per_week` (then only people whose day rate you may see, in its currency), exact up to 12 coverable required skills. `reasons` explain each pick and what is missing, by code with its values and in English.',
    },
    async (req, res) => {
      res.json(await suggestions.suggest(principalOf(req), String(req.params.id), req.body));
    },
  );
  return routes;
}
