import { expect, type Page } from '@playwright/test';

/**
 * Finishes a pending client's onboarding from step 1 as it is filled (SPEC §2): Continue to step 2, then
 * Finish without a phone number.
 */
export async function finishClientOnboarding(page: Page): Promise<void> {
  await page.getByRole('form', { name: 'About you' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/onboarding/2');
  await page
    .getByRole('form', { name: 'How coaches can reach you' })
    .getByRole('button', { name: 'Finish' })
    .click();
}
