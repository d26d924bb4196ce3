import { describe, expect, it } from 'vitest';
import { engagementMessages } from '../../projects/projectsDomain';
import en from '../en';
import hiringEn from '../hiring/en';
import projectsEn from './en';
import projectsFr from './fr';
import projectsRo from './ro';
import projectsZh from './zh';

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

const english = leaves(projectsEn as unknown as Tree);
// Names and codes that read the same in every language (the spec's engagement type names, DTH/DPD).
const sameEverywhere = new Set([
  'app.projects.type.DTH', 'app.projects.type.DPD', 'app.projects.type_short.DTH', 'app.projects.type_short.DPD', 'app.projects.history.by',
  // Words French or Romanian spell as English does.
  'resources.projects.fields.client_name', 'resources.projects.fields.budget', 'resources.projects.fields.dates', 'app.projects.role.editor', 'app.projects.role.admin',
  'app.projects.collaborators.email',
]);

describe.each([
  ['fr', projectsFr],
  ['ro', projectsRo],
  ['zh', projectsZh],
])('the %s project messages', (_locale, messages) => {
  const translated = leaves(messages as unknown as Tree);

  it('have every key English has, and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate the strings (none left in English)', () => {
    const untranslated = [...english].filter(([key, text]) => !sameEverywhere.has(key) && translated.get(key) === text && /[a-z]{3}/i.test(text)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of each string', () => {
    const placeholdersOf = (value: string | undefined) => [...new Set((value?.match(/%\{\w+\}/g) ?? []).filter((p) => p !== '%{smart_count}'))].sort();
    for (const [key, text] of english) expect(placeholdersOf(translated.get(key)), key).toEqual(placeholdersOf(text));
  });
});

it('English words every fixed project message of the domain as the domain does, so each message code has its key', () => {
  for (const [key, text] of Object.entries(engagementMessages)) if (typeof text === 'string') expect(english.get(`app.projects.messages.${key}`), key).toBe(text);
  expect(english.has('app.projects.messages.transitionNotAllowed')).toBe(true);
});

it('adds keys, never replacing the base ones or the hiring pages’ (both load beside it)', () => {
  const others = new Map([...leaves(en as unknown as Tree), ...leaves(hiringEn as unknown as Tree)]);
  expect([...english.keys()].filter((key) => others.has(key))).toEqual([]);
});
