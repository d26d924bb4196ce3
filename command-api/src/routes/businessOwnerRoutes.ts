import type { RequestHandler } from 'express';
import { z } from 'zod';
import { businessOwnerProfileSchema, parseOrThrow } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import type { BusinessOwnerService } from '../businessOwners/businessOwnerService';
import { commandContext } from './commandContext';
import { answer } from './networkRoutes';

const businessOwnerRecordSchema = z.object({
  id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable(), email: z.string().nullable(),
  company_name: z.string(), website: z.string(), about: z.string(),
});

/** `PUT /business-owners/{id}`: a business owner's (or admin's) own company profile. */
export function businessOwnerRoutes(owners: BusinessOwnerService, authenticate: RequestHandler): DocumentedRouter {
  return new DocumentedRouter(authenticate).add(
    {
      method: 'put', path: '/business-owners/{id}', summary: 'Change your company profile (business owners and admins, their own)',
      tags: ['Company profile'], auth: true, body: businessOwnerProfileSchema, response: businessOwnerRecordSchema, errors: [400, 401, 403],
      description: 'The fields sent are changed, the others kept; a blank one is cleared. Answers the profile with `X-Position`.',
    },
    async (req, res) => {
      const input = parseOrThrow(businessOwnerProfileSchema, req.body);
      const { record, position } = await owners.setProfile(String(req.params.id), input, principalOf(req), commandContext(req));
      answer(res, 200, record, position);
    },
  );
}
