import { expect, test } from '@playwright/test';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/** The coach's profile page (/c/account/profile) and apps (/c/apps) as coach@example.com (demo-coach). */

test.describe.configure({ timeout: 90_000 });

const EDITED = [
  'businessName',
  'specializations',
  'bio',
  'introductionVideo',
  'experiences',
  'certifications',
];

test('a coach edits their profile: about, ordered experience, a certification; the public page shows it', async ({
  page,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  const request = context.request;
  const me = (await (await request.get('/v1/user?include=coachProfile')).json()) as {
    data: { id: string; coachProfile: Record<string, unknown> };
  };
  const suffix = Date.now().toString(36);
  const businessName = `Grace Coaching ${suffix}`;

  try {
    await page.goto('/c/account');
    await expect(page).toHaveURL('/c/account/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    // The profile form's own Save: the Mail card below it has one too.
    const save = page.getByRole('form', { name: 'Coach profile' }).getByRole('button', { name: 'Save' });
    await expect(page.getByLabel('Business name')).toHaveValue('Exceed Coaching');
    await expect(save).toBeDisabled();

    await page.getByLabel('Business name').fill(businessName);
    await page.getByLabel('Bio').fill('I coach small teams to ship their first agents.');
    await expect(page.getByText('47 of 1000 characters')).toBeVisible();
    await expect(save).toBeEnabled();

    // Two new roles, then the second one moved above the first from the keyboard.
    const experience = page.getByRole('region', { name: 'Experience' });
    const before = await experience.getByRole('button', { name: /^Reorder / }).count();
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await experience.getByRole('button', { name: 'Add experience' }).click();
    const first = before + 1;
    const second = before + 2;
    await experience.getByLabel(`Title of experience ${first}`).fill(`First role ${suffix}`);
    await experience.getByLabel(`Company of experience ${first}`).fill('Fabrikam');
    await experience.getByLabel(`Years of experience ${first}`).fill('2');
    await experience.getByLabel(`Title of experience ${second}`).fill(`Second role ${suffix}`);
    await experience.getByLabel(`Company of experience ${second}`).fill('Litware');
    await experience.getByLabel(`Years of experience ${second}`).fill('1');
    await experience.getByLabel(`Months of experience ${second}`).fill('3');
    const handle = experience.getByRole('button', { name: `Reorder Second role ${suffix}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(experience.getByLabel(`Title of experience ${first}`)).toHaveValue(`Second role ${suffix}`);
    await expect(experience.getByLabel(`Title of experience ${second}`)).toHaveValue(`First role ${suffix}`);

    const certifications = page.getByRole('region', { name: 'Certifications' });
    const certificationsBefore = await certifications.getByRole('button', { name: /^Reorder / }).count();
    await certifications.getByRole('button', { name: 'Add certification' }).click();
    const certification = certificationsBefore + 1;
    await certifications.getByLabel(`Title of certification ${certification}`).fill(`Agent Ops ${suffix}`);
    await certifications
      .getByLabel(`Issuing organization of certification ${certification}`)
      .fill('Exceed Academy');

    // An empty row: the contract's message on its title, which the failed save focuses.
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await save.click();
    const emptyTitle = experience.getByLabel(`Title of experience ${second + 1}`);
    await expect(emptyTitle).toBeFocused();
    await expect(emptyTitle).toHaveAccessibleDescription('Title is not valid.');
    await experience.getByRole('button', { name: `Delete experience ${second + 1}` }).click();

    await save.click();
    await expect(page.getByText('User Updated', { exact: true }).first()).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Business name')).toHaveValue(businessName);
    await expect(page.getByLabel('Bio')).toHaveValue('I coach small teams to ship their first agents.');
    await expect(experience.getByLabel(`Title of experience ${first}`)).toHaveValue(`Second role ${suffix}`);
    await expect(experience.getByLabel(`Months of experience ${first}`)).toHaveValue('3');
    await expect(experience.getByLabel(`Title of experience ${second}`)).toHaveValue(`First role ${suffix}`);
    await expect(certifications.getByLabel(`Title of certification ${certification}`)).toHaveValue(
      `Agent Ops ${suffix}`,
    );

    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page).toHaveURL('/demo-coach');
    await expect(page.getByText(businessName)).toBeVisible();
    const roles = page.getByRole('region', { name: 'Experience' }).getByRole('listitem');
    await expect(roles.nth(first - 1)).toContainText(`Second role ${suffix}`);
    await expect(roles.nth(second - 1)).toContainText(`First role ${suffix}`);
  } finally {
    // The other specs read the demo coach's seeded profile.
    const original = Object.fromEntries(EDITED.map((key) => [key, me.data.coachProfile[key]]));
    const restored = await request.patch(`/v1/users/${me.data.id}`, {
      headers: await xsrfOf(context, request),
      data: { coachProfile: original },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('a coach opens multiplai from the apps: without configuration it is not available', async ({
  page,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  await page.goto('/c/apps');
  await expect(page.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible();
  await page.getByRole('region', { name: 'multiplai' }).getByRole('link', { name: 'Open multiplai' }).click();
  await expect(page).toHaveURL('/c/apps/multiplai');
  await expect(page.getByRole('heading', { name: 'multiplai is not available' })).toBeVisible();
  await page.getByRole('link', { name: '← All apps' }).click();
  await expect(page).toHaveURL('/c/apps');
});
