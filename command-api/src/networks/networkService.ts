import { randomUUID } from 'node:crypto';
import {
  NotFoundError, joinedSpecialistIds, membershipOf, networkDecider, networkMessages as m, parseMembershipRecordId, teamDecider,
  toNetworkStream, toTeamStream,
  type Actor, type CreateNetworkInput, type InvitationInput, type MemberNoteInput, type Network, type NetworkCommand,
  type NetworkMembership, type UpdateNetworkInput,
} from '@dth/domain';
import {
  ConcurrencyError, handleCommand, loadAggregate, type CommandContext, type EventStore, type Logger,
} from '@dth/infrastructure';
import type { UserMail } from '../mail/userMail';
import type { AccountDirectory } from './accountDirectory';

type WithoutMetadata<C> = C extends NetworkCommand ? Omit<C, 'metadata'> : never;
export type NetworkCommandInput = WithoutMetadata<NetworkCommand>;

/** What a network write leaves: the folded state, the membership it touched, and the position of its last event. */
export interface NetworkWrite {
  state: Network;
  membership?: NetworkMembership;
  position?: bigint;
}

const ID = /^[\w-]{1,64}$/;

/** A path's network id; an id that cannot exist is 404 before any read. */
export function networkIdOf(raw: string): string {
  if (!ID.test(raw)) throw new NotFoundError(m.networkNotFound);
  return raw;
}

/** A `network-members` / `invitations` id (`{networkId}.{membershipId}`). */
export function membershipIdOf(raw: string, missing: string = m.memberNotFound): { networkId: string; membershipId: string } {
  const parsed = parseMembershipRecordId(raw);
  if (!parsed || !ID.test(parsed.networkId) || !ID.test(parsed.membershipId)) throw new NotFoundError(missing);
  return parsed;
}

/**
 * The network's write side: who may do what is the decider's; this finds the facts it needs in
 * the other streams (the invitee's account, the actor's address), sends the invitation mails
 * once the invitation is stored, and takes members who leave out of the network's teams.
 */
