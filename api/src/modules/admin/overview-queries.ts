import { BOOKING_STATUSES, DEFAULT_CURRENCY, type OverviewMonth, ROLE_NAMES } from '@exceed/contract';
import type { Knex } from 'knex';

type Row = Record<string, unknown>;

/** The months from `from` to `to` (YYYY-MM, both included), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const [year, month] = from.split('-').map(Number) as [number, number];
  for (let date = new Date(Date.UTC(year, month - 1, 1)); ; date.setUTCMonth(date.getUTCMonth() + 1)) {
    const name = date.toISOString().slice(0, 7);
    if (name > to) return months;
    months.push(name);
  }
}

/** The last twelve months, this one included (UTC). */
export function lastTwelveMonths(now = new Date()): { from: string; to: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: start.toISOString().slice(0, 7), to: now.toISOString().slice(0, 7) };
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * The marketplace's figures by month, in three grouped queries over the span (never a loop over rows):
 * the ledger's money by month and currency, bookings by month of creation and status, new accounts and
 * new coaches by month of sign-up. Each month has a row per currency it saw money in (one in the default
 * currency when none); its counts, which have no currency, repeat in each of its rows. payoutsOwed is
 * the coaches' share of the month's sales less refunds; payoutsPaid what payouts transferred in the
 * month, less what was taken back from them (docs/decisions/0087-payouts-by-separate-transfers.md).
 */
export async function overviewMonths(trx: Knex, from: string, to: string): Promise<OverviewMonth[]> {
  const span = [`${from}-01`, `${to}-01`];
  const inSpan = (column: string) => `${column} >= ?::date and ${column} < (?::date + interval '1 month')`;
  const month = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
  const money = await trx.raw(
    `select ${month('created_at')} as month, currency,
         coalesce(sum(gross_minor) filter (where kind = 'CHARGE'), 0) as sales,
         coalesce(sum(fee_minor), 0) as fees,
         coalesce(-sum(gross_minor) filter (where kind = 'REFUND'), 0) as refunds,
         coalesce(sum(payout_minor) filter (where kind in ('CHARGE', 'REFUND')), 0) as payouts,
         coalesce(-sum(payout_minor) filter (where kind in ('TRANSFER', 'REVERSAL')), 0) as paid
       from ledger_entries where ${inSpan('created_at')} group by 1, 2`,
    span,
  );
  const bookings = await trx.raw(
    `select ${month('created_at')} as month, status, count(*) as count
       from bookings where deleted_at is null and ${inSpan('created_at')} group by 1, 2`,
    span,
  );
  const people = await trx.raw(
    `select ${month('u.created_at')} as month, count(*) as users,
         count(*) filter (where exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
           where ur.user_id = u.id and r.name = ?)) as coaches
       from users u where u.deleted_at is null and ${inSpan('u.created_at')} group by 1`,
    [ROLE_NAMES.coach, ...span],
  );
  const rowsOf = (result: { rows: Row[] }) => result.rows;
  const moneyByMonth = new Map<string, Row[]>();
  for (const row of rowsOf(money)) {
    moneyByMonth.set(String(row.month), [...(moneyByMonth.get(String(row.month)) ?? []), row]);
  }
  const peopleByMonth = new Map(rowsOf(people).map((row) => [String(row.month), row]));
  return monthsBetween(from, to).flatMap((name) => {
    const bookingsByStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
      (typeof BOOKING_STATUSES)[number],
      number
    >;
    for (const row of rowsOf(bookings).filter((row) => row.month === name)) {
      bookingsByStatus[row.status as keyof typeof bookingsByStatus] = num(row.count);
    }
    const counts = {
      bookingsByStatus,
      newUsers: num(peopleByMonth.get(name)?.users),
      newCoaches: num(peopleByMonth.get(name)?.coaches),
    };
    const rows = moneyByMonth.get(name) ?? [{ currency: DEFAULT_CURRENCY }];
    return rows
      .sort((a, b) => String(a.currency).localeCompare(String(b.currency)))
      .map((row) => ({
        month: name,
        currency: String(row.currency),
        sales: num(row.sales),
        platformFees: num(row.fees),
        refunds: num(row.refunds),
        payoutsOwed: num(row.payouts),
        payoutsPaid: num(row.paid),
        ...counts,
      }));
  });
}
