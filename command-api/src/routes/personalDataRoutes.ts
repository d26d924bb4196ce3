import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import {
  EXTERNAL_IDENTITY_PROVIDERS,
  NOTIFICATION_KINDS,
  NotFoundError,
  SIGN_IN_METHODS,
  signInMethodsOf,
  type ExternalIdentityProvider,
  PERSONAL_DATA_EXPORTS_PER_DAY,
  accountDetailsInputSchema,
  accountMessages as m,
  notificationPreferencesSchema,
  parseOrThrow,
  specialistMessages,
  accountCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf, readLink } from '@dth/infrastructure';
import type { AccountErasures } from '../accounts/accountErasures';
import type { AccountService } from '../accounts/accountService';
import type { AccountSettings } from '../accounts/accountSettings';
import type { PersonalDataExports } from '../accounts/personalDataExports';
import { commandContext, written } from './commandContext';
import type { SigningClient } from './signedInAnswers';

const erasureSchema = z
  .object({
    user_id: z
      .uuid()
      .optional()
      .describe("an admin's erasure of another user, at once; yourself (after the grace period) when absent"),
    confirmation: z.string().max(320).describe("the account's email address, typed"),
    password: z.string().max(1024).optional().describe("the account's password"),
    google: z
      .literal(true)
      .optional()
      .describe('proof by a Google sign-in of the last 5 minutes instead of the password'),
  })
  .strict();

const requestSchema = z
  .object({ user_id: z.uuid().optional().describe("an admin's request for another user; yourself when absent") })
  .strict();

export interface PersonalDataRoutesDeps {
  exports: PersonalDataExports;
  erasures: AccountErasures;
  settings: AccountSettings;
  accounts: AccountService;
  clientOf: (req: Request) => SigningClient;
  authenticate: RequestHandler;
}

/**
 * A person's rights over their data: `POST /account/data-exports` starts building their archive (follow it
 * with `GET /account/data-exports/{id}`); `POST /account/erasure` deletes the account for good after a grace
 * period that `DELETE /account/erasure` cancels.
 */
