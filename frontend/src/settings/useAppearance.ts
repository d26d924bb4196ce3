import { useCallback } from 'react';
import { useStore } from 'react-admin';
import { DEFAULT_SETTINGS, SETTINGS_STORE_KEY, normaliseSettings, type AppearanceSettings } from '../themes/settings';

/** Appearance settings, kept in react-admin's store (local storage), applied at once. */
export function useAppearance(): [AppearanceSettings, (patch: Partial<AppearanceSettings>) => void, () => void] {
  const [stored, setStored] = useStore<AppearanceSettings>(SETTINGS_STORE_KEY, DEFAULT_SETTINGS);
  const settings = normaliseSettings(stored);
  const update = useCallback(
    (patch: Partial<AppearanceSettings>) => setStored((previous) => ({ ...normaliseSettings(previous), ...patch })),
    [setStored],
  );
  const reset = useCallback(() => setStored(DEFAULT_SETTINGS), [setStored]);
  return [settings, update, reset];
}
