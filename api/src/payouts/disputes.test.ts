import { ADMIN_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book, createSchedule } from '../../test/booking-fixtures.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { outbox } from '../../test/outbox.ts';
import { deliverWebhook, ledgerOf } from '../../test/payment-fixtures.ts';
import { Dispute } from '../models/dispute.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { Payout } from '../models/payout.ts';
import type { User } from '../models/user.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { checkPayoutBalances } from './payout-balance-check.ts';
import { runPayouts } from './payout-run.ts';

const t = useApiTest({ env: { STRIPE_CONNECT: 'true' } });
const DAY_MS = 86_400_000;

async function connect(coach: User) {
  const headers = await bearerFor(t.db.knex, coach);
  const link = await t.app.json<{ data: { url: string } }>('/v1/payments/connect/account-link', {
    method: 'POST',
    headers,
  });
  await fetch(link.body.data.url, { redirect: 'manual' });
  await t.app.json('/v1/payments/connect/account', { headers });
}

/**
 * A one-seat $10 booking paid with Stripe's test card whose charge its cardholder then disputes; its
 * session ended three days ago unless `upcoming`.
 */
async function disputedBooking({ upcoming = false } = {}) {
  const fixture = await createSchedule(t.db.knex, { maxSeats: 5, priceMinor: 1000 });
  await connect(fixture.coach);
  const booked = await book(t.app, t.db.knex, fixture.schedule.id, 1);
  const paid = await t.app.json(`/v1/payments/bookings/${booked.body.data.id}/payment-intent`, {
    method: 'POST',
    headers: booked.headers,
    json: { paymentMethodId: 'pm_card_createDispute' },
  });
  expect(paid.status).toBe(200);
  await t.app.payments.emulator?.idle();
  const end = new Date(Date.now() + (upcoming ? 30 : -3) * DAY_MS);
  await WorkshopSchedule.forTenant(fixture.team.id, t.db.knex)
    .findById(fixture.schedule.id)
    .patch({ startDate: new Date(end.getTime() - 3_600_000), endDate: end });
  const dispute = await Dispute.forTenant(fixture.team.id, t.db.knex).findOne({
    bookingId: booked.body.data.id,
  });
  if (!dispute) throw new Error('the dispute was not recorded');
  return { ...fixture, bookingId: booked.body.data.id, booker: booked.headers, dispute };
}

const balanceOf = async (coachId: string) =>
  (await checkPayoutBalances(t.db.knex)).find((line) => line.coachId === coachId);

/** Closes the dispute at Stripe as its test mode does, and lets its webhook arrive. */
async function closeDispute(id: string, evidence: 'winning_evidence' | 'losing_evidence') {
  await t.app.payments.stripe.disputes.update(id, { evidence: { uncategorized_text: evidence } });
  await t.app.payments.emulator?.idle();
}

