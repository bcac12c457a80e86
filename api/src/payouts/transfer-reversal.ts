import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { enqueue } from '../jobs/queue.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { Payout } from '../models/payout.ts';

/** The job that takes a refunded share back from the coach's transfer (reverseShare), retried until done. */
export const REVERSAL_JOB = 'payments.transfer-reversal';

interface ShareOfPayout {
  payoutId: string;
  /** What the payout carried of the booking, less what was taken back from it already. */
  standingMinor: number;
}

/** A booking's money by the ledger: what it still owes its coach (negative: owed back), and by payout. */
async function bookingShares(knex: Knex, tenantId: string, bookingId: string) {
  const rows = await LedgerEntry.forTenant(tenantId, knex)
    .where({ bookingId })
    .select('kind', 'payoutMinor', 'payoutId');
  const balanceMinor = rows.reduce((sum, row) => sum + row.payoutMinor, 0);
  const byPayout = new Map<string, number>();
  for (const row of rows) {
    if (row.payoutId) byPayout.set(row.payoutId, (byPayout.get(row.payoutId) ?? 0) - row.payoutMinor);
  }
  const payouts: ShareOfPayout[] = [...byPayout]
    .map(([payoutId, standingMinor]) => ({ payoutId, standingMinor }))
    .filter((share) => share.standingMinor > 0);
  return { balanceMinor, payouts };
}

/**
 * After a refund of a booking whose share was already paid out, the coach owes that share back: plans the
 * reversal (in the refund's transaction, so it is never lost) for its job to make after the commit.
 */
export async function planReversal(trx: Knex, tenantId: string, bookingId: string): Promise<void> {
  const { balanceMinor, payouts } = await bookingShares(trx, tenantId, bookingId);
  if (balanceMinor >= 0 || payouts.length === 0) return;
  await enqueue(trx, {
    name: REVERSAL_JOB,
    payload: { tenantId, bookingId },
    uniqueKey: `reversal:${bookingId}`,
  });
}

/**
 * Takes back from the coach's transfers what a booking owes after its refunds, payout by payout, newest
 * first, as a REVERSAL row each. The idempotency key names the booking, the payout and what that payout
 * will have given back in all, so a job run again after a crash gets Stripe's same reversal back and
 * writes its one row. A payout whose transfer is not made yet makes the job try again later.
 */
export async function reverseShare(
  knex: Knex,
  stripe: Stripe,
  { tenantId, bookingId }: { tenantId: string; bookingId: string },
): Promise<void> {
  const { balanceMinor, payouts } = await bookingShares(knex, tenantId, bookingId);
  let owedBack = -balanceMinor;
  for (const share of payouts.toReversed()) {
    if (owedBack <= 0) return;
    const payout = await Payout.forTenant(tenantId, knex).findById(share.payoutId).throwIfNotFound();
    if (!payout.stripeTransferId) throw new Error(`payout ${payout.id}: its transfer is not made yet`);
    const amount = Math.min(owedBack, share.standingMinor);
    const reversedBefore = await reversedOf(knex, tenantId, bookingId, payout.id);
    const reversal = await stripe.transfers.createReversal(
      payout.stripeTransferId,
      { amount, metadata: { bookingId, payoutId: payout.id } },
      { idempotencyKey: `reversal:${bookingId}:${payout.id}:${reversedBefore + amount}` },
    );
    await LedgerEntry.forTenant(tenantId, knex)
      .insert({
        bookingId,
        coachId: payout.coachId,
        workshopId: await workshopOf(knex, tenantId, bookingId),
        kind: 'REVERSAL',
        reference: reversal.id,
        grossMinor: 0,
        feeMinor: 0,
        payoutMinor: amount,
        currency: payout.currency,
        payoutId: payout.id,
      })
      .onConflict(['tenantId', 'reference'])
      .ignore();
    owedBack -= amount;
  }
}

async function reversedOf(knex: Knex, tenantId: string, bookingId: string, payoutId: string) {
  const rows = await LedgerEntry.forTenant(tenantId, knex).where({ bookingId, payoutId, kind: 'REVERSAL' });
  return rows.reduce((sum, row) => sum + row.payoutMinor, 0);
}

async function workshopOf(knex: Knex, tenantId: string, bookingId: string): Promise<string> {
  const row = await LedgerEntry.forTenant(tenantId, knex).findOne({ bookingId }).throwIfNotFound();
  return row.workshopId;
}
