import { formatMinorUnits } from '@exceed/contract';
import type { JobHandler } from '../jobs/runner.ts';
import {
  type DisputeWords,
  disputeClosedCoachMail,
  disputeOpenedCoachMail,
  disputeOpenedPlatformMail,
  disputeReasonWords,
} from '../mail/dispute-messages.ts';
import { Booking } from '../models/booking.ts';
import { Dispute } from '../models/dispute.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { personOf } from './booking-change-handlers.ts';
import { JOBS } from './notify.ts';
import { type NotificationServices, type Payload, sessionOf, text } from './session-details.ts';
import { superAdminEmails } from './super-admins.ts';

/** A dispute as its mails need it, or undefined when its booking, session or people are gone. */
async function disputeOf(services: NotificationServices, payload: Payload) {
  const tenantId = text(payload, 'tenantId');
  const dispute = await Dispute.forTenant(tenantId, services.knex).findById(text(payload, 'disputeId'));
  if (!dispute) return undefined;
  const [booking, held] = await Promise.all([
    Booking.forTenant(tenantId, services.knex).withDeleted().findById(dispute.bookingId),
    LedgerEntry.forTenant(tenantId, services.knex).findOne({
      kind: 'DISPUTE',
      reference: `${dispute.stripeDisputeId}:opened`,
    }),
  ]);
  const found = booking && (await sessionOf(services, tenantId, booking.workshopScheduleId));
  if (!booking || !held || !found) return undefined;
  const [payer, coach] = await Promise.all([
    personOf(services, held.payerId ?? booking.userId),
    personOf(services, held.coachId),
  ]);
  if (!payer || !coach) return undefined;
  const words: DisputeWords = {
    payerName: payer.name,
    amount: formatMinorUnits(dispute.amountMinor, dispute.currency, 'en'),
    share: formatMinorUnits(Math.abs(held.payoutMinor), dispute.currency, 'en'),
    reason: disputeReasonWords(dispute.reason),
    session: found.session,
  };
  const bookingUrl = new URL(`/c/bookings/${booking.id}`, services.config.appUrl).href;
  return { dispute, words, coach, bookingUrl };
}

/**
 * The mails of a dispute (issue 32): when one opens, the booking's coach (their share is held) and every
 * super-admin (who answers it at Stripe, by its deadline); when it closes, the coach, won or lost.
 */
export function disputeHandlers(services: NotificationServices): Record<string, JobHandler> {
  const { mailer, config, knex } = services;
  return {
    [JOBS.disputeOpened]: async ({ payload }) => {
      const found = await disputeOf(services, payload);
      if (!found) return;
      const { dispute, words, coach, bookingUrl } = found;
      await mailer.send(disputeOpenedCoachMail(coach.email, words, bookingUrl));
      const disputesUrl = new URL('/admin/disputes', config.appUrl).href;
      for (const email of await superAdminEmails(knex)) {
        await mailer.send(
          disputeOpenedPlatformMail(
            email,
            { ...words, coachName: coach.name, evidenceDueBy: dispute.evidenceDueBy },
            disputesUrl,
          ),
        );
      }
    },
    [JOBS.disputeClosed]: async ({ payload }) => {
      const found = await disputeOf(services, payload);
      if (!found?.dispute.closedAt) return;
      const { dispute, words, coach, bookingUrl } = found;
      await mailer.send(
        disputeClosedCoachMail(coach.email, { ...words, won: dispute.status === 'won' }, bookingUrl),
      );
    },
  };
}
