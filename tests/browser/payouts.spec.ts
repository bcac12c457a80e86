import { expect, test } from '@playwright/test';
import { bookAndPay, type PublicSchedule } from './support/booking.ts';
import { signInAs, turnOnAuthenticatorApp, xsrfOf } from './support/sign-in.ts';

/**
 * Issue 32's walk of a payout: a coach connects a Stripe account (the emulator's onboarding), a client
 * books and pays a session of theirs, the session passes (the payout run is told the time, a clock the
 * test controls), and the coach's Payouts page shows the payout, its booking and its statement.
 */
test.describe.configure({ timeout: 180_000 });

test('a coach connects Stripe, is paid after a session, and reads the payout and its statement', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, 'daniel@example.com');
  await page.goto('/c/account/payouts');
  const account = page.getByRole('region', { name: 'Payout account' });
  // Where payouts go needs a session that proved a second factor: the card says so until there is one.
  await expect(account.getByRole('note')).toContainText('needs a second factor');
  await turnOnAuthenticatorApp(context, 'daniel@example.com');
  await page.reload();
  await expect(account).toContainText('Connect a Stripe account');
  await account.getByRole('button', { name: 'Connect with Stripe' }).click();
  // Stripe's onboarding (the emulator's) sends the coach back to the page, connected.
  await expect(page).toHaveURL(/\/c\/account\/payouts\?connect=done$/);
  await expect(account.getByRole('combobox', { name: 'Payout schedule' })).toBeVisible();
  await expect(account).toContainText('Your payouts go to your Stripe account.');

  // A client books and pays one of Daniel's sessions.
  const listed = await page.request.get('/v1/public/workshop-schedules?coach=daniel-okafor&perPage=50');
  const sessions = ((await listed.json()) as { data: Array<PublicSchedule & { endDate: string }> }).data;
  const session = sessions.find((item) => item.seatsLeft >= 1 && item.workshop.price > 0);
  if (!session) throw new Error('Daniel has no paid session to book');
  const client = await browser.newContext();
  await signInAs(client, 'client@example.com');
  await bookAndPay(await client.newPage(), session, 1);
  await client.close();

  // Three days after the session ends, the payout run pays Daniel's share.
  const admin = await browser.newContext();
  await signInAs(admin, 'admin@example.com');
  const at = new Date(Date.parse(session.endDate) + 3 * 86_400_000).toISOString();
  const run = await admin.request.post('/v1/admin/payout-runs', {
    data: { at },
    headers: await xsrfOf(admin, admin.request),
  });
  expect(run.status()).toBe(200);
  expect(((await run.json()) as { data: { payouts: number } }).data.payouts).toBeGreaterThanOrEqual(1);
  await admin.close();

  // Its job makes the transfer at Stripe within a moment; then the page shows it paid.
  await expect
    .poll(async () => {
      const answer = await page.request.get('/v1/payments/transfers');
      return ((await answer.json()) as { data: Array<{ status: string }> }).data.map(
        (payout) => payout.status,
      );
    })
    .toContain('PAID');
  await page.reload();
  const made = page.getByRole('table', { name: 'Payouts made' });
  await expect(made.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(made).toContainText(session.workshop.title);
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('Paid out');
  const download = page.waitForEvent('download');
  await made.getByRole('link', { name: 'PDF' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/^payout-\d{4}-\d{2}-\d{2}\.pdf$/);
  await page.screenshot({ path: test.info().outputPath('payouts.png'), fullPage: true });
});
