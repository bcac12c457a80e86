import { answerText, type BookingQuestionResource, type InvitationStatus } from '@exceed/contract';
import { type CsvColumn, money } from '../../http/csv-response.ts';
import type { Booking } from '../../models/booking.ts';
import type { BookingSeat } from '../../models/booking-seat.ts';
import { nameOf } from '../../presenters/booking-csv-columns.ts';

/** One seat of a schedule's export: an attendee seat of a booking, or one the booker has not given out. */
export interface AttendeeRow {
  booking: Booking;
  seat: BookingSeat | null;
}

/** A seat of a booking that no attendee seat names yet. */
const UNASSIGNED = 'UNASSIGNED';

const seatStatus = (row: AttendeeRow): InvitationStatus | typeof UNASSIGNED => row.seat?.status ?? UNASSIGNED;

/**
 * The columns of a schedule's attendee export: the seat, then its booking. `extra` go last, so columns a
 * workshop adds of its own (the answers to its booking questions) never move the ones a coach's
 * spreadsheet already reads.
 */
export function attendeeColumns(extra: readonly CsvColumn<AttendeeRow>[] = []): CsvColumn<AttendeeRow>[] {
  return [
    { header: 'Attendee name', cell: ({ seat }) => nameOf(seat?.user) },
    { header: 'Attendee email', cell: ({ seat }) => seat?.user?.email ?? seat?.email },
    { header: 'Seat status', cell: seatStatus },
    // Only an accepted seat has someone to attend: blank for the others rather than a "no".
    { header: 'Attended', cell: ({ seat }) => (seat?.status === 'ACCEPTED' ? seat.attended : null) },
    { header: 'Attendance notes', cell: ({ seat }) => seat?.attendanceNotes },
    { header: 'Booking ID', cell: ({ booking }) => booking.id },
    { header: 'Booker name', cell: ({ booking }) => nameOf(booking.user) },
    { header: 'Booker email', cell: ({ booking }) => booking.user?.email },
    { header: 'Booking status', cell: ({ booking }) => booking.status },
    { header: 'Booking paid', cell: ({ booking }) => money(booking.amountPaidMinor, booking.currency) },
    { header: 'Currency', cell: ({ booking }) => booking.currency },
    { header: 'Payment method', cell: ({ booking }) => booking.paymentMethod },
    { header: 'Booked at (UTC)', cell: ({ booking }) => booking.createdAt },
    ...extra,
  ];
}

/**
 * A column per booking question of the workshop, headed by its label, in the order they are asked. A
 * per-attendee question reads the seat's holder's answer; on a row of a seat the booker has not given
 * out, the booker's own (they answered the per-attendee questions for themselves when booking).
 */
export function answerColumns(questions: readonly BookingQuestionResource[]): CsvColumn<AttendeeRow>[] {
  return questions.map((question) => ({
    header: question.label,
    cell: ({ booking, seat }) => {
      const answers = question.perAttendee && seat ? seat.answers : booking.answers;
      const answer = answers.find(({ questionId }) => questionId === question.id);
      return answer && answerText(answer.value);
    },
  }));
}
