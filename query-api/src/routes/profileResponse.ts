import { NotFoundError, isAdmin, specialistMessages as m, specialistProfileKey, type Actor, type SpecialistProfile } from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { rawAvatar } from './rawAvatar';

/**
 * Bank details, upload errors and unused recordings are for the owner and admins; other viewers
 * see whose company bills (spec 2.6 side panel) and the answers themselves.
 */
function asSeenBy(profile: SpecialistProfile): SpecialistProfile {
  const billing = profile.billing_account && { id: profile.billing_account.id, company_name: profile.billing_account.company_name };
  return { ...profile, billing_account: billing, avatar_error: null, answer_media: [] };
}

/**
 * The body of `GET /user/specialist/{id}` as `viewer` sees it. The owner and admins get the
 * document's stored bytes as they are; everyone else a copy without the private parts.
 */
export async function specialistProfileBody(readModels: ReadModelStore, id: string, viewer: Actor): Promise<string> {
  const raw = await readModels.getRaw(specialistProfileKey(id));
  if (!raw) throw new NotFoundError(m.profileNotFound);
  if (viewer.userId === id || isAdmin(viewer)) return `{"data":${raw},"avatar":${rawAvatar(raw)}}`;
  const data = asSeenBy(JSON.parse(raw) as SpecialistProfile);
  return JSON.stringify({ data, avatar: data.avatar });
}
