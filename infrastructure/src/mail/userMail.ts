import { toWithheldMailStream, withheldMailDecider, type UserMailKind } from '@dth/domain';
import { sha256 } from '../auth/opaqueTokens';
import { handleCommand, type CommandContext } from '../eventStore/commandHandler';
import type { EventStore } from '../eventStore/eventStore';
import type { MailJob, MailOutbox } from '../queues/queues';
import { deterministicUuid } from '../runtime/ids';
import type { Logger } from '../runtime/logger';
import type { UserMailLimits } from './userMailLimits';

/**
 * The mails a user (or a share link's visitor) makes the platform send to someone else: network and
 * collaborator invitations, share-link codes. Within the limits (UserMailLimits) they are queued;
 * beyond them nothing is sent, the request answers the same, and the withheld mail is recorded
 * (`MailWithheld`, one per sender, recipient, kind and hour) so the admin report counts it. A mail
 * already queued under its job id is not counted again.
 */
export class UserMail {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly limits: UserMailLimits,
    private readonly logger: Logger,
  ) {}

  /**
   * `sender`: the user's id, or `visitor-{ipHash}` for a share link's visitor. Answers the position
   * of the `MailWithheld` it recorded, if any, so the request's X-Position covers it too.
   */
  async send(
    sender: string,
    kind: UserMailKind,
    jobId: string,
    mail: MailJob,
    ctx: CommandContext,
  ): Promise<bigint | undefined> {
    // Asked again for the same mail (its event handled again after a crash or a lease's handover): nothing new is counted or recorded.
    if (await this.outbox.queued(jobId)) return undefined;
    const recipientHash = sha256(mail.to.trim().toLowerCase());
    const because = await this.limits.take(sender, recipientHash);
    if (because === null) {
      await this.outbox.send(jobId, mail);
      return undefined;
    }
    const hour = Math.floor(Date.parse(ctx.now) / 3600_000);
    const eventId = deterministicUuid(`mail-withheld:${sender}:${recipientHash}:${kind}:${hour}`);
    this.logger.warn({ sender, kind, because }, 'mail withheld by a limit');
    const { position } = await handleCommand(
      this.store,
      toWithheldMailStream(sender),
      withheldMailDecider,
      {
        type: 'RecordWithheldMail',
        data: { eventId, sender, kind, recipientHash, because },
        metadata: { now: ctx.now },
      },
      ctx,
    );
    return position;
  }
}
