import { readFile, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfFirstPagePng, pdfInfo, pdfText } from '@dth/testing';
import { apiOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { ARTIFACTS_DIR, launchChromium, newContext, screenshotter } from '../support/browser';
import { signIn, toast } from '../support/pages';
import { startPlatform, type Platform } from '../support/platform';

const shot = screenshotter('documents');

/**
 * CVs, team packs and project briefs (issue 24) the way people take them away, in Debian's Chromium
 * against the real platform (the worker renders the packs):
 * 1. the owner saves a member's CV from their profile page in each of the four languages, the specialist their own from My Profile;
 * 2. the demo owner saves the team's pack in each language, on US Letter, remembered for the next one;
 * 3. a visitor of a frozen, anonymised share link saves the pack and a member's CV: names shortened,
 *    and the owner's access log shows both downloads with their kind.
 * Every PDF is read back with pdftotext; page 1 of each goes to e2e/artifacts/documents-*.png (pdftoppm).
 */
let platform: Platform;
let browser: Browser;
const { api, apiSignIn } = apiOf(() => platform);

/** The team page and CV headings each language writes (the PDFs' own words, domain/src/documents/documentWords.ts). */
const WORDS = {
  en: {
    about: 'About me',
    skills: 'Skills',
    team: 'TEAM PACK',
    members: 'Members',
    page: /Page 1 of \d+/,
    files: { cv: 'Curriculum vitae', team: 'Team pack' },
  },
  fr: {
    about: 'À propos de moi',
    skills: 'Compétences',
    team: 'DOSSIER D’ÉQUIPE',
    members: 'Membres',
    page: /Page 1 sur \d+/,
    files: { cv: 'Curriculum vitae', team: 'Dossier d’équipe' },
  },
  ro: {
    about: 'Despre mine',
    skills: 'Competențe',
    team: 'DOSARUL ECHIPEI',
    members: 'Membri',
    page: /Pagina 1 din \d+/,
    files: { cv: 'Curriculum vitae', team: 'Dosarul echipei' },
  },
  zh: {
    about: '关于我',
    skills: '技能',
    team: '团队资料包',
    members: '成员',
    page: /第 1 页，共 \d+ 页/,
    files: { cv: '个人简历', team: '团队资料包' },
  },
} as const;
type Locale = keyof typeof WORDS;
const LOCALES = Object.keys(WORDS) as Locale[];

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function signedIn(email: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, platform, email);
  return page;
}

/** Opens the download dialog with `button`, picks the language (and paper), downloads, and answers the saved PDF and its name. */
async function download(
  page: Page,
  button: string,
  locale: Locale,
  paper?: 'a4' | 'letter',
): Promise<{ pdf: Buffer; name: string }> {
  await page.getByTestId(button).first().click();
  const dialog = page.getByTestId('document-dialog');
  await dialog.waitFor();
  if (paper) await dialog.getByTestId(`document-paper-${paper}`).click();
  await dialog.getByTestId('document-locale').click();
  await page.getByTestId(`document-locale-${locale}`).click();
  const [saved] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    dialog.getByTestId('document-download').click(),
  ]);
  await dialog.waitFor({ state: 'detached' });
  const pdf = await readFile(await saved.path());
  return { pdf, name: saved.suggestedFilename() };
}

/** Page 1 of a PDF as a PNG in the artifacts, to look at. */
async function keepFirstPage(pdf: Buffer, name: string) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await writeFile(join(ARTIFACTS_DIR, `documents-${name}.png`), pdfFirstPagePng(pdf));
}

