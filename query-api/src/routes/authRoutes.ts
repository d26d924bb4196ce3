import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  NotFoundError,
  SIGN_IN_METHODS,
  USER_TYPES,
  userAccountKey,
  type UserAccount,
  accountCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';

const accountSchema = z.object({
  data: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    user_type: z.enum(USER_TYPES),
    status: z.enum(['awaiting_password', 'active', 'erased']),
    erasure: z
      .object({ erase_at: z.string(), cancellable: z.boolean() })
      .nullable()
      .optional()
      .describe(
        '"Delete my account" asked for and not cancelled: when it happens, and whether you may still cancel it',
      ),
    sign_in_methods: z
      .array(z.enum(SIGN_IN_METHODS))
      .optional()
      .describe('every way the account can sign in now: its password, and each identity provider linked'),
    notification_digest: z
      .array(z.enum(NOTIFICATION_KINDS))
      .optional()
      .describe('notification kinds also sent in the daily mail'),
    phone_code: z.string().nullable().optional().describe('an owner’s or admin’s (a specialist’s are on the profile)'),
    phone_number: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
    state: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
});

/** `GET /auth/me`: the signed-in account. */
export function authRoutes(readModels: ReadModelStore, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.add(
    {
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in account',
      tags: ['Auth'],
      auth: true,
      response: accountSchema,
      errors: [401, 404],
    },
    async (req, res) => {
      const user = await readModels.get<UserAccount>(userAccountKey(principalOf(req).userId));
      if (!user) throw new NotFoundError(accountCodes.accountNotFound);
      res.json({ data: user });
    },
  );
  return routes;
}
