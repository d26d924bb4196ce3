import type { RequestHandler } from 'express';
import { z } from 'zod';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import { offerListSpec, offerReadSchema, type OfferReads } from '../offers/offerReads';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';

/** Reads of offers (docs/api.md, "Offers"). */
export function offerRoutes(offers: OfferReads, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  const tags = ['Offers'];

  routes.add(
    {
      method: 'get',
      path: '/offers',
      summary: 'Offers: those of an owner’s teams, a specialist’s own, every one for admins',
      tags,
      auth: true,
      response: z.array(offerReadSchema),
      list: offerListSpec,
      errors: [400, 401],
      description: `${LIST} Filters: team_id, specialist_id, status (as of now: a pending offer 14 days old is expired), id. Sort: made_at (default, newest first), starts_on, status, id.`,
    },
    async (req, res) => send(res, await offers.list(principalOf(req), req.query)),
  );
  routes.add(
    {
      method: 'get',
      path: '/offers/{id}',
      summary: 'One offer (its team’s owner, its specialist, admins)',
      tags,
      auth: true,
      response: offerReadSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await offers.get(principalOf(req), String(req.params.id))),
  );
  return routes;
}
