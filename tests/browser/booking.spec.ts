import { expect, test } from '@playwright/test';
import { bookableSchedule, fillBookingDetails, payWithCard, usd } from './support/booking.ts';
import { mailedCode, newestMailTo } from './support/mailbox.ts';
import { finishClientOnboarding } from './support/onboarding.ts';
import { signInAs } from './support/sign-in.ts';

/** Booking a session from the marketplace and paying by card at the Stripe emulator. */

test('book two seats: contract messages, a declined card, a paid one, and an invitation for the second seat', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  const schedule = await bookableSchedule(page, 2);
  await page.goto('/workshops');
  await page
    .getByRole('region', { name: 'Results' })
    .getByRole('link', { name: `Book ${schedule.workshop.title}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Book your seats' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Your session' });
  await expect(summary).toContainText(schedule.workshop.title);

  // The contract's booking rules in the browser, and never more seats than are left.
  const details = page.getByRole('form', { name: 'Seats and address' });
  await details.getByLabel('Seats').fill(String(schedule.seatsLeft + 1));
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(details.getByText(/^Only \d+ seats? (is|are) left\.$/)).toBeVisible();
  await expect(details.getByText('Address line 1 is required.')).toBeVisible();
  await expect(details.getByText('Country is required.')).toBeVisible();

  await fillBookingDetails(page, 2);
  await details.getByRole('button', { name: 'Continue to payment' }).click();

  // The amount is the server's breakdown: 2 seats × the price, and the total.
  const payment = page.getByRole('region', { name: 'Payment' });
  const total = usd(schedule.workshop.price * 2);
  await expect(payment.getByRole('term').first()).toHaveText(`2 seats × ${usd(schedule.workshop.price)}`);
  await expect(payment.getByRole('term').filter({ hasText: 'You pay' })).toBeVisible();
  await expect(payment.getByRole('definition').last()).toHaveText(total);
  await expect(payment.getByRole('button', { name: `Pay ${total}` })).toBeVisible();

  const card = await payWithCard(page, '4000 0000 0000 0002');
  await expect(card.getByRole('alert')).toHaveText('Your card was declined.');

  await payWithCard(page, '4242 4242 4242 4242');
  const done = page.getByRole('region', { name: "You're booked!" });
  await expect(done).toContainText(`2 seats confirmed, ${total} paid`);

  // The second seat goes to a colleague, who is mailed a link.
  const guest = `seat-${Date.now().toString(36)}@example.com`;
  const invite = page.getByRole('form', { name: 'Invite people to your other seats' });
  await invite.getByLabel('Seat 2: email').fill('not an email');
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByText(/valid email/i)).toBeVisible();
  const since = Date.now();
  await invite.getByLabel('Seat 2: email').fill(guest);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByText('Invitation sent.')).toBeVisible();
  await expect
    .poll(async () => (await newestMailTo(guest, since).catch(() => null))?.subject, { timeout: 20_000 })
    .toMatch(/invit/i);

  // The booking is the client's, confirmed and paid.
  const bookings = await page.request.get('/v1/bookings?perPage=100');
  const mine = (
    (await bookings.json()) as {
      data: Array<{ workshopScheduleId: string; status: string; seats: number; amountPaid: number }>;
    }
  ).data.find((booking) => booking.workshopScheduleId === schedule.id && booking.status === 'CONFIRMED');
  expect(mine).toMatchObject({ seats: 2, amountPaid: schedule.workshop.price * 2 });
});

test('a guest registers by code on the way, onboards, comes back to the details they typed, and passes 3-D Secure', async ({
  page,
}) => {
  const schedule = await bookableSchedule(page, 1, 1);
  await page.goto(`/workshops/${schedule.id}/book`);
  await fillBookingDetails(page, 1);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();

  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `booker-${stamp}@example.com`;
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First name').fill('Bea');
  await form.getByLabel('Last name').fill('Booker');
  await form.getByLabel('Username').fill(`bea-${stamp}`);
  await form.getByLabel('Email').fill(email);
  const since = Date.now();
  await form.getByRole('button', { name: 'Send code' }).click();
  const step = page.getByRole('form', { name: 'Enter your code' });
  await step.getByLabel('6-digit code').fill(await mailedCode(email, since));
  await step.getByRole('button', { name: 'Continue' }).click();

  // A new account finishes onboarding first (SPEC §2), then returns to the booking as it was left.
  await expect(page).toHaveURL('/onboarding/1');
  await finishClientOnboarding(page);
  await expect(page).toHaveURL(`/workshops/${schedule.id}/book`);
  const details = page.getByRole('form', { name: 'Seats and address' });
  await expect(details.getByLabel('Address line 1')).toHaveValue('1 Market Street');
  await expect(details.getByRole('combobox', { name: 'Country' })).toContainText('Portugal');
  await details.getByRole('button', { name: 'Continue to payment' }).click();

  // A card that asks the bank first: the emulator's 3-D Secure page, then back here, paid.
  await payWithCard(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: '3-D Secure test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('region', { name: "You're booked!" })).toContainText('1 seat confirmed');
  await expect(page).toHaveURL(`/workshops/${schedule.id}/book`);
});
