import { expect, type Page, test } from '@playwright/test';
import * as routes from './support/routes.ts';

/**
 * SPEC §2 "Page title": every route, the shell's and each remote's, is titled "{page title} | Exceed", and
 * outside the release build the environment the front end was built for follows in brackets (the build
 * and this run read the same APP_ENV).
 */
const environment = process.env.APP_ENV || 'development';
const titled = (title: string) =>
  `${title} | Exceed${environment === 'production' ? '' : ` [${environment}]`}`;

/** Opens each route, one page load each, and checks its title; every wrong one is reported. */
async function expectTitles(page: Page, list: readonly routes.PageRoute[]) {
  for (const route of list) {
    await page.goto(route.path);
    await expect.soft(page, route.path).toHaveTitle(titled(route.title));
  }
}

test.describe.configure({ timeout: 180_000 });

test('every public page has its title, signed out', async ({ page }) => {
  const { marketing, others } = await routes.publicRoutes(page);
  await expectTitles(page, [...marketing, ...others]);
});

test('every client page and tab has its title, and moving within the area retitles the page', async ({
  page,
  context,
}) => {
  const client = await routes.clientRoutes(page, context);
  await expectTitles(page, client);

  // Without a page load: the page that goes takes its title with it, the next sets its own.
  await page.goto('/b');
  await expect(page).toHaveTitle(titled('Dashboard'));
  await page
    .getByRole('navigation', { name: 'Client area navigation' })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(page).toHaveTitle(titled('Bookings'));
  const workshop = client.find((route) => /^\/b\/workshops\/[^/]+$/.test(route.path));
  if (!workshop) throw new Error('no workshop page among the client routes');
  await page.goto(workshop.path);
  await expect(page).toHaveTitle(titled(workshop.title));
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveTitle(titled(`History · ${workshop.title}`));
});

test('every coach page and tab has its title', async ({ page, context }) => {
  await expectTitles(page, await routes.coachRoutes(context));
});

test("the client area's pages have their titles for an administrator", async ({ page, context }) => {
  await expectTitles(page, await routes.adminRoutes(context));
});

test('both onboarding steps have their titles for a pending coach', async ({ page, context, browser }) => {
  await expectTitles(page, await routes.onboardingRoutes(browser, context));
});
