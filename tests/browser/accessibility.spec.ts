import { expect, type Page, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import {
  adminRoutes,
  clientRoutes,
  coachRoutes,
  onboardingRoutes,
  type PageRoute,
  publicRoutes,
} from './support/routes.ts';

/**
 * DESIGN.md "Quality": every route of SPEC §2 passes axe (WCAG 2.2 A and AA) signed out, as a client, a
 * coach and an administrator, in light and dark mode (the marketing layout is light only). One page load a
 * route; each test lists every violation it met before failing.
 */

/** Opens each route, one page load each, and checks it once its content is shown (see checkThemes). */
async function check(
  page: Page,
  routes: readonly PageRoute[],
  options: { dark: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route.path);
    await waitForContent(page, page.getByRole('heading', { level: 1, name: route.heading }));
    problems.push(...(await checkThemes(page, route.path, options)));
  }
  return problems;
}

/** Fails listing every violation, one a line, so one run shows all that is left to fix. */
function expectNone(problems: string[]) {
  expect(problems, `axe violations:\n${problems.join('\n')}`).toEqual([]);
}

test.describe.configure({ timeout: 240_000 });

test('every public page passes axe signed out', async ({ page }) => {
  // The marketing layout is always light (SPEC §2): one run each.
  const { marketing, others } = await publicRoutes(page);
  expectNone([
    ...(await check(page, marketing, { dark: false })),
    ...(await check(page, others, { dark: true })),
  ]);
});

test('every client page and tab, the booking page and the Settings dialog pass axe as a client', async ({
  page,
  context,
}) => {
  const routes = await clientRoutes(page, context);
  const problems = await check(page, routes, { dark: true });

  // The Settings dialog over the dashboard, each of its tabs.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/b');
  await waitForContent(page, page.getByRole('heading', { level: 1, name: 'Dashboard' }));
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await waitForContent(page, dialog.getByRole('region', { name: /^Display Name/ }));
  problems.push(...(await checkThemes(page, 'Settings → Account', { dark: true })));
  await dialog.getByRole('tab', { name: /Preferences/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Appearance' })).toBeVisible();
  problems.push(...(await checkThemes(page, 'Settings → Preferences', { dark: true })));
  expectNone(problems);
});

test('every coach page and tab passes axe as a coach', async ({ page, context }) => {
  expectNone(await check(page, await coachRoutes(context), { dark: true }));
});

test('the client area with nothing in it passes axe as an administrator', async ({ page, context }) => {
  // The demo administrator has no bookings, cards or groups: the empty states of the client area.
  const routes = await adminRoutes(context);
  expectNone(await check(page, routes, { dark: true }));
});

test('both onboarding steps pass axe as a pending coach', async ({ page, context, browser }) => {
  // A coach's second step (the coaching profile) is the longer one; an administrator makes a pending coach
  // (people sign up as clients).
  const routes = await onboardingRoutes(browser, context);
  expectNone(await check(page, routes, { dark: true }));
});
