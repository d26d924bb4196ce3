import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadFeatureMessages, type FeatureName } from '../providers/i18nProvider';

/** A lazy page that can be asked for before React first draws it (routes/preload.ts). */
export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A lazy page whose wording ships with it: its chunk and its feature's messages (in the current
 * language) load together, so it never renders a key. Messages that fail to load leave English
 * keys visible rather than the page blank. A page that shows another feature's pieces names both.
 * `preload` starts the same loading early; the page's first draw then waits for what is left of it.
 */
export function lazyWithMessages(
  feature: FeatureName | FeatureName[],
  load: () => Promise<{ default: ComponentType }>,
): PreloadablePage {
  const features = Array.isArray(feature) ? feature : [feature];
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadWithMessages = () =>
    (loading ??= Promise.all([
      load(),
      ...features.map((name) =>
        loadFeatureMessages(name).catch((error: unknown) => console.warn(`could not load the ${name} messages`, error)),
      ),
    ]).then(([page]) => page));
  return Object.assign(lazy(loadWithMessages), { preload: loadWithMessages });
}
