import { useEffect, useMemo, useState } from 'react';
import type { Store } from 'react-admin';
import { buildTheme } from './buildTheme';
import { loadFont } from './fonts';
import { SETTINGS_STORE_KEY, normaliseSettings } from './settings';

/**
 * The light and dark themes for <Admin>, rebuilt whenever the settings drawer writes to
 * the store (so every change applies at once).
 */
export function useStoredThemes(store: Store) {
  const [settings, setSettings] = useState(() => normaliseSettings(store.getItem(SETTINGS_STORE_KEY)));
  useEffect(() => store.subscribe(SETTINGS_STORE_KEY, (value) => setSettings(normaliseSettings(value))), [store]);
  useEffect(() => void loadFont(settings.fontFamily), [settings.fontFamily]);
  return useMemo(
    () => ({ lightTheme: buildTheme(settings, 'light'), darkTheme: buildTheme(settings, 'dark') }),
    [settings],
  );
}
