import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { lockBooking } from '../bookings/lock-booking.ts';
import { Booking } from '../models/booking.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { applyRefundedCharge } from './booking-payments.ts';

const t = useApiTest();

describe('a refund reported while its booking is being cancelled', () => {
  // Row locks exist only on the PostgreSQL server (PGlite is one connection).
  it.runIf(process.env.DATABASE_URL)(
    'waits for the cancellation and is recorded once, without a deadlock',
    async () => {
      const { schedule } = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 1000 });
      const booked = await book(t.app, t.db.knex, schedule.id, 2);
      const id = booked.body.data.id;
      const paid = await t.app.json(`/v1/payments/bookings/${id}/payment-intent`, {
        method: 'POST',
        headers: booked.headers,
        json: { paymentMethodId: 'pm_card_visa' },
      });
      expect(paid.status).toBe(200);
      await t.app.payments.emulator?.idle();
      const { stripe } = t.app.payments;
      const { paymentIntentId } = await Booking.acrossTenants(t.db.knex).findById(id).throwIfNotFound();
      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId ?? '' });
      const charge = await stripe.charges.retrieve(String(refund.charge));

      // The cancellation holds its booking, as PATCH /v1/bookings/:id does, while the refund's webhook
      // comes in and records the same refund.
      let webhook: Promise<void> | undefined;
      await t.db.knex.transaction(async (cancellation) => {
        await lockBooking(cancellation, id);
        await Booking.acrossTenants(cancellation).findById(id).patch({ status: 'CANCELLED' });
        webhook = t.db.knex.transaction((trx) => applyRefundedCharge(trx, charge));
        // Long enough for the webhook to reach whatever it waits for.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await applyRefundedCharge(cancellation, charge);
      });
      await webhook;

      const refunds = await LedgerEntry.acrossTenants(t.db.knex).where({ bookingId: id, kind: 'REFUND' });
      expect(refunds.map((entry) => entry.grossMinor)).toEqual([-2000]);
      expect(await Booking.acrossTenants(t.db.knex).findById(id)).toMatchObject({
        status: 'CANCELLED',
        amountRefundedMinor: 2000,
      });
    },
  );
});
