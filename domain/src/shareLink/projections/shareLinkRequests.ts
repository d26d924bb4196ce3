import type { IndexEntry, Projection } from '../../shared/projection';
import type { ShareLinkRequestRecord } from '../schemas';
import { isShareLinkEvent } from './shareLinkRecord';

/** A stored request: the owner's record without the person's name, which is read when asked (a rename shows). */
export type ShareLinkRequestDoc = Omit<ShareLinkRequestRecord, 'profile_name'>;

export const shareLinkRequestKey = (requestId: string) => `share-link-request:${requestId}`;
export const shareLinkRequestsIndex = (linkId: string) => `idx:share-link-requests:${linkId}`;

/** The clients' answers to a link: one document per request, listed by the link's index in time order. */
export const shareLinkRequestProjection: Projection<ShareLinkRequestDoc> = {
  name: 'ShareLinkRequest',
  version: 1,
  keyPrefixes: [shareLinkRequestKey(''), 'idx:share-link-requests:'],
  keysOf(event) {
    return isShareLinkEvent(event) && event.type === 'ShareLinkRequestMade'
      ? [shareLinkRequestKey(event.data.requestId)]
      : [];
  },
  evolve(doc, event) {
    if (doc || !isShareLinkEvent(event) || event.type !== 'ShareLinkRequestMade') return doc;
    const d = event.data;
    return {
      id: d.requestId,
      link_id: d.linkId,
      at: d.requestedAt,
      kind: d.kind,
      profile_id: d.profileId,
      shown_profile_id: d.shownProfileId,
      message: d.message,
      name: d.name,
      email: d.email,
    };
  },
  indexesOf(doc): IndexEntry[] {
    return [{ key: shareLinkRequestsIndex(doc.link_id), member: doc.id, score: Date.parse(doc.at) || 0 }];
  },
};
