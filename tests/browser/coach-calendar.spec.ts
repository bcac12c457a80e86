import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/** The coach's workshop calendar tab: schedules on a month grid, created, dragged, moved back and cancelled. */

// One zone and language for the browser, so day names and "today" are the same on every machine.
test.use({ timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A day's name as the calendar labels it: "Friday, May 15, 2026". */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const monthName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The grid cell of a day (the cell that holds the day's button). */
const cellOf = (page: Page, day: string): Locator =>
  page.getByRole('gridcell').filter({ has: page.getByRole('button', { name: dayName(day), exact: true }) });

/** Opens the calendar tab on the month of `day`. */
async function openMonth(page: Page, calendarUrl: string, day: string) {
  await page.goto(`${calendarUrl}?month=${day.slice(0, 7)}`);
  await expect(page.getByRole('grid', { name: monthName(day) })).toBeVisible();
}

// The time names its zone ("10:00 AM UTC"), whichever the session was made in.
const DRAFT_AT_TEN = /^10:00 AM [A-Z]+(?:[+-]\d+)? Online session, Draft$/;
const CANCELLED_AT_TEN = /^10:00 AM [A-Z]+(?:[+-]\d+)? Online session, Cancelled$/;

interface ScheduleAnswer {
  data: { id: string; startDate: string; endDate: string; status: string };
}

test('a coach plans schedules on the month calendar: creates one on a day, drags it, undoes a move and cancels one', async ({
  page,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  const request = context.request;
  const headers = await xsrfOf(context, request);
  const me = ((await (await request.get('/v1/user')).json()) as { data: { id: string } }).data;
  const created = await request.post('/v1/workshops', {
    headers,
    data: { title: `Calendar craft ${Date.now().toString(36)}`, price: 0, maxSeats: 8 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workshopId = ((await created.json()) as { data: { id: string } }).data.id;
  // An existing schedule, three days ahead, 10:00–12:00 UTC.
  const existingDay = inDays(3);
  const existing = await request.post('/v1/workshop-schedules', {
    headers,
    data: {
      coachId: me.id,
      workshopId,
      startDate: `${existingDay}T10:00:00.000Z`,
      endDate: `${existingDay}T12:00:00.000Z`,
      timezone: 'UTC',
    },
  });
  expect(existing.status(), await existing.text()).toBe(201);
  const existingId = ((await existing.json()) as ScheduleAnswer).data.id;
  const calendarUrl = `/c/workshops/${workshopId}/calendar`;

  // The tab opens on this month's grid, the Month view chosen.
  await page.goto(calendarUrl);
  await expect(page.getByRole('tab', { name: 'Month', selected: true })).toBeVisible();
  const today = inDays(0);
  await expect(page.getByRole('grid', { name: monthName(today) })).toBeVisible();
  await expect(page.getByRole('button', { name: dayName(today), exact: true })).toHaveAttribute(
    'aria-current',
    'date',
  );

  // The existing schedule on its day (the next month's grid when it falls there).
  if (existingDay.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(cellOf(page, existingDay).getByRole('button', { name: DRAFT_AT_TEN })).toBeVisible();

  // A new schedule by clicking a future day: the form opens on that day with its usual times.
  const newDay = inDays(10);
  await page.goto(calendarUrl);
  if (newDay.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${newDay.slice(0, 7)}`));
  }
  await page.getByRole('button', { name: dayName(newDay), exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New schedule' });
  await expect(form.getByLabel('Start date')).toHaveValue(newDay);
  await expect(form.getByLabel('End date')).toHaveValue(newDay);
  await form.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'UTC', exact: true }).click();
  await form.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText('Schedule created', { exact: true }).first()).toBeVisible();
  const created10 = cellOf(page, newDay).getByRole('button', { name: DRAFT_AT_TEN });
  await expect(created10).toBeVisible();
  // The toast sits over the grid's right-hand days at this size (which day depends on the date the test
  // runs): closed, so that the drag meets the day beneath it.
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByText('Schedule created', { exact: true })).toBeHidden();

  // Dragged to another day of the same month; the new date is saved.
  const dropDay =
    plusDays(newDay, 2).slice(0, 7) === newDay.slice(0, 7) ? plusDays(newDay, 2) : plusDays(newDay, -2);
  const from = await created10.boundingBox();
  const to = await cellOf(page, dropDay).boundingBox();
  if (!from || !to) throw new Error('The event or its target day is not on screen.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await expect(cellOf(page, dropDay)).toHaveAttribute('data-drop', 'valid');
  await page.mouse.up();
  await expect(page.getByText('Schedule moved', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(cellOf(page, dropDay).getByRole('button', { name: DRAFT_AT_TEN })).toBeVisible();
  await expect(cellOf(page, newDay).getByRole('button', { name: /Online session/ })).toHaveCount(0);
  const listed = (await (
    await request.get(`/v1/workshop-schedules?workshopId=${workshopId}&from=${dropDay}&to=${dropDay}`)
  ).json()) as { data: ScheduleAnswer['data'][] };
  expect(listed.data.map((row) => [row.startDate, row.endDate])).toEqual([
    [`${dropDay}T10:00:00.000Z`, `${dropDay}T12:00:00.000Z`],
  ]);

  // The existing schedule moved a day on with the keyboard (M, arrow, Enter), then put back with Undo.
  await openMonth(page, calendarUrl, existingDay);
  await cellOf(page, existingDay)
    .getByRole('button', { name: /Online session/ })
    .focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Schedule moved', { exact: true }).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/v1/workshop-schedules/${existingId}`)).json()) as ScheduleAnswer).data
          .startDate,
    )
    .toBe(`${plusDays(existingDay, 1)}T10:00:00.000Z`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Move undone', { exact: true })).toBeVisible();
  await openMonth(page, calendarUrl, existingDay);
  await expect(cellOf(page, existingDay).getByRole('button', { name: /Online session/ })).toBeVisible();

  // Cancelled after a confirmation that says what happens to the bookings; it stays, struck through.
  await openMonth(page, calendarUrl, dropDay);
  await cellOf(page, dropDay)
    .getByRole('button', { name: /Online session/ })
    .click();
  const opened = page.getByRole('dialog', { name: 'Schedule' });
  await opened.getByRole('button', { name: 'Cancel schedule' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel schedule?' });
  await expect(confirm).toContainText('Its bookings are cancelled and refunded in full');
  await confirm.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(page.getByText('Schedule cancelled', { exact: true }).first()).toBeVisible();
  await expect(cellOf(page, dropDay).getByRole('button', { name: CANCELLED_AT_TEN })).toBeVisible();

  // The list view is one switch away, and remembered in the address.
  await page.getByRole('tab', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('table', { name: 'Upcoming schedules' })).toBeVisible();
});
