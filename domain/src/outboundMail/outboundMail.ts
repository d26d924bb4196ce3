import type { DomainEvent } from '../shared/events';

// ── Limits (hardening round two, finding 5) ──────────────────────────────────
/** Mails one person (or one visitor's address) may make the platform send to others in an hour. */
export const USER_MAILS_PER_SENDER_PER_HOUR = 20;
/** Mails the platform sends one address in an hour on others' behalf, whoever asks. */
export const USER_MAILS_PER_RECIPIENT_PER_HOUR = 5;

/** The mails a user (or a visitor) can make the platform send to an address that is not theirs. */
export const USER_MAIL_KINDS = [
  'network-invitation',
  'collaborator-invitation',
  'team-offer',
  'share-link-code',
  'share-link-request',
] as const;
export type UserMailKind = (typeof USER_MAIL_KINDS)[number];
export type WithheldBecause = 'sender-limit' | 'recipient-limit';

/**
 * Streams `mail-withheld-{sender}`: the sender is a user id, or `visitor-{ipHash}` for a visitor
 * of a share link. Nothing else is kept of the mails that were sent.
 */
export const toWithheldMailStream = (sender: string) => `mail-withheld-${sender}`;

// ── Events ───────────────────────────────────────────────────────────────────
/**
 * A mail the sender's request would have sent was not, because a limit was reached; the request got
 * the same answer as if it had been. The recipient is kept as a hash of the address (enough to see an
 * address being flooded in the report, nothing to mail). One per sender, recipient, kind and hour.
 */
export type MailWithheld = DomainEvent<
  'MailWithheld',
  { sender: string; kind: UserMailKind; recipientHash: string; because: WithheldBecause; withheldAt: string }
>;
export type OutboundMailEvent = MailWithheld;
export const OUTBOUND_MAIL_EVENT_TYPES: readonly OutboundMailEvent['type'][] = ['MailWithheld'];

// ── State ────────────────────────────────────────────────────────────────────
/** How many mails of this sender were withheld: nothing is decided on it, but the report counts them. */
export interface WithheldMails {
  count: number;
}
export const initialWithheldMails = (): WithheldMails => ({ count: 0 });
export const evolveWithheldMails = (state: WithheldMails, event: OutboundMailEvent): WithheldMails =>
  event.type === 'MailWithheld' ? { count: state.count + 1 } : state;
