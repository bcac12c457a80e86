import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { AWKWARD, FORMULAS, readCsv, refusal } from '../../../test/csv-fixtures.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { paidBooking } from '../../../test/payment-fixtures.ts';
import { PAGE_SIZE } from '../../db/pages-by-id.ts';
import { Booking } from '../../models/booking.ts';
import { LedgerEntry } from '../../models/ledger-entry.ts';
import { Tenant } from '../../models/tenant.ts';

const t = useApiTest();
const knex = () => t.db.knex;

const superAdmin = async () => bearerFor(knex(), await createUser(knex(), { roles: ['super-admin'] }));

/** A paid booking of 2 seats at 10.00 in a team named `name`. */
async function paidIn(name: string) {
  const paid = await paidBooking(t.app, knex(), 2);
  await Tenant.query(knex()).findById(paid.team.id).patch({ name });
  return paid;
}

it('exports every team’s bookings, with their team and what was paid', async () => {
  const paid = await paidIn('Zoë’s Ångström, "Co"');
  const booker = await createUser(knex(), { firstName: AWKWARD, lastName: 'Ånström' });
  expect((await book(t.app, knex(), paid.schedule.id, 1, booker)).status).toBe(201);
  for (const name of Object.keys(FORMULAS)) await paidIn(name);
  const { header, records } = await readCsv(t.app, '/v1/admin/bookings.csv', await superAdmin());
  expect(header.slice(0, 3)).toEqual(['Team', 'Team ID', 'Booking ID']);
  expect(records).toHaveLength(7);
  expect(records.find((record) => record['Booking ID'] === paid.id)).toMatchObject({
    Team: 'Zoë’s Ångström, "Co"',
    'Team ID': paid.team.id,
    Seats: '2',
    Status: 'CONFIRMED',
    Paid: '20.00',
    Currency: 'USD',
  });
  expect(records.map((record) => record['Booker name'])).toContain(`${AWKWARD} Ånström`);
  const teams = records.map((record) => record.Team);
  for (const written of Object.values(FORMULAS)) expect(teams).toContain(written);
  const total = records.reduce((sum, record) => sum + Number(record.Paid), 0);
  const stored = await Booking.acrossTenants(knex()).sum('amountPaidMinor as paid').first();
  expect(total * 100).toBe(Number((stored as unknown as { paid: string }).paid));
});

it('exports the ledger page by page, a refund negative and the figures the ledger holds', async () => {
  const paid = await paidIn('Ledger team');
  for (const name of Object.keys(FORMULAS)) await paidIn(name);
  const [charge] = await LedgerEntry.forTenant(paid.team.id, knex()).where({ bookingId: paid.id });
  if (!charge) throw new Error('the paid booking has no ledger entry');
  // More rows than a page: the export reads them all, each once.
  const refunds = Array.from({ length: PAGE_SIZE + 7 }, (_, index) => ({
    bookingId: paid.id,
    coachId: charge.coachId,
    workshopId: charge.workshopId,
    kind: 'REFUND' as const,
    reference: `re_csv_${index}`,
    grossMinor: -1250,
    feeMinor: -125,
    payoutMinor: -1125,
    taxMinor: 0,
    currency: 'USD',
  }));
  await LedgerEntry.forTenant(paid.team.id, knex()).insert(refunds);
  const { records } = await readCsv(t.app, '/v1/admin/ledger.csv', await superAdmin());
  const count = await LedgerEntry.acrossTenants(knex()).resultSize();
  expect(records).toHaveLength(count);
  expect(new Set(records.map((record) => record['Entry ID'])).size).toBe(count);
  expect(records.find((record) => record.Reference === 're_csv_0')).toMatchObject({
    Team: 'Ledger team',
    Kind: 'REFUND',
    Gross: '-12.50',
    'Platform fee': '-1.25',
    Payout: '-11.25',
    Tax: '0.00',
    Currency: 'USD',
  });
  const chargeRow = records.find((record) => record['Entry ID'] === charge.id);
  expect(chargeRow).toMatchObject({ Kind: 'CHARGE', Gross: '20.00', 'Booking ID': paid.id });
  expect(chargeRow?.['Created at (UTC)']).toBe(charge.createdAt.toISOString());
  const teams = records.map((record) => record.Team);
  for (const written of Object.values(FORMULAS)) expect(teams).toContain(written);
});

it('is for super-admins: a coach gets 403, a guest 401', async () => {
  const { coach, team } = await createSchedule(knex(), { maxSeats: 1 });
  const headers = { ...(await bearerFor(knex(), coach)), 'X-Team': team.slug };
  for (const path of ['/v1/admin/bookings.csv', '/v1/admin/ledger.csv']) {
    expect(await refusal(t.app, path, headers)).toBe(403);
    expect(await refusal(t.app, path, {})).toBe(401);
  }
});
