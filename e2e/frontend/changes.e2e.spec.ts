import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { apiOf } from '../support/api';
import { startPlatform, type Platform } from '../support/platform';
import { signIn, toast } from '../support/pages';

const shot = screenshotter('changes');

/**
 * "Since your last visit" (issue 23) against the real platform in Debian's Chromium, as the seeded
 * owner: they open their team (the first visit); a member of it changes a skill; back on the team
 * page they see "1 change since your last visit" and, in the drawer, the skill by name; "Mark as
 * seen" clears it. Then the teams list shows a dot on a team that changed since they last looked, and
 * the report names whose role changed in a team. Every page is checked with axe-core (WCAG 2.1 A/AA).
 * Needs `npm run build -w frontend`; screenshots in e2e/artifacts/changes-*.png.
 */
let platform: Platform;
let browser: Browser;
let page: Page;
let owner = { access_token: '', user_id: '' };
let specialist = { access_token: '', user_id: '', first_name: '', last_name: '' };
let teamId = '';
let newSkill = { id: 0, title: '' };
const teamName = `Since-you-looked squad ${randomUUID().slice(0, 4)}`;

const { api, apiSignIn } = apiOf(() => platform);
/** The audit is projected after the write: wait until the changes the owner would read include it. */
async function auditHolds(path: string, token: string, count: number) {
  await expect
    .poll(async () => (await api<{ count: number }>(`${path}?since=0`, { token })).json.count, {
      timeout: 15_000,
      interval: 200,
    })
    .toBeGreaterThanOrEqual(count);
}

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  owner = await apiSignIn(platform.demoUsers.owner);
  specialist = await apiSignIn(platform.demoUsers.specialist);
  // Given: a team of the owner's, in the demo network, with the demo specialist in it as its frontend lead.
  const network = (
    await api<{ id: string }[]>(
      `/networks?${new URLSearchParams({ filter: JSON.stringify({ q: 'Digital Delivery' }) })}`,
      { token: owner.access_token },
    )
  ).json[0];
  const created = await api<{ id: string }>('/teams', {
    token: owner.access_token,
    method: 'POST',
    body: { network_id: network.id, name: teamName },
  });
  expect(created.status).toBe(201);
  teamId = created.json.id;
  // Offered a seat, the specialist accepts; the worker makes them a member a moment later.
  const offered = await api<{ offer_id: string }>(`/teams/${teamId}/members`, {
    token: owner.access_token,
    method: 'POST',
    body: { specialist_id: specialist.user_id, role_title: 'Frontend lead', allocation_days: 3 },
  });
  expect(offered.status).toBe(201);
  const accepted = await api(`/offers/${offered.json.offer_id}/accept`, {
    token: specialist.access_token,
    method: 'POST',
  });
  expect(accepted.status).toBe(200);
  // A hook has no expect.poll: vi.waitFor retries until the member is there.
  await vi.waitFor(
    async () => {
      const team = await api<{ member_count: number }>(`/teams/${teamId}`, { token: owner.access_token });
      if (team.json.member_count !== 1) throw new Error(`the team has ${team.json.member_count} members`);
    },
    { timeout: 10_000, interval: 100 },
  );
  const skills = (await api<{ data: { id: number; skill_title: string }[] }>('/user/skill/list')).json.data;
  const profile = (
    await api<{ data: { specialist_skills: { skill_id: number }[] } }>(`/user/specialist/${specialist.user_id}`, {
      token: specialist.access_token,
    })
  ).json.data;
  const has = new Set(profile.specialist_skills.map((s) => s.skill_id));
  const fresh = skills.find((s) => !has.has(s.id))!;
  newSkill = { id: fresh.id, title: fresh.skill_title };
  page = await (await newContext(browser)).newPage();
  await signIn(page, platform, platform.demoUsers.owner);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const teamPage = () => `${platform.appUrl}/profile/profile-teams/team-detail?id=${teamId}`;

