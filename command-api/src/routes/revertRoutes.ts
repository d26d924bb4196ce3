import type { RequestHandler } from 'express';
import { z } from 'zod';
import { NotFoundError, auditMessages as m, parseOrThrow, auditCodes } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import type { Reverts } from '../audit/reverts';
import { commandContext, written } from './commandContext';

const revertSchema = z
  .object({
    anyway: z.boolean().optional().describe('overwrite the later changes of the same fields (the 409 lists them)'),
  })
  .strict();

const laterChange = z.object({ position: z.string(), action: z.string(), at: z.string(), actor_id: z.string() });
const POSITION = /^[1-9]\d{0,17}$/;

/** `POST /audit-events/{position}/revert`: an admin sets a change from the report back (docs/api.md, "Revert a change"). */
export function revertRoutes(reverts: Reverts, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.add(
    {
      method: 'post',
      path: '/audit-events/{position}/revert',
      summary: 'Revert a change from the admin report',
      tags: ['Admin report'],
      auth: true,
      body: revertSchema,
      errors: [400, 401, 403, 404, 409],
      response: z.object({
        data: z.object({ reverts: z.string(), overwrote: z.array(laterChange) }),
        message: z.string(),
        position: z.string().optional(),
      }),
      description:
        "Admins only. The change's fields are set back to what they were before it, through the record's own command, by an event whose metadata " +
        'carries `reverts: {position}`; the report then shows "Reverted by" on the original row. 409 when the type cannot be reverted ' +
        '(`details.reason`, docs/events.md), when the change set the first value there was, or when the same fields changed again later ' +
        '(`details.later` names those changes) unless `anyway` is true.',
    },
    async (req, res) => {
      const { anyway } = parseOrThrow(revertSchema, req.body ?? {});
      const param = String(req.params.position);
      if (!POSITION.test(param)) throw new NotFoundError(auditCodes.eventNotFound);
      const { position, overwrote } = await reverts.revert(
        principalOf(req),
        BigInt(param),
        anyway ?? false,
        commandContext(req),
      );
      res.json(written({ reverts: param, overwrote }, m.reverted, position));
    },
  );
  return routes;
}
