import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA as axe tags its rules (DESIGN.md "Quality"; the design system's stories use the same). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
}

type AxeWindow = { axe: { run(context: Document, options: unknown): Promise<AxeResults> } };

/**
 * Waits until the page shows its content rather than a loading state: `content` is visible, the network
 * has settled (the remotes and the data the page asked for are in) and no skeleton or busy region is left.
 * axe judges what is on screen, so a check on a skeleton would prove nothing.
 */
export async function waitForContent(page: Page, content: Locator): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(content).toBeVisible();
  await expect(page.locator('.ex-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

/**
 * The WCAG 2.2 A/AA violations axe finds on the page as it is now, one line each: `where`, the rule, what
 * it asks for and the offending nodes' selectors. Empty when the page passes.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Colours ease from one theme to the other and dialogs fade in: a contrast measured halfway would be
  // neither state's. Endless animations (a spinner) never settle and are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Evaluated by the browser's debugger protocol, which the page's Content-Security-Policy does not govern
  // (a <script> tag of axe's text would be an inline script, which the policy refuses).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const { violations } = await page.evaluate(
    (tags) => (window as unknown as AxeWindow).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_22_AA,
  );
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.help}) at ${violation.nodes
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
}

/**
 * Runs axe on the page as it is in light mode and, with `dark`, again once the system asks for dark (the
 * app follows it while the user's preference is auto, as the demo accounts' is). Answers every violation.
 */
export async function checkThemes(page: Page, name: string, { dark }: { dark: boolean }): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const problems = await axeViolations(page, `${name} (light)`);
  if (!dark) return problems;
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  return [...problems, ...(await axeViolations(page, `${name} (dark)`))];
}
