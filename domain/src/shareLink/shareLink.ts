import type { DomainEvent } from '../shared/events';

// ── Constants ────────────────────────────────────────────────────────────────
export const SHARE_TARGET_TYPES = ['team', 'project', 'profile'] as const;
export type ShareTargetType = (typeof SHARE_TARGET_TYPES)[number];
export const SHARE_MODES = ['live', 'frozen'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];
export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked', 'exhausted'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];
export type ShareGate = 'none' | 'passcode' | 'email';
/** What a tried mailed code turned out to be: right (and now used), wrong, or wrong for the last time (the code is gone). */
export type EmailCodeCheck = 'valid' | 'wrong' | 'used-up';

export const PASSCODE_MIN_LENGTH = 8;
export const PASSCODE_MAX_LENGTH = 64;
export const ALLOWED_EMAILS_MAX = 50;
export const MAX_VIEWS_LIMIT = 999_999;
/** Random bytes of a link's token: 144 bits, 24 base64url characters (the issue asks for ≥ 128). */
export const SHARE_TOKEN_BYTES = 18;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/** How long a grant from one open lets the page read the content. */
export const SHARE_GRANT_TTL_SECONDS = 3600;
/**
 * Wrong passcodes or codes per link and client before 429, and the window they are counted in: an hour,
 * so one client reaches a quarter of the link's own cap at most and cannot lock the link alone.
 */
export const SHARE_OPEN_MAX_FAILURES = 5;
export const SHARE_OPEN_FAILURE_WINDOW_SECONDS = 60 * 60;
export const SHARE_EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const SHARE_EMAIL_CODES_PER_HOUR = 5;
/** Wrong tries a mailed code survives, whoever sends them: the fifth kills it. */
export const SHARE_EMAIL_CODE_MAX_TRIES = 5;
/** Guesses (passcodes or codes) one link takes in an hour, from every client together; past it the link waits and its owner is told. */
export const SHARE_LINK_MAX_GUESSES_PER_HOUR = 20;
/** A client that opened a link with the right passcode or code is its viewer this long: the link's cap does not hold it. */
export const SHARE_KNOWN_VIEWER_SECONDS = 30 * 24 * 3600;

/** What a client may answer a shared link with: ask to meet someone, approve what was shared, or comment on it. */
export const SHARE_REQUEST_KINDS = ['intro', 'approve', 'comment'] as const;
export type ShareRequestKind = (typeof SHARE_REQUEST_KINDS)[number];
/** A request's message: the spec's free-text limit (About-me's 1000 characters). */
export const SHARE_REQUEST_MESSAGE_MAX = 1000;
/** A requester's name: the spec's shared text limit. */
export const SHARE_REQUEST_NAME_MAX = 260;
/** Requests one client sends one link in an hour, and one link takes from everyone together, before 429. */
export const SHARE_REQUESTS_PER_CLIENT_PER_HOUR = 5;
export const SHARE_REQUESTS_PER_LINK_PER_HOUR = 20;

export const toShareLinkStream = (linkId: string) => `share-link-${linkId}`;

/** The page of each target type, with the token in the id's place (docs/api.md, "Share links"). */
export function shareLinkPath(targetType: ShareTargetType, token: string): string {
  const page = targetType === 'team' ? 'shared-team' : targetType === 'project' ? 'shared-project' : 'shared-profile';
  return `/stage/${page}/${token}`;
}

// ── Events (stream `share-link-{id}`) ────────────────────────────────────────
export type ShareLinkCreated = DomainEvent<
  'ShareLinkCreated',
  {
    linkId: string;
    token: string;
    targetType: ShareTargetType;
    targetId: string;
    targetName: string;
    /** Who owns the target (and so manages the link besides admins). */
    ownerId: string;
    createdBy: string;
    mode: ShareMode;
    expiresAt: string | null;
    /** scrypt hash of the passcode, or null; never answered (redacted in every event read). */
    passcodeHash: string | null;
    allowedEmails: string[];
    maxViews: number | null;
    anonymised: boolean;
    showBudget: boolean;
    /** Whether the page and team pack show the team's cost per week (absent in links made before the option: no). */
    showRates?: boolean;
    notifyOnFirstOpen: boolean;
    createdAt: string;
  }
>;
export type ShareLinkRevoked = DomainEvent<'ShareLinkRevoked', { linkId: string; revokedAt: string }>;
export type ShareLinkExtended = DomainEvent<
  'ShareLinkExtended',
  { linkId: string; expiresAt: string | null; extendedAt: string }
>;
/** What a visitor opened: the page, or one of its documents downloaded (absent on opens recorded before documents existed). */
export const SHARE_OPEN_KINDS = ['page', 'cv', 'team', 'project'] as const;
export type ShareOpenKind = (typeof SHARE_OPEN_KINDS)[number];

