import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import { bookableSchedule } from './support/booking.ts';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/**
 * DESIGN.md "Quality": every route of SPEC §2 passes axe (WCAG 2.2 A and AA) signed out, as a client, a
 * coach and an administrator, in light and dark mode (the marketing layout is light only). One page load a
 * route; each test lists every violation it met before failing.
 */

interface Route {
  path: string;
  /** The page's level-1 heading, shown once its content (not its skeleton) is on screen. */
  heading: string | RegExp;
}

/** A page with tabs, one route a tab (SPEC §2), each under the page's own heading. */
const tabRoutes = (base: string, heading: string, tabs: readonly string[]): Route[] =>
  tabs.map((tab) => ({ path: `${base}${tab}`, heading }));

/** Opens each route, one page load each, and checks it once its content is shown (see checkThemes). */
async function check(page: Page, routes: readonly Route[], options: { dark: boolean }): Promise<string[]> {
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

/** GET `path` as the context's user; answers the `data` of the JSON envelope. */
async function data<T>(context: BrowserContext, path: string): Promise<T> {
  const answer = await context.request.get(path);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface Booking {
  id: string;
  workshopSchedule: { workshop: { id: string; title: string } } | null;
}

test.describe.configure({ timeout: 240_000 });

test('every public page passes axe signed out', async ({ page }) => {
  const schedule = await bookableSchedule(page, 1);
  // The marketing layout is always light (SPEC §2): one run each.
  const marketing: Route[] = [
    { path: '/', heading: /Marketplace for AI Coaches and Consultants/ },
    { path: '/workshops', heading: 'Workshops' },
    { path: '/announcement', heading: 'Announcement' },
    { path: '/consultants', heading: 'Consultants' },
    { path: '/demo-coach', heading: 'Grace Coach' },
    { path: '/b/privacy-policy', heading: 'Privacy Policy' },
    { path: '/b/terms-and-conditions', heading: 'Terms & Conditions' },
    { path: '/c/privacy-policy', heading: 'Privacy Policy for Coaches' },
    { path: '/c/terms-and-conditions', heading: 'Terms & Conditions for Coaches' },
  ];
  const others: Route[] = [
    { path: `/workshops/${schedule.id}/book`, heading: 'Book your seats' },
    { path: '/login', heading: 'Log in' },
    { path: '/register', heading: 'Register' },
    { path: '/no/such-page', heading: 'Page Not Found: /no/such-page' },
  ];
  expectNone([
    ...(await check(page, marketing, { dark: false })),
    ...(await check(page, others, { dark: true })),
  ]);
});

test('every client page and tab, the booking page and the Settings dialog pass axe as a client', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  const schedule = await bookableSchedule(page, 1);
  // The demo client's booking of a session already held (demo data): every tab has something to show.
  const [booking] = await data<Booking[]>(context, '/v1/bookings?view=mine&perPage=50');
  const workshop = booking?.workshopSchedule?.workshop;
  if (!booking || !workshop) throw new Error('the demo client has no booking');
  const routes: Route[] = [
    { path: '/b', heading: 'Dashboard' },
    { path: '/b/apps', heading: 'Apps' },
    { path: '/b/apps/multiplai', heading: 'multiplai' },
    { path: '/b/groups', heading: 'Groups' },
    { path: '/b/bookings', heading: 'Bookings' },
    { path: '/b/payments', heading: 'Payments' },
    { path: '/b/workshops', heading: 'Workshops' },
    ...tabRoutes(`/b/workshops/${workshop.id}`, workshop.title, [
      '',
      '/history',
      '/bookings',
      `/bookings/${booking.id}`,
      '/calendar',
      '/resources',
    ]),
    ...tabRoutes(`/b/bookings/${booking.id}`, workshop.title, ['', '/seats', '/payments', '/resources']),
    { path: `/workshops/${schedule.id}/book`, heading: 'Book your seats' },
    // A 404 met inside a remote (pageNotFound) rather than by the shell's route table.
    { path: '/b/no-such-page', heading: 'Page Not Found: /b/no-such-page' },
  ];
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
  await signInAs(context, 'coach@example.com');
  const me = await data<{ id: string }>(context, '/v1/user');
  const workshops = await data<Array<{ id: string; title: string }>>(
    context,
    `/v1/workshops?coachId=${me.id}&perPage=50`,
  );
  // The demo workshop with a session already held and booked: history, payouts and invoices have rows.
  const workshop = workshops.find((entry) => entry.title === 'Prompt Engineering Foundations');
  const [booking] = await data<Booking[]>(context, '/v1/bookings?view=team&perPage=50');
  if (!workshop || !booking) throw new Error('the demo coach has no workshop or booking');
  const bookingTitle = `Booking of ${booking.workshopSchedule?.workshop.title ?? 'a session'}`;
  const routes: Route[] = [
    { path: '/c', heading: 'Coach Dashboard' },
    { path: '/c/apps', heading: 'Apps' },
    { path: '/c/apps/multiplai', heading: 'multiplai' },
    { path: '/c/bookings', heading: 'Bookings' },
    { path: '/c/feedbacks', heading: 'Feedbacks' },
    { path: '/c/workshops', heading: 'Workshops' },
    { path: '/c/account/profile', heading: 'Profile' },
    { path: '/c/account/payouts', heading: 'Payouts' },
    ...tabRoutes(`/c/workshops/${workshop.id}`, workshop.title, [
      '',
      '/history',
      '/payouts',
      '/calendar',
      '/invoices',
      '/resources',
    ]),
    ...tabRoutes(`/c/bookings/${booking.id}`, bookingTitle, ['', '/seats', '/payments', '/resources']),
  ];
  expectNone(await check(page, routes, { dark: true }));
});

test('the client area with nothing in it passes axe as an administrator', async ({ page, context }) => {
  // The demo administrator has no bookings, cards or groups: the empty states of the client area.
  await signInAs(context, 'admin@example.com');
  const routes: Route[] = [
    { path: '/b', heading: 'Dashboard' },
    { path: '/b/groups', heading: 'Groups' },
    { path: '/b/bookings', heading: 'Bookings' },
    { path: '/b/payments', heading: 'Payments' },
    { path: '/b/workshops', heading: 'Workshops' },
  ];
  expectNone(await check(page, routes, { dark: true }));
});

test('both onboarding steps pass axe as a pending coach', async ({ page, context, browser }) => {
  // A coach's second step (the coaching profile) is the longer one; an administrator makes a pending coach
  // (people sign up as clients).
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `axe-${stamp}@example.com`;
  const admin = await browser.newContext();
  try {
    await signInAs(admin, 'admin@example.com');
    const created = await admin.request.post('/v1/users', {
      headers: await xsrfOf(admin, admin.request),
      data: {
        username: `axe-${stamp}`,
        email,
        status: 'pending',
        roles: ['coach'],
        profile: { firstName: 'Pat', lastName: 'Pending' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.close();
  }
  await signInAs(context, email, { fresh: true });
  const routes: Route[] = [
    { path: '/onboarding/1', heading: 'Tell us about yourself' },
    { path: '/onboarding/2', heading: 'Your coaching profile' },
  ];
  expectNone(await check(page, routes, { dark: true }));
});
