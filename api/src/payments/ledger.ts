import type { Knex } from 'knex';
import type { Booking } from '../models/booking.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';

/** The platform's share of an amount (rounded to the nearest minor unit) and the coach's, the rest. */
export function splitFee(grossMinor: number, feePercent: number): { feeMinor: number; payoutMinor: number } {
  const feeMinor = Math.round((grossMinor * feePercent) / 100);
  return { feeMinor, payoutMinor: grossMinor - feeMinor };
}

/** Who and what a booking's money belongs to: its schedule's coach and workshop. */
interface Owner {
  coachId: string;
  workshopId: string;
}

function ownerOf(booking: Booking): Owner {
  const schedule = booking.workshopSchedule;
  if (!schedule) throw new Error('ledger: fetch the booking with its schedule');
  return { coachId: schedule.coachId, workshopId: schedule.workshopId };
}

/** Records a charge of the booking (once per payment intent), split by the fee. */
export async function recordCharge(
  trx: Knex,
  booking: Booking,
  intentId: string,
  grossMinor: number,
  feePercent: number,
): Promise<void> {
  await LedgerEntry.forTenant(booking.tenantId, trx)
    .insert({
      bookingId: booking.id,
      ...ownerOf(booking),
      kind: 'CHARGE',
      reference: intentId,
      grossMinor,
      ...splitFee(grossMinor, feePercent),
      currency: booking.currency,
    })
    .onConflict(['tenantId', 'reference'])
    .ignore();
}

/** The charge recorded for a payment intent, if it was applied to a booking. */
export async function chargeOf(
  trx: Knex,
  booking: Booking,
  intentId: string,
): Promise<LedgerEntry | undefined> {
  return LedgerEntry.forTenant(booking.tenantId, trx).findOne({ kind: 'CHARGE', reference: intentId });
}

/**
 * Brings the booking's refunded amount up to `refundedTotal` (what Stripe says the charge has refunded in
 * all), recording the difference as a refund that gives back fee and payout in the charge's proportion.
 * Keyed by the total, so the same refund seen twice (our call, then its webhook) is one entry. Answers
 * the amount newly refunded (0 when nothing was new).
 */
export async function recordRefund(
  trx: Knex,
  booking: Booking,
  charge: LedgerEntry,
  chargeId: string,
  refundedTotal: number,
): Promise<number> {
  const delta = refundedTotal - booking.amountRefundedMinor;
  if (delta <= 0) return 0;
  const feeMinor = -Math.round((delta * charge.feeMinor) / charge.grossMinor);
  await LedgerEntry.forTenant(booking.tenantId, trx)
    .insert({
      bookingId: booking.id,
      ...ownerOf(booking),
      kind: 'REFUND',
      reference: `${chargeId}:refunded:${refundedTotal}`,
      grossMinor: -delta,
      feeMinor,
      payoutMinor: -delta - feeMinor,
      currency: booking.currency,
    })
    .onConflict(['tenantId', 'reference'])
    .ignore();
  await booking.$query(trx).patch({ amountRefundedMinor: refundedTotal });
  booking.amountRefundedMinor = refundedTotal;
  return delta;
}
