import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { mailedCode } from './support/mailbox.ts';
import { openSettings } from './support/settings.ts';
import { appCode, signInAsNewAccount } from './support/sign-in.ts';

/**
 * Two-step sign-in (issue 33 item 6, decision 0096), walked as a user does: set up an authenticator app
 * in Settings → Account from the key it shows, keep the recovery codes, then sign in by mailed code and
 * the app's code, and once with a recovery code instead.
 */
test.describe.configure({ timeout: 150_000 });

test('a user turns on an authenticator app, then signs in with its code and with a recovery code', async ({
  page,
  context,
  browser,
}) => {
  const email = await signInAsNewAccount(browser, context, 'tsu', {
    status: 'active',
    roles: [],
    firstName: 'Tess',
    lastName: 'Steps',
  });
  const settings = await openSettings(page);
  const card = settings.getByRole('region', { name: /^Two-step sign-in/ });
  await expect(card).toContainText('Off');
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  const setUp = card.getByRole('form', { name: 'Set up your authenticator app' });
  await expect(
    setUp.getByRole('img', { name: 'QR code to add Exceed to your authenticator app' }),
  ).toBeVisible();
  const secret = ((await setUp.locator('code').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axeViolations(page, 'Two-step sign-in set-up')).toEqual([]);

  // A wrong code is refused in words; the right one turns it on and shows the recovery codes once.
  const box = setUp.getByRole('textbox', { name: 'Code from the app' });
  const right = await appCode(secret);
  await box.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  await expect(box).toHaveAccessibleDescription(
    'This code is not right. Enter the code your authenticator app shows now.',
  );
  await box.fill(right);
  await setUp.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await card.getByRole('button', { name: 'I saved them' }).click();
  await expect(card).toContainText('On');
  await expect(card).toContainText('Recovery codes left: 10');

  // Signing in by mailed code now asks the app's code before any session starts.
  await context.clearCookies();
  await page.goto('/login');
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /code/i }).first().click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await mailedCode(email, since));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect((await context.request.get('/v1/user')).status()).toBe(401);
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(await appCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/b');

  // A lost phone: a recovery code signs in once, and the card counts it.
  await context.clearCookies();
  await page.goto('/login');
  const again = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /code/i }).first().click();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await mailedCode(email, again));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/b');
  const reopened = await openSettings(page);
  await expect(reopened.getByRole('region', { name: /^Two-step sign-in/ })).toContainText(
    'Recovery codes left: 9',
  );
});
