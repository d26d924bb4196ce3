import { RADIUS } from '../config';
import type { PresetId } from './presets';

/** Appearance settings of the settings drawer; the light/dark mode lives in react-admin's 'theme' store key. */
export type FontFamilyId = 'Roboto' | 'Poppins' | 'Inter';
export const FONT_FAMILIES: readonly FontFamilyId[] = ['Roboto', 'Poppins', 'Inter'];

export interface AppearanceSettings {
  preset: PresetId;
  fontFamily: FontFamilyId;
  borderRadius: number;
  /** Outlined inputs with a background (true) or transparent (false). */
  outlinedFilled: boolean;
}

export type ThemeMode = 'light' | 'dark';
export const DEFAULT_MODE: ThemeMode = 'light';

export const DEFAULT_SETTINGS: AppearanceSettings = {
  preset: 'default',
  fontFamily: 'Roboto',
  borderRadius: RADIUS.default,
  outlinedFilled: true,
};

export const SETTINGS_STORE_KEY = 'settings';

/** Tolerates anything found in storage: unknown or out-of-range values fall back to defaults. */
export function normaliseSettings(value: unknown): AppearanceSettings {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<AppearanceSettings>;
  const presets: PresetId[] = ['default', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6'];
  const radius = Number(v.borderRadius);
  return {
    preset: presets.includes(v.preset as PresetId) ? (v.preset as PresetId) : DEFAULT_SETTINGS.preset,
    fontFamily: FONT_FAMILIES.includes(v.fontFamily as FontFamilyId)
      ? (v.fontFamily as FontFamilyId)
      : DEFAULT_SETTINGS.fontFamily,
    borderRadius:
      Number.isFinite(radius) && radius >= RADIUS.min && radius <= RADIUS.max
        ? Math.round(radius / RADIUS.step) * RADIUS.step
        : DEFAULT_SETTINGS.borderRadius,
    outlinedFilled: typeof v.outlinedFilled === 'boolean' ? v.outlinedFilled : DEFAULT_SETTINGS.outlinedFilled,
  };
}
