import { expect, type Page } from '@playwright/test';

/** Opens the Settings dialog from the client area's Settings button, as a signed-in user does. */
export async function openSettings(page: Page) {
  await page.goto('/b');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}
