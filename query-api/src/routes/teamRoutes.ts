import type { RequestHandler } from 'express';
import { z } from 'zod';
import { teamCostSchema, teamHistoryItemSchema, teamRecordSchema } from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';
import { hiringReadsOf } from '../hiring';
import { teamListSpec } from '../hiring/teamReads';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';

/** Reads of teams: the record with members' cards and coverage, and the composition history. */
export function teamRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const reads = hiringReadsOf(readModels);
  const routes = new DocumentedRouter(authenticate);
  const tags = ['Networks and teams'];

  routes.add(
    {
      method: 'get',
      path: '/teams',
      summary: 'Teams: an owner’s own, those a specialist is in, every one for admins',
      tags,
      auth: true,
      response: z.array(teamRecordSchema),
      list: teamListSpec,
      errors: [400, 401],
      description: `${LIST} Filters: network_id, status, q (name), member_id, archived (default false), id. Sort: name, created_at (default, newest first), status, id.`,
    },
    async (req, res) => send(res, await reads.teams.list(principalOf(req), req.query)),
  );
  routes.add(
    {
      method: 'get',
      path: '/teams/{id}',
      summary: 'One team with its members’ cards and skill coverage',
      tags,
      auth: true,
      response: teamRecordSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.teams.get(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/teams/{id}/cost',
      summary: 'The team’s cost per week: Σ allocation days × day rate of its members (its owner and admins)',
      tags,
      auth: true,
      response: teamCostSchema.extend({ id: z.string() }),
      errors: [401, 404],
      description:
        'null with a `gap` when the team has no members (`no_members`), a member has no day rate (`missing_rate`) or rates are in more than one currency (`mixed_currencies`); 404 to any reader but the owner and admins',
    },
    async (req, res) => send(res, await reads.teams.cost(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/teams/{id}/history',
      summary: 'The team’s composition history, newest first',
      tags,
      auth: true,
      response: z.array(teamHistoryItemSchema),
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.teams.history(principalOf(req), String(req.params.id))),
  );
  return routes;
}
