import { alpha, darken, lighten, type ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS } from '../config';
import { fontStack } from './fonts';
import { presetOf } from './presets';
import type { AppearanceSettings, ThemeMode } from './settings';

/** Builds the MUI theme options for one mode from the appearance settings. */
export function buildTheme(settings: AppearanceSettings, mode: ThemeMode): ThemeOptions {
  const preset = presetOf(settings.preset)[mode];
  const dark = mode === 'dark';
  const radius = settings.borderRadius;
  const text = dark
    ? { primary: '#E6E9F0', secondary: '#A1A9B8', disabled: '#6B7280' }
    : { primary: '#111827', secondary: '#5B6475', disabled: '#9CA3AF' };
  const divider = dark ? alpha('#FFFFFF', 0.09) : alpha('#0F172A', 0.08);
  const inputBackground = settings.outlinedFilled
    ? dark
      ? alpha('#FFFFFF', 0.04)
      : alpha(preset.primary, 0.035)
    : 'transparent';

  return {
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      primary: { main: preset.primary },
      secondary: { main: preset.secondary },
      background: { default: preset.background, paper: preset.paper },
      text,
      divider,
      success: { main: dark ? '#4ADE80' : '#15803D' },
      warning: { main: dark ? '#FBBF24' : '#B45309' },
      // Text colours too (a field's message, a removed value): each keeps 4.5:1 on every preset's background and paper.
      error: { main: dark ? '#F87171' : '#B91C1C' },
      info: { main: dark ? '#38BDF8' : '#0369A1' },
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily: fontStack(settings.fontFamily),
      h1: { fontSize: '2.75rem', fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 },
      h2: { fontSize: '2.1rem', fontWeight: 700, letterSpacing: '-0.015em', lineHeight: 1.2 },
      h3: { fontSize: '1.6rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontSize: '1.35rem', fontWeight: 600 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 600, fontSize: '0.8125rem' },
      body2: { lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth' },
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: radius,
            border: `1px solid ${divider}`,
            boxShadow: dark ? 'none' : '0 1px 2px rgba(15, 23, 42, 0.04), 0 4px 16px rgba(15, 23, 42, 0.04)',
          },
        },
      },
      MuiCardHeader: {
        styleOverrides: {
          root: { padding: '20px 24px 8px' },
          title: { fontSize: '1rem', fontWeight: 600 },
          subheader: { fontSize: '0.8125rem', marginTop: 2 },
        },
      },
      MuiCardContent: { styleOverrides: { root: { padding: 24, '&:last-child': { paddingBottom: 24 } } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: Math.max(radius * 0.75, 6), paddingInline: 18 },
          sizeLarge: { minHeight: 48 },
        },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: Math.max(radius * 0.75, 6) } } },
      MuiTextField: { defaultProps: { variant: 'outlined', size: 'medium', margin: 'normal', fullWidth: true } },
      MuiFormControl: { defaultProps: { variant: 'outlined' } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: radius,
            backgroundColor: inputBackground,
            '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: alpha(preset.primary, 0.6) },
          },
          notchedOutline: { borderColor: dark ? alpha('#FFFFFF', 0.16) : alpha('#0F172A', 0.16) },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none', borderColor: divider } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: radius,
            marginBottom: 4,
            '&.Mui-selected': {
              backgroundColor: alpha(preset.primary, dark ? 0.18 : 0.1),
              // Darkened (lightened in dark mode) so the label keeps 4.5:1 on its tint (WCAG 1.4.3).
              color: dark ? lighten(preset.primary, 0.25) : darken(preset.primary, 0.2),
              '& .MuiListItemIcon-root': { color: dark ? lighten(preset.primary, 0.25) : darken(preset.primary, 0.2) },
              '&:hover': { backgroundColor: alpha(preset.primary, dark ? 0.24 : 0.14) },
            },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
      MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiLinearProgress: { styleOverrides: { root: { borderRadius: 99 } } },
      MuiAlert: { styleOverrides: { root: { borderRadius: radius } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: radius + 4 } } },
      MuiPopover: { styleOverrides: { paper: { borderRadius: radius, border: `1px solid ${divider}` } } },
      MuiMenu: { styleOverrides: { paper: { borderRadius: radius } } },
    },
  };
}
