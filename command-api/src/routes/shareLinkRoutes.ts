import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import {
  createShareLinkSchema,
  extendShareLinkSchema,
  openShareLinkSchema,
  parseOrThrow,
  preferredLocale,
  revokeShareLinkSchema,
  shareGrantSchema,
  shareLinkEmailCodeSchema,
  shareGrantHeader,
  shareLinkRecordSchema,
  shareLinkRequestSchema,
  userAgentFamilyOf,
} from '@dth/domain';
import { DocumentedRouter, ipHashOf, principalOf, publicShareHeaders, readLink } from '@dth/infrastructure';
import { linkIdOf, type ShareLinkService } from '../shareLinks/shareLinkService';
import { commandContext } from './commandContext';
import { answer } from './writeRoutes';

const TAGS = ['Share links'];
const NOTE =
  'Answers the link as the write left it, with `X-Position` (send it back as `X-Min-Position` to read your own write).';

/** The write paths of share links (docs/api.md, "Share links"): the owner's, and the two a visitor's page posts to. */
export function shareLinkRoutes(
  links: ShareLinkService,
  ipSalt: string,
  authenticate: RequestHandler,
): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.router.use('/public/share-links', publicShareHeaders);
  const visitorOf = (req: Request) => ({
    ipHash: ipHashOf(req.ip ?? '', ipSalt),
    userAgentFamily: userAgentFamilyOf(req.get('user-agent')),
  });
  // A visitor is anonymous here, whatever session the browser may also hold.
  const visitorContext = (req: Request) =>
    links.context({ ...commandContext(req), actorId: 'anonymous', actorRole: 'anonymous' });

  routes.add(
    {
      method: 'post',
      path: '/share-links',
      summary: 'Share a team, a project or your profile',
      tags: TAGS,
      auth: true,
      body: createShareLinkSchema,
      response: shareLinkRecordSchema,
      links: readLink('GET /share-links/{id}', '$response.body#/id'),
      status: 201,
      errors: [400, 401, 403, 404],
      description: NOTE,
    },
    async (req, res) => {
      const input = parseOrThrow(createShareLinkSchema, req.body);
      const w = await links.create(input, principalOf(req), links.context(commandContext(req)));
      answer(res, 201, w.record, w.position);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/share-links/{id}/revoke',
      summary: 'Revoke a link: it answers 410 from now on',
      tags: TAGS,
      auth: true,
      body: revokeShareLinkSchema,
      response: shareLinkRecordSchema,
      links: readLink('GET /share-links/{id}', '$response.body#/id'),
      errors: [400, 401, 404, 409],
      description: NOTE,
    },
    async (req, res) => {
      const linkId = linkIdOf(String(req.params.id));
      parseOrThrow(revokeShareLinkSchema, req.body ?? {});
      const w = await links.revoke(linkId, principalOf(req), links.context(commandContext(req)));
      answer(res, 200, w.record, w.position);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/share-links/{id}/extend',
      summary: 'Change the expiry (null: none); an expired link opens again',
      tags: TAGS,
      auth: true,
      body: extendShareLinkSchema,
      response: shareLinkRecordSchema,
      links: readLink('GET /share-links/{id}', '$response.body#/id'),
      errors: [400, 401, 404, 409],
      description: NOTE,
    },
    async (req, res) => {
      const linkId = linkIdOf(String(req.params.id));
      const input = parseOrThrow(extendShareLinkSchema, req.body);
      const w = await links.extend(linkId, input, principalOf(req), links.context(commandContext(req)));
      answer(res, 200, w.record, w.position);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/public/share-links/{token}/open',
      summary: 'Open a shared link (no sign-in): a grant to read its content for an hour',
      tags: TAGS,
      body: openShareLinkSchema,
      response: shareGrantSchema,
      errors: [400, 403, 404, 410, 429],
      description: 'Counts one view and logs the open (time, address if gated, browser family, salted IP hash).',
    },
    async (req, res) => {
      const input = parseOrThrow(openShareLinkSchema, req.body ?? {});
      const opened = await links.open(String(req.params.token), input, visitorOf(req), visitorContext(req));
      if (opened.position !== undefined) res.setHeader('X-Position', opened.position.toString());
      res.status(200).json({ data: { grant: opened.grant, expires_at: opened.expiresAt } });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/public/share-links/{token}/email-code',
      summary: 'Mail a one-time code to an allowed address (202 whatever the address)',
      description:
        "locale (en | fr | ro | zh): the mail's language; default: the first of Accept-Language the mails are written in, else en.",
      tags: TAGS,
      body: shareLinkEmailCodeSchema,
      response: z.object({ data: z.object({ sent: z.literal(true) }) }),
      status: 202,
      errors: [400, 404, 410],
    },
    async (req, res) => {
      const { email, locale } = parseOrThrow(shareLinkEmailCodeSchema, req.body ?? {});
      const language = locale ?? preferredLocale(req.get('accept-language'));
      await links.mailCode(String(req.params.token), email, language, visitorOf(req), visitorContext(req));
      res.status(202).json({ data: { sent: true } });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/public/share-links/{token}/requests',
      summary: 'Answer a shared link (no sign-in): ask for an intro, approve, or comment',
      description:
        'With the grant of an open in X-Share-Grant. kind: intro (needs profile_id, the id the page shows: a pseudonym on ' +
        'an anonymised link), approve, or comment (needs a message); message at most 1000 characters, name at most 260, a valid ' +
        "email. The link's rules hold (404 unknown, 410 revoked or expired, 403 without this link's grant, 404 for a " +
        'profile_id the link does not show); 5 requests an hour per client and link, 20 per link (429). The owner is told ' +
        '(bell, and a mail within the mail limits) and reads the requests at GET /share-links/{id}/requests; the answer ' +
        "names only the request's id.",
      tags: TAGS,
      headers: shareGrantHeader,
      body: shareLinkRequestSchema,
      response: z.object({ data: z.object({ id: z.string() }) }),
      status: 201,
      errors: [400, 403, 404, 410, 429],
    },
    async (req, res) => {
      const input = parseOrThrow(shareLinkRequestSchema, req.body ?? {});
      const made = await links.request(
        String(req.params.token),
        req.get('x-share-grant')?.trim() || undefined,
        input,
        visitorOf(req),
        visitorContext(req),
      );
      if (made.position !== undefined) res.setHeader('X-Position', made.position.toString());
      res.status(201).json({ data: { id: made.id } });
    },
  );

  return routes;
}
