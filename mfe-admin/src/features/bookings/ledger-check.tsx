import type { ErrorBag, ScheduleSeatBalance } from '@exceed/contract';
import { Badge, Button, Form, Input, useForm } from '@exceed/design-system';
import { useState } from 'react';
import { checkScheduleLedger } from './bookings-api.ts';

/** Asks the API whether one schedule's seats balance (capacity = sold + held + free, by counters, ledger and bookings). */
export function LedgerCheck({ scheduleId }: { scheduleId?: string }) {
  const [result, setResult] = useState<ScheduleSeatBalance | null>(null);
  const form = useForm({
    initialValues: { scheduleId: scheduleId ?? '' },
    validate: (values): ErrorBag => (values.scheduleId.trim() ? {} : { scheduleId: ['Enter a schedule id'] }),
    onSubmit: async (values) => {
      setResult(null);
      setResult((await checkScheduleLedger(values.scheduleId.trim())).data);
    },
  });
  return (
    <section aria-labelledby="ledger-check-title" className="admin-section">
      <h2 id="ledger-check-title">Seat ledger check</h2>
      <Form
        form={form}
        aria-label="Check a schedule's seat ledger"
        // With the schedule known there is only the button: it keeps its size, at the end of the row.
        className={scheduleId ? 'admin-row-actions' : 'admin-filters'}
      >
        {scheduleId ? null : <Input label="Schedule id" {...form.register('scheduleId')} />}
        <Button type="submit" variant="outline" disabled={form.submitting}>
          {form.submitting ? 'Checking...' : 'Check seat ledger'}
        </Button>
      </Form>
      <div aria-live="polite">{result ? <LedgerResult balance={result} /> : null}</div>
    </section>
  );
}

function LedgerResult({ balance }: { balance: ScheduleSeatBalance }) {
  return (
    <dl className="admin-meta">
      <div>
        <dt>Result</dt>
        <dd>
          {balance.balanced ? (
            <Badge variant="success">Balanced</Badge>
          ) : (
            <Badge variant="danger">Out of balance</Badge>
          )}
        </dd>
      </div>
      <div>
        <dt>Capacity</dt>
        <dd>{balance.capacity}</dd>
      </div>
      <div>
        <dt>Sold / held / free</dt>
        <dd>
          {balance.sold} / {balance.held} / {balance.free}
        </dd>
      </div>
      <div>
        <dt>By the ledger (sold / held)</dt>
        <dd>
          {balance.ledgerSold} / {balance.ledgerHeld}
        </dd>
      </div>
      <div>
        <dt>By the bookings (sold / held)</dt>
        <dd>
          {balance.bookingsSold} / {balance.bookingsHeld}
        </dd>
      </div>
      <div>
        <dt>Stray bookings</dt>
        <dd>{balance.strayBookings}</dd>
      </div>
    </dl>
  );
}
