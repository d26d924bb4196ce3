import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { apiOf } from '../support/api';
import { startPlatform, type Platform } from '../support/platform';
import { signIn } from '../support/pages';

const shot = screenshotter('matching');

/**
 * "Find people for this team" (issue 39, section 3) on the demo owner's team page in Debian's Chromium:
 * the matches by fit, a suggested team within limits with its reasons and cost, and "Make offers" with
 * each offer's outcome, at 1440 and 390 px, axe-clean. Needs `npm run build -w frontend`; screenshots go to
 * e2e/artifacts/ (matching-*.png).
 */
let platform: Platform;
let browser: Browser;
let teamId = '';

const { api, apiSignIn } = apiOf(() => platform);

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  const owner = await apiSignIn(platform.demoUsers.owner);
  const teams = (await api<{ id: string; required_skills: unknown[] }[]>('/teams', { token: owner.access_token })).json;
  teamId = teams.find((t) => t.required_skills.length > 0)!.id;
  const matches = await api(`/teams/${teamId}/matches?range=[0,24]`, { token: owner.access_token });
  expect(matches.status, JSON.stringify(matches.json)).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function ownerOnTeam(width: number, height: number): Promise<Page> {
  const page = await (await newContext(browser, { width, height })).newPage();
  await signIn(page, platform, platform.demoUsers.owner);
  await page.goto(`${platform.appUrl}/profile/profile-teams/team-detail?id=${teamId}`);
  await page.waitForSelector('[data-testid=team-hiring]');
  return page;
}

describe('finding people for a team', () => {
  it('shows the matches by fit, suggests a team with reasons and cost, and makes its offers (1440 px)', async () => {
    const page = await ownerOnTeam(1440, 900);
    await page.click('[data-testid=team-matches-open]');
    await page.waitForSelector('[data-testid=team-matches-dialog] [data-testid=specialist-fit]');
    expect(
      await page.locator('[data-testid=team-matches-dialog] [data-testid=specialist-card]').count(),
    ).toBeGreaterThan(0);
    await expectAccessible(page, 'team matches');
    await shot(page, '1-matches-1440', false);
    await page.keyboard.press('Escape');

    await page.click('[data-testid=team-suggest-open]');
    await page.click('[data-testid=suggest-run]');
    await page.waitForSelector('[data-testid=suggestion]');
    expect(await page.locator('[data-testid=suggestion-reasons] li').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'suggested team');
    await shot(page, '2-suggestion-1440', false);

    if ((await page.locator('[data-testid=suggested-member]').count()) > 0) {
      await page.click('[data-testid=make-offers-send]');
      await page.waitForSelector('[data-testid=offer-outcome]');
      await expectAccessible(page, 'offers made');
      await shot(page, '3-offers-1440', false);
    }
  });

  it('reads the same on a phone (390 px)', async () => {
    const page = await ownerOnTeam(390, 844);
    await shot(page, '4-team-390', false);
    await page.click('[data-testid=team-suggest-open]');
    await page.fill('[data-testid=suggest-budget]', '20000');
    await page.click('[data-testid=suggest-run]');
    await page.waitForSelector('[data-testid=suggestion]');
    await expectAccessible(page, 'suggested team, phone');
    await shot(page, '5-suggestion-390', false);
    await page.keyboard.press('Escape');
    await page.click('[data-testid=team-matches-open]');
    await page.waitForSelector('[data-testid=team-matches-dialog] [data-testid=specialist-fit]');
    await shot(page, '6-matches-390', false);
  });
});
