import { OFFLINE_PAYMENT_MESSAGES, type OfflinePaymentMethod } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { recordAudit } from '../audit/record-audit.ts';
import { validationFailed } from '../errors.ts';
import { issueInvoice } from '../invoices/issue-invoices.ts';
import type { Booking } from '../models/booking.ts';
import { LedgerEntry, ledgerOwnerOf } from '../models/ledger-entry.ts';
import { balanceDueMinor, splitPayment } from '../pricing/booking-price.ts';

/** A payment made outside Exceed, as its coach (or the platform) records it to confirm a booking. */
export interface OfflinePayment {
  method: OfflinePaymentMethod;
  /** In minor units of the booking's currency; at most its balance due. */
  amountMinor: number;
  note?: string | null | undefined;
}

/**
 * 422 unless `payment` fits confirming `booking` now: a booking with a balance due is confirmed only with
 * a record of how it was paid outside Exceed, of no more than that balance; one with nothing due takes
 * none (a record of nothing would say money changed hands that did not).
 */
export function assertOfflinePaymentFits(booking: Booking, payment: OfflinePayment | undefined): void {
  const dueMinor = balanceDueMinor(booking);
  if (dueMinor === 0) {
    if (payment) throw validationFailed({ offlinePayment: [OFFLINE_PAYMENT_MESSAGES.nothingDue] });
    return;
  }
  if (!payment) throw validationFailed({ offlinePayment: [OFFLINE_PAYMENT_MESSAGES.required] });
  if (payment.amountMinor > dueMinor) {
    throw validationFailed({ 'offlinePayment.amount': [OFFLINE_PAYMENT_MESSAGES.overBalance] });
  }
}

/**
 * Records a payment made outside Exceed on a booking being confirmed, in the confirmation's transaction:
 * an OFFLINE ledger entry (its gross only: the platform took no fee and owes no payout for money it never
 * held), the booking's amount paid and payment method, and an audit row naming who confirmed it, whoever
 * they are, with the method, amount and note, and the payment's invoice. Once per booking: a booking is
 * confirmed once.
 */
export async function recordOfflinePayment(
  trx: Knex.Transaction,
  ctx: Context,
  booking: Booking,
  payment: OfflinePayment,
): Promise<void> {
  const before = { status: booking.status, amountPaidMinor: booking.amountPaidMinor };
  const entry = await LedgerEntry.forTenant(booking.tenantId, trx).insert({
    bookingId: booking.id,
    ...ledgerOwnerOf(booking),
    kind: 'OFFLINE',
    reference: `offline:${booking.id}`,
    grossMinor: payment.amountMinor,
    feeMinor: 0,
    payoutMinor: 0,
    // Paid outside Exceed, so no fee and no payout here; the tax in it is still the team's to declare.
    taxMinor: splitPayment(booking, payment.amountMinor).taxMinor,
    currency: booking.currency,
    payerId: null,
  });
  // Money that changed hands is invoiced however it was paid; a confirmation of nothing paid is not.
  if (payment.amountMinor > 0) await issueInvoice(trx, booking, entry);
  await booking.write(trx, {
    amountPaidMinor: booking.amountPaidMinor + payment.amountMinor,
    amountPaidOfflineMinor: booking.amountPaidOfflineMinor + payment.amountMinor,
    paymentMethod: payment.method.toLowerCase(),
  });
  await recordAudit(
    trx,
    ctx,
    {
      action: 'booking.confirm-unpaid',
      subjectKind: 'booking',
      subjectId: booking.id,
      before,
      after: {
        status: 'CONFIRMED',
        amountPaidMinor: booking.amountPaidMinor,
        offlinePayment: {
          method: payment.method,
          amountMinor: payment.amountMinor,
          currency: booking.currency,
          note: payment.note ?? null,
        },
      },
    },
    { whoever: true },
  );
}
