import { BOOKING_DIGEST_HOUR_UTC } from '@exceed/contract';
import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import type { Booking } from '../models/booking.ts';
import { User } from '../models/user.ts';
import { JOBS } from './notify.ts';

/*
 * A coach's daily summary of new bookings (issue 37, item 2; docs/decisions/0078-coach-booking-digest.md).
 * A coach who chose bookingMails DAILY gets no mail per new booking: the booking's mail job holds it for
 * their summary instead (holdForDigest). Every few minutes, in one process of each replica
 * (process/once-per-app.ts), planBookingDigests gives each coach with bookings waiting one summary a day,
 * once the day's hour (BOOKING_DIGEST_HOUR_UTC) has come: the summary's row, unique per coach and day,
 * and the bookings it lists are written in one transaction, with the job that mails it (sent after the
 * commit, by booking-change-handlers.ts). Cancellations and refunds are mailed at once, as before.
 */

/**
 * The moment the latest summary was due at `now`: today's hour (UTC) once it has come, else yesterday's.
 * Its UTC date names the summary's day.
 */
export function digestDueAt(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), BOOKING_DIGEST_HOUR_UTC);
  return new Date(today <= now.getTime() ? today : today - 86_400_000);
}

/**
 * Whether the coach of a new confirmed booking wants it in their summary rather than in a mail of its own:
 * when they chose DAILY, the booking waits for their next summary (once, however often its job runs) and
 * this answers true. Their choice is read when the mail would go, so a change applies to every booking
 * not mailed yet, and a booking held once is summarised even if they choose EACH again meanwhile.
 */
export async function holdForDigest(knex: Knex, booking: Booking, coachId: string): Promise<boolean> {
  const coach = await User.query(knex).withDeleted().findById(coachId).select('bookingMails');
  if (coach?.bookingMails !== 'DAILY') return false;
  await knex('booking_digest_entries')
    .insert({ tenantId: booking.tenantId, bookingId: booking.id, coachId })
    .onConflict(['tenantId', 'bookingId'])
    .ignore();
  return true;
}

/**
 * Gives every coach with bookings waiting their summary of the day that was due last at `now`, unless they
 * had it: per coach, one transaction inserts the summary's row (`on conflict do nothing` on coach and day:
 * of two replicas at once, the second waits for the first and then finds the row), takes the waiting
 * bookings into it and queues its mail job, which runs after the commit. No network call inside. Answers
 * how many summaries it queued.
 */
export async function planBookingDigests(knex: Knex, now = new Date()): Promise<number> {
  const day = digestDueAt(now).toISOString().slice(0, 10);
  const waiting: Array<{ coachId: string }> = await knex('booking_digest_entries as e')
    .distinct('e.coachId')
    .whereNull('e.digestId')
    .whereNotExists(
      knex('booking_digests as d')
        .whereRaw('d.coach_id = e.coach_id')
        .where('d.day', day)
        .select(knex.raw('1')),
    );
  let queued = 0;
  for (const { coachId } of waiting) {
    const planned = await knex.transaction(async (trx) => {
      const [digest] = await trx('booking_digests')
        .insert({ coachId, day })
        .onConflict(['coachId', 'day'])
        .ignore()
        .returning('id');
      if (!digest) return false;
      const taken = await trx('booking_digest_entries')
        .where({ coachId })
        .whereNull('digestId')
        .update({ digestId: digest.id })
        .returning('bookingId');
      if (taken.length === 0) return false;
      await enqueue(trx, { name: JOBS.bookingDigest, payload: { digestId: digest.id } });
      return true;
    });
    if (planned) queued += 1;
  }
  return queued;
}

/** A summary's row and the bookings it lists (tenant and id of each), as its mail job reads them. */
export async function digestOf(
  knex: Knex,
  digestId: string,
): Promise<
  | { coachId: string; sentAt: Date | null; bookings: Array<{ tenantId: string; bookingId: string }> }
  | undefined
> {
  const digest = await knex('booking_digests').where({ id: digestId }).first('coachId', 'sentAt');
  if (!digest) return undefined;
  const bookings = await knex('booking_digest_entries').where({ digestId }).select('tenantId', 'bookingId');
  return { coachId: digest.coachId, sentAt: digest.sentAt, bookings };
}

/**
 * Sends a summary unless it was sent: its row is marked sent first (one of two runs at once does it), then
 * the mail goes; a mail that fails unmarks it, so the job's retry sends it (as reminders' deliverOnce).
 */
export async function sendDigestOnce(
  knex: Knex,
  digestId: string,
  send: () => Promise<void>,
): Promise<boolean> {
  const claimed = await knex('booking_digests')
    .where({ id: digestId })
    .whereNull('sentAt')
    .update({ sentAt: new Date() });
  if (claimed === 0) return false;
  try {
    await send();
  } catch (error) {
    await knex('booking_digests').where({ id: digestId }).update({ sentAt: null });
    throw error;
  }
  return true;
}
