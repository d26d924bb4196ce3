import { accountMessages } from './account/messages';
import { auditMessages, changesMessages } from './audit/messages';
import { businessOwnerMessages } from './businessOwner/messages';
import { catalogMessages } from './catalogs/messages';
import { documentMessages } from './documents/documents';
import { engagementMessages } from './engagement/messages';
import { mediaMessages } from './media/media';
import { networkMessages } from './network/messages';
import { inboxMessages } from './notifications/notifications';
import { offerMessages } from './offer/messages';
import { savedSearchMessages } from './savedSearch/messages';
import { shortlistMessages } from './shortlist/messages';
import { shareLinkMessages } from './shareLink/messages';
import { commonMessages, listMessages } from './shared/commonMessages';
import { codeOf, isUncodedText, type FieldMessage, type MessageCode } from './shared/messages';
import { validationMessages } from './shared/validationMessages';
import { specialistMessages } from './specialist/messages';
import { teamMessages } from './team/messages';

/**
 * Every message the domain raises or answers, by namespace: a code is `<namespace>.<key>` of this table
 * ('account.emailTaken', 'engagement.transitionNotAllowed'). The one place that gathers every feature's
 * messages file, beside the registry of projections (./projections.ts); shared/ names none of them.
 * Each text is under one code (messages.unit.spec.ts), so a translation is never made twice.
 */
export const messageCatalogue = {
  common: commonMessages,
  validation: validationMessages,
  list: listMessages,
  account: accountMessages,
  specialist: specialistMessages,
  media: mediaMessages,
  catalog: catalogMessages,
  network: networkMessages,
  team: teamMessages,
  offer: offerMessages,
  savedSearch: savedSearchMessages,
  shortlist: shortlistMessages,
  businessOwner: businessOwnerMessages,
  engagement: engagementMessages,
  shareLink: shareLinkMessages,
  audit: auditMessages,
  changes: changesMessages,
  notifications: inboxMessages,
  documents: documentMessages,
} as const;

type Catalogue = typeof messageCatalogue;
declare module './shared/messages' {
  // The catalogue's members become the codes `Message` and `MessageCode` accept (shared/messages.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the members
  interface MessageCatalogue extends Catalogue {}
}

export type MessageNamespace = keyof Catalogue;
export const MESSAGE_NAMESPACES = Object.keys(messageCatalogue) as MessageNamespace[];

type Wording = string | ((...values: never[]) => string);
const wordingOf = (code: string): Wording | undefined => {
  const dot = code.indexOf('.');
  const messages = (messageCatalogue as Record<string, Record<string, Wording> | undefined>)[code.slice(0, dot)];
  return messages && Object.hasOwn(messages, code.slice(dot + 1)) ? messages[code.slice(dot + 1)] : undefined;
};

/** Whether `text` is a code of the catalogue. */
export const isMessageCode = (text: string): text is MessageCode => wordingOf(text) !== undefined;

/**
 * A message in English: a fixed message's words, a worded one's words made from its values, a library's own
 * words as they are. A code the catalogue does not hold (a schema's typo) is answered as it is, never thrown.
 */
export function messageText(message: FieldMessage): string {
  if (isUncodedText(message)) return message.text;
  const code = codeOf(message);
  const wording = wordingOf(code);
  if (typeof wording === 'string') return wording;
  if (wording && typeof message !== 'string') return (wording as (...values: unknown[]) => string)(...message.slice(1));
  return code;
}
