import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { AWKWARD, FORMULAS, readCsv, refusal } from '../../../test/csv-fixtures.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { attendeeColumns } from './attendee-columns.ts';

const t = useApiTest();
const knex = () => t.db.knex;

/** A schedule of 10 seats at 10.00 in a team of its own, and its coach's headers. */
async function session() {
  const fixture = await createSchedule(knex(), { maxSeats: 10, priceMinor: 1000 });
  const coach = { ...(await bearerFor(knex(), fixture.coach)), 'X-Team': fixture.team.slug };
  return { ...fixture, headers: coach, path: `/v1/workshop-schedules/${fixture.schedule.id}/attendees.csv` };
}

async function bookAs(scheduleId: string, firstName: string, seats: number, pay = false) {
  const booker = await createUser(knex(), { firstName, lastName: 'Booker' });
  const booked = await book(t.app, knex(), scheduleId, seats, booker);
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  if (pay) {
    const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
      method: 'POST',
      headers: booked.headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.status).toBe(200);
  }
  return { id: booked.body.data.id, booker };
}

it('answers one row per seat of the bookings still coming, with the attendee, their attendance and payment', async () => {
  const { schedule, team, headers, path } = await session();
  const paid = await bookAs(schedule.id, 'Zoë', 3, true);
  const holder = await createUser(knex(), { firstName: AWKWARD, lastName: 'Ångström' });
  await BookingSeat.forTenant(team.id, knex()).insert([
    {
      bookingId: paid.id,
      userId: holder.id,
      status: 'ACCEPTED',
      attended: true,
      attendanceNotes: '@mention',
    },
    { bookingId: paid.id, email: 'late@example.test', status: 'PENDING', attended: false },
    { bookingId: paid.id, email: 'gone@example.test', status: 'DECLINED', attended: false },
  ]);
  const cancelled = await bookAs(schedule.id, 'Gone', 2);
  await Booking.forTenant(team.id, knex()).findById(cancelled.id).patch({ status: 'CANCELLED' });
  const csv = await readCsv(t.app, path, headers);
  expect(csv.header).toEqual(attendeeColumns().map((column) => column.header));
  expect(csv.rows).toHaveLength(3);
  const [accepted, pending, open] = csv.records;
  expect(accepted).toMatchObject({
    'Attendee name': `${AWKWARD} Ångström`,
    'Attendee email': holder.email,
    'Seat status': 'ACCEPTED',
    Attended: 'yes',
    'Attendance notes': `'@mention`,
    'Booking ID': paid.id,
    'Booker name': 'Zoë Booker',
    'Booker email': paid.booker.email,
    'Booking status': 'CONFIRMED',
    'Booking paid': '30.00',
    Currency: 'USD',
  });
  expect(new Date(accepted?.['Booked at (UTC)'] ?? '').toISOString()).toBe(accepted?.['Booked at (UTC)']);
  expect(pending).toMatchObject({
    'Attendee email': 'late@example.test',
    'Seat status': 'PENDING',
    Attended: '',
  });
  expect(open).toMatchObject({ 'Attendee name': '', 'Seat status': 'UNASSIGNED', 'Booking ID': paid.id });
});

it('neutralises every cell a spreadsheet would run as a formula', async () => {
  const { schedule, headers, path } = await session();
  for (const name of Object.keys(FORMULAS)) await bookAs(schedule.id, name, 1);
  const { records } = await readCsv(t.app, path, headers);
  expect(records.map((record) => record['Booker name']).sort()).toEqual(
    Object.values(FORMULAS)
      .map((written) => `${written} Booker`)
      .sort(),
  );
  expect(records.map((record) => record['Booking paid'])).toEqual(Array(5).fill('0.00'));
});

it('is the schedule’s coach’s: another coach of the team gets 403, another team 404, a guest 401', async () => {
  const { schedule, team, path } = await session();
  await bookAs(schedule.id, 'Ann', 1);
  const colleague = await createUser(knex(), { tenants: [team], roles: ['coach'] });
  const elsewhere = await createTenant(knex());
  const stranger = await createUser(knex(), { tenants: [elsewhere], roles: ['coach'] });
  const admin = await createUser(knex(), { roles: ['super-admin'] });
  expect(await refusal(t.app, path, { ...(await bearerFor(knex(), colleague)), 'X-Team': team.slug })).toBe(
    403,
  );
  expect(
    await refusal(t.app, path, { ...(await bearerFor(knex(), stranger)), 'X-Team': elsewhere.slug }),
  ).toBe(404);
  expect(await refusal(t.app, path, {})).toBe(401);
  const { rows } = await readCsv(t.app, path, { ...(await bearerFor(knex(), admin)), 'X-Team': team.slug });
  expect(rows).toHaveLength(1);
});
