import { expect, test } from '@playwright/test';

/** SPEC §5: forms validate on blur and on change (docs/decisions/0038-forms-check-as-you-type.md). */

test('a field shows its error from its first keystroke; a field not reached yet says nothing until left', async ({
  page,
}) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  const firstName = form.getByRole('textbox', { name: 'First name' });
  const lastName = form.getByRole('textbox', { name: 'Last name' });
  const username = form.getByRole('textbox', { name: 'Username' });

  await username.click();
  await page.keyboard.type('ab');
  // Still in the field: the change alone shows the contract's message.
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Username must be at least 4 characters');
  // Empty and required, but not reached yet: nothing.
  await expect(firstName).not.toHaveAttribute('aria-invalid');
  await expect(lastName).not.toHaveAttribute('aria-invalid');

  await page.keyboard.type('cd');
  await expect(username).not.toHaveAttribute('aria-invalid');

  // Leaving an empty field is reaching it.
  await firstName.focus();
  await page.keyboard.press('Tab');
  await expect(lastName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).not.toHaveAttribute('aria-invalid');
});
