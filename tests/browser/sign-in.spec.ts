import { expect, test } from '@playwright/test';
import { mailedCode } from './support/mailbox.ts';
import { finishClientOnboarding } from './support/onboarding.ts';

/** Signing in and registering by a one-time code, read from the mail outbox as a user reads their mail. */

test('register by code: details, the mailed code (pasted with a space), then onboarding', async ({
  page,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `reg-${stamp}@example.com`;
  await page.goto('/register');
  await expect(page).toHaveURL(`/register?redirect=${encodeURIComponent('/onboarding')}`);
  const form = page.getByRole('form', { name: 'Create your account' });
  // The contract's rules run in the browser before anything is sent.
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await form.getByLabel('First name').fill('Rita');
  await form.getByLabel('Last name').fill('Register');
  await form.getByLabel('Username').fill(`rita-${stamp}`);
  await form.getByLabel('Email').fill(email);
  const since = Date.now();
  await form.getByRole('button', { name: 'Send code' }).click();

  const step = page.getByRole('form', { name: 'Enter your code' });
  await expect(step).toContainText(email);
  await expect(step.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  // A short code is refused with the contract's message.
  await step.getByLabel('6-digit code').fill('123');
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByText('Please enter a valid 6-OTP code')).toBeVisible();

  const code = await mailedCode(email, since);
  await step.getByLabel('6-digit code').fill('');
  await step.getByLabel('6-digit code').focus();
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    },
    `${code.slice(0, 3)} ${code.slice(3)}`,
  );
  await expect(step.getByLabel('6-digit code')).toHaveValue(code);
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/onboarding/1');

  // Onboarding: the profile, checked by the contract, then the client area; no longer pending.
  const about = page.getByRole('form', { name: 'About you' });
  await expect(about.getByLabel('First name')).toHaveValue('Rita');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await about.getByLabel('Headline').fill('Learning to ship with agents');
  await about.getByRole('combobox', { name: 'Country' }).click();
  await page.keyboard.type('Portugal');
  await page.getByRole('option', { name: /Portugal/ }).click();
  await finishClientOnboarding(page);
  await expect(page).toHaveURL('/b');
  await page.goto('/onboarding');
  await expect(page).toHaveURL('/');
  const me = await page.request.get('/v1/user?include=profile');
  expect((await me.json()).data).toMatchObject({
    status: 'active',
    profile: { headline: 'Learning to ship with agents', country: 'PT' },
  });
});

test('log in by code lands where the guest was going; a wrong code says so on the field', async ({
  page,
}) => {
  await page.goto('/b/payments');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/b/payments')}`);
  const since = Date.now();
  await page.getByLabel('Email').fill('client@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  const step = page.getByRole('form', { name: 'Enter your code' });
  const code = await mailedCode('client@example.com', since);
  const wrong = code === '000000' ? '111111' : '000000';
  await step.getByLabel('6-digit code').fill(wrong);
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await expect(step.getByText('This code is invalid or has expired.')).toBeVisible();
  await step.getByLabel('6-digit code').fill(code);
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/b/payments');
});

test('external sign-in: the provider named on /login signs a new person up, and a failure is explained', async ({
  page,
}) => {
  await page.goto('/login?redirect=/workshops');
  const external = page.getByRole('link', { name: 'Continue with Test SSO' });
  await expect(external).toHaveAttribute('href', '/v1/auth/connect/oidc/redirect?redirect=%2Fworkshops');
  await external.click();

  // The provider's own pages (a real OpenID Connect provider): its login form, then consent.
  const login = `sso-${Date.now().toString(36)}`;
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  // Back signed up: a new account is pending, so onboarding comes first (SPEC §2).
  await expect(page).toHaveURL('/onboarding/1');
  const me = await page.request.get('/v1/user?include=profile');
  expect((await me.json()).data).toMatchObject({
    email: `${login}@example.com`,
    status: 'pending',
    profile: { firstName: 'Sam', lastName: 'Single' },
  });

  await page.context().clearCookies();
  await page.goto('/login?error=oidc_unverified_email');
  await expect(page.getByRole('alert')).toContainText('has not verified its email address');
});
