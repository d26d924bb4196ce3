import englishMessages from 'ra-language-english';
import { expect, it } from 'vitest';
import { accountMessages, validationMessages } from '../providers/domain';
import { mediaMessages, specialistMessages } from '../profile/profileDomain';
import {
  businessOwnerMessages,
  networkMessages,
  offerMessages,
  savedSearchMessages,
  shortlistMessages,
  teamMessages,
} from '../providers/hiringDomain';
import { shareLinkMessages } from '../sharing/sharingDomain';
import { describeLocaleParity, leaves } from '../test/localeParity';
import catalogsEn from './catalogs/en';
import catalogsFr from './catalogs/fr';
import catalogsRo from './catalogs/ro';
import catalogsZh from './catalogs/zh';
import changesEn from './changes/en';
import changesFr from './changes/fr';
import changesRo from './changes/ro';
import changesZh from './changes/zh';
import notificationsEn from './notifications/en';
import notificationsFr from './notifications/fr';
import notificationsRo from './notifications/ro';
import notificationsZh from './notifications/zh';
import accountEn from './account/en';
import accountFr from './account/fr';
import accountRo from './account/ro';
import accountZh from './account/zh';
import dashboardEn from './dashboard/en';
import dashboardFr from './dashboard/fr';
import dashboardRo from './dashboard/ro';
import dashboardZh from './dashboard/zh';
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

// A locale is its file plus the feature messages that load with their pages (i18n/hiring, i18n/sharing, i18n/changes, i18n/notifications, i18n/dashboard, i18n/account, i18n/catalogs).
const withFeatures = (base: unknown, ...features: unknown[]) =>
  new Map([base, ...features].flatMap((tree) => [...leaves(tree)]));
const english = withFeatures(en, hiringEn, sharingEn, changesEn, notificationsEn, dashboardEn, accountEn, catalogsEn);
// Words that read the same in every language (names, codes, placeholders).
const sameEverywhere = new Set([
  'app.layout.version',
  'app.landing.features.dth.title',
  'app.landing.features.dpd.title',
  'app.settings.mode',
  'app.settings.presets.theme2',
  'app.media.pause',
  'app.media.volume',
  'app.menu.administration',
  'app.roles.specialist',
  'app.dashboard.completeness.sections.certifications',
  'app.profile.fields.count',
  'app.profile.client_types.1',
  'app.profile.client_types.2',
  'app.profile.practitioner_groups.3',
  'app.profile.practitioner_groups.5',
  'app.profile.sections.certifications',
  'app.profile.tabs.certificate',
  'resources.networks.fields.description',
  'resources.invitations.name',
  'app.hiring.common.actions',
  'app.hiring.invitations.title',
  'app.hiring.company.contact',
  'resources.network-members.fields.name',
  'app.hiring.team.member',
  'app.changes.by',
  'app.notifications.title',
  'app.notifications.open',
  'app.catalogs.industries.1',
  'app.catalogs.industries.6',
]);

describeLocaleParity({
  title: 'the %s messages',
  english,
  translations: [
    ['fr', withFeatures(fr, hiringFr, sharingFr, changesFr, notificationsFr, dashboardFr, accountFr, catalogsFr)],
    ['ro', withFeatures(ro, hiringRo, sharingRo, changesRo, notificationsRo, dashboardRo, accountRo, catalogsRo)],
    ['zh', withFeatures(zh, hiringZh, sharingZh, changesZh, notificationsZh, dashboardZh, accountZh, catalogsZh)],
  ],
  sameEverywhere,
  // Only the app's own strings: react-admin's keys come translated by its language packs.
  mustTranslate: (key) => /^(app|resources)\./.test(key),
  keepsPlaceholders: (key) => key.startsWith('app.'),
});

it('English covers react-admin and every account message of the domain', () => {
  for (const key of leaves(englishMessages).keys()) expect(english.has(key), key).toBe(true);
  for (const [key, text] of Object.entries(accountMessages)) expect(english.get(`app.domain.${key}`)).toBe(text);
  for (const [key, text] of Object.entries(validationMessages))
    expect(english.get(`app.validation.${key}`), key).toBe(text);
});

it('English words every profile and media message of the domain exactly as the spec does', () => {
  for (const [key, text] of Object.entries(specialistMessages))
    if (typeof text === 'string') expect(english.get(`app.profile.messages.${key}`), key).toBe(text);
  for (const [key, text] of Object.entries(mediaMessages))
    expect(english.get(`app.profile.media_messages.${key}`), key).toBe(text);
});

it('feature messages add keys, never replace the base ones', () => {
  const base = leaves(en);
  expect([...leaves(hiringEn).keys()].filter((key) => base.has(key))).toEqual([]);
  expect([...leaves(sharingEn).keys()].filter((key) => base.has(key))).toEqual([]);
});

it('English words every network, team, offer and company-profile message of the domain as the domain does', () => {
  for (const [namespace, messages] of [
    ['network_messages', networkMessages],
    ['team_messages', teamMessages],
    ['offer_messages', offerMessages],
    ['saved_search_messages', savedSearchMessages],
    ['shortlist_messages', shortlistMessages],
    ['company_messages', businessOwnerMessages],
  ] as const) {
    for (const [key, text] of Object.entries(messages))
      expect(english.get(`app.hiring.${namespace}.${key}`), key).toBe(text);
  }
});

it('English words every share-link message of the domain as the domain does', () => {
  for (const [key, text] of Object.entries(shareLinkMessages))
    expect(english.get(`app.sharing.messages.${key}`), key).toBe(text);
});
