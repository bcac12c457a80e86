import { currenciesNotInHundredths } from '@exceed/contract';
import type { Knex } from 'knex';

/** The tables whose price_minor was written from a price the API was given, with the row's currency. */
const PRICED_TABLES = ['workshop_templates', 'workshops', 'bookings'] as const;

/**
 * Prices in minor units of their own currency (issue 19, DESIGN.md "Money and seats"). Until now every price
 * was stored in hundredths whatever its currency (1000 JPY as 100000, 1.5 KWD as 150); the prices of
 * templates, workshops and bookings (each booking keeps its unit price) in a currency whose minor unit is
 * not a hundredth are brought to it: JPY divided by 100, KWD multiplied by 10. USD, EUR and every other
 * two-digit currency are already right and are not touched.
 *
 * What Stripe moved is not rewritten: amounts paid and refunded and the ledger hold Stripe's own amounts,
 * which Stripe always read in the currency's minor units (a JPY booking priced 1000 was charged 100000 yen),
 * so they already say what was charged. Intents made before this change but not paid no longer match the
 * booking's amount: paying re-prices them, and a late payment of one is refunded as any mismatch is.
 *
 * Runs once on PostgreSQL and PGlite alike: knex records it in knex_migrations, inside the transaction of the
 * run and under its migration lock, so a second start (or a second process starting at once) never scales a
 * price twice.
 */
export async function up(knex: Knex): Promise<void> {
  await scalePrices(knex, (digits) => 10 ** (digits - 2));
}

export async function down(knex: Knex): Promise<void> {
  await scalePrices(knex, (digits) => 10 ** (2 - digits));
}

/** Multiplies price_minor of rows in each currency not in hundredths by factor(its digits), rounded. */
async function scalePrices(knex: Knex, factor: (digits: number) => number): Promise<void> {
  const currencies = currenciesNotInHundredths();
  const cases = currencies.map(([code, digits]) => `when '${code}' then ${factor(digits)}`).join(' ');
  const codes = currencies.map(([code]) => code);
  for (const table of PRICED_TABLES) {
    await knex.raw(
      `update ?? set price_minor = round(price_minor * case upper(currency) ${cases} end)
       where upper(currency) in (${codes.map(() => '?').join(', ')})`,
      [table, ...codes],
    );
  }
}
