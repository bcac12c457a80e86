import { expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in.ts';

const description =
  "The World's #1 Marketplace for AI Coaches and Consultants to help you Scale & Exceed with AI.";

test('the home page is the marketing page rendered by mfe-public', async ({ page }) => {
  const remoteRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mfe-public/')) remoteRequests.push(request.url());
  });
  // A guest's visit asks nothing that fails, so the console stays clean (no 401 from GET /v1/user).
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse workshops' })).toHaveAttribute('href', '/workshops');
  await expect(page.getByRole('heading', { name: 'How it works for coaches' })).toBeVisible();
  expect(remoteRequests.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // Live marketplace items: the soonest sessions and the best rated coaches, each leading on.
  const upcoming = page.getByRole('region', { name: 'Upcoming workshops' });
  await expect(upcoming.getByRole('article')).toHaveCount(3);
  // Each card shows its workshop's cover and its coach's portrait, resized by the image route.
  for (const card of await upcoming.getByRole('article').all()) {
    const cover = card.locator('.browse-card__cover img');
    await expect(cover).toHaveAttribute('srcset', /\/v1\/images\/[0-9a-f-]+\?w=\d+/);
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.locator('.ex-avatar img')).toHaveAttribute('src', /\/v1\/images\//);
  }
  await expect(upcoming.getByRole('link', { name: 'All workshops' })).toHaveAttribute('href', '/workshops');
  const top = page.getByRole('region', { name: 'Top consultants' });
  await expect(top.getByRole('article').first()).toBeVisible();
  await expect(top.getByRole('link', { name: 'All consultants' })).toHaveAttribute('href', '/consultants');
  expect(errors).toEqual([]);
});

test('site info is in the HTML for link previews: description, Open Graph and Twitter tags', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const decoded = (text?: string) => text?.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  expect(decoded(meta('name', 'description'))).toBe(description);
  expect(decoded(meta('property', 'og:description'))).toBe(description);
  expect(meta('property', 'og:site_name')).toBe('Exceed');
  expect(meta('name', 'twitter:site')).toBe('@exceed');
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');
  const image = await request.get(meta('property', 'og:image') ?? '');
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the client and coach areas reach their remotes inside their layouts', async ({ page, context }) => {
  await signInAs(context, 'coach@example.com');
  await page.goto('/b');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Client area navigation' })).toBeVisible();
  await page.getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/b\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  await page.goto('/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeVisible();
  // Not the release build: the environment's name follows the product name.
  await expect(page).toHaveTitle('Coach Dashboard | Exceed [development]');
  await page.goto('/c/account');
  await expect(page).toHaveURL(/\/c\/account\/profile$/);
});

test('unknown routes show "Page Not Found: {path}", from the shell and from inside a remote', async ({
  page,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /no/such/page' })).toBeVisible();
  await page.goto('/b/not-a-section');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /b/not-a-section' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
});

test('the public legal pages carry the coach titles', async ({ page }) => {
  await page.goto('/c/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions for Coaches' })).toBeVisible();
  await expect(page).toHaveTitle('Terms & Conditions for Coaches | Exceed [development]');
});
