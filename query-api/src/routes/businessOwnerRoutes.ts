import type { RequestHandler } from 'express';
import { businessOwnerRecordSchema } from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';
import { hiringReadsOf } from '../hiring';
import { sendRead as send } from './readAnswers';

/** Company profiles: any signed-in reader. */
export function businessOwnerRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const reads = hiringReadsOf(readModels);
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'get',
      path: '/business-owners/{id}',
      summary: 'A company profile (any signed-in user)',
      tags: ['Company profiles'],
      auth: true,
      response: businessOwnerRecordSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.businessOwners.get(principalOf(req), String(req.params.id))),
  );

  return routes;
}
