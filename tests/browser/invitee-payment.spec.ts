import { expect, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import { bookableSchedule, fillBookingDetails, payWithCard, usd } from './support/booking.ts';
import { newestMailTo } from './support/mailbox.ts';
import { finishClientOnboarding } from './support/onboarding.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Invitees who pay for themselves (issue 23, item 4): the demo client books two seats choosing that each
 * person pays for their own, pays for theirs, and invites a newcomer, who pays for their seat through the
 * mailed link; the booker's Seats tab then shows it paid.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('an invitee pays for their own seat through the mailed link, and the booker sees it paid', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, 'client@example.com');
  const schedule = await bookableSchedule(page, 2);
  const price = usd(schedule.workshop.price);
  await page.goto(`/workshops/${schedule.id}/book`);
  const form = await fillBookingDetails(page, 2);
  await form.getByRole('checkbox', { name: 'Each person pays for their own seat' }).click();
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(`Your seat: ${price}. The person you invite pays ${price} for theirs.`);
  await payWithCard(page, '4242 4242 4242 4242');
  const done = page.getByRole('region', { name: "You're booked!" });
  await expect(done).toContainText(`${price} paid`);
  await expect(done).toContainText(`Each person gets an email with a link to pay ${price} for their seat by`);

  const invitee = `payer-${stamp()}@example.com`;
  const invites = page.getByRole('form', { name: 'Invite people to your other seats' });
  await invites.getByLabel('Seat 2: email').fill(invitee);
  const since = Date.now();
  await invites.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invites.getByText('Invitation sent.')).toBeVisible();
  let link = '';
  let mailText = '';
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(invitee, since).catch(() => null);
        mailText = mail?.text ?? '';
        link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mailText)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  expect(mailText).toContain(`It is yours once you pay for it (${price}) before`);
  expect(mailText).toContain('Pay for your seat');

  // The newcomer accepts by the link alone, onboards, and comes back to the link to pay.
  const guest = await (await browser.newContext()).newPage();
  const path = new URL(link).pathname;
  await guest.goto(path);
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(guest).toHaveURL('/onboarding/1');
  const about = guest.getByRole('form', { name: 'About you' });
  await about.getByLabel('First name').fill('Pia');
  await about.getByLabel('Last name').fill('Payer');
  await finishClientOnboarding(guest);
  await expect(guest).toHaveURL('/b/bookings');
  await guest.goto(path);
  const pay = guest.getByRole('region', { name: 'Pay for your seat' });
  await expect(pay).toContainText(`Your seat costs ${price}. It is held for you until`);
  await waitForContent(guest, pay.getByRole('form', { name: 'Card details' }));
  expect(await checkThemes(guest, 'Invitation: pay for your seat', { dark: true })).toEqual([]);
  await payWithCard(guest, '4242 4242 4242 4242');
  await expect(guest.getByRole('status').filter({ hasText: 'You accepted this seat' })).toBeVisible();
  await guest.context().close();

  // The booker's Seats tab says who has paid.
  await page.getByRole('link', { name: 'View your booking' }).click();
  await expect(page).toHaveURL(/\/b\/bookings\/[\w-]+/);
  await page.getByRole('tab', { name: 'Seats' }).click();
  const seats = page.getByRole('table', { name: 'Seats' });
  const row = seats.getByRole('row').filter({ hasText: invitee });
  await expect(row).toContainText('Accepted');
  await expect(row).toContainText('Paid');
});
