import type { UserAccount } from '../account/projections/userAccount';
import { userAccountKey, userAccountProjection } from '../account/projections/userAccount';
import { businessOwnerKey, businessOwnerProjection } from '../businessOwner/projections/businessOwnerProfile';
import { catalogListKey, catalogListProjection } from '../catalogs/projections/catalogList';
import type { CatalogName } from '../catalogs/catalog';
import { engagementKey, engagementProjection } from '../engagement/projections/engagementRecord';
import { networkKey, networkProjection } from '../network/projections/networkRecord';
import type { StoredEvent } from '../shared/events';
import type { Projection } from '../shared/projection';
import { shareLinkKey, shareLinkProjection } from '../shareLink/projections/shareLinkRecord';
import { specialistProfileKey, specialistProfileProjection } from '../specialist/projections/specialistProfile';
import { teamKey, teamProjection } from '../team/projections/teamRecord';
import { offerKey, offerProjection } from '../offer/projections/offerRecord';
import { savedSearchKey, savedSearchProjection } from '../savedSearch/projections/savedSearchRecord';
import { shortlistKey, shortlistProjection } from '../shortlist/projections/shortlistRecord';

/** The record an auditor sees of a target: a read model's document, rebuilt for as-of and diffs. */
export interface AuditRecord<Doc = unknown> {
  projection: Projection<Doc>;
  keyOf(id: string): string;
  /** Every stream whose events the document folds (the target's own first). */
  streamsOf(id: string): string[];
}

/**
 * One kind of audited record: the aggregate a stream belongs to. A new aggregate is one entry here
 * (and its name in the catalogue's list of target types, docs/api.md).
 */
