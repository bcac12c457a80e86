import type { Knex } from 'knex';
import type { Context } from 'koa';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { notFound } from '../../errors.ts';
import { WaitlistEntry } from '../../models/waitlist-entry.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';

/** A waitlist entry a route names, with who asks. */
export interface OwnEntry {
  entry: WaitlistEntry;
  actor: Actor;
}

/** The caller's waitlist entry `id`, as it is now; anyone else's entry is a 404, as if missing. */
export async function findOwnEntry(ctx: Context, knex: Knex, id: string): Promise<OwnEntry> {
  const actor = await actorOf(ctx, knex);
  const entry = await WaitlistEntry.acrossTenants(knex).findById(id);
  if (!entry || !waitlistPolicy.own(actor, entry)) throw notFound();
  return { entry, actor };
}

/**
 * The caller's waitlist entry `id`, locked for a change in the order every seat change takes: the
 * schedule's row and the offer's booking first (lockBooking), then the entry, so a claim, a decline and
 * the offer job (which starts from the schedule's row) queue behind one another and never deadlock.
 * Anyone else's entry is a 404.
 */
export async function lockOwnEntry(ctx: Context, trx: Knex, id: string): Promise<OwnEntry> {
  const { entry: seen, actor } = await findOwnEntry(ctx, trx, id);
  if (seen.bookingId) await lockBooking(trx, seen.bookingId);
  const entry = await WaitlistEntry.forTenant(seen.tenantId, trx).findById(id).forUpdate().throwIfNotFound();
  return { entry, actor };
}
