import { accountMessages } from '../account/messages';
import { auditMessages } from '../audit/messages';
import { businessOwnerMessages } from '../businessOwner/messages';
import { documentMessages } from '../documents/documents';
import { catalogMessages } from '../catalogs/messages';
import { engagementMessages } from '../engagement/messages';
import { mediaMessages } from '../media/media';
import { networkMessages } from '../network/messages';
import { shareLinkMessages } from '../shareLink/messages';
import { specialistMessages } from '../specialist/messages';
import { teamMessages } from '../team/messages';
import { offerMessages } from '../offer/messages';
import { validationMessages } from './validationMessages';

/**
 * Every fixed message of the domain under a stable code, `<namespace>.<key>` (the key of its
 * messages file): 'account.emailRequired', 'specialist.skillsRequired', 'media.tooLarge'. The
 * APIs send the code beside the English text and the frontend translates by code, so a
 * rewording never breaks a translation. Worded messages (functions) have no code.
 */
export const messageCatalog = {
  account: accountMessages,
  specialist: specialistMessages,
  media: mediaMessages,
  catalog: catalogMessages,
  network: networkMessages,
  team: teamMessages,
  offer: offerMessages,
  businessOwner: businessOwnerMessages,
  engagement: engagementMessages,
  shareLink: shareLinkMessages,
  audit: auditMessages,
  documents: documentMessages,
  validation: validationMessages,
} as const;

export type MessageNamespace = keyof typeof messageCatalog;

// Zod schemas and errors carry the text only; the first namespace listed wins for a text two share.
const codeByText = new Map<string, string>();
for (const [namespace, messages] of Object.entries(messageCatalog)) {
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text === 'string' && !codeByText.has(text)) codeByText.set(text, `${namespace}.${key}`);
  }
}

/** The stable code of a domain message, or undefined for text the catalogue does not hold. */
export const messageCodeOf = (text: string | undefined): string | undefined =>
  text === undefined ? undefined : codeByText.get(text);
