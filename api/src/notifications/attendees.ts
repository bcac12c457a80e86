import type { AnnouncementAudience } from '@exceed/contract';
import type { Knex } from 'knex';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';

/**
 * Who comes to a session: the bookers of its CONFIRMED bookings and the people who accepted seats of
 * them (by account, else by the address the seat was given to).
 */
const CONFIRMED_PEOPLE = `
  select lower(u.email) as email, u.id as user_id from bookings b join users u on u.id = b.user_id
  where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
    and b.status = 'CONFIRMED' and b.deleted_at is null
  union
  select lower(coalesce(u.email, bs.email)) as email, u.id as user_id from booking_seats bs
    join bookings b on b.tenant_id = bs.tenant_id and b.id = bs.booking_id
    left join users u on u.id = bs.user_id
  where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
    and b.status = 'CONFIRMED' and b.deleted_at is null
    and bs.status = 'ACCEPTED' and bs.deleted_at is null`;
const PENDING_BOOKERS = `
  select lower(u.email) as email, u.id as user_id from bookings b join users u on u.id = b.user_id
  where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
    and b.status = 'PENDING' and b.deleted_at is null`;
const WAITING = `
  select lower(u.email) as email, u.id as user_id from waitlist_entries w join users u on u.id = w.user_id
  where w.tenant_id = :tenantId and w.workshop_schedule_id = :scheduleId
    and w.status in ('WAITING', 'OFFERED')`;
const AUDIENCES: Record<AnnouncementAudience, string> = {
  ALL: [CONFIRMED_PEOPLE, PENDING_BOOKERS, WAITING].join(' union '),
  PAID: CONFIRMED_PEOPLE,
  WAITLIST: WAITING,
};

/**
 * The people of one of a schedule's audiences (decision 0107): PAID, who comes; WAITLIST, who waits or is
 * offered seats; ALL, both and the bookers of pending bookings. Each address once, in order.
 */
export async function audienceOf(
  knex: Knex,
  schedule: Pick<WorkshopSchedule, 'tenantId' | 'id'>,
  audience: AnnouncementAudience,
): Promise<Array<{ email: string; userId: string | null }>> {
  const result = await knex.raw(
    `select distinct on (email) email, user_id from (${AUDIENCES[audience]}) people
     where email is not null order by email, user_id nulls last`,
    {
      tenantId: schedule.tenantId,
      scheduleId: schedule.id,
    },
  );
  return (result.rows as Array<{ email: string; user_id: string | null }>).map((row) => ({
    email: row.email,
    userId: row.user_id,
  }));
}

/** Who comes to a session (the PAID audience), by address, each once. */
export async function attendeeEmails(knex: Knex, tenantId: string, scheduleId: string): Promise<string[]> {
  const people = await audienceOf(knex, { tenantId, id: scheduleId }, 'PAID');
  return people.map((person) => person.email).sort();
}

/**
 * The people holding seats of a booking (by account, else by the address the seat was given to), other
 * than its booker: all its live seats, or those of `seatIds`. Read before a cancellation takes them.
 */
export async function seatHolderEmails(
  knex: Knex,
  booking: { tenantId: string; id: string; userId: string },
  seatIds?: readonly string[],
): Promise<string[]> {
  const query = knex('booking_seats as bs')
    .leftJoin('users as u', 'u.id', 'bs.user_id')
    .where({ 'bs.tenant_id': booking.tenantId, 'bs.booking_id': booking.id })
    .whereNull('bs.deleted_at')
    .whereIn('bs.status', ['PENDING', 'ACCEPTED'])
    .where((holder) => holder.whereNull('bs.user_id').orWhereNot('bs.user_id', booking.userId))
    .distinct(knex.raw('lower(coalesce(u.email, bs.email)) as email'));
  if (seatIds) query.whereIn('bs.id', seatIds);
  const rows: Array<{ email: string | null }> = await query;
  return rows.flatMap((row) => (row.email ? [row.email] : [])).sort();
}
