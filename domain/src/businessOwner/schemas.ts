import { z } from 'zod';
import { optionalText } from '../network/schemas';
import { WEBSITE_PATTERN } from './businessLogic';
import { COMPANY_ABOUT_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, WEBSITE_MAX_LENGTH } from './businessOwner';
import { businessOwnerCodes as m } from './messages';

/** `PUT /business-owners/{id}`: the fields sent are changed, the others kept; blank clears one. Strict. */
export const businessOwnerProfileSchema = z.strictObject({
  company_name: optionalText(COMPANY_NAME_MAX_LENGTH, m.companyNameTooLong).optional(),
  website: optionalText(WEBSITE_MAX_LENGTH, m.websiteInvalid)
    .refine((v) => v === '' || WEBSITE_PATTERN.test(v), m.websiteInvalid)
    .optional(),
  about: optionalText(COMPANY_ABOUT_MAX_LENGTH, m.aboutTooLong, { multiline: true }).optional(),
});
export type BusinessOwnerProfileInput = z.infer<typeof businessOwnerProfileSchema>;
