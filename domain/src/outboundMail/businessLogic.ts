import type { Decider } from '../shared/events';
import {
  evolveWithheldMails,
  initialWithheldMails,
  type OutboundMailEvent,
  type UserMailKind,
  type WithheldBecause,
  type WithheldMails,
} from './outboundMail';

/**
 * Recorded by the command API when a limit kept a mail back. `eventId` is derived from the sender,
 * the recipient, the kind and the hour, so one is recorded per such hour however often it is tried.
 */
export type RecordWithheldMail = {
  type: 'RecordWithheldMail';
  data: { eventId: string; sender: string; kind: UserMailKind; recipientHash: string; because: WithheldBecause };
  metadata: { now: string };
};

function decide(command: RecordWithheldMail, _state: WithheldMails): OutboundMailEvent[] {
  const { eventId, sender, kind, recipientHash, because } = command.data;
  return [
    {
      type: 'MailWithheld',
      id: eventId,
      data: { sender, kind, recipientHash, because, withheldAt: command.metadata.now },
    },
  ];
}

export const withheldMailDecider: Decider<RecordWithheldMail, OutboundMailEvent, WithheldMails> = {
  initialState: initialWithheldMails,
  evolve: evolveWithheldMails,
  decide,
};
