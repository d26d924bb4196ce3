import { expect, it } from 'vitest';
import { engagementMessages } from '../../projects/projectsDomain';
import { describeLocaleParity, leaves } from '../../test/localeParity';
import en from '../en';
import hiringEn from '../hiring/en';
import projectsEn from './en';
import projectsFr from './fr';
import projectsRo from './ro';
import projectsZh from './zh';

const english = leaves(projectsEn);
// Names and codes that read the same in every language (the spec's engagement type names, DTH/DPD).
const sameEverywhere = new Set([
  'app.projects.type.DTH',
  'app.projects.type.DPD',
  'app.projects.type_short.DTH',
  'app.projects.type_short.DPD',
  'app.projects.history.by',
  // Words French or Romanian spell as English does.
  'resources.projects.fields.client_name',
  'resources.projects.fields.budget',
  'resources.projects.fields.dates',
  'app.projects.role.editor',
  'app.projects.role.admin',
  'app.projects.collaborators.email',
]);

describeLocaleParity({
  title: 'the %s project messages',
  english,
  translations: [
    ['fr', leaves(projectsFr)],
    ['ro', leaves(projectsRo)],
    ['zh', leaves(projectsZh)],
  ],
  sameEverywhere,
});

it('English words every fixed project message of the domain as the domain does, so each message code has its key', () => {
  for (const [key, text] of Object.entries(engagementMessages))
    if (typeof text === 'string') expect(english.get(`app.projects.messages.${key}`), key).toBe(text);
  expect(english.has('app.projects.messages.transitionNotAllowed')).toBe(true);
});

it('adds keys, never replacing the base ones or the hiring pages’ (both load beside it)', () => {
  const others = new Map([...leaves(en), ...leaves(hiringEn)]);
  expect([...english.keys()].filter((key) => others.has(key))).toEqual([]);
});
