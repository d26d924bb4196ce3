import {
  engagementDecider,
  networkDecider,
  shareLinkDecider,
  teamDecider,
  shareLinkMessages,
  shareLinkPath,
  toEngagementStream,
  toNetworkStream,
  toShareLinkStream,
  toTeamStream,
  type CollaboratorInvited,
  type OfferMade,
  type ShareLinkOpened,
  type ShareLinkRequestMade,
  type ShareTargetType,
  type SpecialistInvited,
} from '@dth/domain';
import {
  loadAggregate,
  type AccountDirectory,
  type EventStore,
  type MailOutbox,
  type RecordedEvent,
  type UserMail,
} from '@dth/infrastructure';
import { contextCausedBy, type Reaction } from './logReactor';

/**
 * The mails the log alone can write: network and collaborator invitations and offers of a seat on a team (within the sender's
 * limits, UserMail: a withheld one is recorded in the invitation's hour, so handling it again records
 * nothing new) and a share link's first-open notice to its creator. Each job's id is its event's,
 * so an event handled again after a crash queues nothing new. It starts at the log's head: a
 * reactor with no checkpoint must not mail every invitation ever sent.
 */
export class InvitationMailsReaction implements Reaction {
  readonly name = 'invitation-mails';
  readonly startAt = 'head';

  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
    private readonly mail: UserMail,
    private readonly outbox: MailOutbox,
    private readonly publicUrl: string,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    if (event.type === 'SpecialistInvited')
      await this.networkInvitation(event as unknown as SpecialistInvited & RecordedEvent);
    else if (event.type === 'CollaboratorInvited')
      await this.collaboratorInvitation(event as unknown as CollaboratorInvited & RecordedEvent);
    else if (event.type === 'OfferMade') await this.offer(event as unknown as OfferMade & RecordedEvent);
    else if (event.type === 'ShareLinkOpened')
      await this.firstOpen(event as unknown as ShareLinkOpened & RecordedEvent);
    else if (event.type === 'ShareLinkRequestMade')
      await this.clientRequest(event as unknown as ShareLinkRequestMade & RecordedEvent);
  }

  private async networkInvitation(event: SpecialistInvited & RecordedEvent): Promise<void> {
    const { networkId, specialistId, email, invitedAt } = event.data;
    // Joining through an accepted offer records an invitation the specialist answered at once: nothing to mail.
    if (specialistId !== null && specialistId === event.metadata.actorId) return;
    const to = email ?? (specialistId ? (await this.accounts.byId(specialistId))?.email : undefined);
    if (!to) return;
    const { state: network } = await loadAggregate(this.store, toNetworkStream(networkId), networkDecider);
    const from = await this.senderName(event);
    const link = `${this.publicUrl}/stage/profile/profile-network/network`;
    const register = `${this.publicUrl}/stage/register?email=${encodeURIComponent(to)}`;
    await this.mail.send(
      event.metadata.actorId,
      'network-invitation',
      `network-invitation-${event.id}`,
      {
        to,
        subject: `${from} invited you to join ${network.name}`,
        text:
          `${from} invited you to join the network “${network.name}” on DTH.\n\n` +
          `If you have a specialist account with this address, sign in and accept or decline the invitation here:\n\n${link}\n\n` +
          `If not, create one with this address to see the invitation:\n\n${register}\n`,
        link,
      },
      contextCausedBy(event, invitedAt),
    );
  }

  private async collaboratorInvitation(event: CollaboratorInvited & RecordedEvent): Promise<void> {
    const { projectId, email: to, role, invitedAt } = event.data;
    const { state: project } = await loadAggregate(this.store, toEngagementStream(projectId), engagementDecider);
    const from = await this.senderName(event);
    const link = `${this.publicUrl}/stage/profile/profile-projects/shared-projects`;
    const register = `${this.publicUrl}/stage/register?email=${encodeURIComponent(to)}`;
    await this.mail.send(
      event.metadata.actorId,
      'collaborator-invitation',
      `collaborator-invitation-${event.id}`,
      {
        to,
        subject: `${from} invited you to the project ${project.details.name}`,
        text:
          `${from} invited you to ${role === 'editor' ? 'edit' : 'see'} the project “${project.details.name}” on DTH.\n\n` +
          `Sign in with this address and accept or decline the invitation under Shared Projects:\n\n${link}\n\n` +
          `No account with this address yet? Create one, then open Shared Projects:\n\n${register}\n`,
        link,
      },
      contextCausedBy(event, invitedAt),
    );
  }

  private async offer(event: OfferMade & RecordedEvent): Promise<void> {
    const { teamId, specialistId, roleTitle, allocationDays, startsOn, expiresAt, madeAt } = event.data;
    const to = (await this.accounts.byId(specialistId))?.email;
    if (!to) return;
    const { state: team } = await loadAggregate(this.store, toTeamStream(teamId), teamDecider);
    const from = await this.senderName(event);
    const link = `${this.publicUrl}/stage/profile/dashboard`;
    await this.mail.send(
      event.metadata.actorId,
      'team-offer',
      `team-offer-${event.id}`,
      {
        to,
        subject: `${from} offered you a seat on the team ${team.name}`,
        text:
          `${from} offered you a seat on the team “${team.name}” on DTH: ${roleTitle}, ${allocationDays} days a week from ${startsOn}.\n\n` +
          `Sign in to accept or decline it before ${expiresAt.slice(0, 10)}:\n\n${link}\n`,
        link,
      },
      contextCausedBy(event, madeAt),
    );
  }

  private async firstOpen(event: ShareLinkOpened & RecordedEvent): Promise<void> {
    const { linkId, openedAt, firstOpen } = event.data;
    if (!firstOpen) return;
    const { state: link } = await loadAggregate(this.store, toShareLinkStream(linkId), shareLinkDecider);
    if (!link.notifyOnFirstOpen || !link.createdBy) return;
    const creator = await this.accounts.byId(link.createdBy);
    if (!creator?.email) return;
    const url = `${this.publicUrl}${shareLinkPath(link.targetType!, link.token!)}`;
    await this.outbox.send(`share-link-first-open-${event.id}`, {
      to: creator.email,
      subject: `${shareLinkMessages.firstOpenSubject}: ${link.targetName}`,
      text: `Your link to “${link.targetName}” was opened for the first time at ${openedAt}.\n\nSee who opened it in the link's access log.\n\n${url}\n`,
      link: url,
    });
  }

  /**
   * A client's request to the link's owner, within the mail limits counted for the client's address (the
   * visitor's salted IP hash, like a mailed code). An intro names the person as the owner knows them.
   */
  private async clientRequest(event: ShareLinkRequestMade & RecordedEvent): Promise<void> {
    const { linkId, kind, profileId, message, name, email, ipHash, requestedAt } = event.data;
    const { state: link } = await loadAggregate(this.store, toShareLinkStream(linkId), shareLinkDecider);
    if (!link.ownerId) return;
    const owner = await this.accounts.byId(link.ownerId);
    if (!owner?.email) return;
    const person = profileId ? await this.accounts.byId(profileId) : undefined;
    const about = `“${link.targetName}”`;
    const asked =
      kind === 'intro'
        ? `asked to be introduced to ${person ? `${person.firstName} ${person.lastName}` : 'a member'} of ${about}`
        : kind === 'approve'
          ? `approved ${about}`
          : `commented on ${about}`;
    const url = `${this.publicUrl}${ownerPageOf(link.targetType!, link.targetId!)}`;
    await this.mail.send(
      `visitor-${ipHash}`,
      'share-link-request',
      `share-link-request-${event.id}`,
      {
        to: owner.email,
        subject: `${shareLinkMessages.requestSubject}: ${link.targetName}`,
        text:
          `${name} (${email}) ${asked} through your shared link.\n\n` +
          (message ? `${message}\n\n` : '') +
          `Reply to them at ${email}. Every request on the link is listed with the link:\n\n${url}\n`,
        link: url,
      },
      contextCausedBy(event, requestedAt),
    );
  }

  private async senderName(event: RecordedEvent): Promise<string> {
    const sender = await this.accounts.byId(event.metadata.actorId);
    return sender ? `${sender.firstName} ${sender.lastName}` : 'A business owner';
  }
}

/** Where an owner manages what they shared (the frontend's team, project and profile pages). */
function ownerPageOf(type: ShareTargetType, id: string): string {
  const page =
    type === 'team'
      ? 'profile/profile-teams/team-detail'
      : type === 'project'
        ? 'profile/project/details'
        : 'profile-view';
  return `/stage/${page}?id=${encodeURIComponent(id)}`;
}
