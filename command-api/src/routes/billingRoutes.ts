import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import {
  billingFieldsSchema,
  createBillingAccountSchema,
  parseOrThrow,
  savedSection,
  specialistMessages as m,
  updateBillingAccountSchema,
} from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import type { SpecialistCommandInput, SpecialistService } from '../specialists/specialistService';
import { commandContext, written } from './commandContext';
import { writtenSchema } from './specialistRoutes';

const TAGS = ['Billing account'];

/**
 * The billing dialog's paths besides the account form's billing_profile. One billing account per
 * profile; the two paths without a profile id act on the signed-in user's, or on `specialist_id`'s.
 */
export function billingRoutes(specialists: SpecialistService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  const save = async (req: Request, command: SpecialistCommandInput) => {
    const { decided, position } = await specialists.execute(command, principalOf(req), commandContext(req));
    return written(savedSection(decided.at(-1)!), m.billingUpdated, position);
  };

  routes.add(
    {
      method: 'put',
      path: '/user/specialist/{id}/billing-account/{billingId}/update',
      summary: 'Update the billing account',
      tags: TAGS,
      auth: true,
      body: billingFieldsSchema,
      response: writtenSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async (req, res) => {
      const specialistId = String(req.params.id);
      const billing = parseOrThrow(billingFieldsSchema, req.body);
      res.json(
        await save(req, {
          type: 'UpdateBillingAccount',
          data: { specialistId, billing, billingAccountId: String(req.params.billingId) },
        }),
      );
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/user/billing-account/create',
      summary: 'Create the billing account (409 when there is one)',
      tags: TAGS,
      auth: true,
      body: createBillingAccountSchema,
      response: writtenSchema,
      status: 201,
      errors: [400, 401, 403, 404, 409],
    },
    async (req, res) => {
      const { specialist_id, ...billing } = parseOrThrow(createBillingAccountSchema, req.body);
      const specialistId = specialist_id ?? principalOf(req).userId;
      res.status(201).json(
        await save(req, {
          type: 'CreateBillingAccount',
          data: { specialistId, billing, newBillingAccountId: randomUUID() },
        }),
      );
    },
  );

  routes.add(
    {
      method: 'put',
      path: '/user/billing-account/update',
      summary: 'Update the billing account: its id plus every billing field',
      tags: TAGS,
      auth: true,
      body: updateBillingAccountSchema,
      response: writtenSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async (req, res) => {
      const { id, specialist_id, ...billing } = parseOrThrow(updateBillingAccountSchema, req.body);
      const specialistId = specialist_id ?? principalOf(req).userId;
      res.json(
        await save(req, { type: 'UpdateBillingAccount', data: { specialistId, billing, billingAccountId: id } }),
      );
    },
  );

  return routes;
}
