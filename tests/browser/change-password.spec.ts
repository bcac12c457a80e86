import { expect, test } from '@playwright/test';
import { mailedCode } from './support/mailbox.ts';
import { openSettings } from './support/settings.ts';
import { registerNewUser, signInAs, xsrfOf } from './support/sign-in.ts';

/**
 * The Password card: SPEC §5's rule in its words, the proof that it is you
 * (docs/decisions/0046-re-authentication.md), and the other devices signed out while this one stays.
 */
test('setting a password asks for a code to the current address, keeps this session and ends the others', async ({
  page,
  context,
  browser,
}) => {
  const me = await registerNewUser(context, 'pwd', { firstName: 'Pia', lastName: 'Password' });
  const elsewhere = await browser.newContext();
  try {
    await signInAs(elsewhere, me.email, { fresh: true });
    expect((await elsewhere.request.get('/v1/user')).status()).toBe(200);

    // Made by code, the account has no password yet: the card offers a first one.
    const settings = await openSettings(page);
    const card = settings.getByRole('region', { name: 'Set a password' });
    const password = card.getByLabel('Password', { exact: true });
    await password.fill('lowercase1');
    await password.blur();
    await expect(password).toHaveAccessibleDescription(
      'Password must contain at least one uppercase and one lowercase letter',
    );
    await password.fill('Changed123');
    const proof = card.getByRole('group', { name: 'Confirm it is you' });
    // No password to type: the mailed code is the proof.
    await expect(proof.getByLabel('Current password')).toHaveCount(0);
    const since = Date.now();
    await proof.getByRole('button', { name: `Send a code to ${me.email}` }).click();
    const box = proof.getByRole('textbox', { name: 'Code sent to your email' });
    await expect(box).toBeFocused();
    await page.keyboard.type(await mailedCode(me.email, since));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'User Updated' })).toBeVisible();
    // Now it has one: the card is the Password card, its field empty.
    const changed = settings.getByRole('region', { name: 'Password' });
    await expect(changed.getByLabel('New password')).toHaveValue('');
    await expect(changed.getByRole('group', { name: 'Confirm it is you' })).toHaveCount(0);

    // This device stays signed in; the other one is signed out.
    expect((await context.request.get('/v1/user')).status()).toBe(200);
    expect((await elsewhere.request.get('/v1/user')).status()).toBe(401);
  } finally {
    await elsewhere.close();
  }
  // The new password signs in.
  const fresh = await browser.newContext();
  try {
    const signedIn = await fresh.request.post('/v1/login', {
      data: { email: me.email, password: 'Changed123' },
      headers: await xsrfOf(fresh, fresh.request),
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  } finally {
    await fresh.close();
  }
});
