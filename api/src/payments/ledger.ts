import type { Knex } from 'knex';
import { issueCreditNote, issueInvoice } from '../invoices/issue-invoices.ts';
import type { Booking } from '../models/booking.ts';
import { LedgerEntry, ledgerOwnerOf as ownerOf } from '../models/ledger-entry.ts';
import { planReversal } from '../payouts/transfer-reversal.ts';
import { splitPayment } from '../pricing/booking-price.ts';
import { paymentData } from '../webhooks/event-data.ts';
import { publishWebhookEvent } from '../webhooks/publish.ts';

/**
 * The row an insert that ignores a conflict wrote, or undefined when the row was already there: the
 * database returns no row then, so the model keeps no id.
 */
const inserted = (row: LedgerEntry): LedgerEntry | undefined => (row.id ? row : undefined);

/**
 * Records a charge of the booking (once per payment intent), split by the fee it was held at
 * (splitPayment); `payerId` when someone other than its booker paid it (an invitee, for their seat).
 * The charge's invoice is issued with it, in its transaction, only when the row is new: a retried
 * webhook or finalize issues nothing twice, and tells the team's webhooks nothing twice (payment.succeeded).
 */
export async function recordCharge(
  trx: Knex,
  booking: Booking,
  intentId: string,
  grossMinor: number,
  payerId: string | null = null,
): Promise<void> {
  const row = await LedgerEntry.forTenant(booking.tenantId, trx)
    .insert({
      bookingId: booking.id,
      ...ownerOf(booking),
      kind: 'CHARGE',
      reference: intentId,
      grossMinor,
      ...splitPayment(booking, grossMinor),
      currency: booking.currency,
      payerId,
    })
    .onConflict(['tenantId', 'reference'])
    .ignore()
    .returning('*');
  const charge = inserted(row);
  if (!charge) return;
  await issueInvoice(trx, booking, charge);
  await publishWebhookEvent(trx, {
    tenantId: booking.tenantId,
    type: 'payment.succeeded',
    data: paymentData(booking, { reference: intentId, amountMinor: grossMinor, payerId }),
  });
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
 * What a charge of the booking has refunded so far by the ledger: its refunds' references carry the
 * charge's refunded total (recordRefund), so the largest is it.
 */
async function refundedOfCharge(trx: Knex, booking: Booking, chargeId: string): Promise<number> {
  const row = await LedgerEntry.forTenant(booking.tenantId, trx)
    .where({ bookingId: booking.id, kind: 'REFUND' })
    .where('reference', 'like', `${chargeId}:refunded:%`)
    .select(trx.raw("max(cast(split_part(reference, ':refunded:', 2) as integer)) as total"))
    .first();
  return Number((row as unknown as { total: number | null } | undefined)?.total ?? 0);
}

/**
 * Brings a charge's refunded amount up to `refundedTotal` (what Stripe says the charge has refunded in
 * all), recording the difference as a refund that gives back fee, payout and tax in the charge's proportion,
 * and adding it to the booking's refunded amount. A booking has one charge (its refunded amount is the
 * charge's) unless its invitees pay, each with a charge of their own. Keyed by the total, so the same
 * refund seen twice (our call, then its webhook) is one entry. A share already paid out to the coach is
 * then taken back from their transfer (payouts/transfer-reversal.ts). A new refund row gets its credit note,
 * referring to the charge's invoice. Answers the amount newly refunded (0
 * when nothing was new).
 */
export async function recordRefund(
  trx: Knex,
  booking: Booking,
  charge: LedgerEntry,
  chargeId: string,
  refundedTotal: number,
): Promise<number> {
  const before = booking.inviteesPay
    ? await refundedOfCharge(trx, booking, chargeId)
    : booking.amountRefundedMinor;
  const delta = refundedTotal - before;
  if (delta <= 0) return 0;
  const share = (minor: number) => -Math.round((delta * minor) / charge.grossMinor);
  const feeMinor = share(charge.feeMinor);
  const row = await LedgerEntry.forTenant(booking.tenantId, trx)
    .insert({
      bookingId: booking.id,
      ...ownerOf(booking),
      kind: 'REFUND',
      reference: `${chargeId}:refunded:${refundedTotal}`,
      grossMinor: -delta,
      feeMinor,
      payoutMinor: -delta - feeMinor,
      taxMinor: share(charge.taxMinor),
      currency: booking.currency,
      payerId: charge.payerId,
    })
    .onConflict(['tenantId', 'reference'])
    .ignore()
    .returning('*');
  const refund = inserted(row);
  if (refund) await issueCreditNote(trx, booking, refund, charge);
  await booking.write(trx, { amountRefundedMinor: booking.amountRefundedMinor + delta });
  if (refund) {
    await publishWebhookEvent(trx, {
      tenantId: booking.tenantId,
      type: 'payment.refunded',
      data: paymentData(booking, {
        reference: charge.reference,
        amountMinor: delta,
        payerId: charge.payerId,
      }),
    });
  }
  await planReversal(trx, booking.tenantId, booking.id);
  return delta;
}
