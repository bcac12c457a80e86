import type { ScheduleSeatBalance } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { ledgerOf } from '../../../test/payment-fixtures.ts';
import { releaseAllExpiredHolds } from '../../bookings/seat-counter.ts';
import { AuditEntry } from '../../models/audit-entry.ts';
import { Booking } from '../../models/booking.ts';
import { Invoice } from '../../models/invoice.ts';

const t = useApiTest();

interface Answer {
  message: string;
  errors: Record<string, string[]>;
  data: { status: string; amountPaid: number; balanceDue: number; paymentMethod: string | null };
}

const patch = (id: string, headers: Record<string, string>, json: unknown) =>
  t.app.json<Answer>(`/v1/bookings/${id}`, { method: 'PATCH', headers, json });

/** A schedule's seats as GET /v1/seat-ledger/check tells them. */
async function seatsOf(scheduleId: string) {
  const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
  const res = await t.app.json<{ data: { schedules: ScheduleSeatBalance[] } }>('/v1/seat-ledger/check', {
    headers: admin,
  });
  return res.body.data.schedules.find((s) => s.workshopScheduleId === scheduleId);
}

/** Mails to `to` written since the outbox held `since` messages, once the queued jobs have run. */
async function mailsTo(to: string, since: number) {
  await t.app.jobs.drain();
  return (await outbox(t.app)).slice(since).filter((mail) => mail.to === to);
}

/**
 * An unpaid booking of 2 seats at 10.00 whose hold has lapsed and been released (the case of issue 37:
 * its seats are free again), with its coach's headers.
 */
async function lapsedHold(maxSeats = 5) {
  const { schedule, coach } = await createSchedule(t.db.knex, { maxSeats, priceMinor: 1000 });
  const held = await book(t.app, t.db.knex, schedule.id, 2);
  await Booking.forTenant(schedule.tenantId, t.db.knex)
    .findById(held.body.data.id)
    .patch({ holdExpiresAt: new Date(Date.now() - 1000) });
  await releaseAllExpiredHolds(t.db.knex);
  return {
    schedule,
    coach,
    id: held.body.data.id,
    booker: held.user,
    coachHeaders: await bearerFor(t.db.knex, coach),
  };
}

/** What must not have moved when a confirmation was refused. */
async function untouched(id: string, scheduleId: string) {
  const row = await Booking.acrossTenants(t.db.knex).findById(id);
  expect(row).toMatchObject({ status: 'PENDING', amountPaidMinor: 0, confirmedAt: null });
  expect(await ledgerOf(t.db.knex, id)).toEqual([]);
  expect(await AuditEntry.query(t.db.knex).where('subjectId', id)).toEqual([]);
  expect(await seatsOf(scheduleId)).toMatchObject({ sold: 0, balanced: true });
}

