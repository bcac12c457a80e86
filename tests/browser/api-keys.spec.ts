import { expect, test } from '@playwright/test';
import { openSettings } from './support/settings.ts';
import { registerNewUser } from './support/sign-in.ts';

/**
 * An API key end to end: made in Settings → Account with one scope, its secret shown once and used by a
 * program (here, the page's request context without cookies) to ask who it is, refused on what it was not
 * given, then revoked in Settings and refused at once.
 */
test('an API key made in Settings works with its scope, and stops once revoked', async ({
  browser,
  page,
}) => {
  const person = await registerNewUser(page.context(), 'apikey', { firstName: 'Kit', lastName: 'Keys' });
  const settings = await openSettings(page);
  const make = settings.getByRole('region', { name: 'Make an API key' });
  await make.getByLabel('Name').fill('Profile reader');
  await make.getByRole('button', { name: 'Make key' }).click();
  await expect(make.getByText('Choose at least one thing the key may do.')).toBeVisible();
  await make.getByRole('checkbox', { name: 'Read account:read' }).click();
  await make.getByRole('button', { name: 'Make key' }).click();

  const keys = settings.getByRole('region', { name: 'API keys' });
  await expect(keys.getByText('Copy “Profile reader” now.')).toBeVisible();
  const token = (await keys.locator('.api-key-secret__token').textContent()) ?? '';
  expect(token).toMatch(/^exk_/);

  const program = await browser.newContext();
  try {
    const asKey = { Authorization: `Bearer ${token}` };
    const me = await program.request.get('/v1/user', { headers: asKey });
    expect(me.status()).toBe(200);
    expect((await me.json()).data.username).toBe(person.username);
    const refused = await program.request.get('/v1/bookings', { headers: asKey });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('This API key lacks the scope bookings:read.');

    await keys.getByRole('button', { name: 'I saved it' }).click();
    await expect(keys.getByText(token)).toHaveCount(0);
    const row = keys.getByRole('listitem').filter({ hasText: 'Profile reader' });
    await expect(row).toContainText('Personal');
    await expect(row).toContainText('account:read');
    await row.getByRole('button', { name: 'Revoke Profile reader' }).click();
    await page.getByRole('button', { name: 'Revoke key' }).click();
    await expect(keys.getByText('No API keys yet')).toBeVisible();
    expect((await program.request.get('/v1/user', { headers: asKey })).status()).toBe(401);
  } finally {
    await program.close();
  }
});
