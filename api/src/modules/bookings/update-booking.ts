import {
  BOOKING_TRANSITIONS,
  type BookingStatus,
  bookingSchema,
  CANCELLATION_REASON_REQUIRED,
  dataEnvelope,
  fixedFieldMessage,
  INVITEE_PAY_MESSAGES,
  idParamsSchema,
  illegalTransitionMessage,
  NOT_STARTED_MESSAGE,
  PAYMENT_REQUIRED_MESSAGE,
  SEATS_FIXED_MESSAGE,
  type UpdateBookingInput,
  updateBookingSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { assertSeatsCoverAttendees } from '../../bookings/attendee-seats.ts';
import { assertSeatsPerBooking } from '../../bookings/booking-limits.ts';
import { cancelBooking } from '../../bookings/cancel-booking.ts';
import { cancellationRefund } from '../../bookings/cancellation-refund.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { takeSeats } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { bookingsConfirmed, countWhenCommitted } from '../../metrics/business-metrics.ts';
import type { Booking } from '../../models/booking.ts';
import { notifyBookingConfirmed } from '../../notifications/notify.ts';
import { type PlannedRefunds, planCancellationRefund } from '../../payments/refund-plans.ts';
import { decideThenRefund } from '../../payments/refunds.ts';
import { authorize } from '../../policies/authorize.ts';
import { type BookingParties, bookingPolicy } from '../../policies/booking-policy.ts';
import { presentBooking } from '../../presenters/present-booking.ts';

/** The fields a booking's booker owns, and the one its coach owns. */
const BOOKER_FIELDS = ['seats', 'notes', 'address', 'meta', 'inviteesPay'] as const;

/**
 * The columns a status change writes, after checking BOOKING_TRANSITIONS (422 naming the transition),
 * who may make it (403), and its own rule: a reason to cancel (the cancellation itself, its seats going
 * back, is cancelBooking's); a payment (or nothing due) to confirm, its held seats becoming sold (taken
 * again, if there is room, when the hold was released); a started schedule to record attendance (the
 * seats stay sold).
 */
async function moveTo(
  trx: Knex.Transaction,
  booking: Booking,
  parties: BookingParties,
  to: BookingStatus,
  cancellationReason: string | null | undefined,
): Promise<Partial<Booking>> {
  if (!BOOKING_TRANSITIONS[booking.status].includes(to)) {
    throw validationFailed({ status: [illegalTransitionMessage(booking.status, to)] });
  }
  authorize(bookingPolicy.moveTo(parties, to));
  const now = new Date();
  switch (to) {
    case 'CANCELLED': {
      const reason = cancellationReason ?? booking.cancellationReason;
      if (!reason) throw validationFailed({ cancellationReason: [CANCELLATION_REASON_REQUIRED] });
      await cancelBooking(trx, booking, reason);
      return {};
    }
    case 'CONFIRMED': {
      const paid = booking.amountPaidMinor >= booking.bookerDueMinor();
      if (!paid && !bookingPolicy.editAsCoach(parties)) {
        throw validationFailed({ status: [PAYMENT_REQUIRED_MESSAGE] });
      }
      await takeSeats(trx, booking, to, booking.seats);
      countWhenCommitted(trx, () => bookingsConfirmed.inc());
      return { status: to, confirmedAt: now, holdExpiresAt: null };
    }
    default: {
      const schedule = booking.workshopSchedule;
      if (schedule && schedule.startDate > now) throw validationFailed({ status: [NOT_STARTED_MESSAGE] });
      return { status: to };
    }
  }
}

/** 422 when an update tries to move a booking to another booker or schedule. */
function assertFixedFields(booking: Booking, body: UpdateBookingInput): void {
  for (const field of ['userId', 'workshopScheduleId'] as const) {
    if (body[field] !== undefined && body[field] !== booking[field]) {
      throw validationFailed({ [field]: [fixedFieldMessage(field)] });
    }
  }
}

/**
 * PATCH (and PUT) /v1/bookings/:id: a partial update (SPEC.md §4). The booker changes their details,
 * seats only while the booking is a hold (more only if they fit, never below the seats already
 * assigned); the coach writes coach notes; the status moves as BOOKING_TRANSITIONS allows.
 * A cancelled booking gets back what its workshop's cancellation policy says when its booker cancels, all
 * it paid when its coach or the platform does (issue 23), from Stripe once the change has committed
 * (decideThenRefund).
 */
const updateBookingRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/bookings/:id',
    summary: 'Update a booking (partial), including its status',
    tags: ['Bookings'],
    before: [authenticate()],
    request: { params: idParamsSchema, body: updateBookingSchema },
    responses: { 200: dataEnvelope(bookingSchema) },
    errors: [400, 401, 403, 404, 409, 419],
    handler: async (ctx) => {
      const { params, body } = ctx.state.input;
      const id = await decideThenRefund(ctx, (trx, refunds) => change(ctx, trx, refunds, params.id, body));
      return present((await findBooking(ctx, ctx.knex, id)).booking, presentBooking);
    },
  });

