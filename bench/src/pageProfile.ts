import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, newContext } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/pages';
import { startPlatform } from '../../e2e/support/platform';

/**
 * Where the owner's network detail (the demo's 33 members) spends its first draw, cold and warm, in Chromium through
 * the gateway (`npm run build -w frontend` first): the request waterfall with marks for `main` drawn and its members'
 * rows, the renderer main thread's long tasks from a trace, and a CPU profile's self time by script and function
 * (the profiles are written to the temporary directory, for Chromium's DevTools). `vite build --minify false`
 * keeps the functions' names. The figures and what they showed: docs/performance.md, "Pages".
 *
 *   ROUNDS=1 npm run pageProfile -w bench
 */
const NAME_HELPER = { content: 'globalThis.__name = (fn) => fn;' };

function marks() {
  const seen = new Set<string>();
  const mark = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    performance.mark(name);
  };
  new MutationObserver(() => {
    const main = document.querySelector('main');
    if (main) mark('main');
    if (main && (main.textContent ?? '').trim()) mark('main-text');
    if (document.querySelector('main table tbody tr')) mark('rows');
    if (
      document.querySelector('main table tbody tr') &&
      !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, [aria-busy="true"]')
    )
      mark('rows-no-busy');
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

function usable(): Promise<number> {
  const ready = () => {
    const main = document.querySelector('main');
    return (
      !!main &&
      (main.textContent ?? '').trim().length > 0 &&
      !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-indeterminate, [aria-busy="true"]')
    );
  };
  return new Promise((resolve) => {
    const check = () => (ready() ? setTimeout(() => resolve(performance.now()), 300) : requestAnimationFrame(check));
    check();
  });
}

async function visit(page: Page, url: string, label: string) {
  const browser = page.context().browser()!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'disabled-by-default-devtools.timeline',
    ],
  });
  await page.goto(url, { waitUntil: 'commit' });
  const usableAt = await page.evaluate(usable);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  writeFileSync(join(tmpdir(), `network-detail-${label}.cpuprofile`), JSON.stringify(profile));
  const entries = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('resource'),
      ...performance.getEntriesByType('mark'),
      ...performance.getEntriesByType('paint'),
    ].map((e) => {
      const r = e as PerformanceResourceTiming;
      return {
        type: e.entryType,
        name: e.name.replace(location.origin, ''),
        start: Math.round(e.startTime),
        end: Math.round(e.startTime + e.duration),
        ttfb: r.responseStart ? Math.round(r.responseStart - r.startTime) : undefined,
        size: r.transferSize,
      };
    }),
  );
  console.log(`\n===== ${label}: usable (+300 ms quiet) at ${Math.round(usableAt)} ms`);
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      responseEnd: Math.round(n.responseEnd),
      domInteractive: Math.round(n.domInteractive),
      dcl: Math.round(n.domContentLoadedEventEnd),
      load: Math.round(n.loadEventEnd),
    };
  });
  console.log('navigation', nav);
  for (const e of entries.sort((a, b) => a.start - b.start))
    if (e.start < usableAt + 500)
      console.log(
        `${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${e.type.padEnd(8)} ${e.ttfb ?? ''}\t${e.size ?? ''}\t${e.name.slice(0, 110)}`,
      );
  summariseTrace(trace.traceEvents);
  summariseProfile(profile);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { data?: { url?: string; frame?: string } };
}

function summariseTrace(events: TraceEvent[]) {
  const threadName = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, (e.args as { name?: string }).name ?? '');
  const mainKeys = [...threadName].filter(([, n]) => n === 'CrRendererMain').map(([k]) => k);
  // The renderer main thread that ran the most.
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && mainKeys.includes(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const t0 = Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const byKind = new Map<string, number>();
  for (const e of onMain)
    if (e.name !== 'RunTask' && (e.dur ?? 0) > 0) byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0));
  const total = tasks.reduce((s, e) => s + (e.dur ?? 0), 0);
  console.log(`main thread busy ${Math.round(total / 1000)} ms in ${tasks.length} tasks`);
  console.log(
    'by event (inclusive, nested counted twice):',
    [...byKind]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
      .join(', '),
  );
  console.log('long tasks (> 40 ms), ms from first main-thread event:');
  for (const t of tasks.filter((e) => (e.dur ?? 0) > 40_000)) {
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && (e.dur ?? 0) > 5000);
    const top = inside
      .slice(0, 4)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''} ${Math.round((e.dur ?? 0) / 1000)}`,
      );
    console.log(`  ${Math.round((t.ts - t0) / 1000)} +${Math.round((t.dur ?? 0) / 1000)}: ${top.join(' | ')}`);
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples: number[];
  timeDeltas: number[];
}

function summariseProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.split('/').pop() || '(native)';
    byUrl.set(file, (byUrl.get(file) ?? 0) + us);
    if (!['(idle)', '(program)'].includes(functionName)) {
      const fn = `${functionName || '(anon)'} ${file}:${lineNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + us);
    }
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`);
  console.log('self time by script (ms):', top(byUrl, 12).join(', '));
  console.log('self time by function (ms):\n  ' + top(byFn, 20).join('\n  '));
}

async function main() {
  const platform = await startPlatform();
  const browser = await launchChromium();
  try {
    const login = await fetch(`${platform.origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: platform.demoUsers.owner, password: platform.demoPassword }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const [network] = (await (
      await fetch(`${platform.origin}/networks`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: string }[];
    const signing = await newContext(browser);
    await signIn(await signing.newPage(), platform, platform.demoUsers.owner);
    const state = await signing.storageState();
    await signing.close();
    const url = `${platform.appUrl}/profile/profile-network/network-detail?id=${network.id}`;
    for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++) {
      const context = await newContext(browser, { storageState: state });
      await context.addInitScript(NAME_HELPER);
      await context.addInitScript(marks);
      const page = await context.newPage();
      await visit(page, url, `cold-${round}`);
      await visit(page, url, `warm-${round}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await platform.stop();
  }
}

await main();
