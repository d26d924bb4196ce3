import type { RequestHandler } from 'express';
import { z } from 'zod';
import { parseOrThrow } from '@dth/domain';
import { DocumentedRouter } from '@dth/infrastructure';
import type { PersonalDataExports } from '../accounts/personalDataExports';
import { commandContext, written } from './commandContext';

const requestSchema = z.object({ user_id: z.uuid().optional().describe("an admin's request for another user; yourself when absent") }).strict();

/** `POST /account/data-exports`: start building a person's data archive (follow it with `GET /account/data-exports/{id}`). */
export function personalDataRoutes(exports: PersonalDataExports, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.add(
    {
      method: 'post', path: '/account/data-exports', summary: 'Ask for a copy of all your data (a ZIP built by the worker)', tags: ['Account'], auth: true,
      body: requestSchema, status: 202, errors: [400, 401, 403, 404],
      response: z.object({ data: z.object({ id: z.string() }), position: z.string().optional() }),
      description: 'An admin may ask for any user (`user_id`); anyone else for themselves only (403). The request is recorded on the account (the report shows it).',
    },
    async (req, res) => {
      const { user_id } = parseOrThrow(requestSchema, req.body ?? {});
      const ctx = commandContext(req);
      const { id, position } = await exports.request(user_id ?? ctx.actorId, ctx);
      res.status(202).json(written({ id }, undefined, position));
    },
  );
  return routes;
}
