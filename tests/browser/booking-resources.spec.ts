import { expect, test } from '@playwright/test';
import { bookAndPay, type PublicSchedule } from './support/booking.ts';
import { finishClientOnboarding } from './support/onboarding.ts';
import { registerAs } from './support/sign-in.ts';

/**
 * A client who books on the marketplace is no member of the coach's team, yet reads the resources of
 * what they booked: on the booking's Resources tab and on the workshop's, files through the booking.
 */
test("a new client, in no coach's team, books a demo session and sees its resources", async ({
  page,
  context,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await registerAs(context, {
    email: `reader-${stamp}@example.com`,
    username: `reader-${stamp}`,
    firstName: 'Rea',
    lastName: 'Reader',
  });
  await page.goto('/onboarding/1');
  await finishClientOnboarding(page);
  await expect(page).toHaveURL('/b');

  // A session of the demo coach's "Prompt Engineering Foundations", whose resources the demo data sets.
  const answer = await page.request.get('/v1/public/workshop-schedules?perPage=50');
  const schedule = ((await answer.json()) as { data: PublicSchedule[] }).data.find(
    (entry) => entry.workshop.title === 'Prompt Engineering Foundations' && entry.seatsLeft >= 2,
  );
  if (!schedule) throw new Error('the demo data has no bookable Prompt Engineering Foundations session');
  await bookAndPay(page, schedule, 2);

  await page.goto('/b/bookings');
  await page
    .getByRole('table', { name: 'Bookings' })
    .getByRole('link', { name: 'Prompt Engineering Foundations' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/b\/bookings\/[0-9a-f-]{36}$/);
  const bookingId = page.url().split('/').pop() ?? '';
  await page.getByRole('tab', { name: 'Resources' }).click();
  const resources = page.getByRole('region', { name: 'Resources' });
  await expect(resources.getByRole('link', { name: 'Prompt patterns cheat sheet' })).toHaveAttribute(
    'href',
    'https://example.com/demo/prompt-patterns',
  );
  await expect(resources.getByRole('link', { name: 'Workbook' })).toHaveAttribute(
    'href',
    new RegExp(`^/v1/bookings/${bookingId}/resources/[0-9a-f-]{36}/file$`),
  );
  // The demo workbook is a real file: the client downloads it through the booking.
  const workbook = await page.request.get(
    (await resources.getByRole('link', { name: 'Workbook' }).getAttribute('href')) ?? '',
  );
  expect(workbook.status()).toBe(200);
  expect(workbook.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByText('Resources are not available here')).toHaveCount(0);

  // The workshop's own Resources tab reads the same booking's.
  await page.goto('/b/workshops');
  await page
    .getByRole('table', { name: 'Workshops' })
    .getByRole('link', { name: 'Prompt Engineering Foundations' })
    .click();
  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(
    page.getByRole('region', { name: 'Resources' }).getByRole('link', { name: 'Welcome and setup' }),
  ).toBeVisible();
});
