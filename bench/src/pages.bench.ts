import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newContext } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/pages';
import { startPlatform, type Platform } from '../../e2e/support/platform';
import { percentile, round, saveResult } from './support';

/**
 * Time to usable of every signed-in route, as each demo role meets it in Chromium through the gateway
 * (`npm run build -w frontend` first): from navigation start to the first frame where the page's main
 * content is drawn (no skeleton, spinner or busy region left) and no data request is in flight. The
 * live notification stream stays open on every page, so "network idle" never comes: the page's own
 * fetches are counted instead (an init script wraps `fetch`, which the data provider calls).
 * Cold: a new browser context (empty HTTP cache, the session from storage); warm: the same route
 * again in that context. After the warm visit the page is left idle for IDLE_MS and what it still
 * does is counted (DOM mutations, data requests): a page that keeps re-rendering or refetching shows
 * there. Sign-in through the form is timed from the login page's submit to the landing page usable.
 *
 *   ROUNDS=1 IDLE_MS=3000 npm run pages -w bench
 *   ROUTES=network-detail,find-specialists ROUNDS=3 npm run pages -w bench   (those routes only)
 */
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const ROUTES = process.env.ROUTES?.split(',');
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);
type Role = 'specialist' | 'owner' | 'admin';

/** tsx keeps functions' names through an `__name` helper the page does not have: the scripts below run there. */
const NAME_HELPER = { content: 'globalThis.__name = (fn) => fn;' };

/** Installed before the app's scripts: counts the page's own fetches in flight and its DOM mutations. */
function instrument() {
  const probe = { inflight: 0, requests: 0, mutations: 0, targets: {} as Record<string, number> };
  (window as unknown as { __probe: typeof probe }).__probe = probe;
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/notifications/stream')) return fetch(input, init);
    probe.inflight++;
    probe.requests++;
    return fetch(input, init).finally(() => probe.inflight--);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      probe.mutations++;
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const name = `${target?.tagName.toLowerCase()}.${[...(target?.classList ?? [])].slice(0, 2).join('.')}`;
      probe.targets[name] = (probe.targets[name] ?? 0) + 1;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Resolves with performance.now() (ms since navigation start) at the first frame the page is usable: drawn,
 * nothing in flight, and still so with no request started 50 ms later (a list's answer often starts the next
 * request, such as its rows' "changed" dots, in an effect after the frame that drew it).
 */
function usableAt(): Promise<number> {
  const probe = (window as unknown as { __probe: { inflight: number; requests: number } }).__probe;
  const ready = () => {
    const main = document.querySelector('main');
    return (
      !!main &&
      (main.textContent ?? '').trim().length > 0 &&
      !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, [aria-busy="true"]') &&
      probe.inflight === 0
    );
  };
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return requestAnimationFrame(check);
      const at = performance.now();
      const requests = probe.requests;
      setTimeout(() => (ready() && probe.requests === requests ? resolve(at) : check()), 50);
    };
    check();
  });
}

interface Visit {
  role: Role;
  name: string;
  path: string;
}

interface Timing extends Visit {
  cache: 'cold' | 'warm';
  ms: number;
}

interface Idle extends Visit {
  mutations: number;
  requests: number;
  busiest: string;
}

