import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import hiringEn from '../../frontend/src/i18n/hiring/en';
import hiringFr from '../../frontend/src/i18n/hiring/fr';
import sharingEn from '../../frontend/src/i18n/sharing/en';
import sharingFr from '../../frontend/src/i18n/sharing/fr';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { apiOf, type ApiSession } from '../support/api';
import { startPlatform, type Platform } from '../support/platform';
import { chooseOption, signIn } from '../support/pages';

/**
 * The whole hiring loop (issue 39) in Debian's Chromium, on the real platform through the gateway: the
 * owner finds specialists by facets (a skill, open to work, for a team), saves the search, shortlists two,
 * compares them, offers one a seat on the team; the specialist accepts on the dashboard; the team shows
 * the new member; the owner shares the team; a visitor on the link asks for an intro to her; the owner
 * reads the request in the link's dialog. In English and in French, each at 1440 and 390 px, every page
 * axe-clean (WCAG 2.1 AA). The givens (the team, the specialist's availability) go through the API.
 * Needs `npm run build -w frontend`; screenshots go to e2e/artifacts/ (loop-{locale}-{width}-*.png).
 */
let platform: Platform;
let browser: Browser;
let owner: ApiSession;
let priya: ApiSession;
let networkId = '';
/** A skill of Priya's (the demo profile's) that others in the demo network have too. */
let skill = { id: 0, title: '' };

const { api, apiSignIn } = apiOf(() => platform);

