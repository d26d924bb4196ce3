import type { Locator, Page } from 'playwright-core';
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
