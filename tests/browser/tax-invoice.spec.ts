import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../api/test/pdf-text.ts';
import { payWithCard, usd } from './support/booking.ts';
import { publishWithSession } from './support/coach-workshop.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Issue 34's journey: Northwind AI (the demo's team registered for VAT in Germany, prices including it)
 * sells a new workshop with an early-bird tier and a code; a company buys two seats through the code's
 * link, sees every line of the price, pays, reads its invoice and cancels a seat for a credit note.
 */
test.describe.configure({ timeout: 180_000 });

/** The text of a PDF the page links to (fetched with the page's session), spaces made single. */
async function linkedPdf(page: Page, name: RegExp) {
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toContain('application/pdf');
  return (await pdfText(new Uint8Array(await answer.body()).buffer)).replace(/\s+/g, ' ');
}

test('a coach prices a workshop with an early-bird tier and a code; a company buys through the link, is invoiced with VAT and credited for a cancelled seat', async ({
  page,
  browser,
  context,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Tax journey ${stamp}`;
  await signInAs(context, 'lena@example.com');
  await page.goto('/c/workshops');
  await page.getByRole('button', { name: 'New workshop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workshop' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('100');
  await dialog.getByLabel('Max seats').fill('10');
  await dialog.getByLabel('Early-bird price').fill('80');
  await dialog.getByLabel('Early-bird seats per session').fill('5');
  await publishWithSession(page, dialog, 25);

  const code = `COMPANY-${stamp}`;
  await page.getByRole('tab', { name: 'Promo codes' }).click();
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off').fill('10');
  await form.getByRole('button', { name: 'Make code' }).click();
  const row = page.getByRole('region', { name: 'Promo codes' }).getByRole('row', { name: new RegExp(code) });
  await row.getByRole('button', { name: `Copy link with ${code}` }).click();
  const copied = await page.getByRole('status').filter({ hasText: 'Link copied' }).textContent();
  const link = copied?.match(/https?:\/\/\S+/)?.[0] ?? '';

  // The buyer: two seats for a company with a name in Chinese, in Germany.
  const buyerContext = await browser.newContext();
  await signInAs(buyerContext, 'client@example.com');
  const buyer = await buyerContext.newPage();
  await buyer.goto(link);
  const summary = buyer.getByRole('complementary', { name: 'Your session' });
  await expect(summary.getByText(`Code ${code} applied`)).toBeVisible();
  const details = buyer.getByRole('form', { name: 'Seats and address' });
  await details.getByLabel('Seats').fill('2');
  // $200, early-bird $40 off, the code 10 % of $160, and the 19 % VAT the $144 includes.
  await expect(summary.getByText('2 seats × $100.00')).toBeVisible();
  await expect(summary.getByText(`-${usd(40)}`)).toBeVisible();
  await expect(summary.getByText(`-${usd(16)}`)).toBeVisible();
  await expect(summary.getByText('VAT (19%, included)')).toBeVisible();
  await expect(summary.getByText(usd(22.99))).toBeVisible();
  await expect(summary.getByText(usd(144))).toBeVisible();
  await details.getByLabel('Address line 1').fill('Unter den Linden 1');
  await details.getByLabel('City').fill('Berlin');
  await details.getByLabel('State or region').fill('Berlin');
  await details.getByLabel('ZIP or postal code').fill('10117');
  await details.getByRole('combobox', { name: 'Country' }).click();
  await buyer.keyboard.type('Germany');
  await buyer.getByRole('option', { name: /Germany/ }).click();
  await details.getByRole('checkbox', { name: 'I’m buying for a company' }).click();
  await details.getByLabel('Company name').fill('王芳咨询有限公司');
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(buyer, '4242 4242 4242 4242');
  await expect(buyer.getByRole('region', { name: "You're booked!" })).toContainText('2 seats confirmed');

  // The invoice: its number, both parties, the VAT line, the company's name in its script.
  await buyer.goto('/b/bookings');
  await buyer.getByRole('table', { name: 'Bookings' }).getByRole('link', { name: title }).first().click();
  await buyer.getByRole('tab', { name: 'Payments' }).click();
  await expect(buyer.getByRole('region', { name: 'Price' })).toContainText('VAT (19%, included)');
  const invoice = await linkedPdf(buyer, /^Invoice INV-/);
  expect(invoice).toMatch(/INV-\d{4}-\d{6}/);
  expect(invoice).toContain('Northwind AI');
  expect(invoice).toContain('Tax ID DE811907980');
  expect(invoice).toContain('王芳咨询有限公司');
  expect(invoice).toContain(`Code ${code}`);
  expect(invoice).toContain('VAT (19%, included) $22.99');
  expect(invoice).toContain('Total paid $144.00');

  // One seat cancelled: half is refunded, with a credit note for it.
  await buyer.getByRole('tab', { name: 'Details' }).click();
  await buyer.getByRole('button', { name: 'Cancel seats' }).click();
  const cancel = buyer.getByRole('dialog', { name: 'Cancel seats?' });
  await cancel.getByLabel('Seats to cancel').fill('1');
  await expect(cancel.getByText(`Refund now: ${usd(72)} (100%).`)).toBeVisible();
  await cancel.getByLabel('Reason').fill('One of us cannot come.');
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(cancel).toHaveCount(0);
  await buyer.getByRole('tab', { name: 'Payments' }).click();
  const credit = await linkedPdf(buyer, /^Credit note CN-/);
  expect(credit).toMatch(/Refers to invoice INV-\d{4}-\d{6}/);
  expect(credit).toContain('Total refunded -$72.00');
  await buyerContext.close();
});
