import { userActivityProjection } from './activity/userActivity';
import { userAccountProjection } from './account/projections/userAccount';
import { businessOwnerProjection } from './businessOwner/projections/businessOwnerProfile';
import { catalogListProjection } from './catalogs/projections/catalogList';
import { engagementHistoryProjection } from './engagement/projections/engagementHistory';
import { engagementProjection } from './engagement/projections/engagementRecord';
import { networkMemberProjection } from './network/projections/networkMember';
import { networkMemberNamesProjection } from './network/projections/networkMemberNames';
import { networkProjection } from './network/projections/networkRecord';
import { NOTIFICATIONS_READ_MODEL } from './notifications/notifications';
import type { Projection } from './shared/projection';
import { shareLinkOpenProjection } from './shareLink/projections/shareLinkOpens';
import { shareLinkProjection } from './shareLink/projections/shareLinkRecord';
import { shareLinkRequestProjection } from './shareLink/projections/shareLinkRequests';
import { specialistCardView } from './specialist/projections/specialistCard';
import { specialistProfileProjection } from './specialist/projections/specialistProfile';
import { teamHistoryProjection } from './team/projections/teamHistory';
import { teamProjection } from './team/projections/teamRecord';
import { offerProjection } from './offer/projections/offerRecord';
import { savedSearchProjection } from './savedSearch/projections/savedSearchRecord';
import { shortlistProjection } from './shortlist/projections/shortlistRecord';

/** Every read model the projector maintains, in the order it applies them. */
export const projections: Projection[] = [
  userAccountProjection,
  // The search card (and its indexes) is a view of the profile, written with it.
  { ...specialistProfileProjection, views: [specialistCardView] },
  catalogListProjection,
  userActivityProjection,
  businessOwnerProjection,
  networkProjection,
  networkMemberProjection,
  // Each network's members by name: memberships joined with their specialists' names.
  networkMemberNamesProjection,
  teamProjection,
  teamHistoryProjection,
  // Offers of a seat on a team: by team, owner and specialist.
  offerProjection,
  // An owner's saved searches (those with alerts in an index of their own) and shortlists.
  savedSearchProjection,
  shortlistProjection,
  // Client projects; the list item is a view of the project, written with it.
  engagementProjection,
  engagementHistoryProjection,
  // Share links: the owner's record (a public page finds it by the id its token derives), the access log, the clients' requests.
  shareLinkProjection,
  shareLinkOpenProjection,
  shareLinkRequestProjection,
];

// The notifications are a read model of their own, written by the reactor's lane rather than a projection.
const byPrefix = [...projections, NOTIFICATIONS_READ_MODEL]
  .flatMap((p) => p.keyPrefixes.map((prefix) => ({ prefix, name: p.name, cache: false })))
  .concat(projections.flatMap((p) => (p.cachePrefixes ?? []).map((prefix) => ({ prefix, name: p.name, cache: true }))))
  .sort((a, b) => b.prefix.length - a.prefix.length);

/** The read model that writes a key, or keeps it as a cache (longest declared prefix); undefined for any other key. */
export function readModelOfKey(key: string): string | undefined {
  return byPrefix.find((entry) => key.startsWith(entry.prefix))?.name;
}

/** Whether a key (without its version) is a cache kept in a read model's version (Projection.cachePrefixes). */
export function isReadModelCache(key: string): boolean {
  return byPrefix.find((entry) => key.startsWith(entry.prefix))?.cache === true;
}
