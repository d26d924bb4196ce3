import { expect, it } from 'vitest';
import en from './en';
import fr from './fr';
import ro from './ro';
import zh from './zh';
import base from '../en';
import { EVENT_CATALOGUE } from '@dth/domain';
import { describeLocaleParity, leaves } from '../../test/localeParity';

const english = leaves(en);
// Words that read the same in these languages: codes, format names, a version mark.
const sameEverywhere = new Set([
  'app.report.catalogue.version',
  'app.report.sources.web',
  'app.report.catalogue.type',
  'resources.event-types.fields.type',
  'resources.event-types.fields.version',
  'resources.audit-events.fields.position',
  'resources.event-types.fields.projections',
  'app.report.roles.specialist',
  'app.report.roles.admin',
  'app.report.filters.event_types',
  'resources.audit-events.fields.action',
  'app.report.history.compare_from',
]);
// Field names that are the same word in French or Romanian (Description, Type, Client, Budget, Specialist…).
for (const field of [
  'code',
  'educations',
  'description',
  'type',
  'client_name',
  'budget',
  'specialist_id',
  'specialistId',
])
  sameEverywhere.add(`app.report.fields.${field}`);

describeLocaleParity({
  title: 'the report’s %s messages',
  english,
  translations: [
    ['fr', leaves(fr)],
    ['ro', leaves(ro)],
    ['zh', leaves(zh)],
  ],
  sameEverywhere,
});

it('adds keys to the app’s messages, never replaces them', () => {
  const existing = leaves(base);
  expect([...english.keys()].filter((key) => existing.has(key))).toEqual([]);
});

it('words every event type of the domain’s catalogue', () => {
  const worded = Object.keys(en.app.report.events);
  expect(EVENT_CATALOGUE.map((entry) => entry.type).filter((type) => !worded.includes(type))).toEqual([]);
});

it.each([
  ['en', en],
  ['fr', fr],
  ['ro', ro],
  ['zh', zh],
] as const)(
  'in %s, no two event types share one wording (the actions filter would offer it twice)',
  (_locale, messages) => {
    const byWording = new Map<string, string[]>();
    for (const [type, wording] of Object.entries(messages.app.report.events as Record<string, string>))
      byWording.set(wording, [...(byWording.get(wording) ?? []), type]);
    expect([...byWording.values()].filter((types) => types.length > 1)).toEqual([]);
  },
);
