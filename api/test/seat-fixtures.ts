import type { Knex } from 'knex';

/** The seat ledger of a booking, oldest first: [kind, seats]. */
export async function seatLedgerOf(knex: Knex, bookingId: string): Promise<Array<[string, number]>> {
  const rows = await knex('seat_ledger_entries')
    .where({ bookingId })
    .orderBy([{ column: 'createdAt' }, { column: 'kind', order: 'desc' }]);
  return rows.map((row: { kind: string; seats: number }) => [row.kind, row.seats]);
}
