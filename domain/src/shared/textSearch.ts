/*
 * Text helpers of the read side's indexes: the same normalisation for what is indexed and for
 * what a reader types, so "Zoë" finds "zoe" and "Type" finds "TypeScript".
 */

/** Prefixes shorter than this are not indexed: a one-letter prefix would match nearly everyone. */
export const MIN_PREFIX_LENGTH = 2;
/** Longer words are indexed (and matched) by their first characters only. */
export const MAX_PREFIX_LENGTH = 12;

/** Lower case, accents dropped, anything but letters and digits turned into spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, normalised. */
export const wordsOf = (text: string | null | undefined): string[] =>
  text ? normalizeText(text).split(' ').filter(Boolean) : [];

/** Every indexed prefix of the words of `texts` (2 to 12 characters), without repeats. */
export function prefixTokens(...texts: (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      for (let n = MIN_PREFIX_LENGTH; n <= Math.min(word.length, MAX_PREFIX_LENGTH); n++) tokens.add(word.slice(0, n));
    }
  }
  return [...tokens];
}

/**
 * The words of a typed query as index tokens: each one a prefix to match (cut to the indexed
 * length); words shorter than the shortest indexed prefix are ignored.
 */
export const queryTokens = (q: string): string[] => [
  ...new Set(
    wordsOf(q)
      .filter((w) => w.length >= MIN_PREFIX_LENGTH)
      .map((w) => w.slice(0, MAX_PREFIX_LENGTH)),
  ),
];

/** Does `text` have a word starting with `token` (a query token)? */
export const hasWordStartingWith = (text: string, token: string): boolean =>
  wordsOf(text).some((word) => word.startsWith(token));

// Base 39 (end, space, 0-9, a-z, other) over the first 10 characters stays below 2^53, so a name becomes an exact Redis score.
const SORT_ALPHABET = ' 0123456789abcdefghijklmnopqrstuvwxyz';
const SORT_CHARS = 10;

/**
 * A number that orders names alphabetically (by their first 10 letters, case and accents
 * ignored), so a sorted set can sort by name; names equal that far tie (then Redis orders by member).
 */
export function alphabeticalScore(text: string): number {
  const normalized = normalizeText(text);
  let score = 0;
  for (let i = 0; i < SORT_CHARS; i++) {
    const char = normalized[i];
    // Characters outside a-z and 0-9 (other scripts) sort after z.
    const digit = char === undefined ? 0 : SORT_ALPHABET.indexOf(char) + 1 || SORT_ALPHABET.length + 1;
    score = score * (SORT_ALPHABET.length + 2) + digit;
  }
  return score;
}
