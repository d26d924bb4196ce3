import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import en from '../i18n/en';
import { DEFAULT_LOCALE, LOCALES, isLocale, type LocaleCode } from '../i18n/locales';

/** English ships with the app; the other locales are fetched when chosen (route-level splitting). */
const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: TranslationMessages }>> = {
  fr: () => import('../i18n/fr'),
  ro: () => import('../i18n/ro'),
  zh: () => import('../i18n/zh'),
};

const cache: Partial<Record<LocaleCode, TranslationMessages>> = { en };

export async function loadMessages(locale: string): Promise<TranslationMessages> {
  const code: LocaleCode = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (cache[code]) return cache[code];
  const messages = (await loaders[code as Exclude<LocaleCode, 'en'>]()).default;
  cache[code] = messages;
  return messages;
}

/** The initial locale's messages must be loaded before this is called (polyglot needs them synchronously). */
export function createI18nProvider(initialLocale: string = DEFAULT_LOCALE): I18nProvider {
  const initial = isLocale(initialLocale) && cache[initialLocale] ? initialLocale : DEFAULT_LOCALE;
  return polyglotI18nProvider(
    (locale) => cache[locale as LocaleCode] ?? loadMessages(locale),
    initial,
    LOCALES.map(({ locale, name }) => ({ locale, name })),
    { allowMissing: true },
  );
}
