import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, fontSize, mediaQuery, palette, radius } from './tokens.ts';

const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The custom properties declared by the rule whose selector list is exactly `selector`. */
function declarations(selector: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((part) => part.trim());
    if (selectors.join(',') !== selector) continue;
    for (const declaration of (match[2] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      result.set(declaration[1] ?? '', (declaration[2] ?? '').trim());
    }
  }
  return result;
}

const root = declarations(':root');
const themes = {
  light: new Map([...root, ...declarations(':root,[data-theme="light"]')]),
  dark: new Map([...root, ...declarations('[data-theme="dark"]')]),
};

function resolve(theme: Map<string, string>, name: string): string {
  const value = theme.get(name);
  if (value === undefined) throw new Error(`${name} is not defined`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference?.[1] ? resolve(theme, reference[1]) : value;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`${hex} is not a #rrggbb colour`);
  const channels = [0, 2, 4].map(
    (start) => Number.parseInt(match[1]?.slice(start, start + 2) ?? '', 16) / 255,
  );
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(theme: Map<string, string>, foreground: string, background: string): number {
  const [a, b] = [luminance(resolve(theme, foreground)), luminance(resolve(theme, background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Text on background pairs that must reach 4.5:1 (WCAG AA, normal text). */
const textPairs: Array<[string, string]> = [
  ['--ex-color-fg', '--ex-color-bg'],
  ['--ex-color-fg', '--ex-color-surface'],
  ['--ex-color-fg', '--ex-color-surface-subtle'],
  ['--ex-color-fg', '--ex-color-muted-bg'],
  ['--ex-color-muted', '--ex-color-bg'],
  ['--ex-color-muted', '--ex-color-surface'],
  ['--ex-color-muted', '--ex-color-surface-subtle'],
  ['--ex-color-muted', '--ex-color-muted-bg'],
  ['--ex-color-primary-fg', '--ex-color-primary'],
  ['--ex-color-primary-fg', '--ex-color-primary-hover'],
  ['--ex-color-primary-subtle-fg', '--ex-color-primary-subtle'],
  ['--ex-color-accent', '--ex-color-bg'],
  ['--ex-color-accent', '--ex-color-surface'],
  ['--ex-color-secondary-fg', '--ex-color-secondary'],
  ['--ex-color-secondary-fg', '--ex-color-secondary-hover'],
  ['--ex-color-fg', '--ex-color-hover'],
  ['--ex-color-danger', '--ex-color-bg'],
  ['--ex-color-danger', '--ex-color-surface'],
  ['--ex-color-danger-fg', '--ex-color-danger-solid'],
  ['--ex-color-danger-fg', '--ex-color-danger-solid-hover'],
  ['--ex-color-danger-subtle-fg', '--ex-color-danger-subtle'],
  ['--ex-color-fg', '--ex-color-danger-subtle'],
  ['--ex-color-success', '--ex-color-bg'],
  ['--ex-color-success', '--ex-color-surface'],
  ['--ex-color-success-subtle-fg', '--ex-color-success-subtle'],
  ['--ex-color-warning', '--ex-color-bg'],
  ['--ex-color-warning-subtle-fg', '--ex-color-warning-subtle'],
];

/** Control edges and focus indicators that must reach 3:1 (WCAG 1.4.11). */
const nonTextPairs: Array<[string, string]> = [
  ['--ex-color-border-strong', '--ex-color-bg'],
  ['--ex-color-border-strong', '--ex-color-surface'],
  ['--ex-color-focus-ring', '--ex-color-bg'],
  ['--ex-color-focus-ring', '--ex-color-surface'],
  ['--ex-color-danger', '--ex-color-surface'],
];

describe('theme tokens', () => {
  it('match the TypeScript constants', () => {
    expect(root.get('--ex-radius')).toBe(`${radius}rem`);
    expect(radius).toBe(0.625);
    expect(fontSize).toBe(16);
    expect(root.get('--ex-font-size-base')).toBe('1rem');
    for (const [name, scale] of Object.entries(palette)) {
      for (const [step, hex] of Object.entries(scale)) {
        expect(root.get(`--ex-${name}-${step}`), `--ex-${name}-${step}`).toBe(hex);
      }
    }
  });

  it('use the breakpoints of SPEC.md §9', () => {
    expect(breakpoints).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(mediaQuery('md')).toBe('(min-width: 768px)');
  });

  it('take yellow as primary and stone as gray', () => {
    expect(resolve(themes.light, '--ex-color-primary')).toBe(palette.yellow[400]);
    expect(resolve(themes.light, '--ex-color-fg')).toBe(palette.stone[950]);
    expect(resolve(themes.dark, '--ex-color-bg')).toBe(palette.stone[950]);
  });

  it('define the same semantic tokens in both themes', () => {
    const names = (theme: Map<string, string>) =>
      [...theme.keys()]
        .filter((name) => name.startsWith('--ex-color-') || name.startsWith('--ex-shadow-'))
        .sort();
    expect(names(themes.dark)).toEqual(names(themes.light));
    expect(names(themes.light)).toEqual(
      expect.arrayContaining([
        '--ex-color-bg',
        '--ex-color-fg',
        '--ex-color-muted',
        '--ex-color-border',
        '--ex-color-primary',
        '--ex-color-primary-fg',
        '--ex-color-danger',
        '--ex-color-success',
        '--ex-color-focus-ring',
        '--ex-shadow-sm',
        '--ex-shadow-lg',
      ]),
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    it.each(textPairs)(`${theme}: %s on %s reaches 4.5:1`, (foreground, background) => {
      expect(contrast(themes[theme], foreground, background)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(nonTextPairs)(`${theme}: %s on %s reaches 3:1`, (foreground, background) => {
      expect(contrast(themes[theme], foreground, background)).toBeGreaterThanOrEqual(3);
    });
  }
});
