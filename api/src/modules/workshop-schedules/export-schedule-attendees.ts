import { idParamsSchema } from '@exceed/contract';
import type { Knex } from 'knex';
import { authenticate } from '../../auth/authenticate.ts';
import { countsAgainstBooking } from '../../bookings/attendee-seats.ts';
import { presentQuestion, questionsOf } from '../../bookings/booking-answers.ts';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { pagesById } from '../../db/pages-by-id.ts';
import { sendCsv } from '../../http/csv-response.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import type { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { type AttendeeRow, answerColumns, attendeeColumns } from './attendee-columns.ts';
import { managesSchedule } from './schedule-access.ts';

/**
 * A schedule's seats, booking by booking: each attendee seat that counts (invited or accepted), then a
 * row per seat the booker has not given out, so a booking has as many rows as it has seats. A cancelled
 * booking (a lapsed hold too) has no one coming: its seats are not the session's.
 */
async function* attendeesOf(knex: Knex, schedule: WorkshopSchedule): AsyncGenerator<AttendeeRow> {
  const bookings = pagesById<Booking>(() =>
    Booking.forTenant(schedule.tenantId, knex)
      .where('workshopScheduleId', schedule.id)
      .whereNot('status', 'CANCELLED')
      .withGraphFetched('[user(withDeleted).profile, bookingSeats.user.profile]')
      .modifiers(scheduleGraphModifiers),
  );
  for await (const booking of bookings) {
    // Those coming first (accepted, then invited), each in the order given: the same rows in the same order
    // every time, even for seats given in one statement (one timestamp).
    const seats = (booking.bookingSeats ?? [])
      .filter((seat) => countsAgainstBooking(seat.status))
      .sort(
        (a, b) =>
          Number(b.status === 'ACCEPTED') - Number(a.status === 'ACCEPTED') ||
          a.createdAt.getTime() - b.createdAt.getTime() ||
          a.id.localeCompare(b.id),
      );
    for (const seat of seats) yield { booking, seat };
    for (let left = booking.seats - seats.length; left > 0; left--) yield { booking, seat: null };
  }
}

/**
 * GET /v1/workshop-schedules/:id/attendees.csv: a schedule's attendees, one row per seat, with their
 * attendance and their booking's payment, for those who read its bookings in the coach area (its coach,
 * a super-admin; another member: 403; another team's schedule: 404), and a column per booking question.
 */
export const exportScheduleAttendees = defineRoute({
  method: 'get',
  path: '/workshop-schedules/:id/attendees.csv',
  summary: "Export a workshop schedule's attendees (CSV)",
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 403, 404],
  // No transaction: the rows stream after the handler (sendCsv).
  access: managesSchedule(),
  handler: async (ctx) => {
    const { schedule } = ctx.state.loaded;
    const day = schedule.startDate.toISOString().slice(0, 10);
    const questions = await questionsOf(ctx.knex, schedule.tenantId, schedule.workshopId);
    sendCsv(
      ctx,
      `attendees-${day}-${schedule.id.slice(0, 8)}.csv`,
      attendeeColumns(answerColumns(questions.map(presentQuestion))),
      attendeesOf(ctx.knex, schedule),
    );
    return undefined;
  },
});
