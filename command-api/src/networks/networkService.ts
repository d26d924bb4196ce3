import { randomUUID } from 'node:crypto';
import {
  isRecordId,
  NotFoundError,
  joinedSpecialistIds,
  membershipOf,
  networkDecider,
  parseMembershipRecordId,
  toNetworkStream,
  type Actor,
  type CreateNetworkInput,
  type InvitationInput,
  type MemberNoteInput,
  type Network,
  type NetworkCommand,
  type NetworkMembership,
  type UpdateNetworkInput,
  networkCodes,
  type Message,
  type WithoutMetadata,
} from '@dth/domain';
import {
  handleCommand,
  loadAggregate,
  type AccountDirectory,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';

export type NetworkCommandInput = WithoutMetadata<NetworkCommand>;

/** What a network write leaves: the folded state, the membership it touched, and the position of its last event. */
export interface NetworkWrite {
  state: Network;
  membership?: NetworkMembership;
  position?: bigint;
}

/** A path's network id; an id that cannot exist is 404 before any read. */
export function networkIdOf(raw: string): string {
  if (!isRecordId(raw)) throw new NotFoundError(networkCodes.networkNotFound);
  return raw;
}

/** A `network-members` / `invitations` id (`{networkId}.{membershipId}`). */
export function membershipIdOf(
  raw: string,
  missing: Message = networkCodes.memberNotFound,
): { networkId: string; membershipId: string } {
  const parsed = parseMembershipRecordId(raw);
  if (!parsed || !isRecordId(parsed.networkId) || !isRecordId(parsed.membershipId)) throw new NotFoundError(missing);
  return parsed;
}

/**
 * The network's write side: who may do what is the decider's; this finds the facts it needs in
 * the other streams (the invitee's account, the actor's address). The mails and the clean-up of
 * the teams after a departure follow from the events, in the worker.
 */
export class NetworkService {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
  ) {}

  async state(networkId: string): Promise<Network> {
    return (await loadAggregate(this.store, toNetworkStream(networkId), networkDecider)).state;
  }

  async execute(command: NetworkCommandInput, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { state, position } = await handleCommand(
      this.store,
      toNetworkStream(command.data.networkId),
      networkDecider,
      { ...command, metadata: { now: ctx.now, actor } } as NetworkCommand,
      ctx,
    );
    const membershipId = 'membershipId' in command.data ? command.data.membershipId : undefined;
    return { state, position, membership: membershipId ? membershipOf(state, membershipId) : undefined };
  }

  create(
    input: CreateNetworkInput,
    actor: Actor,
    ctx: CommandContext,
    networkId: string = randomUUID(),
  ): Promise<NetworkWrite> {
    return this.execute(
      { type: 'CreateNetwork', data: { networkId, name: input.name, description: input.description } },
      actor,
      ctx,
    );
  }

  update(networkId: string, input: UpdateNetworkInput, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    return this.execute(
      { type: 'UpdateNetwork', data: { networkId, name: input.name, description: input.description } },
      actor,
      ctx,
    );
  }

  archive(networkId: string, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    return this.execute({ type: 'ArchiveNetwork', data: { networkId } }, actor, ctx);
  }

  /**
   * By id (from search): the account must be a specialist's. By address: nothing is looked up, so
   * the answer, its timing and the mail are the same for every address; who holds the address (and
   * whether they may join) is worked out when someone accepts. The worker mails the invitation once it
   * is stored (InvitationMailsReaction).
   */
  async invite(
    networkId: string,
    input: InvitationInput,
    actor: Actor,
    ctx: CommandContext,
    membershipId: string = randomUUID(),
  ): Promise<NetworkWrite> {
    const account = input.specialist_id !== undefined ? await this.accounts.byId(input.specialist_id) : undefined;
    const specialistId = input.specialist_id ?? null;
    const invitee = { userType: account?.userType ?? null, accountEmail: account?.email ?? null };
    const email = input.email ?? null;
    const memberEmails = email === null ? [] : await this.memberEmails(networkId);
    return this.execute(
      { type: 'InviteSpecialist', data: { networkId, membershipId, specialistId, email, invitee, memberEmails } },
      actor,
      ctx,
    );
  }

  private async memberEmails(networkId: string): Promise<string[]> {
    const accounts = await Promise.all(
      joinedSpecialistIds(await this.state(networkId)).map((id) => this.accounts.byId(id)),
    );
    return accounts.flatMap((account) => (account?.email ? [account.email.toLowerCase()] : []));
  }

  /** The invitee answers: the membership names them, or was sent to their account's address. */
  async answer(
    recordId: string,
    answer: 'accept' | 'decline',
    actor: Actor,
    ctx: CommandContext,
  ): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId, networkCodes.invitationNotFound);
    const actorEmail = (await this.accounts.byId(actor.userId))?.email ?? null;
    const type = answer === 'accept' ? 'AcceptInvitation' : 'DeclineInvitation';
    return this.execute({ type, data: { networkId, membershipId, actorEmail } }, actor, ctx);
  }

  async setNote(recordId: string, input: MemberNoteInput, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId);
    return this.execute(
      { type: 'SetMemberNote', data: { networkId, membershipId, note: input.note, tags: input.tags } },
      actor,
      ctx,
    );
  }

  /** By the owner: removes a member or withdraws an invitation. The worker takes a removed member out of the network's teams (DepartedMembersReaction). */
  async remove(recordId: string, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId);
    return this.execute({ type: 'RemoveMember', data: { networkId, membershipId } }, actor, ctx);
  }

  /** The worker then takes them out of the network's teams (DepartedMembersReaction). */
  async leave(recordId: string, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId);
    return this.execute({ type: 'LeaveNetwork', data: { networkId, membershipId } }, actor, ctx);
  }
}
