import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkThemes } from './support/axe.ts';
import { fillBookingDetails, type PublicSchedule, payWithCard } from './support/booking.ts';
import { publishWithSession, toast } from './support/coach-workshop.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Issue 35's walk: the coach asks two questions of a new workshop's buyers, a client answers them while
 * booking, the coach writes to the session's paid attendees, the client's bell shows it, and the coach's
 * attendees export holds the answers.
 */
test.describe.configure({ timeout: 180_000 });

test('a coach asks two questions, a client answers them booking, the coach announces, the bell shows it, and the export holds the answers', async ({
  page,
  browser,
  context,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Questions journey ${stamp}`;
  await signInAs(context, 'coach@example.com');
  await page.goto('/c/workshops');
  await page.getByRole('button', { name: 'New workshop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workshop' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('25');
  await dialog.getByLabel('Max seats').fill('8');
  await publishWithSession(page, dialog, 20);
  const workshopUrl = page.url().replace(/\/calendar.*$/, '');

  // Two questions: a required short text and one choice among two.
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByText('No booking questions yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 1' }).fill('Your company');
  await page.getByRole('switch', { name: 'Your company is required' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 2' }).fill('Your level');
  await page.getByRole('combobox', { name: 'Kind of Your level' }).click();
  await page.getByRole('option', { name: 'One choice' }).click();
  await page.getByRole('textbox', { name: /Choices of Your level/ }).fill('Beginner\nAdvanced');
  expect(await checkThemes(page, 'Questions tab', { dark: true })).toEqual([]);
  await page.getByRole('button', { name: 'Save questions' }).click();
  await toast(page, 'Questions saved');

  // The client books a seat and answers them; the required one is asked for first.
  const sessions = await page.request.get('/v1/public/workshop-schedules?perPage=100');
  const schedule = ((await sessions.json()) as { data: PublicSchedule[] }).data.find(
    (row) => row.workshop.title === title,
  );
  expect(schedule).toBeDefined();
  const clientContext = await browser.newContext();
  await signInAs(clientContext, 'client@example.com');
  const client = await clientContext.newPage();
  await client.goto(`/workshops/${schedule?.id}/book`);
  const details = await fillBookingDetails(client, 1);
  await details.getByRole('radio', { name: 'Advanced' }).check();
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(details.getByText('Please answer this question.')).toBeVisible();
  await details.getByRole('textbox', { name: /Your company/ }).fill('Acme Labs');
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(client, '4242 4242 4242 4242');
  await expect(client.getByRole('region', { name: "You're booked!" })).toContainText('1 seat confirmed');

  // The coach writes to the session's paid attendees.
  await page.goto(`${workshopUrl}/calendar?view=list`);
  await page
    .getByRole('table', { name: 'Upcoming schedules' })
    .getByRole('button', { name: /^Move / })
    .click();
  const scheduleDialog = page.getByRole('dialog', { name: 'Schedule' });
  await scheduleDialog.getByRole('tab', { name: 'Announcements' }).click();
  const form = scheduleDialog.getByRole('form', { name: 'New announcement' });
  await expect(form.getByRole('radio', { name: 'Paid attendees only' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Subject' }).fill('Bring a laptop');
  await form.getByRole('textbox', { name: 'Message' }).fill('We will build an agent together.');
  await form.getByRole('button', { name: 'Send' }).click();
  await toast(page, 'Announcement queued for 1 person');
  expect(await checkThemes(page, 'Announcements tab', { dark: true })).toEqual([]);

  // The client's bell shows it once its job has run.
  const subject = `Bring a laptop (${title})`;
  await expect(async () => {
    await client.goto('/b');
    await client.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(
      client
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('link', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await checkThemes(client, 'Notifications panel', { dark: true })).toEqual([]);
  await clientContext.close();

  // The coach sees it sent, and exports the attendees with their answers.
  await expect(scheduleDialog.getByText(/1 sent · 0 queued · 0 failed/)).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scheduleDialog.getByRole('link', { name: 'Export attendees (CSV)' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, row] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(header).toContain('Your company');
  expect(header).toContain('Your level');
  expect(row).toContain('Acme Labs');
  expect(row).toContain('Advanced');
});
