import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { axeViolations } from '../support/axe';
import { launchChromium, newContext, screenshotter } from '../support/browser';
import { signedInPage } from '../support/pages';
import { startPlatform, type Platform } from '../support/platform';

const shot = screenshotter('every-page');

/**
 * Every route of the route table as each role meets it (the demo data), at 1440 × 900 in light and
 * dark mode and on a 390 × 844 phone: once the page has settled, axe-core finds no WCAG 2.1 A/AA
 * violation and nothing makes the page scroll sideways. The avatar menu, the notifications and the
 * settings drawer are checked on the way. Each page's screenshot is in e2e/artifacts/every-page-*.png.
 */
let platform: Platform;
let browser: Browser;
const { api, apiSignIn } = apiOf(() => platform);

type Role = 'visitor' | 'specialist' | 'owner' | 'admin';
interface Visit {
  name: string;
  path: string;
  /** Where the page sends this role instead (its path). */
  lands?: string;
}
const visits: Record<Role, Visit[]> = { visitor: [], specialist: [], owner: [], admin: [] };

const VIEWS = [
  { id: 'wide', width: 1440, height: 900, mode: 'light' },
  { id: 'dark', width: 1440, height: 900, mode: 'dark' },
  { id: 'phone', width: 390, height: 844, mode: 'light' },
] as const;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchChromium();
  const owner = await apiSignIn(platform.demoUsers.owner);
  const specialist = await apiSignIn(platform.demoUsers.specialist);
  const as = <T>(path: string, session = owner) =>
    api<T>(path, { token: session.access_token }).then((answer) => answer.json);
  const [network] = await as<{ id: string }[]>('/networks');
  const teams = await as<{ id: string; network_id: string; name: string }[]>('/teams');
  const team = teams.find((t) => t.name === 'Checkout Revamp Squad') ?? teams[0];
  const projects = await as<{ id: string; engagement_type: 'DTH' | 'DPD' }[]>('/projects');
  const dth = projects.find((p) => p.engagement_type === 'DTH')!;
  const dpd = projects.find((p) => p.engagement_type === 'DPD')!;
  const members = (await as<{ members: { specialist_id: string }[] }>(`/teams/${team.id}`)).members.map(
    (m) => m.specialist_id,
  );
  const member = members[0];
  const admin = await apiSignIn(platform.demoUsers.admin);
  const share = async (target_type: string, target_id: string, session = owner) => {
    const created = await api<{ url: string }>('/share-links', {
      token: session.access_token,
      method: 'POST',
      body: { target_type, target_id, mode: 'live' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json.url.replace(/^.*\/stage/, '');
  };
  // A shortlist for the team with its members on it, to show and compare.
  const shortlist = await api<{ id: string }>('/shortlists', {
    token: owner.access_token,
    method: 'POST',
    body: { name: 'Checkout picks', team_id: team.id },
  });
  expect(shortlist.status, JSON.stringify(shortlist.json)).toBe(201);
  for (const specialist_id of members.slice(0, 3))
    await api(`/shortlists/${shortlist.json.id}/members`, {
      token: owner.access_token,
      method: 'POST',
      body: { specialist_id, note: 'Strong on payments' },
    });
  const sharedTeam = await share('team', team.id);
  const sharedProject = await share('project', dth.id);
  // A profile is its specialist's to share, or an admin's.
  const sharedProfile = await share('profile', member, admin);

  const teamPage = `/profile/profile-network/network-detail/${team.network_id}/${team.id}`;
  const signedInEverywhere = (profile: string): Visit[] => [
    { name: 'network', path: '/profile/profile-network/network' },
    { name: 'teams', path: '/profile/profile-teams/teams' },
    { name: 'my-projects', path: '/profile/profile-projects/my-projects' },
    { name: 'profile-view', path: `/profile-view?id=${profile}` },
  ];
  visits.visitor = [
    { name: 'landing', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'forgot-password', path: '/forgot-password' },
    { name: 'check-mail', path: '/check-mail' },
    { name: 'error', path: '/pages/error' },
    { name: 'under-construction', path: '/pages/under-construction' },
    { name: 'shared-team', path: sharedTeam },
    { name: 'shared-team-member', path: `${sharedTeam}/${member}` },
    { name: 'shared-project', path: sharedProject },
    { name: 'shared-profile', path: sharedProfile },
  ];
  visits.specialist = [
    { name: 'dashboard', path: '/profile/dashboard' },
    { name: 'profile', path: '/profile/profile' },
    { name: 'profile-setup', path: '/profile-setup' },
    { name: 'edit-account', path: '/profile/edit-account' },
    { name: 'shared-projects', path: '/profile/profile-projects/shared-projects' },
    ...signedInEverywhere(member),
  ];
  visits.owner = [
    { name: 'dashboard', path: '/profile/dashboard' },
    // An owner's setup is their company profile.
    { name: 'profile-setup', path: '/profile-setup', lands: '/profile/profile' },
    { name: 'edit-account', path: '/profile/edit-account' },
    { name: 'network-detail', path: `/profile/profile-network/network-detail?id=${network.id}` },
    { name: 'team-detail', path: teamPage },
    { name: 'project-dth', path: `/profile/project/details?id=${dth.id}` },
    { name: 'project-dpd', path: `/profile/project/details?id=${dpd.id}&tab=milestones` },
    // Ranked by fit to a team: each card says why.
    {
      name: 'find-specialists',
      path: `/profile/find-specialists?filter=${encodeURIComponent(JSON.stringify({ for_team: team.id }))}`,
    },
    { name: 'shortlists', path: '/profile/shortlists' },
    { name: 'shortlist', path: `/profile/shortlists?id=${shortlist.json.id}` },
    { name: 'compare', path: `/profile/compare?ids=${members.slice(0, 3).join(',')}&team_id=${team.id}` },
    ...signedInEverywhere(member),
  ];
  visits.admin = [
    { name: 'report', path: '/report' },
    { name: 'event-catalogue', path: '/report/event-catalogue' },
    { name: 'network-detail', path: `/profile/profile-network/network-detail?id=${network.id}` },
    { name: 'team-detail', path: teamPage },
    { name: 'project-dpd', path: `/profile/project/details?id=${dpd.id}` },
    { name: 'audit-history', path: `/profile/project/details?id=${dpd.id}&tab=audit` },
    { name: 'find-specialists', path: '/profile/find-specialists' },
    { name: 'shortlists', path: '/profile/shortlists' },
    { name: 'compare-too-many', path: '/profile/compare?ids=a,b,c,d,e' },
    ...signedInEverywhere(specialist.user_id),
  ];
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** Waits until the page has drawn its content: no skeleton or spinner left, and its transitions ended. */
async function settled(page: Page, where: string) {
  await page.locator('#root *').first().waitFor();
  await page
    .waitForFunction(
      () => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, [aria-busy="true"]'),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => {
      throw new Error(`${where}: still loading after 20 s`);
    });
  // Quiet: no change to the page for 300 ms (at most 2 s), so that a late update (a form turning valid and its
  // button's colour transition) is not read half way by axe.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let quiet = setTimeout(done, 300);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 300);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const cap = setTimeout(done, 2000);
      }),
  );
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(async () => {
      const running = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map(
            (a) =>
              `${(a as CSSAnimation).animationName ?? 'transition'} on ${((a.effect as KeyframeEffect)?.target as Element)?.className}`,
          ),
      );
      throw new Error(`${where}: animations still running after 10 s: ${running.join('; ')}`);
    });
}