/** The change a PATCH asks for, made in one transaction; the refund of a cancellation is planned in it. */
async function change(
  ctx: Context,
  trx: Knex.Transaction,
  refunds: PlannedRefunds,
  id: string,
  body: UpdateBookingInput,
): Promise<string> {
  const { booking, parties } = await findBooking(ctx, trx, id, { lock: true });
  const cancelling = body.status === 'CANCELLED' && booking.status !== 'CANCELLED';
  // Quoted before the seats go: the refund of what they were (the booker's by the workshop's policy).
  const refund = cancelling ? cancellationRefund(booking, parties, booking.seats) : undefined;
  assertFixedFields(booking, body);
  if (BOOKER_FIELDS.some((field) => body[field] !== undefined)) {
    authorize(bookingPolicy.editAsBooker(parties));
  }
  if (body.coachNotes !== undefined) authorize(bookingPolicy.editAsCoach(parties));
  const changes: Partial<Booking> = {};
  if (body.seats !== undefined && body.seats !== booking.seats) {
    if (booking.status !== 'PENDING') throw validationFailed({ seats: [SEATS_FIXED_MESSAGE] });
    await assertSeatsCoverAttendees(trx, booking, body.seats);
    const workshop = booking.workshopSchedule?.workshop;
    if (workshop && body.seats > booking.seats) assertSeatsPerBooking(workshop, body.seats);
    // A released hold takes no seats: paying or confirming it takes them again.
    if (booking.seatsHeld > 0) await takeSeats(trx, booking, 'PENDING', body.seats);
    changes.seats = body.seats;
  }
  if (body.inviteesPay !== undefined && body.inviteesPay !== booking.inviteesPay) {
    if (booking.status !== 'PENDING') throw validationFailed({ inviteesPay: [INVITEE_PAY_MESSAGES.fixed] });
    changes.inviteesPay = body.inviteesPay;
  }
  const payersChange = changes.inviteesPay !== undefined || changes.seats !== undefined;
  if (payersChange && (changes.inviteesPay ?? booking.inviteesPay) && (changes.seats ?? booking.seats) < 2)
    throw validationFailed({ inviteesPay: [INVITEE_PAY_MESSAGES.severalSeats] });
  if (body.notes !== undefined) changes.notes = body.notes;
  if (body.address !== undefined) changes.address = { ...booking.address, ...body.address };
  if (body.meta !== undefined) changes.meta = body.meta;
  if (body.coachNotes !== undefined) changes.coachNotes = body.coachNotes;
  if (body.status !== undefined && body.status !== booking.status) {
    // The status is checked against the new seats: confirming and growing at once is one check.
    Object.assign(booking, changes);
    Object.assign(changes, await moveTo(trx, booking, parties, body.status, body.cancellationReason));
  } else if (body.cancellationReason !== undefined && booking.status === 'CANCELLED') {
    changes.cancellationReason = body.cancellationReason;
  }
  if (Object.keys(changes).length > 0) {
    await booking.$query(trx).patch(changes);
  }
  if (refund) await planCancellationRefund(trx, booking, refund, refunds);
  if (cancelling) {
    await recordAudit(trx, ctx, {
      action: 'booking.cancel',
      subjectKind: 'booking',
      subjectId: booking.id,
      after: { status: 'CANCELLED', refundMinor: refund?.refundMinor ?? 0 },
    });
  }
  if (changes.status === 'CONFIRMED' && booking.workshopSchedule) {
    await notifyBookingConfirmed(trx, booking, booking.workshopSchedule);
  }
  return booking.id;
}

export const updateBooking = updateBookingRoute('patch');
export const replaceBooking = updateBookingRoute('put');
