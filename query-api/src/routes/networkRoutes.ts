import type { RequestHandler } from 'express';
import { z } from 'zod';
import { networkMemberRecordSchema, networkRecordSchema } from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';
import { hiringReadsOf } from '../hiring';
import { wantsFresh } from './simpleRest';
import {
  invitationListSpec,
  invitationRecordSchema,
  networkListSpec,
  networkMemberListSpec,
} from '../hiring/networkReads';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';

/** Reads of networks, their members and invitations (docs/api.md); a record the reader may not see is 404. */
export function networkRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const reads = hiringReadsOf(readModels);
  const routes = new DocumentedRouter(authenticate);
  const tags = ['Networks and teams'];

  routes.add(
    {
      method: 'get',
      path: '/networks',
      summary: 'Networks: an owner’s own, a specialist’s joined ones, every one for admins',
      tags,
      auth: true,
      response: z.array(networkRecordSchema),
      list: networkListSpec,
      errors: [400, 401],
      description: `${LIST} Filters: q (name), owner_id (admins), archived (default false), id. Sort: name, created_at (default, newest first), member_count, id.`,
    },
    async (req, res) => send(res, await reads.networks.listNetworks(principalOf(req), req.query)),
  );
  routes.add(
    {
      method: 'get',
      path: '/networks/{id}',
      summary: 'One network (404 unless it is yours, you joined it, or you are an admin)',
      tags,
      auth: true,
      response: networkRecordSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.networks.getNetwork(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/network-members',
      summary: 'A network’s memberships (the owner and admins; a member sees their own)',
      tags,
      auth: true,
      response: z.array(networkMemberRecordSchema),
      list: networkMemberListSpec,
      errors: [400, 401, 404],
      description: `${LIST} Filters: network_id (required unless id is given), status, skill_ids, experience_level_id, tag, q (name), id. Sort: invited_at (default, newest first), name, status, id.`,
    },
    async (req, res) =>
      send(
        res,
        await reads.networks.listMembers(principalOf(req), req.query, {
          fresh: wantsFresh(req.headers['cache-control']),
        }),
      ),
  );
  routes.add(
    {
      method: 'get',
      path: '/network-members/{id}',
      summary: 'One membership, `{networkId}.{membershipId}`',
      tags,
      auth: true,
      response: networkMemberRecordSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.networks.getMember(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/invitations',
      summary: 'My pending invitations (to my account or its address)',
      tags,
      auth: true,
      response: z.array(invitationRecordSchema),
      list: invitationListSpec,
      errors: [401],
      description: 'Newest first; `range` pages them.',
    },
    async (req, res) => send(res, await reads.networks.listInvitations(principalOf(req), req.query)),
  );
  return routes;
}