describe('since your last visit, as the owner', () => {
  it('a member’s new skill raises the bell’s count live and shows as one change since the last visit, without a reload', async () => {
    const firstVisit = page.waitForResponse((response) => response.url().includes(`/changes/team/${teamId}`));
    const streamOpen = page.waitForResponse(
      (response) => response.url().endsWith('/notifications/stream') && response.status() === 200,
    );
    await page.goto(teamPage());
    await page.getByTestId('team-header').waitFor();
    // The first visit: nothing before it is news.
    await firstVisit;
    await streamOpen;
    expect(await page.getByTestId('since-last-visit').count()).toBe(0);
    const bell = page.getByTestId('notification-count');
    await bell.waitFor({ state: 'attached' });
    const before = Number(await bell.getAttribute('data-count'));

    const skillsNow = (
      await api<{ data: { specialist_skills: { skill_id: number }[] } }>(`/user/specialist/${specialist.user_id}`, {
        token: specialist.access_token,
      })
    ).json.data.specialist_skills.map((s) => s.skill_id);
    expect(
      (
        await api(`/user/specialist/add-skills/${specialist.user_id}`, {
          token: specialist.access_token,
          method: 'POST',
          body: { skills: [...skillsNow, newSkill.id] },
        })
      ).status,
    ).toBe(200);

    // Live: the stream raises the count and the page reads its changes again, with no reload.
    await expect.poll(async () => Number(await bell.getAttribute('data-count')), { timeout: 10_000 }).toBe(before + 1);
    const banner = page.getByTestId('since-last-visit');
    await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toMatch(/^1 change since your last visit on /);
    await expectAccessible(page, 'team page with changes since the last visit');
    await shot(page, '1-team-banner');

    await page.getByTestId('notification-bell').click();
    const newest = page.getByTestId('notification').first();
    await expect
      .poll(() => newest.textContent())
      .toContain(`${specialist.first_name} ${specialist.last_name} changed their skills`);
    expect(await newest.getAttribute('data-read')).toBe('false');
    // The seeded network's members who joined are named, whether or not they ever signed in.
    expect(
      (await page.getByTestId('notification').allTextContents()).filter((text) => text.startsWith('Someone')),
    ).toEqual([]);
    await expectAccessible(page, 'notifications');
    await shot(page, '1b-bell');
    await page.keyboard.press('Escape');
    await page.getByTestId('notification-list').waitFor({ state: 'hidden' });

    await page.getByTestId('show-changes').click();
    const drawer = page.getByTestId('changes-drawer');
    await drawer.waitFor();
    const row = drawer.getByTestId('changes-row');
    expect(await row.count()).toBe(1);
    expect(await row.locator('h3').textContent()).toContain(`${specialist.first_name} ${specialist.last_name}`);
    const addedSkill = row.locator('[data-testid=change][data-field=specialist_skills]').locator('[data-kind=added]');
    await expect.poll(() => addedSkill.textContent()).toContain(newSkill.title);
    expect(await addedSkill.textContent()).not.toContain(specialist.first_name);
    // The owner reads field names in words, not the record's keys; the entries are the list's only items (no
    // numbered divider between them), and the list scrolls from the keyboard.
    expect(await drawer.textContent()).not.toContain('specialist_skills');
    expect(await drawer.locator('ol > li').count()).toBe(await row.count());
    expect(await drawer.locator('ol').getAttribute('tabindex')).toBe('0');
    await expectAccessible(page, 'changes drawer');
    await shot(page, '2-team-drawer');

    await drawer.getByTestId('drawer-mark-seen').click();
    await toast(page, 'Marked as seen');
    await expect.poll(() => banner.count()).toBe(0);
    const nextRead = page.waitForResponse((response) => response.url().includes(`/changes/team/${teamId}`));
    await page.reload();
    await page.getByTestId('team-header').waitFor();
    await nextRead;
    expect(await banner.count()).toBe(0);
  });

  it('the teams list shows a dot on a team whose page counts a change since the owner last looked', async () => {
    // A member's card changes (their new skill goes again): the team page counts it, and so does the list.
    expect(
      (
        await api(`/user/specialist/add-skills/${specialist.user_id}`, {
          token: specialist.access_token,
          method: 'POST',
          body: {
            skills: (
              await api<{ data: { specialist_skills: { skill_id: number }[] } }>(
                `/user/specialist/${specialist.user_id}`,
                { token: specialist.access_token },
              )
            ).json.data.specialist_skills
              .map((s) => s.skill_id)
              .filter((id) => id !== newSkill.id),
          },
        })
      ).status,
    ).toBe(200);
    await auditHolds(`/changes/team/${teamId}`, owner.access_token, 4);
    await page.goto(teamPage());
    await expect
      .poll(() => page.getByTestId('since-last-visit').textContent(), { timeout: 15_000 })
      .toMatch(/^1 change since your last visit on /);
    await page.goto(`${platform.appUrl}/profile/profile-teams/teams`);
    const card = page.getByTestId('team-name').filter({ hasText: teamName });
    await expect.poll(() => card.getByTestId('changed-dot').count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByTestId('changed-dot').getAttribute('aria-label')).toBe('Changed since you last looked');
    await expectAccessible(page, 'teams list with a dot');
    await shot(page, '3-teams-dot');
  });

  it('the report names whose item of a list changed: the member whose role changed', async () => {
    expect(
      (
        await api(`/teams/${teamId}/members/${specialist.user_id}`, {
          token: owner.access_token,
          method: 'PUT',
          body: { role_title: 'Tech lead', allocation_days: 3 },
        })
      ).status,
    ).toBe(200);
    await auditHolds(`/changes/team/${teamId}`, owner.access_token, 5);
    const admin = await newContext(browser).then((context) => context.newPage());
    await signIn(admin, platform, platform.demoUsers.admin);
    await admin.goto(
      `${platform.appUrl}/report?${new URLSearchParams({ filter: JSON.stringify({ type: ['TeamMemberChanged'] }) })}`,
    );
    const roleRow = admin
      .locator('tr')
      .filter({ has: admin.locator('[data-type=TeamMemberChanged]') })
      .filter({ hasText: teamName })
      .first();
    await roleRow.getByTestId('open-event').click();
    const changed = admin.getByTestId('audit-event').locator('[data-testid=list-item][data-kind=changed]');
    await expect
      .poll(() => changed.textContent(), { timeout: 15_000 })
      .toContain(`${specialist.first_name} ${specialist.last_name} · Tech lead`);
    expect(await changed.getByTestId('item-field').textContent()).toBe('Role');
    expect(await changed.textContent()).toContain('Frontend lead → Tech lead');
    await expectAccessible(admin, 'report diff naming the member');
    await shot(admin, '4-report-named-item', false);
    await admin.context().close();
  });

  it('reads in French and Chinese: the bell, its sentences and the changes since the last visit', async () => {
    expect(
      (await api(`/teams/${teamId}`, { token: owner.access_token, method: 'PUT', body: { name: `${teamName} II` } }))
        .status,
    ).toBe(200);
    await auditHolds(`/changes/team/${teamId}`, owner.access_token, 6);
    await page.goto(teamPage());
    await page.getByTestId('since-last-visit').waitFor();
    for (const [locale, banner, title] of [
      ['fr', /^\d+ modifications? depuis votre dernière visite le /, 'Notifications'],
      ['zh', /^自您上次访问（.+）以来有 \d+ 处更改/, '通知'],
    ] as const) {
      await page.click('[data-testid=language-switcher]');
      await page.click(`[data-locale=${locale}]`);
      await expect.poll(() => page.getByTestId('since-last-visit').textContent()).toMatch(banner);
      await page.getByTestId('notification-bell').click();
      await expect.poll(() => page.locator('#notifications-title').textContent()).toBe(title);
      await expectAccessible(page, `bell in ${locale}`);
      await shot(page, `5-${locale}-bell`, false);
      await page.keyboard.press('Escape');
      await page.getByTestId('notification-list').waitFor({ state: 'hidden' });
    }
    await page.click('[data-testid=language-switcher]');
    await page.click('[data-locale=en]');
  });
});
