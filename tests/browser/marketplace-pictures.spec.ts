import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 37's marketplace, as a guest sees it at desktop and phone size: the home page, /workshops, a
 * workshop's page and a coach's profile show the workshops' covers and the coaches' portraits (served by
 * the image route), and none is wider than the screen. Each page's screenshot is kept with the run's
 * results (test-results/), to look at.
 */

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Scrolls through the page so lazy pictures load, then answers those that did not. */
async function unloadedPictures(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  const pictures = page.locator('.ex-image img, .ex-avatar img');
  await expect
    .poll(() => pictures.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  return pictures.evaluateAll((all) =>
    all
      .filter((img) => (img as HTMLImageElement).naturalWidth === 0)
      .map((img) => (img as HTMLImageElement).src),
  );
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`the marketplace shows covers and portraits and fits the screen (${size})`, async ({ page }, info) => {
    await page.setViewportSize(viewport);
    const pages: Array<[string, () => Promise<void>]> = [
      ['home', () => page.goto('/').then(() => undefined)],
      ['workshops', () => page.goto('/workshops').then(() => undefined)],
      [
        'workshop',
        async () => {
          await page.getByRole('link', { name: 'Agents in Production' }).first().click();
          await expect(page.getByRole('heading', { level: 1, name: 'Agents in Production' })).toBeVisible();
        },
      ],
      ['coach', () => page.goto('/demo-coach').then(() => undefined)],
    ];
    for (const [name, open] of pages) {
      await open();
      await expect(page.locator('h1').first()).toBeVisible();
      // Every workshop card and the workshop's page carry a cover; every coach named has a portrait.
      await expect(page.locator('.ex-image img').first()).toBeAttached();
      await expect(page.locator('.ex-avatar img').first()).toBeAttached();
      expect(await unloadedPictures(page), `${name}: pictures that did not load`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} is wider than the screen`,
      ).toBe(viewport.width);
      await page.screenshot({ path: info.outputPath(`${name}-${size}.png`), fullPage: true });
    }
  });
}

test("a cover that is slow to come shows its blurred placeholder first (SPEC §9's 10x10)", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/images/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/workshops');
  await page.getByRole('link', { name: 'Agents in Production' }).first().click();
  const cover = page.locator('.workshop-cover');
  await expect(cover).toHaveAttribute('data-state', 'loading');
  await expect(cover).toHaveAttribute('data-placeholder', '');
  // The box paints the placeholder, a WEBP, blurred by an SVG filter, until the picture arrives.
  const background = await cover.evaluate((box) => getComputedStyle(box).backgroundImage);
  expect(decodeURIComponent(background)).toMatch(
    /feGaussianBlur stdDeviation="3".*href="data:image\/webp;base64,/,
  );
  await page.screenshot({ path: test.info().outputPath('cover-loading.png') });
  release();
  await expect(cover).toHaveAttribute('data-state', 'loaded');
  expect(await cover.evaluate((box) => getComputedStyle(box).backgroundImage)).toBe('none');
});
