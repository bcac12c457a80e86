import type { ScheduleSeatBalance } from '@exceed/contract';
import type { Knex } from 'knex';

/**
 * Checks every schedule (or one): capacity = sold + held + free, with the counters equal to the seat
 * ledger's sums and to the bookings' own seats (DESIGN.md "Money and seats"). HOLD and RELEASE move the
 * held seats, CONFIRM moves held to sold, REFUND takes sold seats back; CAPACITY rows trace capacity
 * changes. A schedule that has started may show fewer free seats than none after its workshop's maxSeats
 * was lowered (allowed only for schedules to come); it is not counted as oversold. `npm run seats:check`
 * and GET /v1/seat-ledger/check answer this.
 */
export async function checkSeatLedger(knex: Knex, scheduleId?: string): Promise<ScheduleSeatBalance[]> {
  const result = await knex.raw(
    `select s.tenant_id, s.id, w.max_seats as capacity, s.seats_held, s.seats_sold, s.start_date > now() as coming,
       coalesce(l.held, 0)::int as ledger_held, coalesce(l.sold, 0)::int as ledger_sold,
       coalesce(b.held, 0)::int as bookings_held, coalesce(b.sold, 0)::int as bookings_sold,
       coalesce(b.stray, 0)::int as stray
     from workshop_schedules s
     join workshops w on w.tenant_id = s.tenant_id and w.id = s.workshop_id
     left join (
       select tenant_id, workshop_schedule_id,
         sum(case kind when 'HOLD' then seats when 'RELEASE' then seats when 'CONFIRM' then -seats else 0 end) as held,
         sum(case kind when 'CONFIRM' then seats when 'REFUND' then seats else 0 end) as sold
       from seat_ledger_entries group by tenant_id, workshop_schedule_id) l
       on l.tenant_id = s.tenant_id and l.workshop_schedule_id = s.id
     left join (
       select tenant_id, workshop_schedule_id,
         sum(seats_held) filter (where deleted_at is null and status = 'PENDING') as held,
         sum(seats_held) filter (where deleted_at is null and status <> 'PENDING') as sold,
         count(*) filter (where seats_held not in (0, seats)
           or (seats_held > 0 and (deleted_at is not null or status = 'CANCELLED'))
           or (seats_held = 0 and deleted_at is null and status in ('CONFIRMED', 'COMPLETED', 'NO_SHOW'))) as stray
       from bookings group by tenant_id, workshop_schedule_id) b
       on b.tenant_id = s.tenant_id and b.workshop_schedule_id = s.id
     ${scheduleId ? 'where s.id = ?' : ''}
     order by s.start_date, s.id`,
    scheduleId ? [scheduleId] : [],
  );
  return (result.rows as BalanceRow[]).map((row) => {
    const free = row.capacity - row.seats_held - row.seats_sold;
    return {
      tenantId: row.tenant_id,
      workshopScheduleId: row.id,
      capacity: row.capacity,
      held: row.seats_held,
      sold: row.seats_sold,
      free,
      ledgerHeld: row.ledger_held,
      ledgerSold: row.ledger_sold,
      bookingsHeld: row.bookings_held,
      bookingsSold: row.bookings_sold,
      strayBookings: row.stray,
      balanced:
        row.seats_held === row.ledger_held &&
        row.ledger_held === row.bookings_held &&
        row.seats_sold === row.ledger_sold &&
        row.ledger_sold === row.bookings_sold &&
        row.stray === 0 &&
        (free >= 0 || !row.coming),
    };
  });
}

interface BalanceRow {
  tenant_id: string;
  id: string;
  capacity: number;
  seats_held: number;
  seats_sold: number;
  coming: boolean;
  ledger_held: number;
  ledger_sold: number;
  bookings_held: number;
  bookings_sold: number;
  stray: number;
}
