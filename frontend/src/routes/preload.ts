import type { PreloadablePage } from '../i18n/lazyWithMessages';
import { preloadResourceModules } from '../providers/dataProvider';
import { routeAt } from './routeTable';

const isPreloadable = (page: object): page is PreloadablePage => 'preload' in page;
const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * The code signed-in pages at these paths need, asked for at once: left to React, each lazy part is asked for
 * when it is first drawn, level by level (the shell, then the page, then the data provider's mappings), and a
 * cold load of the network page waited 1.4 s for that chain before its first read (docs/performance.md). The
 * shell's notification bell is left to the shell: asked for from here it would split the code the sign-in route
 * shares with the shell into more chunks, over that route's budget. What fails to load here fails again, and
 * shows, where it is drawn.
 */
export function preloadSignedIn(...paths: string[]): void {
  quietly(import('../layout/AppLayout'));
  preloadResourceModules();
  for (const path of paths) {
    const page = routeAt(path)?.page;
    if (page && isPreloadable(page)) quietly(page.preload());
  }
}
