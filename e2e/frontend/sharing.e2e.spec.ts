import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { startPlatform, type Platform } from '../support/platform';
import { toast } from '../support/pages';

const shot = screenshotter('sharing');

/**
 * Share links (issue 13) against the real platform in Debian's Chromium. Every visitor is a fresh
 * browser context with no session; the owner is another. In order:
 * 1. the owner shares the demo team from its page; a visitor opens the link, then a member;
 * 2. a frozen link, opened after the team changed, shows it as it was (a live link shows the change);
 * 3. an expired link shows the 410 page (and a revoked one its own);
 * 4. a passcode link: a wrong passcode is refused, the right one opens;
 * 5. the owner sees the opens in the link's access log, and exports it as CSV.
 * Every page is checked with axe-core (WCAG 2.1 A/AA). Needs `npm run build -w frontend`;
 * screenshots go to e2e/artifacts/sharing-*.png, phones at 390 px.
 */
let platform: Platform;
let browser: Browser;
let ownerToken = '';
let team = {
  id: '',
  name: '',
  members: [] as {
    specialist_id: string;
    role_title: string;
    specialist?: { first_name: string; last_name: string };
  }[],
};
let liveUrl = '';

interface LinkRecord {
  id: string;
  token: string;
  url: string;
  views: number;
  status: string;
}

async function api<T>(
  path: string,
  { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {},
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${platform.origin}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as T };
}

