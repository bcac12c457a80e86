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
