import type { BookingAnswer, BookingStatus, PostalAddress } from '@exceed/contract';
import type { Knex } from 'knex';
import type { RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import type { BookingPriceTerms } from '../pricing/price-tiers.ts';
import { BookingSeat } from './booking-seat.ts';
import { Certificate } from './certificate.ts';
import { User } from './user.ts';
import { WorkshopSchedule } from './workshop-schedule.ts';

/** A booker's address (SPEC.md §3), and the company they buy for with its VAT ID when they give them. */
export type BookingAddress = PostalAddress & { companyName?: string | null; vatId?: string | null };

/** A client's seats on a workshop schedule (SPEC.md §3). Tenant-owned by the schedule's team; soft-deletable. */
export class Booking extends TenantModel {
  static override tableName = 'bookings';
  static override softDelete = true;
  static override get jsonAttributes() {
    return ['address', 'meta', 'priceTerms', 'answers'];
  }

  declare workshopScheduleId: string;
  declare userId: string;
  /** The booker's own check-in code (their QR code), for the place they keep for themselves. */
  declare checkInCode: string;
  /** The seats it has now: those booked less those cancelled since (seatsCancelled). */
  declare seats: number;
  declare seatsCancelled: number;
  declare status: BookingStatus;
  /** Until when a PENDING booking holds its seats; null once it is no longer pending. */
  declare holdExpiresAt: Date | null;
  /** The seats this booking takes from its schedule's counters now (bookings/seat-counter.ts): its seats, or 0. */
  declare seatsHeld: number;
  /** Each invitee pays for their own seat; the booker for one (issue 23). */
  declare inviteesPay: boolean;
  /** Until when invitees' seats wait for their payments (set when the booker has paid). */
  declare inviteeHoldExpiresAt: Date | null;
  /** Seats its invitees have paid for (inviteesPay). */
  declare inviteeSeatsPaid: number;
  /** The workshop's price per seat when the booking was made (its price terms: pricing/booking-price.ts). */
  declare priceMinor: number;
  /** What else held when it was priced: the platform's fee and the price tier then (pricing/booking-price.ts). */
  declare priceTerms: BookingPriceTerms;
  declare amountPaidMinor: number;
  /** Of amountPaidMinor, what was paid outside Exceed (bookings/offline-payment.ts): never refunded here. */
  declare amountPaidOfflineMinor: number;
  declare amountRefundedMinor: number;
  /** The Stripe payment intent paying this booking, once one was created. */
  declare paymentIntentId: string | null;
  declare confirmedAt: Date | null;
  declare cancelledAt: Date | null;
  declare currency: string;
  declare paymentMethod: string | null;
  declare paymentTransactionId: string | null;
  declare notes: string | null;
  declare coachNotes: string | null;
  declare cancellationReason: string | null;
  declare address: BookingAddress;
  /** The booker's answers to the workshop's booking questions, as they were asked (bookings/booking-answers.ts). */
  declare answers: BookingAnswer[];
  declare meta: {
    /** The waitlist entry whose offer this booking holds the seats of (bookings/waitlist-offers.ts). */
    waitlistEntryId?: string;
    workshopResourcePreferences?: Array<{ id: string; isVisible: boolean; isBroadcast: boolean }>;
  };
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;

  declare user?: User;
  declare workshopSchedule?: WorkshopSchedule;
  declare bookingSeats?: BookingSeat[];
  /** The certificates of attendance its places earned (certificates/certify-attendees.ts). */
  declare certificates?: Certificate[];

  /**
   * Writes `changes` to this booking and onto this object, whether or not it is deleted meanwhile: a locked
   * booking's status and money follow it into the trash (a refund made after a concurrent delete is still
   * the booking's).
   */
  async write(trx: Knex, changes: Partial<Booking>): Promise<void> {
    await Booking.forTenant(this.tenantId, trx).withDeleted().findById(this.id).patch(changes);
    Object.assign(this, changes);
  }

  /** Seats of a confirmed booking whose invitees pay that still wait for their payment: not the booker's, not paid. */
  unpaidInviteeSeats(): number {
    if (!this.inviteesPay || this.status !== 'CONFIRMED') return 0;
    return Math.max(0, this.seats - 1 - this.inviteeSeatsPaid);
  }

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'bookings.userId', to: 'users.id' },
    },
    bookingSeats: {
      relation: TenantModel.HasManyRelation,
      modelClass: BookingSeat,
      join: { from: 'bookings.id', to: 'booking_seats.bookingId' },
    },
    workshopSchedule: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: WorkshopSchedule,
      join: { from: 'bookings.workshopScheduleId', to: 'workshop_schedules.id' },
    },
    certificates: {
      relation: TenantModel.HasManyRelation,
      modelClass: Certificate,
      join: { from: 'bookings.id', to: 'certificates.bookingId' },
    },
  });
}
