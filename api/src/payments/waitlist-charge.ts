import Stripe from 'stripe';
import { lockBooking } from '../bookings/lock-booking.ts';
import { letEntryGo } from '../bookings/waitlist-exit.ts';
import { WAITLIST_CHARGE_JOB } from '../bookings/waitlist-queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { Booking } from '../models/booking.ts';
import { User } from '../models/user.ts';
import { WaitlistEntry } from '../models/waitlist-entry.ts';
import { notifyWaitlistChargeRefused } from '../notifications/notify.ts';
import { bookerPrice } from '../pricing/booking-price.ts';
import { bookingMetadata } from './booking-payments.ts';
import { savedCardOf } from './customers.ts';
import { type PaymentDeps, settleIntent } from './refunds.ts';

/** Why the booking of an auto-charge offer was cancelled when its card was refused. */
export const CHARGE_REFUSED_REASON = 'The saved card was refused: the seats went to the next in line.';

/**
 * Pays the offer made to an auto-charge entry (docs/decisions/0064-waitlist.md), after the offer committed:
 * an off-session payment intent on the person's saved card (payments/customers.ts's savedCardOf), keyed
 * by the booking so that however often this job runs, Stripe charges once and a retry reads the first
 * answer back. A charge that succeeds is applied as every payment is (settleIntent: the booking
 * CONFIRMED once, its entry CLAIMED, the confirmation mail). A refused card (declined, needing
 * authentication) or no saved card passes the offer on: the booking is cancelled, which queues the
 * offer to the next in line, and the entry leaves the line as CHARGE_FAILED. Anything else (Stripe
 * unreachable) throws, for the job to try again; if it never succeeds, the offer lapses at its end.
 */
export async function chargeWaitlistOffer(
  deps: PaymentDeps,
  tenantId: string,
  entryId: string,
): Promise<void> {
  const { knex } = deps;
  const { stripe } = deps.context.payments;
  const entry = await WaitlistEntry.forTenant(tenantId, knex).findById(entryId);
  const booking = entry?.bookingId
    ? await Booking.forTenant(tenantId, knex)
        .findById(entry.bookingId)
        .withGraphFetched('workshopSchedule.workshop')
    : undefined;
  // Declined, left or lapsed meanwhile, or paid by an earlier run: nothing to charge.
  if (!entry || !booking || entry.status !== 'OFFERED' || booking.status !== 'PENDING') return;
  if (booking.seatsHeld === 0) return;
  const card = await savedCardOf(knex, stripe, entry.userId);
  const booker = await User.query(knex).findById(entry.userId).throwIfNotFound();
  const intent = card
    ? await stripe.paymentIntents
        .create(
          {
            amount: bookerPrice(booking).totalMinor,
            currency: booking.currency.toLowerCase(),
            customer: card.customerId,
            payment_method: card.paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: bookingMetadata(booking),
            description: `${booking.seats} × ${booking.workshopSchedule?.workshop?.title ?? 'workshop'}`,
            receipt_email: booker.email,
          },
          { idempotencyKey: `waitlist-charge:${booking.id}` },
        )
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeCardError) return undefined;
          throw error;
        })
    : undefined;
  if (intent?.status === 'succeeded') {
    await settleIntent(deps, intent);
    return;
  }
  // Off-session a card never waits for its holder; should one anyway, it is not left to succeed later
  // (and if it did, the settle path would refund it: its booking is cancelled below).
  if (intent && intent.status !== 'canceled') {
    await stripe.paymentIntents
      .cancel(intent.id, {}, { idempotencyKey: `waitlist-charge-cancel:${intent.id}` })
      .catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
        throw error;
      });
  }
  await passOfferOn(deps, booking, entry.id);
}

/**
 * The charge was refused: the held booking is cancelled (the next offer is queued), the entry leaves, and
 * its person is mailed why.
 */
async function passOfferOn({ knex }: PaymentDeps, booking: Booking, entryId: string): Promise<void> {
  await knex.transaction(async (trx) => {
    // The lock order of a claim or a decline (lockOwnEntry): the schedule and the booking, then the entry.
    await lockBooking(trx, booking.id);
    const entry = await WaitlistEntry.forTenant(booking.tenantId, trx).findById(entryId).forUpdate();
    if (entry?.status !== 'OFFERED') return;
    await letEntryGo(trx, entry, 'CHARGE_FAILED', CHARGE_REFUSED_REASON);
    await notifyWaitlistChargeRefused(trx, booking.tenantId, entryId);
  });
}

/** The job of charging auto-charge offers, for the runner. */
export const waitlistChargeHandlers = (deps: PaymentDeps): Record<string, JobHandler> => ({
  [WAITLIST_CHARGE_JOB]: async ({ payload }) =>
    chargeWaitlistOffer(deps, String(payload.tenantId), String(payload.entryId)),
});