export class NetworkService {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
    private readonly mail: UserMail,
    private readonly publicUrl: string,
    private readonly logger?: Logger,
  ) {}

  async state(networkId: string): Promise<Network> {
    return (await loadAggregate(this.store, toNetworkStream(networkId), networkDecider)).state;
  }

  async execute(command: NetworkCommandInput, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { state, position } = await handleCommand(
      this.store, toNetworkStream(command.data.networkId), networkDecider,
      { ...command, metadata: { now: ctx.now, actor } } as NetworkCommand,
      ctx,
    );
    const membershipId = 'membershipId' in command.data ? command.data.membershipId : undefined;
    return { state, position, membership: membershipId ? membershipOf(state, membershipId) : undefined };
  }

  create(input: CreateNetworkInput, actor: Actor, ctx: CommandContext, networkId: string = randomUUID()): Promise<NetworkWrite> {
    return this.execute({ type: 'CreateNetwork', data: { networkId, name: input.name, description: input.description } }, actor, ctx);
  }

  update(networkId: string, input: UpdateNetworkInput, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    return this.execute({ type: 'UpdateNetwork', data: { networkId, name: input.name, description: input.description } }, actor, ctx);
  }

  archive(networkId: string, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    return this.execute({ type: 'ArchiveNetwork', data: { networkId } }, actor, ctx);
  }

  /**
   * By id (from search): the account must be a specialist's. By address: nothing is looked up, so
   * the answer, its timing and the mail are the same for every address; who holds the address (and
   * whether they may join) is worked out when someone accepts. The mail goes out once the invitation
   * is stored; its job id is the membership's, so a retried request never mails twice.
   */
  async invite(networkId: string, input: InvitationInput, actor: Actor, ctx: CommandContext, membershipId: string = randomUUID()): Promise<NetworkWrite> {
    const account = input.specialist_id !== undefined ? await this.accounts.byId(input.specialist_id) : undefined;
    const specialistId = input.specialist_id ?? null;
    const invitee = { userType: account?.userType ?? null, accountEmail: account?.email ?? null };
    const email = input.email ?? null;
    const memberEmails = email === null ? [] : await this.memberEmails(networkId);
    const written = await this.execute({ type: 'InviteSpecialist', data: { networkId, membershipId, specialistId, email, invitee, memberEmails } }, actor, ctx);
    const withheldAt = await this.mailInvitation(written.state, membershipId, account?.email ?? email!, actor, ctx);
    return withheldAt ? { ...written, position: withheldAt } : written;
  }

  private async memberEmails(networkId: string): Promise<string[]> {
    const accounts = await Promise.all(joinedSpecialistIds(await this.state(networkId)).map((id) => this.accounts.byId(id)));
    return accounts.flatMap((account) => (account?.email ? [account.email.toLowerCase()] : []));
  }

  private async mailInvitation(state: Network, membershipId: string, to: string, actor: Actor, ctx: CommandContext): Promise<bigint | undefined> {
    const owner = await this.accounts.byId(actor.userId);
    const from = owner ? `${owner.firstName} ${owner.lastName}` : 'A business owner';
    const link = `${this.publicUrl}/stage/profile/profile-network/network`;
    const register = `${this.publicUrl}/stage/register?email=${encodeURIComponent(to)}`;
    return this.mail.send(actor.userId, 'network-invitation', `network-invitation-${membershipId}`, {
      to,
      subject: `${from} invited you to join ${state.name}`,
      text:
        `${from} invited you to join the network “${state.name}” on DTH.\n\n` +
        `If you have a specialist account with this address, sign in and accept or decline the invitation here:\n\n${link}\n\n` +
        `If not, create one with this address to see the invitation:\n\n${register}\n`,
      link,
    }, ctx);
  }

  /** The invitee answers: the membership names them, or was sent to their account's address. */
  async answer(recordId: string, answer: 'accept' | 'decline', actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId, m.invitationNotFound);
    const actorEmail = (await this.accounts.byId(actor.userId))?.email ?? null;
    const type = answer === 'accept' ? 'AcceptInvitation' : 'DeclineInvitation';
    return this.execute({ type, data: { networkId, membershipId, actorEmail } }, actor, ctx);
  }

  async setNote(recordId: string, input: MemberNoteInput, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId);
    return this.execute({ type: 'SetMemberNote', data: { networkId, membershipId, note: input.note, tags: input.tags } }, actor, ctx);
  }

  /** By the owner: removes a member (and takes them out of the network's teams) or withdraws an invitation. */
  async remove(recordId: string, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId);
    return this.withTeamsUpdated(await this.execute({ type: 'RemoveMember', data: { networkId, membershipId } }, actor, ctx), actor, ctx);
  }

  async leave(recordId: string, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const { networkId, membershipId } = membershipIdOf(recordId);
    return this.withTeamsUpdated(await this.execute({ type: 'LeaveNetwork', data: { networkId, membershipId } }, actor, ctx), actor, ctx);
  }

  /**
   * Someone no longer in the network is in none of its teams. The network's stream lists its teams
   * (NetworkTeamAdded), so this reads only those streams. It runs after the leave is stored: if it
   * fails, the leave stands, the failure is logged, and leaving again is refused, so the owner
   * removes the member from the team by hand (RemoveDepartedMember is a no-op when already done).
   */
  private async withTeamsUpdated(written: NetworkWrite, actor: Actor, ctx: CommandContext): Promise<NetworkWrite> {
    const specialistId = written.membership?.specialistId;
    if (!specialistId) return written;
    let position = written.position;
    for (const teamId of written.state.teamIds) {
      for (let attempt = 1; ; attempt++) {
        try {
          const joined = joinedSpecialistIds(await this.state(written.state.networkId!));
          const result = await handleCommand(
            this.store, toTeamStream(teamId), teamDecider,
            { type: 'RemoveDepartedMember', data: { teamId, specialistId, joinedSpecialistIds: joined }, metadata: { now: ctx.now, actor } },
            ctx,
          );
          if (result.position !== undefined && (position === undefined || result.position > position)) position = result.position;
          break;
        } catch (error) {
          if (error instanceof ConcurrencyError && attempt < 3) continue;
          this.logger?.error({ err: error, teamId, specialistId }, 'could not take a departed member out of a team');
          break;
        }
      }
    }
    return { ...written, position };
  }
}
