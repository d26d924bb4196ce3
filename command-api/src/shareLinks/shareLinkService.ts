import { randomUUID } from 'node:crypto';
import {
  NotFoundError,
  SHARE_GRANT_TTL_SECONDS,
  SHARE_LINK_MAX_GUESSES_PER_HOUR,
  assertOpenable,
  canReadTeam,
  engagementDecider,
  engagementRelationOf,
  gateOf,
  shareLinkDecider,
  shareLinkMessages as m,
  shareLinkPath,
  specialistDecider,
  statusOfLink,
  teamDecider,
  toEngagementStream,
  toShareLinkStream,
  toSpecialistStream,
  toTeamStream,
  type Actor,
  type CreateShareLinkInput,
  type Decider,
  type DomainEvent,
  type DocumentLocale,
  type EmailCodeCheck,
  type ExtendShareLinkInput,
  type OpenShareLinkInput,
  type ShareLink,
  type ShareLinkCommand,
  type ShareLinkRecord,
  type ShareLinkRequestInput,
  type SharedPerson,
  type ShareTargetFacts,
  type ShareTargetType,
  shareLinkCodes,
  type WithoutMetadata,
} from '@dth/domain';
import {
  ShareLinkLocked,
  checkCommand,
  shareLinkCodeJobDefaults,
  handleCommand,
  hashPassword,
  loadAggregate,
  newShareToken,
  shareLinkIdOf,
  type AccountDirectory,
  type Clock,
  type CommandContext,
  type EventStore,
  type Logger,
  type MailOutbox,
  type PasscodeChecks,
  type ShareEmailCodes,
  type ShareGrants,
  type ShareLinkCodeQueue,
  type ShareOpenThrottle,
  type ShareRequestThrottle,
} from '@dth/infrastructure';

export type ShareLinkCommandInput = WithoutMetadata<ShareLinkCommand>;

/** Who opens a link, as the request shows them: the IP only as its salted hash. */
export interface Visitor {
  ipHash: string;
  userAgentFamily: string;
}

const ID = /^[0-9a-f]{32}$/;

/** A path's link id; one that cannot exist is 404 before any read. */
export function linkIdOf(raw: string): string {
  if (!ID.test(raw)) throw new NotFoundError(shareLinkCodes.linkNotFound);
  return raw;
}

/** A public path's token, as the id of its link; a malformed one is an unknown link. */
export function linkIdOfToken(token: string): string {
  const id = shareLinkIdOf(token);
  if (!id) throw new NotFoundError(shareLinkCodes.notFound);
  return id;
}

/**
 * The write side of share links. The decider answers who may do what and whether a link opens;
 * this finds what it needs from elsewhere: the target's owner (from the target's stream), the
 * passcode's hash check and the mailed code (I/O), and afterwards gives the grant and sends mails.
 */
export class ShareLinkService {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
    private readonly outbox: MailOutbox,
    private readonly codeRequests: ShareLinkCodeQueue,
    private readonly grants: ShareGrants,
    private readonly codes: ShareEmailCodes,
    private readonly throttle: ShareOpenThrottle,
    private readonly passcodes: PasscodeChecks,
    private readonly requestThrottle: ShareRequestThrottle,
    /** The pseudonym an anonymised link gives a person (infrastructure's shareLinkPseudonyms, as the query API's). */
    private readonly pseudonymOf: (linkId: string, personId: string) => string,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** The request's context with the time from this service's clock (tests move it). */
  context(ctx: CommandContext): CommandContext {
    return { ...ctx, now: this.clock.now().toISOString() };
  }

  private async execute(command: ShareLinkCommandInput, actor: Actor, ctx: CommandContext) {
    return handleCommand(
      this.store,
      toShareLinkStream(command.data.linkId),
      shareLinkDecider,
      { ...command, metadata: { now: ctx.now, actor } },
      ctx,
    );
  }

