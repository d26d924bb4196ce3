import { lazy, type ComponentType } from 'react';
import { loadFeatureMessages, type FeatureName } from '../providers/i18nProvider';

/**
 * A lazy page whose wording ships with it: its chunk and its feature's messages (in the current
 * language) load together, so it never renders a key. Messages that fail to load leave English
 * keys visible rather than the page blank. A page that shows another feature's pieces names both.
 */
export function lazyWithMessages(
  feature: FeatureName | FeatureName[],
  load: () => Promise<{ default: ComponentType }>,
) {
  const features = Array.isArray(feature) ? feature : [feature];
  return lazy(async () => {
    const [page] = await Promise.all([
      load(),
      ...features.map((name) =>
        loadFeatureMessages(name).catch((error: unknown) => console.warn(`could not load the ${name} messages`, error)),
      ),
    ]);
    return page;
  });
}
