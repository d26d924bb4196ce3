import type { Page } from 'playwright-core';
import type { Platform } from './platform';

/** Signs in through the login page, as a user does, and waits for the landing page. */
export async function signIn(page: Page, platform: Pick<Platform, 'appUrl' | 'demoPassword'>, email: string, password = platform.demoPassword): Promise<void> {
  await page.goto(`${platform.appUrl}/login`);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await page.click('[data-testid=submit]');
  await page.waitForURL(/\/stage\/(profile|report)/);
}

/** Waits for a notification that reads `text`. */
export const toast = (page: Page, text: string) => page.locator('.MuiSnackbar-root').filter({ hasText: text }).first().waitFor();
