import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchChromium, screenshotter } from '../support/browser';
import { pdfText, startPostgresServer, type PostgresServerHandle } from '@dth/testing';
import { apiOf } from '../support/api';
import { startPlatform, type Platform } from '../support/platform';
import { signedInPage } from '../support/pages';

const shot = screenshotter('report');

/**
 * The admin report (issue 14) against the real platform in Debian's Chromium, as admin@example.com:
 * 1. filter the report by an actor;
 * 2. open an event's diff;
 * 3. move the time slider on a profile's History and see its old industry title;
 * 4. export the filter as CSV and check its rows;
 * 5. see the activity chart (and the event catalogue, and the report on a phone).
 * The specialist changes their industry title twice through the API first. Every page is checked
 * with axe-core (WCAG 2.1 A/AA). Needs `npm run build -w frontend`; screenshots in
 * e2e/artifacts/report-*.png.
 */
let platform: Platform;
let browser: Browser;
let adminToken = '';
let specialistId = '';
let specialistName = '';
const oldTitle = `Service Designer ${randomUUID().slice(0, 4)}`;
const newTitle = `Lead Product Designer ${randomUUID().slice(0, 4)}`;
const adminTitle = `Principal Designer ${randomUUID().slice(0, 4)}`;
let [skillA, skillB, skillC] = ['', '', ''];
const CSV_COLUMNS =
  'position,at,actor_id,actor_name,actor_role,action,target_type,target_id,target_name,owner_id,owner_name,correlation_id,source,changes,reverts';

const { api, apiSignIn } = apiOf(() => platform);

const auditQuery = (filter: Record<string, unknown>) =>
  `/audit-events?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(['at', 'DESC']), range: JSON.stringify([0, 49]) })}`;

/** The projector is asynchronous: wait until the audit model holds what was written. */
const waitForAudit = (filter: Record<string, unknown>, count: number) =>
  vi.waitFor(
    async () => {
      const { status, json } = await api<unknown[]>(auditQuery(filter), { token: adminToken });
      if (status !== 200 || json.length < count)
        throw new Error(`the audit model does not hold ${count} events for ${JSON.stringify(filter)} yet`);
      return json;
    },
    { timeout: 20_000, interval: 200 },
  );

