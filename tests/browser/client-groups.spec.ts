import { expect, test } from '@playwright/test';
import { bookAndPay, bookableSchedule } from './support/booking.ts';
import { newestMailTo } from './support/mailbox.ts';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/** Saved groups (/b/groups) as client@example.com, and a group invited to a booking's free seats. */

const suffix = () => Date.now().toString(36);

test('a group is saved with three people (a bad email shows on its row), edited, searched, deleted and restored', async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  const name = `Climbing crew ${suffix()}`;
  await page.goto('/b/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  // A fresh account sees the empty state's call; one with groups, the header's button.
  await page
    .getByRole('button', { name: /^(Create a group|New group)$/ })
    .first()
    .click();

  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByRole('textbox', { name: /^Name\W*$/ }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email of person 1' }).fill(`ana-${suffix()}@example.com`);
  await dialog.getByRole('button', { name: 'Add person' }).click();
  const second = dialog.getByRole('textbox', { name: 'Email of person 2' });
  await expect(second).toBeFocused();
  await second.fill('bo at example');
  await dialog.getByRole('button', { name: 'Add person' }).click();
  await dialog.getByRole('textbox', { name: 'Email of person 3' }).fill(`cy-${suffix()}@example.com`);
  await dialog.getByRole('textbox', { name: 'Name of person 3' }).fill('Cy');
  await dialog.getByRole('button', { name: 'Save group' }).click();
  // The contract's message, on the row that is wrong, which takes focus.
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(second).toBeFocused();
  await second.fill(`bo-${suffix()}@example.com`);
  await dialog.getByRole('button', { name: 'Save group' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Groups' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('3 people');
  await expect(row).toContainText('Cy');

  // Edit: a new name and a description; the people stay as they were.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit group' });
  await expect(edit.getByRole('textbox', { name: 'Name of person 3' })).toHaveValue('Cy');
  await edit.getByRole('textbox', { name: /^Name\W*$/ }).fill(`${name} (edited)`);
  await edit.getByRole('textbox', { name: 'Description' }).fill('Thursday evenings');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  const edited = table.getByRole('row', { name: new RegExp(`${name} \\(edited\\)`) });
  await expect(edited).toContainText('Thursday evenings');
  await expect(edited).toContainText('3 people');

  // Search by name, and the table's default empty text when nothing matches.
  const search = page.getByRole('searchbox', { name: 'Search groups' });
  await search.fill('no such group at all');
  await expect(table).toContainText('No results');
  await search.fill(name.slice(0, 14).toUpperCase());
  await expect(edited).toBeVisible();
  await search.fill('');

  // Delete asks first; Undo brings the group back.
  await edited.getByRole('button', { name: `Delete ${name} (edited)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete group?' });
  await confirm.getByRole('button', { name: 'Delete group' }).click();
  await expect(edited).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(table.getByRole('row', { name: new RegExp(`${name} \\(edited\\)`) })).toBeVisible();
});

test("a group fills a booking's free seats in order, skipping who already has one; the invitations are mailed", async ({
  page,
  context,
}) => {
  await signInAs(context, 'client@example.com');
  const id = suffix();
  const people = [`g1-${id}@example.com`, `g2-${id}@example.com`, `g3-${id}@example.com`];
  const name = `Team ${id}`;
  const created = await context.request.post('/v1/groups', {
    headers: await xsrfOf(context, context.request),
    data: { name, members: people.map((email) => ({ email })) },
  });
  expect(created.status()).toBe(201);

  // Three seats; the second person of the group is given one on their own first.
  await bookAndPay(page, await bookableSchedule(page, 3), 3);
  await page.goto('/b/bookings');
  await page.getByRole('table', { name: 'Bookings' }).getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('tab', { name: 'Seats' }).click();
  const invite = page.getByRole('form', { name: 'Invite someone to a seat' });
  await invite.getByLabel('Email').fill(people[1] ?? '');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('1 of 3 seats given.')).toBeVisible();

  const since = Date.now();
  const card = page.getByRole('region', { name: 'Invite a group' });
  await card.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(card).toContainText(
    '2 people will be invited to the 2 free seats; 1 already in this booking.',
  );
  await card.getByRole('button', { name: `Invite ${name}` }).click();
  await expect(card.getByRole('status')).toHaveText(
    `Invited 2 people from ${name}. 1 was already in this booking.`,
  );

  const seats = page.getByRole('table', { name: 'Seats' });
  for (const email of people) {
    await expect(seats.getByRole('row', { name: new RegExp(email) })).toContainText('Pending');
  }
  await expect(page.getByText('3 of 3 seats given.')).toBeVisible();
  for (const email of [people[0], people[2]]) {
    await expect
      .poll(async () => (await newestMailTo(email ?? '', since).catch(() => null))?.subject, {
        timeout: 20_000,
      })
      .toMatch(/invit/i);
  }
  // No seat is free now: the card says so and offers nothing to press.
  await expect(card).toContainText('there is no free seat to invite a group to');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('combobox')).toHaveCount(0);
});
