import type { One, PayoutSummaryResource } from '@exceed/contract';
import { useApi } from '@exceed/session';

/**
 * GET /v1/payments/payouts: what the coach earned in the team per workshop and currency (sales, refunds,
 * fees, payout), for the account's payouts page; with `workshopId`, one workshop's only (its payouts tab).
 */
export function usePayouts(query?: Pick<PayoutSummaryResource, 'workshopId'>) {
  return useApi<One<PayoutSummaryResource[]>>('/payments/payouts', query);
}
