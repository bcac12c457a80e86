import { expect, test } from '@playwright/test';

/** /workshops: the marketplace's sessions with filters kept in the URL. */

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Results' }).getByRole('article');

test('browse with filters: format, search, sort, and the URL restores them', async ({ page }) => {
  await page.goto('/workshops');
  await expect(cards(page).first()).toBeVisible();
  const all = await cards(page).count();
  expect(all).toBeGreaterThan(1);

  // A format: the URL says it, and every session shown has it.
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'Online', exact: true }).click();
  await expect(page).toHaveURL(/[?&]mode=ONLINE/);
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('Online');

  // Nothing matches: an empty state that clears the filters.
  await page.keyboard.press('Control+/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('no such workshop anywhere');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=no\+such\+workshop\+anywhere/);
  await expect(page.getByRole('heading', { name: 'No workshops match your search' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/workshops');
  await expect(cards(page)).toHaveCount(all);

  // A shared address opens the same search: cheapest first, prices never going down.
  await page.goto('/workshops?sort=price&q=prompt');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toContainText('Cheapest first');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('prompt');
  await expect(cards(page).first()).toContainText(/prompt/i);
  const prices = await page.locator('.browse-price').allTextContents();
  const amounts = prices.map((text) => Number(text.replace(/[^0-9.]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  // A card leads to its coach and to booking.
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /^Book / }),
  ).toHaveAttribute('href', /\/workshops\/.+\/book$/);
});

test('consultants: coaches with headline, specializations and rating; search narrows them', async ({
  page,
}) => {
  await page.goto('/consultants');
  const results = page.getByRole('region', { name: 'Results' });
  const grace = results.getByRole('article', { name: 'Grace Coach' });
  await expect(grace).toBeVisible();
  await expect(
    grace.getByRole('list', { name: 'Specializations' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(grace).toContainText(/\d+ workshops?/);
  // Rated by the demo's past attendees: the average and the count, not "New coach".
  await expect(grace).toContainText(/★ \d\.\d \(\d+ ratings?\)/);
  await expect(grace).not.toContainText('New coach');
  await expect(grace.getByRole('link', { name: 'Grace Coach' })).toHaveAttribute('href', '/demo-coach');
  const everyone = await results.getByRole('article').count();
  expect(everyone).toBeGreaterThan(1);

  await page.getByRole('searchbox', { name: 'Search' }).fill('Maya');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/consultants?q=Maya');
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article')).toContainText('Maya');
});

test('a coach profile: who they are, their upcoming workshops, experience and feedback', async ({ page }) => {
  await page.goto('/consultants');
  await page.getByRole('region', { name: 'Results' }).getByRole('link', { name: 'Grace Coach' }).click();
  await expect(page).toHaveURL('/demo-coach');
  await expect(page.getByRole('heading', { level: 1, name: 'Grace Coach' })).toBeVisible();
  await expect(page.getByText('Exceed Coaching')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Specializations' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About' })).not.toBeEmpty();
  await expect(page.getByTitle('Introduction video of Grace Coach')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\//,
  );
  const upcoming = page.getByRole('region', { name: 'Upcoming workshops' });
  await expect(upcoming.getByRole('article').first()).toBeVisible();
  for (const card of await upcoming.getByRole('article').all()) {
    await expect(card.getByRole('link', { name: 'Grace Coach' })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Experience' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Feedback' })).toBeVisible();

  await page.goto('/no-such-coach-here');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
