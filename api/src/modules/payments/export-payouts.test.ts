import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { createSchedule } from '../../../test/booking-fixtures.ts';
import { FORMULAS, readCsv, refusal } from '../../../test/csv-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { paidBooking } from '../../../test/payment-fixtures.ts';
import { LedgerEntry } from '../../models/ledger-entry.ts';
import { Payout } from '../../models/payout.ts';
import { Workshop } from '../../models/workshop.ts';

const t = useApiTest();
const knex = () => t.db.knex;
const PATH = '/v1/payments/transfers.csv';

it('answers each of the coach’s payouts with the bookings it paid, as the ledger moved them', async () => {
  const fixture = await createSchedule(knex(), { maxSeats: 10, priceMinor: 1000 });
  const { team, coach } = fixture;
  const paid = await paidBooking(t.app, knex(), 2, fixture);
  const [charge] = await LedgerEntry.forTenant(team.id, knex()).where({ bookingId: paid.id, kind: 'CHARGE' });
  const payout = await Payout.forTenant(team.id, knex()).insertAndFetch({
    coachId: coach.id,
    currency: 'USD',
    amountMinor: charge?.payoutMinor ?? 0,
    status: 'PAID',
    stripeAccountId: 'acct_csv',
    stripeTransferId: 'tr_csv',
    paidAt: new Date(),
  });
  const transfer = (workshopId: string, bookingId: string, minor: number) => ({
    bookingId,
    coachId: coach.id,
    workshopId,
    kind: 'TRANSFER' as const,
    reference: `tr_csv_${workshopId}`,
    grossMinor: 0,
    feeMinor: 0,
    taxMinor: 0,
    payoutMinor: -minor,
    currency: 'USD',
    payoutId: payout.id,
  });
  await LedgerEntry.forTenant(team.id, knex()).insert(
    transfer(fixture.schedule.workshopId, paid.id, charge?.payoutMinor ?? 0),
  );
  // Workshops a coach names themselves, with titles a spreadsheet would run: each line shows its title.
  for (const [index, title] of Object.keys(FORMULAS).entries()) {
    const workshop = await Workshop.forTenant(team.id, knex()).insert({
      coachId: coach.id,
      title,
      slug: `formula-${index}`,
      priceMinor: 100,
      maxSeats: 1,
      status: 'DRAFT',
    });
    await LedgerEntry.forTenant(team.id, knex()).insert(transfer(workshop.id, paid.id, 100));
  }
  const headers = { ...(await bearerFor(knex(), coach)), 'X-Team': team.slug };
  const { header, records } = await readCsv(t.app, PATH, headers);
  expect(header).toContain('Booking amount');
  expect(records).toHaveLength(6);
  const line = records.find((record) => record.Workshop === 'Prompt engineering');
  const amount = ((charge?.payoutMinor ?? 0) / 100).toFixed(2);
  expect(line).toMatchObject({
    'Payout ID': payout.id,
    'Booking ID': paid.id,
    'Payout status': 'PAID',
    'Payout amount': amount,
    'Booking amount': amount,
    Workshop: 'Prompt engineering',
    Currency: 'USD',
    'Paid at (UTC)': payout.paidAt?.toISOString(),
  });
  const titles = records.map((record) => record.Workshop);
  for (const written of Object.values(FORMULAS)) expect(titles).toContain(written);
});

it('is for coaches of the team: another member gets 403, a guest 401; another coach sees none of these', async () => {
  const { team } = await createSchedule(knex(), { maxSeats: 1 });
  const member = await createUser(knex(), { tenants: [team] });
  const coach = await createUser(knex(), { tenants: [team], roles: ['coach'] });
  expect(await refusal(t.app, PATH, { ...(await bearerFor(knex(), member)), 'X-Team': team.slug })).toBe(403);
  expect(await refusal(t.app, PATH, { 'X-Team': team.slug })).toBe(401);
  expect(
    (await readCsv(t.app, PATH, { ...(await bearerFor(knex(), coach)), 'X-Team': team.slug })).rows,
  ).toEqual([]);
});