/** The elements that reach past the window's right edge (the widest first), when the page scrolls sideways. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(
        ({ el, right }) =>
          right > width + 1 && getComputedStyle(el).position !== 'fixed' && el.getClientRects().length > 0,
      )
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')} [data-testid=${el.getAttribute('data-testid') ?? ''}] right=${Math.round(right)} of ${width}`,
      );
  });
}

/**
 * On a wide window, boxes that cut off or scroll their content sideways: what reaches past their
 * right edge (decorations hidden from assistive technology, a field's notch and scrolling tabs aside).
 */
function cutOff(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}[${el.closest('[data-testid]')?.getAttribute('data-testid') ?? ''}]`;
    const found: string[] = [];
    for (const box of document.querySelectorAll('body *')) {
      const style = getComputedStyle(box);
      if (
        !['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) ||
        box.scrollWidth <= box.clientWidth + 1 ||
        box.closest('.MuiTabs-root')
      )
        continue;
      const edge = box.getBoundingClientRect().left + box.clientWidth + 1;
      const past = [...box.querySelectorAll('*')].find(
        (el) =>
          el.getBoundingClientRect().right > edge &&
          el.getClientRects().length > 0 &&
          !el.closest('[aria-hidden="true"], legend') &&
          getComputedStyle(el).textOverflow !== 'ellipsis',
      );
      if (past)
        found.push(
          `${describe(past)} reaches ${Math.round(past.getBoundingClientRect().right - edge)} px past ${describe(box)}`,
        );
    }
    return found.slice(0, 5);
  });
}

async function check(page: Page, where: string, problems: string[], wide: boolean) {
  const violations = await axeViolations(page);
  for (const v of violations) problems.push(`${where}: axe ${v.id} (${v.impact}) ${v.help} — ${v.nodes.join(' | ')}`);
  for (const offender of await sidewaysOverflow(page)) problems.push(`${where}: scrolls sideways — ${offender}`);
  if (wide) for (const box of await cutOff(page)) problems.push(`${where}: content wider than its box — ${box}`);
}

/** The avatar menu, the notifications popover and the settings drawer of the signed-in shell. */
async function checkShell(page: Page, where: string, problems: string[]) {
  await page.getByTestId('profile-chip').click();
  await page.getByRole('menu').waitFor();
  await settled(page, `${where} avatar menu`);
  await check(page, `${where} avatar menu`, problems, false);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });

  await page.getByTestId('open-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await drawer.waitFor();
  await settled(page, `${where} settings`);
  const title = drawer.getByRole('heading').first();
  // The drawer's title is above the top bar, not under it.
  const hit = await title.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2));
  });
  if (!hit) problems.push(`${where}: the settings drawer's title is covered`);
  await check(page, `${where} settings drawer`, problems, false);
  await page.keyboard.press('Escape');
}