async function createLink(body: object): Promise<LinkRecord> {
  const { status, json } = await api<LinkRecord>('/share-links', {
    token: ownerToken,
    method: 'POST',
    body: { target_type: 'team', target_id: team.id, ...body },
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return json;
}

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  const { json } = await api<{ data: { access_token: string } }>('/auth/login', {
    method: 'POST',
    body: { email: platform.demoUsers.owner, password: platform.demoPassword },
  });
  ownerToken = json.data.access_token;
  const teams = (await api<(typeof team)[]>('/teams', { token: ownerToken })).json;
  const checkout = teams.find((candidate) => candidate.name === 'Checkout Revamp Squad');
  expect(checkout, 'the demo team').toBeDefined();
  team = (await api<typeof team>(`/teams/${checkout!.id}`, { token: ownerToken })).json;
  expect(team.members.length).toBeGreaterThanOrEqual(3);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A visitor: a new browser context, no cookie, no local or session storage. */
async function visitor(width = 1440, height = 900): Promise<Page> {
  return (await newContext(browser, { width, height })).newPage();
}

async function owner(width = 1440, height = 900): Promise<Page> {
  const page = await visitor(width, height);
  await page.goto(`${platform.appUrl}/login`);
  await page.fill('input[name=email]', platform.demoUsers.owner);
  await page.fill('input[name=password]', platform.demoPassword);
  await page.click('[data-testid=submit]');
  await page.waitForURL(/\/stage\/profile/);
  return page;
}

const fullName = (member: (typeof team)['members'][number]) =>
  `${member.specialist?.first_name} ${member.specialist?.last_name}`;

async function openShareDialog(page: Page) {
  await page.goto(`${platform.appUrl}/profile/profile-teams/team-detail?id=${team.id}`);
  await page.getByTestId('team-title').waitFor();
  await page.getByTestId('share-open').click();
  await page.getByTestId('share-dialog').waitFor();
}

describe('share links', () => {
  it('1. the owner shares the team; a visitor with no session opens it, then a member', async () => {
    const page = await owner();
    await openShareDialog(page);
    // The demo seeds a link or two; a target without any opens on the form by itself.
    await page.getByTestId('share-tab-new').click();
    await page.getByTestId('share-form').waitFor();
    await expectAccessible(page, 'share dialog, new link');
    await shot(page, '1-owner-new-link', false);
    await page.getByTestId('share-notify').click();
    await page.getByTestId('share-create').click();
    await toast(page, 'Link created');
    const row = page.locator('[data-testid=share-link][data-fresh=true]');
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('active');
    expect(await row.getByTestId('share-link-mode').innerText()).toBe('Live');
    liveUrl = await row.getByTestId('share-link-url').inputValue();
    expect(liveUrl).toMatch(new RegExp(`^${platform.appUrl}/shared-team/[A-Za-z0-9_-]{22,}$`));
    await expectAccessible(page, 'share dialog, links');
    await shot(page, '1-owner-links', false);
    await page.context().close();

    const guest = await visitor();
    const response = await guest.goto(liveUrl);
    expect(response?.status()).toBe(200);
    await guest.getByTestId('shared-team').waitFor();
    expect(await guest.getByTestId('shared-name').innerText()).toBe('Checkout Revamp Squad');
    expect(await guest.getByTestId('shared-member').count()).toBe(team.members.length);
    const first = team.members[0];
    const card = guest.locator(`[data-testid=shared-member][data-id="${first.specialist_id}"]`);
    expect(await card.getByTestId('shared-member-name').innerText()).toBe(fullName(first));
    expect(await card.getByTestId('shared-member-role').innerText()).toBe(first.role_title);
    expect(
      await guest.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('dth_share_grant:'))),
    ).toBe(true);
    expect(await guest.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expectAccessible(guest, 'shared team');
    await shot(guest, '1-visitor-team');

    await card.getByRole('link').click();
    await guest.getByTestId('shared-profile').waitFor();
    expect(await guest.getByTestId('profile-name').innerText()).toBe(fullName(first));
    expect(await guest.getByTestId('side-mail').count()).toBe(0);
    expect(await guest.getByTestId('side-phone').count()).toBe(0);
    expect(await guest.locator('[data-owner-control]').count()).toBe(0);
    await expectAccessible(guest, 'shared member profile');
    await shot(guest, '1-visitor-member');

    // A phone reads the same page in one column.
    const phone = await visitor(390, 844);
    await phone.goto(liveUrl);
    await phone.getByTestId('shared-member').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(phone, 'shared team on a phone');
    await shot(phone, '1-visitor-team-phone');
    await phone.context().close();
    await guest.context().close();
  });

  it('2. a frozen link opened after a change shows the team as it was; the live one shows the change', async () => {
    const frozen = await createLink({ mode: 'frozen' });
    const first = team.members[0];
    expect(
      (await api(`/teams/${team.id}`, { token: ownerToken, method: 'PUT', body: { name: 'Checkout Squad (renamed)' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await api(`/teams/${team.id}/members/${first.specialist_id}`, {
          token: ownerToken,
          method: 'PUT',
          body: { role_title: 'Engineering manager' },
        })
      ).status,
    ).toBe(200);

    const guest = await visitor();
    await guest.goto(`${platform.origin}${frozen.url}`);
    await guest.getByTestId('shared-team').waitFor();
    expect(await guest.getByTestId('shared-name').innerText()).toBe('Checkout Revamp Squad');
    const card = guest.locator(`[data-testid=shared-member][data-id="${first.specialist_id}"]`);
    expect(await card.getByTestId('shared-member-role').innerText()).toBe(first.role_title);
    expect(await guest.getByTestId('shared-version').getAttribute('data-mode')).toBe('frozen');
    await expectAccessible(guest, 'frozen team');
    await shot(guest, '2-visitor-frozen');

    // The live link of step 1 follows the change.
    await expect
      .poll(async () => {
        await guest.goto(liveUrl);
        await guest.getByTestId('shared-team').waitFor();
        return guest.getByTestId('shared-name').innerText();
      })
      .toBe('Checkout Squad (renamed)');
    expect(
      await guest
        .locator(`[data-testid=shared-member][data-id="${first.specialist_id}"]`)
        .getByTestId('shared-member-role')
        .innerText(),
    ).toBe('Engineering manager');
    await shot(guest, '2-visitor-live-after-change', false);
    await guest.context().close();
  });

  it('3. an expired link shows the 410 page; a revoked one says it was revoked', async () => {
    const expiring = await createLink({ mode: 'live', expires_at: new Date(Date.now() + 3000).toISOString() });
    await expect
      .poll(async () => (await api(`/public/share-links/${expiring.token}`)).status, { timeout: 15_000, interval: 500 })
      .toBe(410);

    const guest = await visitor();
    await guest.goto(`${platform.origin}${expiring.url}`);
    const state = guest.getByTestId('share-link-state');
    await state.waitFor();
    expect(await state.getAttribute('data-status')).toBe('410');
    expect(await guest.getByTestId('share-link-state-title').innerText()).toBe('This link has expired');
    expect(await guest.getByTestId('shared-member').count()).toBe(0);
    await expectAccessible(guest, 'expired link');
    await shot(guest, '3-visitor-expired');

    const revoked = await createLink({ mode: 'live' });
    expect(
      (await api(`/share-links/${revoked.id}/revoke`, { token: ownerToken, method: 'POST', body: {} })).status,
    ).toBe(200);
    await guest.goto(`${platform.origin}${revoked.url}`);
    await guest.getByTestId('share-link-state').waitFor();
    expect(await guest.getByTestId('share-link-state-title').innerText()).toBe('This link was revoked');

    await guest.goto(`${platform.appUrl}/shared-team/NoSuchTokenNoSuchToken00`);
    await guest.getByTestId('share-link-state').waitFor();
    expect(await guest.getByTestId('share-link-state').getAttribute('data-status')).toBe('404');
    await shot(guest, '3-visitor-unknown', false);
    await guest.context().close();
  });

  it('4. a passcode link: a wrong passcode is refused, the right one opens the team', async () => {
    const locked = await createLink({ mode: 'live', passcode: 'client-2026' });
    const guest = await visitor(390, 844);
    await guest.goto(`${platform.origin}${locked.url}`);
    await guest.getByTestId('passcode-gate').waitFor();
    await expectAccessible(guest, 'passcode gate');
    await shot(guest, '4-visitor-passcode');
    await guest.getByLabel('Passcode').fill('wrong-guess');
    await guest.getByTestId('passcode-submit').click();
    await guest.getByText('The passcode is not right').waitFor();
    await expectAccessible(guest, 'passcode refused');
    await shot(guest, '4-visitor-passcode-wrong');
    await guest.getByLabel('Passcode').fill('client-2026');
    await guest.getByTestId('passcode-submit').click();
    await guest.getByTestId('shared-team').waitFor();
    expect(await guest.getByTestId('shared-member').count()).toBeGreaterThan(0);
    await shot(guest, '4-visitor-passcode-open');
    await guest.context().close();
  });

  it('5. the owner sees the opens in the link’s access log and exports them as CSV', async () => {
    const page = await owner();
    await openShareDialog(page);
    const live = page.locator('[data-testid=share-link]').filter({ has: page.locator(`input[value="${liveUrl}"]`) });
    await live.waitFor();
    // Three visitor contexts opened it (step 1 on a desktop and a phone, step 2); reloads in one tab reuse its grant.
    expect(Number(await live.getByTestId('share-link-views').innerText())).toBe(3);
    expect(await live.getByTestId('share-link-last-opened').innerText()).not.toBe('Not opened yet');
    expect(await page.locator('[data-testid=share-link][data-status=expired]').count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('[data-testid=share-link][data-status=revoked]').count()).toBeGreaterThanOrEqual(1);
    await shot(page, '5-owner-links', false);

    await live.getByTestId('share-link-log').click();
    const log = page.getByTestId('access-log');
    await log.getByText('Chrome').first().waitFor();
    expect(await log.locator('tbody tr').count()).toBe(3);
    // Every open came from this machine's address: one visitor, by number, not a hash.
    expect([...new Set(await log.getByTestId('access-log-visitor').allTextContents())]).toEqual(['Visitor 1']);
    await expectAccessible(page, 'access log');
    await shot(page, '5-owner-access-log', false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      log.getByRole('button', { name: /Export/ }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('user_agent_family');
    expect(csv).toContain('Chrome');
    expect(csv).not.toMatch(/127\.0\.0\.1/);
    await page.context().close();

    // On a phone the dialog takes the whole screen and its rows stack.
    const phone = await owner(390, 844);
    await openShareDialog(phone);
    await phone.getByTestId('share-link').first().waitFor();
    expect(
      await phone.evaluate(
        () => document.querySelector('[data-testid=share-dialog] .MuiDialog-paper')!.getBoundingClientRect().width,
      ),
    ).toBe(390);
    await expectAccessible(phone, 'share dialog on a phone');
    await shot(phone, '5-owner-links-phone', false);
    await phone.context().close();
  });

  it('6. the owner shares a DPD project with its budget; a visitor sees the brief, dates, budget, team and milestones', async () => {
    const projects = (
      await api<{ id: string; name: string }[]>(
        `/projects?${new URLSearchParams({ filter: JSON.stringify({ q: 'Customer assistant pilot' }) })}`,
        { token: ownerToken },
      )
    ).json;
    const project = projects.find((candidate) => candidate.name === 'Customer assistant pilot');
    expect(project, 'the demo DPD project').toBeDefined();

    const page = await owner();
    await page.goto(`${platform.appUrl}/profile/project/details?id=${project!.id}`);
    await page.getByTestId('project-show').waitFor();
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-dialog').waitFor();
    await page.getByTestId('share-tab-new').click();
    await page.getByLabel('Show the budget').check();
    await page.getByTestId('share-create').click();
    await toast(page, 'Link created');
    const url = await page
      .locator('[data-testid=share-link][data-fresh=true]')
      .getByTestId('share-link-url')
      .inputValue();
    expect(url).toMatch(new RegExp(`^${platform.appUrl}/shared-project/[A-Za-z0-9_-]{22,}$`));
    await page.context().close();

    const guest = await visitor();
    await guest.goto(url);
    await guest.getByTestId('shared-project').waitFor();
    expect(await guest.getByTestId('shared-name').innerText()).toBe('Customer assistant pilot');
    expect(await guest.getByTestId('shared-engagement').innerText()).toContain('Digital project delivery');
    expect(await guest.getByTestId('shared-budget').innerText()).toMatch(/240,000/);
    expect(await guest.getByTestId('shared-member').count()).toBeGreaterThan(0);
    expect(await guest.getByTestId('shared-milestone').count()).toBeGreaterThan(0);
    await expectAccessible(guest, 'shared project');
    await shot(guest, '6-visitor-project');
    await guest.getByTestId('shared-member').first().getByRole('link').click();
    await guest.getByTestId('shared-profile').waitFor();
    expect(await guest.getByTestId('shared-back').innerText()).toBe('Back to the project');
    await guest.context().close();
  });

  it('7. a specialist shares their own profile, anonymised; a visitor sees first name and initial, no contact rows', async () => {
    const page = await visitor();
    await page.goto(`${platform.appUrl}/login`);
    await page.fill('input[name=email]', platform.demoUsers.specialist);
    await page.fill('input[name=password]', platform.demoPassword);
    await page.click('[data-testid=submit]');
    await page.waitForURL(/\/stage\/profile/);
    await page.goto(`${platform.appUrl}/profile/profile`);
    await page.getByTestId('profile-header').waitFor();
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-dialog').waitFor();
    await page.getByTestId('share-tab-new').click();
    await page.getByLabel(/Anonymise people/).check();
    await page.getByTestId('share-create').click();
    await toast(page, 'Link created');
    const url = await page
      .locator('[data-testid=share-link][data-fresh=true]')
      .getByTestId('share-link-url')
      .inputValue();
    expect(url).toMatch(new RegExp(`^${platform.appUrl}/shared-profile/[A-Za-z0-9_-]{22,}$`));
    await page.context().close();

    const guest = await visitor(390, 844);
    await guest.goto(url);
    await guest.getByTestId('shared-profile').waitFor();
    expect(await guest.getByTestId('profile-name').innerText()).toBe('Priya S.');
    for (const row of ['side-mail', 'side-phone', 'side-billing']) expect(await guest.getByTestId(row).count()).toBe(0);
    await expectAccessible(guest, 'shared profile on a phone');
    await shot(guest, '7-visitor-profile-phone');
    await guest.context().close();
  });

  it('8. an email-gated link: the visitor gives an allowed address, types the mailed code, and the log names them', async () => {
    const gated = await createLink({ mode: 'live', allowed_emails: ['client@example.com'] });
    const guest = await visitor();
    await guest.goto(`${platform.origin}${gated.url}`);
    await guest.getByTestId('email-gate').waitFor();
    await expectAccessible(guest, 'email gate');
    await guest.getByLabel('Email address').fill('Client@Example.com');
    await guest.getByTestId('gate-email-submit').click();
    await guest.getByTestId('code-gate').waitFor();
    await expectAccessible(guest, 'code gate');
    await shot(guest, '8-visitor-code');
    let code: string | undefined;
    await expect
      .poll(async () => (code = await mailedCode('client@example.com')), { timeout: 20_000, interval: 250 })
      .toMatch(/^\d{6}$/);
    await guest.getByLabel('6-digit code').fill(code!);
    await guest.getByTestId('gate-code-submit').click();
    await guest.getByTestId('shared-team').waitFor();
    await guest.context().close();

    const opens = await api<{ viewer_email: string | null }[]>(
      `/share-link-opens?${new URLSearchParams({ filter: JSON.stringify({ link_id: gated.id }) })}`,
      { token: ownerToken },
    );
    expect(opens.json.map((open) => open.viewer_email)).toEqual(['client@example.com']);
  });
});

/** The newest one-time code mailed to `to` (the platform writes its mails as .eml files). */
async function mailedCode(to: string): Promise<string | undefined> {
  const files = (await readdir(platform.mailDir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = (await readFile(join(platform.mailDir, file), 'utf8')).replace(/=\r?\n/g, '');
    if (!raw.toLowerCase().includes(`to: ${to}`)) continue;
    const match = /is (\d{6})\./.exec(raw);
    if (match) return match[1];
  }
  return undefined;
}
