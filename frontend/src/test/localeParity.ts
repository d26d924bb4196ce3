import { describe, expect, it } from 'vitest';

/** A messages file: nested objects whose leaves are the strings. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every string of a messages file by its dotted key (`app.projects.create.title`). */
export function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as MessageTree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

interface LocaleParity {
  /** The describe title, with %s for the locale: 'the %s project messages'. */
  title: string;
  english: Map<string, string>;
  /** fr, ro and zh, each by its locale code. */
  translations: ReadonlyArray<readonly [string, Map<string, string>]>;
  /** Keys whose English is also right in the other languages (names, codes). */
  sameEverywhere: ReadonlySet<string>;
  /** Which keys must be translated (default: all). */
  mustTranslate?: (key: string) => boolean;
  /** Which keys must keep English's placeholders (default: all). */
  keepsPlaceholders?: (key: string) => boolean;
}

const everyKey = () => true;

// Each distinct placeholder but %{smart_count}: plural forms repeat them, and languages have 1 (zh) to 3 (ro) forms.
const placeholdersOf = (value: string | undefined) =>
  [...new Set((value?.match(/%\{\w+\}/g) ?? []).filter((p) => p !== '%{smart_count}'))].sort();

/**
 * The checks every feature's wording passes in its 4 locales: the same keys as English, each
 * string translated (none left in English but the listed ones), and the same placeholders.
 */
export function describeLocaleParity({
  title,
  english,
  translations,
  sameEverywhere,
  mustTranslate = everyKey,
  keepsPlaceholders = everyKey,
}: LocaleParity) {
  describe.each(translations.map(([locale, translated]) => [locale, translated] as const))(
    title,
    (_locale, translated) => {
      it('have every key English has, and no other', () => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('translate the strings (none left in English)', () => {
        const untranslated = [...english]
          .filter(
            ([key, text]) =>
              mustTranslate(key) && !sameEverywhere.has(key) && translated.get(key) === text && /[a-z]{3}/i.test(text),
          )
          .map(([key]) => key);
        expect(untranslated).toEqual([]);
      });

      it('keep the placeholders of each string', () => {
        for (const [key, text] of english)
          if (keepsPlaceholders(key)) expect(placeholdersOf(translated.get(key)), key).toEqual(placeholdersOf(text));
      });
    },
  );
}
