import { expect, test } from '@playwright/test';
import { checkThemes } from './support/axe.ts';
import { fillBookingDetails, type PublicSchedule, payWithCard } from './support/booking.ts';
import { publishWithSession, toast } from './support/coach-workshop.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Issue 38's cohort: a coach makes a schedule of four weekly sessions from its first, each with a meeting
 * room made for it; a client books it once and reads the four sessions on the booking page, in their
 * booking (whose links open shortly before each session) and in their calendar feed.
 */
test.describe.configure({ timeout: 180_000 });

test('a coach makes a four-week cohort; a client books it once and finds its four sessions in /b and in the calendar feed', async ({
  page,
  browser,
  context,
}) => {
  const title = `Cohort journey ${Date.now().toString(36).toUpperCase()}`;
  await signInAs(context, 'coach@example.com');
  await page.goto('/c/workshops');
  await page.getByRole('button', { name: 'New workshop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workshop' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('120');
  await dialog.getByLabel('Max seats').fill('12');
  await publishWithSession(page, dialog, 20);

  // The schedule's Sessions tab: repeat its one session weekly, three more times.
  await page
    .getByRole('table', { name: 'Upcoming schedules' })
    .getByRole('button', { name: /^Move / })
    .click();
  const schedule = page.getByRole('dialog', { name: 'Schedule' });
  await schedule.getByRole('tab', { name: 'Sessions (1)' }).click();
  const repeat = schedule.getByRole('form', { name: 'Repeat sessions' });
  await repeat.getByRole('spinbutton', { name: /How many more/ }).fill('3');
  await repeat.getByRole('button', { name: 'Add sessions' }).click();
  await toast(page, '3 sessions added');
  const sessions = schedule.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(4);
  // Each online session has a meeting room of its own, made for it.
  const rooms = await schedule
    .getByRole('link', { name: 'Meeting link' })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(rooms).toHaveLength(4);
  expect(new Set(rooms).size).toBe(4);
  for (const room of rooms) expect(room).toMatch(/^https:\/\/meet\.jit\.si\/Exceed-/);
  await expect(schedule.getByText(/^4 sessions, weekly from /)).toBeVisible();
  expect(await checkThemes(page, 'Sessions tab', { dark: true })).toEqual([]);

  // The client books it once: the booking page lists what one booking buys.
  const listed = await page.request.get('/v1/public/workshop-schedules?perPage=100');
  const cohort = ((await listed.json()) as { data: (PublicSchedule & { sessionCount: number })[] }).data.find(
    (row) => row.workshop.title === title,
  );
  expect(cohort?.sessionCount).toBe(4);
  const clientContext = await browser.newContext();
  await signInAs(clientContext, 'client@example.com');
  const client = await clientContext.newPage();
  await client.goto(`/workshops/${cohort?.id}/book`);
  await expect(client.getByText('One booking buys all 4 sessions.')).toBeVisible();
  await expect(client.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(4);
  const details = await fillBookingDetails(client, 1);
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(client, '4242 4242 4242 4242');
  await expect(client.getByRole('region', { name: "You're booked!" })).toContainText('1 seat confirmed');

  // In /b: the booking lists its four sessions, and the workshop's calendar has each one ahead.
  await client.goto('/b/bookings');
  await client.getByRole('link', { name: title }).first().click();
  const bought = client.getByRole('region', { name: 'Sessions' });
  await expect(bought.getByText('This booking covers all 4 sessions.')).toBeVisible();
  await expect(bought.getByRole('listitem')).toHaveCount(4);
  // Three weeks ahead the links are not open yet: each says when it opens, none is shown.
  await expect(bought.getByText(/^The link to join appears here from /)).toHaveCount(4);
  await expect(bought.getByRole('link', { name: 'Join online' })).toHaveCount(0);
  expect(await checkThemes(client, 'Cohort booking', { dark: true })).toEqual([]);
  await client.goto(`/b/workshops/${cohort?.workshopId}/calendar`);
  await expect(client.getByText(/^Session 4 of 4/)).toBeVisible();
  await client.getByRole('button', { name: 'Get my private calendar address' }).click();
  const address = await client.getByLabel('Your private calendar address').inputValue();
  const ics = await (await clientContext.request.get(address)).text();
  const events = ics
    .split('BEGIN:VEVENT')
    .slice(1)
    .filter((event) => event.includes(title));
  expect(events).toHaveLength(4);
  expect(events.map((event) => /Session \d of 4/.exec(event.replace(/\r\n /g, ''))?.[0])).toEqual([
    'Session 1 of 4',
    'Session 2 of 4',
    'Session 3 of 4',
    'Session 4 of 4',
  ]);
  await clientContext.close();
});
