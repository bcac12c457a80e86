import type { OverviewMonth } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { byCurrency, byMonth } from './overview-figures.ts';

/** A month's bookings by status: every status is there, as the contract says; none unless named. */
const statuses = (
  counts: Partial<OverviewMonth['bookingsByStatus']> = {},
): OverviewMonth['bookingsByStatus'] => ({
  PENDING: 0,
  CONFIRMED: 0,
  CANCELLED: 0,
  COMPLETED: 0,
  NO_SHOW: 0,
  ...counts,
});

const row = (month: string, currency: string, fields: Partial<OverviewMonth> = {}): OverviewMonth => ({
  month,
  currency,
  sales: 0,
  platformFees: 0,
  refunds: 0,
  payoutsOwed: 0,
  payoutsPaid: 0,
  bookingsByStatus: statuses(),
  newUsers: 0,
  newCoaches: 0,
  ...fields,
});

describe('the overview figures', () => {
  it('keeps each currency apart, its months in order', () => {
    const groups = byCurrency([
      row('2026-02', 'USD', { sales: 500 }),
      row('2026-01', 'EUR', { sales: 900 }),
      row('2026-01', 'USD', { sales: 300 }),
    ]);
    expect(
      groups.map((group) => [group.currency, group.months.map((month) => [month.month, month.sales])]),
    ).toEqual([
      ['EUR', [['2026-01', 900]]],
      [
        'USD',
        [
          ['2026-01', 300],
          ['2026-02', 500],
        ],
      ],
    ]);
  });

  it("reads a month's counts once, which repeat in each of its currencies' rows", () => {
    const counts = { bookingsByStatus: statuses({ CONFIRMED: 2, CANCELLED: 1 }), newUsers: 5, newCoaches: 1 };
    const months = byMonth([
      row('2026-01', 'USD', counts),
      row('2026-01', 'EUR', counts),
      row('2025-12', 'USD', { bookingsByStatus: statuses({ PENDING: 1 }), newUsers: 2 }),
    ]);
    expect(months).toEqual([
      { month: '2025-12', newUsers: 2, newCoaches: 0, bookingsByStatus: statuses({ PENDING: 1 }) },
      {
        month: '2026-01',
        newUsers: 5,
        newCoaches: 1,
        bookingsByStatus: statuses({ CONFIRMED: 2, CANCELLED: 1 }),
      },
    ]);
  });
});
