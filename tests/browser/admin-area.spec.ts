import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/**
 * The super-admin's area (issue 22) as admin@example.com: every section, each checked by axe in light and
 * dark mode; and nobody else sees it, a guest included: the 404 page, never the remote.
 */

test.describe.configure({ timeout: 120_000 });

/** Opens a section from the admin navigation, as a user does, and waits for its content. */
async function openSection(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Admin area navigation' })
    .getByRole('link', { name: link })
    .click();
  const title = page.getByRole('heading', { level: 1, name: heading });
  await waitForContent(page, title);
  await expect(page).toHaveTitle(new RegExp(`^${heading}`));
}

async function toast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

/** The requests a page made for the admin remote's files. */
function adminRemoteRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mfe-admin/')) requests.push(request.url());
  });
  return requests;
}

async function expectNotFound(context: BrowserContext, who: string) {
  const page = await context.newPage();
  const requests = adminRemoteRequests(page);
  await page.goto('/admin/users');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page Not Found: /admin/users' }),
    who,
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin area navigation' })).toHaveCount(0);
  expect(requests, who).toEqual([]);
  await page.close();
}

test('a guest is sent to sign in at /admin; a client and a coach get the 404 page; none loads the admin remote', async ({
  browser,
  context,
}) => {
  // A guest's first visit to / does not load the admin remote either.
  const home = await context.newPage();
  const homeRequests = adminRemoteRequests(home);
  await home.goto('/');
  await home.waitForLoadState('networkidle');
  expect(homeRequests).toEqual([]);
  await home.close();
  const guest = await context.newPage();
  const guestRequests = adminRemoteRequests(guest);
  await guest.goto('/admin/users');
  await expect(guest).toHaveURL(`/login?redirect=${encodeURIComponent('/admin/users')}`);
  expect(guestRequests).toEqual([]);
  await guest.close();
  for (const email of ['client@example.com', 'coach@example.com']) {
    const signedIn = await browser.newContext();
    await signInAs(signedIn, email);
    await expectNotFound(signedIn, email);
    // The API says the same: the admin routes are a super-admin's.
    expect((await signedIn.request.get('/v1/admin/audit-entries')).status(), email).toBe(403);
    await signedIn.close();
  }
});

