/*
 * What an auditor may see of a value: credentials' hashes never, a bank account number by its last
 * 4 digits, a share link's token by its last 4 characters (the token alone opens the link). The
 * salted IP hashes of share-link opens stay the hashes they are. One rule for report rows, CSV,
 * NDJSON, as-of records and diffs.
 */

/** Fields that hold a credential's hash: dropped from rows and records, "[redacted]" in exports. */
export const HASH_FIELDS: ReadonlySet<string> = new Set([
  'passwordHash',
  'tokenHash',
  'passcodeHash',
  'password_hash',
  'token_hash',
  'passcode_hash',
]);
const ACCOUNT_NUMBER_FIELDS: ReadonlySet<string> = new Set(['account_number', 'accountNumber']);
const TOKEN_FIELDS: ReadonlySet<string> = new Set(['token']);

export const REDACTED = '[redacted]';
export const lastFourDigits = (value: string) => `•••• ${value.replace(/\D/g, '').slice(-4)}`;
export const lastFourCharacters = (value: string) => `…${value.slice(-4)}`;

export interface RedactionContext {
  /** Share-link tokens are secrets; the profile's video-ask question "tokens" are not. */
  secretTokens: boolean;
  /** Hash fields: left out (rows, records) or replaced by "[redacted]" (exports). */
  hashes: 'drop' | 'mark';
}

/** A field's value as an auditor may see it; `undefined` means the field is left out. */
export function redactField(field: string, value: unknown, context: RedactionContext): unknown {
  if (HASH_FIELDS.has(field)) return context.hashes === 'drop' ? undefined : REDACTED;
  if (ACCOUNT_NUMBER_FIELDS.has(field) && typeof value === 'string') return lastFourDigits(value);
  if (context.secretTokens && TOKEN_FIELDS.has(field) && typeof value === 'string') return lastFourCharacters(value);
  return redactValue(value, context);
}

/** Redacts every field of a value, at any depth. */
export function redactValue(value: unknown, context: RedactionContext): unknown {
  if (Array.isArray(value)) return value.map((item) => redactValue(item, context));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(value)) {
    const shown = redactField(field, inner, context);
    if (shown !== undefined) out[field] = shown;
  }
  return out;
}

/** An event's data as `npm run events:export` and the NDJSON download write it. */
export function redactEventData(type: string, data: object): object {
  return redactValue(data, { secretTokens: type.startsWith('ShareLink'), hashes: 'mark' }) as object;
}
