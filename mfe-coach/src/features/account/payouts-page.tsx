import { LoadError, Skeleton } from '@exceed/design-system';
import { ApiError, usePageTitle } from '@exceed/session';
import { DownloadLink } from '../../lib/download-link.tsx';
import {
  payoutsCsvPath,
  usePayoutAccount,
  usePayoutBalance,
  usePayouts,
  usePayoutTransfers,
} from '../../lib/payouts-api.ts';
import { PayoutsTable } from '../../lib/payouts-table.tsx';
import { PaidPayoutsTable } from './paid-payouts-table.tsx';
import { PayoutAccountCard } from './payout-account-card.tsx';
import { PayoutBalanceCard } from './payout-balance-card.tsx';

/** Whether the platform pays coaches at all: without Stripe Connect the account route is not found. */
const noConnect = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /c/account/payouts: the coach's payout account (connect it, finish it, pick a schedule), their balance
 * (available, pending with when, paid out), the payouts made with a statement each, and what each
 * workshop earned in the team.
 */
export default function PayoutsPage() {
  usePageTitle('Payouts');
  const account = usePayoutAccount();
  const balance = usePayoutBalance();
  const transfers = usePayoutTransfers();
  const payouts = usePayouts();
  const paysCoaches = !noConnect(account.error);
  return (
    <section aria-labelledby="account-payouts-title" className="coach-page coach-stack">
      <h1 id="account-payouts-title">Payouts</h1>
      {paysCoaches ? (
        account.error ? (
          <LoadError what="your payout account" retry={() => account.mutate()} />
        ) : account.data ? (
          <PayoutAccountCard account={account.data.data} onChanged={() => account.mutate()} />
        ) : (
          <Skeleton shape="rect" height="8rem" />
        )
      ) : null}
      {balance.error ? (
        <LoadError what="your balance" retry={() => balance.mutate()} />
      ) : balance.data ? (
        <PayoutBalanceCard balances={balance.data.data} />
      ) : (
        <Skeleton shape="rect" height="8rem" />
      )}
      <header className="coach-section__header">
        <h2>Payouts made</h2>
        {transfers.data?.data.length ? (
          <DownloadLink path={payoutsCsvPath} fileName="payouts.csv">
            Export CSV
          </DownloadLink>
        ) : null}
      </header>
      {transfers.error ? (
        <LoadError what="your payouts" retry={() => transfers.mutate()} />
      ) : (
        <PaidPayoutsTable rows={transfers.data?.data ?? []} loading={transfers.isLoading} />
      )}
      <h2>Earnings by workshop</h2>
      {payouts.error ? (
        <LoadError what="your earnings" retry={() => payouts.mutate()} />
      ) : (
        <PayoutsTable
          label="Payouts by workshop"
          rows={payouts.data?.data ?? []}
          loading={payouts.isLoading}
        />
      )}
    </section>
  );
}