test('a super-admin walks every section of the admin area, each passing axe in light and dark', async ({
  page,
  context,
}) => {
  await signInAs(context, 'admin@example.com');
  const problems: string[] = [];

  // Overview: the figures by month, a table per currency.
  await page.goto('/admin');
  await waitForContent(page, page.getByRole('heading', { level: 1, name: 'Overview' }));
  await expect(page.getByRole('table', { name: /^Money by month in / }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bookings by status and new people by month' })).toBeVisible();
  problems.push(...(await checkThemes(page, 'Overview', { dark: true })));

  // Teams: search, show with members, plan and counts.
  await openSection(page, 'Teams', 'Teams');
  await page.getByRole('searchbox', { name: 'Search teams' }).fill('northwind');
  await page.getByRole('link', { name: 'Northwind AI' }).click();
  await waitForContent(page, page.getByRole('heading', { level: 1, name: 'Northwind AI' }));
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In this team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend team' })).toBeVisible();
  problems.push(...(await checkThemes(page, 'Team', { dark: true })));

  // Users: search by name, show with the profile and the coach profile.
  await openSection(page, 'Users', 'Users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('maya');
  await page.getByRole('link', { name: 'Maya Patel' }).click();
  await waitForContent(page, page.getByRole('heading', { level: 1, name: 'Maya Patel' }));
  await expect(page.getByRole('heading', { name: 'Coach profile' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Roles held' })).toContainText('coach');
  problems.push(...(await checkThemes(page, 'User', { dark: true })));

  // Roles and permissions: the built-in roles keep their name and cannot be deleted.
  await openSection(page, 'Roles', 'Roles and permissions');
  const roles = page.getByRole('table', { name: 'Roles' });
  await expect(roles.getByRole('row', { name: /super-admin/ })).toContainText('Built-in');
  await expect(roles.getByRole('button', { name: 'Delete super-admin' })).toHaveCount(0);
  await expect(roles.getByRole('button', { name: 'Edit super-admin' })).toBeVisible();
  problems.push(...(await checkThemes(page, 'Roles and permissions', { dark: true })));

  // Workshop templates: the catalogue; a template needs its price.
  await openSection(page, 'Templates', 'Workshop templates');
  await page.getByRole('button', { name: 'New template' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await form.getByLabel('Title').fill('Agents for finance teams');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(form.getByText('Price is required')).toBeVisible();
  await form.getByLabel('Price').fill('120');
  await form.getByRole('combobox', { name: /Level/ }).click();
  await page.getByRole('option', { name: 'Intermediate' }).click();
  await form.getByRole('button', { name: 'Create template' }).click();
  await toast(page, 'Template created');
  await expect(page.getByRole('cell', { name: 'Agents for finance teams', exact: true })).toBeVisible();
  problems.push(...(await checkThemes(page, 'Workshop templates', { dark: true })));

  // Bookings and money: find by the booker's email, see seats, payments, refunds and the seat ledger.
  await openSection(page, 'Bookings', 'Bookings and money');
  await page.getByRole('searchbox', { name: 'Find bookings' }).fill('client@example.com');
  await expect(page.getByRole('cell', { name: 'client@example.com' }).first()).toBeVisible();
  await page.getByRole('table', { name: 'Bookings and money' }).getByRole('link').first().click();
  await waitForContent(page, page.getByRole('heading', { name: 'Seats', exact: true }));
  for (const section of ['Payments', 'Refunds', 'Seat ledger of the schedule']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  // The verdict on the booking's schedule, whichever it is: the demo's past bookings were seeded without
  // ledger rows, which the check reports as stray.
  await page.getByRole('button', { name: 'Check seat ledger' }).click();
  await expect(page.getByRole('region', { name: 'Seat ledger check' }).getByText('Capacity')).toBeVisible();
  problems.push(...(await checkThemes(page, 'Booking', { dark: true })));

  // Disputes: the demo's open dispute, and the booking it names, whose coach's share it holds.
  await openSection(page, 'Disputes', 'Disputes');
  const disputes = page.getByRole('table', { name: 'Disputes' });
  await expect(disputes.getByText('Needs response')).toBeVisible();
  await expect(disputes.getByText('Product not received')).toBeVisible();
  problems.push(...(await checkThemes(page, 'Disputes', { dark: true })));
  await disputes.getByRole('link').first().click();
  await waitForContent(page, page.getByRole('heading', { name: 'Payouts and disputes', exact: true }));
  await expect(page.getByRole('table', { name: 'Payouts and disputes' })).toContainText('Dispute');
  await expect(page.getByRole('table', { name: 'Disputes', exact: true })).toContainText('Needs response');

  // Failed jobs: the demo's mail that its server refused, queued again.
  await openSection(page, 'Failed jobs', 'Failed jobs');
  const jobs = page.getByRole('table', { name: 'Jobs that ran out of attempts' });
  await expect(jobs.getByText('mail.send')).toBeVisible();
  await expect(jobs).toContainText('Recipient address rejected');
  problems.push(...(await checkThemes(page, 'Failed jobs', { dark: true })));
  await jobs
    .getByRole('button', { name: /^Retry/ })
    .first()
    .click();
  await toast(page, 'Queued again');

  // Mails: every mail with sample data; the booking confirmation's reply reaches its coach.
  await openSection(page, 'Mails', 'Mails');
  await page.getByRole('combobox', { name: /^Mail \(\d+\)/ }).click();
  await page.getByRole('option', { name: /^Booking confirmed: / }).click();
  await expect(page.getByText('"Maya Lindqvist" <maya@northwind.example>')).toBeVisible();
  const mailFrame = page.frameLocator('iframe[title^="HTML of Booking confirmed"]');
  await expect(mailFrame.getByRole('link', { name: 'See your booking' })).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByText(/11:00 AM – 1:00 PM your time/)).toBeVisible();
  problems.push(...(await checkThemes(page, 'Mails', { dark: true })));

  // Trash: soft-deleted records by kind, each with restore.
  await openSection(page, 'Trash', 'Trash');
  await expect(page.getByRole('table', { name: 'Deleted bookings' })).toBeVisible();
  problems.push(...(await checkThemes(page, 'Trash', { dark: true })));

  // Audit log: the template created above is the newest change.
  await openSection(page, 'Audit log', 'Audit log');
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)).toContainText(
    'admin@example.com',
  );
  problems.push(...(await checkThemes(page, 'Audit log', { dark: true })));

  expect(problems).toEqual([]);
});

test('a super-admin suspends and reactivates a team, and deletes a user with Undo', async ({
  page,
  context,
}) => {
  await signInAs(context, 'admin@example.com');
  await page.goto('/admin/teams?q=northwind');
  await page.getByRole('link', { name: 'Northwind AI' }).click();
  await page.getByRole('button', { name: 'Suspend team' }).click();
  await page
    .getByRole('dialog', { name: 'Suspend team?' })
    .getByRole('button', { name: 'Suspend team' })
    .click();
  await toast(page, 'Team suspended');
  await page.getByRole('button', { name: 'Reactivate team' }).click();
  await toast(page, 'Team reactivated');
  await expect(page.getByRole('button', { name: 'Suspend team' })).toBeVisible();

  // A user of this run only: the demo's people stay as they are for the other specs.
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await context.request.post('/v1/users', {
    headers: await xsrfOf(context, context.request),
    data: {
      username: `gone-${stamp}`,
      email: `gone-${stamp}@example.com`,
      profile: { firstName: 'Gus', lastName: stamp },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/admin/users?q=${stamp}`);
  await page.getByRole('link', { name: `Gus ${stamp}` }).click();
  await page.getByRole('button', { name: 'Delete user' }).click();
  await page
    .getByRole('dialog', { name: 'Delete user?' })
    .getByRole('button', { name: 'Delete user' })
    .click();
  await expect(page).toHaveURL('/admin/users');
  await page.getByRole('button', { name: 'Undo' }).click();
  await toast(page, 'Restored');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(stamp);
  await expect(page.getByRole('link', { name: `Gus ${stamp}` })).toBeVisible();
});
