import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { Payout } from '../models/payout.ts';
import { notifyPayoutPaid } from '../notifications/notify.ts';
import { payoutData } from '../webhooks/event-data.ts';
import { publishWebhookEvent } from '../webhooks/publish.ts';

/**
 * Makes a decided payout's transfer to the coach's connected account. Its idempotency key is the payout's
 * id, so however often the job runs (a crash between Stripe's answer and the write below), Stripe
 * transfers once; the transfer group names the payout, as Stripe's separate-charges guide has it.
 */
export async function makePayoutTransfer(
  knex: Knex,
  stripe: Stripe,
  { tenantId, payoutId }: { tenantId: string; payoutId: string },
): Promise<void> {
  const payout = await Payout.forTenant(tenantId, knex).findById(payoutId);
  if (!payout || payout.status === 'PAID') return;
  const transfer = await stripe.transfers.create(
    {
      amount: payout.amountMinor,
      currency: payout.currency.toLowerCase(),
      destination: payout.stripeAccountId,
      transfer_group: `payout_${payout.id}`,
      metadata: { payoutId: payout.id, tenantId, coachId: payout.coachId },
    },
    { idempotencyKey: `payout:${payout.id}` },
  );
  await knex.transaction(async (trx) => {
    const paid = await Payout.forTenant(tenantId, trx)
      .findById(payout.id)
      .where('status', 'PENDING')
      .patch({ status: 'PAID', stripeTransferId: transfer.id, paidAt: new Date() });
    if (paid === 0) return;
    await notifyPayoutPaid(trx, tenantId, payout.id);
    const made = await Payout.forTenant(tenantId, trx).findById(payout.id).throwIfNotFound();
    await publishWebhookEvent(trx, { tenantId, type: 'payout.paid', data: payoutData(made) });
  });
}
