import { expect, test } from '@playwright/test';
import { signInAs, signInAsNewAccount } from './support/sign-in.ts';

/**
 * SPEC §2 "Redirect rules": a super-admin with no saved redirect lands on the admin address, which the
 * shell reads at run time from /config.json (the API's ADMIN_URL; unset here, so /admin, the admin area's
 * Overview).
 */

test('a super-admin lands where the runtime configuration says, unless a redirect was saved', async ({
  page,
  context,
}) => {
  await signInAs(context, 'admin@example.com');
  expect(await (await context.request.get('/config.json')).json()).toEqual({ adminUrl: '/admin' });
  await page.goto('/login');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.goto(`/login?redirect=${encodeURIComponent('/b/groups')}`);
  await expect(page).toHaveURL('/b/groups');

  // Another answer of /config.json, with the same build, sends the super-admin to another site.
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { adminUrl: 'https://admin.example.test/home' } }),
  );
  await page.route('https://admin.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Admin</title><h1>The admin area</h1>' }),
  );
  await page.goto('/register');
  await expect(page).toHaveURL('https://admin.example.test/home');
});

test('a coach who is also a super-admin lands on the admin address, as SPEC §2 orders the rules', async ({
  page,
  context,
  browser,
}) => {
  await signInAsNewAccount(browser, context, 'ca', {
    status: 'active',
    roles: ['coach', 'super-admin'],
    firstName: 'Cora',
    lastName: 'Admin',
  });
  await page.goto('/login');
  await expect(page).toHaveURL('/admin');
});