describe('disputes of a booking’s charge', () => {
  it('hold the coach’s share; won, it is paid out after all', async () => {
    const { coach, team, bookingId, dispute } = await disputedBooking();
    expect(dispute).toMatchObject({ amountMinor: 1000, status: 'needs_response', reason: 'fraudulent' });
    await runPayouts(t.db.knex, new Date(), 2);
    expect(await Payout.forTenant(team.id, t.db.knex).where({ coachId: coach.id })).toEqual([]);
    expect(await balanceOf(coach.id)).toMatchObject({
      charges: 1000,
      disputes: 1000,
      balance: 0,
      balanced: true,
    });

    await closeDispute(dispute.stripeDisputeId, 'winning_evidence');
    expect(await Dispute.forTenant(team.id, t.db.knex).findById(dispute.id)).toMatchObject({ status: 'won' });
    await runPayouts(t.db.knex, new Date(), 2);
    await t.app.jobs.drain();
    const [payout] = await Payout.forTenant(team.id, t.db.knex).where({ coachId: coach.id });
    expect(payout).toMatchObject({ amountMinor: 900, status: 'PAID' });
    expect((await ledgerOf(t.db.knex, bookingId)).map((entry) => [entry.kind, entry.payout])).toEqual([
      ['CHARGE', 900],
      ['DISPUTE', -900],
      ['DISPUTE_WON', 900],
      ['TRANSFER', -900],
    ]);
    expect(await balanceOf(coach.id)).toMatchObject({
      disputes: 0,
      balance: 0,
      transfers: 900,
      balanced: true,
    });
  });

  it('opened after the payout take the share back from the transfer; lost, it stays taken', async () => {
    const { coach, team, bookingId, dispute } = await disputedBooking();
    // Won first, paid out, then the same charge disputed again is as a dispute after the payout.
    await closeDispute(dispute.stripeDisputeId, 'winning_evidence');
    await runPayouts(t.db.knex, new Date(), 2);
    await t.app.jobs.drain();
    const [payout] = await Payout.forTenant(team.id, t.db.knex).where({ coachId: coach.id });
    expect(payout?.status).toBe('PAID');

    const charge = await LedgerEntry.forTenant(team.id, t.db.knex)
      .findOne({ bookingId, kind: 'CHARGE' })
      .throwIfNotFound();
    const intent = await t.app.payments.stripe.paymentIntents.retrieve(charge.reference);
    const event = {
      id: 'evt_second_dispute',
      object: 'event',
      type: 'charge.dispute.created',
      data: {
        object: {
          id: 'dp_second',
          object: 'dispute',
          amount: 1000,
          currency: 'usd',
          charge: intent.latest_charge,
          payment_intent: intent.id,
          reason: 'product_not_received',
          status: 'needs_response',
        },
      },
    };
    expect((await deliverWebhook(t.app, event)).status).toBe(200);
    await t.app.jobs.drain();
    const transfer = await t.app.payments.stripe.transfers.retrieve(payout?.stripeTransferId ?? '');
    expect(transfer.amount_reversed).toBe(900);
    const lost = { ...event, id: 'evt_second_lost', type: 'charge.dispute.closed' };
    lost.data.object.status = 'lost';
    expect((await deliverWebhook(t.app, lost)).status).toBe(200);
    expect(
      await Dispute.forTenant(team.id, t.db.knex).findOne({ stripeDisputeId: 'dp_second' }),
    ).toMatchObject({
      status: 'lost',
      closedAt: expect.any(Date),
    });
    expect(await balanceOf(coach.id)).toMatchObject({
      charges: 1000,
      disputes: 1000,
      transfers: 0,
      balance: 0,
      balanced: true,
    });
  });

  it('leave nothing to refund while open: a cancellation quotes and plans no refund', async () => {
    const { bookingId, booker, coach, team } = await disputedBooking({ upcoming: true });
    const quote = await t.app.json<{ data: { refund: number } }>(
      `/v1/bookings/${bookingId}/cancellation-quote`,
      {
        headers: booker,
      },
    );
    expect(quote.body.data.refund).toBe(0);
    const coachHeaders = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
    const cancelled = await t.app.json(`/v1/bookings/${bookingId}/cancellations`, {
      method: 'POST',
      headers: coachHeaders,
      json: { cancellationReason: 'The coach is ill', seats: 1 },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await t.app.jobs.drain();
    await t.app.payments.emulator?.idle();
    expect((await ledgerOf(t.db.knex, bookingId)).map((entry) => entry.kind)).toEqual(['CHARGE', 'DISPUTE']);
  });

  it('tell the coach and the super-admins, and the admin area lists them open, then closed', async () => {
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const { coach, bookingId, dispute } = await disputedBooking();
    await t.app.jobs.drain();
    const mails = await outbox(t.app);
    const toCoach = mails.filter((mail) => mail.to === coach.email && /disputed/.test(mail.subject));
    expect(toCoach).toHaveLength(1);
    expect(toCoach[0]?.text).toContain('$10.00 for');
    expect(toCoach[0]?.text).toContain('The reason given: fraudulent.');
    expect(toCoach[0]?.text).toContain('your share of $9.00 is held');
    expect(toCoach[0]?.text).toContain(`/c/bookings/${bookingId}`);
    const toAdmin = mails.filter(
      (mail) => mail.to === admin.email && mail.subject.startsWith('Dispute opened'),
    );
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]?.subject).toContain('$10.00');
    expect(toAdmin[0]?.text).toMatch(/Stripe needs the evidence by .+ UTC/);
    expect(toAdmin[0]?.text).toContain('/admin/disputes');

    const headers = await bearerFor(t.db.knex, admin);
    const open = await t.app.json<{ data: Array<Record<string, unknown>> }>('/v1/admin/disputes?state=open', {
      headers,
    });
    expect(open.status).toBe(200);
    expect(open.body.data.find((row) => row.id === dispute.id)).toMatchObject({
      bookingId,
      status: 'needs_response',
      reason: 'fraudulent',
      amount: 1000,
      currency: 'USD',
      evidenceDueBy: expect.any(String),
      closedAt: null,
      coach: { email: coach.email },
    });
    const refused = await t.app.json('/v1/admin/disputes', { headers: await bearerFor(t.db.knex, coach) });
    expect(refused.status).toBe(403);
    // The bank holds the money while the dispute is open: the platform cannot refund it as well.
    const refund = await t.app.json<{ errors: Record<string, string[]> }>(
      `/v1/admin/bookings/${bookingId}/refunds`,
      {
        method: 'POST',
        headers,
        json: {},
      },
    );
    expect(refund.status).toBe(422);
    expect(refund.body.errors).toEqual({ amount: [ADMIN_MESSAGES.paymentDisputed] });
    expect((await ledgerOf(t.db.knex, bookingId)).map((entry) => entry.kind)).toEqual(['CHARGE', 'DISPUTE']);

    await closeDispute(dispute.stripeDisputeId, 'losing_evidence');
    await t.app.jobs.drain();
    const closedMails = (await outbox(t.app)).filter(
      (mail) => mail.to === coach.email && /^Dispute lost/.test(mail.subject),
    );
    expect(closedMails).toHaveLength(1);
    expect(closedMails[0]?.text).toContain('your share of $9.00 is not paid out');
    const stillOpen = await t.app.json<{ data: Array<{ id: string }> }>('/v1/admin/disputes?state=open', {
      headers,
    });
    expect(stillOpen.body.data.map((row) => row.id)).not.toContain(dispute.id);
    const closed = await t.app.json<{ data: Array<Record<string, unknown>> }>(
      '/v1/admin/disputes?state=closed',
      {
        headers,
      },
    );
    expect(closed.body.data.find((row) => row.id === dispute.id)).toMatchObject({
      status: 'lost',
      closedAt: expect.any(String),
    });
  });
});
