import type { BookingAnswer, InvitationStatus } from '@exceed/contract';
import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import { Booking } from './booking.ts';
import { User } from './user.ts';

/**
 * One seat of a booking given to a person, by account or by email (SPEC.md §3), with its invitation: the
 * token is kept hashed and expires. Tenant-owned by the booking's team; soft-deletable.
 */
export class BookingSeat extends TenantModel {
  static override tableName = 'booking_seats';
  static override softDelete = true;
  static override get jsonAttributes() {
    return ['meta', 'answers'];
  }

  declare bookingId: string;
  declare userId: string | null;
  declare email: string | null;
  declare inviterId: string | null;
  declare status: InvitationStatus;
  declare attended: boolean;
  declare attendanceNotes: string | null;
  /** Its holder's check-in code (their QR code). */
  declare checkInCode: string;
  declare meta: Record<string, unknown>;
  /** Its invitee's answers to the per-attendee questions, given on accepting (bookings/booking-answers.ts). */
  declare answers: BookingAnswer[];
  declare invitationTokenHash: string | null;
  declare invitationSentAt: Date | null;
  declare invitationExpiresAt: Date | null;
  declare respondedAt: Date | null;
  /** When its holder paid for it, on a booking whose invitees pay (with the intent that paid). */
  declare paidAt: Date | null;
  declare paymentIntentId: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;

  declare booking?: Booking;
  /** Its holder's account, when fetched (withSeatHolder): null when it has none or it was deleted. */
  declare user?: User | null;

  /** The status as it stands now: a PENDING invitation past its expiry is EXPIRED, written or not yet. */
  currentStatus(now = new Date()): InvitationStatus {
    const expired = this.invitationExpiresAt !== null && this.invitationExpiresAt <= now;
    return this.status === 'PENDING' && expired ? 'EXPIRED' : this.status;
  }

  static override relationMappings = (): RelationMappings => ({
    booking: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: Booking,
      join: { from: 'booking_seats.bookingId', to: 'bookings.id' },
    },
    user: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'booking_seats.userId', to: 'users.id' },
    },
  });
}
