import { LoadError } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { usePayouts } from '../../lib/payouts-api.ts';
import { PayoutsTable } from '../../lib/payouts-table.tsx';

/** /c/account/payouts: what each of the coach's workshops earned in the team (GET /v1/payments/payouts). */
export default function PayoutsPage() {
  usePageTitle('Payouts');
  const payouts = usePayouts();
  return (
    <section aria-labelledby="account-payouts-title" className="coach-page">
      <h1 id="account-payouts-title">Payouts</h1>
      {payouts.error ? (
        <LoadError what="your payouts" retry={() => payouts.mutate()} />
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
