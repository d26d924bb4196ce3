import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { apiOf, type ApiSession } from '../support/api';
import { startPlatform, type Platform } from '../support/platform';
import { signIn, toast } from '../support/pages';

const shot = screenshotter('offers');

/**
 * Offers in Chromium (issue 39, section 4), on the real platform: the owner offers a seat from the team
 * page (beyond the specialist's free days, so the page says so and the owner over-allocates), the
 * specialist sees it on the dashboard and accepts, and the team then shows them as a member, warned as
 * over-allocated. The specialist's availability section is seen and edited on the profile. Each screen is
 * checked with axe-core, at 1440 and 390 px. Needs `npm run build -w frontend` and the built services;
 * screenshots go to e2e/artifacts/ (offers-*.png).
 */
let platform: Platform;
let browser: Browser;
let owner: ApiSession;
let specialist: ApiSession;
let teamId = '';
const teamName = `Offer squad ${randomUUID().slice(0, 6)}`;

const { api, apiSignIn } = apiOf(() => platform);

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  owner = await apiSignIn(platform.demoUsers.owner);
  specialist = await apiSignIn(platform.demoUsers.specialist);

  // Given: a new team in the owner's demo network, which the specialist joined.
  const network = (
    await api<{ id: string }[]>(
      `/networks?${new URLSearchParams({ filter: JSON.stringify({ q: 'Digital Delivery' }) })}`,
      { token: owner.access_token },
    )
  ).json[0];
  const team = await api<{ id: string }>('/teams', {
    token: owner.access_token,
    method: 'POST',
    body: { network_id: network.id, name: teamName, purpose: 'Ship the checkout.', required_skill_ids: [] },
  });
  expect(team.status).toBe(201);
  teamId = team.json.id;

  // And: the specialist gives teams only the days already booked, so any offer is beyond their free days.
  const profile = await api<{ data: { availability: { booked_days_per_week: number } } }>(
    `/user/specialist/${specialist.user_id}`,
    { token: specialist.access_token },
  );
  const booked = profile.json.data.availability.booked_days_per_week;
  const set = await api(`/user/specialist/${specialist.user_id}/availability`, {
    token: specialist.access_token,
    method: 'PUT',
    body: {
      open_to_work: true,
      available_from: null,
      days_per_week: Math.min(5, booked),
      day_rate: { amount: 720, currency: 'EUR' },
      discoverable: 'everyone',
    },
  });
  expect(set.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openPage(width = 1440, height = 900): Promise<Page> {
  return (await newContext(browser, { width, height })).newPage();
}

const teamUrl = () => `${platform.appUrl}/profile/profile-teams/team-detail?id=${encodeURIComponent(teamId)}`;

describe('offers', () => {
  it('1. the owner offers a seat beyond the free days, is told so, and over-allocates', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.owner);
    await page.goto(teamUrl());
    await page.getByTestId('team-offers-empty').waitFor();

    await page.getByTestId('team-member-add').click();
    const dialog = page.getByTestId('team-member-add-dialog');
    await dialog.getByTestId('team-member-picker').fill('Priya');
    await page.getByRole('option').filter({ hasText: 'Priya Sharma' }).click();
    await expect.poll(() => dialog.getByTestId('offer-free-days').innerText()).toMatch(/^Free days a week: 0 of /);
    await dialog.getByRole('textbox', { name: 'Role' }).fill('Checkout lead');
    await dialog.getByTestId('allocation-1').click();
    await dialog.getByTestId('offer-rate').fill('700');
    await dialog.getByTestId('offer-currency').fill('EUR');
    await dialog.getByTestId('offer-message').fill('We ship the new checkout in six weeks.');
    await expectAccessible(page, 'offer dialog');
    await dialog.getByTestId('dialog-save').click();
    const beyond = dialog.getByTestId('offer-beyond-free-days');
    await beyond.waitFor();
    expect(await beyond.innerText()).toContain('Beyond their free days');
    await expectAccessible(page, 'offer dialog, beyond free days');
    await shot(page, '1-owner-beyond-free-days', false);

    await beyond.getByTestId('offer-over-allocate').click();
    await toast(page, 'Offer sent');
    await dialog.waitFor({ state: 'detached' });
    const offer = page.getByTestId('team-offer').filter({ hasText: 'Priya Sharma' });
    await offer.waitFor();
    expect(await offer.getAttribute('data-status')).toBe('pending');
    expect(await offer.getByTestId('team-offer-status').innerText()).toBe('Waiting');
    expect(await offer.getByTestId('over-allocated').innerText()).toBe('Over-allocated');
    await expectAccessible(page, 'team page with a pending offer');
    await shot(page, '1-owner-team-offer');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'team page with a pending offer, 390 px');
    await shot(page, '1-owner-team-offer-390');
  });

  it('2. the specialist sees the offer on the dashboard and accepts it', async () => {
    const page = await openPage(390, 844);
    await signIn(page, platform, platform.demoUsers.specialist);
    await page.goto(`${platform.appUrl}/profile/dashboard`);
    const offer = page.getByTestId('pending-offer').filter({ hasText: teamName });
    await offer.waitFor();
    expect(await offer.getByTestId('offer-owner').innerText()).toMatch(/^Offered by /);
    expect(await offer.getByTestId('offer-role').innerText()).toBe('Checkout lead');
    expect(await offer.getByTestId('offer-days').innerText()).toBe('1 day a week');
    expect(await offer.getByTestId('offer-rate').innerText()).toBe('€700.00 a day');
    expect(await offer.getByTestId('offer-message').innerText()).toBe('We ship the new checkout in six weeks.');
    // Just set: no reminder to update it.
    expect(await page.getByTestId('availability-reminder').count()).toBe(0);
    await expectAccessible(page, 'dashboard with offers, 390 px');
    await shot(page, '2-specialist-dashboard-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page, 'dashboard with offers');
    await shot(page, '2-specialist-dashboard');

    await offer.getByTestId('offer-accept').click();
    await toast(page, 'Offer accepted');
    await offer.waitFor({ state: 'detached' });
  });

  it('3. the team shows the specialist as a member, over-allocated, and the offer accepted', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.owner);
    await page.goto(teamUrl());
    const member = page.locator(`[data-testid=team-member][data-id="${specialist.user_id}"]`);
    // The worker adds the member a moment after the answer.
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
    expect(await member.getByTestId('team-member-role').innerText()).toBe('Checkout lead');
    expect(await member.getByTestId('team-member-allocation').innerText()).toBe('1 day a week');
    expect(await member.getByTestId('over-allocated').innerText()).toBe('Over-allocated');
    const offer = page.getByTestId('team-offer').filter({ hasText: 'Priya Sharma' });
    await expect.poll(() => offer.getAttribute('data-status')).toBe('accepted');
    expect(await page.getByTestId('team-offer-withdraw').count()).toBe(0);
    await expectAccessible(page, 'team page with the accepted offer');
    await shot(page, '3-owner-team-member');
  });

  it('4. the specialist reads and edits their availability on the profile', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.specialist);
    await page.goto(`${platform.appUrl}/profile/profile`);
    const panel = page.getByTestId('availability-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('availability-status').innerText()).toBe('Open to work');
    expect(await panel.getByTestId('availability-rate-value').innerText()).toContain('€720.00');
    await panel.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'profile with availability');
    await shot(page, '4-profile-availability', false);
    expect(await panel.getByTestId('edit-availability').count()).toBe(0);
    await page.getByTestId('mode-edit').click();
    await panel.getByTestId('edit-availability').click();
    const dialog = page.getByTestId('availability-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('availability-rate').fill('750');
    await expectAccessible(page, 'availability dialog');
    await shot(page, '4-availability-dialog', false);
    await dialog.getByTestId('dialog-save').click();
    await toast(page, 'Availability updated');
    await expect.poll(() => panel.getByTestId('availability-rate-value').innerText()).toContain('€750.00');

    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'profile with availability, 390 px');
    await shot(page, '4-profile-availability-390', false);
  });
});
