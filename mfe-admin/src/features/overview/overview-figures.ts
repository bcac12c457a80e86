import type { OverviewMonth } from './overview-api.ts';

/** The money of one currency, month by month: amounts of different currencies are never added up. */
export interface CurrencyMonths {
  currency: string;
  months: OverviewMonth[];
}

/** What does not depend on a currency, once a month: new people and bookings by status. */
export interface PeopleMonth {
  month: string;
  newUsers: number;
  newCoaches: number;
  bookingsByStatus: Record<string, number>;
}

/** The overview's rows grouped by currency, each in month order. */
export function byCurrency(rows: readonly OverviewMonth[]): CurrencyMonths[] {
  const groups = new Map<string, OverviewMonth[]>();
  for (const row of rows) groups.set(row.currency, [...(groups.get(row.currency) ?? []), row]);
  return [...groups]
    .map(([currency, months]) => ({
      currency,
      months: months.sort((a, b) => a.month.localeCompare(b.month)),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * One row a month for the counts. A month with bookings in two currencies has a row in each: its
 * bookings are each in one currency, so they add up, while new users and coaches are the month's own
 * and the same on every row of it.
 */
export function byMonth(rows: readonly OverviewMonth[]): PeopleMonth[] {
  const months = new Map<string, PeopleMonth>();
  for (const row of rows) {
    const month = months.get(row.month) ?? {
      month: row.month,
      newUsers: row.newUsers,
      newCoaches: row.newCoaches,
      bookingsByStatus: {},
    };
    for (const [status, count] of Object.entries(row.bookingsByStatus)) {
      month.bookingsByStatus[status] = (month.bookingsByStatus[status] ?? 0) + count;
    }
    months.set(row.month, month);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}
