import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@dth/infrastructure';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '@dth/testing';
import en from '../../frontend/src/i18n/en';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshot } from '../support/browser';
import { signIn, toast } from '../support/pages';
import { startPlatform, type Platform } from '../support/platform';

/**
 * The account's ways in and its data, in Chromium. "Continue with Google" against a real OpenID provider on loopback (oidc-provider, its
 * own login page standing in for Google's): the popup, the fallback when popups are blocked, a first
 * sign-in that asks the account type, and linking a password account after its password. "Download my
 * data" on the Account page: the worker's progress, then the ZIP.
 */
let platform: Platform;
let provider: TestOpenIdProvider;
let browser: Browser;

beforeAll(async () => {
  const gatewayPort = await freePort();
  provider = await startTestOpenIdProvider([`http://127.0.0.1:${gatewayPort}/stage/google-callback`]);
  platform = await startPlatform({
    gatewayPort,
    env: {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OIDC_ISSUER: provider.issuer,
      // Not the default 7 days: the deletion dialog words the period the platform is configured with.
      ACCOUNT_ERASURE_GRACE_SECONDS: String(2 * 86_400),
    },
  });
  browser = await launchChromium();
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await provider?.stop();
});

/** An English message by its key. */
const t = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

async function openLogin(path = '/login', blockPopups = false): Promise<Page> {
  const context = await newContext(browser);
  // A browser that blocks the popup: window.open gives nothing back, as it does then.
  if (blockPopups) await context.addInitScript(() => void (window.open = () => null));
  const page = await context.newPage();
  await page.goto(`${platform.appUrl}${path}`);
  await page.getByTestId('google-sign-in').waitFor();
  return page;
}

