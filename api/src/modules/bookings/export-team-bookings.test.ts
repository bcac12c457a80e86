import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { AWKWARD, FORMULAS, readCsv, refusal } from '../../../test/csv-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { paidBooking } from '../../../test/payment-fixtures.ts';
import { Booking } from '../../models/booking.ts';
import { bookingColumns } from '../../presenters/booking-csv-columns.ts';

const t = useApiTest();
const knex = () => t.db.knex;
const PATH = '/v1/t/bookings.csv';

it('answers the bookings of the coach’s schedules in the team, with what was paid', async () => {
  const fixture = await createSchedule(knex(), { maxSeats: 20, priceMinor: 1250 });
  const coach = { ...(await bearerFor(knex(), fixture.coach)), 'X-Team': fixture.team.slug };
  const paid = await paidBooking(t.app, knex(), 2, fixture);
  await Booking.forTenant(fixture.team.id, knex()).findById(paid.id).patch({ notes: AWKWARD });
  const accented = await createUser(knex(), { firstName: 'Zoë', lastName: 'Ångström-Åkesson' });
  expect((await book(t.app, knex(), fixture.schedule.id, 1, accented)).status).toBe(201);
  for (const firstName of Object.keys(FORMULAS)) {
    const booker = await createUser(knex(), { firstName, lastName: 'X' });
    expect((await book(t.app, knex(), fixture.schedule.id, 1, booker)).status).toBe(201);
  }
  // Another coach's schedule in the same team is not this coach's to export.
  const colleague = await createUser(knex(), { tenants: [fixture.team], roles: ['coach'] });
  const theirs = await createSchedule(knex(), { maxSeats: 5 });
  await book(t.app, knex(), theirs.schedule.id, 1);

  const { header, records } = await readCsv(t.app, PATH, coach);
  expect(header).toEqual(bookingColumns.map((column) => column.header));
  expect(records).toHaveLength(7);
  const row = records.find((record) => record['Booking ID'] === paid.id);
  const stored = await Booking.forTenant(fixture.team.id, knex()).findById(paid.id);
  expect(stored?.amountPaidMinor).toBe(2500);
  expect(row).toMatchObject({
    Workshop: 'Prompt engineering',
    Seats: '2',
    Status: 'CONFIRMED',
    'Price per seat': '12.50',
    Paid: '25.00',
    Refunded: '0.00',
    Currency: 'USD',
    "Booker's notes": AWKWARD,
    'Booked at (UTC)': stored?.createdAt.toISOString(),
    'Session start (UTC)': fixture.schedule.startDate.toISOString(),
  });
  expect(records.some((record) => record['Booker name'] === 'Zoë Ångström-Åkesson')).toBe(true);
  const names = records.map((record) => record['Booker name']);
  for (const written of Object.values(FORMULAS)) expect(names).toContain(`${written} X`);

  const other = { ...(await bearerFor(knex(), colleague)), 'X-Team': fixture.team.slug };
  expect((await readCsv(t.app, PATH, other)).rows).toEqual([]);
});

it('is for coaches of the team: a member who coaches nothing gets 403, a guest 401', async () => {
  const fixture = await createSchedule(knex(), { maxSeats: 5 });
  const member = await createUser(knex(), { tenants: [fixture.team] });
  expect(
    await refusal(t.app, PATH, { ...(await bearerFor(knex(), member)), 'X-Team': fixture.team.slug }),
  ).toBe(403);
  expect(await refusal(t.app, PATH, { 'X-Team': fixture.team.slug })).toBe(401);
});
