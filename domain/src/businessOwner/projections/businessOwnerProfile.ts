import { z } from 'zod';
import type { OwnerAccountDetailsSet, UserRegistered } from '../../account/account';
import type { StoredEvent } from '../../shared/events';
import type { Projection } from '../../shared/projection';
import { mediaUrl } from '../../media/media';
import type { AccountDetailsUpdated } from '../../specialist/specialist';
import type { BusinessOwnerEvent } from '../businessOwner';

// ── Record (docs/api.md, `business-owners`) ──────────────────────────────────
export const businessOwnerRecordSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z
    .string()
    .nullable()
    .describe("the owner's address: null for readers other than the owner, admins and members of the owner's networks"),
  company_name: z.string().describe('empty until set'),
  website: z.string(),
  about: z.string(),
  logo: z.string().nullable().describe('a rendition URL under /media once processed, else null'),
  logo_status: z
    .enum(['processing', 'ready', 'failed'])
    .nullable()
    .describe('null when no logo was ever uploaded, or it was removed'),
  logo_error: z.string().nullable().describe('why the last upload could not be processed'),
});
export type BusinessOwnerRecord = z.infer<typeof businessOwnerRecordSchema>;

export const businessOwnerKey = (ownerId: string) => `business-owner:${ownerId}`;

/** Who has a company profile: every account that may own networks. */
const OWNER_TYPES: readonly string[] = ['business_owner', 'admin', 'super_admin'];

type OwnerProfileEvent = UserRegistered | AccountDetailsUpdated | OwnerAccountDetailsSet | BusinessOwnerEvent;

export const businessOwnerProjection: Projection<BusinessOwnerRecord> = {
  name: 'BusinessOwnerProfile',
  version: 2,
  keyPrefixes: [businessOwnerKey('')],
  keysOf(event) {
    const e = event as StoredEvent<OwnerProfileEvent>;
    switch (e.type) {
      case 'UserRegistered':
        return OWNER_TYPES.includes(e.data.userType) ? [businessOwnerKey(e.data.userId)] : [];
      case 'AccountDetailsUpdated':
        return [businessOwnerKey(e.data.specialistId)];
      case 'OwnerAccountDetailsSet':
        return [businessOwnerKey(e.data.userId)];
      case 'BusinessOwnerProfileSet':
      case 'BusinessOwnerLogoUploaded':
      case 'BusinessOwnerLogoProcessed':
      case 'BusinessOwnerLogoProcessingFailed':
      case 'BusinessOwnerLogoRemoved':
        return [businessOwnerKey(e.data.ownerId)];
      default:
        return [];
    }
  },
  evolve(doc, event) {
    const e = event as StoredEvent<OwnerProfileEvent>;
    switch (e.type) {
      case 'UserRegistered': {
        const { userId, firstName, lastName, email } = e.data;
        return {
          id: userId,
          first_name: firstName,
          last_name: lastName,
          email,
          company_name: '',
          website: '',
          about: '',
          logo: null,
          logo_status: null,
          logo_error: null,
        };
      }
      // Only an owner's own document exists to be renamed; a specialist's edit finds none.
      case 'AccountDetailsUpdated':
      case 'OwnerAccountDetailsSet':
        return doc && { ...doc, first_name: e.data.details.first_name, last_name: e.data.details.last_name };
      case 'BusinessOwnerProfileSet':
        return doc && { ...doc, company_name: e.data.companyName, website: e.data.website, about: e.data.about };
      // The logo shown stays until a newer one is processed; outcomes of an upload since replaced change nothing.
      case 'BusinessOwnerLogoUploaded':
        return doc && { ...doc, logo_status: 'processing', logo_error: null };
      case 'BusinessOwnerLogoProcessed': {
        // An erased owner's keys read as empty (the files are gone): no logo.
        const logo = e.data.key ? mediaUrl(e.data.key) : null;
        return doc && (e.data.current ? { ...doc, logo, logo_status: logo ? 'ready' : null, logo_error: null } : doc);
      }
      case 'BusinessOwnerLogoProcessingFailed':
        return doc && (e.data.current ? { ...doc, logo_status: 'failed', logo_error: e.data.reason } : doc);
      case 'BusinessOwnerLogoRemoved':
        return doc && { ...doc, logo: null, logo_status: null, logo_error: null };
      default:
        return doc;
    }
  },
};