async function routes(platform: Platform): Promise<Visit[]> {
  const signInApi = async (email: string) => {
    const res = await fetch(`${platform.origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: platform.demoPassword }),
    });
    return ((await res.json()) as { data: { access_token: string; user_id: string } }).data;
  };
  const owner = await signInApi(platform.demoUsers.owner);
  const get = async <T>(path: string): Promise<T> =>
    (
      await fetch(`${platform.origin}${path}`, { headers: { authorization: `Bearer ${owner.access_token}` } })
    ).json() as T;
  const [network] = await get<{ id: string }[]>('/networks');
  const teams = await get<{ id: string; network_id: string; name: string }[]>('/teams');
  const team = teams.find((t) => t.name === 'Checkout Revamp Squad') ?? teams[0];
  const projects = await get<{ id: string; engagement_type: 'DTH' | 'DPD' }[]>('/projects');
  const dth = projects.find((p) => p.engagement_type === 'DTH')!;
  const dpd = projects.find((p) => p.engagement_type === 'DPD')!;
  const members = (await get<{ members: { specialist_id: string }[] }>(`/teams/${team.id}`)).members;
  const member = members[0].specialist_id;
  const everyone = (role: Role): Visit[] => [
    { role, name: 'dashboard', path: '/profile/dashboard' },
    { role, name: 'edit-account', path: '/profile/edit-account' },
    { role, name: 'network', path: '/profile/profile-network/network' },
    { role, name: 'teams', path: '/profile/profile-teams/teams' },
    { role, name: 'my-projects', path: '/profile/profile-projects/my-projects' },
    { role, name: 'profile-view', path: `/profile-view?id=${member}` },
  ];
  const networkDetail = `/profile/profile-network/network-detail?id=${network.id}`;
  const teamDetail = `/profile/profile-network/network-detail/${team.network_id}/${team.id}`;
  return [
    ...everyone('specialist'),
    { role: 'specialist', name: 'profile', path: '/profile/profile' },
    { role: 'specialist', name: 'shared-projects', path: '/profile/profile-projects/shared-projects' },
    ...everyone('owner'),
    { role: 'owner', name: 'network-detail', path: networkDetail },
    { role: 'owner', name: 'team-detail', path: teamDetail },
    { role: 'owner', name: 'project-dth', path: `/profile/project/details?id=${dth.id}` },
    { role: 'owner', name: 'project-dpd', path: `/profile/project/details?id=${dpd.id}&tab=milestones` },
    {
      role: 'owner',
      name: 'find-specialists',
      path: `/profile/find-specialists?filter=${encodeURIComponent(JSON.stringify({ for_team: team.id }))}`,
    },
    { role: 'owner', name: 'shortlists', path: '/profile/shortlists' },
    { role: 'admin', name: 'report', path: '/report' },
    { role: 'admin', name: 'event-catalogue', path: '/report/event-catalogue' },
    { role: 'admin', name: 'network-detail', path: networkDetail },
    { role: 'admin', name: 'team-detail', path: teamDetail },
    { role: 'admin', name: 'audit-history', path: `/profile/project/details?id=${dpd.id}&tab=audit` },
    { role: 'admin', name: 'find-specialists', path: '/profile/find-specialists' },
  ];
}

async function timeTo(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  return page.evaluate(usableAt);
}

/** What the page still does while nobody touches it: mutations and data requests over IDLE_MS. */
async function idle(page: Page): Promise<Omit<Idle, keyof Visit>> {
  const before = await page.evaluate(() => {
    const probe = (window as unknown as { __probe: { requests: number; mutations: number; targets: object } }).__probe;
    probe.targets = {};
    return { requests: probe.requests, mutations: probe.mutations };
  });
  await page.waitForTimeout(IDLE_MS);
  const after = await page.evaluate(
    () => (window as unknown as { __probe: { requests: number; mutations: number; targets: object } }).__probe,
  );
  const busiest = Object.entries(after.targets as Record<string, number>)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([target, n]) => `${target}×${n}`)
    .join(' ');
  return { mutations: after.mutations - before.mutations, requests: after.requests - before.requests, busiest };
}

async function signedInState(browser: Browser, platform: Platform, email: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, platform, email);
  const state = await context.storageState();
  await context.close();
  return state;
}

interface SignInTiming {
  /** Submit to the landing page usable. */
  totalMs: number;
  /** Of which: submit to POST /auth/login answered (the password check). */
  loginMs: number;
}

/** From the login page's submit to the landing page usable, in a fresh context (the login page loaded first). */
async function formSignIn(browser: Browser, platform: Platform, email: string): Promise<SignInTiming> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.addInitScript(NAME_HELPER);
  await page.addInitScript(instrument);
  await page.goto(`${platform.appUrl}/login`);
  await page.evaluate(usableAt);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', platform.demoPassword);
  const answered = page.waitForResponse((response) => response.url().endsWith('/auth/login')).then(() => Date.now());
  const start = Date.now();
  await page.click('[data-testid=submit]');
  await page.waitForURL(/\/stage\/(profile|report)/);
  await page.evaluate(usableAt);
  const totalMs = Date.now() - start;
  const loginMs = (await answered) - start;
  await context.close();
  return { totalMs, loginMs };
}

const stats = (values: number[]) => ({
  n: values.length,
  p50: round(percentile(values, 50)),
  p90: round(percentile(values, 90)),
  max: round(Math.max(...values)),
});

async function main() {
  const loadBefore = os.loadavg().map((n) => round(n));
  const platform = await startPlatform();
  const browser = await launchChromium();
  const timings: Timing[] = [];
  const idles: Idle[] = [];
  const signIns: Record<Role, SignInTiming[]> = { specialist: [], owner: [], admin: [] };
  try {
    const visits = (await routes(platform)).filter((visit) => !ROUTES || ROUTES.includes(visit.name));
    const states = {} as Record<Role, Awaited<ReturnType<BrowserContext['storageState']>>>;
    for (const role of ['specialist', 'owner', 'admin'] as const)
      states[role] = await signedInState(browser, platform, platform.demoUsers[role]);
    for (let r = 0; r < ROUNDS; r++) {
      for (const visit of visits) {
        const context = await newContext(browser, { storageState: states[visit.role] });
        await context.addInitScript(NAME_HELPER);
        await context.addInitScript(instrument);
        const page = await context.newPage();
        const url = `${platform.appUrl}${visit.path}`;
        timings.push({ ...visit, cache: 'cold', ms: await timeTo(page, url) });
        timings.push({ ...visit, cache: 'warm', ms: await timeTo(page, url) });
        if (r === 0) idles.push({ ...visit, ...(await idle(page)) });
        await context.close();
      }
      for (const role of ['specialist', 'owner', 'admin'] as const)
        signIns[role].push(await formSignIn(browser, platform, platform.demoUsers[role]));
    }
  } finally {
    await browser.close();
    await platform.stop();
  }

  const byRoute = new Map<string, { cold: number[]; warm: number[]; idle?: Idle }>();
  for (const t of timings) {
    const key = `${t.role} ${t.name}`;
    const entry = byRoute.get(key) ?? { cold: [], warm: [] };
    entry[t.cache].push(t.ms);
    byRoute.set(key, entry);
  }
  for (const i of idles) byRoute.get(`${i.role} ${i.name}`)!.idle = i;
  const rows = [...byRoute].map(([route, { cold, warm, idle }]) => ({
    route,
    coldMs: round(percentile(cold, 50), 0),
    warmMs: round(percentile(warm, 50), 0),
    idleMutations: idle?.mutations,
    idleRequests: idle?.requests,
    busiest: idle?.busiest,
  }));
  console.table(rows);
  const cold = timings.filter((t) => t.cache === 'cold').map((t) => t.ms);
  const warm = timings.filter((t) => t.cache === 'warm').map((t) => t.ms);
  saveResult('pages', {
    rounds: ROUNDS,
    idleMs: IDLE_MS,
    loadAverage: { before: loadBefore, after: os.loadavg().map((n) => round(n)) },
    cold: stats(cold),
    warm: stats(warm),
    signInThroughForm: Object.fromEntries(
      Object.entries(signIns).map(([role, timings]) => [
        role,
        { total: stats(timings.map((t) => t.totalMs)), login: stats(timings.map((t) => t.loginMs)) },
      ]),
    ),
    routes: rows,
  });
}

await main();
