import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './buildTheme';
import { PRESETS } from './presets';
import { DEFAULT_SETTINGS, type ThemeMode } from './settings';

const MODES: ThemeMode[] = ['light', 'dark'];

/** WCAG 1.4.3: text in the theme's status and secondary colours keeps 4.5:1 wherever the app sets it. */
describe('the theme’s text colours', () => {
  it.each(PRESETS.flatMap((preset) => MODES.map((mode) => [preset.id, mode] as const)))(
    '%s in %s mode: error, warning, success, info and secondary text read at 4.5:1 on the background and on paper',
    (id, mode) => {
      const { palette } = createTheme(buildTheme({ ...DEFAULT_SETTINGS, preset: id }, mode));
      const short = [palette.background.default, palette.background.paper].flatMap((background) =>
        [palette.error.main, palette.warning.main, palette.success.main, palette.info.main, palette.text.secondary]
          .filter((text) => getContrastRatio(text, background) < 4.5)
          .map((text) => `${text} on ${background}: ${getContrastRatio(text, background).toFixed(2)}`),
      );
      expect(short).toEqual([]);
    },
  );
});
