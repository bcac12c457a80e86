import { expect, test } from '@playwright/test';
import { checkThemes } from './support/axe.ts';
import { fillBookingDetails, payWithCard, usd } from './support/booking.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Issue 34, item 2: promo codes. The demo coach's "Prompt Engineering Foundations" ($49, early-bird $39
 * for 21 days from the seeding) gets a code in its Promo codes tab; a client opens the code's link and
 * books with it.
 */
test.describe.configure({ timeout: 120_000 });

test('a coach makes a code and copies its link; a buyer opening it sees the discount, is told of a wrong code, and pays the lower price', async ({
  page,
  browser,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  await page.goto('/c/workshops');
  await page.getByRole('link', { name: 'Prompt Engineering Foundations' }).first().click();
  await page.getByRole('tab', { name: 'Promo codes' }).click();
  const codes = page.getByRole('region', { name: 'Promo codes' });
  await expect(codes.getByRole('row', { name: /NEWSLETTER15/ })).toBeVisible();

  const name = `SPRING-${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code').fill(name.toLowerCase());
  await form.getByLabel('Percent off').fill('150');
  await form.getByRole('button', { name: 'Make code' }).click();
  await expect(form.getByText('The percentage off is a whole number from 1 to 100.')).toBeVisible();
  await form.getByLabel('Percent off').fill('20');
  await form.getByLabel('Uses in all').fill('5');
  expect(await checkThemes(page, 'Promo codes tab', { dark: true })).toEqual([]);
  await form.getByRole('button', { name: 'Make code' }).click();
  const row = codes.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('20% off');
  await expect(row).toContainText('0 of 5');

  await row.getByRole('button', { name: `Copy link with ${name}` }).click();
  const copied = await page.getByRole('status').filter({ hasText: 'Link copied' }).textContent();
  const link = copied?.match(/https?:\/\/\S+/)?.[0];
  expect(link).toContain(`/book?code=${name}`);

  // The buyer, in a browser of their own.
  const buyerContext = await browser.newContext();
  await signInAs(buyerContext, 'client@example.com');
  const buyer = await buyerContext.newPage();
  await buyer.goto(link ?? '');
  const summary = buyer.getByRole('complementary', { name: 'Your session' });
  await expect(summary.getByText(`Code ${name} applied`)).toBeVisible();
  // $39 early-bird, 20 % of it off: $7.80.
  await expect(summary.getByText(`-${usd(7.8)}`)).toBeVisible();
  await expect(summary.getByText(usd(31.2))).toBeVisible();

  // A wrong code is told in words, and the seats are priced without it.
  await summary.getByRole('button', { name: `Remove code ${name}` }).click();
  await summary.getByRole('textbox', { name: 'Promo code' }).fill('NOPE-NOPE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('There is no such code.')).toBeVisible();
  await expect(summary.getByText(`-${usd(7.8)}`)).toHaveCount(0);
  await summary.getByRole('textbox', { name: 'Promo code' }).fill(name);
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(`Code ${name} applied`)).toBeVisible();
  expect(await checkThemes(buyer, 'Booking summary with a code', { dark: true })).toEqual([]);

  const details = await fillBookingDetails(buyer, 1);
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(buyer.getByRole('button', { name: `Pay ${usd(31.2)}` })).toBeVisible();
  await payWithCard(buyer, '4242 4242 4242 4242');
  await expect(buyer.getByRole('region', { name: "You're booked!" })).toContainText('1 seat confirmed');
  await buyerContext.close();

  // The coach's list counts the use and what it brought in.
  await page.reload();
  await expect(codes.getByRole('row', { name: new RegExp(name) })).toContainText('1 of 5');
  await expect(codes.getByRole('row', { name: new RegExp(name) })).toContainText(usd(31.2));
});
