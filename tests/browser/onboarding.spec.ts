import { expect, test } from '@playwright/test';
import { registerNewUser, signInAs, xsrfOf } from './support/sign-in.ts';

/** SPEC §2: /onboarding/1 and /onboarding/2 for every pending user (a client's step 2, a coach's step 2). */

test('a pending client has both steps: step 2 asks how coaches can reach them, then the client area', async ({
  page,
  context,
}) => {
  await registerNewUser(context, 'onb', { firstName: 'Olu', lastName: 'Onboard' });
  // Step 2 opens directly too: it is no longer a coach's only.
  await page.goto('/onboarding/2');
  await expect(page).toHaveURL('/onboarding/2');
  await expect(page.getByRole('heading', { level: 1, name: 'How coaches can reach you' })).toBeVisible();

  await page.goto('/onboarding/1');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  const about = page.getByRole('form', { name: 'About you' });
  await about.getByRole('combobox', { name: 'Country' }).click();
  await page.keyboard.type('Portugal');
  await page.getByRole('option', { name: /Portugal/ }).click();
  await about.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/onboarding/2');
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const reach = page.getByRole('form', { name: 'How coaches can reach you' });
  // The country of step 1 is the number's.
  await expect(reach.getByRole('combobox', { name: 'Country code' })).toContainText('+351');
  await reach.getByRole('textbox', { name: 'Phone number' }).fill('912 345 678');
  await reach.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL('/b');

  const me = await page.request.get('/v1/user?include=profile');
  expect((await me.json()).data).toMatchObject({
    status: 'active',
    profile: { country: 'PT', phoneNumber: expect.stringMatching(/^\+351 ?912 ?345 ?678$/) },
  });
  await page.goto('/onboarding/2');
  await expect(page).toHaveURL('/');
});

test("a pending coach's step 2 is the coaching profile, then the coach area", async ({
  page,
  context,
  browser,
}) => {
  // People sign up as clients: an administrator makes the pending coach.
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `onbc-${stamp}@example.com`;
  const admin = await browser.newContext();
  try {
    await signInAs(admin, 'admin@example.com');
    const created = await admin.request.post('/v1/users', {
      headers: await xsrfOf(admin, admin.request),
      data: {
        username: `onbc-${stamp}`,
        email,
        status: 'pending',
        roles: ['coach'],
        profile: { firstName: 'Cora', lastName: 'Coach' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await admin.close();
  }
  await signInAs(context, email, { fresh: true });
  await page.goto('/onboarding/1');
  await page.getByRole('form', { name: 'About you' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/onboarding/2');
  const profile = page.getByRole('form', { name: 'Your coaching profile' });
  await profile.getByLabel('Business name').fill('Cora Coaching');
  await profile.getByLabel('Bio').fill('I help teams ship agents.');
  await profile.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL('/c');
});
