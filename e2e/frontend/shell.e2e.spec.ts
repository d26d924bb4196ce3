import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkFromMail } from '@dth/testing';
import en from '../../frontend/src/i18n/en';
import fr from '../../frontend/src/i18n/fr';
import ro from '../../frontend/src/i18n/ro';
import zh from '../../frontend/src/i18n/zh';
import { launchChromium, newContext, screenshot } from '../support/browser';
import { startPlatform, type Platform } from '../support/platform';
import { signIn } from '../support/pages';

/**
 * The frontend shell against the real platform in Debian's Chromium. Needs a built
 * frontend (npm run build -w frontend); screenshots go to e2e/artifacts/.
 */
let platform: Platform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const SESSION_KEYS = [
  'access_token',
  'user_id',
  'dv_user_type',
  'profile_data',
  'company_data',
  'enc_Session',
  'enc_user',
];

async function openPage(width = 1440, height = 900): Promise<Page> {
  const context = await newContext(browser, { width, height });
  return context.newPage();
}

/** The token of the link mailed to `to`, once the worker has written the mail. */
const waitForMailLink = (to: string, kind: 'create-password' | 'reset-password') =>
  vi.waitFor(
    async () => {
      const token = await linkFromMail(platform.mailDir, to, kind);
      if (!token) throw new Error(`no ${kind} mail for ${to} yet`);
      return token;
    },
    { timeout: 20_000, interval: 200 },
  );

/** Waits until a drawer has finished sliding in (MUI's Slide leaves no transform once entered). */
const slidIn = (drawerPaper: Locator) =>
  expect.poll(() => drawerPaper.evaluate((el) => getComputedStyle(el).transform)).toBe('none');

/** Whether the page's background is dark (the theme's mode), from the body's computed colour. */
const looksDark = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return (r + g + b) / 3 < 128;
  });

/** A message by its key, e.g. t(fr, 'app.auth.login.title'). */
const t = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;

async function menuItems(page: Page) {
  const links = page.locator('nav[aria-label="Main navigation"] a');
  await links.first().waitFor();
  return links.allInnerTexts();
}