  /** The target as the decider needs it: who owns it, and whether the actor may read it. */
  async target(type: ShareTargetType, id: string, actor: Actor): Promise<ShareTargetFacts> {
    if (type === 'team') {
      const { state } = await loadAggregate(this.store, toTeamStream(id), teamDecider);
      const exists = state.lifecycle !== 'none';
      return {
        type,
        id,
        exists,
        ownerId: state.ownerId ?? null,
        readableByActor: exists && canReadTeam(state, actor),
        name: state.name,
      };
    }
    if (type === 'project') {
      const { state } = await loadAggregate(this.store, toEngagementStream(id), engagementDecider);
      const team = state.teamId
        ? (await loadAggregate(this.store, toTeamStream(state.teamId), teamDecider)).state
        : undefined;
      const facts =
        state.teamId && team && team.lifecycle !== 'none'
          ? { teamId: state.teamId, memberIds: Object.keys(team.members) }
          : null;
      const exists = state.lifecycle !== 'none';
      return {
        type,
        id,
        exists,
        ownerId: state.ownerId ?? null,
        readableByActor: exists && engagementRelationOf(state, actor, facts) !== 'none',
        name: state.details.name,
      };
    }
    const { state } = await loadAggregate(this.store, toSpecialistStream(id), specialistDecider);
    const exists = state.status !== 'none';
    const account = exists ? await this.accounts.byId(id) : undefined;
    const name = account ? `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() : '';
    // Every signed-in user may read a profile, so sharing someone else's is 403.
    return { type, id, exists, ownerId: exists ? id : null, readableByActor: exists, name };
  }

  /** Decided first with a stand-in hash, so a refused link costs no scrypt; then the passcode is hashed and the link created. */
  async create(
    input: CreateShareLinkInput,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<{ record: ShareLinkRecord; position?: bigint }> {
    const token = newShareToken();
    const linkId = shareLinkIdOf(token)!;
    const data = {
      linkId,
      token,
      target: await this.target(input.target_type, input.target_id, actor),
      mode: input.mode,
      expiresAt: input.expires_at,
      passcodeHash: input.passcode === null ? null : 'pending',
      allowedEmails: input.allowed_emails,
      maxViews: input.max_views,
      anonymised: input.anonymised,
      showBudget: input.show_budget,
      showRates: input.show_rates,
      notifyOnFirstOpen: input.notify_on_first_open,
    };
    await checkCommand(this.store, toShareLinkStream(linkId), shareLinkDecider, {
      type: 'CreateShareLink',
      data,
      metadata: { now: ctx.now, actor },
    });
    const passcodeHash = input.passcode === null ? null : await hashPassword(input.passcode);
    const { state, position } = await this.execute(
      { type: 'CreateShareLink', data: { ...data, passcodeHash } },
      actor,
      ctx,
    );
    return { record: this.recordOf(state, state.mode === 'frozen' ? position! : null), position };
  }

  async revoke(linkId: string, actor: Actor, ctx: CommandContext) {
    const { state, position } = await this.execute({ type: 'RevokeShareLink', data: { linkId } }, actor, ctx);
    return { record: this.recordOf(state, await this.frozenPosition(linkId, state)), position };
  }

  async extend(linkId: string, input: ExtendShareLinkInput, actor: Actor, ctx: CommandContext) {
    const { state, position } = await this.execute(
      { type: 'ExtendShareLink', data: { linkId, expiresAt: input.expires_at } },
      actor,
      ctx,
    );
    return { record: this.recordOf(state, await this.frozenPosition(linkId, state)), position };
  }

  /**
   * A visitor opens the link. A guess (a passcode, or an address and its code) is taken before it
   * is checked, per link and client and per link whoever sends it (429 past either, and the owner
   * is told once when the link itself is locked); a gone link is refused before any hashing; a
   * successful open is appended, then answered with a grant that lasts an hour or until the link expires.
   */
  async open(
    token: string,
    input: OpenShareLinkInput,
    visitor: Visitor,
    ctx: CommandContext,
  ): Promise<{ grant: string; expiresAt: string; position?: bigint }> {
    const linkId = linkIdOfToken(token);
    const { state } = await loadAggregate(this.store, toShareLinkStream(linkId), shareLinkDecider);
    if (state.lifecycle === 'none') throw new NotFoundError(shareLinkCodes.notFound);
    const now = new Date(ctx.now);
    assertOpenable(statusOfLink(state, now));

    const gate = gateOf(state);
    const tried =
      gate === 'passcode'
        ? input.passcode !== undefined
        : gate === 'email' && input.email !== undefined && input.code !== undefined;
    const guess = tried ? await this.takeGuess(state, visitor, now) : undefined;
    let passcode: { matched: boolean } | null = null;
    let emailCode: EmailCodeCheck | null = null;
    if (gate === 'passcode' && input.passcode !== undefined) {
      passcode = { matched: await this.passcodes.verify(linkId, visitor.ipHash, input.passcode, state.passcodeHash!) };
    }
    if (gate === 'email' && input.email !== undefined && input.code !== undefined)
      emailCode = await this.codes.redeem(linkId, input.email, input.code);
    const email = gate === 'email' && input.email !== undefined && input.code !== undefined ? input.email : null;

    const anonymous: Actor = { userId: ctx.actorId, userType: 'specialist' };
    const { state: after, position } = await this.execute(
      {
        type: 'OpenShareLink',
        data: { linkId, passcode, email, emailCode, userAgentFamily: visitor.userAgentFamily, ipHash: visitor.ipHash },
      },
      anonymous,
      ctx,
    );
    await guess?.succeeded();
    const untilExpiry = after.expiresAt ? (Date.parse(after.expiresAt) - now.getTime()) / 1000 : Infinity;
    const ttl = Math.min(SHARE_GRANT_TTL_SECONDS, untilExpiry);
    const grant = await this.grants.issue(linkId, ttl);
    return { grant, expiresAt: new Date(now.getTime() + ttl * 1000).toISOString(), position };
  }

  /** One guess at the link, or 429; the first guess past the link's own cap tells its owner, once an hour. */
  private async takeGuess(state: ShareLink, visitor: Visitor, now: Date) {
    try {
      return await this.throttle.take(state.linkId!, visitor.ipHash);
    } catch (error) {
      if (error instanceof ShareLinkLocked) await this.mailLinkLocked(state, now);
      throw error;
    }
  }

  private async mailLinkLocked(state: ShareLink, now: Date): Promise<void> {
    try {
      const creator = await this.accounts.byId(state.createdBy!);
      if (!creator?.email) return;
      const hour = Math.floor(now.getTime() / 3600_000);
      const link = `${this.publicUrl}${shareLinkPath(state.targetType!, state.token!)}`;
      await this.outbox.send(`share-link-locked-${state.linkId}-${hour}`, {
        to: creator.email,
        subject: `${m.lockedSubject}: ${state.targetName}`,
        text:
          `Your link to “${state.targetName}” has had ${SHARE_LINK_MAX_GUESSES_PER_HOUR} wrong tries in the last hour, so it stops taking tries ` +
          'until the hour is over. If you did not expect this, revoke the link and share a new one with a new passcode.\n\n' +
          `${link}\n`,
        link,
      });
    } catch (error) {
      this.logger.error({ err: error, linkId: state.linkId }, 'link-locked mail not queued');
    }
  }

  /**
   * Queues a code for the address, whatever the address: the worker mails one only when the link is
   * gated by addresses and the address is on its list, so the list cannot be probed, and the answer
   * takes the same time for every address. The job is queued before the answer (the outbox): an
   * answered request never loses its mail. The code is made in the worker, never in the request.
   */
  async mailCode(
    token: string,
    email: string,
    locale: DocumentLocale,
    visitor: Visitor,
    ctx: CommandContext,
  ): Promise<void> {
    const linkId = linkIdOfToken(token);
    const { state } = await loadAggregate(this.store, toShareLinkStream(linkId), shareLinkDecider);
    if (state.lifecycle === 'none') throw new NotFoundError(shareLinkCodes.notFound);
    assertOpenable(statusOfLink(state, new Date(ctx.now)));
    await this.codeRequests.add(
      'send',
      { linkId, email, locale, ipHash: visitor.ipHash, correlationId: ctx.correlationId, requestedAt: ctx.now },
      shareLinkCodeJobDefaults,
    );
  }

  /**
   * A client answers the link with the grant of an open: the decider rules on the link, the grant and the
   * request (checked first, so a refused request takes nothing from the rate limits); then the request is
   * counted per client and per link (429 past either) and appended. The owner's bell and mail follow from the event.
   */
  async request(
    token: string,
    grant: string | undefined,
    input: ShareLinkRequestInput,
    visitor: Visitor,
    ctx: CommandContext,
  ): Promise<{ id: string; position?: bigint }> {
    const linkId = linkIdOfToken(token);
    const { state } = await loadAggregate(this.store, toShareLinkStream(linkId), shareLinkDecider);
    const command = {
      type: 'MakeShareLinkRequest' as const,
      data: {
        linkId,
        requestId: randomUUID(),
        granted: (await this.grants.linkOf(grant)) === linkId,
        kind: input.kind,
        profileId: input.profile_id,
        shown: state.lifecycle === 'none' ? [] : await this.shownPeople(state, linkId),
        message: input.message,
        name: input.name,
        email: input.email,
        ipHash: visitor.ipHash,
      },
    };
    const anonymous: Actor = { userId: ctx.actorId, userType: 'specialist' };
    await checkCommand(this.store, toShareLinkStream(linkId), shareLinkDecider, {
      ...command,
      metadata: { now: ctx.now, actor: anonymous },
    });
    await this.requestThrottle.take(linkId, visitor.ipHash);
    const { position } = await this.execute(command, anonymous, ctx);
    return { id: command.data.requestId, position };
  }

  /**
   * The people a link shows, by the id its page shows them under: the profile, or the team's (the project's
   * team's) members, now for a live link and at the link's position for a frozen one, as the query API reads them.
   */
  private async shownPeople(link: ShareLink, linkId: string): Promise<SharedPerson[]> {
    const at = await this.frozenPosition(linkId, link);
    let ids: string[];
    if (link.targetType === 'profile') ids = [link.targetId!];
    else {
      const teamId =
        link.targetType === 'team'
          ? link.targetId!
          : (await this.stateAt(toEngagementStream(link.targetId!), engagementDecider, at)).teamId;
      const team = teamId ? await this.stateAt(toTeamStream(teamId), teamDecider, at) : undefined;
      ids = team && team.lifecycle !== 'none' ? Object.keys(team.members) : [];
    }
    return ids.map((id) => ({ id, shownAs: link.anonymised ? this.pseudonymOf(linkId, id) : id }));
  }

  /** A stream's state now, or folded up to a position (a frozen link's). */
  private async stateAt<C, E extends DomainEvent, S>(
    stream: string,
    decider: Decider<C, E, S>,
    position: bigint | null,
  ): Promise<S> {
    if (position === null) return (await loadAggregate(this.store, stream, decider)).state;
    let state = decider.initialState();
    for await (const event of this.store.readStream(stream)) {
      if (event.position > position) break;
      state = decider.evolve(state, { type: event.type, data: event.data } as E);
    }
    return state;
  }

  /** A frozen link's position is its first event's (the write side's state does not keep positions). */
  private async frozenPosition(linkId: string, state: ShareLink): Promise<bigint | null> {
    if (state.mode !== 'frozen') return null;
    for await (const event of this.store.readStream(toShareLinkStream(linkId))) return event.position;
    return null;
  }

  /** The record as the write side knows it: the target's name from when the link was made, the status by this clock. */
  recordOf(state: ShareLink, frozenPosition: bigint | null): ShareLinkRecord {
    return {
      id: state.linkId!,
      token: state.token!,
      url: shareLinkPath(state.targetType!, state.token!),
      target_type: state.targetType!,
      target_id: state.targetId!,
      target_name: state.targetName ?? '',
      mode: state.mode!,
      frozen_position: frozenPosition?.toString() ?? null,
      expires_at: state.expiresAt,
      has_passcode: state.passcodeHash !== null,
      allowed_emails: state.allowedEmails,
      max_views: state.maxViews,
      views: state.views,
      last_opened_at: state.lastOpenedAt,
      anonymised: state.anonymised,
      show_budget: state.showBudget,
      show_rates: state.showRates,
      notify_on_first_open: state.notifyOnFirstOpen,
      status: statusOfLink(state, this.clock.now()),
      created_at: state.createdAt!,
      created_by: state.createdBy!,
    };
  }
}
