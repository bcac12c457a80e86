import { expect, type Page, test } from '@playwright/test';
import * as routes from './support/routes.ts';

/**
 * The shell's Content-Security-Policy (issue 20, item 4) holds the app together rather than breaking it:
 * every page of every area draws its content with no violation reported, while a script from an origin
 * that remotes.json does not name is refused.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records each violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** Opens each route, waits for its heading, and answers every violation met, with the path. */
async function violationsOn(page: Page, list: readonly routes.PageRoute[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of list) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
    found.push(...(await page.evaluate(() => window.cspViolations)).map((v) => `${route.path}: ${v}`));
  }
  return found;
}

test.describe.configure({ timeout: 180_000 });

test('public and client pages load under the policy, and a stranger script is refused', async ({
  page,
  context,
}) => {
  await recordViolations(page);
  const { marketing, others } = await routes.publicRoutes(page);
  expect(await violationsOn(page, [...marketing, ...others])).toEqual([]);

  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = 'https://stranger.example.test/steal.js';
        script.onerror = () => resolve('refused');
        script.onload = () => resolve('ran');
        document.head.append(script);
      }),
  );
  expect(blocked).toBe('refused');
  expect(await page.evaluate(() => window.cspViolations)).toEqual([
    'script-src-elem https://stranger.example.test/steal.js',
  ]);

  expect(await violationsOn(page, await routes.clientRoutes(page, context))).toEqual([]);
});

test('coach pages load under the policy', async ({ page, context }) => {
  await recordViolations(page);
  expect(await violationsOn(page, await routes.coachRoutes(context))).toEqual([]);
});
