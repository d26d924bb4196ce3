import { isCalendarDate } from '../shared/dates';
import { isAdmin, type Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/events';
import type { Message } from '../shared/messages';
import { teamCodes } from '../team/messages';
import { freeDaysOf } from '../team/fit';
import { TEAM_ROLE_MAX_LENGTH, isAllocationDays } from '../team/team';
import { offerCodes as m } from './messages';
import { DAY_RATE_MAX, type DayRate } from '../specialist/availability';
import {
  OFFER_DECLINE_REASON_MAX_LENGTH,
  OFFER_MESSAGE_MAX_LENGTH,
  evolveOffer,
  initialOffer,
  offerExpiresAt,
  offerStatusAt,
  type Offer,
  type OfferEvent,
} from './offer';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Values arrive parsed by ./schemas; who acts arrives in the metadata beside the time. What the offer
 * needs to know of its team (owner, network, archived, members) and of the specialist (an account
 * of a specialist, their days a week and booked days) is read by the command API and arrives in the data;
 * the rule on them (no offer beyond the free days unless `overAllocate`) is here.
 */
type Command<Type extends string, Data> = {
  type: Type;
  data: { offerId: string } & Data;
  metadata: { now: string; actor: Actor };
};

/** The team as an offer needs it; `ownerId` null when there is no such team. */
export interface OfferTeamFacts {
  teamId: string;
  ownerId: string | null;
  networkId: string | null;
  archived: boolean;
  memberIds: readonly string[];
}

/**
 * `isSpecialist`: the id is a specialist's account; `daysPerWeek`: the days a week their availability gives
 * teams; `bookedDays`: their allocations on active teams (the free days are the first less the second);
 * `pendingOfferId`: an offer of the same team to them still pending (not answered, withdrawn or expired).
 */
export interface OfferSpecialistFacts {
  specialistId: string;
  isSpecialist: boolean;
  daysPerWeek: number;
  bookedDays: number;
  pendingOfferId?: string | null;
}

export type MakeOffer = Command<
  'MakeOffer',
  {
    team: OfferTeamFacts;
    specialist: OfferSpecialistFacts;
    roleTitle: string;
    allocationDays: number;
    dayRate: DayRate | null;
    startsOn: string;
    message: string;
    overAllocate: boolean;
  }
>;
export type AcceptOffer = Command<'AcceptOffer', object>;
export type DeclineOffer = Command<'DeclineOffer', { reason: string }>;
export type WithdrawOffer = Command<'WithdrawOffer', object>;

export type OfferCommand = MakeOffer | AcceptOffer | DeclineOffer | WithdrawOffer;

// ── Who may do what ──────────────────────────────────────────────────────────
/** Who may read an offer: the team's owner, the specialist it is made to, and admins; anyone else is told it does not exist. */
export const canReadOffer = (state: Offer, actor: Actor): boolean =>
  state.status !== 'none' && (state.ownerId === actor.userId || state.specialistId === actor.userId || isAdmin(actor));

function assertReadable(state: Offer, actor: Actor): void {
  if (!canReadOffer(state, actor)) throw new NotFoundError(m.offerNotFound);
}

/** A team's offers are made by its owner, or an admin; another owner is told the team does not exist. */
function assertMayOffer(team: OfferTeamFacts, actor: Actor): void {
  if (team.ownerId === null) throw new NotFoundError(teamCodes.teamNotFound);
  if (team.ownerId !== actor.userId && !isAdmin(actor)) {
    if (team.memberIds.includes(actor.userId)) throw new ForbiddenError(m.notYourTeam);
    throw new NotFoundError(teamCodes.teamNotFound);
  }
  if (team.archived) throw new ConflictError(teamCodes.teamArchived);
}

/** Only a pending offer that has not expired may be answered or withdrawn. */
function assertPending(state: Offer, now: string): void {
  const status = offerStatusAt(state.status as Exclude<Offer['status'], 'none'>, state.expiresAt!, now);
  if (status === 'expired') throw new ConflictError(m.expired);
  if (status !== 'pending') throw new ConflictError(m.notPending);
}

// ── Rules on values (the schemas check them first; the decider holds them whatever the caller) ──
function invalid(field: string, message: Message): never {
  throw new ValidationError(message, { [field]: message });
}

function checkTerms(data: MakeOffer['data']): void {
  const { roleTitle, allocationDays, dayRate, startsOn, message } = data;
  if (roleTitle.trim().length === 0) invalid('role_title', m.roleRequired);
  if (roleTitle.length > TEAM_ROLE_MAX_LENGTH) invalid('role_title', teamCodes.roleTooLong);
  if (!isAllocationDays(allocationDays)) invalid('allocation_days', teamCodes.allocationInvalid);
  if (dayRate && !(dayRate.amount > 0 && dayRate.amount <= DAY_RATE_MAX && /^[A-Z]{3}$/.test(dayRate.currency)))
    invalid('day_rate', m.dayRateInvalid);
  if (!isCalendarDate(startsOn)) invalid('starts_on', m.startsOnInvalid);
  if (message.length > OFFER_MESSAGE_MAX_LENGTH) invalid('message', m.messageTooLong);
}

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: OfferCommand, state: Offer): OfferEvent[] {
  const { actor, now: at } = command.metadata;
  const { offerId } = command.data;
  switch (command.type) {
    case 'MakeOffer': {
      const { team, specialist, overAllocate } = command.data;
      assertMayOffer(team, actor);
      if (state.status !== 'none') throw new ConflictError(m.notPending);
      if (!specialist.isSpecialist) invalid('specialist_id', m.notASpecialist);
      checkTerms(command.data);
      if (team.memberIds.includes(specialist.specialistId)) throw new ConflictError(teamCodes.alreadyMember);
      if (specialist.pendingOfferId)
        throw new ConflictError(m.alreadyOffered, { pending_offer_id: specialist.pendingOfferId });
      const freeDays = freeDaysOf(specialist.daysPerWeek, specialist.bookedDays);
      const beyond = command.data.allocationDays > freeDays;
      if (beyond && !overAllocate) throw new ConflictError(m.beyondFreeDays);
      return [
        {
          type: 'OfferMade',
          data: {
            offerId,
            teamId: team.teamId,
            networkId: team.networkId!,
            ownerId: team.ownerId!,
            specialistId: specialist.specialistId,
            roleTitle: command.data.roleTitle,
            allocationDays: command.data.allocationDays,
            dayRate: command.data.dayRate,
            startsOn: command.data.startsOn,
            message: command.data.message,
            freeDays,
            overAllocated: beyond,
            madeAt: at,
            expiresAt: offerExpiresAt(at),
          },
        },
      ];
    }
    case 'AcceptOffer':
    case 'DeclineOffer': {
      assertReadable(state, actor);
      if (state.specialistId !== actor.userId) throw new ForbiddenError(m.notYourOffer);
      assertPending(state, at);
      const { teamId, specialistId } = state as Required<Offer>;
      if (command.type === 'AcceptOffer')
        return [{ type: 'OfferAccepted', data: { offerId, teamId, specialistId, acceptedAt: at } }];
      const { reason } = command.data;
      if (reason.length > OFFER_DECLINE_REASON_MAX_LENGTH) invalid('reason', m.reasonTooLong);
      return [{ type: 'OfferDeclined', data: { offerId, teamId, specialistId, reason, declinedAt: at } }];
    }
    case 'WithdrawOffer': {
      assertReadable(state, actor);
      if (state.ownerId !== actor.userId) throw new ForbiddenError(m.notYourTeam);
      assertPending(state, at);
      return [{ type: 'OfferWithdrawn', data: { offerId, teamId: state.teamId!, withdrawnAt: at } }];
    }
  }
}

export const decideOffer = decide;

export const offerDecider: Decider<OfferCommand, OfferEvent, Offer> = {
  initialState: initialOffer,
  evolve: evolveOffer,
  decide,
};
