import type { CoachPayoutBalance } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createUser } from '../../test/identity-fixtures.ts';
import { outbox } from '../../test/outbox.ts';
import { deliverWebhook, ledgerOf, paidBooking } from '../../test/payment-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { Payout } from '../models/payout.ts';
import type { User } from '../models/user.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { checkPayoutBalances } from './payout-balance-check.ts';
import { runPayouts } from './payout-run.ts';

const CONNECT_SECRET = 'whsec_connect_endpoint';
const t = useApiTest({ env: { STRIPE_CONNECT: 'true', STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET } });
const HOLD_DAYS = 2;
const DAY_MS = 86_400_000;

/** The coach connects a Stripe account and finishes the emulator's onboarding. */
async function connect(coach: User): Promise<string> {
  const headers = await bearerFor(t.db.knex, coach);
  const link = await t.app.json<{ data: { url: string } }>('/v1/payments/connect/account-link', {
    method: 'POST',
    headers,
  });
  expect(link.status).toBe(200);
  await fetch(link.body.data.url, { redirect: 'manual' });
  const account = await t.app.json<{ data: { payoutsEnabled: boolean } }>('/v1/payments/connect/account', {
    headers,
  });
  expect(account.body.data.payoutsEnabled).toBe(true);
  const [row] = await t.db.knex('payout_accounts').where({ userId: coach.id });
  return row.stripeAccountId as string;
}

/** Moves the booking's session so that it ended `daysAgo` days ago. */
async function sessionEnded(tenantId: string, scheduleId: string, daysAgo: number) {
  const end = new Date(Date.now() - daysAgo * DAY_MS);
  await WorkshopSchedule.forTenant(tenantId, t.db.knex)
    .findById(scheduleId)
    .patch({ startDate: new Date(end.getTime() - 3_600_000), endDate: end });
}

/** A coach's line of the payout ledger check (throws when the coach has none). */
async function balanceOf(coachId: string): Promise<CoachPayoutBalance> {
  const line = (await checkPayoutBalances(t.db.knex)).find((row) => row.coachId === coachId);
  if (!line) throw new Error('no ledger for the coach');
  return line;
}

/** A two-seat booking at $10 a seat, paid by card, whose session ended three days ago, its coach connected. */
async function pastPaidBooking() {
  const paid = await paidBooking(t.app, t.db.knex, 2);
  const accountId = await connect(paid.coach);
  await sessionEnded(paid.team.id, paid.schedule.id, 3);
  return { ...paid, accountId };
}

