import type { RequestHandler } from 'express';
import { z } from 'zod';
import { savedSearchRecordSchema, shortlistRecordSchema } from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';
import { HiringListReads, savedSearchListSpec, shortlistListSpec } from '../hiringLists/hiringListReads';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';

/** Reads of saved searches and shortlists (docs/api.md, "Saved searches and shortlists"). */
export function hiringListRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const reads = new HiringListReads(readModels);
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'get',
      path: '/saved-searches',
      summary: 'Your saved specialist searches',
      tags: ['Saved searches'],
      auth: true,
      response: z.array(savedSearchRecordSchema),
      list: savedSearchListSpec,
      errors: [400, 401],
      description: `${LIST} The reader's own only. Filters: id, alert. Sort: created_at (default, newest first), name, id.`,
    },
    async (req, res) => send(res, await reads.savedSearches(principalOf(req), req.query)),
  );
  routes.add(
    {
      method: 'get',
      path: '/saved-searches/{id}',
      summary: 'One of your saved searches (anyone else’s: 404)',
      tags: ['Saved searches'],
      auth: true,
      response: savedSearchRecordSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.savedSearch(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/shortlists',
      summary: 'Your shortlists, or a team’s (its owner’s, read by the collaborators of its projects)',
      tags: ['Shortlists'],
      auth: true,
      response: z.array(shortlistRecordSchema),
      list: shortlistListSpec,
      errors: [400, 401],
      description: `${LIST} Without team_id, the reader's own; with team_id, that team's shortlists the reader owns or, collaborating on a project of the team, reads. Filters: id, team_id. Sort: created_at (default, newest first), name, id.`,
    },
    async (req, res) => send(res, await reads.shortlists(principalOf(req), req.query)),
  );
  routes.add(
    {
      method: 'get',
      path: '/shortlists/{id}',
      summary: 'One shortlist (its owner, and the collaborators of a project of its team; anyone else 404)',
      tags: ['Shortlists'],
      auth: true,
      response: shortlistRecordSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.shortlist(principalOf(req), String(req.params.id))),
  );
  return routes;
}
