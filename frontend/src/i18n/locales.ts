/** The four locales of the spec; `intl` is the tag used for dates and numbers. */
export const LOCALES = [
  { locale: 'en', name: 'English', intl: 'en-US' },
  { locale: 'fr', name: 'Français', intl: 'fr-FR' },
  { locale: 'ro', name: 'Română', intl: 'ro-RO' },
  { locale: 'zh', name: '中文', intl: 'zh-CN' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: LocaleCode = 'en';

export const isLocale = (value: unknown): value is LocaleCode => LOCALES.some((l) => l.locale === value);
export const intlTagOf = (locale: string) => LOCALES.find((l) => l.locale === locale)?.intl ?? 'en-US';
