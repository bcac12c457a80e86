import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { HttpError } from '../errors.ts';
import { Booking } from '../models/booking.ts';
import { Dispute } from '../models/dispute.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { notifyDispute } from '../notifications/notify.ts';
import { planReversal } from './transfer-reversal.ts';

const idOf = (value: string | { id: string } | null): string | undefined =>
  typeof value === 'string' ? value : value?.id;

/** The charge of the booking a dispute is about, by the payment intent its ledger row names. */
async function disputedCharge(trx: Knex, dispute: Stripe.Dispute): Promise<LedgerEntry | undefined> {
  const intentId = idOf(dispute.payment_intent);
  if (!intentId) return undefined;
  return LedgerEntry.acrossTenants(trx).findOne({ kind: 'CHARGE', reference: intentId });
}

/** A ledger row of the dispute: its amount, fee and payout in the charge's proportion, signed. */
async function recordDisputeMoney(
  trx: Knex,
  charge: LedgerEntry,
  dispute: Stripe.Dispute,
  kind: 'DISPUTE' | 'DISPUTE_WON',
): Promise<void> {
  const sign = kind === 'DISPUTE' ? -1 : 1;
  const feeMinor = Math.round((dispute.amount * charge.feeMinor) / charge.grossMinor);
  await LedgerEntry.forTenant(charge.tenantId, trx)
    .insert({
      bookingId: charge.bookingId,
      coachId: charge.coachId,
      workshopId: charge.workshopId,
      kind,
      reference: `${dispute.id}:${kind === 'DISPUTE' ? 'opened' : 'won'}`,
      grossMinor: sign * dispute.amount,
      feeMinor: sign * feeMinor,
      payoutMinor: sign * (dispute.amount - feeMinor),
      currency: charge.currency,
      payerId: charge.payerId,
    })
    .onConflict(['tenantId', 'reference'])
    .ignore();
}

/**
 * charge.dispute.created: Stripe holds the charge's amount while the dispute is decided. The booking's
 * dispute is recorded (the admin area lists it), the amount leaves the ledger as a refund would, so the
 * coach's share is held: not paid out, or taken back from a transfer already made (planReversal). The
 * coach and the super-admins are told, once (a redelivered event finds the dispute recorded).
 * Answers the dispute, or undefined for a charge that never paid a booking.
 */
export async function applyDisputeOpened(trx: Knex, dispute: Stripe.Dispute): Promise<Dispute | undefined> {
  const charge = await disputedCharge(trx, dispute);
  if (!charge) {
    // A booking's payment whose charge is not recorded yet (its own request still at work): Stripe sends
    // the event again after a non-2xx answer, and the transaction that would have marked it handled rolls back.
    const intentId = idOf(dispute.payment_intent);
    const booking = intentId && (await Booking.acrossTenants(trx).findOne({ paymentIntentId: intentId }));
    if (booking) throw new HttpError(409, 'not_ready', 'The disputed payment is not recorded yet.');
    return undefined;
  }
  const dueBy = dispute.evidence_details?.due_by;
  const disputes = () => Dispute.forTenant(charge.tenantId, trx);
  const known = await disputes().findOne({ stripeDisputeId: dispute.id });
  if (known) return known;
  const opened = await disputes()
    .insert({
      bookingId: charge.bookingId,
      stripeDisputeId: dispute.id,
      chargeId: idOf(dispute.charge) ?? '',
      amountMinor: dispute.amount,
      currency: charge.currency,
      reason: dispute.reason,
      status: dispute.status,
      evidenceDueBy: dueBy ? new Date(dueBy * 1000) : null,
    })
    .returning('*');
  await recordDisputeMoney(trx, charge, dispute, 'DISPUTE');
  await planReversal(trx, charge.tenantId, charge.bookingId);
  await notifyDispute(trx, charge.tenantId, opened.id, 'opened');
  return opened;
}

/**
 * charge.dispute.closed: won, the held amount comes back (DISPUTE_WON), and the coach's share is due again;
 * lost, it stays with the cardholder and the ledger already says so. The coach is told either way.
 */
export async function applyDisputeClosed(trx: Knex, dispute: Stripe.Dispute): Promise<void> {
  const charge = await disputedCharge(trx, dispute);
  if (!charge) return;
  const open = await Dispute.forTenant(charge.tenantId, trx)
    .findOne({ stripeDisputeId: dispute.id })
    .whereNull('closedAt');
  if (!open) return;
  await open.$query(trx).patch({ status: dispute.status, closedAt: new Date() });
  if (dispute.status === 'won') await recordDisputeMoney(trx, charge, dispute, 'DISPUTE_WON');
  await notifyDispute(trx, charge.tenantId, open.id, 'closed');
}