describe('payouts to coaches through Stripe Connect', () => {
  it("pays a finished session's share to its coach exactly once, however many runs start at once", async () => {
    const { id, coach, team, accountId } = await pastPaidBooking();
    const runs = await Promise.all([0, 1, 2].map(() => runPayouts(t.db.knex, new Date(), HOLD_DAYS)));
    const decided = runs.flat().filter((payout) => payout.coachId === coach.id);
    expect(decided).toHaveLength(1);
    await t.app.jobs.drain();

    const payouts = await Payout.forTenant(team.id, t.db.knex).where({ coachId: coach.id });
    expect(payouts).toEqual([
      expect.objectContaining({
        amountMinor: 1800,
        currency: 'USD',
        status: 'PAID',
        stripeAccountId: accountId,
      }),
    ]);
    const transfer = await t.app.payments.stripe.transfers.retrieve(payouts[0]?.stripeTransferId ?? '');
    expect(transfer).toMatchObject({ amount: 1800, currency: 'usd', destination: accountId });
    expect((await ledgerOf(t.db.knex, id)).map((entry) => [entry.kind, entry.payout])).toEqual([
      ['CHARGE', 1800],
      ['TRANSFER', -1800],
    ]);
    expect(await balanceOf(coach.id)).toMatchObject({
      charges: 2000,
      fees: 200,
      transfers: 1800,
      balance: 0,
      payoutsSent: 1800,
      balanced: true,
    });
    // A later run finds nothing owed.
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    expect(await Payout.forTenant(team.id, t.db.knex).where({ coachId: coach.id })).toHaveLength(1);
    // The coach hears of it once, by mail and in the bell.
    await t.app.jobs.drain();
    const told = (await outbox(t.app)).filter(
      (mail) => mail.to === coach.email && mail.subject.startsWith('Payout'),
    );
    expect(told.map((mail) => mail.subject)).toEqual(['Payout sent: $18.00']);
    const bell = await t.app.json<{ data: Array<{ kind: string; url: string }> }>('/v1/user/notifications', {
      headers: await bearerFor(t.db.knex, coach),
    });
    expect(bell.body.data.filter((entry) => entry.kind === 'payout')).toMatchObject([
      { kind: 'payout', url: '/c/account/payouts' },
    ]);

    // The admin overview's month (this booking's money moved into an otherwise empty one) shows it paid.
    await t.db
      .knex('ledger_entries')
      .where({ bookingId: id })
      .update({ createdAt: new Date('2019-05-10') });
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const overview = await t.app.json<{ data: { months: Array<Record<string, unknown>> } }>(
      '/v1/admin/overview?from=2019-05&to=2019-05',
      { headers: admin },
    );
    expect(overview.body.data.months[0]).toMatchObject({ sales: 2000, payoutsOwed: 1800, payoutsPaid: 1800 });
  });

  // Two runs at once (every replica runs one) must decide one payout: the coach's account row lock
  // serialises them, and the second reads the shares again after the first committed. A side transaction
  // holding the payouts table makes both runs wait at the same point, so a missing lock shows every time.
  // Proven on the PostgreSQL server only (PGlite has one connection: nothing runs at once).
  it.runIf(process.env.DATABASE_URL)('decides one payout when two runs meet at the same coach', async () => {
    const { coach, team } = await pastPaidBooking();
    const gate = await t.db.knex.transaction();
    await gate.raw('lock table payouts in exclusive mode');
    const runs = [0, 1].map(() => runPayouts(t.db.knex, new Date(), HOLD_DAYS));
    await expect
      .poll(async () => {
        const waiting = await t.db.knex.raw(
          "select count(*)::integer as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        return waiting.rows[0].n as number;
      })
      .toBe(2);
    await gate.commit();
    await Promise.all(runs);
    const payouts = await Payout.forTenant(team.id, t.db.knex).where({ coachId: coach.id });
    expect(payouts.map((payout) => payout.amountMinor)).toEqual([1800]);
    expect(await balanceOf(coach.id)).toMatchObject({ balance: 0, transfers: 1800, balanced: true });
  });

  it('waits for the hold after the session, and for the coach to connect an account that can be paid', async () => {
    const paid = await paidBooking(t.app, t.db.knex, 1);
    await sessionEnded(paid.team.id, paid.schedule.id, 1);
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    expect(await Payout.forTenant(paid.team.id, t.db.knex)).toEqual([]);
    // Past the hold but not connected: the balance stays owed.
    await sessionEnded(paid.team.id, paid.schedule.id, 3);
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    expect(await Payout.forTenant(paid.team.id, t.db.knex)).toEqual([]);
    expect(await balanceOf(paid.coach.id)).toMatchObject({ balance: 900, transfers: 0, balanced: true });
    await connect(paid.coach);
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    expect(await Payout.forTenant(paid.team.id, t.db.knex)).toHaveLength(1);
  });

  it("takes a refund's share back from the coach's transfer, once, and the ledger still balances", async () => {
    const { id, coach, team } = await pastPaidBooking();
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    await t.app.jobs.drain();
    const [payout] = await Payout.forTenant(team.id, t.db.knex).where({ coachId: coach.id });

    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const refund = (amount?: number) =>
      t.app.json(`/v1/admin/bookings/${id}/refunds`, {
        method: 'POST',
        headers: admin,
        json: amount === undefined ? {} : { amount },
      });
    expect((await refund(500)).status).toBe(200);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    // $5 back to the client: the coach's share of it ($4.50) comes back from their transfer.
    const transfer = await t.app.payments.stripe.transfers.retrieve(payout?.stripeTransferId ?? '');
    expect(transfer.amount_reversed).toBe(450);
    expect(await balanceOf(coach.id)).toMatchObject({
      charges: 2000,
      refunds: 500,
      fees: 150,
      transfers: 1350,
      balance: 0,
      payoutsSent: 1350,
      balanced: true,
    });

    expect((await refund()).status).toBe(200);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect((await t.app.payments.stripe.transfers.retrieve(transfer.id)).amount_reversed).toBe(1800);
    expect((await ledgerOf(t.db.knex, id)).map((entry) => [entry.kind, entry.payout])).toEqual([
      ['CHARGE', 1800],
      ['TRANSFER', -1800],
      ['REFUND', -450],
      ['REVERSAL', 450],
      ['REFUND', -1350],
      ['REVERSAL', 1350],
    ]);
    expect(await balanceOf(coach.id)).toMatchObject({ transfers: 0, balance: 0, balanced: true });
  });

  it('pays a coach at most once a week by default: a second due booking waits for the next week', async () => {
    const first = await pastPaidBooking();
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    const fixture = { schedule: first.schedule, team: first.team, coach: first.coach };
    await WorkshopSchedule.forTenant(first.team.id, t.db.knex)
      .findById(first.schedule.id)
      .patch({
        startDate: new Date(Date.now() + DAY_MS),
        endDate: new Date(Date.now() + DAY_MS + 3_600_000),
      });
    await paidBooking(t.app, t.db.knex, 1, fixture);
    await sessionEnded(first.team.id, first.schedule.id, 3);
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    expect(await Payout.forTenant(first.team.id, t.db.knex)).toHaveLength(1);
    await runPayouts(t.db.knex, new Date(Date.now() + 8 * DAY_MS), HOLD_DAYS);
    const payouts = await Payout.forTenant(first.team.id, t.db.knex).orderBy('createdAt');
    expect(payouts.map((payout) => payout.amountMinor)).toEqual([1800, 900]);
  });

  it('shows the check and runs the payouts for super-admins only', async () => {
    await pastPaidBooking();
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const check = await t.app.json<{ data: { balanced: boolean; coaches: unknown[] } }>(
      '/v1/payout-ledger/check',
      { headers: admin },
    );
    expect(check.status).toBe(200);
    expect(check.body.data.balanced).toBe(true);
    expect(check.body.data.coaches.length).toBeGreaterThan(0);
    const coach = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['coach'] }));
    expect((await t.app.request('/v1/payout-ledger/check', { headers: coach })).status).toBe(403);
    // A super-admin may run the payouts at once, here as of a moment the test chooses.
    const run = (headers: Record<string, string>, at: Date) =>
      t.app.json<{ data: { payouts: number } }>('/v1/admin/payout-runs', {
        method: 'POST',
        headers,
        json: { at: at.toISOString() },
      });
    expect((await run(coach, new Date())).status).toBe(403);
    expect((await run(admin, new Date(Date.now() - 2 * DAY_MS))).body.data.payouts).toBe(0);
    expect((await run(admin, new Date())).body.data.payouts).toBeGreaterThanOrEqual(1);
  });

  it('shows the coach their balance, each payout with its bookings and statement, and lets them pick a schedule', async () => {
    const paid = await paidBooking(t.app, t.db.knex, 2);
    await connect(paid.coach);
    const headers = { ...(await bearerFor(t.db.knex, paid.coach)), 'X-Team': paid.team.slug };
    await sessionEnded(paid.team.id, paid.schedule.id, 1);
    type Balance = {
      currency: string;
      available: number;
      pending: Array<{ amount: number; dueAt: string }>;
      paidOut: number;
    };
    const balance = async () =>
      (await t.app.json<{ data: Balance[] }>('/v1/payments/payout-balance', { headers })).body.data;
    // The session ended a day ago: its share waits one more day for the hold.
    const [waiting] = await balance();
    expect(waiting).toMatchObject({ currency: 'USD', available: 0, paidOut: 0, pending: [{ amount: 18 }] });
    const dueIn = Date.parse(waiting?.pending[0]?.dueAt ?? '') - Date.now();
    expect(dueIn).toBeGreaterThan(0.9 * DAY_MS);
    expect(dueIn).toBeLessThan(1.1 * DAY_MS);

    await sessionEnded(paid.team.id, paid.schedule.id, 3);
    expect(await balance()).toEqual([{ currency: 'USD', available: 18, pending: [], paidOut: 0 }]);
    await runPayouts(t.db.knex, new Date(), HOLD_DAYS);
    await t.app.jobs.drain();
    expect(await balance()).toEqual([{ currency: 'USD', available: 0, pending: [], paidOut: 18 }]);

    const list = await t.app.json<{ data: Array<{ id: string }> }>('/v1/payments/transfers', { headers });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        status: 'PAID',
        amount: 18,
        currency: 'USD',
        bookings: [{ bookingId: paid.id, workshopTitle: 'Prompt engineering', amount: 18 }],
      }),
    ]);
    const statement = await t.app.request(`/v1/payments/transfers/${list.body.data[0]?.id}/statement`, {
      headers,
    });
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await statement.arrayBuffer());
    expect(text).toContain('Payout statement');
    expect(text).toContain('Prompt engineering');
    expect(text).toContain('$18.00');

    const daily = await t.app.json<{ data: { payoutSchedule: string } }>('/v1/payments/connect/account', {
      method: 'PATCH',
      headers,
      json: { payoutSchedule: 'DAILY' },
    });
    expect(daily.body.data.payoutSchedule).toBe('DAILY');
    const stranger = await createUser(t.db.knex, { roles: ['coach'] });
    const refused = await t.app.json<{ errors: Record<string, string[]> }>('/v1/payments/connect/account', {
      method: 'PATCH',
      headers: await bearerFor(t.db.knex, stranger),
      json: { payoutSchedule: 'DAILY' },
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { payoutSchedule: ['Connect a payout account first.'] } },
    });
  });

  it("takes connected accounts' events signed by the Connect endpoint's secret, and no forged one", async () => {
    const coach = await createUser(t.db.knex, { roles: ['coach'] });
    const accountId = await connect(coach);
    const restricted = (id: string) => ({
      id,
      object: 'event',
      type: 'account.updated',
      account: accountId,
      data: { object: { id: accountId, object: 'account', payouts_enabled: false } },
    });
    const enabled = async () =>
      (await t.db.knex('payout_accounts').where({ userId: coach.id }).first()).payoutsEnabled as boolean;

    expect((await deliverWebhook(t.app, restricted('evt_forged_account'), 'whsec_someone_else')).status).toBe(
      400,
    );
    expect(await enabled()).toBe(true);
    expect((await deliverWebhook(t.app, restricted('evt_connect_account'), CONNECT_SECRET)).status).toBe(200);
    expect(await enabled()).toBe(false);
  });
});
