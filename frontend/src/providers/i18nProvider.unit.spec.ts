import { describe, expect, it } from 'vitest';
import { FEATURES, createI18nProvider, loadFeatureMessages } from './i18nProvider';

describe('feature messages (the hiring pages’ wording ships with them)', () => {
  it('are unknown until their feature loads, then read in the current language, and follow a language change', async () => {
    const i18n = createI18nProvider('en');
    // The sign-in route's provider does not hold them.
    expect(i18n.translate('app.hiring.networks.create')).toBe('app.hiring.networks.create');
    expect(i18n.translate('app.menu.network')).toBe('Network');

    await loadFeatureMessages('hiring');
    expect(i18n.translate('app.hiring.networks.create')).toBe('Create network');
    expect(i18n.translate('resources.teams.fields.role_title')).toBe('Role');
    expect(i18n.translate('app.hiring.teams.members', { smart_count: 2 })).toBe('2 members');

    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('app.hiring.networks.create')).toBe('Créer un réseau');
    expect(i18n.translate('app.menu.network')).toBe('Réseau');
    await i18n.changeLocale('ro');
    expect(i18n.translate('app.hiring.teams.members', { smart_count: 20 })).toBe('20 de membri');
    await i18n.changeLocale('zh');
    expect(i18n.translate('app.hiring.team.days_per_week', { smart_count: 3 })).toBe('每周 3 天');
  });
});

describe('every feature', () => {
  it('has its wording in each language, loaded the same way', async () => {
    const i18n = createI18nProvider('en');
    for (const locale of ['en', 'fr', 'ro', 'zh']) {
      await i18n.changeLocale(locale);
      for (const feature of FEATURES) await expect(loadFeatureMessages(feature)).resolves.toBeUndefined();
      expect(i18n.translate('app.notifications.mark_all')).not.toBe('app.notifications.mark_all');
      expect(i18n.translate('app.dashboard.welcome', { name: 'Ada' })).toContain('Ada');
    }
  });
});

describe('the reference lists’ wording', () => {
  it('names a seeded industry or project type in each language, and an entry an admin added by its own title', async () => {
    const i18n = createI18nProvider('en');
    await loadFeatureMessages('catalogs');
    expect(i18n.translate('app.catalogs.industries.4', { _: 'Banking' })).toBe('Banking');
    const words: [string, string, string][] = [
      ['fr', 'Banque', 'Boutique en ligne'],
      ['ro', 'Bănci', 'Magazin online'],
      ['zh', '银行', '电商店铺'],
    ];
    for (const [locale, banking, store] of words) {
      await i18n.changeLocale(locale);
      expect(i18n.translate('app.catalogs.industries.4', { _: 'Banking' })).toBe(banking);
      expect(i18n.translate('app.catalogs.project_types.4', { _: 'E-commerce Store' })).toBe(store);
      expect(i18n.translate('app.catalogs.industries.99', { _: 'Space mining' })).toBe('Space mining');
    }
  });
});
