import { isAdmin, type Actor } from '../shared/authorization';
import type { SpecialistProfile } from './projections/specialistProfile';

/*
 * Who sees what of a specialist's profile (docs/api.md, "Who sees contact details"). Any signed-in
 * user may read a profile; its contact details are the specialist's own to share: email, phone and
 * the address below the country are seen by the specialist, admins, and the owners of a network the
 * specialist has joined. Billing details are the specialist's and the admins' alone (the Account page
 * promises it), and so are upload errors and the recordings not used in an answer. The day rate is
 * seen as the contact details are.
 */

/** How the reader stands to the specialist: the profile's own, an admin, the owner of a network they joined, or anyone else. */
export type ProfileReader = 'self' | 'admin' | 'network-owner' | 'other';

/** The relation that needs no lookup; `ownsJoinedNetwork` answers the rest. */
export function profileReaderOf(reader: Actor, specialistId: string, ownsJoinedNetwork: boolean): ProfileReader {
  if (reader.userId === specialistId) return 'self';
  if (isAdmin(reader)) return 'admin';
  return ownsJoinedNetwork ? 'network-owner' : 'other';
}

/** Whether the whole stored document may be answered as it is. */
export const seesWholeProfile = (relation: ProfileReader) => relation === 'self' || relation === 'admin';

export const CONTACT_FIELDS = ['email', 'phone_code', 'phone_number', 'state', 'suburb'] as const;

/** The profile as a reader other than the specialist and admins sees it. */
export function profileAsSeenBy(profile: SpecialistProfile, relation: ProfileReader): SpecialistProfile {
  if (seesWholeProfile(relation)) return profile;
  // The day rate follows the contact details: the owners of a network the specialist joined see it.
  const contact =
    relation === 'network-owner'
      ? {}
      : { email: null, phone_code: null, phone_number: null, state: null, suburb: null, day_rate: null };
  return { ...profile, ...contact, billing_account: null, avatar_error: null, answer_media: [] };
}
