// No imports: the sign-in page's first JavaScript carries this module (the erased name in every locale).

/** What an erased value reads as: the field keeps its type, so every reader goes on working. */
export const ERASED_AS = {
  firstName: 'Erased',
  lastName: 'user',
  fullName: 'Erased user',
  text: '',
  nothing: null,
  list: [],
  record: {},
} as const;
export type ErasedAs = keyof typeof ERASED_AS;

/**
 * How an erased person's name reads in each language. The log keeps the English sentinel
 * (ERASED_AS: first name "Erased", last name "user"), so every reader that shows a name words it
 * here: the signed-in UI and the share pages (frontend i18n) and the PDFs read this one table.
 */
export const ERASED_USER_NAMES = {
  en: 'Erased user',
  fr: 'Utilisateur effacé',
  ro: 'Utilizator șters',
  zh: '已删除的用户',
} as const;

/** What the API documents say of a name an erasure may have left: readers word it, the API never does. */
export const ERASED_NAME_NOTE =
  'an erased person’s reads as the sentinel “Erased user” (first name “Erased”, last name “user”), which readers word in their language';

/** Whether a name is the sentinel an erasure leaves (as one full name, or as its first and last name). */
export function isErasedName(name: string | { first_name: string; last_name: string }): boolean {
  return typeof name === 'string'
    ? name.trim() === ERASED_AS.fullName
    : name.first_name === ERASED_AS.firstName && name.last_name === ERASED_AS.lastName;
}

/** A person's name in a language: their own, or the erased one worded in that language. */
export function personNameIn(locale: string, person: { first_name: string; last_name: string }): string {
  if (isErasedName(person)) return ERASED_USER_NAMES[locale as keyof typeof ERASED_USER_NAMES] ?? ERASED_USER_NAMES.en;
  return `${person.first_name} ${person.last_name}`.trim();
}
