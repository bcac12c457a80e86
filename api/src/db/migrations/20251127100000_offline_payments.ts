import type { Knex } from 'knex';

/**
 * A booking its coach confirmed as paid outside Exceed (cash, a bank transfer, an invoice) keeps that
 * payment in the ledger as an OFFLINE entry, so its amount paid and the ledger agree. The money never
 * passed through Exceed: the platform took no fee from it and owes no payout for it, so an OFFLINE entry
 * carries its gross with fee and payout 0; the balance (gross = fee + payout) stays the rule of the money
 * that did (docs/decisions/0074-confirming-without-payment-is-recorded.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_kind_check');
  await knex.raw(
    "alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('CHARGE', 'REFUND', 'OFFLINE'))",
  );
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_balance_check');
  await knex.raw(
    `alter table ledger_entries add constraint ledger_entries_balance_check check (
       case when kind = 'OFFLINE' then fee_minor = 0 and payout_minor = 0 and gross_minor >= 0
            else gross_minor = fee_minor + payout_minor end)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('ledger_entries').where('kind', 'OFFLINE').delete();
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_balance_check');
  await knex.raw(
    'alter table ledger_entries add constraint ledger_entries_balance_check check (gross_minor = fee_minor + payout_minor)',
  );
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_kind_check');
  await knex.raw(
    "alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('CHARGE', 'REFUND'))",
  );
}
