import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { mailedCode, newestMailTo } from './support/mailbox.ts';
import { openSettings } from './support/settings.ts';
import { registerNewUser, signInAs, xsrfOf } from './support/sign-in.ts';

/**
 * SPEC §2 Email card and §7 POST /v1/auth/verify-email-using-otp, with the codes read from the outbox; a
 * change of address asks for proof first (docs/decisions/0046-re-authentication.md).
 */

const newUser = (context: BrowserContext) =>
  registerNewUser(context, 'ver', { firstName: 'Vera', lastName: 'Verify' });

async function emailCard(page: Page) {
  return (await openSettings(page)).getByRole('region', { name: /^Email/ });
}

test("changing the email asks for proof (a code to the current address), keeps it pending until the new address's code, tells the old address; the Verified badge appears", async ({
  page,
  context,
}) => {
  const me = await newUser(context);
  const card = await emailCard(page);
  // Registering by a mailed code proved the first address.
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();

  const moved = `moved-${me.stamp}@example.com`;
  await card.getByRole('textbox', { name: 'Email' }).fill(moved);
  // A new address needs the proof that it is you. The account was made by code and has no password, so
  // the proof offered is a code to the current address; saving without it says what to do.
  const proof = card.getByRole('group', { name: 'Confirm it is you' });
  await expect(proof.getByRole('button', { name: `Send a code to ${me.email}` })).toBeVisible();
  await expect(proof.getByLabel('Current password')).toHaveCount(0);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('alert')).toContainText(
    'Confirm it is you: send a code to your email and enter it.',
  );
  const sinceProof = Date.now();
  await proof.getByRole('button', { name: `Send a code to ${me.email}` }).click();
  const proofBox = proof.getByRole('textbox', { name: 'Code sent to your email' });
  await expect(proofBox).toBeFocused();
  await page.keyboard.type(await mailedCode(me.email, sinceProof));
  const sinceSave = Date.now();
  await page.keyboard.press('Enter');

  // Saved as pending: the address in use stays until the new one proves itself with the code mailed to it.
  await expect(card).toContainText(`Pending confirmation: ${moved}`);
  await expect(card.getByRole('textbox', { name: 'Email' })).toHaveValue(me.email);
  const box = card.getByRole('textbox', { name: '6-digit code' });
  await expect(box).toBeFocused();
  await expect(card.getByRole('status')).toContainText(`We sent a 6-digit code to ${moved}`);
  await expect(card.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

  // A wrong code is refused on the box.
  await box.fill('000000');
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(box).toHaveAccessibleDescription('This code is invalid or has expired.');

  const sinceConfirm = Date.now();
  await box.fill(await mailedCode(moved, sinceSave));
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(box).toHaveCount(0);
  await expect(card).not.toContainText('Pending confirmation');
  await expect(card.getByRole('textbox', { name: 'Email' })).toHaveValue(moved);
  await expect(page.getByRole('status').filter({ hasText: 'Email Verified' })).toBeVisible();
  // The old address is told, and what to do if it was not you.
  const told = await newestMailTo(me.email, sinceConfirm);
  expect(told.subject).toBe('Your Exceed email was changed');
  expect(told.text).toContain(moved);
  expect(told.text).toContain('If it was not you');

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
  browser,
}) => {
  const me = await newUser(context);
  // An administrator changed the address (made at once, unverified): it is no longer verified.
  const unverified = `other-${me.stamp}@example.com`;
  const user = (await (await context.request.get('/v1/user')).json()) as { data: { id: string } };
  const admin = await browser.newContext();
  try {
    await signInAs(admin, 'admin@example.com');
    const changed = await admin.request.patch(`/v1/users/${user.data.id}`, {
      data: { email: unverified },
      headers: await xsrfOf(admin, admin.request),
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  } finally {
    await admin.close();
  }

  const card = await emailCard(page);
  await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Primary', { exact: true })).toBeVisible();
  await expect(card).toContainText('This address is not verified yet');
  const since = Date.now();
  await card.getByRole('button', { name: 'Verify' }).click();
  const box = card.getByRole('textbox', { name: '6-digit code' });
  await expect(box).toBeFocused();
  await page.keyboard.type(await mailedCode(unverified, since));
  await page.keyboard.press('Enter');
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
});