export interface AuditTarget<Doc = unknown> {
  type: string;
  /** Streams `{streamPrefix}{id}`. */
  streamPrefix: string;
  record?: AuditRecord<Doc>;
  /** The display name, from the record as it was after the event (or the event, for a target without a record). */
  nameOf(doc: Doc | null, event: StoredEvent, id: string): string | null;
  /** The user the target belongs to. */
  ownerOf(doc: Doc | null, event: StoredEvent, id: string): string | null;
  /** Facts of an event that its record does not keep, listed as changes beside the record's (`event.{field}`). */
  eventFieldsOf?(event: StoredEvent): string[];
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
export const personName = (doc: Pick<UserAccount, 'first_name' | 'last_name'> | null | undefined): string | null =>
  doc ? str([doc.first_name, doc.last_name].filter(Boolean).join(' ')) : null;

/**
 * Types one target against its record's document; the list holds it as `AuditTarget` (the document unknown), which its
 * methods accept because the caller passes them the document its own record folded.
 */
const target = <Doc>(t: AuditTarget<Doc>): AuditTarget => t;

export const AUDIT_TARGETS: AuditTarget[] = [
  target({
    type: 'account',
    streamPrefix: 'user-',
    record: {
      projection: userAccountProjection,
      keyOf: userAccountKey,
      streamsOf: (id) => [`user-${id}`, `specialist-${id}`],
    },
    nameOf: (doc) => personName(doc),
    ownerOf: (_doc, _event, id) => id,
  }),
  target({
    type: 'email-reservation',
    streamPrefix: 'email-',
    nameOf: (_doc, event) => str((event.data as { email?: string }).email),
    ownerOf: (_doc, event) => str((event.data as { userId?: string }).userId),
  }),
  target({
    type: 'external-identity',
    streamPrefix: 'identity-',
    nameOf: (_doc, event) => str((event.data as { provider?: string }).provider),
    ownerOf: (_doc, event) => str((event.data as { userId?: string }).userId),
  }),
  target({
    type: 'specialist',
    streamPrefix: 'specialist-',
    record: {
      projection: specialistProfileProjection,
      keyOf: specialistProfileKey,
      streamsOf: (id) => [`specialist-${id}`],
    },
    nameOf: (doc) => personName(doc),
    ownerOf: (_doc, _event, id) => id,
  }),
  target({
    type: 'business-owner',
    streamPrefix: 'business-owner-',
    record: {
      projection: businessOwnerProjection,
      keyOf: businessOwnerKey,
      streamsOf: (id) => [`business-owner-${id}`, `user-${id}`, `specialist-${id}`],
    },
    nameOf: (doc) => str(doc?.company_name) ?? personName(doc),
    ownerOf: (_doc, _event, id) => id,
  }),
  target({
    type: 'catalog',
    streamPrefix: 'catalog-',
    record: {
      projection: catalogListProjection,
      keyOf: (id) => catalogListKey(id as CatalogName),
      streamsOf: (id) => [`catalog-${id}`],
    },
    nameOf: (_doc, _event, id) => id,
    ownerOf: () => null,
  }),
  target({
    type: 'network',
    streamPrefix: 'network-',
    record: { projection: networkProjection, keyOf: networkKey, streamsOf: (id) => [`network-${id}`] },
    nameOf: (doc) => str(doc?.name),
    ownerOf: (doc) => str(doc?.owner_id),
  }),
  target({
    type: 'team',
    streamPrefix: 'team-',
    record: { projection: teamProjection, keyOf: teamKey, streamsOf: (id) => [`team-${id}`] },
    nameOf: (doc) => str(doc?.name),
    ownerOf: (doc) => str(doc?.owner_id),
  }),
  target({
    // An offer is named by its role; its owner is the team's.
    type: 'offer',
    streamPrefix: 'offer-',
    record: { projection: offerProjection, keyOf: offerKey, streamsOf: (id) => [`offer-${id}`] },
    nameOf: (doc) => str(doc?.role_title),
    ownerOf: (doc) => str(doc?.owner_id),
  }),
  target({
    type: 'saved-search',
    streamPrefix: 'saved-search-',
    record: {
      projection: savedSearchProjection,
      keyOf: savedSearchKey,
      streamsOf: (id) => [`saved-search-${id}`],
    },
    nameOf: (doc) => str(doc?.name),
    ownerOf: (doc) => str(doc?.owner_id),
  }),
  target({
    type: 'shortlist',
    streamPrefix: 'shortlist-',
    record: { projection: shortlistProjection, keyOf: shortlistKey, streamsOf: (id) => [`shortlist-${id}`] },
    nameOf: (doc) => str(doc?.name),
    ownerOf: (doc) => str(doc?.owner_id),
  }),
  target({
    type: 'project',
    streamPrefix: 'project-',
    record: { projection: engagementProjection, keyOf: engagementKey, streamsOf: (id) => [`project-${id}`] },
    nameOf: (doc) => str(doc?.name),
    ownerOf: (doc) => str(doc?.owner_id),
  }),
  target({
    // The link's record holds its token: rows and records show its last 4 characters only.
    type: 'share-link',
    streamPrefix: 'share-link-',
    record: { projection: shareLinkProjection, keyOf: shareLinkKey, streamsOf: (id) => [`share-link-${id}`] },
    nameOf: (doc) => str(doc?.target_name),
    ownerOf: (doc) => str(doc?.owner_id) ?? str(doc?.created_by),
    // An open is counted in the record; who opened it is only in the event (the IP as its salted hash), and so is a client's request.
    eventFieldsOf: (event) =>
      event.type === 'ShareLinkOpened'
        ? ['viewerEmail', 'userAgentFamily', 'ipHash', 'firstOpen', 'kind']
        : event.type === 'ShareLinkRequestMade'
          ? ['kind', 'profileId', 'shownProfileId', 'name', 'email', 'message', 'ipHash']
          : [],
  }),
  target({
    // Mails a limit kept back (hardening round two): the sender is the target, a user or a link's visitor.
    type: 'withheld-mail',
    streamPrefix: 'mail-withheld-',
    nameOf: (_doc, event) => str((event.data as { kind?: string }).kind),
    ownerOf: (_doc, event) => {
      const sender = str((event.data as { sender?: string }).sender);
      return sender && !sender.startsWith('visitor-') ? sender : null;
    },
  }),
];

export const AUDIT_TARGET_TYPES = (): string[] => AUDIT_TARGETS.map((t) => t.type);
export const auditTargetOfType = (type: string): AuditTarget | undefined => AUDIT_TARGETS.find((t) => t.type === type);

/** The target of an event, by its stream (the longest matching prefix); unknown streams are their own target. */
export function auditTargetOfStream(stream: string): { target: AuditTarget | undefined; type: string; id: string } {
  let best: AuditTarget | undefined;
  for (const target of AUDIT_TARGETS) {
    if (stream.startsWith(target.streamPrefix) && (!best || target.streamPrefix.length > best.streamPrefix.length))
      best = target;
  }
  if (!best) return { target: undefined, type: 'other', id: stream };
  return { target: best, type: best.type, id: stream.slice(best.streamPrefix.length) };
}