// The same walk on each audit store: the embedded SQLite file, and PostgreSQL (AUDIT_STORE=postgres, a private server).
describe.each(['sqlite', 'postgres'])('on the %s audit store', (store) => {
  let postgres: PostgresServerHandle | undefined;
  // The pages' wording, the catalogue and the phone layout read nothing the stores answer differently: once is enough.
  const itOnce = store === 'sqlite' ? it : it.skip;

  beforeAll(async () => {
    postgres = store === 'postgres' ? await startPostgresServer() : undefined;
    platform = await startPlatform({ env: postgres ? { AUDIT_STORE: 'postgres', DATABASE_URL: postgres.url } : {} });
    browser = await launchChromium();
    adminToken = (await apiSignIn(platform.demoUsers.admin)).access_token;
    // Given: the specialist renamed their industry title twice.
    const specialist = await apiSignIn(platform.demoUsers.specialist);
    specialistId = specialist.user_id;
    specialistName = `${specialist.first_name} ${specialist.last_name}`.trim();
    // Their skills changed from [A, B] to [B, C] (a list diffed item by item), before the titles.
    const skills = (await api<{ data: { id: number; skill_title: string }[] }>('/user/skill/list')).json.data;
    [skillA, skillB, skillC] = skills.slice(0, 3).map((skill) => skill.skill_title);
    for (const ids of [
      [skills[0].id, skills[1].id],
      [skills[1].id, skills[2].id],
    ]) {
      expect(
        (
          await api(`/user/specialist/add-skills/${specialistId}`, {
            token: specialist.access_token,
            method: 'POST',
            body: { skills: ids },
          })
        ).status,
      ).toBe(200);
    }
    for (const title of [oldTitle, newTitle]) {
      expect(
        (
          await api(`/user/update-user/${specialistId}`, {
            token: specialist.access_token,
            method: 'PUT',
            body: { specialist: { industry_title: title } },
          })
        ).status,
      ).toBe(200);
    }
    // And an admin corrected it afterwards (the preset 'admins editing other people's profiles').
    expect(
      (
        await api(`/user/update-user/${specialistId}`, {
          token: adminToken,
          method: 'PUT',
          body: { specialist: { industry_title: adminTitle } },
        })
      ).status,
    ).toBe(200);
    await waitForAudit({ target_id: specialistId, type: 'IndustryTitleSet' }, 3);
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await postgres?.stop();
  });

  /** A record of the demo data (its id from the report, its name as it is now from its as-of). */
  async function aRecord(targetType: string, created: string): Promise<{ id: string; name: string }> {
    const [row] = (
      await api<{ target: { id: string } }[]>(auditQuery({ target_type: targetType, type: created }), {
        token: adminToken,
      })
    ).json;
    expect(row, `a ${targetType} in the demo data`).toBeDefined();
    const { json } = await api<{ record: { name: string } }>(`/history/${targetType}/${row.target.id}/as-of`, {
      token: adminToken,
    });
    return { id: row.target.id, name: json.record.name };
  }

  /** The table's rows of the specialist's own title changes (not the admin's), newest first. */
  const titleRows = (page: Page) =>
    page
      .locator('tr')
      .filter({ has: page.locator('[data-type=IndustryTitleSet]') })
      .filter({ has: page.getByTestId('actor-name').getByText(specialistName, { exact: true }) });

  describe('the admin report', () => {
    let page: Page;
    let asOfHref = '';

    beforeAll(async () => {
      page = await signedInPage(browser, platform, platform.demoUsers.admin);
    });

    it('1. filters the report by an actor', async () => {
      await page.goto(`${platform.appUrl}/report`);
      await page.getByTestId('audit-events-table').waitFor();
      await expectAccessible(page, 'report');
      await titleRows(page).first().getByTestId('filter-by-actor').click();

      await expect.poll(() => page.getByTestId('active-filter-actor').textContent()).toContain(specialistName);
      await expect
        .poll(async () => [...new Set(await page.getByTestId('actor-name').allTextContents())])
        .toEqual([specialistName]);
      expect(await titleRows(page).count()).toBeGreaterThanOrEqual(2);
      await expectAccessible(page, 'report filtered by an actor');
      await shot(page, '1-filter-actor');
    });

    it('2. opens an event and reads its diff', async () => {
      await titleRows(page).first().getByTestId('open-event').click();
      const drawer = page.getByTestId('audit-event');
      await drawer.waitFor();
      await expect.poll(() => drawer.getByTestId('change-after').first().textContent()).toBe(newTitle);
      expect(await drawer.getByTestId('change-before').first().textContent()).toBe(oldTitle);
      asOfHref = (await drawer.getByTestId('as-of-link').getAttribute('href')) ?? '';
      expect(asOfHref).toContain(`/profile-view?id=${specialistId}&tab=audit&at=`);
      await expectAccessible(page, 'diff drawer');
      await shot(page, '2-diff', false);
    });

    it('2b. reads a list change item by item', async () => {
      await page.getByTestId('close-drawer').click();
      const skillsRow = page
        .locator('tr')
        .filter({ has: page.locator('[data-type=SkillsSet]') })
        .first();
      await skillsRow.getByTestId('open-event').click();
      const drawer = page.getByTestId('audit-event');
      await expect.poll(() => drawer.getByTestId('drawer-action').getAttribute('data-type')).toBe('SkillsSet');
      await drawer.getByTestId('list-item').first().waitFor();
      const items = await drawer
        .getByTestId('list-item')
        .evaluateAll((nodes) => nodes.map((node) => [(node as HTMLElement).dataset.kind, node.textContent]));
      expect(items.find(([kind]) => kind === 'removed')?.[1]).toContain(skillA);
      expect(items.find(([kind]) => kind === 'added')?.[1]).toContain(skillC);
      expect(items.find(([kind]) => kind === 'kept')?.[1]).toContain(skillB);
      // Each item's "(added)", "(removed)" or "(unchanged)" is for screen readers: a one-pixel box, so nothing
      // in the drawer or the page scrolls sideways.
      const said = drawer.getByText(/^ \((added|removed|unchanged)\)$/);
      expect(await said.count()).toBe(items.length);
      for (const box of await Promise.all((await said.all()).map((word) => word.boundingBox())))
        expect(box?.width).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectAccessible(page, 'list diff');
      await shot(page, '2b-list-diff', false);
      // Back to the newest title change, for the link to the record as of then.
      await page.getByTestId('close-drawer').click();
      await titleRows(page).first().getByTestId('open-event').click();
      await expect
        .poll(() => page.getByTestId('audit-event').getByTestId('change-after').first().textContent())
        .toBe(newTitle);
    });

    it('3. moves the time slider on the profile and sees the old industry title', async () => {
      await page.getByTestId('as-of-link').click();
      await page.waitForURL(/\/stage\/profile-view\?id=.*tab=audit/);
      const asOf = page.getByTestId('as-of-record');
      await expect
        .poll(() => asOf.getByTestId('profile-industry-title').textContent(), { timeout: 15_000 })
        .toBe(newTitle);
      await shot(page, '3a-history-now');

      const slider = page.getByRole('slider', { name: 'Moment in the record’s history' });
      await slider.focus();
      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(() => page.getByTestId('as-of-record').getByTestId('profile-industry-title').textContent(), {
          timeout: 15_000,
        })
        .toBe(oldTitle);
      // The title's row of the comparison (the seeded avatar may have been processed after the title changed).
      await expect
        .poll(() =>
          page
            .getByTestId('history-compare')
            .locator('[data-testid="change"][data-field="industry_title"]')
            .getByTestId('change-after')
            .first()
            .textContent(),
        )
        .toBe(oldTitle);
      // The moment back, the page still fits the window (its diff's screen-reader words take no room).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectAccessible(page, 'profile history');
      await shot(page, '3b-history-old-title');

      // The CV as it was then (issue 24): the old title, and the moment it shows.
      await page.getByTestId('as-of-record').getByTestId('document-open-cv').click();
      const dialog = page.getByTestId('document-dialog');
      await dialog.waitFor();
      await expectAccessible(page, 'as-of CV dialog');
      const [saved] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        dialog.getByTestId('document-download').click(),
      ]);
      const text = pdfText(await readFile(await saved.path()));
      expect(text).toContain(oldTitle);
      expect(text).not.toContain(newTitle);
      expect(text).toMatch(/As it was on/);
    });

    it('4. exports the filtered report as CSV (a job, then a signed link) and checks its rows', async () => {
      // The list keeps its filter when one comes back to it (react-admin's stored list parameters).
      await page.goto(`${platform.appUrl}/report`);
      await page.getByTestId('audit-events-table').waitFor();
      await expect.poll(() => page.getByTestId('active-filter-actor').textContent()).toContain(specialistName);
      await expect
        .poll(async () => [...new Set(await page.getByTestId('actor-name').allTextContents())])
        .toEqual([specialistName]);
      await page.getByTestId('export-csv').click();
      // The job runs in the worker; the report follows it, then offers the file from the gateway.
      const job = page.getByTestId('export-job').first();
      await expect.poll(() => job.getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
      expect(await job.textContent()).toMatch(/CSV ready: \d+ rows?/);
      expect(await page.getByTestId('export-download').getAttribute('href')).toMatch(
        /^\/exports\/[0-9a-f-]{36}\/audit-events-[0-9TZ-]+\.csv\?expires=\d+&signature=/,
      );
      await expectAccessible(page, 'report with a finished export');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-download').click(),
      ]);
      const path = await download.path();
      const csv = readFileSync(path, 'utf8');
      const lines = csv.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(CSV_COLUMNS);
      // Every row is the specialist's, as many as the API counts for the filter, and the title changes are among them.
      const listed = await api<unknown[]>(auditQuery({ actor_id: specialistId }), { token: adminToken });
      const total = Number(listed.headers.get('Content-Range')?.split('/').pop());
      expect(lines.length - 1).toBeGreaterThanOrEqual(2);
      expect(csv.split('\r\n').filter((line) => /^\d+,/.test(line)).length).toBe(total);
      const titleLines = lines.filter((line) => line.includes(',IndustryTitleSet,'));
      expect(titleLines.length).toBeGreaterThanOrEqual(2);
      expect(titleLines[0]).toContain(`,${specialistId},`);
      expect(titleLines[0]).toContain(newTitle);
      expect(download.suggestedFilename()).toMatch(/^audit-events-.*\.csv$/);
      await shot(page, '4-export', false);
    });

    it('5. sees the activity chart over the list', async () => {
      await page.getByTestId('clear-filters').click();
      const chart = page.getByTestId('activity-chart');
      await chart.getByTestId('chart-canvas').waitFor();
      await expect.poll(() => chart.locator('.MuiBarElement-root').count()).toBeGreaterThan(0);
      expect(await chart.getByTestId('chart-summary').textContent()).toMatch(/events in 90 days/);
      // Every tick label is inside the chart, the last one included, once the chart has laid out at its width.
      const lastTickPastTheEdge = () =>
        chart.getByTestId('chart-canvas').evaluate((canvas) => {
          // The plot's own svg (the legend's marks are svgs too, and may come first).
          const svg = canvas.querySelector('.MuiChartsAxis-directionX')!.closest('svg')!.getBoundingClientRect();
          const ticks = [...canvas.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')];
          return Math.max(...ticks.map((tick) => tick.getBoundingClientRect().right)) - svg.right;
        });
      await expect.poll(lastTickPastTheEdge).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'report with chart');
      await shot(page, '5-chart');

      // Filtered by an actor, the chart counts the list's events: its total is the list's.
      const summaryCount = async () =>
        Number(
          (await chart.getByTestId('chart-summary').textContent())?.match(/^([\d,]+) events/)?.[1]?.replace(/,/g, ''),
        );
      const listTotal = async () =>
        Number(
          (await page.locator('.MuiTablePagination-displayedRows').first().textContent())
            ?.match(/of ([\d,]+)/)?.[1]
            ?.replace(/,/g, ''),
        );
      const everyone = await summaryCount();
      await titleRows(page).first().getByTestId('filter-by-actor').click();
      await expect.poll(() => page.getByTestId('active-filter-actor').textContent()).toContain(specialistName);
      await expect
        .poll(async () => [...new Set(await page.getByTestId('actor-name').allTextContents())])
        .toEqual([specialistName]);
      const listed = await api<unknown[]>(auditQuery({ actor_id: specialistId }), { token: adminToken });
      const total = Number(listed.headers.get('Content-Range')?.split('/').pop());
      await expect.poll(listTotal).toBe(total);
      await expect.poll(summaryCount).toBe(total);
      expect(total).toBeLessThan(everyone);
      expect(await chart.textContent()).not.toMatch(/everyone/i);
      await shot(page, '5c-chart-by-actor', false);

      // A bar narrows the list to its day and keeps the actor.
      const bars = chart.locator('.MuiBarElement-root');
      const tallest = await bars.evaluateAll((nodes) =>
        nodes
          .map((node) => Number(node.getAttribute('height') ?? 0))
          .reduce((best, height, index, all) => (height > all[best] ? index : best), 0),
      );
      await bars.nth(tallest).click();
      await expect.poll(() => chart.getByTestId('chart-summary').textContent()).toMatch(/events in 1 days/);
      expect(await page.getByTestId('active-filter-actor').textContent()).toContain(specialistName);
      await expect.poll(summaryCount).toBe(await listTotal());
      await page.getByTestId('clear-filters').click();
      await expect.poll(() => page.getByTestId('active-filters').count()).toBe(0);
    });

    it('applies the preset: admins editing other people’s profiles', async () => {
      await page.getByTestId('preset-admin_edits').click();
      await expect
        .poll(() => page.getByTestId('active-filter-preset').textContent())
        .toBe("Admins editing other people's profiles");
      // Only admins' rows remain, on profiles: the admin's correction of the specialist's title among them.
      await expect
        .poll(async () => [
          ...new Set(await page.getByTestId('actor-cell').locator('.MuiTypography-caption').allTextContents()),
        ])
        .toEqual(['Admin']);
      const rows = page.locator('tr').filter({ has: page.getByTestId('actor-cell') });
      expect(await rows.filter({ hasText: adminTitle }).count()).toBeGreaterThan(0);
      expect(
        new Set(
          await page
            .getByTestId('target-link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('?')[0])),
        ),
      ).toEqual(new Set(['/stage/profile-view']));
      await shot(page, '5b-preset-admin-edits', false);
      await page.getByTestId('clear-filters').click();
      await expect.poll(() => page.getByTestId('active-filters').count()).toBe(0);
    });

    it('shows a team’s and a project’s audit history, each as it was', async () => {
      const team = await aRecord('team', 'TeamCreated');
      await page.goto(`${platform.appUrl}/profile/profile-teams/team-detail?id=${team.id}&tab=audit`);
      await expect
        .poll(() => page.getByTestId('as-of-record').getByTestId('snapshot-title').textContent(), { timeout: 15_000 })
        .toBe(team.name);
      expect(await page.getByTestId('timeline-entry').count()).toBeGreaterThan(0);
      await expectAccessible(page, 'team audit history');
      await shot(page, '10-team-history');

      const project = await aRecord('project', 'EngagementCreated');
      await page.goto(`${platform.appUrl}/profile/project/details?id=${project.id}&tab=audit`);
      await expect
        .poll(() => page.getByTestId('as-of-record').getByTestId('snapshot-title').textContent(), { timeout: 15_000 })
        .toBe(project.name);
      await expectAccessible(page, 'project audit history');
      await shot(page, '11-project-history');
    });

    itOnce('reads in Chinese and French, actions and all', async () => {
      await page.goto(`${platform.appUrl}/report`);
      await page.getByTestId('audit-events-table').waitFor();
      for (const [locale, action, title, field] of [
        ['zh', '修改了行业头衔', '活动', '行业头衔'],
        ['fr', 'A changé le titre professionnel', 'Activité', 'Intitulé du poste'],
      ] as const) {
        await page.click('[data-testid=language-switcher]');
        await page.click(`[data-locale=${locale}]`);
        await expect.poll(() => page.getByTestId('activity-chart').locator('h2').textContent()).toBe(title);
        await expect.poll(async () => (await page.getByTestId('action').allTextContents()).includes(action)).toBe(true);
        await expectAccessible(page, `report in ${locale}`);
        await shot(page, `12-${locale}`, false);
        // Field names too: in the changes column and in the diff, the record's key beside the name.
        const titleRow = page
          .locator('tr')
          .filter({ has: page.locator('[data-type=IndustryTitleSet]') })
          .first();
        await expect.poll(() => titleRow.getByTestId('change-summary').textContent()).toContain(`${field}: `);
        await titleRow.getByTestId('open-event').click();
        const heading = page.getByTestId('audit-event').locator('[data-testid=change][data-field=industry_title] h4');
        await expect.poll(() => heading.textContent()).toBe(`${field} industry_title`);
        await expectAccessible(page, `diff in ${locale}`);
        await shot(page, `12-${locale}-diff`, false);
        await page.getByTestId('close-drawer').click();
        await page.getByTestId('audit-event').waitFor({ state: 'hidden' });
      }
      await page.click('[data-testid=language-switcher]');
      await page.click('[data-locale=en]');
      await expect.poll(() => page.getByTestId('activity-chart').locator('h2').textContent()).toBe('Activity');
    });

    itOnce('shows the event catalogue, and the report on a phone', async () => {
      await page.goto(`${platform.appUrl}/report`);
      await page.getByTestId('catalogue-link').click();
      await page.getByTestId('event-catalogue').waitFor();
      await page.getByTestId('event-type').first().waitFor();
      await page.locator('[data-testid=event-type][data-type=IndustryTitleSet]').getByRole('button').first().click();
      await page
        .locator('[data-testid=event-type][data-type=IndustryTitleSet] [data-testid=event-field]')
        .first()
        .waitFor();
      expect(
        await page
          .locator('[data-testid=event-type][data-type=IndustryTitleSet] [data-testid=revertible-chip]')
          .count(),
      ).toBe(1);
      await page.locator('[data-testid=event-type][data-type=PasswordSet]').getByRole('button').first().click();
      await expect
        .poll(() =>
          page.locator('[data-testid=event-type][data-type=PasswordSet] [data-testid=not-revertible]').textContent(),
        )
        .toMatch(/cannot be reverted: it sets a password/);
      await expectAccessible(page, 'event catalogue');
      await shot(page, '6-catalogue');

      const phone = await signedInPage(browser, platform, platform.demoUsers.admin, { width: 390, height: 844 });
      await phone.goto(`${platform.appUrl}/report`);
      await phone.getByTestId('audit-event-card').first().waitFor();
      await phone.getByTestId('activity-chart').getByTestId('chart-canvas').waitFor();
      // 90 days do not fit a phone at a readable width: each day keeps a bar of several pixels, and the chart
      // scrolls inside its card while the page does not scroll sideways.
      const phoneBars = phone.getByTestId('activity-chart').locator('.MuiBarElement-root');
      await expect.poll(() => phoneBars.count()).toBeGreaterThan(0);
      const widths = await phoneBars.evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width));
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(6);
      const scroller = phone.getByTestId('chart-scroller');
      expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectAccessible(phone, 'report on a phone');
      await shot(phone, '7-phone');
      await phone.getByTestId('open-event').first().click();
      await phone.getByTestId('audit-event').waitFor();
      await expectAccessible(phone, 'diff on a phone');
      await shot(phone, '8-phone-diff', false);
      await phone.goto(`${platform.origin}${asOfHref}`);
      await expect
        .poll(() => phone.getByTestId('as-of-record').getByTestId('profile-industry-title').textContent(), {
          timeout: 15_000,
        })
        .toBe(newTitle);
      await expectAccessible(phone, 'profile history on a phone');
      await shot(phone, '9-phone-history');
    });

    it('reverts an industry title change from the report, links both rows, and gives the 409 for a later change', async () => {
      const titleNow = async () =>
        (await api<{ data: { industry_title: string } }>(`/user/specialist/${specialistId}`, { token: adminToken }))
          .json.data.industry_title;
      const titleRow = (title: string) =>
        page
          .locator('tr')
          .filter({ has: page.locator('[data-type=IndustryTitleSet]') })
          .filter({ hasText: title })
          .first();
      const titleChanges = { target_id: specialistId, type: 'IndustryTitleSet' };
      await page.goto(
        `${platform.appUrl}/report?${new URLSearchParams({ filter: JSON.stringify(titleChanges), sort: 'at', order: 'DESC' })}`,
      );
      await page.getByTestId('audit-events-table').waitFor();

      // The admin's correction is set back: the title is the specialist's newest again.
      await titleRow(adminTitle).getByTestId('open-event').click();
      const drawer = page.getByTestId('audit-event');
      await expect.poll(() => drawer.getByTestId('change-after').first().textContent()).toBe(adminTitle);
      await drawer.getByTestId('revert-button').click();
      const dialog = page.getByTestId('revert-dialog');
      await expect.poll(() => dialog.getByTestId('change-before').first().textContent()).toBe(adminTitle);
      expect(await dialog.getByTestId('change-after').first().textContent()).toBe(newTitle);
      await expectAccessible(page, 'revert confirmation');
      await shot(page, '12a-revert-confirm', false);
      await dialog.getByTestId('revert-confirm').click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(titleNow).toBe(newTitle);

      // Both rows linked: "Reverted by" on the original, and the revert pointing back to it.
      const revertedBy = drawer.getByTestId('reverted-by');
      await expect.poll(() => revertedBy.first().textContent(), { timeout: 15_000 }).toMatch(/^Reverted by .+ on /);
      await expectAccessible(page, 'reverted change');
      await shot(page, '12b-reverted-by', false);
      await revertedBy.first().getByRole('button', { name: 'Show the revert' }).click();
      await expect
        .poll(() => drawer.getByTestId('reverts-link').textContent())
        .toMatch(/reverts the one at position \d+/);
      expect(await drawer.getByTestId('change-after').first().textContent()).toBe(newTitle);
      await drawer.getByTestId('reverts-link').getByRole('button', { name: 'Show the reverted change' }).click();
      await expect.poll(() => drawer.getByTestId('reverted-by').count()).toBe(1);
      await page.getByTestId('close-drawer').click();
      // In the list too: the revert (newest) and the admin's change it reverted.
      const revertRow = titleRow(adminTitle);
      await expect.poll(() => revertRow.getByTestId('revert-chip').count(), { timeout: 15_000 }).toBe(1);
      const revertedRow = page
        .locator('tr')
        .filter({ has: page.getByTestId('reverted-chip') })
        .first();
      await expect.poll(() => revertedRow.textContent()).toContain(adminTitle);
      expect(await revertedRow.getByTestId('revert-chip').count()).toBe(0);

      // The profile shows the title from before the admin's change.
      const profile = await signedInPage(browser, platform, platform.demoUsers.admin);
      await profile.goto(`${platform.appUrl}/profile-view?id=${specialistId}`);
      await expect
        .poll(() => profile.getByTestId('profile-industry-title').first().textContent(), { timeout: 15_000 })
        .toBe(newTitle);
      await shot(profile, '12c-profile-after-revert', false);
      await profile.context().close();

      // The specialist's own older change was changed again since (by the admin, and the revert): 409, then "Revert anyway".
      const older = page
        .locator('tr')
        .filter({ has: page.locator('[data-type=IndustryTitleSet]') })
        .filter({ has: page.getByTestId('actor-name').getByText(specialistName, { exact: true }) })
        .filter({ hasText: newTitle })
        .first();
      await older.getByTestId('open-event').click();
      await expect.poll(() => drawer.getByTestId('change-after').first().textContent()).toBe(newTitle);
      await drawer.getByTestId('revert-button').click();
      await dialog.getByTestId('revert-confirm').click();
      await expect
        .poll(() => dialog.getByTestId('revert-error').textContent())
        .toBe('This was changed again later: reverting it would overwrite the later change.');
      await expect.poll(() => dialog.getByTestId('later-change').count()).toBe(2);
      expect(await dialog.getByTestId('later-changes').textContent()).toContain(adminTitle);
      // The same field changed again: the dialog says the part of the record changed again, and names no other field.
      expect(await dialog.textContent()).toContain('changed the same part of the record again');
      expect(await dialog.getByTestId('later-other-fields').count()).toBe(0);
      expect(await titleNow()).toBe(newTitle);
      await expectAccessible(page, 'revert conflict');
      await shot(page, '12d-revert-conflict', false);
      await dialog.getByTestId('revert-anyway').click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(titleNow).toBe(oldTitle);
      await expect.poll(() => drawer.getByTestId('reverted-by').count(), { timeout: 15_000 }).toBe(1);

      // A type that cannot be reverted says why.
      await page.getByTestId('close-drawer').click();
      await page.goto(
        `${platform.appUrl}/report?filter=${encodeURIComponent(JSON.stringify({ type: 'SpecialistProfileStarted' }))}`,
      );
      await page
        .locator('tr')
        .filter({ has: page.locator('[data-type=SpecialistProfileStarted]') })
        .first()
        .getByTestId('open-event')
        .click();
      await expect
        .poll(() => drawer.getByTestId('not-revertible').textContent())
        .toMatch(/^This kind of change cannot be reverted: it creates/);
    });
  });
});
