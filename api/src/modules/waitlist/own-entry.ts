import type { Knex } from 'knex';
import type { Context } from 'koa';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { notFound } from '../../errors.ts';
import { WaitlistEntry } from '../../models/waitlist-entry.ts';
import { actorOf } from '../../policies/actor.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';

/** The caller's waitlist entry `id`, as it is now; anyone else's entry is a 404, as if missing. */
export async function findOwnEntry(ctx: Context, knex: Knex, id: string): Promise<WaitlistEntry> {
  const actor = await actorOf(ctx, knex);
  const seen = await WaitlistEntry.acrossTenants(knex).findById(id);
  if (!seen || !waitlistPolicy.own(actor, seen)) throw notFound();
  return seen;
}

/**
 * The caller's waitlist entry `id`, locked for a change in the order every seat change takes: the
 * schedule's row and the offer's booking first (lockBooking), then the entry, so a claim, a decline and
 * the offer job (which starts from the schedule's row) queue behind one another and never deadlock.
 * Anyone else's entry is a 404.
 */
export async function lockOwnEntry(ctx: Context, trx: Knex, id: string): Promise<WaitlistEntry> {
  const seen = await findOwnEntry(ctx, trx, id);
  if (seen.bookingId) await lockBooking(trx, seen.bookingId);
  return WaitlistEntry.forTenant(seen.tenantId, trx).findById(id).forUpdate().throwIfNotFound();
}
