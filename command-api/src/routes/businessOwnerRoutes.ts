import type { RequestHandler } from 'express';
import { z } from 'zod';
import { MAX_FILE_SIZE, assertCanChangeCompanyProfile, businessOwnerProfileSchema, parseOrThrow } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import type { BusinessOwnerService } from '../businessOwners/businessOwnerService';
import { receiveUpload } from '../media/receiveUpload';
import { commandContext } from './commandContext';
import { answer } from './writeRoutes';

const businessOwnerRecordSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  company_name: z.string(),
  website: z.string(),
  about: z.string(),
  logo: z
    .string()
    .nullable()
    .describe('the processed logo under /media; an upload shows here once the worker has processed it'),
  logo_status: z.enum(['processing', 'ready', 'failed']).nullable(),
  logo_error: z.string().nullable(),
});
const TAGS = ['Company profile'];
const LOGO_NOTE =
  'Answers the profile as the write left it, with `X-Position` (send it back as `X-Min-Position` to read your own write).';

/** A business owner's (or admin's) own company profile: its fields and its logo. */
export function businessOwnerRoutes(owners: BusinessOwnerService, authenticate: RequestHandler): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'put',
      path: '/business-owners/{id}',
      summary: 'Change your company profile (business owners and admins, their own)',
      tags: TAGS,
      auth: true,
      body: businessOwnerProfileSchema,
      response: businessOwnerRecordSchema,
      errors: [400, 401, 403],
      description:
        'The fields sent are changed, the others kept; a blank one is cleared. Answers the profile with `X-Position`.',
    },
    async (req, res) => {
      const input = parseOrThrow(businessOwnerProfileSchema, req.body);
      const { record, position } = await owners.setProfile(
        String(req.params.id),
        input,
        principalOf(req),
        commandContext(req),
      );
      answer(res, 200, record, position);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/business-owners/{id}/logo',
      summary: 'Upload your company logo (processed by the worker)',
      tags: TAGS,
      auth: true,
      upload: { file: 'logo' },
      response: businessOwnerRecordSchema,
      errors: [400, 401, 403, 413, 415],
      description: `An image by its bytes (JPEG, PNG, WebP, GIF, AVIF), at most 10485760 bytes and 50 megapixels; \`logo_status\` is \`processing\` until the worker has made the logo. ${LOGO_NOTE}`,
    },
    async (req, res) => {
      const ownerId = String(req.params.id);
      // Checked before the body is read: a stranger's upload is never buffered.
      assertCanChangeCompanyProfile(principalOf(req), ownerId);
      const { buffer } = await receiveUpload(req, 'logo', MAX_FILE_SIZE);
      const { record, position } = await owners.uploadLogo(ownerId, buffer, principalOf(req), commandContext(req));
      answer(res, 200, record, position);
    },
  );

  routes.add(
    {
      method: 'delete',
      path: '/business-owners/{id}/logo',
      summary: 'Remove your company logo',
      tags: TAGS,
      auth: true,
      response: businessOwnerRecordSchema,
      errors: [401, 403],
      description: `Removing a logo that is not there changes nothing (no \`X-Position\`). ${LOGO_NOTE}`,
    },
    async (req, res) => {
      const { record, position } = await owners.removeLogo(
        String(req.params.id),
        principalOf(req),
        commandContext(req),
      );
      answer(res, 200, record, position);
    },
  );

  return routes;
}
