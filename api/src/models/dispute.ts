import { TenantModel } from '../db/tenant-model.ts';

/** A cardholder's dispute of a booking's charge, as Stripe reports it (payouts/disputes.ts). */
export class Dispute extends TenantModel {
  static override tableName = 'disputes';
  static override timestamps = false;

  declare bookingId: string;
  declare stripeDisputeId: string;
  declare chargeId: string;
  declare amountMinor: number;
  declare currency: string;
  declare reason: string;
  /** Stripe's: needs_response, under_review, won, lost (and warning_* for inquiries). */
  declare status: string;
  declare createdAt: Date;
  declare closedAt: Date | null;
}
