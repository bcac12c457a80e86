import { expect, type Locator, type Page } from '@playwright/test';

/** Waits for a toast's title. */
export async function toast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

/** A day `days` from today, as a date field takes it (YYYY-MM-DD). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Creates the workshop filled in the open "New workshop" `dialog`, publishes it, and adds and publishes a
 * one-day session `days` from today, as a coach does on the workshop's page.
 */
export async function publishWithSession(page: Page, dialog: Locator, days: number) {
  await dialog.getByRole('button', { name: 'Create workshop' }).click();
  await toast(page, 'Workshop created');
  await page.getByRole('button', { name: 'Publish workshop' }).click();
  await toast(page, 'Workshop published');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByRole('tab', { name: 'List' }).click();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const scheduleDialog = page.getByRole('dialog', { name: 'New schedule' });
  await scheduleDialog.getByLabel('Start date').fill(inDays(days));
  await scheduleDialog.getByLabel('End date').fill(inDays(days));
  await scheduleDialog.getByRole('button', { name: 'Create schedule' }).click();
  await toast(page, 'Schedule created');
  await page
    .getByRole('table', { name: 'Upcoming schedules' })
    .getByRole('button', { name: /^Publish / })
    .click();
  await toast(page, 'Schedule published');
}