describe('every page, each role, wide, dark and phone', () => {
  for (const role of ['visitor', 'specialist', 'owner', 'admin'] as const) {
    it(`${role}: no axe violation, no sideways scroll`, async () => {
      const problems: string[] = [];
      for (const view of VIEWS) {
        // Signed in through the form once per role, then with the session it left, as a user's next window.
        const size = { width: view.width, height: view.height };
        const page =
          role === 'visitor'
            ? await (await newContext(browser, size)).newPage()
            : await signedInPage(browser, platform, platform.demoUsers[role], size);
        const context = page.context();
        // From the next page load on: every visit is one.
        await context.addInitScript(
          (mode) => localStorage.setItem('RaStoreDth.theme', JSON.stringify(mode)),
          view.mode,
        );
        for (const visit of visits[role]) {
          const where = `${role} ${visit.name} (${view.id})`;
          await page.goto(`${platform.appUrl}${visit.path}`);
          await settled(page, where);
          if (visit.lands) expect(new URL(page.url()).pathname, where).toBe(`/stage${visit.lands}`);
          await check(page, where, problems, view.width >= 1024);
          await shot(page, `${role}-${visit.name}-${view.id}`);
        }
        if (role !== 'visitor') await checkShell(page, `${role} (${view.id})`, problems);
        await context.close();
      }
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
