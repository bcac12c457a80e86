import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../test/identity-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { migrateLatest, migratorConfig } from './migrate.ts';

const MIGRATION = '20250820000000_prices_in_currency_minor_units.ts';

/**
 * The migration that moved prices from hundredths of every currency to each currency's own minor units, on
 * rows written before it (this run's database kind: PGlite, or the PostgreSQL server of DATABASE_URL).
 */
describe(MIGRATION, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it('scales JPY and KWD prices of templates, workshops and bookings once, leaving USD and money moved', async () => {
    const { knex } = db;
    await knex.migrate.down({ ...migratorConfig, name: MIGRATION });
    const tenant = await createTenant(knex);
    const coach = await createUser(knex, { roles: ['coach'], tenants: [tenant] });
    // As the old code stored them: 1000 JPY, 1.5 KWD and 49.99 USD all in hundredths.
    const prices = { JPY: 100_000, KWD: 150, USD: 4999 } as const;
    for (const [currency, priceMinor] of Object.entries(prices)) {
      const keys = { tenant_id: tenant.id, currency, price_minor: priceMinor };
      await knex('workshop_templates').insert({ ...keys, title: currency, slug: `t-${currency}` });
      const [workshop] = await knex('workshops')
        .insert({ ...keys, coach_id: coach.id, title: currency, slug: `w-${currency}`, max_seats: 5 })
        .returning('id');
      const [schedule] = await knex('workshop_schedules')
        .insert({
          tenant_id: tenant.id,
          workshop_id: workshop.id,
          coach_id: coach.id,
          start_date: new Date(),
          end_date: new Date(Date.now() + 3_600_000),
        })
        .returning('id');
      await knex('bookings').insert({
        ...keys,
        user_id: coach.id,
        workshop_schedule_id: schedule.id,
        seats: 1,
        status: 'CONFIRMED',
        amount_paid_minor: priceMinor,
        address: JSON.stringify({}),
        // A column of a later migration, which stays applied.
        price_terms: JSON.stringify({ feePercent: 10 }),
      });
    }

    expect(await migrateLatest(knex)).toEqual([MIGRATION]);
    expect(await migrateLatest(knex)).toEqual([]);

    const expected = { JPY: 1000, KWD: 1500, USD: 4999 };
    for (const table of ['workshop_templates', 'workshops', 'bookings']) {
      const rows = await knex(table).where('tenant_id', tenant.id).select('currency', 'price_minor');
      expect(Object.fromEntries(rows.map((row) => [row.currency, row.priceMinor])), table).toEqual(expected);
    }
    // What Stripe charged is what it charged: paid amounts stay as they were.
    const paid = await knex('bookings').where('tenant_id', tenant.id).select('currency', 'amount_paid_minor');
    expect(Object.fromEntries(paid.map((row) => [row.currency, row.amountPaidMinor]))).toEqual(prices);
  });
});