describe('documents', () => {
  it('1. a CV is saved from a profile page in each language, and the specialist’s own from My Profile', async () => {
    const session = await apiSignIn(platform.demoUsers.owner);
    const team = (await api<{ id: string; name: string }[]>('/teams', { token: session.access_token })).json.find(
      (t) => t.name === 'Checkout Revamp Squad',
    )!;
    const member = (
      await api<{ members: { specialist_id: string; specialist: { first_name: string; last_name: string } }[] }>(
        `/teams/${team.id}`,
        { token: session.access_token },
      )
    ).json.members[0];
    const page = await signedIn(platform.demoUsers.owner);
    await page.goto(`${platform.appUrl}/profile-view?id=${member.specialist_id}`);
    await page.getByTestId('document-open-cv').waitFor();
    await page.getByTestId('document-open-cv').click();
    await page.getByTestId('document-dialog').waitFor();
    await expectAccessible(page, 'CV download dialog');
    await shot(page, '1-cv-dialog', false);
    await page.getByRole('button', { name: 'Cancel' }).click();
    for (const locale of LOCALES) {
      const { pdf, name } = await download(page, 'document-open-cv', locale);
      // Saved under the UTF-8 name the answer gives, in the chosen language.
      expect(name).toMatch(/ - \d{4}-\d{2}-\d{2}\.pdf$/);
      expect(
        name.startsWith(
          `${WORDS[locale].files.cv} - ${member.specialist.first_name} ${member.specialist.last_name} - `,
        ),
      ).toBe(true);
      const text = pdfText(pdf);
      expect(text).toContain(`${member.specialist.first_name} ${member.specialist.last_name}`);
      for (const word of [WORDS[locale].about, WORDS[locale].skills]) expect(text).toContain(word);
      expect(text).toMatch(WORDS[locale].page);
      expect(text).not.toMatch(/@example\.com/);
      await keepFirstPage(pdf, `cv-${locale}`);
    }
    await page.context().close();

    const me = await apiSignIn(platform.demoUsers.specialist);
    const own = await signedIn(platform.demoUsers.specialist);
    await own.goto(`${platform.appUrl}/profile/profile`);
    const { pdf } = await download(own, 'document-open-cv', 'en');
    expect(pdfText(pdf)).toContain(`${me.first_name} ${me.last_name}`);
    expect(pdfText(pdf)).not.toContain(platform.demoUsers.specialist);
    await own.context().close();
  });

  it('2. the owner saves the team pack in each language, on US Letter, and the paper is remembered', async () => {
    const session = await apiSignIn(platform.demoUsers.owner);
    const teams = (await api<{ id: string; name: string }[]>('/teams', { token: session.access_token })).json;
    const team = teams.find((candidate) => candidate.name === 'Checkout Revamp Squad')!;
    const members = (
      await api<{ members: { specialist: { first_name: string; last_name: string } }[] }>(`/teams/${team.id}`, {
        token: session.access_token,
      })
    ).json.members;
    const page = await signedIn(platform.demoUsers.owner);
    await page.goto(`${platform.appUrl}/profile/profile-teams/team-detail?id=${team.id}`);
    await page.getByTestId('document-open-team').waitFor();
    await shot(page, '2-team-page', false);
    for (const [index, locale] of LOCALES.entries()) {
      const { pdf, name } = await download(page, 'document-open-team', locale, index === 0 ? 'letter' : undefined);
      expect(name).toMatch(
        new RegExp(`^${WORDS[locale].files.team} - Checkout Revamp Squad - \\d{4}-\\d{2}-\\d{2}\\.pdf$`),
      );
      expect(pdfInfo(pdf)['Page size']).toMatch(/612 x 792 pts \(letter\)/);
      expect(Number(pdfInfo(pdf).Pages)).toBeGreaterThanOrEqual(members.length + 1);
      const text = pdfText(pdf);
      for (const word of [WORDS[locale].team, WORDS[locale].members, team.name, WORDS[locale].about])
        expect(text).toContain(word);
      for (const member of members)
        expect(text).toContain(`${member.specialist.first_name} ${member.specialist.last_name}`);
      await keepFirstPage(pdf, `team-${locale}`);
    }
    // A member's CV from their row.
    await page.getByTestId('team-member').first().getByTestId('document-open').click();
    await page.getByTestId('document-dialog').waitFor();
    await expectAccessible(page, 'member CV dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();

    // On a phone: the buttons fit beside the members' other actions.
    const phone = await (await newContext(browser, { width: 390, height: 844 })).newPage();
    await signIn(phone, platform, platform.demoUsers.owner);
    await phone.goto(`${platform.appUrl}/profile/profile-teams/team-detail?id=${team.id}`);
    await phone.getByTestId('document-open-team').waitFor();
    await expectAccessible(phone, 'team page on a phone');
    await shot(phone, '2-team-page-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });

  it('3. a visitor of a frozen, anonymised link saves the pack and a CV, and the owner sees both downloads', async () => {
    const session = await apiSignIn(platform.demoUsers.owner);
    const team = (await api<{ id: string; name: string }[]>('/teams', { token: session.access_token })).json.find(
      (t) => t.name === 'Checkout Revamp Squad',
    )!;
    const created = await api<{ id: string; url: string }>('/share-links', {
      token: session.access_token,
      method: 'POST',
      body: { target_type: 'team', target_id: team.id, mode: 'frozen', anonymised: true },
    });
    expect(created.status).toBe(201);
    const guest = await (await newContext(browser)).newPage();
    await guest.goto(created.json.url.startsWith('http') ? created.json.url : `${platform.origin}${created.json.url}`);
    await guest.getByTestId('shared-team').waitFor();
    await shot(guest, '3-shared-team', false);
    const pack = await download(guest, 'document-open-team', 'en');
    const packText = pdfText(pack.pdf);
    expect(packText).toContain('Names are shortened at the sharer’s request');
    expect(packText).toMatch(/As shared on/);
    await keepFirstPage(pack.pdf, 'shared-team-anonymised');

    await guest.getByTestId('shared-member').first().click();
    await guest.getByTestId('shared-profile').waitFor();
    const cv = await download(guest, 'document-open-cv', 'ro');
    const cvText = pdfText(cv.pdf);
    const shortName = /^(\S+) (\S)\.$/m.exec(cvText);
    expect(shortName, 'a first name and an initial').not.toBeNull();
    expect(packText).toContain(shortName![0]);
    await expectAccessible(guest, 'shared member page with the download button');
    await toast(guest, 'Your PDF is downloading').catch(() => undefined);

    await vi.waitFor(
      async () => {
        const log = await api<{ kind: string }[]>(
          `/share-link-opens?filter=${encodeURIComponent(JSON.stringify({ link_id: created.json.id }))}`,
          { token: session.access_token },
        );
        const kinds = log.json.map((open) => open.kind);
        expect([
          kinds.filter((kind) => kind === 'team').length,
          kinds.filter((kind) => kind === 'cv').length,
          kinds.includes('page'),
        ]).toEqual([1, 1, true]);
      },
      { timeout: 15_000, interval: 300 },
    );
    await guest.context().close();
  });
});
