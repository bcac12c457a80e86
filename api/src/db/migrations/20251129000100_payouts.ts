import type { Knex } from 'knex';
import { addTenantKey } from '../migration-helpers.ts';

/**
 * Payouts through Stripe Connect (issue 32; docs/decisions/0087-payouts-by-separate-transfers.md):
 * - payouts: one transfer of a coach's due share in one team and currency, made by its job after the run
 *   that decided it committed (PENDING until Stripe has it, then PAID with its transfer).
 * - ledger_entries gains TRANSFER rows (the coach's share of a booking leaving with a payout: payout
 *   negative) and REVERSAL rows (a refund's share taken back from a transfer: payout positive). Neither
 *   is a sale, so both carry gross and fee 0; a booking's payout sum is then what it still owes its coach.
 * - payout_accounts remembers whether Stripe lets the account be paid (account.updated keeps it true) and
 *   how often its coach is paid: at most once a day, a week (the default) or a month.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payouts', (table) => {
    addTenantKey(knex, table);
    table.uuid('coach_id').notNullable().references('id').inTable('users');
    table.text('currency').notNullable();
    table.integer('amount_minor').notNullable();
    table.check('amount_minor > 0', [], 'payouts_amount_check');
    table.text('status').notNullable().defaultTo('PENDING');
    table.check("status in ('PENDING', 'PAID')", [], 'payouts_status_check');
    table.text('stripe_account_id').notNullable();
    table.text('stripe_transfer_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('paid_at', { useTz: true });
    table.index(['tenant_id', 'coach_id', 'created_at']);
  });
  await knex.raw('alter table ledger_entries add column payout_id uuid');
  await knex.raw(
    'alter table ledger_entries add foreign key (tenant_id, payout_id) references payouts (tenant_id, id)',
  );
  await knex.raw('create index ledger_entries_payout_index on ledger_entries (tenant_id, payout_id)');
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_kind_check');
  await knex.raw(
    `alter table ledger_entries add constraint ledger_entries_kind_check
       check (kind in ('CHARGE', 'REFUND', 'OFFLINE', 'TRANSFER', 'REVERSAL'))`,
  );
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_balance_check');
  await knex.raw(
    `alter table ledger_entries add constraint ledger_entries_balance_check check (
       case when kind = 'OFFLINE' then fee_minor = 0 and payout_minor = 0 and gross_minor >= 0
            when kind = 'TRANSFER' then gross_minor = 0 and fee_minor = 0 and payout_minor < 0 and payout_id is not null
            when kind = 'REVERSAL' then gross_minor = 0 and fee_minor = 0 and payout_minor > 0 and payout_id is not null
            else gross_minor = fee_minor + payout_minor end)`,
  );
  await knex.raw('alter table payout_accounts add column payouts_enabled boolean not null default false');
  await knex.raw(
    `alter table payout_accounts add column payout_schedule text not null default 'WEEKLY'
       check (payout_schedule in ('DAILY', 'WEEKLY', 'MONTHLY'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table payout_accounts drop column payout_schedule');
  await knex.raw('alter table payout_accounts drop column payouts_enabled');
  await knex('ledger_entries').whereIn('kind', ['TRANSFER', 'REVERSAL']).delete();
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_balance_check');
  await knex.raw(
    `alter table ledger_entries add constraint ledger_entries_balance_check check (
       case when kind = 'OFFLINE' then fee_minor = 0 and payout_minor = 0 and gross_minor >= 0
            else gross_minor = fee_minor + payout_minor end)`,
  );
  await knex.raw('alter table ledger_entries drop constraint ledger_entries_kind_check');
  await knex.raw(
    "alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('CHARGE', 'REFUND', 'OFFLINE'))",
  );
  await knex.raw('alter table ledger_entries drop column payout_id');
  await knex.schema.dropTable('payouts');
}
