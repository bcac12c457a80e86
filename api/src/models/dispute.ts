import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import { Booking } from './booking.ts';

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
  /** When Stripe must have the platform's evidence; a dispute unanswered by then is lost. */
  declare evidenceDueBy: Date | null;
  declare createdAt: Date;
  declare closedAt: Date | null;
  declare booking?: Booking;

  static override relationMappings = (): RelationMappings => ({
    booking: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: Booking,
      join: { from: 'disputes.bookingId', to: 'bookings.id' },
    },
  });
}
