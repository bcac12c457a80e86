import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in.ts';

test('one session store: the client remote opens the settings remote, whose choice the shell paints', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  await page.goto('/b');
  // mfe-client writes the flag ...
  await page.getByRole('button', { name: 'Open settings' }).click();
  // ... mfe-settings reads it ...
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: /Preferences/ }).click();
  await dialog.getByText('Dark', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
  // ... and the shell paints what mfe-settings wrote.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Both the flag and the colour mode are persisted.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();

  // The marketing pages stay light whatever the preference.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
