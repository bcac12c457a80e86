import { expect, type Page, test } from '@playwright/test';
import { fillBillingAddress, payWithCard, usd } from './support/booking.ts';
import { mailedCode, newestMailTo } from './support/mailbox.ts';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/**
 * Issue 23, the waitlist: a client joins the line of a full session (signing in on the way), a seat frees
 * up, the offer mail links to the offer's page, where the client claims the seat and pays by card.
 */
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;
const PRICE = 40;
const CLIENT = 'client@example.com';

/** The claim's billing address (Lisbon, Portugal) on the offer's form. */
const fillClaimAddress = (page: Page) =>
  fillBillingAddress(page, page.getByRole('form', { name: 'Claim your seats' }));

test('join the waitlist of a full session, get the freed seat by mail, claim it and pay', async ({
  page,
  browser,
}) => {
  // The coach's one-seat session, published, five days ahead.
  const coach = await browser.newContext();
  await signInAs(coach, 'coach@example.com');
  const coachHeaders = await xsrfOf(coach, coach.request);
  const me = ((await (await coach.request.get('/v1/user')).json()) as { data: { id: string } }).data;
  const title = `Waitlist lab ${Date.now().toString(36)}`;
  const workshop = await coach.request.post('/v1/workshops', {
    headers: coachHeaders,
    data: { title, price: PRICE, maxSeats: 1, status: 'PUBLISHED' },
  });
  expect(workshop.status(), await workshop.text()).toBe(201);
  const workshopId = ((await workshop.json()) as { data: { id: string } }).data.id;
  const start = new Date(Date.now() + 5 * DAY_MS);
  start.setUTCHours(10, 0, 0, 0);
  const created = await coach.request.post('/v1/workshop-schedules', {
    headers: coachHeaders,
    data: {
      coachId: me.id,
      workshopId,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      timezone: 'UTC',
      status: 'PUBLISHED',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const scheduleId = ((await created.json()) as { data: { id: string } }).data.id;

  // Someone else holds the only seat.
  const other = await browser.newContext();
  await signInAs(other, 'rita@example.com');
  const otherHeaders = await xsrfOf(other, other.request);
  const rita = ((await (await other.request.get('/v1/user')).json()) as { data: { id: string } }).data;
  const held = await other.request.post('/v1/bookings', {
    headers: otherHeaders,
    data: {
      userId: rita.id,
      workshopScheduleId: scheduleId,
      seats: 1,
      address: { addressLine1: '1 Microsoft Way', city: 'Redmond', state: 'WA', zip: '98052', country: 'US' },
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const heldId = ((await held.json()) as { data: { id: string } }).data.id;

  // A guest finds it full on the marketplace card and its book page, and signs in to join the line.
  await page.goto(`/workshops/${scheduleId}/book`);
  await expect(page.getByRole('heading', { name: 'This session is fully booked' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to join the waitlist' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to join the waitlist' })).toBeVisible();
  const since = Date.now();
  await page.getByRole('form', { name: 'Log in with a code' }).getByLabel('Email').fill(CLIENT);
  await page.getByRole('button', { name: 'Send code' }).click();
  const step = page.getByRole('form', { name: 'Enter your code' });
  await step.getByLabel('6-digit code').fill(await mailedCode(CLIENT, since));
  await step.getByRole('button', { name: 'Continue' }).click();

  const join = page.getByRole('form', { name: 'Join the waitlist' });
  await expect(join.getByRole('spinbutton', { name: 'Seats' })).toHaveValue('1');
  await join.getByRole('spinbutton', { name: 'Seats' }).fill('0');
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(join.getByRole('spinbutton', { name: 'Seats' })).toHaveAttribute('aria-invalid', 'true');
  await join.getByRole('spinbutton', { name: 'Seats' }).fill('1');
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('region', { name: "You're on the waitlist" })).toContainText(
    'You are number 1 in line for 1 seat.',
  );

  // Joining again is refused in the API's words.
  await page.reload();
  await page
    .getByRole('form', { name: 'Join the waitlist' })
    .getByRole('button', { name: 'Join the waitlist' })
    .click();
  await expect(page.getByRole('alert')).toContainText('You are already on the waitlist of this schedule.');

  // The client's waitlist shows their place.
  await page.goto('/b/waitlist');
  const entry = page.getByRole('article', { name: title });
  await expect(entry).toContainText('1st in line');
  await expect(entry).toContainText('Waiting');

  // The seat frees up: the offer is mailed to the first in line, with the link to its page.
  const freedAt = Date.now();
  const cancelled = await other.request.patch(`/v1/bookings/${heldId}`, {
    headers: otherHeaders,
    data: { status: 'CANCELLED', cancellationReason: 'Plans changed' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(CLIENT, freedAt, (m) => m.subject.includes(title)).catch(() => null);
        link = /\/waitlist\/[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');

  // The dashboard says seats are waiting, and the mail's link opens the offer.
  await page.goto('/b');
  await expect(page.getByRole('region', { name: 'Seats are waiting for you' })).toContainText(title);
  await page.goto(link);
  const summary = page.getByRole('complementary', { name: 'Your session' });
  await expect(summary).toContainText(title);
  await expect(summary).toContainText(usd(PRICE));
  await expect(page.getByText(/1 seat is waiting for you until/)).toBeVisible();

  // The address is checked as the claim route checks it, then the seat is claimed and paid.
  const claim = page.getByRole('form', { name: 'Claim your seats' });
  await claim.getByRole('button', { name: 'Claim and pay' }).click();
  await expect(claim.getByText('Address line 1 is required.')).toBeVisible();
  await fillClaimAddress(page);
  await claim.getByRole('button', { name: 'Claim and pay' }).click();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('term').first()).toHaveText(`1 seat × ${usd(PRICE)}`);
  await expect(payment.getByRole('definition').last()).toHaveText(usd(PRICE));
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('region', { name: "You're booked!" })).toContainText(
    `1 seat confirmed, ${usd(PRICE)} paid`,
  );

  // The booking is the client's, confirmed, in /b/bookings; the entry is claimed.
  await page.goto('/b/bookings');
  const bookings = page.getByRole('table', { name: 'Bookings' });
  const row = bookings.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Confirmed');
  await page.goto('/b/waitlist');
  await expect(page.getByRole('article', { name: title })).toContainText('Claimed');

  // The mail's link again: the offer is no longer open.
  await page.goto(link);
  await expect(page.getByRole('region', { name: "You're booked!" })).toBeVisible();

  await coach.close();
  await other.close();
});