/** The messages of the pages the loop visits (each feature's catalogue), by locale. */
const MESSAGES = { en: [hiringEn, sharingEn], fr: [hiringFr, sharingFr] } as const;
type Locale = keyof typeof MESSAGES;
const t = (locale: Locale, key: string): string => {
  const at = (messages: object) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  const found = MESSAGES[locale].map(at).find((text): text is string => typeof text === 'string');
  if (found === undefined) throw new Error(`no message ${key} in ${locale}`);
  return found;
};

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  owner = await apiSignIn(platform.demoUsers.owner);
  priya = await apiSignIn(platform.demoUsers.specialist);
  networkId = (
    await api<{ id: string }[]>(
      `/networks?${new URLSearchParams({ filter: JSON.stringify({ q: 'Digital Delivery' }) })}`,
      { token: owner.access_token },
    )
  ).json[0].id;
  const skills = (await api<{ data: { id: number; skill_title: string }[] }>('/user/skill/list')).json.data;
  const research = skills.find((s) => s.skill_title === 'User Research')!;
  skill = { id: research.id, title: research.skill_title };

  // Given: Priya is open to work, with every day of the week to give, and found by every owner.
  const set = await api(`/user/specialist/${priya.user_id}/availability`, {
    token: priya.access_token,
    method: 'PUT',
    body: {
      open_to_work: true,
      available_from: null,
      days_per_week: 5,
      day_rate: { amount: 640, currency: 'EUR' },
      discoverable: 'everyone',
    },
  });
  expect(set.status).toBe(200);
  // And others open to work share her skill, so there are two to shortlist.
  const filter = JSON.stringify({ skill_ids: [skill.id], open_to_work: true });
  await vi.waitFor(
    async () => {
      const found = (
        await api<{ id: string }[]>(`/specialists?${new URLSearchParams({ filter })}`, { token: owner.access_token })
      ).json.map((s) => s.id);
      expect(found).toContain(priya.user_id);
      expect(found.length).toBeGreaterThanOrEqual(2);
    },
    { timeout: 10_000, interval: 200 },
  );
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A page of a new browser context whose stored language is `locale` before anyone signs in. */
async function pageIn(locale: Locale, width: number, height: number, url = `${platform.appUrl}/login`): Promise<Page> {
  const page = await (await newContext(browser, { width, height })).newPage();
  await page.goto(url);
  if (locale !== 'en') {
    await page.getByTestId('language-switcher').click();
    await page.click(`[data-locale=${locale}]`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale}`));
  }
  return page;
}

/** The cards the search page shows, by id. */
const cardIds = (page: Page) =>
  page.getByTestId('specialist-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')!));

describe.each([
  ['en', 1440, 900],
  ['en', 390, 844],
  ['fr', 1440, 900],
  ['fr', 390, 844],
] as const)('the hiring loop in %s at %i px', (locale, width, height) => {
  const shot = screenshotter(`loop-${locale}-${width}`);
  const tr = (key: string) => t(locale, key);
  const suffix = randomUUID().slice(0, 6);
  const teamName = `Research squad ${locale} ${suffix}`;
  const searchName = `Researchers ${suffix}`;
  const shortlistName = `Research picks ${suffix}`;
  let teamId = '';

  beforeAll(async () => {
    // Given: a team of the demo network that needs the skill, with nobody on it yet.
    const team = await api<{ id: string }>('/teams', {
      token: owner.access_token,
      method: 'POST',
      body: {
        network_id: networkId,
        name: teamName,
        purpose: 'Interview checkout users.',
        required_skill_ids: [skill.id],
      },
    });
    expect(team.status).toBe(201);
    teamId = team.json.id;
  });

  const teamUrl = () => `${platform.appUrl}/profile/profile-teams/team-detail?id=${encodeURIComponent(teamId)}`;

  it('the owner finds, saves, shortlists, compares and offers; she accepts; the team is shared and a visitor asks for an intro the owner reads', async () => {
    // 1. Find by facets: for the team, the skill, open to work.
    const page = await pageIn(locale, width, height);
    await signIn(page, platform, platform.demoUsers.owner);
    await page.goto(`${platform.appUrl}/profile/find-specialists`);
    await page.getByTestId('specialist-card').first().waitFor();
    await expectAccessible(page, 'find specialists');
    const pick = async (testId: string, option: string) => {
      const input = page.getByTestId(testId);
      await input.click();
      await input.fill(option);
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    // Each facet is picked once the page shows the one before (a pick made on the page as it was is lost).
    const sortedByFit = () =>
      expect.poll(() => page.getByTestId('search-sort').innerText()).toBe(tr('app.hiring.search.sort.fit'));
    await pick('filter-for_team', teamName);
    await sortedByFit();
    await pick('filter-skill_ids', skill.title);
    await page.getByTestId('filter-bar').locator('.MuiChip-root').filter({ hasText: skill.title }).waitFor();
    await sortedByFit();
    await page.getByTestId('filters-more').click();
    // Checked once the list's parameters hold it.
    const openToWork = page.getByTestId('filter-open_to_work');
    await openToWork.click();
    await expect.poll(() => openToWork.isChecked()).toBe(true);
    const filter = { for_team: teamId, skill_ids: [skill.id], open_to_work: true };
    const expected = (
      await api<{ id: string }[]>(
        `/specialists?${new URLSearchParams({ filter: JSON.stringify(filter), sort: '["fit","DESC"]', range: '[0,9]' })}`,
        { token: owner.access_token },
      )
    ).json.map((s) => s.id);
    expect(expected).toContain(priya.user_id);
    // The page shows what the API answers for the three facets (and no longer an earlier answer).
    await expect.poll(() => cardIds(page)).toEqual(expected);
    const other = expected.find((id) => id !== priya.user_id)!;
    const card = (id: string) => page.locator(`[data-testid=specialist-card][data-id="${id}"]`);
    await card(priya.user_id).getByTestId('specialist-fit').waitFor();
    await expectAccessible(page, 'find specialists, filtered');
    await shot(page, '1-find');

    // 2. Save the search, with an alert.
    await page.getByTestId('save-search').click();
    const save = page.getByTestId('save-search-dialog');
    await save.locator('input[name=name]').fill(searchName);
    await save.locator('input[name=alert]').check();
    await expectAccessible(page, 'save search dialog');
    await save.getByTestId('dialog-save').click();
    await save.waitFor({ state: 'detached' });
    const saved = (
      await api<{ name: string; filter: Record<string, unknown>; alert: boolean }[]>('/saved-searches', {
        token: owner.access_token,
      })
    ).json.find((s) => s.name === searchName);
    expect(saved).toMatchObject({ alert: true, filter: { for_team: teamId, open_to_work: true } });
    expect((saved!.filter.skill_ids as unknown[]).map(Number)).toEqual([skill.id]);

    // 3. Shortlist two, each with a note: a new shortlist for the team, then the same one.
    const shortlist = async (id: string, note: string, first: boolean) => {
      await card(id).getByTestId('shortlist-add').click();
      const dialog = page.getByTestId('shortlist-add-dialog');
      await dialog.waitFor();
      await chooseOption(
        dialog.getByTestId('shortlist-choice'),
        first ? tr('app.hiring.lists.new_shortlist') : shortlistName,
        { exact: true },
      );
      if (first) await dialog.locator('input[name=new_name]').fill(shortlistName);
      await dialog.locator('textarea[name=note]').fill(note);
      if (first) await expectAccessible(page, 'shortlist dialog');
      await dialog.getByTestId('dialog-save').click();
      await dialog.waitFor({ state: 'detached' });
    };
    await shortlist(priya.user_id, 'Ran the diary study we liked.', true);
    await shortlist(other, 'Ask about availability in spring.', false);
    const list = (
      await api<{ id: string; name: string; team_id: string; members: { specialist_id: string }[] }[]>('/shortlists', {
        token: owner.access_token,
      })
    ).json.find((s) => s.name === shortlistName)!;
    expect(list.team_id).toBe(teamId);

    // 4. The shortlist, then its two side by side against the team.
    await page.goto(`${platform.appUrl}/profile/shortlists?id=${encodeURIComponent(list.id)}`);
    await expect.poll(() => page.getByTestId('shortlist-member').count()).toBe(2);
    expect(await page.getByTestId('shortlist-note').allInnerTexts()).toEqual([
      'Ran the diary study we liked.',
      'Ask about availability in spring.',
    ]);
    await expectAccessible(page, 'shortlist');
    await shot(page, '2-shortlist');
    await page.getByTestId('shortlist-compare').click();
    await page.waitForURL(/\/profile\/compare\?ids=/);
    expect(new URL(page.url()).searchParams.get('ids')).toBe(`${priya.user_id},${other}`);
    await expect.poll(() => page.getByTestId('compare-column').count()).toBe(2);
    await page.getByTestId('compare-row-required').waitFor();
    await expectAccessible(page, 'compare');
    await shot(page, '3-compare');

    // 5. A seat on the team for Priya.
    await page.goto(teamUrl());
    await page.getByTestId('team-member-add').click();
    const offerDialog = page.getByTestId('team-member-add-dialog');
    await offerDialog.getByTestId('team-member-picker').fill('Priya');
    await page.getByRole('option').filter({ hasText: 'Priya Sharma' }).click();
    await offerDialog.locator('input[name=role_title]').fill('User researcher');
    await offerDialog.getByTestId('allocation-1').click();
    await offerDialog.getByTestId('offer-message').fill('Two weeks of interviews with checkout users.');
    await expectAccessible(page, 'offer dialog');
    await offerDialog.getByTestId('dialog-save').click();
    await offerDialog.waitFor({ state: 'detached' });
    const offer = page.getByTestId('team-offer').filter({ hasText: 'Priya Sharma' });
    await expect.poll(() => offer.getAttribute('data-status')).toBe('pending');
    await expectAccessible(page, 'team with a pending offer');
    await shot(page, '4-offer-sent');

    // 6. Priya accepts on her dashboard.
    const specialist = await pageIn(locale, width, height);
    await signIn(specialist, platform, platform.demoUsers.specialist);
    await specialist.goto(`${platform.appUrl}/profile/dashboard`);
    const pending = specialist.getByTestId('pending-offer').filter({ hasText: teamName });
    await pending.waitFor();
    await expectAccessible(specialist, 'specialist dashboard with the offer');
    await shot(specialist, '5-specialist-offer');
    await pending.getByTestId('offer-accept').click();
    await pending.waitFor({ state: 'detached' });
    await specialist.context().close();

    // 7. The team shows her (the worker adds her a moment after the answer).
    const member = page.locator(`[data-testid=team-member][data-id="${priya.user_id}"]`);
    await expect
      .poll(
        async () => {
          if ((await member.count()) > 0) return true;
          await page.reload();
          await page.getByTestId('team-show').waitFor();
          return (await member.count()) > 0;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await member.getByTestId('team-member-role').innerText()).toBe('User researcher');
    await expect.poll(() => offer.getAttribute('data-status')).toBe('accepted');
    await expectAccessible(page, 'team with the new member');
    await shot(page, '6-team-member');

    // 8. The owner shares the team.
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-dialog').waitFor();
    if (!(await page.getByTestId('share-form').isVisible())) await page.getByTestId('share-tab-new').click();
    await page.getByTestId('share-form').waitFor();
    await page.getByTestId('share-create').click();
    const row = page.locator('[data-testid=share-link][data-fresh=true]');
    await row.waitFor();
    const url = await row.getByTestId('share-link-url').inputValue();
    expect(url).toMatch(new RegExp(`^${platform.appUrl}/shared-team/[A-Za-z0-9_-]{22,}$`));
    await expectAccessible(page, 'share dialog with the new link');
    await shot(page, '7-share-link', false);
    await page.keyboard.press('Escape');
    await page.getByTestId('share-dialog').waitFor({ state: 'detached' });

    // 9. A visitor with no account opens it and asks for an intro to Priya.
    const visitor = await pageIn(locale, width, height, url);
    await visitor.getByTestId('shared-name').waitFor();
    expect(await visitor.getByTestId('shared-name').innerText()).toBe(teamName);
    const shared = visitor.locator(`[data-testid=shared-member][data-id="${priya.user_id}"]`);
    await shared.waitFor();
    await expectAccessible(visitor, 'shared team');
    await shot(visitor, '8-shared-team');
    await shared.getByTestId('shared-member-intro').click();
    const ask = visitor.getByRole('dialog');
    await ask.getByLabel(tr('app.sharing.public.request.name')).fill('Ana Client');
    await ask.getByLabel(tr('app.sharing.public.request.email')).fill(`ana-${suffix}@client.example`);
    await ask.getByLabel(tr('app.sharing.public.request.message')).fill('Could we meet her this week?');
    await expectAccessible(visitor, 'intro request');
    await ask.locator('button[type=submit]').click();
    await ask.getByTestId('client-request-sent').waitFor();
    await expectAccessible(visitor, 'intro request sent');
    await shot(visitor, '9-intro-sent', false);
    await visitor.context().close();

    // 10. The owner reads it on the team page and in the link's dialog, naming Priya.
    const link = (await api<{ id: string; token: string }[]>('/share-links', { token: owner.access_token })).json.find(
      (l) => url.endsWith(l.token),
    )!;
    await expect
      .poll(
        async () =>
          (await api<{ kind: string }[]>(`/share-links/${link.id}/requests`, { token: owner.access_token })).json
            .length,
      )
      .toBe(1);
    // The team page lists it too (read afresh), then the link's dialog.
    await page.reload();
    const teamRequest = page.getByTestId('team-share-requests').getByTestId('share-request');
    await teamRequest.waitFor();
    expect(await teamRequest.getByTestId('share-request-person').innerText()).toContain('Priya Sharma');
    await page.getByTestId('share-open').click();
    const linkRow = page
      .getByTestId('share-link')
      .filter({ has: page.locator(`input[value="${url}"]`) })
      .first();
    await linkRow.getByTestId('share-link-requests').click();
    const request = page.getByRole('dialog').getByTestId('share-request');
    await request.waitFor();
    expect(await request.getByTestId('share-request-person').innerText()).toContain('Priya Sharma');
    expect(await request.getByTestId('share-request-from').innerText()).toContain(`ana-${suffix}@client.example`);
    expect(await request.getByTestId('share-request-message').innerText()).toBe('Could we meet her this week?');
    await expectAccessible(page, 'the link’s requests');
    await shot(page, '10-owner-requests', false);
    await page.context().close();
  }, 180_000);
});
