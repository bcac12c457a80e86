import type { BookingAnswer } from '@exceed/contract';
import type { Knex } from 'knex';
import { modelFromRawRow } from '../db/raw-row.ts';
import { bookingsCreated, countWhenCommitted } from '../metrics/business-metrics.ts';
import { Booking } from '../models/booking.ts';
import type { HeldPrice } from '../pricing/booking-price.ts';
import { type BookingPriceTerms, isEarlyBird } from '../pricing/price-tiers.ts';
import { bookingData } from '../webhooks/event-data.ts';
import { hasSubscribers, publishWebhookEvent } from '../webhooks/publish.ts';
import { redeemCode } from './code-redemptions.ts';
import { BOOKABLE_SQL, CAPACITY_SQL } from './seat-counter.ts';

/** What a new booking is made of; it starts PENDING, holding its seats. */
export interface NewBooking {
  tenantId: string;
  workshopScheduleId: string;
  userId: string;
  seats: number;
  holdExpiresAt: Date;
  priceMinor: number;
  currency: string;
  /** What else it is priced at (pricing/booking-price.ts heldPrice). */
  priceTerms: BookingPriceTerms;
  /**
   * When it is priced at an early-bird tier counted in seats: the session's early-bird seats (`cap`), and
   * its price once they are gone (`otherwise`), which it is held at when its seats no longer fit in them.
   */
  earlyBird?: { cap: number; otherwise: HeldPrice };
  notes: string | null;
  address: unknown;
  meta: unknown;
  /** The booker's answers to the workshop's questions, checked (booking-answers.ts): kept by the same statement. */
  answers: BookingAnswer[];
  /** Each invitee pays for their own seat (absent: the booker pays for all). */
  inviteesPay?: boolean;
}

/**
 * A new PENDING booking holding its seats, in ONE statement: the schedule's conditional counter update,
 * the booking and its HOLD ledger row. A statement is its own transaction, so the schedule's row is
 * locked only while it runs, never across round trips: the seat rule's fast path, which is what lets a
 * rush sell hundreds of seats a second. Early-bird seats are counted in the same update, on the same
 * condition, so the tier's last seat goes to one buyer; the others are held at the price that follows
 * (row.earlyBird.otherwise), by the same statement once more. Answers undefined, having written nothing,
 * when the seats do not fit or the schedule cannot be booked; 422 on code when its promo code is used up
 * (code-redemptions.ts); throws the unique violation of
 * bookings_one_unpaid_per_person (written nothing either) when the person has an unpaid booking of the
 * schedule already.
 */
export async function insertHoldingBooking(knex: Knex, row: NewBooking): Promise<Booking | undefined> {
  const codeId = row.priceTerms.discount?.codeId;
  // A team with a webhook for new bookings gets its event in the booking's transaction; the others keep
  // the one-statement path.
  const announced = await hasSubscribers(knex, row.tenantId, 'booking.created');
  if (!codeId && !announced) return insertPriced(knex, row);
  // A promo code is redeemed in the seats' transaction, after the schedule's row (code-redemptions.ts):
  // used up, and the booking and its seats are rolled back with the 422.
  return knex.transaction(async (trx) => {
    const booking = await insertPriced(trx, row);
    if (booking && codeId) await redeemCode(trx, booking, codeId);
    if (booking && announced) {
      await publishWebhookEvent(trx, {
        tenantId: row.tenantId,
        type: 'booking.created',
        data: bookingData(booking),
      });
    }
    return booking;
  });
}

async function insertPriced(knex: Knex, row: NewBooking): Promise<Booking | undefined> {
  const booking = await insertOnce(knex, row);
  if (booking || !row.earlyBird) return booking;
  return insertOnce(knex, { ...row, ...row.earlyBird.otherwise, earlyBird: undefined });
}

async function insertOnce(knex: Knex, row: NewBooking): Promise<Booking | undefined> {
  const earlyBirdSeats = isEarlyBird(row.priceTerms) ? row.seats : 0;
  const result = await knex.raw(
    `with counted as (
       update workshop_schedules s set seats_held = s.seats_held + :seats,
         early_bird_seats = s.early_bird_seats + :earlyBirdSeats
       where s.tenant_id = :tenantId and s.id = :scheduleId
         and ${BOOKABLE_SQL} and s.seats_held + s.seats_sold + :seats <= ${CAPACITY_SQL}
         and (:earlyBirdCap::int is null or s.early_bird_seats + :earlyBirdSeats <= :earlyBirdCap::int)
       returning s.tenant_id, s.id),
     booking as (
       insert into bookings (tenant_id, workshop_schedule_id, user_id, seats, seats_held, status,
         hold_expires_at, price_minor, currency, price_terms, notes, address, meta, answers, invitees_pay, created_at, updated_at)
       select tenant_id, id, :userId, :seats, :seats, 'PENDING', :holdExpiresAt, :priceMinor, :currency, :priceTerms,
         :notes, :address, :meta, :answers, :inviteesPay, now(), now()
       from counted
       returning *),
     ledger as (
       insert into seat_ledger_entries (tenant_id, workshop_schedule_id, booking_id, kind, seats)
       select tenant_id, workshop_schedule_id, id, 'HOLD', seats_held from booking)
     select * from booking`,
    {
      seats: row.seats,
      earlyBirdSeats,
      earlyBirdCap: row.earlyBird?.cap ?? null,
      tenantId: row.tenantId,
      scheduleId: row.workshopScheduleId,
      userId: row.userId,
      holdExpiresAt: row.holdExpiresAt,
      priceMinor: row.priceMinor,
      currency: row.currency,
      priceTerms: JSON.stringify(row.priceTerms),
      notes: row.notes,
      address: JSON.stringify(row.address),
      meta: JSON.stringify(row.meta),
      answers: JSON.stringify(row.answers),
      inviteesPay: row.inviteesPay ?? false,
    },
  );
  const stored = (result.rows as Array<Record<string, unknown>>)[0];
  if (!stored) return undefined;
  countWhenCommitted(knex, () => bookingsCreated.inc());
  return modelFromRawRow(Booking, stored);
}
