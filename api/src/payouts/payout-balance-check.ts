import type { CoachPayoutBalance } from '@exceed/contract';
import type { Knex } from 'knex';

interface Row {
  tenantId: string;
  coachId: string;
  currency: string;
  charges: number;
  refunds: number;
  disputes: number;
  fees: number;
  transfers: number;
  balance: number;
  payoutsSent: number;
}

/**
 * Every coach's money per team and currency (issue 32): by the ledger, charges − refunds − disputes (held
 * or lost) − fees − transfers = balance, where transfers are what payouts took less what reversals gave back; and those
 * transfers equal the payouts' own amounts less the reversals, so no payout row and its ledger rows
 * disagree. Two grouped queries, never a loop over rows. Answers one line per coach, team and currency.
 */
export async function checkPayoutBalances(knex: Knex): Promise<CoachPayoutBalance[]> {
  const result = await knex.raw(
    `with money as (
       select tenant_id, coach_id, currency,
              coalesce(sum(gross_minor) filter (where kind = 'CHARGE'), 0) as charges,
              coalesce(-sum(gross_minor) filter (where kind = 'REFUND'), 0) as refunds,
              coalesce(-sum(gross_minor) filter (where kind in ('DISPUTE', 'DISPUTE_WON')), 0) as disputes,
              coalesce(sum(fee_minor) filter (where kind not in ('OFFLINE', 'TRANSFER', 'REVERSAL')), 0) as fees,
              coalesce(-sum(payout_minor) filter (where kind in ('TRANSFER', 'REVERSAL')), 0) as transfers,
              coalesce(sum(payout_minor) filter (where kind <> 'OFFLINE'), 0) as balance,
              coalesce(sum(payout_minor) filter (where kind = 'REVERSAL'), 0) as reversed
         from ledger_entries group by 1, 2, 3),
     sent as (
       select tenant_id, coach_id, currency, sum(amount_minor) as amount from payouts group by 1, 2, 3)
     select m.tenant_id as "tenantId", m.coach_id as "coachId", m.currency,
            m.charges::integer, m.refunds::integer, m.disputes::integer, m.fees::integer, m.transfers::integer,
            m.balance::integer, (coalesce(s.amount, 0) - m.reversed)::integer as "payoutsSent"
       from money m
       left join sent s on s.tenant_id = m.tenant_id and s.coach_id = m.coach_id and s.currency = m.currency
      order by 1, 2, 3`,
  );
  return (result.rows as Row[]).map((row) => ({
    ...row,
    balanced:
      row.charges - row.refunds - row.disputes - row.fees - row.transfers === row.balance &&
      row.transfers === row.payoutsSent,
  }));
}