describe('confirming a booking that is not paid is deliberate', () => {
  it('refuses to confirm it without a record of how it was paid, and changes nothing', async () => {
    const { id, schedule, booker, coachHeaders } = await lapsedHold();
    const before = (await outbox(t.app)).length;
    const refused = await patch(id, coachHeaders, { status: 'CONFIRMED' });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        errors: { offlinePayment: ['This booking is not paid. Record how it was paid outside Exceed.'] },
      },
    });
    await untouched(id, schedule.id);
    expect(await mailsTo(booker.email, before)).toEqual([]);
  });

  it('refuses an amount over the balance due, and changes nothing', async () => {
    const { id, schedule, coachHeaders } = await lapsedHold();
    const refused = await patch(id, coachHeaders, {
      status: 'CONFIRMED',
      offlinePayment: { method: 'CASH', amount: 2001 },
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { 'offlinePayment.amount': ['The amount cannot be more than the balance due.'] } },
    });
    const noMethod = await patch(id, coachHeaders, {
      status: 'CONFIRMED',
      offlinePayment: { method: 'BITCOIN', amount: 2000 },
    });
    expect(noMethod.body.errors).toEqual({
      'offlinePayment.method': ['Please select a valid payment method'],
    });
    await untouched(id, schedule.id);
  });

  it('confirms it with the payment recorded: paid amount, ledger, audit row, seats taken again and the mail', async () => {
    const { id, schedule, coach, booker, coachHeaders } = await lapsedHold();
    const before = (await outbox(t.app)).length;
    const confirmed = await patch(id, coachHeaders, {
      status: 'CONFIRMED',
      offlinePayment: { method: 'BANK_TRANSFER', amount: 2000, note: '  Transfer ref 42  ' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      status: 'CONFIRMED',
      amountPaid: 20,
      balanceDue: 0,
      paymentMethod: 'bank_transfer',
    });
    // Money the platform never held: no fee, no payout.
    expect(await ledgerOf(t.db.knex, id)).toEqual([{ kind: 'OFFLINE', gross: 2000, fee: 0, payout: 0 }]);
    // Money that changed hands outside Exceed is invoiced as any payment is.
    expect(await Invoice.acrossTenants(t.db.knex).where('bookingId', id)).toEqual([
      expect.objectContaining({
        kind: 'INVOICE',
        totalMinor: 2000,
        number: expect.stringMatching(/^INV-\d{4}-000001$/),
      }),
    ]);
    expect(await seatsOf(schedule.id)).toMatchObject({ sold: 2, held: 0, balanced: true });
    const audit = await AuditEntry.query(t.db.knex).where('subjectId', id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: coach.id,
        action: 'booking.confirm-unpaid',
        after: expect.objectContaining({
          offlinePayment: {
            method: 'BANK_TRANSFER',
            amountMinor: 2000,
            currency: 'USD',
            note: 'Transfer ref 42',
          },
        }),
      }),
    ]);
    const [mail] = await mailsTo(booker.email, before);
    expect(mail?.subject).toBe('Booking confirmed: Prompt engineering');
    expect(mail?.text).toContain(
      'It was confirmed without a card payment: $20.00 was recorded as paid outside Exceed (method: Bank transfer).',
    );
    // Confirmed once: the same record again is refused by the status machine.
    expect(
      (await patch(id, coachHeaders, { status: 'CONFIRMED', offlinePayment: { method: 'CASH', amount: 0 } }))
        .status,
    ).toBe(422);
  });

  it('refunds nothing through Exceed when a booking paid outside it is cancelled, and says so', async () => {
    const { id, booker, coachHeaders } = await lapsedHold();
    await patch(id, coachHeaders, {
      status: 'CONFIRMED',
      offlinePayment: { method: 'CASH', amount: 2000 },
    });
    const quote = await t.app.json<{ data: { refund: number } }>(
      `/v1/bookings/${id}/cancellation-quote?seats=2`,
      {
        headers: await bearerFor(t.db.knex, booker),
      },
    );
    expect(quote.body.data.refund).toBe(0);
    const before = (await outbox(t.app)).length;
    const cancelled = await t.app.json<{ data: { status: string; amountRefunded: number } }>(
      `/v1/bookings/${id}/cancellations`,
      { method: 'POST', headers: coachHeaders, json: { seats: 2, cancellationReason: 'The room flooded.' } },
    );
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', amountRefunded: 0 });
    expect(await ledgerOf(t.db.knex, id)).toEqual([{ kind: 'OFFLINE', gross: 2000, fee: 0, payout: 0 }]);
    const [mail] = await mailsTo(booker.email, before);
    expect(mail?.text).toContain('You paid for this booking outside Exceed, so Exceed refunds nothing');
    expect(mail?.text).not.toContain('refunded to the card');
  });

  it('takes a part of the balance, and answers the seats left when the lapsed hold no longer fits', async () => {
    const { id, schedule, coachHeaders } = await lapsedHold(3);
    const other = await book(t.app, t.db.knex, schedule.id, 2);
    const full = await patch(id, coachHeaders, {
      status: 'CONFIRMED',
      offlinePayment: { method: 'CASH', amount: 500 },
    });
    expect(full).toMatchObject({ status: 409, body: { message: 'Only 1 seat is left.' } });
    expect(await ledgerOf(t.db.knex, id)).toEqual([]);
    expect((await patch(other.body.data.id, other.headers, { seats: 1 })).status).toBe(200);
    const partly = await patch(id, coachHeaders, {
      status: 'CONFIRMED',
      offlinePayment: { method: 'CASH', amount: 500 },
    });
    expect(partly.body.data).toMatchObject({ status: 'CONFIRMED', amountPaid: 5 });
  });

  it('confirms a booking with nothing due as before, and takes no payment record for it', async () => {
    const { schedule, coach } = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 0 });
    const held = await book(t.app, t.db.knex, schedule.id, 1);
    const coachHeaders = await bearerFor(t.db.knex, coach);
    const needless = await patch(held.body.data.id, coachHeaders, {
      status: 'CONFIRMED',
      offlinePayment: { method: 'CASH', amount: 0 },
    });
    expect(needless.body.errors).toEqual({
      offlinePayment: ['Nothing is due on this booking: confirm it without recording a payment.'],
    });
    const before = (await outbox(t.app)).length;
    const confirmed = await patch(held.body.data.id, coachHeaders, { status: 'CONFIRMED' });
    expect(confirmed.body.data).toMatchObject({ status: 'CONFIRMED', amountPaid: 0 });
    const [mail] = await mailsTo(held.user.email, before);
    expect(mail?.text).not.toContain('without a card payment');
    expect(await AuditEntry.query(t.db.knex).where('subjectId', held.body.data.id)).toEqual([]);
  });

  it('takes a payment record only with a confirmation', async () => {
    const { id, coachHeaders } = await lapsedHold();
    const alone = await patch(id, coachHeaders, { offlinePayment: { method: 'CASH', amount: 100 } });
    expect(alone.body.errors).toEqual({
      offlinePayment: ['A payment outside Exceed is recorded only when confirming a booking.'],
    });
  });
});
