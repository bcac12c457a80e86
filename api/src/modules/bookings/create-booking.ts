import { bookingSchema, createBookingSchema, dataEnvelope, INVITEE_PAY_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { bookOnce, newHoldExpiry, undoRetake } from '../../bookings/book-once.ts';
import { findScheduleWithWorkshop } from '../../bookings/bookable-schedule.ts';
import { answersFor } from '../../bookings/booking-answers.ts';
import { assertSeatsPerBooking } from '../../bookings/booking-limits.ts';
import { applicableCode } from '../../bookings/code-redemptions.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { takeSeats } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Booking } from '../../models/booking.ts';
import { paymentContextOf } from '../../payments/booking-payments.ts';
import { linkQuoteIntent, retrieveQuoteIntent } from '../../payments/quote-intents.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { presentBookingFor, presentFoundBooking } from '../../presenters/present-booking.ts';
import { newBookingPrice } from '../../pricing/booking-price.ts';
import { buyerTax } from '../../pricing/tax-treatment.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';

/**
 * POST /v1/bookings: a user books seats on a schedule of any team (the marketplace crosses teams). The
 * booking is PENDING and holds its seats for BOOKING_HOLD_MINUTES (201). A person who already has an
 * unpaid booking of the schedule gets that one back, changed to this attempt (200; bookOnce). Seats are
 * checked first without a lock (a full schedule is a 409 with the seats left at once), then taken in one
 * statement (bookings/seat-counter.ts). A promo code (`code`) is checked first (422 on code, in words,
 * when it does not apply) and redeemed with the seats; the tax is the team's for the buyer's country and
 * VAT ID (422 on address.vatId when it is not in its country's format). A quote intent is read from Stripe while the seats are taken (no
 * transaction waits for it) and tied to the booking after that, outside any transaction: Stripe's
 * latency never holds a lock. When the quote does not match (422 on paymentIntentId), the request
 * leaves nothing behind: a new booking gives its seats back and is removed, a changed one is put back.
 */
export const createBooking = defineRoute({
  method: 'post',
  path: '/bookings',
  summary: 'Book seats on a workshop schedule',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { body: createBookingSchema },
  responses: { 200: dataEnvelope(bookingSchema), 201: dataEnvelope(bookingSchema) },
  errors: [401, 403, 409, 419],
  status: 201,
  handler: async (ctx) => {
    const { knex } = ctx;
    const { userId, workshopScheduleId, seats, notes, address, meta, paymentIntentId, inviteesPay, code } =
      ctx.state.input.body;
    const user = currentUser(ctx);
    // People book for themselves; an administrator may book for anyone (their teams need not be read).
    authorize(userId === user.id || (await actorOf(ctx, knex)).superAdmin);
    const found = await findScheduleWithWorkshop(knex, workshopScheduleId, userId);
    // A schedule the caller may not reach (the visibility rule) answers as one that does not exist.
    if (!found || !(await mayReachSchedule(ctx, knex, found.schedule)))
      throw validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
    const { schedule, workshop } = found;
    assertSeatsPerBooking(workshop, seats);
    if (inviteesPay && seats < 2)
      throw validationFailed({ inviteesPay: [INVITEE_PAY_MESSAGES.severalSeats] });
    const payments = paymentContextOf(ctx);
    // Stripe reads the quote while the seats are taken: its latency overlaps the database's.
    const quote = paymentIntentId ? retrieveQuoteIntent(payments, paymentIntentId) : undefined;
    const tax = buyerTax(found.taxRegistration, address);
    // Checked before any seat is taken (the questions came with the schedule); kept by the statement
    // that takes them (holding-booking.ts).
    const answers = answersFor(found.questions, ctx.state.input.body.answers, 'booking');
    const discount = code
      ? await applicableCode(knex, schedule.tenantId, code, { workshop, seats, now: new Date(), userId })
      : undefined;
    const priceFor = (earlyBirdTaken: number) =>
      newBookingPrice(workshop, ctx.config.platformFeePercent, seats, earlyBirdTaken, { discount, tax });
    const booked = await bookOnce(
      knex,
      {
        tenantId: schedule.tenantId,
        workshopScheduleId: schedule.id,
        userId,
        seats,
        holdExpiresAt: newHoldExpiry(),
        ...priceFor(schedule.earlyBirdSeats),
        notes: notes ?? null,
        address,
        meta: meta ?? {},
        answers,
        inviteesPay: inviteesPay ?? false,
      },
      { seats, notes, address, meta, answers, inviteesPay: inviteesPay ?? false, priceFor },
      found,
    );
    const booking = booked.created ? booked.booking : (await findBooking(ctx, knex, booked.id)).booking;
    if (quote) {
      await linkQuoteIntent(knex, payments, booking, quote).catch(async (error: unknown) => {
        await (booked.created ? withdrawBooking(knex, booking) : undoRetake(knex, booked.before));
        throw error;
      });
    }
    // A new booking made by its booker is answered from what this request read (the booker, the schedule
    // and its workshop are what BOOKING_GRAPH would fetch again; only the booker's profile, which names
    // them, is read); any other is read back.
    if (booked.created && userId === user.id) {
      booking.user = await user.$fetchGraph('profile', { transaction: knex });
      booking.workshopSchedule = schedule;
      return present(booking, presentBookingFor(await actorOf(ctx, knex)));
    }
    // A second attempt changed the person's unpaid booking: nothing new was made.
    if (!booked.created) ctx.status = 200;
    return present(await findBooking(ctx, knex, booked.id), presentFoundBooking);
  },
});

/** A booking whose request failed after it was stored: its seats go back and the row goes. */
async function withdrawBooking(knex: Knex, booking: Booking): Promise<void> {
  await knex.transaction(async (trx) => {
    await lockBooking(trx, booking.id);
    const stored = await Booking.forTenant(booking.tenantId, trx).findById(booking.id);
    if (!stored) return;
    await takeSeats(trx, stored, 'CANCELLED', 0);
    await Booking.forTenant(booking.tenantId, trx).findById(booking.id).delete();
  });
}
