import { lazy, type ComponentType } from 'react';
import { loadFeatureMessages, type FeatureName } from '../providers/i18nProvider';

/**
 * A lazy page whose wording ships with it: its chunk and its feature's messages (in the current
 * language) load together, so it never renders a key. Messages that fail to load leave English
 * keys visible rather than the page blank.
 */
export function lazyWithMessages(feature: FeatureName, load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadFeatureMessages(feature).catch((error: unknown) => console.warn(`could not load the ${feature} messages`, error))]);
    return page;
  });
}
