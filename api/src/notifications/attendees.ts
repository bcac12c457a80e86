import type { Knex } from 'knex';

/**
 * Who comes to a session: the bookers of its CONFIRMED bookings and the people who accepted seats of
 * them (by account, else by the address the seat was given to), each address once.
 */
export async function attendeeEmails(knex: Knex, tenantId: string, scheduleId: string): Promise<string[]> {
  const result = await knex.raw(
    `select lower(u.email) as email from bookings b join users u on u.id = b.user_id
     where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
       and b.status = 'CONFIRMED' and b.deleted_at is null
     union
     select lower(coalesce(u.email, bs.email)) from booking_seats bs
       join bookings b on b.tenant_id = bs.tenant_id and b.id = bs.booking_id
       left join users u on u.id = bs.user_id
     where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
       and b.status = 'CONFIRMED' and b.deleted_at is null
       and bs.status = 'ACCEPTED' and bs.deleted_at is null`,
    { tenantId, scheduleId },
  );
  return (result.rows as Array<{ email: string | null }>)
    .map((row) => row.email)
    .filter((email): email is string => Boolean(email))
    .sort();
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
