import type { FontFamilyId } from './settings';

/**
 * Fonts come from @fontsource (bundled, nothing fetched from the internet). Roboto, the
 * default, is imported in main.tsx; the others load the first time they are chosen.
 */
const loaders: Record<FontFamilyId, () => Promise<unknown>> = {
  Roboto: () => Promise.resolve(),
  Poppins: () =>
    Promise.all([
      import('@fontsource/poppins/400.css'),
      import('@fontsource/poppins/500.css'),
      import('@fontsource/poppins/600.css'),
      import('@fontsource/poppins/700.css'),
    ]),
  Inter: () =>
    Promise.all([
      import('@fontsource/inter/400.css'),
      import('@fontsource/inter/500.css'),
      import('@fontsource/inter/600.css'),
      import('@fontsource/inter/700.css'),
    ]),
};

export const loadFont = (font: FontFamilyId) => loaders[font]().catch(() => undefined);

/**
 * Chinese in our own font when the system has none (no Linux kiosk and no CI machine has one): Noto
 * Sans SC, variable, split by unicode-range so a page fetches only the subsets its characters need.
 * Its CSS loads with the Chinese wording only.
 */
export const loadChineseFont = () => import('@fontsource-variable/noto-sans-sc').catch(() => undefined);

const CJK_FALLBACK =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Noto Sans SC Variable", "WenQuanYi Micro Hei"';
export const fontStack = (font: FontFamilyId) => `"${font}", "Helvetica Neue", Arial, ${CJK_FALLBACK}, sans-serif`;
