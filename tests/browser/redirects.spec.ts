import { expect, test } from '@playwright/test';
import { newestMailTo } from './support/mailbox.ts';
import { registerAs, signInAs } from './support/sign-in.ts';

/** SPEC §2 "Redirect rules", walked in the browser against the real API. */

test('guests on signed-in routes go to /login, keeping the route asked for', async ({ page }) => {
  await page.goto('/b/bookings?tab=seats');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/b/bookings?tab=seats')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goto('/c/workshops');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/c/workshops')}`);
  await page.goto('/onboarding/2');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/onboarding/2')}`);
  // Public pages stay open to guests.
  await page.goto('/workshops');
  await expect(page).toHaveURL('/workshops');
});

test('signed-in users are sent away from /login and /register: saved redirect first, else their area', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  await page.goto('/login');
  await expect(page).toHaveURL('/b');
  await page.goto('/register');
  await expect(page).toHaveURL('/b');
  await page.goto(`/login?redirect=${encodeURIComponent('/b/payments')}`);
  await expect(page).toHaveURL('/b/payments');
  // Never to another site.
  await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example.com/')}`);
  await expect(page).toHaveURL('/b');
});

test('the coach area is coach-only; a user who is not pending is sent from /onboarding to /', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  await page.goto('/c/workshops');
  await expect(page).toHaveURL('/b');
  await page.goto('/onboarding');
  await expect(page).toHaveURL('/');
});

test('a mailed sign-in link lands a coach on /c, and a saved redirect wins', async ({ page, context }) => {
  const since = Date.now();
  const asked = await context.request.post('/v1/auth/send-login-link', {
    data: { email: 'coach@example.com' },
  });
  expect(asked.ok()).toBe(true);
  const link = /https?:\/\/\S+\/login\?token=\S+/.exec(
    (await newestMailTo('coach@example.com', since)).text,
  )?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link ?? '');
  await page.goto(`${pathname}${search}`);
  await expect(page).toHaveURL('/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();

  // A used link says so and signs nobody in.
  await context.clearCookies();
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('alert')).toContainText(/link/i);
  await expect(page).toHaveURL(/\/login\?token=/);
});

test('a pending user is held to /onboarding outside /onboarding, /c and /b; /onboarding opens step 1', async ({
  page,
  context,
}) => {
  const stamp = Date.now().toString(36);
  await registerAs(context, {
    email: `newcomer-${stamp}@example.com`,
    username: `newcomer-${stamp}`,
    firstName: 'New',
    lastName: 'Comer',
  });
  await page.goto('/workshops');
  await expect(page).toHaveURL('/onboarding/1');
  await page.goto('/');
  await expect(page).toHaveURL('/onboarding/1');
  await page.goto('/b');
  await expect(page).toHaveURL('/b');
  await page.goto('/onboarding');
  await expect(page).toHaveURL('/onboarding/1');
});

test('logging out clears identity and redirects; the areas then ask to sign in again', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com', { fresh: true });
  await page.goto('/b');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/b');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/b')}`);
});

test('meta+shift+L logs out; meta+shift+D toggles dark and light and keeps it', async ({ page, context }) => {
  await signInAs(context, 'client@example.com', { fresh: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/b');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page.keyboard.press('Meta+Shift+D');
  await expect(html).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
  await page.keyboard.press('Meta+Shift+D');
  await expect(html).toHaveAttribute('data-theme', before ?? 'light');

  await page.keyboard.press('Meta+Shift+L');
  await expect(page).toHaveURL('/');
  const user = await context.request.get('/v1/user');
  expect(user.status()).toBe(401);
});
