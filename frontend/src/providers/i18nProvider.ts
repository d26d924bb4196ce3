import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import en from '../i18n/en';
import { DEFAULT_LOCALE, LOCALES, isLocale, type LocaleCode } from '../i18n/locales';
import { loadChineseFont } from '../themes/fonts';

type Loader = () => Promise<{ default: TranslationMessages }>;

/** English ships with the app; the other locales are fetched when chosen (route-level splitting). */
const loaders: Record<Exclude<LocaleCode, 'en'>, Loader> = {
  fr: () => import('../i18n/fr'),
  ro: () => import('../i18n/ro'),
  zh: async () => (await Promise.all([import('../i18n/zh'), loadChineseFont()]))[0],
};

const cache: Partial<Record<LocaleCode, TranslationMessages>> = { en };

const codeOf = (locale: string): LocaleCode => (isLocale(locale) ? locale : DEFAULT_LOCALE);

export async function loadMessages(locale: string): Promise<TranslationMessages> {
  const code = codeOf(locale);
  if (cache[code]) return cache[code];
  const messages = (await loaders[code as Exclude<LocaleCode, 'en'>]()).default;
  cache[code] = messages;
  return messages;
}

// ── Feature messages ─────────────────────────────────────────────────────────
/**
 * The wording of pages that load late (the hiring pages: networks, teams, search, company
 * profile) ships with those pages, English included, so the sign-in route carries none of it.
 * A page's chunk waits for loadFeatureMessages before it renders (i18n/lazyWithMessages.ts); a
 * language change loads every feature already in use, in the new language, before it switches.
 */
/** The features whose wording loads with their pages: `i18n/{feature}/{locale}.ts` each. */
export const FEATURES = [
  'account',
  'hiring',
  'sharing',
  'report',
  'dashboard',
  'notifications',
  'changes',
  'projects',
  'documents',
  'catalogs',
] as const;
export type FeatureName = (typeof FEATURES)[number];
// One lazy chunk per feature and locale (the pattern names the features above: the profile's wording ships with the app).
const featureCatalogues = import.meta.glob<{ default: object }>(
  '../i18n/{account,hiring,sharing,report,dashboard,notifications,changes,projects,documents,catalogs}/{en,fr,ro,zh}.ts',
);
const featureLoader = (feature: FeatureName, locale: LocaleCode) =>
  featureCatalogues[`../i18n/${feature}/${locale}.ts`];

const featureCache = new Map<string, object>();
const featuresInUse = new Set<FeatureName>();
let currentLocale: LocaleCode = DEFAULT_LOCALE;
/** Each provider rebuilds its phrases when a feature's messages arrive. */
const rebuilds = new Set<() => void>();

async function loadFeature(feature: FeatureName, locale: LocaleCode): Promise<void> {
  const key = `${feature}:${locale}`;
  if (!featureCache.has(key)) featureCache.set(key, (await featureLoader(feature, locale)()).default);
}

export async function loadFeatureMessages(feature: FeatureName): Promise<void> {
  const locale = currentLocale;
  const known = featuresInUse.has(feature) && featureCache.has(`${feature}:${locale}`);
  featuresInUse.add(feature);
  if (known) return;
  await loadFeature(feature, locale);
  rebuilds.forEach((rebuild) => rebuild());
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra))
    out[key] = isTree(value) && isTree(out[key]) ? merge(out[key], value) : value;
  return out;
}

function messagesOf(locale: LocaleCode): TranslationMessages {
  let messages = (cache[locale] ?? en) as Tree;
  for (const feature of featuresInUse) {
    const extra = featureCache.get(`${feature}:${locale}`);
    if (extra) messages = merge(messages, extra as Tree);
  }
  return messages as TranslationMessages;
}

// ── The provider ─────────────────────────────────────────────────────────────
/** The initial locale's messages must be loaded before this is called (polyglot needs them synchronously). */
export function createI18nProvider(initialLocale: string = DEFAULT_LOCALE): I18nProvider {
  const initial = isLocale(initialLocale) && cache[initialLocale] ? initialLocale : DEFAULT_LOCALE;
  currentLocale = initial;
  const build = (locale: LocaleCode) =>
    polyglotI18nProvider(
      () => messagesOf(locale),
      locale,
      LOCALES.map(({ locale: code, name }) => ({ locale: code, name })),
      { allowMissing: true },
    );
  let inner = build(initial);
  rebuilds.add(() => (inner = build(codeOf(inner.getLocale()))));
  return {
    translate: (key, options) => inner.translate(key, options),
    changeLocale: async (locale) => {
      const code = codeOf(locale);
      await loadMessages(code);
      await Promise.all([...featuresInUse].map((feature) => loadFeature(feature, code)));
      currentLocale = code;
      inner = build(code);
    },
    getLocale: () => inner.getLocale(),
    getLocales: () => inner.getLocales?.() ?? [],
  };
}
