import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const indexFile = path.resolve(import.meta.dirname, '../../shell/dist/index.html');

test('a deploy of a new shell build is noticed, and the toast offers a reload', async ({ page }) => {
  await page.goto('/workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  const original = readFileSync(indexFile, 'utf8');
  try {
    // What a deploy does: index.html names an entry script with another content hash.
    writeFileSync(indexFile, original.replace(/\/main\.([0-9a-f]+)\.js/, '/main.0000000000.js'));
    // The shell checks when the tab is shown again (and every 5 minutes).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('status').filter({ hasText: 'A new version of Exceed is available' });
    await expect(notice).toBeVisible();
    writeFileSync(indexFile, original);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
    await expect(notice).toBeHidden();
  } finally {
    writeFileSync(indexFile, original);
  }
});
