import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { accountMessages, validationMessages } from '../providers/domain';
import { mediaMessages, specialistMessages } from '../profile/profileDomain';
import en from './en';
import fr from './fr';
import ro from './ro';
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

const english = leaves(en as Tree);
// Words that read the same in every language (names, codes, placeholders).
const sameEverywhere = new Set(['app.layout.version', 'app.landing.features.dth.title', 'app.landing.features.dpd.title', 'app.settings.mode', 'app.settings.presets.theme2', 'app.media.pause', 'app.media.volume', 'app.menu.administration', 'app.roles.specialist', 'app.dashboard.completeness.sections.certifications', 'app.profile.fields.count', 'app.profile.client_types.1', 'app.profile.client_types.2', 'app.profile.practitioner_groups.3', 'app.profile.practitioner_groups.5', 'app.profile.sections.certifications', 'app.profile.tabs.certificate']);

describe.each([
  ['fr', fr],
  ['ro', ro],
  ['zh', zh],
])('the %s messages', (_locale, messages) => {
  const translated = leaves(messages as Tree);

  it('have every key English has, and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate the app strings (none left in English)', () => {
    const untranslated = [...english].filter(([key, text]) => key.startsWith('app.') && !sameEverywhere.has(key) && translated.get(key) === text && /[a-z]{3}/i.test(text));
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of each app string', () => {
    for (const [key, text] of english) {
      if (!key.startsWith('app.')) continue;
      const placeholders = (text.match(/%\{\w+\}/g) ?? []).filter((p) => p !== '%{smart_count}').sort();
      const theirs = (translated.get(key)?.match(/%\{\w+\}/g) ?? []).filter((p) => p !== '%{smart_count}').sort();
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
