import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { openSettings } from './support/settings.ts';
import { registerNewUser } from './support/sign-in.ts';

/**
 * Passkeys end to end, with Chromium's virtual authenticator (a platform authenticator that verifies its
 * user): added in Settings → Account, used on /login after signing out, then removed. WebAuthn takes no IP
 * address for a site, so this walk opens the app as localhost, where the API keeps passkeys of a server
 * addressed as 127.0.0.1 (api/src/auth/passkeys.ts).
 */

/** A context of its own on http://localhost:<port>, with a virtual authenticator in its page. */
async function passkeyPage(
  newContext: () => Promise<BrowserContext>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

test('a passkey added in Settings signs in on /login, and once removed is gone', async ({
  browser,
  baseURL,
}) => {
  const localhost = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const { context, page } = await passkeyPage(() => browser.newContext({ baseURL: localhost }));
  try {
    await registerNewUser(context, 'passkey', { firstName: 'Pat', lastName: 'Passkey' });

    let settings = await openSettings(page);
    let card = settings.getByRole('region', { name: 'Passkeys' });
    await expect(card.getByText('No passkeys yet')).toBeVisible();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();
    const row = card.getByRole('listitem').filter({ hasText: 'Passkey on Linux' });
    await expect(row).toContainText('not used to sign in yet');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    expect((await context.request.get('/v1/user')).status()).toBe(401);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    expect((await context.request.get('/v1/user')).status()).toBe(200);

    settings = await openSettings(page);
    card = settings.getByRole('region', { name: 'Passkeys' });
    await expect(card.getByRole('listitem')).toContainText('last used');
    await card.getByRole('button', { name: 'Remove Passkey on Linux' }).click();
    await page
      .getByRole('dialog', { name: 'Remove this passkey?' })
      .getByRole('button', { name: 'Remove passkey' })
      .click();
    await expect(card.getByText('No passkeys yet')).toBeVisible();
    // Removing it did not end this session.
    expect((await context.request.get('/v1/user')).status()).toBe(200);
  } finally {
    await context.close();
  }
});
