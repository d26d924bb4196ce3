import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { startPlatform, type Platform } from '../support/platform';

const shot = screenshotter('sharing-zh');

/**
 * A Chinese visitor on a shared team (issues 38 and 39) against the real platform in Debian's Chromium:
 * the page words languages and the footer in Chinese and names the owner's company; the link made with
 * show_rates shows the team's cost; a member's own page asks for an intro with the share page's form.
 * At 1440 and 390 px, axe-clean. Needs `npm run build -w frontend`; screenshots in e2e/artifacts/sharing-zh-*.png.
 */
let platform: Platform;
let browser: Browser;
let token = '';
let memberId = '';

async function api<T>(
  path: string,
  { auth, method = 'GET', body }: { auth?: string; method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${platform.origin}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
}

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  const login = await api<{ data: { access_token: string; user_id: string } }>('/auth/login', {
    method: 'POST',
    body: { email: platform.demoUsers.owner, password: platform.demoPassword },
  });
  const { access_token: auth, user_id: ownerId } = login.json.data;
  expect(
    (await api(`/business-owners/${ownerId}`, { auth, method: 'PUT', body: { company_name: '北辰数字工作室' } }))
      .status,
  ).toBe(200);
  const teams = (await api<{ id: string; name: string }[]>('/teams', { auth })).json;
  const checkout = teams.find((candidate) => candidate.name === 'Checkout Revamp Squad')!;
  const link = await api<{ token: string }>('/share-links', {
    auth,
    method: 'POST',
    body: { target_type: 'team', target_id: checkout.id, mode: 'live', show_rates: true },
  });
  expect(link.status, JSON.stringify(link.json)).toBe(201);
  token = link.json.token;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A visitor reading in Chinese: a new context whose stored language is zh before the app starts. */
async function chineseVisitor(width: number, height: number): Promise<Page> {
  const page = await (await newContext(browser, { width, height })).newPage();
  await page.goto(`${platform.appUrl}/shared-team/${token}`);
  await page.getByTestId('shared-name').waitFor();
  await page.click('[data-testid=language-switcher]');
  await page.click('[data-locale=zh]');
  await expect.poll(() => page.getByTestId('shared-by').textContent()).toContain('由 北辰数字工作室 私密分享');
  return page;
}

describe('a shared team, read in Chinese', () => {
  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'at %i px: the company, the languages and the team’s cost in Chinese; a member’s page asks for an intro',
    async (width, height) => {
      const page = await chineseVisitor(width, height);
      expect(await page.getByTestId('shared-cost').textContent()).toMatch(/^每周成本：/);
      const languages = await page.getByTestId('shared-member-languages').allTextContents();
      expect(languages.join(' ')).toMatch(/[语文]/);
      expect(languages.join(' ')).not.toMatch(/English|Romanian|French/);
      await expectAccessible(page, `shared team in zh at ${width}`);
      await shot(page, `team-${width}`);

      const first = page.getByTestId('shared-member-name').first();
      memberId = (await first.getAttribute('href'))!.split('/').pop()!;
      await first.click();
      await page.getByTestId('shared-profile').waitFor();
      expect(await page.getByTestId('shared-by').textContent()).toContain('北辰数字工作室');
      await expectAccessible(page, `shared member in zh at ${width}`);
      await shot(page, `member-${width}`);

      await page.getByTestId('shared-member-intro').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/您的姓名|姓名/).fill('王芳');
      await dialog.getByLabel(/电子邮件/).fill(`wang-${width}@client.example`);
      await expectAccessible(page, `intro dialog in zh at ${width}`);
      await shot(page, `member-intro-${width}`, false);
      await dialog.locator('button[type=submit]').click();
      await dialog.getByTestId('client-request-sent').waitFor();
      await page.context().close();
    },
  );

  it('the owner sees the intro requests, naming the member the visitor met', async () => {
    const login = await api<{ data: { access_token: string } }>('/auth/login', {
      method: 'POST',
      body: { email: platform.demoUsers.owner, password: platform.demoPassword },
    });
    const auth = login.json.data.access_token;
    const links = (await api<{ id: string; token: string }[]>('/share-links', { auth })).json;
    const link = links.find((candidate) => candidate.token === token)!;
    await expect
      .poll(async () => {
        const requests = (
          await api<{ kind: string; profile_id: string; email: string }[]>(`/share-links/${link.id}/requests`, { auth })
        ).json;
        return requests.filter((r) => r.kind === 'intro' && r.profile_id === memberId && r.email.startsWith('wang-'))
          .length;
      })
      .toBe(2);
  });
});
