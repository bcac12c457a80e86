import type { OverviewMonth } from '@exceed/contract';

/** The money of one currency, month by month: amounts of different currencies are never added up. */
export interface CurrencyMonths {
  currency: string;
  months: OverviewMonth[];
}

/** What does not depend on a currency, once a month: new people and bookings by status. */
export type PeopleMonth = Pick<OverviewMonth, 'month' | 'newUsers' | 'newCoaches' | 'bookingsByStatus'>;

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
 * One row a month for the counts. A month with money in two currencies has a row in each, and its counts
 * (bookings by status, new users and coaches), which have no currency, repeat in each: read once.
 */
export function byMonth(rows: readonly OverviewMonth[]): PeopleMonth[] {
  const months = new Map<string, PeopleMonth>();
  for (const { month, newUsers, newCoaches, bookingsByStatus } of rows) {
    if (!months.has(month)) months.set(month, { month, newUsers, newCoaches, bookingsByStatus });
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}
