import { expect, test } from '@playwright/test';
import { checkThemes } from './support/axe.ts';
import type { PublicSchedule } from './support/booking.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Issue 34, item 1: price tiers. The demo's "AI Strategy Sprint for Leadership Teams" ($299) has a group
 * rate of $239 from 4 seats; "Agents in Production" ($299) sells its first 5 seats of each session at
 * $249.
 */
test.describe.configure({ timeout: 90_000 });

test('a buyer sees the early-bird price on the card and the group rate priced as they type their seats', async ({
  page,
}) => {
  const answer = await page.request.get('/v1/public/workshop-schedules?perPage=50');
  const all = ((await answer.json()) as { data: PublicSchedule[] }).data;
  const agents = all.find((entry) => entry.workshop.title === 'Agents in Production' && entry.seatsLeft >= 5);
  const sprint = all.find(
    (entry) => entry.workshop.title === 'AI Strategy Sprint for Leadership Teams' && entry.seatsLeft >= 4,
  );
  if (!agents || !sprint) throw new Error('the demo data has no tiered session to book');

  await page.goto(`/workshops/${agents.workshopId}`);
  const sessions = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(sessions.getByText(/^Early-bird: \d seats? left at \$249\.00$/).first()).toBeVisible();

  await page.goto(`/workshops/${sprint.id}/book`);
  const summary = page.getByRole('complementary', { name: 'Your session' });
  await expect(summary.getByText('Group rate: $239.00 a seat from 4 seats in one booking')).toBeVisible();
  await expect(summary.getByText('1 seat × $299.00')).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Seats/ }).fill('4');
  // The server's quote for 4 seats, its tier a line of its own.
  await expect(summary.getByText('4 seats × $299.00')).toBeVisible();
  await expect(summary.getByText('-$240.00')).toBeVisible();
  await expect(summary.getByText('$956.00')).toBeVisible();
  expect(await checkThemes(page, 'Booking summary with a group rate', { dark: true })).toEqual([]);
});

test('a coach sets an early-bird price and a group rate, and is told when one is not below the price', async ({
  page,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  const title = `Tiered ${Date.now().toString(36)}`;
  await page.goto('/c/workshops');
  await page.getByRole('button', { name: 'New workshop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workshop' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('100');
  await dialog.getByLabel('Early-bird price').fill('120');
  await dialog.getByLabel('Early-bird seats per session').fill('5');
  await dialog.getByRole('button', { name: 'Create workshop' }).click();
  await expect(dialog.getByText('The early-bird price must be lower than the price.')).toBeVisible();
  await dialog.getByLabel('Early-bird price').fill('80');
  await dialog.getByLabel('Group price per seat').fill('70');
  await dialog.getByLabel('From seats in one booking').fill('4');
  expect(await checkThemes(page, 'New workshop: price tiers', { dark: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Create workshop' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Read back after a reload: what was saved.
  await page.reload();
  const form = page.getByRole('form', { name: 'Workshop details' });
  await expect(form.getByLabel('Early-bird price')).toHaveValue('80');
  await expect(form.getByLabel('Early-bird seats per session')).toHaveValue('5');
  await expect(form.getByLabel('Group price per seat')).toHaveValue('70');
  await expect(form.getByLabel('From seats in one booking')).toHaveValue('4');
});
