import type { Knex } from 'knex';
import type { JobHandler } from '../jobs/runner.ts';
import { Tenant } from '../models/tenant.ts';
import { WaitlistEntry } from '../models/waitlist-entry.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { notifyWaitlistOffer } from '../notifications/notify.ts';
import { bookerPrice, newBookingPrice } from '../pricing/booking-price.ts';
import { sellerTaxOf, taxFor } from '../pricing/tax-treatment.ts';
import { waitlistOfferData } from '../webhooks/event-data.ts';
import { publishWebhookEvent } from '../webhooks/publish.ts';
import { insertHoldingBooking } from './holding-booking.ts';
import { releaseExpiredHolds, scheduleSeats } from './seat-counter.ts';
import { inLineOrder } from './waitlist-line.ts';
import { chargeOfferLater, offerFreedSeatsLater, WAITLIST_OFFER_JOB } from './waitlist-queue.ts';

/**
 * Offers a schedule's free seats to its line (docs/decisions/0064-waitlist.md), in one transaction that
 * holds the schedule's row from the start (releaseExpiredHolds locks it first), so two runs never offer
 * the same seats: lapsed offers give their seats back (their bookings' holds expire with them) and leave
 * the line as EXPIRED; then each WAITING entry in line order whose seats fit in what is free gets an
 * offer: a PENDING booking of theirs holding the seats until the offer lapses (the workshop's
 * waitlistOfferHours, never past the start), the entry OFFERED, a mail with the claim link (or, for an
 * entry that asked to be charged, a job that pays the booking with its saved card:
 * payments/waitlist-charge.ts), and a run of this job when it lapses. A person who already has an unpaid booking of the schedule is passed over
 * (one unpaid booking per person).
 */
export async function offerFreedSeats(
  knex: Knex,
  tenantId: string,
  scheduleId: string,
  feePercent: number,
): Promise<void> {
  await knex.transaction(async (trx) => {
    await releaseExpiredHolds(trx, tenantId, scheduleId);
    await WaitlistEntry.forTenant(tenantId, trx)
      .where({ workshopScheduleId: scheduleId, status: 'OFFERED' })
      .where('offerExpiresAt', '<=', trx.fn.now())
      .patch({ status: 'EXPIRED' });
    const seats = await scheduleSeats(trx, tenantId, scheduleId);
    if (!seats?.bookable || seats.left === 0) return;
    const schedule = await WorkshopSchedule.forTenant(tenantId, trx)
      .findById(scheduleId)
      .withGraphFetched('workshop')
      .throwIfNotFound();
    const workshop = schedule.workshop;
    if (!workshop) return;
    const line = WaitlistEntry.forTenant(tenantId, trx)
      .where({ workshopScheduleId: scheduleId, status: 'WAITING' })
      .where('seats', '<=', seats.left)
      .whereRaw(
        `not exists (select 1 from bookings b where b.tenant_id = waitlist_entries.tenant_id
           and b.workshop_schedule_id = waitlist_entries.workshop_schedule_id
           and b.user_id = waitlist_entries.user_id and b.status = 'PENDING' and b.deleted_at is null)`,
      );
    inLineOrder(line);
    const expires = new Date(
      Math.min(Date.now() + workshop.waitlistOfferHours * 3_600_000, schedule.startDate.getTime()),
    );
    const team = await Tenant.query(trx).findById(tenantId).select('taxRegistration');
    const seller = sellerTaxOf(team?.taxRegistration ?? {});
    let left = seats.left;
    for (const entry of await line) {
      if (entry.seats > left) continue;
      const booking = await insertHoldingBooking(trx, {
        tenantId,
        workshopScheduleId: scheduleId,
        userId: entry.userId,
        seats: entry.seats,
        holdExpiresAt: expires,
        // The schedule's row is locked (releaseExpiredHolds): its early-bird seats as read are exact.
        ...newBookingPrice(workshop, feePercent, entry.seats, schedule.earlyBirdSeats, {
          // An auto-charge entry gave its address when joining; a claim prices its tax when it gives one.
          tax: entry.address ? taxFor(seller, entry.address) : undefined,
        }),
        notes: null,
        // The claim asks for the address, as the booking page does; an auto-charge entry gave it when joining.
        address: entry.address ?? {},
        meta: { waitlistEntryId: entry.id },
        // An offer is made by the queue, not by a person at the booking page: no one has answered yet.
        answers: [],
      });
      if (!booking) break;
      left -= entry.seats;
      await entry.$query(trx).patch({ status: 'OFFERED', bookingId: booking.id, offerExpiresAt: expires });
      await publishWebhookEvent(trx, {
        tenantId,
        type: 'waitlist.offered',
        data: waitlistOfferData(entry, { bookingId: booking.id, expiresAt: expires }),
      });
      if (entry.autoCharge && bookerPrice(booking).totalMinor > 0)
        await chargeOfferLater(trx, tenantId, entry.id, booking.id);
      else await notifyWaitlistOffer(trx, tenantId, entry.id);
      await offerFreedSeatsLater(trx, tenantId, scheduleId, expires);
      if (left === 0) break;
    }
  });
}

/** The job of offering freed seats, for the runner. */
export const waitlistHandlers = (knex: Knex, feePercent: number): Record<string, JobHandler> => ({
  [WAITLIST_OFFER_JOB]: async ({ payload }) =>
    offerFreedSeats(knex, String(payload.tenantId), String(payload.workshopScheduleId), feePercent),
});
