import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { codeIn, newestMailTo } from './support/mailbox.ts';
import { openSettings } from './support/settings.ts';
import { registerNewUser, xsrfOf } from './support/sign-in.ts';

/** SPEC §2 Email card and §7 POST /v1/auth/verify-email-using-otp, with the codes read from the outbox. */

const newUser = (context: BrowserContext) =>
  registerNewUser(context, 'ver', { firstName: 'Vera', lastName: 'Verify' });

async function emailCard(page: Page) {
  return (await openSettings(page)).getByRole('region', { name: /^Email/ });
}

test('changing the email mails a code to the new address; the 6-digit box takes it and the Verified badge appears', async ({
  page,
  context,
}) => {
  const me = await newUser(context);
  const card = await emailCard(page);
  // Registering by a mailed code proved the first address.
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();

  const moved = `moved-${me.stamp}@example.com`;
  const since = Date.now();
  await card.getByRole('textbox', { name: 'Email' }).fill(moved);
  await card.getByRole('button', { name: 'Save' }).click();
  // A new address is unverified, and its code is on its way at once: the box takes focus.
  const box = card.getByRole('textbox', { name: '6-digit code' });
  await expect(box).toBeFocused();
  await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('status')).toContainText(`We sent a 6-digit code to ${moved}`);
  await expect(card.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

  // A wrong code is refused on the box.
  await box.fill('000000');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(box).toHaveAccessibleDescription('This code is invalid or has expired.');

  await box.fill(codeIn(await newestMailTo(moved, since)));
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(box).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Email Verified' })).toBeVisible();

  // The account keeps it.
  await page.reload();
  const again = page.getByRole('dialog', { name: 'Settings' }).getByRole('region', { name: /^Email/ });
  await expect(again.getByRole('textbox', { name: 'Email' })).toHaveValue(moved);
  await expect(again.getByText('Verified', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Verify' })).toHaveCount(0);
});

test('an unverified address offers Verify, which mails a code for the same box', async ({
  page,
  context,
}) => {
  const me = await newUser(context);
  // The address changed elsewhere (another tab, an administrator): it is no longer verified.
  const unverified = `other-${me.stamp}@example.com`;
  const user = (await (await context.request.get('/v1/user')).json()) as { data: { id: string } };
  const changed = await context.request.patch(`/v1/users/${user.data.id}`, {
    data: { email: unverified },
    headers: await xsrfOf(context, context.request),
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  const card = await emailCard(page);
  await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Primary', { exact: true })).toBeVisible();
  await expect(card).toContainText('This address is not verified yet');
  const since = Date.now();
  await card.getByRole('button', { name: 'Verify' }).click();
  const box = card.getByRole('textbox', { name: '6-digit code' });
  await expect(box).toBeFocused();
  await page.keyboard.type(codeIn(await newestMailTo(unverified, since)));
  await page.keyboard.press('Enter');
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
});
