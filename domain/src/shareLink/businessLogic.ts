import type { Command } from '../shared/commands';
import type { Message } from '../shared/messages';
import { isAdmin, type Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/events';
import type { DocumentKind } from '../documents/documents';
import { shareLinkCodes as m } from './messages';
import {
  evolveShareLink,
  gateOf,
  initialShareLink,
  shareLinkStatusOf,
  type EmailCodeCheck,
  type ShareLink,
  type ShareLinkEvent,
  type ShareLinkStatus,
  type ShareMode,
  type ShareRequestKind,
  type ShareTargetType,
} from './shareLink';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Values arrive parsed by ./schemas. Facts from elsewhere arrive in the data, found by the command
 * API: the target's owner (from the target's stream), whether the passcode matched its hash and
 * whether a mailed code was right (both checked there, since hashing is I/O). Time and the actor
 * arrive in the metadata, so the decider stays pure and the clock can be set in tests.
 */
type OnShareLink<Type extends string, Data> = Command<Type, { linkId: string } & Data>;

/** The target as the write side found it: `exists` false for an unknown id. */
export interface ShareTargetFacts {
  type: ShareTargetType;
  id: string;
  exists: boolean;
  ownerId: string | null;
  /** Whether the actor may read the target (then a refusal is 403, else 404: it does not leak). */
  readableByActor: boolean;
  name: string;
}

export type CreateShareLink = OnShareLink<
  'CreateShareLink',
  {
    token: string;
    target: ShareTargetFacts;
    mode: ShareMode;
    expiresAt: string | null;
    passcodeHash: string | null;
    allowedEmails: string[];
    maxViews: number | null;
    anonymised: boolean;
    showBudget: boolean;
    /** Absent: false (the option came after the command's other callers). */
    showRates?: boolean;
    notifyOnFirstOpen: boolean;
  }
>;
export type RevokeShareLink = OnShareLink<'RevokeShareLink', object>;
export type ExtendShareLink = OnShareLink<'ExtendShareLink', { expiresAt: string | null }>;
/**
 * An anonymous visitor opens the link. `passcode`: null when none was sent, else whether it matched.
 * `email`: the address the visitor gave (null when none) and `emailCode` what its code turned out to be.
 */
export type OpenShareLink = OnShareLink<
  'OpenShareLink',
  {
    passcode: { matched: boolean } | null;
    email: string | null;
    emailCode: EmailCodeCheck | null;
    userAgentFamily: string;
    ipHash: string;
  }
>;

/**
 * A document downloaded with a grant the link gave earlier: a view in its access log, like an open.
 * Recorded by the worker after the query API served it, so a link revoked meanwhile records nothing.
 */
export type RecordShareLinkDownload = OnShareLink<
  'RecordShareLinkDownload',
  { kind: DocumentKind; viewerEmail: string | null; userAgentFamily: string; ipHash: string; downloadedAt: string }
>;

/** A person the link shows: their id, and the id the link shows them under (a pseudonym when anonymised). */
export interface SharedPerson {
  id: string;
  shownAs: string;
}

/**
 * A client answers the link with the grant of an open (`granted`: whether the grant sent is this link's).
 * `profileId` is the id the client saw; `shown` the people the link shows now (live) or at its version (frozen).
 */
export type MakeShareLinkRequest = OnShareLink<
  'MakeShareLinkRequest',
  {
    requestId: string;
    granted: boolean;
    kind: ShareRequestKind;
    profileId: string | null;
    shown: SharedPerson[];
    message: string;
    name: string;
    email: string;
    ipHash: string;
  }
>;

export type ShareLinkCommand =
  CreateShareLink | RevokeShareLink | ExtendShareLink | OpenShareLink | RecordShareLinkDownload | MakeShareLinkRequest;

// ── Who may do what ──────────────────────────────────────────────────────────
/** The target's owner and admins manage a link; to anyone else it does not exist. */
export const canManageShareLink = (state: Pick<ShareLink, 'ownerId'>, actor: Actor) =>
  state.ownerId === actor.userId || isAdmin(actor);

function assertManager(state: ShareLink, actor: Actor): void {
  if (state.lifecycle === 'none' || !canManageShareLink(state, actor)) throw new NotFoundError(m.linkNotFound);
}

function assertCanShare(target: ShareTargetFacts, actor: Actor): void {
  if (!target.exists || target.ownerId === null) throw new NotFoundError(m.targetNotFound);
  if (target.ownerId === actor.userId || isAdmin(actor)) return;
  if (target.readableByActor) throw new ForbiddenError(m.notTargetOwner);
  throw new NotFoundError(m.targetNotFound);
}

export const statusOfLink = (state: ShareLink, now: Date): ShareLinkStatus =>
  shareLinkStatusOf(
    {
      revoked: state.lifecycle === 'revoked',
      expiresAt: state.expiresAt,
      maxViews: state.maxViews,
      views: state.views,
    },
    now,
  );

/** 410 for a link that cannot be opened now, with the reason as its message. */
export function assertOpenable(status: ShareLinkStatus): void {
  if (status === 'revoked') throw new GoneError(m.revoked);
  if (status === 'expired') throw new GoneError(m.expired);
  if (status === 'exhausted') throw new GoneError(m.exhausted);
}

// ── Rules on values ──────────────────────────────────────────────────────────
function invalid(field: string, message: Message): never {
  throw new ValidationError(message, { [field]: message });
}

