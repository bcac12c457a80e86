import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import type { BookingAnswer } from '../../../test/booking-fixtures.ts';
import { paidBooking, refundCallsThrough } from '../../../test/payment-fixtures.ts';
import { Booking } from '../../models/booking.ts';
import { LedgerEntry } from '../../models/ledger-entry.ts';

const t = useApiTest();

type Answer = BookingAnswer & { data: { amountPaid: number; amountRefunded: number } };

const cancelAll = (id: string, headers: Record<string, string>) =>
  t.app.json<Answer>(`/v1/bookings/${id}/cancellations`, {
    method: 'POST',
    headers,
    json: { seats: 2, cancellationReason: 'Plans changed' },
  });
const remove = (id: string, headers: Record<string, string>) =>
  t.app.request(`/v1/bookings/${id}`, { method: 'DELETE', headers });

/** The booking (deleted or not) and what its ledger says was refunded, once every refund has been made. */
async function settled(id: string) {
  await t.app.jobs.drain();
  const booking = await Booking.acrossTenants(t.db.knex).withDeleted().findById(id).throwIfNotFound();
  const refunds = await LedgerEntry.acrossTenants(t.db.knex).where({ bookingId: id, kind: 'REFUND' });
  return {
    booking,
    ledgerRefundedMinor: -refunds.reduce((sum, row) => sum + row.grossMinor, 0),
  };
}

// Row locks between two connections: the PostgreSQL server only.
describe.runIf(process.env.DATABASE_URL)('a paid booking cancelled and deleted at the same moment', () => {
  it('answers the cancellation, and booking and ledger agree, when the delete lands during the refund', async () => {
    const { id, headers } = await paidBooking(t.app, t.db.knex, 2);
    let deleted: number | undefined;
    const cancelled = await refundCallsThrough(
      t.app,
      async (create, ...args) => {
        // The cancellation has committed and Stripe is refunding: the delete comes now.
        deleted = (await remove(id, headers)).status;
        return create(...args);
      },
      () => cancelAll(id, headers),
    );
    expect(deleted).toBe(204);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', amountPaid: 20, amountRefunded: 20 });
    const { booking, ledgerRefundedMinor } = await settled(id);
    expect(booking.deletedAt).not.toBeNull();
    expect(booking.amountRefundedMinor).toBe(2000);
    expect(ledgerRefundedMinor).toBe(2000);
  });

  it('answers both consistently, whichever comes first, five times out of five', async () => {
    for (let run = 0; run < 5; run++) {
      const { id, headers } = await paidBooking(t.app, t.db.knex, 2);
      const [cancelled, deleted] = await Promise.all([cancelAll(id, headers), remove(id, headers)]);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe('CANCELLED');
      // Deleting waits for the cancellation (a confirmed booking is cancelled before it is deleted).
      expect([204, 422]).toContain(deleted.status);
      const { booking, ledgerRefundedMinor } = await settled(id);
      expect(booking.status).toBe('CANCELLED');
      expect(booking.amountRefundedMinor).toBe(2000);
      expect(ledgerRefundedMinor).toBe(2000);
    }
  });
});
