import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { SEND_MAIL } from '../mail/mail-queue.ts';
import { Booking } from '../models/booking.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { applyDisputeOpened } from '../payouts/disputes.ts';

const DAY = 86_400_000;

/**
 * What waits for the platform's attention on a fresh demo, so the admin area's Disputes and Failed jobs
 * pages have something real to show: the newest attended booking's charge disputed by its cardholder
 * (as Stripe's charge.dispute.created would record it, evidence due in five days), and a mail its
 * server refused until the queue gave up.
 */
export async function seedAttention(trx: Knex.Transaction): Promise<void> {
  const attended = await Booking.acrossTenants(trx)
    .where({ status: 'COMPLETED' })
    .orderBy('createdAt', 'desc')
    .first();
  const charge =
    attended &&
    (await LedgerEntry.forTenant(attended.tenantId, trx).findOne({ bookingId: attended.id, kind: 'CHARGE' }));
  if (!charge) throw new Error('demo: seed the past bookings first');
  await applyDisputeOpened(trx, {
    id: 'dp_demo_product_not_received',
    object: 'dispute',
    amount: charge.grossMinor,
    currency: charge.currency.toLowerCase(),
    charge: 'ch_demo_disputed',
    payment_intent: charge.reference,
    reason: 'product_not_received',
    status: 'needs_response',
    evidence_details: { due_by: Math.floor((Date.now() + 5 * DAY) / 1000) },
  } as unknown as Stripe.Dispute);

  const failedAt = new Date(Date.now() - 2 * 3_600_000);
  await trx('jobs').insert({
    name: SEND_MAIL,
    payload: JSON.stringify({
      message: {
        to: 'old-address@example.com',
        subject: 'Your booking is confirmed',
        text: 'Your seat is booked.',
        html: '<p>Your seat is booked.</p>',
      },
    }),
    runAt: failedAt,
    attempts: 10,
    maxAttempts: 10,
    failed: true,
    doneAt: failedAt,
    lastError:
      "Error: Can't send mail - all recipients were rejected: 550 5.1.1 <old-address@example.com>: Recipient address rejected: User unknown\n    at SMTPConnection._actionRCPT (nodemailer/lib/smtp-connection/index.js:1701:27)",
  });
}
