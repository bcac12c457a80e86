import type { InvoiceSummaryResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { deliverWebhook, paidBooking as paidBookingOf } from '../../../test/payment-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { Booking } from '../../models/booking.ts';
import { Invoice } from '../../models/invoice.ts';

const t = useApiTest();

const paidBooking = (seats: number, fixture?: ScheduleFixture) =>
  paidBookingOf(t.app, t.db.knex, seats, fixture);

type InvoiceList = { data: InvoiceSummaryResource[] };

const invoicesOf = async (bookingId: string, headers: Record<string, string>) =>
  (await t.app.json<InvoiceList>(`/v1/payments/bookings/${bookingId}/invoices`, { headers })).body.data;

const countOf = (number: string) => Number(number.split('-')[2]);

async function pdfOf(path: string, headers: Record<string, string>) {
  const res = await t.app.request(path, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(await res.arrayBuffer());
}

describe('invoices are numbered per team, without gaps', () => {
  it('gives a paid booking number N and the team’s next payment N+1; another team counts apart', async () => {
    const first = await paidBooking(1);
    const fixture = { schedule: first.schedule, team: first.team, coach: first.coach };
    const second = await paidBooking(2, fixture);
    const elsewhere = await paidBooking(1);
    const [one] = await invoicesOf(first.id, first.headers);
    const [two] = await invoicesOf(second.id, second.headers);
    const [other] = await invoicesOf(elsewhere.id, elsewhere.headers);
    const year = new Date().getUTCFullYear();
    expect(one).toMatchObject({ kind: 'INVOICE', number: `INV-${year}-000001`, total: 10, currency: 'USD' });
    expect(two).toMatchObject({ kind: 'INVOICE', number: `INV-${year}-000002`, total: 20 });
    expect(other).toMatchObject({ number: `INV-${year}-000001` });
  });

  // Twenty transactions racing for one team's counter row: the PostgreSQL server only.
  it.runIf(process.env.DATABASE_URL)('numbers 20 payments made at once 1 to 20', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 30, priceMinor: 1000 });
    const booked = await Promise.all(
      Array.from({ length: 20 }, () => book(t.app, t.db.knex, fixture.schedule.id, 1)),
    );
    const paid = await Promise.all(
      booked.map((booking) =>
        t.app.json(`/v1/payments/bookings/${booking.body.data.id}/payment-intent`, {
          method: 'POST',
          headers: booking.headers,
          json: { paymentMethodId: 'pm_card_visa' },
        }),
      ),
    );
    expect(paid.map((res) => res.status)).toEqual(Array(20).fill(200));
    const numbers = await Invoice.forTenant(fixture.team.id, t.db.knex).select('number');
    expect(numbers.map((row) => countOf(row.number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe('credit notes', () => {
  it('issues one for a partial cancellation’s refund, referring to the invoice, once per refund', async () => {
    const { id, headers } = await paidBooking(2);
    const cancelled = await t.app.json(`/v1/bookings/${id}/cancellations`, {
      method: 'POST',
      headers,
      json: { seats: 1, cancellationReason: 'One of us cannot come' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await t.app.jobs.drain();
    await t.app.payments.emulator?.idle();
    const [invoice, credit, ...rest] = await invoicesOf(id, headers);
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'INVOICE', total: 20, invoiceNumber: null });
    expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', total: -10, invoiceNumber: invoice?.number });
    expect(credit?.number).toMatch(/^CN-\d{4}-000001$/);

    // Stripe tells of the same refund again: nothing new is issued.
    const booking = await Booking.acrossTenants(t.db.knex).findById(id).throwIfNotFound();
    const stripe = t.app.payments.stripe;
    const intent = await stripe.paymentIntents.retrieve(String(booking.paymentIntentId));
    const charge = await stripe.charges.retrieve(String(intent.latest_charge));
    const event = { id: `evt_again_${id}`, type: 'charge.refunded', data: { object: charge } };
    expect((await deliverWebhook(t.app, event)).status).toBe(200);
    expect(await invoicesOf(id, headers)).toHaveLength(2);

    const text = await pdfOf(`/v1/payments/invoices/${credit?.id}`, headers);
    expect(text).toContain('Credit note');
    expect(text).toContain(String(credit?.number));
    expect(text).toContain(`Refers to invoice ${invoice?.number}`);
    expect(text).toContain('-$10.00');
  });

  it('issues one invoice for a payment seen twice (finalize, then its webhook)', async () => {
    const { id, headers } = await paidBooking(1);
    const booking = await Booking.acrossTenants(t.db.knex).findById(id).throwIfNotFound();
    const again = await t.app.json(`/v1/payments/bookings/${id}/finalize`, {
      method: 'POST',
      headers,
      json: { paymentIntentId: booking.paymentIntentId },
    });
    expect(again.status).toBeLessThan(500);
    const intent = await t.app.payments.stripe.paymentIntents.retrieve(String(booking.paymentIntentId));
    const event = { id: `evt_twice_${id}`, type: 'payment_intent.succeeded', data: { object: intent } };
    expect((await deliverWebhook(t.app, event)).status).toBe(200);
    expect(await invoicesOf(id, headers)).toHaveLength(1);
  });
});

describe('GET /v1/payments/invoices/:id', () => {
  it('prints the number, the seller, a buyer of any script and the totals; 404 to a stranger', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 1250 });
    const buyer = await createUser(t.db.knex, { firstName: 'Δημήτρης', lastName: 'Παπαδόπουλος' });
    const booked = await book(t.app, t.db.knex, fixture.schedule.id, 2, buyer);
    const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
      method: 'POST',
      headers: booked.headers,
      json: { paymentMethodId: 'pm_card_visa' },
    });
    expect(paid.status).toBe(200);
    const [invoice] = await invoicesOf(booked.body.data.id, booked.headers);
    expect(invoice).toMatchObject({ buyerName: 'Δημήτρης Παπαδόπουλος', total: 25 });

    const text = await pdfOf(`/v1/payments/invoices/${invoice?.id}`, booked.headers);
    expect(text).toContain('Invoice');
    expect(text).toContain(String(invoice?.number));
    expect(text).toContain(fixture.team.name);
    expect(text).toContain('Δημήτρης Παπαδόπουλος');
    expect(text).toContain('2 $12.50 $25.00');
    expect(text).toContain('Total paid $25.00');
    // The old address of a booking's invoice serves the same, numbered document.
    expect(await pdfOf(`/v1/payments/bookings/${booked.body.data.id}/invoice`, booked.headers)).toContain(
      String(invoice?.number),
    );

    const coach = await bearerFor(t.db.knex, fixture.coach);
    expect(await pdfOf(`/v1/payments/invoices/${invoice?.id}`, coach)).toContain(String(invoice?.number));
    const workshopList = await t.app.json<InvoiceList>(
      `/v1/payments/workshops/${fixture.schedule.workshopId}/invoices`,
      { headers: { ...coach, 'X-Team': fixture.team.slug } },
    );
    expect(workshopList.body.data).toMatchObject([{ id: invoice?.id, buyerName: 'Δημήτρης Παπαδόπουλος' }]);
    const mine = await t.app.json<InvoiceList>('/v1/payments/invoices', { headers: booked.headers });
    expect(mine.body.data).toMatchObject([{ id: invoice?.id }]);

    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await t.app.request(`/v1/payments/invoices/${invoice?.id}`, { headers: stranger })).status).toBe(
      404,
    );
    expect(
      (await t.app.request(`/v1/payments/bookings/${booked.body.data.id}/invoices`, { headers: stranger }))
        .status,
    ).toBe(404);
    expect((await t.app.json<InvoiceList>('/v1/payments/invoices', { headers: stranger })).body.data).toEqual(
      [],
    );
  });
});
