import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/** The coach area as coach@example.com: a workshop from scratch to a booked, attended session. */

/** The client books one seat of the schedule (free, so they confirm it) and takes the seat themself. */
async function clientBooks(context: BrowserContext, scheduleId: string): Promise<void> {
  await signInAs(context, 'client@example.com');
  const request = context.request;
  const headers = await xsrfOf(context, context.request);
  const me = (await (await request.get('/v1/user')).json()) as { data: { id: string } };
  const created = await request.post('/v1/bookings', {
    headers,
    data: {
      userId: me.data.id,
      workshopScheduleId: scheduleId,
      seats: 1,
      address: {
        addressLine1: '1 Market Street',
        city: 'Lisbon',
        state: 'Lisboa',
        zip: '1100-001',
        country: 'PT',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: { id: string } }).data;
  const confirmed = await request.patch(`/v1/bookings/${booking.id}`, {
    headers,
    data: { status: 'CONFIRMED' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const seat = await request.post('/v1/booking-seats', {
    headers,
    data: { bookingId: booking.id, userId: me.data.id },
  });
  expect(seat.status(), await seat.text()).toBe(201);
}

/** The booking page's seat picker stops at the workshop's most seats per booking, with its message. */
async function seatPickerStopsAt(context: BrowserContext, scheduleId: string, most: number): Promise<void> {
  const page = await context.newPage();
  await page.goto(`/workshops/${scheduleId}/book`);
  const details = page.getByRole('form', { name: 'Seats and address' });
  await expect(details.getByLabel('Seats')).toHaveAttribute('max', String(most));
  await expect(details).toContainText(`at most ${most} per booking`);
  await details.getByLabel('Seats').fill(String(most + 1));
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(details.getByText(`At most ${most} seats can be booked at once.`)).toBeVisible();
  await page.close();
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function toast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

test.describe.configure({ timeout: 90_000 });

test('a coach creates and publishes a workshop and a schedule, adds resources, marks attendance and sees payouts', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, 'coach@example.com');
  const title = `Prompt craft ${Date.now().toString(36)}`;

  await page.goto('/c');
  await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seats sold' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue by month/ })).toBeVisible();

  // A new workshop from scratch, with the contract's rules in the browser first.
  await page.goto('/c/workshops');
  await expect(page.getByRole('heading', { name: 'Workshops', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New workshop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workshop' });
  await dialog.getByLabel('Title').fill('AI');
  await dialog.getByRole('button', { name: 'Create workshop' }).click();
  await expect(dialog.getByText('Title is not valid.')).toBeVisible();
  await expect(dialog.getByText('Price is required.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('0');
  await dialog.getByLabel('Max seats').fill('8');
  await dialog.getByLabel('Most seats per booking').fill('9');
  await dialog.getByRole('button', { name: 'Create workshop' }).click();
  await expect(dialog.getByText('Seats per booking must be between 1 and max seats.')).toBeVisible();
  await dialog.getByLabel('Most seats per booking').fill('2');
  await dialog.getByRole('button', { name: 'Create workshop' }).click();
  await toast(page, 'Workshop created');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const workshopUrl = page.url();

  await page.getByRole('button', { name: 'Publish workshop' }).click();
  await toast(page, 'Workshop published');
  await expect(page.getByRole('button', { name: 'Archive workshop' })).toBeVisible();

  // A schedule on it, published.
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(`${workshopUrl}/calendar`);
  await page.getByRole('tab', { name: 'List' }).click();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const scheduleDialog = page.getByRole('dialog', { name: 'New schedule' });
  await scheduleDialog.getByLabel('Start date').fill(inDays(30));
  await scheduleDialog.getByLabel('End date').fill(inDays(30));
  await scheduleDialog.getByRole('button', { name: 'Create schedule' }).click();
  await toast(page, 'Schedule created');
  const schedules = page.getByRole('table', { name: 'Upcoming schedules' });
  await expect(schedules.getByRole('row')).toHaveCount(2);
  await expect(schedules).toContainText('Draft');
  await schedules.getByRole('button', { name: /^Publish / }).click();
  await toast(page, 'Schedule published');
  await expect(schedules).toContainText('Published');

  // Resources: a link, and an uploaded file.
  await page.getByRole('tab', { name: 'Resources' }).click();
  await page.getByRole('button', { name: 'Add resource' }).click();
  let resourceDialog = page.getByRole('dialog', { name: 'Add resource' });
  await resourceDialog.getByLabel('Title').fill('Slides');
  await resourceDialog.getByLabel('URL').fill('https://example.com/slides');
  await resourceDialog.getByRole('button', { name: 'Add resource' }).click();
  await toast(page, 'Resource added');
  // Closed before the page's button is pressed again: while it closes, its own Add resource is the one found.
  await expect(resourceDialog).toBeHidden();
  await page.getByRole('button', { name: 'Add resource' }).click();
  resourceDialog = page.getByRole('dialog', { name: 'Add resource' });
  await resourceDialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: /^Document/ }).click();
  await resourceDialog.getByLabel('Title').fill('Workbook');
  await resourceDialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(resourceDialog.getByText(/file path is required/)).toBeVisible();
  await resourceDialog.getByLabel('File').setInputFiles({
    name: 'workbook.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 workbook'),
  });
  await resourceDialog.getByRole('button', { name: 'Add resource' }).click();
  await toast(page, 'Resource added');
  const resources = page.getByRole('table', { name: 'Resources' });
  await expect(resources.getByRole('link', { name: 'Slides' })).toHaveAttribute(
    'href',
    'https://example.com/slides',
  );
  await expect(resources.getByRole('link', { name: 'Workbook' })).toBeVisible();
  await expect(resources).toContainText('Document · 17 B');

  // A client books the session; the coach opens the booking and marks the seat attended.
  const workshopId = new URL(workshopUrl).pathname.split('/').pop() ?? '';
  const listed = await page.request.get(`/v1/workshop-schedules?workshopId=${workshopId}`);
  const scheduleId = ((await listed.json()) as { data: Array<{ id: string }> }).data[0]?.id ?? '';
  const clientContext = await browser.newContext();
  await clientBooks(clientContext, scheduleId);
  await seatPickerStopsAt(clientContext, scheduleId, 2);
  await clientContext.close();

  await page.goto('/c/bookings');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: `Booking of ${title}` })).toBeVisible();
  await expect(page.getByText('Alan Client (client@example.com)')).toBeVisible();
  await page.getByRole('tab', { name: 'Seats' }).click();
  // The seat the client gave themselves names them, as the booking does.
  const attended = page.getByRole('switch', { name: 'Alan Client (client@example.com) attended' });
  await expect(attended).not.toBeChecked();
  await attended.click();
  await toast(page, 'Marked as attended');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Alan Client (client@example.com) attended' })).toBeChecked();

  // The workshop's payouts tab.
  await page.goto(`${workshopUrl}/payouts`);
  await expect(page.getByRole('tab', { name: 'Payouts', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payouts', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payouts of this workshop' })).toContainText('No payouts yet');
  await page.goto('/c/account/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  // The demo's paid, attended session: the coach's share of what the client paid.
  await expect(
    page
      .getByRole('table', { name: 'Payouts by workshop' })
      .getByRole('row', { name: /Prompt Engineering Foundations/ }),
  ).toBeVisible();

  // What attendees said of the coach's sessions.
  await page.goto('/c/feedbacks');
  await expect(page.getByRole('heading', { name: 'Feedbacks', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Feedbacks' }).or(page.getByRole('heading', { name: 'No feedback yet' })),
  ).toBeVisible();
});
