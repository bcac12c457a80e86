import {
  bookingSchema,
  dataEnvelope,
  fixedFieldMessage,
  INVITEE_PAY_MESSAGES,
  idParamsSchema,
  OFFLINE_PAYMENT_MESSAGES,
  SEATS_FIXED_MESSAGE,
  type UpdateBookingInput,
  updateBookingSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { authenticate } from '../../auth/authenticate.ts';
import { assertSeatsCoverAttendees } from '../../bookings/attendee-seats.ts';
import { changeStatus } from '../../bookings/booking-lifecycle.ts';
import { assertSeatsPerBooking } from '../../bookings/booking-limits.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import type { PlannedRefunds } from '../../bookings/refund-plans.ts';
import { takeSeats } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import type { Booking } from '../../models/booking.ts';
import { decideThenRefund } from '../../payments/refunds.ts';
import { type BookingParties, bookingPolicy } from '../../policies/booking-policy.ts';
import { presentFoundBooking } from '../../presenters/present-booking.ts';

/** The fields a booking's booker owns, and the one its coach owns. */
const BOOKER_FIELDS = ['seats', 'notes', 'address', 'meta', 'inviteesPay'] as const;

/** The policy of an update's fields: the booker's (BOOKER_FIELDS) and the coach's (coachNotes). */
function mayChangeFields(parties: BookingParties, body: UpdateBookingInput): boolean {
  const asBooker = BOOKER_FIELDS.some((field) => body[field] !== undefined);
  return (
    (!asBooker || bookingPolicy.editAsBooker(parties)) &&
    (body.coachNotes === undefined || bookingPolicy.editAsCoach(parties))
  );
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
 * assigned); the coach writes coach notes; the status moves as BOOKING_TRANSITIONS allows (confirming a
 * booking with a balance due with `offlinePayment`, how it was paid outside Exceed).
 * A status change is the booking lifecycle's (changeStatus); a cancellation's refund is made at Stripe
 * once the change has committed (decideThenRefund).
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
    // Who may change which fields is decided on a plain read; the change reads the booking again under
    // its lock, inside decideThenRefund's transaction (a status change asks bookingPolicy.moveTo there,
    // after BOOKING_TRANSITIONS).
    access: {
      load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id),
      allow: ({ parties }, { body }) => mayChangeFields(parties, body),
    },
    handler: async (ctx) => {
      const { params, body } = ctx.state.input;
      const id = await decideThenRefund(ctx, (trx, refunds) => change(ctx, trx, refunds, params.id, body));
      return present(await findBooking(ctx, ctx.knex, id, { deleted: 'also' }), presentFoundBooking);
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
  assertFixedFields(booking, body);
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
  if (body.cancellationReason !== undefined && booking.status === 'CANCELLED') {
    changes.cancellationReason = body.cancellationReason;
  }
  if (Object.keys(changes).length > 0) await booking.write(trx, changes);
  if (body.status !== undefined && body.status !== booking.status) {
    // After the other changes: the status is checked against the new seats (confirming and growing at
    // once is one check).
    const { offlinePayment } = body;
    await changeStatus(trx, booking, parties, {
      to: body.status,
      cancellationReason: body.cancellationReason,
      offlinePayment: offlinePayment && {
        method: offlinePayment.method,
        amountMinor: offlinePayment.amount,
        note: offlinePayment.note,
      },
      planned: refunds,
      audit: ctx,
    });
  } else if (body.offlinePayment) {
    // Without a change of status there is nothing the payment would confirm: said, not silently dropped.
    throw validationFailed({ offlinePayment: [OFFLINE_PAYMENT_MESSAGES.onlyConfirming] });
  }
  return booking.id;
}

export const updateBooking = updateBookingRoute('patch');
export const replaceBooking = updateBookingRoute('put');
