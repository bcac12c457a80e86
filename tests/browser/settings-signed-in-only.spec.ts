import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in.ts';

/** SPEC §2 and §6: the Settings dialog is for the signed-in, whatever its persisted flag says. */

/** The persisted part of the session store (shell/session: SESSION_STORAGE_KEY) with the dialog's flag set. */
const FLAG_SET = JSON.stringify({
  state: { colorMode: 'auto', settingsOpen: true, sidebarOpen: true, token: null },
  version: 0,
});

test('a guest with the persisted settings flag set sees no dialog, not even while the identity check runs', async ({
  page,
  context,
  baseURL,
}) => {
  // A stale signed-in hint (a session that ended elsewhere) makes the page ask who is signed in.
  await context.addCookies([{ name: 'exceed_signed_in', value: '1', url: baseURL ?? '' }]);
  await page.addInitScript((session) => {
    // Once per test, not again on the reload below: what the page itself wrote must stay.
    if (!sessionStorage.getItem('flag-planted')) {
      localStorage.setItem('exceed.session', session);
      sessionStorage.setItem('flag-planted', 'yes');
    }
  }, FLAG_SET);
  const settingsCode: string[] = [];
  page.on('request', (request) => {
    if (/mfe[-_]settings/.test(request.url())) settingsCode.push(request.url());
  });
  // Hold the identity check: a dialog mounted before it answers would show meanwhile.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/v1/user?*', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const guest = page.waitForResponse((response) => response.url().includes('/v1/user?'));
  answer();
  expect((await guest).status()).toBe(401);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The 401 drops the stale hint, so the next page load asks nothing.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('exceed_signed_in');
  // The settings remote was never even downloaded, and the guest's stale flag is gone.
  expect(settingsCode).toEqual([]);
  const stored = await page.evaluate(() => localStorage.getItem('exceed.session'));
  expect(JSON.parse(stored ?? '{}').state.settingsOpen).toBe(false);
  await page.unroute('**/v1/user?*');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a signed-in user with the flag set gets the dialog back after a reload', async ({ page, context }) => {
  await signInAs(context, 'client@example.com');
  await page.addInitScript((session) => localStorage.setItem('exceed.session', session), FLAG_SET);
  await page.goto('/b');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});
