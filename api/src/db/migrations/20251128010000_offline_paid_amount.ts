import type { Knex } from 'knex';

/**
 * What of a booking's amount paid was paid outside Exceed (OFFLINE ledger entries): it was never charged
 * to a card, so no cancellation refunds it through Exceed (the coach settles it as it was paid). Kept on
 * the booking beside amount paid, so a refund quote needs no ledger sum; filled from the ledger here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'alter table bookings add column amount_paid_offline_minor integer not null default 0 check (amount_paid_offline_minor >= 0)',
  );
  await knex.raw(
    `update bookings set amount_paid_offline_minor = offline.total
       from (select booking_id, sum(gross_minor)::integer as total from ledger_entries
             where kind = 'OFFLINE' group by booking_id) offline
      where offline.booking_id = bookings.id`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table bookings drop column amount_paid_offline_minor');
}
