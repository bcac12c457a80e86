/**
 * Theme constants of SPEC.md §9, for code that cannot read CSS custom properties: media queries in
 * JavaScript, image `sizes`, canvas drawing. `tokens.css` holds the same values for stylesheets, and a test
 * keeps the two in step.
 */

/** Viewport widths in px where layouts change; `xs` is used only for responsive image widths. */
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

/** A key of `breakpoints`. */
export type Breakpoint = keyof typeof breakpoints;

/** A `min-width` media query for a breakpoint, for `matchMedia` or `<source media>`. */
export function mediaQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}

/** The base corner radius in rem (`--ex-radius`); smaller and larger radii derive from it. */
export const radius = 0.625;

/** The base font size in px: 1rem at the browser's default setting (`--ex-font-size-base`). */
export const fontSize = 16;

/** Names of the Tailwind palettes the theme is built from. */
export const themeColors = { primary: 'yellow', gray: 'stone' } as const;

/**
 * The colour scales behind the semantic tokens (Tailwind's values). Prefer the semantic CSS tokens
 * (`--ex-color-*`) in components: they switch with the theme, these do not.
 */
export const palette = {
  yellow: {
    50: '#fefce8',
    100: '#fef9c3',
    200: '#fef08a',
    300: '#fde047',
    400: '#facc15',
    500: '#eab308',
    600: '#ca8a04',
    700: '#a16207',
    800: '#854d0e',
    900: '#713f12',
    950: '#422006',
  },
  stone: {
    50: '#fafaf9',
    100: '#f5f5f4',
    200: '#e7e5e4',
    300: '#d6d3d1',
    400: '#a8a29e',
    500: '#78716c',
    600: '#57534e',
    700: '#44403c',
    800: '#292524',
    900: '#1c1917',
    950: '#0c0a09',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    200: '#fecaca',
    300: '#fca5a5',
    400: '#f87171',
    500: '#ef4444',
    600: '#dc2626',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
    950: '#450a0a',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    200: '#bbf7d0',
    300: '#86efac',
    400: '#4ade80',
    500: '#22c55e',
    600: '#16a34a',
    700: '#15803d',
    800: '#166534',
    900: '#14532d',
    950: '#052e16',
  },
  amber: {
    50: '#fffbeb',
    100: '#fef3c7',
    200: '#fde68a',
    300: '#fcd34d',
    400: '#fbbf24',
    500: '#f59e0b',
    600: '#d97706',
    700: '#b45309',
    800: '#92400e',
    900: '#78350f',
    950: '#451a03',
  },
} as const;

/** The themes the stylesheet defines; the app shell sets one on `<html data-theme>`. */
export const themes = ['light', 'dark'] as const;

/** A theme the stylesheet defines. */
export type Theme = (typeof themes)[number];
