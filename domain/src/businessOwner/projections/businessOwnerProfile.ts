import { z } from 'zod';
import type { UserRegistered } from '../../account/account';
import type { StoredEvent } from '../../shared/events';
import type { Projection } from '../../shared/projection';
import type { AccountDetailsUpdated } from '../../specialist/specialist';
import type { BusinessOwnerEvent } from '../businessOwner';

// ── Record (docs/api.md, `business-owners`) ──────────────────────────────────
export const businessOwnerRecordSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string().describe('empty until set'),
  website: z.string(),
  about: z.string(),
  logo: z.string().nullable().describe('a rendition URL under /media once processed, else null'),
});
export type BusinessOwnerRecord = z.infer<typeof businessOwnerRecordSchema>;

export const businessOwnerKey = (ownerId: string) => `business-owner:${ownerId}`;

/** Who has a company profile: every account that may own networks. */
const OWNER_TYPES: readonly string[] = ['business_owner', 'admin', 'super_admin'];

type OwnerProfileEvent = UserRegistered | AccountDetailsUpdated | BusinessOwnerEvent;

export const businessOwnerProjection: Projection<BusinessOwnerRecord> = {
  name: 'BusinessOwnerProfile',
  keysOf(event) {
    const e = event as StoredEvent<OwnerProfileEvent>;
    switch (e.type) {
      case 'UserRegistered':
        return OWNER_TYPES.includes(e.data.userType) ? [businessOwnerKey(e.data.userId)] : [];
      case 'AccountDetailsUpdated':
        return [businessOwnerKey(e.data.specialistId)];
      case 'BusinessOwnerProfileSet':
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
        return { id: userId, first_name: firstName, last_name: lastName, email, company_name: '', website: '', about: '', logo: null };
      }
      // Only an owner's own document exists to be renamed; a specialist's edit finds none.
      case 'AccountDetailsUpdated':
        return doc && { ...doc, first_name: e.data.details.first_name, last_name: e.data.details.last_name };
      case 'BusinessOwnerProfileSet':
        return doc && { ...doc, company_name: e.data.companyName, website: e.data.website, about: e.data.about };
      default:
        return doc;
    }
  },
};
