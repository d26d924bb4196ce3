import type { FixedMessage } from '../shared/messages';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account';
import { accountCodes as m } from './messages';
import { passwordLength } from './schemas';

/**
 * The password policy (OWASP ASVS 5.0, V6.2, level 2), applied by the account decider to every
 * password a person chooses. No composition rules (ASVS 6.2.5); instead, refused:
 * - fewer than 12 or more than 1024 characters (6.2.1, 6.2.9);
 * - a common or breached password (6.2.4, 6.2.12): zxcvbn-ts' list of the ~49,000 passwords seen
 *   most often in breaches, also with the digits and symbols people wrap around them
 *   ('Dragon2024!') or the spaces they put in them;
 * - a repeated or keyboard sequence ('aaaaaaaaaaaa', 'abcabcabcabc', '123456789012', 'qwertyuiopas');
 * - the product's own names (6.2.11, the documented context words) and the account's email, the
 *   email's local part and the person's names (contained, for words of 4 letters or more).
 * The list is imported here only, never by the frontend's forms (schemas.ts), so the browser
 * bundle does not carry it.
 */

/** Whose password it is: the words it must not be built on. */
export interface PasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The product's names (spec section 1) and the words of its addresses (the app lives under
 * /stage): the documented context-specific words. A password made of them, with digits and
 * symbols at most or a common word ('dthplatform123', 'Stage-DPD-2026', 'dthpassword'), is refused.
 */
const PRODUCT_WORDS = [
  'digitalprojectdelivery',
  'digitalteamhire',
  'projectdelivery',
  'teamhire',
  'platform',
  'digital',
  'stage',
  'dth',
  'dpd',
];
const PRODUCT_WORD = new RegExp(PRODUCT_WORDS.join('|'), 'gu');

const SEQUENCES = [
  '01234567890123456789012345678901234567890123456789',
  'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz',
  "`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./",
  '~!@#$%^&*()_+',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
].flatMap((s) => [s, [...s].reverse().join('')]);

let common: ReadonlySet<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

const fold = (s: string) => s.normalize('NFKC').toLowerCase();
/** Letters and digits only: 'Pass word!' → 'password'. */
const squash = (s: string) => fold(s).replace(/[^\p{L}\p{N}]/gu, '');
/** Without the digits and symbols around a word: '!!Dragon2024' → 'dragon'. */
const core = (s: string) => fold(s).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

function isCommon(password: string): boolean {
  const folded = fold(password);
  const squashed = squash(password);
  const wrapped = core(password);
  const list = commonPasswords();
  return (
    list.has(folded) ||
    list.has(squashed) ||
    (passwordLength(wrapped) >= 4 && list.has(wrapped)) ||
    isBuiltOnProductWords(squashed)
  );
}

/** What is left once the product's words are taken out: nothing but digits, or a common word. */
function isBuiltOnProductWords(squashed: string): boolean {
  const rest = squashed.replace(PRODUCT_WORD, '');
  if (rest === squashed) return false;
  const letters = rest.replace(/\p{N}/gu, '');
  return passwordLength(letters) < 4 || commonPasswords().has(rest) || commonPasswords().has(letters);
}

function isPredictable(password: string): boolean {
  const folded = fold(password);
  if (new Set(folded).size < 4) return true;
  if (/^(.+?)\1+$/su.test(folded)) return true;
  const squashed = squash(password);
  return SEQUENCES.some(
    (sequence) => sequence.includes(folded) || (passwordLength(squashed) >= 8 && sequence.includes(squashed)),
  );
}

function isPersonal(password: string, owner: PasswordOwner): boolean {
  const local = (owner.email ?? '').split('@')[0] ?? '';
  const words = [
    owner.email ?? '',
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    owner.firstName ?? '',
    owner.lastName ?? '',
    `${owner.firstName ?? ''}${owner.lastName ?? ''}`,
    `${owner.lastName ?? ''}${owner.firstName ?? ''}`,
  ]
    .map(squash)
    .filter((w) => w.length > 0);
  const squashed = squash(password);
  const wrapped = squash(core(password));
  return words.some(
    (word) => squashed === word || wrapped === word || (passwordLength(word) >= 4 && squashed.includes(word)),
  );
}

/** The message of the rule a new password breaks, or undefined when it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): FixedMessage | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return m.passwordTooLong;
  if (isCommon(password) || isPredictable(password)) return m.passwordTooCommon;
  if (isPersonal(password, owner)) return m.passwordPersonal;
  return undefined;
}
