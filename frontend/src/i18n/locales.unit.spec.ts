import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { accountMessages, validationMessages } from '../providers/domain';
import { mediaMessages, specialistMessages } from '../profile/profileDomain';
import { businessOwnerMessages, networkMessages, teamMessages } from '../hiring/hiringDomain';
import { shareLinkMessages } from '../sharing/sharingDomain';
import en from './en';
import fr from './fr';
import hiringEn from './hiring/en';
import hiringFr from './hiring/fr';
import hiringRo from './hiring/ro';
import hiringZh from './hiring/zh';
import ro from './ro';
import sharingEn from './sharing/en';
import sharingFr from './sharing/fr';
import sharingRo from './sharing/ro';
import sharingZh from './sharing/zh';
import zh from './zh';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

// A locale is its file plus the feature messages that load with their pages (i18n/hiring).
const withFeatures = (base: unknown, ...features: unknown[]) => new Map([base, ...features].flatMap((tree) => [...leaves(tree as Tree)]));
const english = withFeatures(en, hiringEn, sharingEn);
// Words that read the same in every language (names, codes, placeholders).
const sameEverywhere = new Set(['app.layout.version', 'app.landing.features.dth.title', 'app.landing.features.dpd.title', 'app.settings.mode', 'app.settings.presets.theme2', 'app.media.pause', 'app.media.volume', 'app.menu.administration', 'app.roles.specialist', 'app.dashboard.completeness.sections.certifications', 'app.profile.fields.count', 'app.profile.client_types.1', 'app.profile.client_types.2', 'app.profile.practitioner_groups.3', 'app.profile.practitioner_groups.5', 'app.profile.sections.certifications', 'app.profile.tabs.certificate', 'resources.networks.fields.description', 'resources.invitations.name', 'app.hiring.common.actions', 'app.hiring.invitations.title', 'app.hiring.company.contact', 'resources.network-members.fields.name', 'app.hiring.team.member']);

describe.each([
  ['fr', fr, hiringFr, sharingFr],
  ['ro', ro, hiringRo, sharingRo],
  ['zh', zh, hiringZh, sharingZh],
])('the %s messages', (_locale, messages, hiring, sharing) => {
  const translated = withFeatures(messages, hiring, sharing);

  it('have every key English has, and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate the app strings (none left in English)', () => {
    const untranslated = [...english].filter(([key, text]) => /^(app|resources)\./.test(key) && !sameEverywhere.has(key) && translated.get(key) === text && /[a-z]{3}/i.test(text));
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of each app string', () => {
    for (const [key, text] of english) {
      if (!key.startsWith('app.')) continue;
      // Each distinct placeholder: plural forms repeat them, and languages have 1 (zh) to 3 (ro) forms.
      const placeholdersOf = (value: string | undefined) => [...new Set((value?.match(/%\{\w+\}/g) ?? []).filter((p) => p !== '%{smart_count}'))].sort();
      const placeholders = placeholdersOf(text);
      const theirs = placeholdersOf(translated.get(key));
      expect(theirs, key).toEqual(placeholders);
    }
  });
});

it('English covers react-admin and every account message of the domain', () => {
  for (const key of leaves(englishMessages as Tree).keys()) expect(english.has(key), key).toBe(true);
  for (const [key, text] of Object.entries(accountMessages)) expect(english.get(`app.domain.${key}`)).toBe(text);
  for (const [key, text] of Object.entries(validationMessages)) expect(english.get(`app.validation.${key}`), key).toBe(text);
});

it('English words every profile and media message of the domain exactly as the spec does', () => {
  for (const [key, text] of Object.entries(specialistMessages)) if (typeof text === 'string') expect(english.get(`app.profile.messages.${key}`), key).toBe(text);
  for (const [key, text] of Object.entries(mediaMessages)) expect(english.get(`app.profile.media_messages.${key}`), key).toBe(text);
});

it('feature messages add keys, never replace the base ones', () => {
  const base = leaves(en as Tree);
  expect([...leaves(hiringEn as unknown as Tree).keys()].filter((key) => base.has(key))).toEqual([]);
  expect([...leaves(sharingEn as unknown as Tree).keys()].filter((key) => base.has(key))).toEqual([]);
});

it('English words every network, team and company-profile message of the domain as the domain does', () => {
  for (const [namespace, messages] of [['network_messages', networkMessages], ['team_messages', teamMessages], ['company_messages', businessOwnerMessages]] as const) {
    for (const [key, text] of Object.entries(messages)) expect(english.get(`app.hiring.${namespace}.${key}`), key).toBe(text);
  }
});

it('English words every share-link message of the domain as the domain does', () => {
  for (const [key, text] of Object.entries(shareLinkMessages)) expect(english.get(`app.sharing.messages.${key}`), key).toBe(text);
});
