import type { Browser, Locator, Page } from 'playwright-core';
import { newContext, type ContextOptions } from './browser';
import type { Platform } from './platform';

/** Signs in through the login page, as a user does, and waits for the landing page. */
export async function signIn(
  page: Page,
  platform: Pick<Platform, 'appUrl' | 'demoPassword'>,
  email: string,
  password = platform.demoPassword,
): Promise<void> {
  await page.goto(`${platform.appUrl}/login`);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('[data-testid=submit]');
  await page.waitForURL(/\/stage\/(profile|report)/);
}

type StoredSession = NonNullable<ContextOptions['storageState']>;
const sessions = new WeakMap<Browser, Map<string, StoredSession>>();

/**
 * A new page of `browser` (`width × height`) signed in as `email`, for a test whose subject is not signing in:
 * the first time through the login page, as a user does (the page is left on its landing page), then in a
 * context that starts with the session that sign-in left in the browser's storage, as a user's next window
 * (the page is blank: go where the test goes). A form sign-in costs a page load and a password hash check.
 */
export async function signedInPage(
  browser: Browser,
  platform: Pick<Platform, 'appUrl' | 'demoPassword'>,
  email: string,
  size: Pick<ContextOptions, 'width' | 'height'> = {},
): Promise<Page> {
  const byUser = sessions.get(browser) ?? new Map<string, StoredSession>();
  sessions.set(browser, byUser);
  // Keyed by platform too: a file may start another platform for the same browser.
  const key = `${platform.appUrl} ${email}`;
  const stored = byUser.get(key);
  if (stored) return (await newContext(browser, { ...size, storageState: stored })).newPage();
  const page = await (await newContext(browser, size)).newPage();
  await signIn(page, platform, email);
  byUser.set(key, await page.context().storageState());
  return page;
}

/** Waits for a notification that reads `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('.MuiSnackbar-root').filter({ hasText: text }).first().waitFor();

/**
 * Opens a MUI select by clicking `opener`, picks the option named `option` and waits for the menu
 * to close. On a busy machine a pick can be lost while the menu is still growing in (it stays
 * open, and covers what the test clicks next): the pick is then made again, as a user clicks again.
 */
export async function chooseOption(opener: Locator, option: string | RegExp, { exact = false } = {}): Promise<void> {
  const page = opener.page();
  await opener.click();
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('option', { name: option, exact }).click();
    try {
      await page.getByRole('listbox').first().waitFor({ state: 'detached', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
