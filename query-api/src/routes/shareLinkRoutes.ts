import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  publicContentSchema,
  publicMemberProfileSchema,
  shareLinkGateSchema,
  shareLinkOpenRecordSchema,
  shareLinkRecordSchema,
  shareLinkRequestRecordSchema,
  shareGrantHeader,
} from '@dth/domain';
import { DocumentedRouter, principalOf, publicShareHeaders } from '@dth/infrastructure';
import {
  shareLinkListSpec,
  shareLinkOpenListSpec,
  shareLinkRequestListSpec,
  type ShareLinkReads,
} from '../shareLinks/shareLinkReads';
import { LIST_DESCRIPTION as LIST, sendRead as send } from './readAnswers';
import { wantsFresh } from './simpleRest';

/** Reads of share links (docs/api.md, "Share links"): the owner's records and access log, and the public pages' reads. */
export function shareLinkRoutes(reads: ShareLinkReads, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.router.use('/public/share-links', publicShareHeaders);
  const tags = ['Share links'];
  const grantOf = (header: string | undefined) => header?.trim() || undefined;

  routes.add(
    {
      method: 'get',
      path: '/share-links',
      summary: 'The links of targets the reader owns (every one for admins)',
      tags,
      auth: true,
      response: z.array(shareLinkRecordSchema),
      list: shareLinkListSpec,
      errors: [400, 401],
      description: `${LIST} Filters: target_type, target_id, status, mode, id. Sort: created_at (default, newest first), expires_at, views, last_opened_at, status, id.`,
    },
    async (req, res) => send(res, await reads.list(principalOf(req), req.query)),
  );
  routes.add(
    {
      method: 'get',
      path: '/share-links/{id}',
      summary: 'One link (404 unless the reader owns its target or is an admin)',
      tags,
      auth: true,
      response: shareLinkRecordSchema,
      errors: [401, 404],
    },
    async (req, res) => send(res, await reads.get(principalOf(req), String(req.params.id))),
  );
  routes.add(
    {
      method: 'get',
      path: '/share-link-opens',
      summary: 'A link’s access log, newest first',
      tags,
      auth: true,
      response: z.array(shareLinkOpenRecordSchema),
      list: shareLinkOpenListSpec,
      errors: [400, 401, 404],
      description: `${LIST} Filters: link_id (required), id. Sort: at (default, newest first), id.`,
    },
    async (req, res) => send(res, await reads.opens(principalOf(req), req.query)),
  );

  routes.add(
    {
      method: 'get',
      path: '/share-links/{id}/requests',
      summary: 'What clients answered through a link (intro, approve, comment), newest first',
      tags,
      auth: true,
      response: z.array(shareLinkRequestRecordSchema),
      list: shareLinkRequestListSpec,
      errors: [400, 401, 404],
      description:
        `${LIST} The link's owner and admins only (404 for anyone else, as for the link itself). An intro names the ` +
        'person by their real id and name (`profile_id`, `profile_name`) beside the id the client saw (`shown_profile_id`, ' +
        'a pseudonym on an anonymised link). Filters: id. Sort: at (default, newest first), id.',
    },
    async (req, res) => send(res, await reads.requests(principalOf(req), String(req.params.id), req.query)),
  );

  routes.add(
    {
      method: 'get',
      path: '/public/share-links/{token}',
      summary: 'Whether and how a shared link opens (no sign-in)',
      tags,
      response: shareLinkGateSchema,
      errors: [404, 410],
    },
    async (req, res) => send(res, await reads.gate(String(req.params.token))),
  );
  routes.add(
    {
      method: 'get',
      path: '/public/share-links/{token}/content',
      summary: 'What the link shows, with the grant of an open in X-Share-Grant',
      tags,
      headers: shareGrantHeader,
      response: publicContentSchema,
      errors: [403, 404, 410],
    },
    async (req, res) =>
      send(
        res,
        await reads.content(
          String(req.params.token),
          grantOf(req.get('x-share-grant')),
          wantsFresh(req.headers['cache-control']),
        ),
      ),
  );
  routes.add(
    {
      method: 'get',
      path: '/public/share-links/{token}/profiles/{profileId}',
      summary: 'A shared team member’s public profile, with the grant in X-Share-Grant',
      tags,
      headers: shareGrantHeader,
      response: publicMemberProfileSchema,
      errors: [403, 404, 410],
    },
    async (req, res) =>
      send(
        res,
        await reads.profile(
          String(req.params.token),
          grantOf(req.get('x-share-grant')),
          String(req.params.profileId),
          wantsFresh(req.headers['cache-control']),
        ),
      ),
  );
  return routes;
}
