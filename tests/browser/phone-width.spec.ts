import { expect, type Page, test } from '@playwright/test';
import { waitForContent } from './support/axe.ts';
import { adminRoutes, clientRoutes, coachRoutes, type PageRoute, publicRoutes } from './support/routes.ts';

/**
 * Phones (issue 37): no page of the accessibility walk scrolls sideways at 390 × 844. A wide table or a
 * row of tabs scrolls inside its own box; the page itself stays as wide as the screen.
 */

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });
test.describe.configure({ timeout: 240_000 });

/** The routes whose document is wider than the phone's screen, with how wide. */
async function wideRoutes(page: Page, routes: readonly PageRoute[]): Promise<string[]> {
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    await waitForContent(page, page.getByRole('heading', { level: 1, name: route.heading }));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wide.push(`${route.path}: ${width} px`);
  }
  return wide;
}

test('no public page scrolls sideways on a phone', async ({ page }) => {
  const { marketing, others } = await publicRoutes(page);
  expect(await wideRoutes(page, [...marketing, ...others])).toEqual([]);
});

test('no client page scrolls sideways on a phone', async ({ page, context }) => {
  expect(await wideRoutes(page, await clientRoutes(page, context))).toEqual([]);
});

test('no coach or team page scrolls sideways on a phone', async ({ page, context }) => {
  expect(await wideRoutes(page, await coachRoutes(context))).toEqual([]);
});

test('no page of an empty client area scrolls sideways on a phone', async ({ page, context }) => {
  expect(await wideRoutes(page, await adminRoutes(context))).toEqual([]);
});
