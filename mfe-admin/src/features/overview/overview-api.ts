import type { One } from '@exceed/api/contract';
import { useApi } from '@exceed/session';

/**
 * One month of the marketplace in one currency, as GET /v1/admin/overview gives it: money in minor units
 * of `currency`; the month's counts, which have no currency, repeat in each of its rows. (The admin API's
 * contract, written here until it is in @exceed/api/contract.)
 */
export interface OverviewMonth {
  /** YYYY-MM */
  month: string;
  currency: string;
  sales: number;
  platformFees: number;
  refunds: number;
  payoutsOwed: number;
  payoutsPaid: number;
  bookingsByStatus: Record<string, number>;
  newUsers: number;
  newCoaches: number;
}

export interface Overview {
  months: OverviewMonth[];
}

/** GET /v1/admin/overview?from=YYYY-MM&to=YYYY-MM: the figures by month (the last 12 without a range). */
export function useOverview(range: { from?: string; to?: string }) {
  return useApi<One<Overview>>('/admin/overview', range);
}
