import { expect, test } from '@playwright/test';

/**
 * SPEC §2 "Unknown routes give a 404": the server answers a path no route of the shell takes (nor a public
 * coach's username) with 404 and the shell's page, which still says "Page Not Found: {path}".
 */

test('an unknown path answers 404 and shows "Page Not Found"; the pages around it answer 200', async ({
  page,
}) => {
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found: /no/such/page' })).toBeVisible();

  const nobody = await page.goto('/no-such-coach');
  expect(nobody?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found: /no-such-coach' })).toBeVisible();

  for (const path of ['/demo-coach', '/workshops', '/b']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
});
