import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { apiOf } from '../support/api';
import { startPlatform, type Platform } from '../support/platform';
import { chooseOption, signIn, toast } from '../support/pages';

const screenshot = screenshotter('projects');
/** The project pages scroll: each screenshot starts from the top. */
async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, fullPage);
}

/**
 * Client projects (issue 12) against the real platform in Debian's Chromium, in order:
 * 1. the owner creates a DPD project, assigns a team, adds milestones and shares it with a viewer;
 * 2. a member of that team (specialist@example.com) moves the milestone they are responsible for, on a phone;
 * 3. the viewer sees the project under Shared Projects and cannot edit it;
 * 4. the admin lands on My Projects and sees every project.
 * Every page and dialog is checked with axe-core for WCAG 2.1 A/AA. Needs `npm run build -w
 * frontend`; screenshots go to e2e/artifacts/projects-*.png.
 */
let platform: Platform;
let browser: Browser;
const projectName = `Claims triage assistant ${randomUUID().slice(0, 6)}`;
const viewerEmail = `viewer-${randomUUID().slice(0, 8)}@example.org`;
const viewerPassword = 'Tangerine-harbour-lantern-73';
/** The demo team specialist@example.com is in (scripts/src/demo/demoNetwork.ts). */
const TEAM_NAME = 'Data & AI Discovery Team';
const SPECIALIST_NAME = 'Priya Sharma';
const mine = 'Usability study of the triage flow';
const other = 'Pilot go-live with the insurer';
let projectId = '';

const { register } = apiOf(() => platform);

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  // Given: the person the owner shares with, a business owner with an account of their own.
  await register(
    { first_name: 'Vera', last_name: 'Viewer', email: viewerEmail, user_type: 'business_owner' },
    viewerPassword,
  );
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openPage(width = 1440, height = 900): Promise<Page> {
  return (await newContext(browser, { width, height })).newPage();
}

/** Opens a MUI select by its test id and picks the option that reads `text`. */
const choose = (page: Page, testId: string, text: string | RegExp, scope: Page | Locator = page) =>
  chooseOption(scope.getByTestId(testId), text);

/**
 * Clicks the tab until its panel shows, as a person clicks again: beside `stress -c 2` a phone's scrollable tab row
 * was still scrolling the selected tab into view, and the click met the row in motion and opened nothing.
 */
