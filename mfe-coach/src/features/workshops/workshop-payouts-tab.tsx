import type { WorkshopResource } from '@exceed/contract';
import { LoadError } from '@exceed/design-system';
import { usePayouts } from '../../lib/payouts-api.ts';
import { PayoutsTable } from '../../lib/payouts-table.tsx';

/** The payouts tab: what this workshop earned (GET /v1/payments/payouts?workshopId=). */
export function WorkshopPayoutsTab({ workshop }: { workshop: WorkshopResource }) {
  const payouts = usePayouts({ workshopId: workshop.id });
  return (
    <section aria-labelledby="payouts-title" className="coach-stack">
      <h2 id="payouts-title">Payouts</h2>
      {payouts.error ? (
        <LoadError what="the payouts" retry={() => payouts.mutate()} />
      ) : (
        <PayoutsTable
          label="Payouts of this workshop"
          rows={payouts.data?.data ?? []}
          loading={payouts.isLoading}
          showWorkshop={false}
        />
      )}
    </section>
  );
}
