import type { RequestHandler } from 'express';
import { z } from 'zod';
import { engagementHistoryItemSchema, engagementListItemSchema, engagementRecordSchema } from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';
import {
  collaboratorInvitationListSpec,
  collaboratorInvitationRecordSchema,
  projectListSpec,
  projectReadsOf,
} from '../projects/projectReads';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';
import { wantsFresh } from './simpleRest';

const FILTERS =
  'Filters: engagement_type, status, skill_id (any of), from/to (YYYY-MM-DD, dates overlapping the project’s), owner_id, q (name and client), archived (default false), id. ' +
  'Sort: created_at (default, newest first), name, start_date (projects without one last), status (along the diagram), id. ' +
  'Items are the record without brief, milestones, collaborators, team members, team_history and coverage (GET /projects/{id} has them), plus milestone_count and milestones_done.';

/** Reads of client projects (docs/api.md, "Client projects"); a project the reader may not see is 404. */
export function projectRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const reads = projectReadsOf(readModels);
  const routes = new DocumentedRouter(authenticate);
  const tags = ['Client projects'];

  routes.add(
    {
      method: 'get',
      path: '/projects',
      summary: 'My Projects: an owner’s own, those of the teams a specialist is in now, every one for admins',
      tags,
      auth: true,
      response: z.array(engagementListItemSchema),
      list: projectListSpec,
      errors: [400, 401],
      description: `${LIST} ${FILTERS}`,
    },
    async (req, res) =>
      send(
        res,
        await reads.list(principalOf(req), 'mine', req.query, { fresh: wantsFresh(req.headers['cache-control']) }),
      ),
  );
  routes.add(
    {
      method: 'get',
      path: '/shared-projects',
      summary: 'Shared Projects: the projects shared with me as a collaborator, with my role',
      tags,
      auth: true,
      response: z.array(engagementListItemSchema),
      list: projectListSpec,
      errors: [400, 401],
      description: `${LIST} ${FILTERS}`,
    },
    async (req, res) =>
      send(
        res,
        await reads.list(principalOf(req), 'shared', req.query, { fresh: wantsFresh(req.headers['cache-control']) }),
      ),
  );
  routes.add(
    {
      method: 'get',
      path: '/projects/{id}',
      summary:
        'One project with its team (cards and coverage), milestones and, for the owner and admins, collaborators',
      tags,
      auth: true,
      response: engagementRecordSchema,
      errors: [401, 404],
      description:
        '404 unless you own it, it is shared with you, you are in its assigned team now, or you are an admin.',
    },
    async (req, res) => send(res, await reads.get(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/projects/{id}/history',
      summary: 'What happened to the project, newest first, with the names people and teams have now',
      tags,
      auth: true,
      response: z.array(engagementHistoryItemSchema),
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.history(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/collaborator-invitations',
      summary: 'My pending invitations to projects (to my account’s address)',
      tags,
      auth: true,
      response: z.array(collaboratorInvitationRecordSchema),
      list: collaboratorInvitationListSpec,
      errors: [400, 401],
      description: `${LIST} Sort: invited_at (newest first).`,
    },
    async (req, res) => send(res, await reads.invitations(principalOf(req), req.query)),
  );
  return routes;
}
