import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { JobHandler } from '../jobs/runner.ts';
import { PAYOUT_TRANSFER_JOB } from './payout-run.ts';
import { makePayoutTransfer } from './payout-transfer.ts';
import { REVERSAL_JOB, reverseShare } from './transfer-reversal.ts';

/** The jobs that move a coach's money at Stripe once a payout or a refund has committed. */
export const payoutHandlers = (knex: Knex, stripe: Stripe): Record<string, JobHandler> => ({
  [PAYOUT_TRANSFER_JOB]: (job) =>
    makePayoutTransfer(knex, stripe, job.payload as { tenantId: string; payoutId: string }),
  [REVERSAL_JOB]: (job) => reverseShare(knex, stripe, job.payload as { tenantId: string; bookingId: string }),
});
