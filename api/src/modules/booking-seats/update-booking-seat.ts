import {
  bookingSeatSchema,
  dataEnvelope,
  INVITATION_TRANSITIONS,
  type InvitationStatus,
  idParamsSchema,
  illegalInvitationMessage,
  SEAT_MESSAGES,
  type UpdateBookingSeatInput,
  updateBookingSeatSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { authenticate } from '../../auth/authenticate.ts';
import { assertRoomForAttendee, countsAgainstBooking } from '../../bookings/attendee-seats.ts';
import { withSeatHolder } from '../../bookings/booking-graph.ts';
import { assertBookingOpen, assertHolder } from '../../bookings/booking-seat-checks.ts';
import { type FoundSeat, findSeat } from '../../bookings/find-booking-seat.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { type SeatParties, seatPartiesOf, seatPolicy } from '../../policies/booking-policy.ts';
import { presentFoundSeat } from '../../presenters/present-booking-seat.ts';
import { seatData } from '../../webhooks/event-data.ts';
import { publishWebhookEvent } from '../../webhooks/publish.ts';

/** The booking of a seat is fixed: the field is in the (partial) update schema, but must not change. */
const BOOKING_FIXED_MESSAGE = 'The booking of a seat cannot be changed.';

/**
 * A new holder (booker only, never of an accepted seat): the invitation starts over, unsent. A holder is
 * still required, and must not already hold a seat of the booking.
 */
async function changeHolder(
  trx: Knex,
  { seat, booking }: FoundSeat,
  body: UpdateBookingSeatInput,
): Promise<Partial<BookingSeat>> {
  if (seat.currentStatus() === 'ACCEPTED') {
    throw validationFailed({ [body.email !== undefined ? 'email' : 'userId']: [SEAT_MESSAGES.accepted] });
  }
  const userId = body.userId !== undefined ? body.userId : seat.userId;
  const email = body.email !== undefined ? body.email : seat.email;
  if (!userId && !email) {
    throw validationFailed({ userId: [SEAT_MESSAGES.holderRequired], email: [SEAT_MESSAGES.holderRequired] });
  }
  await assertHolder(trx, booking, { userId: body.userId, email: body.email }, seat.id);
  return {
    userId,
    email,
    status: 'PENDING',
    invitationTokenHash: null,
    invitationSentAt: null,
    invitationExpiresAt: null,
    respondedAt: null,
    // The answers were the last holder's: the new one gives theirs on accepting.
    answers: [],
  };
}

/** Whether the update names a new holder. */
const changesHolder = (seat: BookingSeat, body: UpdateBookingSeatInput): boolean =>
  (body.userId !== undefined && body.userId !== seat.userId) ||
  (body.email !== undefined && body.email !== seat.email);

/**
 * The policy of an update's fields: the booker's (a new holder, meta) and the coach's (attendance). A
 * status change is judged by moveTo(), after INVITATION_TRANSITIONS.
 */
function mayChangeFields({ seat, parties }: FoundSeat, body: UpdateBookingSeatInput): boolean {
  const asBooker = changesHolder(seat, body) || body.meta !== undefined;
  const asCoach = body.attended !== undefined || body.attendanceNotes !== undefined;
  return (!asBooker || seatPolicy.manage(parties)) && (!asCoach || seatPolicy.recordAttendance(parties));
}

/**
 * A status change as INVITATION_TRANSITIONS allows (422 naming it otherwise): the holder (or a
 * super-admin) accepts or declines; the booker re-opens (PENDING) or withdraws (EXPIRED) an invitation.
 * Accepting binds the seat to the accepting account.
 */
function moveTo(parties: SeatParties, from: InvitationStatus, to: InvitationStatus, userId: string) {
  if (!INVITATION_TRANSITIONS[from].includes(to)) {
    throw validationFailed({ status: [illegalInvitationMessage(from, to)] });
  }
  const answering = to === 'ACCEPTED' || to === 'DECLINED';
  authorize(answering ? seatPolicy.answer(parties) : seatPolicy.manage(parties));
  if (!answering) return { status: to, respondedAt: null };
  return { status: to, respondedAt: new Date(), ...(to === 'ACCEPTED' && parties.holder ? { userId } : {}) };
}

/**
 * PATCH (and PUT) /v1/booking-seats/:id: a partial update. The booker changes who the seat is for and its
 * meta; the coach records attendance; the status moves by moveTo(). A change that makes the seat take one
 * of the booking's seats again is counted under the booking's lock.
 */
const updateBookingSeatRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/booking-seats/:id',
    summary: 'Update a booking seat (partial), including its invitation status',
    tags: ['Booking seats'],
    before: [authenticate()],
    request: { params: idParamsSchema, body: updateBookingSeatSchema },
    responses: { 200: dataEnvelope(bookingSeatSchema) },
    errors: [400, 401, 403, 404, 419],
    transaction: true,
    access: {
      load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id),
      allow: (found, { body }) => mayChangeFields(found, body),
    },
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const body = ctx.state.input.body;
      const found = ctx.state.loaded;
      const { seat, booking, parties } = found;
      if (body.bookingId !== undefined && body.bookingId !== seat.bookingId) {
        throw validationFailed({ bookingId: [BOOKING_FIXED_MESSAGE] });
      }
      const changes: Partial<BookingSeat> = {};
      if (changesHolder(seat, body)) Object.assign(changes, await changeHolder(trx, found, body));
      if (body.meta !== undefined) changes.meta = body.meta;
      if (body.attended !== undefined) changes.attended = body.attended;
      if (body.attendanceNotes !== undefined) changes.attendanceNotes = body.attendanceNotes;
      const from = seat.currentStatus();
      if (body.status !== undefined && body.status !== from) {
        const actor = await actorOf(ctx, trx);
        Object.assign(changes, moveTo(parties, from, body.status, actor.user.id));
      }
      if (
        changes.status !== undefined &&
        countsAgainstBooking(changes.status) &&
        !countsAgainstBooking(seat.status)
      ) {
        assertBookingOpen(booking);
        await assertRoomForAttendee(trx, booking, seat.id);
      }
      if (Object.keys(changes).length > 0) await seat.$query(trx).patch(changes);
      const updated = await withSeatHolder(
        BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id),
      ).throwIfNotFound();
      if (changes.status === 'ACCEPTED') {
        await publishWebhookEvent(trx, {
          tenantId: seat.tenantId,
          type: 'seat.accepted',
          data: seatData(updated),
        });
      }
      const actor = await actorOf(ctx, trx);
      return present(
        { seat: updated, booking, parties: seatPartiesOf(actor, booking, updated) },
        presentFoundSeat,
      );
    },
  });

export const updateBookingSeat = updateBookingSeatRoute('patch');
export const replaceBookingSeat = updateBookingSeatRoute('put');
