import { messageCodes } from './messages';

/**
 * Wording of the text rules every write schema shares (shared/validation.ts). Kept apart from
 * the schemas so the frontend's first chunk can word them without loading zod.
 */
export const validationMessages = {
  controlCharacter: 'Must not contain control characters (such as NUL)',
  lineBreak: 'Must be on one line',
  invalidUnicode: 'Must not contain unpaired surrogates (invalid Unicode)',
  mustBeText: 'Must be text',
  tooLong: 'Must be at most 260 characters',
  longTextTooLong: 'Must be at most 1000 characters',
} as const;
export const validationCodes = messageCodes('validation', validationMessages);
