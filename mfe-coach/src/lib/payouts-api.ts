import type {
  AccountLink,
  One,
  PayoutAccount,
  PayoutBalance,
  PayoutResource,
  PayoutSchedule,
  PayoutSummaryResource,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/**
 * GET /v1/payments/payouts: what the coach earned in the team per workshop and currency (sales, refunds,
 * fees, payout), for the account's payouts page; with `workshopId`, one workshop's only (its payouts tab).
 */
export function usePayouts(query?: Pick<PayoutSummaryResource, 'workshopId'>) {
  return useApi<One<PayoutSummaryResource[]>>('/payments/payouts', query);
}

const ACCOUNT_PATH = '/payments/connect/account';

/** GET /v1/payments/connect/account: the coach's Stripe account (404 when the platform pays no one). */
export function usePayoutAccount() {
  return useApi<One<PayoutAccount>>(ACCOUNT_PATH);
}

/** POST /v1/payments/connect/account-link: where Stripe's onboarding of the coach's account starts. */
export function createAccountLink() {
  return api.post<One<AccountLink>>('/payments/connect/account-link', undefined, { revalidates: [] });
}

/** PATCH /v1/payments/connect/account: how often the coach is paid. */
export function updatePayoutSchedule(payoutSchedule: PayoutSchedule) {
  return api.patch<One<PayoutAccount>>(ACCOUNT_PATH, { payoutSchedule }, { revalidates: [ACCOUNT_PATH] });
}

/** GET /v1/payments/payout-balance: available, pending (with when each comes due) and paid out, per currency. */
export function usePayoutBalance() {
  return useApi<One<PayoutBalance[]>>('/payments/payout-balance');
}

/** GET /v1/payments/transfers: the coach's payouts, newest first, each with the bookings it paid. */
export function usePayoutTransfers() {
  return useApi<One<PayoutResource[]>>('/payments/transfers');
}

/** The coach's payouts as CSV, a row per booking paid (GET /v1/payments/transfers.csv), for DownloadLink. */
export const payoutsCsvPath = '/payments/transfers.csv';

/** Where a payout's PDF statement is (GET /v1/payments/transfers/{id}/statement). */
export const payoutStatementPath = (id: string) => `/payments/transfers/${id}/statement`;
