import type { PriceBreakdownResource, TaxRegistrationResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { address, book, createSchedule, type ScheduleFixture } from '../../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo } from '../../../test/outbox.ts';
import { ledgerOf } from '../../../test/payment-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { waitlistFixtures } from '../../../test/waitlist-fixtures.ts';
import { Invoice } from '../../models/invoice.ts';
import { Workshop } from '../../models/workshop.ts';

const t = useApiTest();
const waitlist = waitlistFixtures(t);

type Priced = { data: { id: string; priceBreakdown: PriceBreakdownResource } };
type Errors = { errors: Record<string, string[]> };

/** A team registered in Germany (19 %, 20 % for French consumers), prices without VAT. */
const GERMAN: TaxRegistrationResource = {
  country: 'DE',
  taxId: 'DE811907980',
  pricesIncludeTax: false,
  defaultRate: 19,
  rates: [{ country: 'FR', ratePercent: 20 }],
};

/** A $100 workshop of a team registered as `registration`, set by the team's owner. */
async function taxedWorkshop(registration = GERMAN): Promise<ScheduleFixture> {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 20, priceMinor: 10_000 });
  const owner = await createUser(t.db.knex, { tenants: [{ tenant: fixture.team, role: 'owner' }] });
  const put = await t.app.json('/v1/t/tax-registration', {
    method: 'PUT',
    headers: { ...(await bearerFor(t.db.knex, owner)), 'X-Team': fixture.team.slug },
    json: registration,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return fixture;
}

const buy = async (fixture: ScheduleFixture, seats: number, buyer: Record<string, unknown>) => {
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, seats, undefined, {
    address: { ...address, ...buyer },
  });
  return { ...booked, price: (booked.body as unknown as Partial<Priced>).data?.priceBreakdown };
};

