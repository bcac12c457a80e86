import { expect, type Page, test } from '@playwright/test';
import { bookAndPay, type PublicSchedule } from './support/booking.ts';
import { newestMailTo } from './support/mailbox.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * One session, one clock (DESIGN.md, decision 0072): a reader in Lisbon books the demo coach's Chicago
 * session, and every page that shows it, and the mail, write the same time in Chicago's zone, named,
 * with the reader's own time beside it on the pages.
 */
test.use({ timezoneId: 'Europe/Lisbon' });

/** The demo coach's in-person Chicago session, which has seats for two. */
async function chicagoSession(page: Page): Promise<PublicSchedule> {
  const answer = await page.request.get('/v1/public/workshop-schedules?perPage=50');
  const schedules = ((await answer.json()) as { data: Array<PublicSchedule & { timezone: string }> }).data;
  const schedule = schedules.find((one) => one.timezone === 'America/Chicago' && one.seatsLeft >= 2);
  if (!schedule) throw new Error('the demo data has no Chicago session with two seats left');
  return schedule;
}

/** What a page prints for the session in a `<time>` or a table cell that names it. */
const WRITTEN = /(\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2})(?: [AP]M)?(?: – [\d:]+)? ([AP]M) (C[SD]T)/;

test('the booking page, the client’s bookings, the booking, the coach’s bookings and the mail write one session’s time alike', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, 'client@example.com');
  const schedule = await chicagoSession(page);

  await page.goto(`/workshops/${schedule.id}/book`);
  const summary =
    (
      await page
        .locator(`time[datetime="${await startOf(page, schedule)}"]`)
        .first()
        .textContent()
    )?.trim() ?? '';
  // In the session's zone, named, and the reader's own time beside it (Lisbon is six hours ahead).
  expect(summary).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T \(.+ your time\)$/);
  const [, dayAndTime, , zone] = WRITTEN.exec(summary) ?? [];
  const readerPart = summary.slice(summary.indexOf(' ('));

  const since = Date.now();
  await bookAndPay(page, schedule, 2);

  const title = schedule.workshop.title;
  await page.goto('/b/bookings');
  // The newest booking of this session (the demo client may have booked it before): same words as the summary.
  const row = page.getByRole('row').filter({ hasText: title }).filter({ hasText: summary }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(`${dayAndTime}`);
  await expect(details).toContainText(` ${zone}`);
  await expect(details).toContainText('your time)');

  const mail = await newestMailTo('client@example.com', since, (one) =>
    one.subject.startsWith('Booking confirmed'),
  );
  expect(WRITTEN.exec(mail.text)?.[1]).toBe(dayAndTime);
  expect(mail.text).toContain(` ${zone}.`);
  expect(mail.text).not.toMatch(/GMT|your time/);

  const coach = await browser.newContext({ timezoneId: 'Europe/Lisbon' });
  await signInAs(coach, 'coach@example.com');
  const coachPage = await coach.newPage();
  await coachPage.goto('/c/bookings');
  // The coach reads the same words as the client: the session's zone, then their own time.
  await expect(
    coachPage
      .getByRole('row')
      .filter({ hasText: title })
      .filter({ hasText: `${summary}` })
      .first(),
  ).toBeVisible();
  expect(readerPart).toMatch(/your time\)$/);
  await coach.close();
});

/** The session's start as the API sends it, which the pages put in their `<time datetime>`. */
async function startOf(page: Page, schedule: PublicSchedule): Promise<string> {
  const answer = await page.request.get(`/v1/public/workshop-schedules/${schedule.id}`);
  return ((await answer.json()) as { data: { startDate: string } }).data.startDate;
}