describe('frontend shell', () => {
  it('register → open the mail link → create password → sign in → dashboard → logout', async () => {
    const page = await openPage();
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;

    await page.goto(`${platform.appUrl}/register`);
    await page.click('[data-testid=submit]');
    await expect.poll(() => page.getByText('First name is required').count()).toBe(1);

    await page.fill('input[name=first_name]', 'Grace');
    await page.fill('input[name=last_name]', 'Hopper');
    await page.fill('input[name=email]', email);
    await page.click('[data-testid=user-type-specialist]');
    await page.click('[data-testid=submit]');
    await page.waitForURL(/\/stage\/check-mail$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe(t(en, 'app.auth.check_mail.title'));
    expect(await page.locator('main').innerText()).toContain(email);

    const token = await waitForMailLink(email, 'create-password');
    await page.goto(`${platform.appUrl}/create-password/${token}`);
    await page.fill('input[name=password]', 'short');
    await page.fill('input[name=confirm]', 'short');
    await page.click('[data-testid=submit]');
    await expect.poll(() => page.getByText('Password must be at least 12 characters').count()).toBe(1);
    // Long enough, but on the common-password list: the server's message, shown by the form.
    await page.fill('input[name=password]', 'password1234');
    await page.fill('input[name=confirm]', 'password1234');
    await page.click('[data-testid=submit]');
    await expect
      .poll(() => page.getByText('This password is too common or too easy to guess; choose another').count())
      .toBeGreaterThan(0);
    await page.fill('input[name=password]', 'Compiler-Pioneer-1952');
    await page.fill('input[name=confirm]', 'Compiler-Pioneer-1952');
    await page.click('[data-testid=submit]');
    await page.waitForURL(/\/stage\/login$/);
    expect(await page.getByTestId('form-alert').innerText()).toContain('Password created');

    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', 'wrong-password-1');
    await page.click('[data-testid=submit]');
    await expect.poll(() => page.getByTestId('form-alert').innerText()).toContain('Verify your email and password');

    await page.fill('input[name=password]', 'Compiler-Pioneer-1952');
    await page.click('[data-testid=submit]');
    await page.waitForURL(/\/stage\/profile\/dashboard$/);
    await expect.poll(() => page.getByTestId('welcome').innerText()).toBe('Welcome back, Grace');
    await page.getByTestId('completeness-card').waitFor();
    expect(await page.getByTestId('page-title').innerText()).toBe('Dashboard');
    expect(await page.evaluate(() => localStorage.getItem('dv_user_type'))).toBe('specialist');

    // A signed-in user on a public route goes to the dashboard.
    await page.goto(`${platform.appUrl}/register`);
    await page.waitForURL(/\/stage\/profile\/dashboard$/);

    await page.click('[data-testid=profile-chip]');
    await page.click('[data-testid=menu-logout]');
    await page.waitForURL(/\/stage\/login$/);
    const left = await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), SESSION_KEYS);
    expect(left).toEqual([]);

    // The guard: with no session, a signed-in route leads to /login.
    await page.goto(`${platform.appUrl}/profile/dashboard`);
    await page.waitForURL(/\/stage\/login$/);
    await page.context().close();
  });

  it('an admin sees only Network, Find specialists, Shortlists, My Projects and Report, and no Account item', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.admin);
    await page.waitForURL(/\/stage\/profile\/profile-projects\/my-projects$/);
    expect(await menuItems(page)).toEqual(['Network', 'Find specialists', 'Shortlists', 'My Projects', 'Report']);
    await page.click('[data-testid=profile-chip]');
    await page.getByTestId('menu-logout').waitFor();
    expect(await page.getByTestId('menu-account').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.click('a[data-menu-item=report]');
    await page.waitForURL(/\/stage\/report$/);
    await expect.poll(() => page.locator('a[data-menu-item=report]').getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('a specialist gets the full navigation with the current item highlighted', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.specialist);
    expect(await menuItems(page)).toEqual(['Dashboard', 'My Profile', 'Network', 'My Projects', 'Shared Projects']);
    await page.click('a[data-menu-item=network]');
    await page.waitForURL(/network$/);
    await expect.poll(() => page.locator('a[aria-current=page]').allInnerTexts()).toEqual(['Network']);
    // Shared Projects (issue 12) is highlighted on its own page.
    await page.click('a[data-menu-item=shared-projects]');
    await page.waitForURL(/shared-projects$/);
    await expect.poll(() => page.locator('a[aria-current=page]').allInnerTexts()).toEqual(['Shared Projects']);
    await page.getByTestId('shared-project-list').waitFor();
    await page.context().close();
  });

  it('settings apply at once and persist across a reload', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.specialist);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();

    await page.click('[data-testid=open-settings]');
    await page.click('[data-testid=mode-dark]');
    await expect.poll(background).not.toBe(before);
    await page.click('[data-testid=preset-theme4]');
    await page.click('[data-testid=font-Inter]');
    const slider = page.getByTestId('radius-slider');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.click('[data-testid=outlined-filled]');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter/);
    const dark = await background();

    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    expect(await background()).toBe(dark);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter/);
    await page.click('[data-testid=open-settings]');
    expect(await page.getByTestId('mode-dark').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('preset-theme4').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('radius-slider').inputValue()).toBe('16');
    expect(await page.getByTestId('outlined-filled').isChecked()).toBe(false);
    expect(
      await page
        .locator('[data-testid=settings-drawer] .MuiDrawer-paper')
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(280);
    await slidIn(page.locator('[data-testid=settings-drawer] .MuiDrawer-paper'));
    await screenshot(page, 'settings-drawer-dark');
    await page.context().close();
  });

  it('switching to each locale changes the visible text, and the choice survives a reload', async () => {
    const page = await openPage();
    await page.goto(`${platform.appUrl}/login`);
    const title = () => page.locator('h1').innerText();
    expect(await title()).toBe(t(en, 'app.auth.login.title'));
    for (const [locale, messages] of [
      ['fr', fr],
      ['ro', ro],
      ['zh', zh],
      ['en', en],
    ] as const) {
      await page.click('[data-testid=language-switcher]');
      await page.click(`[data-locale=${locale}]`);
      await expect.poll(title).toBe(t(messages, 'app.auth.login.title'));
      expect(await page.getByTestId('submit').innerText()).toBe(t(messages, 'app.auth.login.submit'));
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${locale}`));
    }
    await page.click('[data-testid=language-switcher]');
    await page.click('[data-locale=fr]');
    await expect.poll(title).toBe(t(fr, 'app.auth.login.title'));
    await page.reload();
    await expect.poll(title).toBe(t(fr, 'app.auth.login.title'));
    await page.context().close();
  });

  it('Chinese is drawn in the bundled Noto Sans SC, fetched through the gateway by unicode-range, without a CJK system font (screenshot)', async () => {
    const page = await openPage();
    const fontFiles: string[] = [];
    page.on(
      'response',
      (response) => response.url().endsWith('.woff2') && response.status() === 200 && fontFiles.push(response.url()),
    );
    await page.goto(`${platform.appUrl}/login`);
    // English registers no Chinese font face.
    expect(
      await page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Noto Sans SC')).length),
    ).toBe(0);
    await page.click('[data-testid=language-switcher]');
    await page.click('[data-locale=zh]');
    const title = t(zh, 'app.auth.login.title');
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    // Drawn in the bundled face alone, as on a machine with no CJK font of its own.
    await page.locator('h1').evaluate((h1) => (h1.style.fontFamily = '"Noto Sans SC Variable"'));
    const loaded = await page.evaluate(
      (text) => document.fonts.load('700 32px "Noto Sans SC Variable"', text).then((faces) => faces.length),
      title,
    );
    expect(loaded).toBeGreaterThan(0);
    expect(await page.evaluate((text) => document.fonts.check('700 32px "Noto Sans SC Variable"', text), title)).toBe(
      true,
    );
    expect(fontFiles.some((url) => /noto-sans-sc-\d+-wght-normal.*\.woff2$/.test(url))).toBe(true);
    await screenshot(page, 'login-zh-bundled-font');
    await page.context().close();
  });

  it('an unknown path shows the error page', async () => {
    const page = await openPage();
    await page.goto(`${platform.appUrl}/no/such/page`);
    await page.getByTestId('error-page').waitFor();
    await expect.poll(() => page.locator('h1').innerText()).toBe(t(en, 'app.error.title'));
    await page.goto(`${platform.appUrl}/pages/error`);
    await page.getByTestId('error-page').waitFor();
    await page.context().close();
  });

  it('a 390 px wide viewport gets the temporary drawer, which closes after a choice', async () => {
    const page = await openPage(390, 844);
    await signIn(page, platform, platform.demoUsers.specialist);
    await page.getByTestId('menu-toggle').waitFor();
    expect(await page.getByTestId('desktop-logo').count()).toBe(0);
    expect(await page.locator('[data-drawer-variant=temporary]').count()).toBe(1);
    expect(await page.locator('.MuiDrawer-paper').isVisible()).toBe(false);

    await page.click('[data-testid=menu-toggle]');
    await page.locator('a[data-menu-item=network]').waitFor({ state: 'visible' });
    await slidIn(page.locator('[data-drawer-variant=temporary] .MuiDrawer-paper'));
    await screenshot(page, 'dashboard-390-drawer-open');
    await page.click('a[data-menu-item=network]');
    await page.waitForURL(/network$/);
    await expect.poll(() => page.locator('.MuiDrawer-paper').isVisible()).toBe(false);
    await screenshot(page, 'network-390');
    await page.context().close();
  });

  it('a theme mode kept in the store applies from the first paint of the login page and the dashboard (screenshots of each)', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await openPage();
      await page.goto(`${platform.appUrl}/login`);
      await page.evaluate((m) => localStorage.setItem('RaStoreDth.theme', JSON.stringify(m)), mode);
      await page.reload();
      await page.locator('h1').waitFor();
      expect(await looksDark(page)).toBe(mode === 'dark');
      await screenshot(page, `login-${mode}`);
      await signIn(page, platform, platform.demoUsers.specialist);
      await page.getByTestId('completeness-card').waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await looksDark(page)).toBe(mode === 'dark');
      await screenshot(page, `dashboard-${mode}`);
      await page.context().close();
    }
  });
});
