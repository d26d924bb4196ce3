/** Business constants of the spec (section 9) and app-wide settings, in one place. */
export const BASE_PATH = '/stage';
export const PRODUCT_NAME = 'DTH Platform';
export const VERSION_LABEL = 'v1.0.1.1.38 (15 Jul 2024)';

export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const BREADCRUMB_MAX_ITEMS = 8;
export const SETTINGS_DRAWER_WIDTH = 280;
/** The spec leaves the navigation drawer's width open; 264 fits the longest label in every locale. */
export const NAV_DRAWER_WIDTH = 264;
export const APP_BAR_HEIGHT = 72;

export const VIDEO_SKIP_SECONDS = 15;
export const DEFAULT_VOLUME = 0.5;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export const RADIUS = { min: 4, max: 24, step: 2, default: 12 } as const;