export function personalDataRoutes({
  exports,
  erasures,
  settings,
  accounts,
  clientOf,
  authenticate,
}: PersonalDataRoutesDeps): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.add(
    {
      method: 'post',
      path: '/account/data-exports',
      summary: 'Ask for a copy of all your data (a ZIP built by the worker)',
      tags: ['Account'],
      auth: true,
      body: requestSchema,
      status: 202,
      links: readLink('GET /account/data-exports/{id}', '$response.body#/data/id'),
      errors: [400, 401, 403, 404, 409, 429],
      response: z.object({
        data: z.object({ id: z.string() }),
        message: z.string().optional(),
        position: z.string().optional(),
      }),
      description:
        'An admin may ask for any user (`user_id`); anyone else for themselves only (403). The request is recorded on the account (the report shows it). ' +
        `One is made at a time per person: asked again meanwhile, the answer is the one being made (its id, a message, no position). ${PERSONAL_DATA_EXPORTS_PER_DAY} a day per person, then 429 with Retry-After.`,
    },
    async (req, res) => {
      const { user_id } = parseOrThrow(requestSchema, req.body ?? {});
      const actor = principalOf(req);
      const { id, position, running } = await exports.request(user_id ?? actor.userId, actor, commandContext(req));
      res.status(202).json(written({ id }, running ? m.dataExportRunning : undefined, position));
    },
  );
  routes.add(
    {
      method: 'post',
      path: '/account/erasure',
      summary: 'Delete an account and erase its personal data for good',
      tags: ['Account'],
      auth: true,
      body: erasureSchema,
      status: 202,
      errors: [400, 401, 403, 404, 409, 429],
      response: z.object({ data: z.object({ id: z.string(), erase_at: z.string() }), position: z.string().optional() }),
      description:
        'The person confirms with their address and their password (or a Google sign-in of the last 5 minutes); the erasure happens at `erase_at`, ' +
        'after the grace period (`GET /account/erasure`), unless cancelled. An admin erases a specialist or business owner (`user_id`, confirmed with that address) at once, ' +
        'and it cannot be cancelled; only a super admin erases an admin or super admin (403), never the last super admin (409). ' +
        'The erasure destroys the person\'s data keys and media: every record shows them as "Erased user" (docs/operations.md).',
    },
    async (req, res) => {
      const { user_id, ...request } = parseOrThrow(erasureSchema, req.body ?? {});
      const actor = principalOf(req);
      const { id, eraseAt, position } = await erasures.request(
        user_id ?? actor.userId,
        request,
        clientOf(req),
        actor,
        commandContext(req),
      );
      res.status(202).json(written({ id, erase_at: eraseAt }, undefined, position));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: '/account/erasure',
      summary: "Cancel your account's deletion within its grace period",
      tags: ['Account'],
      auth: true,
      errors: [401, 409],
      response: z.object({ data: z.object({ cancelled: z.literal(true) }), position: z.string().optional() }),
    },
    async (req, res) => {
      const { position } = await erasures.cancel(principalOf(req), commandContext(req));
      res.json(written({ cancelled: true as const }, undefined, position));
    },
  );
  routes.add(
    {
      method: 'put',
      path: '/account/notification-preferences',
      summary: 'Choose the notifications that also come in a daily mail',
      tags: ['Account'],
      auth: true,
      body: notificationPreferencesSchema,
      errors: [400, 401],
      response: z.object({
        data: z.object({ digest: z.array(z.enum(NOTIFICATION_KINDS)) }),
        message: z.string(),
        position: z.string().optional(),
      }),
      description: `digest: kinds (${NOTIFICATION_KINDS.join(', ')}) mailed once a day, those of the last day still unread; every kind shows in the bell anyway. An empty list: no mail.`,
    },
    async (req, res) => {
      const { digest } = parseOrThrow(notificationPreferencesSchema, req.body ?? {});
      const saved = await settings.setNotificationDigest(digest, principalOf(req), commandContext(req));
      res.json(written({ digest: saved.digest }, m.notificationPreferencesSaved, saved.position));
    },
  );
  routes.add(
    {
      method: 'put',
      path: '/account/details',
      summary: 'Change your name, phone and address (business owners and admins)',
      tags: ['Account'],
      auth: true,
      body: accountDetailsInputSchema,
      errors: [400, 401, 403],
      response: z.object({ data: accountDetailsInputSchema, message: z.string(), position: z.string().optional() }),
      description:
        "The signed-in person's own account; a specialist's are on their profile (`PUT /user/specialist/update-account/{id}`, 403 here). Unchanged details append nothing (no `position`).",
    },
    async (req, res) => {
      const details = parseOrThrow(accountDetailsInputSchema, req.body);
      const { position } = await settings.setOwnerDetails(details, principalOf(req), commandContext(req));
      res.json(written(details, specialistMessages.profileUpdated, position));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: '/account/sign-in-methods/{method}',
      summary: 'Stop signing in with a linked identity provider (`google`)',
      tags: ['Account'],
      auth: true,
      errors: [401, 404, 409],
      response: z.object({
        data: z.object({ sign_in_methods: z.array(z.enum(SIGN_IN_METHODS)) }),
        message: z.string(),
        position: z.string().optional(),
      }),
      description:
        "The signed-in person's own account; `GET /auth/me` lists its `sign_in_methods`. That provider's account signs in to nothing from then on " +
        '(and may be linked again later, or to another account). 404 for a method the account does not have (the password is never removed here); ' +
        '409 `account.lastSignInMethod` when it is the only way in: an account opened through Google chooses a password first (`POST /auth/forgot-password`).',
    },
    async (req, res) => {
      const method = String(req.params.method);
      if (!(EXTERNAL_IDENTITY_PROVIDERS as readonly string[]).includes(method))
        throw new NotFoundError(accountCodes.identityNotLinked);
      const { account, position } = await accounts.unlinkIdentity(
        method as ExternalIdentityProvider,
        principalOf(req),
        commandContext(req),
      );
      res.json(written({ sign_in_methods: signInMethodsOf(account) }, m.identityUnlinked, position));
    },
  );
  return routes;
}
