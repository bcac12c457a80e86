import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { Payout } from '../models/payout.ts';
import { PayoutAccount, type PayoutSchedule } from '../models/payout-account.ts';
import { type DueShare, dueShares } from './due-shares.ts';

/** The job that makes a decided payout's transfer at Stripe (payout-transfer.ts), retried until made. */
export const PAYOUT_TRANSFER_JOB = 'payments.payout-transfer';

const DAY_MS = 86_400_000;

/** The last moment a coach's previous payout may have been made for a new one to be due now. */
function previousPayoutBefore(schedule: PayoutSchedule, now: Date): Date {
  if (schedule === 'MONTHLY') {
    const before = new Date(now);
    before.setUTCMonth(before.getUTCMonth() - 1);
    return before;
  }
  return new Date(now.getTime() - (schedule === 'DAILY' ? 1 : 7) * DAY_MS);
}

/** Whether the coach was paid by this team in this currency more recently than their schedule allows. */
async function paidTooRecently(trx: Knex, account: PayoutAccount, share: DueShare, now: Date) {
  const recent = await Payout.forTenant(share.tenantId, trx)
    .where({ coachId: account.userId, currency: share.currency })
    .where('createdAt', '>', previousPayoutBefore(account.payoutSchedule, now))
    .first();
  return recent !== undefined;
}

/** Shares grouped by who is paid: one payout per coach, team and currency. */
function byPayee(shares: DueShare[]): DueShare[][] {
  const groups = new Map<string, DueShare[]>();
  for (const share of shares) {
    const key = `${share.tenantId}:${share.coachId}:${share.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), share]);
  }
  return [...groups.values()];
}

/**
 * Decides one payout of a coach in a team and currency, unless their schedule (at most one payout a day,
 * week or month) says they were paid too recently: under a lock of the coach's payout account, so two
 * runs at once decide it once, the due shares are read again and each leaves the coach's balance as a
 * TRANSFER row naming the payout, with the job that makes the transfer (after the commit: no call to
 * Stripe while the lock is held). Answers the payout, or undefined when another run took the shares.
 */
async function decidePayout(
  knex: Knex,
  first: DueShare,
  dueBefore: Date,
  now: Date,
): Promise<Payout | undefined> {
  return knex.transaction(async (trx) => {
    const account = await PayoutAccount.query(trx).findById(first.coachId).forUpdate();
    if (!account?.payoutsEnabled || (await paidTooRecently(trx, account, first, now))) return undefined;
    const shares = await dueShares(trx, dueBefore, first);
    const amountMinor = shares.reduce((sum, share) => sum + share.owedMinor, 0);
    if (amountMinor <= 0) return undefined;
    const payout = await Payout.forTenant(first.tenantId, trx).insertAndFetch({
      coachId: first.coachId,
      currency: first.currency,
      amountMinor,
      stripeAccountId: account.stripeAccountId,
    });
    await LedgerEntry.forTenant(first.tenantId, trx).insert(
      shares.map((share) => ({
        bookingId: share.bookingId,
        coachId: share.coachId,
        workshopId: share.workshopId,
        kind: 'TRANSFER' as const,
        reference: `payout:${payout.id}:${share.bookingId}`,
        grossMinor: 0,
        feeMinor: 0,
        payoutMinor: -share.owedMinor,
        currency: share.currency,
        payoutId: payout.id,
      })),
    );
    await enqueue(trx, {
      name: PAYOUT_TRANSFER_JOB,
      payload: { tenantId: payout.tenantId, payoutId: payout.id },
      uniqueKey: `payout:${payout.id}`,
    });
    return payout;
  });
}

/**
 * A payout run: every coach with a connected account gets one payout per team and currency of the shares
 * of bookings whose session ended `holdDays` before `now` (docs/decisions/0087-payouts-by-separate-transfers.md).
 * The transfers are made by their jobs. Safe to run from every replica at once. Answers the payouts decided.
 */
export async function runPayouts(knex: Knex, now: Date, holdDays: number): Promise<Payout[]> {
  const dueBefore = new Date(now.getTime() - holdDays * DAY_MS);
  const decided: Payout[] = [];
  for (const [first] of byPayee(await dueShares(knex, dueBefore))) {
    const payout = first && (await decidePayout(knex, first, dueBefore, now));
    if (payout) decided.push(payout);
  }
  return decided;
}
