import { TenantModel } from '../db/tenant-model.ts';
import type { Booking } from './booking.ts';

/**
 * Kinds of money movement on a booking: a card's charge and its refunds (through Stripe), a payment made
 * outside Exceed that its coach recorded (OFFLINE: no fee, no payout; bookings/offline-payment.ts), and the
 * coach's share leaving with a payout (TRANSFER) or taken back from one after a refund (REVERSAL), which
 * are no sale: gross and fee 0 (payouts/); a charge's amount held by a dispute (DISPUTE, split as a refund)
 * and given back when the dispute is won (DISPUTE_WON).
 */
export type LedgerKind =
  | 'CHARGE'
  | 'REFUND'
  | 'OFFLINE'
  | 'TRANSFER'
  | 'REVERSAL'
  | 'DISPUTE'
  | 'DISPUTE_WON';

/** The kinds that are the booking's sales and refunds: what the coach earned, before payouts. */
export const EARNING_KINDS = ['CHARGE', 'REFUND'] as const;

/** Who and what a booking's money belongs to: its schedule's coach and workshop (fetch it with its schedule). */
export function ledgerOwnerOf(booking: Booking): { coachId: string; workshopId: string } {
  const schedule = booking.workshopSchedule;
  if (!schedule) throw new Error('ledger: fetch the booking with its schedule');
  return { coachId: schedule.coachId, workshopId: schedule.workshopId };
}

/**
 * One movement of a booking's money, split into the platform's fee and the coach's payout (gross = fee +
 * payout; refunds are negative). `taxMinor` is the part of the gross that is tax: the fee is taken from
 * the rest, and the payout carries the tax to the team that owes it. Written once per reference; never
 * updated.
 */
export class LedgerEntry extends TenantModel {
  static override tableName = 'ledger_entries';
  static override timestamps = false;

  declare bookingId: string;
  declare coachId: string;
  declare workshopId: string;
  declare kind: LedgerKind;
  declare reference: string;
  declare grossMinor: number;
  declare feeMinor: number;
  declare payoutMinor: number;
  declare taxMinor: number;
  declare currency: string;
  /** Who paid, when not the booking's booker (an invitee paying for their seat). */
  declare payerId: string | null;
  /** The payout a TRANSFER or REVERSAL belongs to. */
  declare payoutId: string | null;
  declare createdAt: Date;
}