async function pay(booked: { body: { data: { id: string } }; headers: Record<string, string> }) {
  const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

async function invoiceText(bookingId: string, headers: Record<string, string>, kind = 'INVOICE') {
  const invoice = await Invoice.acrossTenants(t.db.knex).findOne({ bookingId, kind });
  const res = await t.app.request(`/v1/payments/invoices/${invoice?.id}`, { headers });
  return (await pdfText(await res.arrayBuffer())).replace(/\s+/g, ' ');
}

describe('taxes', () => {
  it('charges a domestic consumer VAT on top, takes the fee from the net and prints both parties’ details', async () => {
    const fixture = await taxedWorkshop();
    const booked = await buy(fixture, 2, { country: 'DE' });
    expect(booked.price).toMatchObject({
      subtotal: 200,
      taxes: [{ label: 'VAT', ratePercent: 19, included: false, amount: 38 }],
      total: 238,
    });
    await pay(booked);
    // The fee (10 %) is on the $200 net; the payout carries the $38 of VAT to the team.
    expect(await ledgerOf(t.db.knex, booked.body.data.id)).toEqual([
      { kind: 'CHARGE', gross: 23_800, fee: 2_000, payout: 21_800 },
    ]);
    // The receipt tells the tax apart.
    await t.app.jobs.drain();
    const receipt = await lastMailTo(t.app, booked.user.email);
    expect(receipt.subject).toBe('Booking confirmed: Prompt engineering');
    expect(receipt.text).toContain('VAT (19%): $38.00');
    expect(receipt.text).toContain('Total: $238.00');
    const text = await invoiceText(booked.body.data.id, booked.headers);
    expect(text).toContain('Tax ID DE811907980');
    expect(text).toContain('VAT (19%) $38.00');
    expect(text).toContain('Total paid $238.00');
  });

  it('reverse-charges an EU business of another state, and tells a VAT ID not in its format', async () => {
    const fixture = await taxedWorkshop();
    const wrong = await buy(fixture, 1, { country: 'FR', companyName: 'Société Générale', vatId: 'FR123' });
    expect([wrong.status, (wrong.body as unknown as Errors).errors]).toEqual([
      422,
      { 'address.vatId': ['This VAT ID is not in the format of its country.'] },
    ]);
    const consumer = await buy(fixture, 1, { country: 'FR' });
    expect(consumer.price).toMatchObject({ taxes: [{ ratePercent: 20, amount: 20 }], total: 120 });
    const business = await buy(fixture, 1, {
      country: 'FR',
      companyName: 'Société Générale',
      vatId: 'FR40303265045',
    });
    expect(business.price).toMatchObject({
      taxes: [{ label: 'Reverse charge', ratePercent: 0, amount: 0 }],
      total: 100,
    });
    await pay(business);
    const text = await invoiceText(business.body.data.id, business.headers);
    expect(text).toContain('Société Générale');
    expect(text).toContain('VAT ID FR40303265045');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
  });

  it('charges no VAT to a buyer outside the EU, and a buyer abroad pays the net of a price that includes VAT', async () => {
    const fixture = await taxedWorkshop();
    const american = await buy(fixture, 1, { country: 'US', state: 'NY' });
    expect(american.price).toMatchObject({
      taxes: [{ label: 'VAT not charged (outside the EU)', ratePercent: 0, amount: 0 }],
      total: 100,
    });
    const inclusive = await taxedWorkshop({ ...GERMAN, pricesIncludeTax: true });
    expect((await buy(inclusive, 1, { country: 'DE' })).price).toMatchObject({
      taxes: [{ ratePercent: 19, included: true, amount: 15.97 }],
      total: 100,
    });
    expect((await buy(inclusive, 1, { country: 'US', state: 'NY' })).price).toMatchObject({
      adjustments: [{ label: 'VAT not charged', amount: -15.97 }],
      total: 84.03,
    });
  });

  it('gives tax back in proportion on a partial refund, in the ledger and the credit note', async () => {
    const fixture = await taxedWorkshop();
    const booked = await buy(fixture, 2, { country: 'DE' });
    await pay(booked);
    const cancelled = await t.app.json(`/v1/bookings/${booked.body.data.id}/cancellations`, {
      method: 'POST',
      headers: booked.headers,
      json: { seats: 1, cancellationReason: 'One of us cannot come' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const ledger = await t.db
      .knex('ledger_entries')
      .where({ booking_id: booked.body.data.id })
      .orderBy('created_at')
      .select('kind', 'gross_minor', 'tax_minor', 'fee_minor');
    expect(ledger).toEqual([
      { kind: 'CHARGE', grossMinor: 23_800, taxMinor: 3_800, feeMinor: 2_000 },
      { kind: 'REFUND', grossMinor: -11_900, taxMinor: -1_900, feeMinor: -1_000 },
    ]);
    const credit = await invoiceText(booked.body.data.id, booked.headers, 'CREDIT_NOTE');
    expect(credit).toContain('VAT (19%) -$19.00');
    expect(credit).toContain('Total refunded -$119.00');
  });

  it('prices the tax of a waitlist offer by the address given when it is claimed', async () => {
    const fixture = await taxedWorkshop();
    await Workshop.forTenant(fixture.team.id, t.db.knex)
      .findById(fixture.schedule.workshopId)
      .patch({ maxSeats: 1 });
    const first = await buy(fixture, 1, { country: 'DE' });
    const waiting = await waitlist.join(fixture.schedule.id, 1);
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(201);
    await waitlist.freeSeats(first);
    await waitlist.runOffers();
    const claimed = await t.app.json<Priced>(`/v1/waitlist-entries/${waiting.body.data.id}/claim`, {
      method: 'POST',
      headers: waiting.headers,
      json: { address: { ...address, country: 'FR' } },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.data.priceBreakdown).toMatchObject({
      taxes: [{ ratePercent: 20, amount: 20 }],
      total: 120,
    });
  });

  it('lets owners and admins register the team, each wrong field told', async () => {
    const fixture = await createSchedule(t.db.knex, { maxSeats: 2 });
    const coach = { ...(await bearerFor(t.db.knex, fixture.coach)), 'X-Team': fixture.team.slug };
    const read = await t.app.json<{ data: TaxRegistrationResource }>('/v1/t/tax-registration', {
      headers: coach,
    });
    expect(read.body.data).toEqual({
      country: null,
      taxId: null,
      pricesIncludeTax: false,
      defaultRate: null,
      rates: [],
    });
    expect(
      (await t.app.json('/v1/t/tax-registration', { method: 'PUT', headers: coach, json: GERMAN })).status,
    ).toBe(403);
    const owner = await createUser(t.db.knex, { tenants: [{ tenant: fixture.team, role: 'owner' }] });
    const wrong = await t.app.json<Errors>('/v1/t/tax-registration', {
      method: 'PUT',
      headers: { ...(await bearerFor(t.db.knex, owner)), 'X-Team': fixture.team.slug },
      json: { ...GERMAN, country: null },
    });
    expect(wrong.body.errors).toEqual({
      taxId: ['Give the country you are registered in before a tax ID.'],
      defaultRate: ['Give the country you are registered in before its rates.'],
    });
  });
});