/** The person an intro names, among those the link shows; nobody for an approval or a comment that names no one. */
function requestedPerson(data: MakeShareLinkRequest['data']): SharedPerson | null {
  if (data.kind === 'intro' && data.profileId === null) invalid('profile_id', m.requestProfileRequired);
  if (data.kind === 'comment' && data.message.trim() === '') invalid('message', m.requestMessageRequired);
  if (data.profileId === null) return null;
  const person = data.shown.find((p) => p.shownAs === data.profileId);
  if (!person) throw new NotFoundError(m.profileNotInTeam);
  return person;
}

function checkExpiry(expiresAt: string | null, now: string): void {
  if (expiresAt === null) return;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) invalid('expires_at', m.expiryInvalid);
  if (at <= Date.parse(now)) invalid('expires_at', m.expiryInPast);
}

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: ShareLinkCommand, state: ShareLink): ShareLinkEvent[] {
  const { actor, now } = command.metadata;
  const { linkId } = command.data;
  switch (command.type) {
    case 'CreateShareLink': {
      const d = command.data;
      assertCanShare(d.target, actor);
      if (state.lifecycle !== 'none') throw new ConflictError(m.alreadyExists);
      if (d.passcodeHash !== null && d.allowedEmails.length > 0) invalid('allowed_emails', m.oneGate);
      if (d.showBudget && d.target.type !== 'project') invalid('show_budget', m.budgetOnlyForProjects);
      if (d.showRates && d.target.type !== 'team') invalid('show_rates', m.ratesOnlyForTeams);
      checkExpiry(d.expiresAt, now);
      return [
        {
          type: 'ShareLinkCreated',
          data: {
            linkId,
            token: d.token,
            targetType: d.target.type,
            targetId: d.target.id,
            targetName: d.target.name,
            ownerId: d.target.ownerId!,
            createdBy: actor.userId,
            mode: d.mode,
            expiresAt: d.expiresAt,
            passcodeHash: d.passcodeHash,
            allowedEmails: [...new Set(d.allowedEmails.map((e) => e.toLowerCase()))],
            maxViews: d.maxViews,
            anonymised: d.anonymised,
            showBudget: d.showBudget,
            showRates: d.showRates ?? false,
            notifyOnFirstOpen: d.notifyOnFirstOpen,
            createdAt: now,
          },
        },
      ];
    }
    case 'RevokeShareLink':
      assertManager(state, actor);
      if (state.lifecycle === 'revoked') throw new ConflictError(m.revoked);
      return [{ type: 'ShareLinkRevoked', data: { linkId, revokedAt: now } }];
    case 'ExtendShareLink':
      assertManager(state, actor);
      if (state.lifecycle === 'revoked') throw new ConflictError(m.revoked);
      checkExpiry(command.data.expiresAt, now);
      return [{ type: 'ShareLinkExtended', data: { linkId, expiresAt: command.data.expiresAt, extendedAt: now } }];
    case 'OpenShareLink': {
      if (state.lifecycle === 'none') throw new NotFoundError(m.notFound);
      assertOpenable(statusOfLink(state, new Date(now)));
      const { passcode, email, emailCode, userAgentFamily, ipHash } = command.data;
      const gate = gateOf(state);
      let viewerEmail: string | null = null;
      if (gate === 'passcode') {
        if (passcode === null) throw new ForbiddenError(m.passcodeRequired);
        if (!passcode.matched) throw new ForbiddenError(m.wrongPasscode);
      } else if (gate === 'email') {
        if (email === null) throw new ForbiddenError(m.codeRequired);
        viewerEmail = email.toLowerCase();
        if (emailCode === 'used-up') throw new ForbiddenError(m.codeUsedUp);
        if (emailCode !== 'valid' || !state.allowedEmails.includes(viewerEmail)) throw new ForbiddenError(m.wrongCode);
      }
      return [
        {
          type: 'ShareLinkOpened',
          data: { linkId, openedAt: now, viewerEmail, userAgentFamily, ipHash, firstOpen: state.views === 0 },
        },
      ];
    }
    case 'RecordShareLinkDownload': {
      if (state.lifecycle === 'none') throw new NotFoundError(m.notFound);
      // A grant outlives the link's last view, not its revocation or expiry.
      const status = statusOfLink(state, new Date(command.data.downloadedAt));
      if (status !== 'exhausted') assertOpenable(status);
      const { kind, viewerEmail, userAgentFamily, ipHash, downloadedAt } = command.data;
      return [
        {
          type: 'ShareLinkOpened',
          data: {
            linkId,
            openedAt: downloadedAt,
            viewerEmail,
            userAgentFamily,
            ipHash,
            firstOpen: state.views === 0,
            kind,
          },
        },
      ];
    }
    case 'MakeShareLinkRequest': {
      if (state.lifecycle === 'none') throw new NotFoundError(m.notFound);
      // Like a download: a grant outlives the link's last view, not its revocation or expiry.
      const status = statusOfLink(state, new Date(now));
      if (status !== 'exhausted') assertOpenable(status);
      const d = command.data;
      if (!d.granted) throw new ForbiddenError(m.grantRequired);
      const person = requestedPerson(d);
      return [
        {
          type: 'ShareLinkRequestMade',
          data: {
            linkId,
            requestId: d.requestId,
            kind: d.kind,
            profileId: person?.id ?? null,
            shownProfileId: person?.shownAs ?? null,
            message: d.message.trim(),
            name: d.name.trim(),
            email: d.email.toLowerCase(),
            ipHash: d.ipHash,
            requestedAt: now,
          },
        },
      ];
    }
  }
}

export const decideShareLink = decide;

export const shareLinkDecider: Decider<ShareLinkCommand, ShareLinkEvent, ShareLink> = {
  initialState: initialShareLink,
  evolve: evolveShareLink,
  decide,
};
