import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './platform';

/** Debian's Chromium, headless, with nothing that reaches the internet. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ARTIFACTS_DIR = join(repoRoot, 'e2e', 'artifacts');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface ContextOptions {
  width?: number;
  height?: number;
  /** Cookies and local storage to start with (a session another context signed in). */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

export function newContext(
  browser: Browser,
  { width = 1440, height = 900, storageState }: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    storageState,
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/**
 * Screenshots of one spec, named `{prefix}-{name}.png` in the artifacts: the pointer moved away (no
 * hover state) and a moment for the last transition, the whole page unless told otherwise.
 */
export function screenshotter(prefix: string) {
  return async (page: Page, name: string, fullPage = true): Promise<void> => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.mouse.move(0, 0);
    // A tooltip the pointer leaves fades out: wait for it (and any other transition) to end.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: join(ARTIFACTS_DIR, `${prefix}-${name}.png`), fullPage });
  };
}
