import { expect, type Locator, type Page } from '@playwright/test';

/** A session of the marketplace as GET /v1/public/workshop-schedules answers it, the parts tests read. */
export interface PublicSchedule {
  id: string;
  workshopId: string;
  seatsLeft: number;
  workshop: { title: string; price: number };
}

/** A paid session of the demo data with room for `seats`, soonest first (`skip` passes over some). */
export async function bookableSchedule(page: Page, seats: number, skip = 0): Promise<PublicSchedule> {
  const answer = await page.request.get('/v1/public/workshop-schedules?perPage=50');
  const schedules = ((await answer.json()) as { data: PublicSchedule[] }).data.filter(
    (schedule) => schedule.seatsLeft >= seats && schedule.workshop.price > 0,
  );
  const schedule = schedules[skip];
  if (!schedule) throw new Error('the demo data has no bookable session');
  return schedule;
}

/** Fills the booking page's seats and billing address (Lisbon, Portugal); answers the form. */
export async function fillBookingDetails(page: Page, seats: number) {
  const form = page.getByRole('form', { name: 'Seats and address' });
  await form.getByLabel('Seats').fill(String(seats));
  return fillBillingAddress(page, form);
}

/** Fills a form's billing address (Lisbon, Portugal), as the booking page and a waitlist claim ask it; answers the form. */
export async function fillBillingAddress(page: Page, form: Locator) {
  await form.getByLabel('Address line 1').fill('1 Market Street');
  await form.getByLabel('City').fill('Lisbon');
  await form.getByLabel('State or region').fill('Lisboa');
  await form.getByLabel('ZIP or postal code').fill('1100-001');
  await form.getByRole('combobox', { name: 'Country' }).click();
  await page.keyboard.type('Portugal');
  await page.getByRole('option', { name: /Portugal/ }).click();
  return form;
}

/** Pays on the card step with a Stripe test card number, a future expiry and any CVC; answers the form. */
export async function payWithCard(page: Page, number: string) {
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM / YY)').fill('1234');
  await expect(card.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: /^Pay / }).click();
  return card;
}

/** An amount in US dollars as the pages show it to an en-US browser: "$98.00". */
export const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * Books `seats` of the schedule through /workshops/{id}/book as the signed-in user and pays with
 * Stripe's 4242 test card; done once the page says they are booked.
 */
export async function bookAndPay(page: Page, schedule: PublicSchedule, seats: number): Promise<void> {
  await page.goto(`/workshops/${schedule.id}/book`);
  const form = await fillBookingDetails(page, seats);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('region', { name: "You're booked!" })).toContainText(
    `${seats} ${seats === 1 ? 'seat' : 'seats'} confirmed`,
  );
}