/** The provider's own sign-in page (wherever it opened): type the login, any password. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name=login]').waitFor();
  expect(new URL(page.url()).origin).toBe(provider.issuer);
  await page.fill('input[name=login]', login);
  await page.fill('input[name=password]', 'anything');
  await page.click('button[type=submit]');
}

async function throughPopup(page: Page, login: string) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('google-sign-in').click()]);
  await signInAtProvider(popup, login);
  await popup.waitForEvent('close', { timeout: 20_000 });
}

describe('Continue with Google', () => {
  it('a first sign-in in the popup asks the account type, opens the account and lands on the dashboard', async () => {
    provider.addIdentity('g-newcomer', {
      email: 'newcomer@gmail.example',
      email_verified: true,
      given_name: 'Mira',
      family_name: 'Ionescu',
    });
    const page = await openLogin('/register');
    await expectAccessible(page, 'register, with Google offered');
    await throughPopup(page, 'g-newcomer');

    await page.getByRole('heading', { name: t('app.auth.google.choose_title') }).waitFor();
    expect(await page.getByText('newcomer@gmail.example', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByTestId('user-type-specialist').click();
    await screenshot(page, 'google-choose-account-type');
    await expectAccessible(page, 'Google sign-in: choose the account type');
    await page.getByTestId('submit').click();
    await page.waitForURL(/\/stage\/profile\/dashboard/, { timeout: 20_000 });
    expect(await page.evaluate(() => window.location.search)).toBe('');
  });

  it('when the popup is blocked, the same flow runs in the page, and a known Google account signs straight in', async () => {
    const page = await openLogin('/login', true);
    await page.getByTestId('google-sign-in').click();
    await signInAtProvider(page, 'g-newcomer');
    await page.waitForURL(/\/stage\/profile\/dashboard/, { timeout: 20_000 });
    // The code is not left in the address or the history.
    expect(page.url()).not.toContain('code=');
  });

  it("an address with a password account asks that account's password once, then links and signs in", async () => {
    provider.addIdentity('g-owner', {
      email: platform.demoUsers.owner,
      email_verified: true,
      given_name: 'Demo',
      family_name: 'Owner',
    });
    const page = await openLogin();
    await throughPopup(page, 'g-owner');
    await page.getByRole('heading', { name: t('app.auth.google.link_title') }).waitFor();
    await page.getByLabel(t('app.auth.fields.password')).first().fill('not-the-password-at-all');
    await page.getByTestId('submit').click();
    await page
      .getByTestId('form-alert')
      .filter({ hasText: t('app.domain.badCredentials') })
      .waitFor();
    await screenshot(page, 'google-link-password');
    await expectAccessible(page, 'Google sign-in: confirm the password to link');
    await page.getByLabel(t('app.auth.fields.password')).first().fill(platform.demoPassword);
    await page.getByTestId('submit').click();
    await page.waitForURL(/\/stage\/profile\/dashboard/, { timeout: 20_000 });

    // From now on Google signs straight in to that account.
    const again = await openLogin();
    await throughPopup(again, 'g-owner');
    await again.waitForURL(/\/stage\/profile\/dashboard/, { timeout: 20_000 });
  });

  it('an address Google has not verified is refused with a clear message', async () => {
    provider.addIdentity('g-unverified', {
      email: 'unverified@gmail.example',
      email_verified: false,
      given_name: 'Un',
      family_name: 'Verified',
    });
    const page = await openLogin();
    await throughPopup(page, 'g-unverified');
    await page
      .getByTestId('form-alert')
      .filter({ hasText: t('app.domain.googleEmailUnverified') })
      .waitFor();
    await screenshot(page, 'google-unverified');
    await expectAccessible(page, 'Google sign-in refused');
  });
});

describe('Download my data', () => {
  it('the Account page asks for the archive, shows its progress, and downloads the ZIP of every file', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, platform, platform.demoUsers.specialist);
    await page.goto(`${platform.appUrl}/profile/edit-account`);
    await page.getByTestId('data-export-start').click();
    await page.getByTestId('data-export-ready').waitFor({ timeout: 60_000 });
    await screenshot(page, 'account-data-export-ready');
    await expectAccessible(page, 'Account page, data archive ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('data-export-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('dth-personal-data.zip');
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    // The demo specialist has a portrait: her pictures come under media/, beside the documents.
    const names = Object.keys(files);
    expect(names.filter((name) => name.startsWith('media/')).length).toBeGreaterThan(0);
    expect(names.filter((name) => !name.startsWith('media/')).sort()).toEqual([
      'README.txt',
      'account.json',
      'events.ndjson',
      'invitations.json',
      'memberships.json',
      'profile.json',
      'projects.json',
      'share-links.json',
      'teams.json',
    ]);
    expect(JSON.parse(strFromU8(files['account.json'])).email).toBe(platform.demoUsers.specialist);
    // The page remembers the archive: after a reload it is still there to download.
    await page.reload();
    await page.getByTestId('data-export-ready').waitFor();
  });
});

describe('Notifications by mail', () => {
  it('ticking a kind saves it at once, and the Account page shows it after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, platform, platform.demoUsers.specialist);
    await page.goto(`${platform.appUrl}/profile/edit-account`);
    const teamAdded = page.getByTestId('digest-team_added').locator('input');
    await teamAdded.waitFor();
    expect(await teamAdded.isChecked()).toBe(false);
    // A specialist is offered what a specialist can be told.
    expect(await page.getByTestId('digest-member_changed').count()).toBe(0);
    await teamAdded.check();
    await toast(page, 'Notification settings saved');
    await expectAccessible(page, 'Account page, notifications by mail');
    await screenshot(page, 'account-notification-mail');
    await page.reload();
    await page.getByTestId('digest-team_added').waitFor();
    expect(await page.getByTestId('digest-team_added').locator('input').isChecked()).toBe(true);
    await context.close();
  });
});

describe("An owner's account details", () => {
  it('a business owner changes their name and phone on the Account page, and the top bar and a reload show them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, platform, platform.demoUsers.owner);
    await page.goto(`${platform.appUrl}/profile/edit-account`);
    const form = page.getByTestId('account-form');
    await form.waitFor();
    await form.getByLabel('Last name').fill('Bennett-Hale');
    await page.getByTestId('phone-code').fill('+44');
    await form.getByLabel('Phone number').fill('7911 123456');
    await page.getByTestId('account-save').click();
    await toast(page, 'Profile updated successfully');
    await page.getByTestId('profile-chip').click();
    await page.getByText('Oliver Bennett-Hale', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'Account page, a business owner');
    await screenshot(page, 'account-owner-details');
    await page.reload();
    await page.getByTestId('account-form').waitFor();
    expect(await page.getByTestId('account-form').getByLabel('Phone number').inputValue()).toBe('7911 123456');
    expect(await page.getByTestId('account-page').getByRole('heading', { name: 'Oliver Bennett-Hale' }).count()).toBe(
      1,
    );
    await context.close();
  });
});

describe('Delete my account', () => {
  it('asks for the typed address and the password, shows the date it will happen, reminds of it on every page, and can be cancelled', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = platform.demoUsers.owner;
    await signIn(page, platform, email);
    await page.goto(`${platform.appUrl}/profile/edit-account`);
    await page.getByTestId('account-erasure-start').click();
    await page.getByText(/^After 2 days, everything that is yours is erased/).waitFor();
    await page.getByTestId('account-erasure-confirmation').fill('not-my-address@example.com');
    await page.getByTestId('account-erasure-password').fill(platform.demoPassword);
    await page.getByTestId('account-erasure-submit').click();
    await page.getByText(t('app.domain.erasureConfirmationMismatch')).waitFor();
    await screenshot(page, 'account-erasure-dialog');
    await expectAccessible(page, 'Delete my account dialog');

    await page.getByTestId('account-erasure-confirmation').fill(email);
    await page.getByTestId('account-erasure-submit').click();
    await page.getByTestId('account-erasure-pending').waitFor();
    await screenshot(page, 'account-erasure-pending');
    await expectAccessible(page, 'Account page, deletion pending');

    // Elsewhere, every page says when, and leads back to the Account page to cancel.
    await page.goto(`${platform.appUrl}/profile/dashboard`);
    const reminder = page.getByTestId('erasure-reminder');
    await reminder.waitFor();
    expect(await reminder.textContent()).toMatch(/^Your account will be deleted on .+\. Until then/);
    await screenshot(page, 'account-erasure-reminder');
    await expectAccessible(page, 'Dashboard, deletion pending');
    await reminder.getByRole('button', { name: t('app.layout.erasure_review') }).click();
    await page.getByTestId('account-erasure-cancel').click();
    await page.getByTestId('account-erasure-start').waitFor();
    // Cancelled for good: after a reload the account is still there, with nothing pending, and no reminder.
    await page.reload();
    await page.getByTestId('account-erasure-start').waitFor();
    await page.goto(`${platform.appUrl}/profile/dashboard`);
    await page.getByTestId('dashboard').waitFor();
    expect(await page.getByTestId('erasure-reminder').count()).toBe(0);
    await context.close();
  });
});
