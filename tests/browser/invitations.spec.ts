import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import { bookAndPay, bookableSchedule } from './support/booking.ts';
import { mailedCode, newestMailTo } from './support/mailbox.ts';
import { finishClientOnboarding } from './support/onboarding.ts';
import { registerAs, signInAs } from './support/sign-in.ts';

/**
 * A seat invitation from the mail the outbox received to the seat in the invitee's bookings: the demo
 * client books and invites on the booking page, the invitee opens the mailed link as a guest.
 */

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * The demo client books a seat for themself and one for `invitee` on the booking page, and sends the
 * invitation; the invitee opens the mailed link as a guest, on a browser of their own. Answers the
 * workshop's title, its coach's name and the invitee's page.
 */
async function invite(page: Page, context: BrowserContext, browser: Browser, invitee: string) {
  await signInAs(context, 'client@example.com');
  const schedule = await bookableSchedule(page, 2);
  await bookAndPay(page, schedule, 2);
  const form = page.getByRole('form', { name: 'Invite people to your other seats' });
  await form.getByLabel('Seat 2: email').fill(invitee);
  const since = Date.now();
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await expect(form.getByText('Invitation sent.')).toBeVisible();
  // The mail is a job: the worker sends it within a few seconds.
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(invitee, since).catch(() => null);
        link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const answer = await page.request.get(`/v1/public/workshop-schedules/${schedule.id}`);
  const { coach } = ((await answer.json()) as { data: { coach: { firstName: string; lastName: string } } })
    .data;
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(new URL(link).pathname);
  return { title: schedule.workshop.title, coach: `${coach.firstName} ${coach.lastName}`, guest };
}

test('a guest with an account opens the mailed link, signs in by code on the page, accepts and finds the seat in their bookings', async ({
  page,
  context,
  browser,
}) => {
  // The invitee has an account (registered and onboarded elsewhere).
  const name = `invitee-${stamp()}`;
  const invitee = `${name}@example.com`;
  const elsewhere = await (await browser.newContext()).newPage();
  await registerAs(elsewhere.context(), {
    email: invitee,
    username: name,
    firstName: 'Ida',
    lastName: 'Invitee',
  });
  await elsewhere.goto('/onboarding/1');
  await finishClientOnboarding(elsewhere);
  await expect(elsewhere).toHaveURL('/b');
  await elsewhere.context().close();

  const { title, coach, guest } = await invite(page, context, browser, invitee);
  await expect(guest).toHaveTitle(/^Invitation \| Exceed/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
  const session = guest.getByRole('region', { name: title });
  await expect(session).toContainText(`Alan Client invited ${invitee} to a seat of this session.`);
  await expect(session.getByRole('definition').nth(1)).toHaveText(coach);
  await expect(session.getByText(/\(.+ time\)/)).toBeVisible();

  await guest.getByRole('button', { name: 'Accept' }).click();
  // The address has an account: it signs in here, by a code mailed to it, filled in already.
  await expect(guest.getByRole('heading', { name: 'Sign in to accept' })).toBeVisible();
  const email = guest.getByRole('form', { name: 'Log in with a code' }).getByLabel('Email');
  await expect(email).toHaveValue(invitee);
  expect(await checkThemes(guest, 'Invitation: sign in to accept', { dark: true })).toEqual([]);
  const since = Date.now();
  await guest.getByRole('button', { name: 'Send code' }).click();
  const code = guest.getByRole('form', { name: 'Enter your code' });
  await code.getByLabel('6-digit code').fill(await mailedCode(invitee, since));
  await code.getByRole('button', { name: 'Continue' }).click();

  await expect(guest.getByRole('status').filter({ hasText: 'You accepted this seat' })).toBeVisible();
  await expect(session.getByText('Accepted', { exact: true })).toBeVisible();
  await guest.getByRole('link', { name: 'See your bookings' }).click();
  await expect(guest).toHaveURL('/b/bookings');
  const seats = guest.getByRole('table', { name: 'Seats you accepted' });
  await expect(seats).toContainText(title);
  await waitForContent(guest, seats);
  expect(await checkThemes(guest, 'Bookings with an accepted seat', { dark: true })).toEqual([]);
  await guest.context().close();
});

test('a guest new to Exceed accepts by the link alone, onboards, and finds the seat in their bookings', async ({
  page,
  context,
  browser,
}) => {
  const invitee = `newcomer-${stamp()}@example.com`;
  const { title, guest } = await invite(page, context, browser, invitee);
  await expect(guest.getByText(`Accepting signs you in as ${invitee}`)).toBeVisible();
  await guest.getByRole('button', { name: 'Accept' }).click();

  // The mail proved the address: the account is made and signed in, and onboards first (SPEC §2),
  // where the newcomer gives their name.
  await expect(guest).toHaveURL('/onboarding/1');
  const about = guest.getByRole('form', { name: 'About you' });
  await about.getByLabel('First name').fill('Nia');
  await about.getByLabel('Last name').fill('Newcomer');
  await finishClientOnboarding(guest);
  await expect(guest).toHaveURL('/b/bookings');
  await expect(guest.getByRole('table', { name: 'Seats you accepted' })).toContainText(title);
  await guest.context().close();
});

test('a declined invitation and an unknown link say so, with a way to the marketplace', async ({
  page,
  context,
  browser,
}) => {
  const invitee = `decliner-${stamp()}@example.com`;
  const { guest } = await invite(page, context, browser, invitee);
  await waitForContent(guest, guest.getByRole('button', { name: 'Accept' }));
  expect(await checkThemes(guest, 'Invitation', { dark: true })).toEqual([]);
  await guest.getByRole('button', { name: 'Decline' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Decline this seat?' });
  await expect(dialog).toContainText('Alan Client can then give it to someone else.');
  await dialog.getByRole('button', { name: 'Decline seat' }).click();
  await expect(guest.getByRole('heading', { name: 'This invitation was declined' })).toBeVisible();

  // Opened again later, the link still says what happened.
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'This invitation was declined' })).toBeVisible();
  await expect(guest.getByText('The seat went back to Alan Client.', { exact: false })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  expect(await checkThemes(guest, 'Invitation: declined', { dark: true })).toEqual([]);

  await guest.goto('/invitations/no-such-invitation');
  await expect(guest.getByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
  expect(await checkThemes(guest, 'Invitation: unknown link', { dark: true })).toEqual([]);
  await guest.getByRole('link', { name: 'Find a workshop' }).click();
  await expect(guest).toHaveURL('/workshops');
  await guest.context().close();
});