async function openTab(page: Page, tab: string) {
  await vi.waitFor(
    async () => {
      await page.getByTestId(`project-tab-${tab}`).click();
      await page.getByTestId(`project-panel-${tab}`).waitFor({ timeout: 5_000 });
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('client projects', () => {
  it('1. the owner creates a DPD project, assigns a team, adds milestones and shares it with a viewer', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.owner);
    await page.goto(`${platform.appUrl}/profile/profile-projects/my-projects`);
    await page.getByTestId('project-row').first().waitFor();
    expect(await page.getByTestId('project-list').getAttribute('data-view')).toBe('owner');
    // The seed's three projects, with their chips and the DTH project's team avatars.
    expect(await page.getByTestId('project-row').count()).toBe(3);
    await page.getByTestId('project-team-avatars').first().waitFor();
    await expectAccessible(page, 'my projects, owner');
    await shot(page, '1-owner-my-projects');

    // Filters: DPD only.
    await choose(page, 'filter-engagement_type', 'Digital Project Delivery');
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(2);
    for (const chip of await page.getByTestId('project-type').all())
      expect(await chip.getAttribute('data-type')).toBe('DPD');
    await page.getByTestId('filters-clear').click();
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(3);

    await page.getByTestId('project-create').click();
    await page.getByTestId('project-create-form').waitFor();
    await expectAccessible(page, 'new project');
    await page.getByRole('textbox', { name: /Project name/ }).fill(projectName);
    await page.getByRole('textbox', { name: 'Client' }).fill('Coastal Mutual Insurance');
    await page.getByTestId('project-type-DPD').click();
    await page
      .getByRole('textbox', { name: 'Brief' })
      .fill('Deliver an assistant that sorts incoming claims by urgency, piloted with the claims team.');
    for (const skill of ['Python', 'React', 'Swift']) {
      await page.getByTestId('project-skills-input').fill(skill);
      await page.getByRole('option', { name: skill, exact: true }).click();
    }
    await page.getByTestId('project-start_date').fill(day(7));
    await page.getByTestId('project-end_date').fill(day(97));
    await page.getByTestId('project-budget-amount').fill('120000');
    await page.getByTestId('project-budget-currency').fill('aud');
    await shot(page, '2-owner-create');
    await page.getByTestId('project-create-submit').click();
    await toast(page, 'Project created');
    await page.waitForURL(/project\/details\?id=/);
    projectId = new URL(page.url()).searchParams.get('id')!;
    await expect.poll(() => page.getByTestId('project-title').innerText()).toBe(projectName);
    expect(await page.getByTestId('project-budget').innerText()).toContain('120,000');
    expect(await page.getByTestId('project-status').first().getAttribute('data-status')).toBe('draft');

    // Team: one of the owner's teams; the coverage of the three required skills.
    await openTab(page, 'team');
    await page.getByTestId('project-team-empty').waitFor();
    await page.getByTestId('team-assign-open').click();
    const assign = page.getByTestId('team-assign-dialog');
    await expectAccessible(page, 'assign team dialog');
    await choose(page, 'team-select', new RegExp(TEAM_NAME.replace(/&/g, '&')), assign);
    await assign.getByTestId('dialog-save').click();
    await toast(page, 'Team assigned');
    await page.getByTestId('project-team-member').first().waitFor();
    // The write's answer has no cards; the refetch that follows it names the members.
    await expect
      .poll(() => page.getByTestId('project-team-member').filter({ hasText: SPECIALIST_NAME }).count())
      .toBe(1);
    await page.getByTestId('coverage-required').first().waitFor();
    expect(await page.getByTestId('coverage-required').count()).toBe(3);
    // Nobody in the data team knows Swift: it is missing.
    expect(await page.getByTestId('coverage-missing').innerText()).toContain('Swift');
    await expectAccessible(page, 'team tab');
    await shot(page, '3-owner-team');

    // Milestones: one for the specialist, one for nobody.
    await openTab(page, 'milestones');
    await page.getByTestId('milestones-empty').waitFor();
    for (const [title, due, who] of [
      [mine, day(30), SPECIALIST_NAME],
      [other, day(90), null],
    ] as const) {
      await page.getByTestId('milestone-add').click();
      const dialog = page.getByTestId('milestone-dialog');
      await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
      await dialog.getByTestId('milestone-due-input').fill(due);
      if (who) await choose(page, 'milestone-responsible-select', new RegExp(who), dialog);
      if (title === mine) await expectAccessible(page, 'milestone dialog');
      await dialog.getByTestId('dialog-save').click();
      await toast(page, 'Milestone saved');
      await page.getByTestId('milestone').filter({ hasText: title }).waitFor();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(await page.locator('[data-testid=milestone-column][data-status=todo] [data-testid=milestone]').count()).toBe(
      2,
    );
    expect(
      await page.getByTestId('milestone').filter({ hasText: mine }).getByTestId('milestone-responsible').innerText(),
    ).toBe(SPECIALIST_NAME);

    // Post it: the stepper offers what the diagram allows.
    await page.getByTestId('status-to-posted').click();
    await toast(page, 'Project status updated');
    await expect.poll(() => page.getByTestId('project-status').first().getAttribute('data-status')).toBe('posted');
    expect(await page.getByTestId('status-to-in_progress').isVisible()).toBe(true);
    await expectAccessible(page, 'milestones tab');
    await shot(page, '4-owner-milestones');

    // Share with the viewer.
    await openTab(page, 'collaborators');
    await page.getByTestId('collaborators-empty').waitFor();
    await page.getByTestId('collaborator-add').click();
    const share = page.getByTestId('collaborator-dialog');
    await share.getByRole('textbox', { name: /Email/ }).fill(viewerEmail);
    await share.getByTestId('collaborator-role-viewer').click();
    await expectAccessible(page, 'share dialog');
    await share.getByTestId('dialog-save').click();
    await toast(page, 'Project invitation sent');
    // Invited by address: nobody is named until the holder of the address accepts.
    const invited = page.locator(`[data-testid=collaborator-invitation][data-email="${viewerEmail}"]`);
    await invited.waitFor();
    expect(await invited.innerText()).toContain(`Invited: ${viewerEmail}`);
    await expectAccessible(page, 'collaborators tab, invited');
    await shot(page, '5-owner-collaborators-invited');

    // The viewer accepts under Shared Projects.
    const viewer = await openPage();
    await signIn(viewer, platform, viewerEmail, viewerPassword);
    await viewer.goto(`${platform.appUrl}/profile/profile-projects/shared-projects`);
    const invitation = viewer.getByTestId('project-invitation').filter({ hasText: projectName });
    await invitation.waitFor();
    await expectAccessible(viewer, 'shared projects, invitation');
    await shot(viewer, '5b-viewer-invitation');
    await invitation.getByTestId('project-invitation-accept').click();
    await toast(viewer, 'You can now open the project');
    await viewer.getByTestId('project-row').filter({ hasText: projectName }).waitFor();
    await viewer.close();

    await page.reload();
    await openTab(page, 'collaborators');
    await page.locator(`[data-testid=collaborator][data-email="${viewerEmail}"]`).waitFor();
    expect(await page.getByTestId('collaborator-invitation').count()).toBe(0);
    await expectAccessible(page, 'collaborators tab');
    await shot(page, '5-owner-collaborators');

    // History: newest first, worded per action.
    await openTab(page, 'history');
    await page.getByTestId('history-item').first().waitFor();
    await expect
      .poll(() => page.getByTestId('history-text').first().innerText())
      .toBe(`${viewerEmail} joined as Viewer`);
    expect(await page.getByTestId('history-text').nth(1).innerText()).toBe(`Invited ${viewerEmail} as Viewer`);
    const texts = await page.getByTestId('history-text').allInnerTexts();
    expect(texts).toContain('Moved the status from Draft to Posted');
    expect(texts).toContain(`Assigned the team ${TEAM_NAME}`);
    expect(texts).toContain(`Added the milestone “${mine}”`);
    expect(texts.at(-1)).toBe(`Created the DPD project “${projectName}”`);
    await expectAccessible(page, 'history tab');
    await shot(page, '6-owner-history');
  });

  it('2. a team member moves the milestone they are responsible for (phone)', async () => {
    const page = await openPage(390, 844);
    await signIn(page, platform, platform.demoUsers.specialist);
    await page.goto(`${platform.appUrl}/profile/profile-projects/my-projects`);
    await page.getByTestId('project-row').filter({ hasText: projectName }).waitFor();
    // On a phone the rows are cards and the less used filters wait under 'More filters'.
    expect(await page.getByTestId('project-table').count()).toBe(0);
    expect(await page.getByTestId('filter-from').count()).toBe(0);
    await page.getByTestId('filters-more').click();
    await page.getByTestId('filter-from').waitFor();
    await page.getByTestId('filters-more').click();
    await expectAccessible(page, 'my projects, member, 390 px');
    await shot(page, '7-member-my-projects-390');

    await page.getByTestId('project-row').filter({ hasText: projectName }).click();
    await page.getByTestId('project-show').waitFor();
    expect(await page.getByTestId('project-show').getAttribute('data-role')).toBe('member');
    expect(await page.getByTestId('project-edit').count()).toBe(0);
    await openTab(page, 'milestones');
    const card = page.getByTestId('milestone').filter({ hasText: mine });
    await card.waitFor();
    // Only their own milestone can be moved, and nothing can be added or removed.
    expect(await page.getByTestId('milestone').filter({ hasText: other }).getByTestId('milestone-move').count()).toBe(
      0,
    );
    expect(await page.getByTestId('milestone-add').count()).toBe(0);
    expect(await page.getByTestId('milestone-remove').count()).toBe(0);
    await choose(page, 'milestone-move', 'In progress', card);
    await toast(page, 'Milestone saved');
    await page
      .locator('[data-testid=milestone-column][data-status=in_progress] [data-testid=milestone]')
      .filter({ hasText: mine })
      .waitFor();
    await expectAccessible(page, 'milestones, member, 390 px');
    await shot(page, '8-member-milestone-moved-390');
  });

  it('3. the viewer sees the project under Shared Projects and cannot edit it', async () => {
    const page = await openPage();
    await signIn(page, platform, viewerEmail, viewerPassword);
    await page.goto(`${platform.appUrl}/profile/profile-projects/shared-projects`);
    const row = page.getByTestId('project-row').filter({ hasText: projectName });
    await row.waitFor();
    expect(await page.getByTestId('project-row').count()).toBe(1);
    expect(await row.getByTestId('project-role').getAttribute('data-role')).toBe('viewer');
    await expectAccessible(page, 'shared projects, viewer');
    await shot(page, '9-viewer-shared-projects');

    await row.getByTestId('project-name').click();
    await page.waitForURL((url) => url.searchParams.get('id') === projectId);
    await page.getByTestId('project-show').waitFor();
    expect(await page.getByTestId('project-show').getAttribute('data-can-edit')).toBe('false');
    await page.getByTestId('project-read-only').waitFor();
    for (const id of [
      'project-edit',
      'project-archive',
      'status-to-in_progress',
      'status-to-cancelled',
      'project-tab-collaborators',
    ])
      expect(await page.getByTestId(id).count(), id).toBe(0);
    await page.getByTestId('stepper-read-only').waitFor();
    await openTab(page, 'team');
    expect(await page.getByTestId('team-assign-open').count()).toBe(0);
    await openTab(page, 'milestones');
    await page.getByTestId('milestone').first().waitFor();
    for (const id of ['milestone-add', 'milestone-edit', 'milestone-remove', 'milestone-move'])
      expect(await page.getByTestId(id).count(), id).toBe(0);
    await expectAccessible(page, 'project, viewer');
    await shot(page, '10-viewer-project');
  });

  it('4. the admin lands on My Projects and sees every project', async () => {
    const page = await openPage();
    await signIn(page, platform, platform.demoUsers.admin);
    await page.waitForURL(/\/stage\/profile\/profile-projects\/my-projects$/);
    await page.getByTestId('project-row').first().waitFor();
    expect(await page.getByTestId('project-list').getAttribute('data-view')).toBe('admin');
    // The owner's three demo projects and the new one: every project, with its owner.
    await expect.poll(() => page.getByTestId('project-row').count()).toBe(4);
    expect(await page.getByTestId('project-row').filter({ hasText: projectName }).count()).toBe(1);
    expect(new Set(await page.getByTestId('project-owner').allInnerTexts()).size).toBeGreaterThan(0);
    await expectAccessible(page, 'my projects, admin');
    await shot(page, '11-admin-my-projects');
    // Sorted by name, A to Z, from the column header.
    await page.getByTestId('sort-name').click();
    await expect
      .poll(async () => {
        const names = await page.getByTestId('project-name').allInnerTexts();
        return names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
  });
});
