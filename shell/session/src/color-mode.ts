import type { ColorMode } from './session-store.ts';

/** Turns the stored preference into the theme to paint; auto asks the operating system. */
export function resolveColorMode(mode: ColorMode, prefersDark: boolean): 'light' | 'dark' {
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return mode;
}
