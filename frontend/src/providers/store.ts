import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's localStorage store, except that signing out (which resets the store)
 * keeps the user's preferences: theme mode, appearance settings and language.
 */
export const PREFERENCE_KEYS = ['theme', 'settings', 'locale'] as const;

export function preferencesStore(base: Store = localStorageStore('1', 'Dth')): Store {
  return {
    ...base,
    reset() {
      const kept = PREFERENCE_KEYS.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}

export const store = preferencesStore();
