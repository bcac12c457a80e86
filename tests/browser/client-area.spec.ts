import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  bookableSchedule,
  fillBookingDetails,
  type PublicSchedule,
  payWithCard,
  usd,
} from './support/booking.ts';
import { newestMailTo } from './support/mailbox.ts';
import { signInAs } from './support/sign-in.ts';

/** The client area (/b) as client@example.com: a booking made on the marketplace, followed through /b. */

/** Books `seats` of the schedule through /workshops/{id}/book and pays with Stripe's 4242 test card. */
async function book(page: Page, schedule: PublicSchedule, seats: number) {
  await page.goto(`/workshops/${schedule.id}/book`);
  const form = await fillBookingDetails(page, seats);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('region', { name: "You're booked!" })).toContainText(
    `${seats} seats confirmed`,
  );
}

test('a booking on the dashboard and in /b/bookings: a seat given by email, the invoice, and a past session rated', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  const schedule = await bookableSchedule(page, 2);
  await book(page, schedule, 2);
  const title = schedule.workshop.title;

  // The dashboard: the numbers, the spending chart and the session ahead.
  await page.goto('/b');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next session' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Spending by month' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Your upcoming sessions' });
  await expect(upcoming.getByRole('link', { name: title }).first()).toBeVisible();

  // /b/bookings: the new booking first (newest first), confirmed, two seats, paid.
  await page.getByRole('navigation').getByRole('link', { name: 'Bookings' }).first().click();
  await expect(page).toHaveURL('/b/bookings');
  const table = page.getByRole('table', { name: 'Bookings' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('2');
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/b\/bookings\/[0-9a-f-]{36}$/);
  const bookingUrl = page.url();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('1 Market Street');

  // Seats: invite a colleague, whose mail lands in the outbox; a third person finds the seats taken.
  await page.getByRole('tab', { name: 'Seats' }).click();
  await expect(page).toHaveURL(`${bookingUrl}/seats`);
  const invite = page.getByRole('form', { name: 'Invite someone to a seat' });
  await invite.getByLabel('Email').fill('not an email');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(/valid email/i)).toBeVisible();
  const guest = `client-seat-${Date.now().toString(36)}@example.com`;
  const since = Date.now();
  await invite.getByLabel('Email').fill(guest);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const seats = page.getByRole('table', { name: 'Seats' });
  await expect(seats.getByRole('row', { name: new RegExp(guest) })).toContainText('Pending');
  await expect
    .poll(async () => (await newestMailTo(guest, since).catch(() => null))?.subject, { timeout: 20_000 })
    .toMatch(/invit/i);
  await expect(page.getByText('1 of 2 seats given.')).toBeVisible();
  await invite.getByLabel('Email').fill(`second-${guest}`);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('2 of 2 seats given.')).toBeVisible();
  await invite.getByLabel('Email').fill(`third-${guest}`);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('All 2 seats of this booking are already assigned.')).toBeVisible();

  // Revoking asks first, and the toast can undo it.
  const second = seats.getByRole('row', { name: new RegExp(`second-${guest}`) });
  await second.getByRole('button', { name: /^Revoke/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this seat?' });
  await confirm.getByRole('button', { name: 'Revoke seat' }).click();
  await expect(second).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(seats.getByRole('row', { name: new RegExp(`second-${guest}`) })).toBeVisible();

  // Payments: what was paid, and the numbered invoice as a PDF.
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(`${bookingUrl}/payments`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Amount paid');
  const documents = page.getByRole('region', { name: 'Invoices and credit notes' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('link', { name: /^Invoice INV-/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const href = await documents.getByRole('link', { name: /^Invoice INV-/ }).getAttribute('href');
  const invoice = await page.request.get(href ?? '');
  expect(invoice.headers()['content-type']).toContain('application/pdf');

  // The session already held (demo data), found through /b/workshops, is rated once.
  await page.goto('/b/workshops');
  await page
    .getByRole('table', { name: 'Workshops' })
    .getByRole('link', { name: 'Prompt Engineering Foundations' })
    .click();
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('table', { name: 'Past sessions' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/b\/workshops\/[0-9a-f-]{36}\/bookings\/[0-9a-f-]{36}$/);
  const rate = page.getByRole('form', { name: 'Rate this session' });
  await rate.getByRole('button', { name: 'Send rating' }).click();
  await expect(rate.getByText('Rating is required.')).toBeVisible();
  await rate.getByRole('radio', { name: '4 stars' }).check();
  await rate.getByLabel('Comment').fill('Clear and practical.');
  await rate.getByRole('button', { name: 'Send rating' }).click();
  const rating = page.getByRole('region', { name: 'Your rating' });
  await expect(rating.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(rating).toContainText('Clear and practical.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your rating' })).toContainText('Clear and practical.');

  // The workshop's resources, from the workshop's tab.
  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(page.getByRole('link', { name: 'Prompt patterns cheat sheet' })).toBeVisible();

  // Cancelling the new booking asks how many seats, why, and for a confirmation; it is refunded in full.
  await page.goto(bookingUrl);
  await page.getByRole('button', { name: 'Cancel seats' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel seats?' });
  await cancel.getByLabel('Seats to cancel').fill('2');
  await expect(cancel.getByText(`Refund now: ${usd(schedule.workshop.price * 2)} (100%).`)).toBeVisible();
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(cancel.getByText('A cancellation reason is required to cancel a booking.')).toBeVisible();
  await cancel.getByLabel('Reason').fill('My plans changed.');
  await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('My plans changed.');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Cancelled');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(
    page.getByRole('region', { name: 'Payment' }).locator('dt:text-is("Amount refunded") + dd'),
  ).toHaveText(usd(schedule.workshop.price * 2));

  // The rating shows on the coach's public page, by first name and initial.
  await page.goto('/demo-coach');
  const feedback = page.getByRole('region', { name: 'Feedback' });
  await expect(feedback).toContainText('Clear and practical.');
  await expect(feedback).toContainText('Prompt Engineering Foundations');
});

test('saved cards: a test card is added, made default and removed after a confirmation', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  await page.goto('/b/payments');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  await expect(cards.getByText('No saved cards')).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a test card' });
  await add.getByRole('combobox', { name: 'Add a test card' }).click();
  await page.getByRole('option', { name: /Visa test card/ }).click();
  await add.getByRole('button', { name: 'Save card' }).click();
  await expect(cards.getByText('Visa ending in 4242')).toBeVisible();
  await add.getByRole('combobox', { name: 'Add a test card' }).click();
  await page.getByRole('option', { name: /Mastercard test card/ }).click();
  await add.getByRole('button', { name: 'Save card' }).click();
  await expect(cards.getByText('Mastercard ending in 4444')).toBeVisible();

  const mastercard = cards.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' });
  await mastercard.getByRole('button', { name: 'Make default' }).click();
  await expect(mastercard).toContainText('Default');

  await cards.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this card?' })
    .getByRole('button', { name: 'Remove card' })
    .click();
  await expect(cards.getByText('Visa ending in 4242')).toHaveCount(0);

  // The payment history lists the demo's paid booking, with its invoice.
  const history = page.getByRole('table', { name: 'Payment history' });
  await expect(history).toContainText('Prompt Engineering Foundations');
});

test('multiplai without configuration says it is not available; groups has no API yet', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  await page.goto('/b/apps');
  await page.getByRole('link', { name: 'Open multiplai' }).click();
  await expect(page.getByRole('heading', { name: 'multiplai is not available' })).toBeVisible();
  await page.goto('/b/groups');
  await expect(page.getByRole('heading', { name: 'No groups yet' })).toBeVisible();
  await page.goto('/b/bookings/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByText('Page Not Found: /b/bookings/00000000-0000-4000-8000-000000000000'),
  ).toBeVisible();
});