/**
 * One successful open, or a document (CV, team pack, project brief) handed out through the link (`kind`): the access
 * log. Documents made for signed-in readers are no event. The IP only as a salted hash, the email only behind an email gate.
 */
export type ShareLinkOpened = DomainEvent<
  'ShareLinkOpened',
  {
    linkId: string;
    openedAt: string;
    viewerEmail: string | null;
    userAgentFamily: string;
    ipHash: string;
    firstOpen: boolean;
    kind?: ShareOpenKind;
  }
>;

/**
 * A client answered the link: an intro to one of its people, an approval, or a comment. `profileId` is the
 * person's real id (the owner's to see), `shownProfileId` the id the client saw (a pseudonym on an anonymised
 * link); both null when no one was named. The IP only as its salted hash (the mail limits count by it).
 */
export type ShareLinkRequestMade = DomainEvent<
  'ShareLinkRequestMade',
  {
    linkId: string;
    requestId: string;
    kind: ShareRequestKind;
    profileId: string | null;
    shownProfileId: string | null;
    message: string;
    name: string;
    email: string;
    ipHash: string;
    requestedAt: string;
  }
>;

export type ShareLinkEvent =
  ShareLinkCreated | ShareLinkRevoked | ShareLinkExtended | ShareLinkOpened | ShareLinkRequestMade;
export const SHARE_LINK_EVENT_TYPES: readonly ShareLinkEvent['type'][] = [
  'ShareLinkCreated',
  'ShareLinkRevoked',
  'ShareLinkExtended',
  'ShareLinkOpened',
  'ShareLinkRequestMade',
];

// ── State ────────────────────────────────────────────────────────────────────
export interface ShareLink {
  lifecycle: 'none' | 'active' | 'revoked';
  linkId?: string;
  token?: string;
  targetType?: ShareTargetType;
  targetId?: string;
  targetName?: string;
  ownerId?: string;
  createdBy?: string;
  mode?: ShareMode;
  expiresAt: string | null;
  passcodeHash: string | null;
  allowedEmails: string[];
  maxViews: number | null;
  anonymised: boolean;
  showBudget: boolean;
  showRates: boolean;
  notifyOnFirstOpen: boolean;
  views: number;
  lastOpenedAt: string | null;
  createdAt?: string;
  revokedAt?: string;
}

export const initialShareLink = (): ShareLink => ({
  lifecycle: 'none',
  expiresAt: null,
  passcodeHash: null,
  allowedEmails: [],
  maxViews: null,
  anonymised: false,
  showBudget: false,
  showRates: false,
  notifyOnFirstOpen: false,
  views: 0,
  lastOpenedAt: null,
});

export function evolveShareLink(state: ShareLink, event: ShareLinkEvent): ShareLink {
  switch (event.type) {
    case 'ShareLinkCreated': {
      const { linkId: _id, createdAt, ...rest } = event.data;
      return {
        ...state,
        ...rest,
        showRates: rest.showRates ?? false,
        linkId: event.data.linkId,
        lifecycle: 'active',
        createdAt,
        views: 0,
        lastOpenedAt: null,
      };
    }
    case 'ShareLinkRevoked':
      return { ...state, lifecycle: 'revoked', revokedAt: event.data.revokedAt };
    case 'ShareLinkExtended':
      return { ...state, expiresAt: event.data.expiresAt };
    case 'ShareLinkOpened':
      return { ...state, views: state.views + 1, lastOpenedAt: event.data.openedAt };
    default:
      return state;
  }
}

/** What a link's facts say of it at `now`: revoked first, then expired, then out of views. */
export function shareLinkStatusOf(
  link: { revoked: boolean; expiresAt: string | null; maxViews: number | null; views: number },
  now: Date,
): ShareLinkStatus {
  if (link.revoked) return 'revoked';
  if (link.expiresAt !== null && Date.parse(link.expiresAt) <= now.getTime()) return 'expired';
  if (link.maxViews !== null && link.views >= link.maxViews) return 'exhausted';
  return 'active';
}

export const gateOf = (link: {
  passcodeHash?: string | null;
  hasPasscode?: boolean;
  allowedEmails: readonly string[];
}): ShareGate =>
  (link.hasPasscode ?? Boolean(link.passcodeHash)) ? 'passcode' : link.allowedEmails.length > 0 ? 'email' : 'none';

/** The first name and the initial of the last: what an anonymised link shows of a person. */
export function anonymisedName(firstName: string, lastName: string): { first_name: string; last_name: string } {
  const initial = [...lastName.trim()][0];
  return { first_name: firstName, last_name: initial ? `${initial.toUpperCase()}.` : '' };
}
