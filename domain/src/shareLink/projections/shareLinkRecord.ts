import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import type { ShareLinkRecord } from '../schemas';
import {
  SHARE_LINK_EVENT_TYPES,
  shareLinkPath,
  shareLinkStatusOf,
  type ShareLinkEvent,
  type ShareMode,
  type ShareTargetType,
} from '../shareLink';

/**
 * What the projector stores of a link: the record without what changes with time (the status,
 * computed when read with the reader's clock) or with other streams (the target's name now), plus
 * what the public side needs to decide (gate, owner). Never the passcode's hash.
 */
export interface ShareLinkDoc {
  id: string;
  token: string;
  target_type: ShareTargetType;
  target_id: string;
  /** The target's name when the link was made (the answer prefers the name now). */
  target_name: string;
  owner_id: string;
  created_by: string;
  mode: ShareMode;
  frozen_position: string | null;
  expires_at: string | null;
  has_passcode: boolean;
  allowed_emails: string[];
  max_views: number | null;
  views: number;
  last_opened_at: string | null;
  anonymised: boolean;
  show_budget: boolean;
  show_rates?: boolean;
  notify_on_first_open: boolean;
  revoked: boolean;
  created_at: string;
  /** The last event applied (a decimal string): an event fed twice changes nothing. */
  position: string;
}

export const shareLinkKey = (linkId: string) => `share-link:${linkId}`;
/** A frozen link's content, built from the log when first asked for (query API) and kept in this read model's version. */
export const frozenContentKey = (linkId: string) => `share-frozen:${linkId}`;
export const shareLinkIndex = {
  all: 'idx:share-links:all',
  owner: (ownerId: string) => `idx:share-links:owner:${ownerId}`,
  target: (type: ShareTargetType, id: string) => `idx:share-links:target:${type}:${id}`,
};

export const isShareLinkEvent = (event: StoredEvent): event is StoredEvent<ShareLinkEvent> =>
  (SHARE_LINK_EVENT_TYPES as readonly string[]).includes(event.type);

function evolveDoc(doc: ShareLinkDoc | null, e: StoredEvent<ShareLinkEvent>): ShareLinkDoc | null {
  if (e.type === 'ShareLinkCreated') {
    const d = e.data;
    return {
      id: d.linkId,
      token: d.token,
      target_type: d.targetType,
      target_id: d.targetId,
      target_name: d.targetName,
      owner_id: d.ownerId,
      created_by: d.createdBy,
      mode: d.mode,
      frozen_position: d.mode === 'frozen' ? e.position.toString() : null,
      expires_at: d.expiresAt,
      has_passcode: d.passcodeHash !== null,
      allowed_emails: d.allowedEmails,
      max_views: d.maxViews,
      views: 0,
      last_opened_at: null,
      anonymised: d.anonymised,
      show_budget: d.showBudget,
      show_rates: d.showRates ?? false,
      notify_on_first_open: d.notifyOnFirstOpen,
      revoked: false,
      created_at: d.createdAt,
      position: e.position.toString(),
    };
  }
  if (!doc) return null;
  switch (e.type) {
    case 'ShareLinkRevoked':
      return { ...doc, revoked: true };
    case 'ShareLinkExtended':
      return { ...doc, expires_at: e.data.expiresAt };
    case 'ShareLinkOpened':
      return { ...doc, views: doc.views + 1, last_opened_at: e.data.openedAt };
    default:
      return doc;
  }
}

export const shareLinkProjection: Projection<ShareLinkDoc> = {
  name: 'ShareLink',
  version: 1,
  keyPrefixes: [shareLinkKey(''), 'idx:share-links:'],
  cachePrefixes: [frozenContentKey('')],
  keysOf(event) {
    return isShareLinkEvent(event) ? [shareLinkKey(event.data.linkId)] : [];
  },
  evolve(doc, event) {
    if (!isShareLinkEvent(event)) return doc;
    if (doc && BigInt(doc.position) >= event.position) return doc;
    const next = evolveDoc(doc, event);
    return next && { ...next, position: event.position.toString() };
  },
  indexesOf(doc): IndexEntry[] {
    const score = Date.parse(doc.created_at) || 0;
    return [
      { key: shareLinkIndex.all, member: doc.id, score },
      { key: shareLinkIndex.owner(doc.owner_id), member: doc.id, score },
      { key: shareLinkIndex.target(doc.target_type, doc.target_id), member: doc.id, score },
    ];
  },
};

/** The link's status at `now`. */
export const shareLinkDocStatus = (doc: ShareLinkDoc, now: Date) =>
  shareLinkStatusOf(
    { revoked: doc.revoked, expiresAt: doc.expires_at, maxViews: doc.max_views, views: doc.views },
    now,
  );

/** The owner's record of a link (docs/api.md): the stored document, its status at `now`, and the target's name. */
export function toShareLinkRecord(doc: ShareLinkDoc, now: Date, targetName: string = doc.target_name): ShareLinkRecord {
  return {
    id: doc.id,
    token: doc.token,
    url: shareLinkPath(doc.target_type, doc.token),
    target_type: doc.target_type,
    target_id: doc.target_id,
    target_name: targetName,
    mode: doc.mode,
    frozen_position: doc.frozen_position,
    expires_at: doc.expires_at,
    has_passcode: doc.has_passcode,
    allowed_emails: doc.allowed_emails,
    max_views: doc.max_views,
    views: doc.views,
    last_opened_at: doc.last_opened_at,
    anonymised: doc.anonymised,
    show_budget: doc.show_budget,
    show_rates: doc.show_rates ?? false,
    notify_on_first_open: doc.notify_on_first_open,
    status: shareLinkDocStatus(doc, now),
    created_at: doc.created_at,
    created_by: doc.created_by,
  };
}
