import { randomUUID } from 'node:crypto';
import {
  NotFoundError,
  offerDecider,
  offerCodes as m,
  offerStatusAt,
  teamDecider,
  toOfferStream,
  toTeamStream,
  type Actor,
  type DayRate,
  type Offer,
  type OfferCommand,
  type OfferRecord,
} from '@dth/domain';
import {
  handleCommand,
  loadAggregate,
  type AccountDirectory,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';
import type { PendingOffers } from './pendingOffers';
import type { SpecialistCapacity } from './specialistCapacity';

type WithoutMetadata<C> = C extends OfferCommand ? Omit<C, 'metadata'> : never;
export type OfferCommandInput = WithoutMetadata<OfferCommand>;

export interface OfferWrite {
  record: OfferRecord;
  position?: bigint;
}

/** What an offer proposes, as the routes read it. */
export interface OfferTerms {
  specialist_id: string;
  role_title: string;
  allocation_days: number;
  day_rate: DayRate | null;
  starts_on?: string;
  message: string;
  over_allocate: boolean;
}

const ID = /^[\w-]{1,64}$/;

/** A path's offer id; an id that cannot exist is 404 before any read. */
export function offerIdOf(raw: string): string {
  if (!ID.test(raw)) throw new NotFoundError(m.offerNotFound);
  return raw;
}

/** The record as the write left it, its status by the command's time. */
export function offerRecord(state: Offer, now: string): OfferRecord {
  const s = state as Required<Offer>;
  return {
    id: s.offerId,
    team_id: s.teamId,
    network_id: s.networkId,
    owner_id: s.ownerId,
    specialist_id: s.specialistId,
    role_title: s.roleTitle,
    allocation_days: s.allocationDays,
    day_rate: s.dayRate,
    starts_on: s.startsOn,
    message: s.message,
    free_days: s.freeDays,
    over_allocated: s.overAllocated,
    status: offerStatusAt(s.status as Exclude<Offer['status'], 'none'>, s.expiresAt, now),
    decline_reason: s.declineReason,
    made_at: s.madeAt,
    expires_at: s.expiresAt,
    answered_at: state.answeredAt ?? null,
  };
}

/**
 * The offers' write side: who may do what is the decider's; this reads the facts it needs (the team
 * from its stream, the specialist's account, days a week, booked days and pending offer of the team)
 * and the time from the command's context (the container's clock), so a test moves an offer past its expiry. What follows an acceptance (joining the network and the team) and
 * the mail of a new offer are the worker's reactions to the events.
 */
export class OfferService {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
    private readonly capacity: SpecialistCapacity,
    private readonly pendingOffers: PendingOffers,
  ) {}

  private async execute(command: OfferCommandInput, actor: Actor, ctx: CommandContext): Promise<OfferWrite> {
    const { now } = ctx;
    const { state, position } = await handleCommand(
      this.store,
      toOfferStream(command.data.offerId),
      offerDecider,
      { ...command, metadata: { now, actor } },
      ctx,
    );
    return { record: offerRecord(state, now), position };
  }

  async make(
    teamId: string,
    terms: OfferTerms,
    actor: Actor,
    ctx: CommandContext,
    offerId: string = randomUUID(),
  ): Promise<OfferWrite> {
    const specialistId = terms.specialist_id;
    const [{ state: team }, account, week, pendingOfferId] = await Promise.all([
      loadAggregate(this.store, toTeamStream(teamId), teamDecider),
      this.accounts.byId(specialistId),
      this.capacity.of(specialistId),
      this.pendingOffers.of(teamId, specialistId, ctx.now),
    ]);
    return this.execute(
      {
        type: 'MakeOffer',
        data: {
          offerId,
          team: {
            teamId,
            ownerId: team.lifecycle === 'none' ? null : team.ownerId!,
            networkId: team.networkId ?? null,
            archived: team.lifecycle === 'archived',
            memberIds: Object.keys(team.members),
          },
          specialist: {
            specialistId,
            isSpecialist: account !== undefined && account.status !== 'erased' && account.userType === 'specialist',
            ...week,
            pendingOfferId,
          },
          roleTitle: terms.role_title,
          allocationDays: terms.allocation_days,
          dayRate: terms.day_rate,
          startsOn: terms.starts_on ?? ctx.now.slice(0, 10),
          message: terms.message,
          overAllocate: terms.over_allocate,
        },
      },
      actor,
      ctx,
    );
  }

  accept(offerId: string, actor: Actor, ctx: CommandContext): Promise<OfferWrite> {
    return this.execute({ type: 'AcceptOffer', data: { offerId } }, actor, ctx);
  }

  decline(offerId: string, reason: string, actor: Actor, ctx: CommandContext): Promise<OfferWrite> {
    return this.execute({ type: 'DeclineOffer', data: { offerId, reason } }, actor, ctx);
  }

  withdraw(offerId: string, actor: Actor, ctx: CommandContext): Promise<OfferWrite> {
    return this.execute({ type: 'WithdrawOffer', data: { offerId } }, actor, ctx);
  }
}
