import { describe, expect, it } from 'vitest';
import en from './en';
import fr from './fr';
import ro from './ro';
import zh from './zh';
import base from '../en';
import { EVENT_CATALOGUE } from '@dth/domain/src/audit/eventCatalogue.generated';

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

const english = leaves(en as unknown as Tree);
// Words that read the same in these languages: codes, format names, a version mark.
const sameEverywhere = new Set(['app.report.catalogue.version', 'app.report.sources.web', 'app.report.catalogue.type', 'resources.event-types.fields.type', 'resources.event-types.fields.version', 'resources.audit-events.fields.position', 'resources.event-types.fields.projections', 'app.report.roles.specialist', 'app.report.roles.admin', 'app.report.filters.event_types', 'resources.audit-events.fields.action', 'app.report.history.compare_from']);

describe.each([
  ['fr', fr],
  ['ro', ro],
  ['zh', zh],
])('the report’s %s messages', (_locale, messages) => {
  const translated = leaves(messages as unknown as Tree);

  it('have every key English has, and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate every string (none left in English)', () => {
    const untranslated = [...english].filter(([key, text]) => !sameEverywhere.has(key) && translated.get(key) === text && /[a-z]{3}/i.test(text));
    expect(untranslated).toEqual([]);
  });

  it('keep the placeholders of each string', () => {
    const placeholdersOf = (value: string | undefined) => [...new Set((value?.match(/%\{\w+\}/g) ?? []).filter((p) => p !== '%{smart_count}'))].sort();
    for (const [key, text] of english) expect(placeholdersOf(translated.get(key)), key).toEqual(placeholdersOf(text));
  });
});

it('adds keys to the app’s messages, never replaces them', () => {
  const existing = leaves(base as unknown as Tree);
  expect([...english.keys()].filter((key) => existing.has(key))).toEqual([]);
});

it('words every event type of the domain’s catalogue', () => {
  const worded = Object.keys(en.app.report.events);
  expect(EVENT_CATALOGUE.map((entry) => entry.type).filter((type) => !worded.includes(type))).toEqual([]);
});
