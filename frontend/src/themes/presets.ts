/**
 * The seven colour presets of the settings drawer. Each has a light and a dark variant:
 * dark variants use lighter tints of the same hues so text on them stays legible.
 */
export type PresetId = 'default' | 'theme1' | 'theme2' | 'theme3' | 'theme4' | 'theme5' | 'theme6';

export interface ModePalette {
  primary: string;
  secondary: string;
  background: string;
  paper: string;
}

export interface Preset {
  id: PresetId;
  light: ModePalette;
  dark: ModePalette;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'default',
    light: { primary: '#2563EB', secondary: '#7C3AED', background: '#F4F6FB', paper: '#FFFFFF' },
    dark: { primary: '#6EA8FE', secondary: '#B69CFF', background: '#0B1120', paper: '#121A2E' },
  },
  {
    id: 'theme1',
    light: { primary: '#047857', secondary: '#B45309', background: '#F2F7F5', paper: '#FFFFFF' },
    dark: { primary: '#34D399', secondary: '#FBBF24', background: '#08130F', paper: '#0F1F1A' },
  },
  {
    id: 'theme2',
    light: { primary: '#6D28D9', secondary: '#DB2777', background: '#F6F4FC', paper: '#FFFFFF' },
    dark: { primary: '#B79BFF', secondary: '#F472B6', background: '#100C1B', paper: '#1A1429' },
  },
  {
    id: 'theme3',
    light: { primary: '#0369A1', secondary: '#0D9488', background: '#F1F6FA', paper: '#FFFFFF' },
    dark: { primary: '#4FC3F7', secondary: '#2DD4BF', background: '#06141F', paper: '#0C1F2E' },
  },
  {
    id: 'theme4',
    light: { primary: '#BE123C', secondary: '#4F46E5', background: '#FBF4F6', paper: '#FFFFFF' },
    dark: { primary: '#FB7185', secondary: '#A5B4FC', background: '#160A0E', paper: '#221218' },
  },
  {
    id: 'theme5',
    light: { primary: '#C2410C', secondary: '#0E7490', background: '#FBF6F1', paper: '#FFFFFF' },
    dark: { primary: '#FB923C', secondary: '#67E8F9', background: '#140E09', paper: '#211810' },
  },
  {
    id: 'theme6',
    light: { primary: '#1F2937', secondary: '#0891B2', background: '#F3F4F6', paper: '#FFFFFF' },
    dark: { primary: '#E5E7EB', secondary: '#5EEAD4', background: '#0A0B0D', paper: '#15171B' },
  },
];

export const presetOf = (id: string): Preset => PRESETS.find((p) => p.id === id) ?? PRESETS[0];
