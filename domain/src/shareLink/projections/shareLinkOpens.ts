import type { IndexEntry, Projection } from '../../shared/projection';
import type { ShareLinkOpenRecord } from '../schemas';
import { isShareLinkEvent } from './shareLinkRecord';

/** How much of the salted IP hash the access log shows: enough to tell visitors apart. */
export const IP_HASH_SHOWN = 16;

export const shareLinkOpenKey = (openId: string) => `share-link-open:${openId}`;
export const shareLinkOpensIndex = (linkId: string) => `idx:share-link-opens:${linkId}`;

/** The access log: one document per open (its event's id), listed by the link's index in time order. */
export const shareLinkOpenProjection: Projection<ShareLinkOpenRecord> = {
  name: 'ShareLinkOpen',
  version: 2,
  keyPrefixes: [shareLinkOpenKey(''), 'idx:share-link-opens:'],
  keysOf(event) {
    return event.type === 'ShareLinkOpened' && isShareLinkEvent(event) ? [shareLinkOpenKey(event.id)] : [];
  },
  evolve(doc, event) {
    if (doc || !isShareLinkEvent(event) || event.type !== 'ShareLinkOpened') return doc;
    const d = event.data;
    return {
      id: event.id,
      link_id: d.linkId,
      at: d.openedAt,
      viewer_email: d.viewerEmail,
      user_agent_family: d.userAgentFamily,
      ip_hash: d.ipHash.slice(0, IP_HASH_SHOWN),
      kind: d.kind ?? 'page',
    };
  },
  indexesOf(doc): IndexEntry[] {
    return [{ key: shareLinkOpensIndex(doc.link_id), member: doc.id, score: Date.parse(doc.at) || 0 }];
  },
};
