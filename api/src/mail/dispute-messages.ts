import { formatTime } from '@exceed/contract';
import type { MailMessage } from './mailer.ts';
import { message, type SessionDetails, when } from './messages.ts';

/** A dispute as its mails tell it: whose payment, how much, why, and the session it paid for. */
export interface DisputeWords {
  payerName: string;
  /** The disputed amount, written in its currency. */
  amount: string;
  /** The coach's share of it, written in its currency. */
  share: string;
  /** Stripe's reason (`product_not_received`), as words. */
  reason: string;
  session: SessionDetails;
}

/** Stripe's reason code as a reader says it: "product not received". */
export const disputeReasonWords = (reason: string) => reason.replaceAll('_', ' ');

const paidFor = (dispute: DisputeWords) =>
  `${dispute.payerName}'s payment of ${dispute.amount} for ${dispute.session.workshopTitle} (${when(dispute.session)})`;

/**
 * The coach hears that a payment of theirs is disputed, that their share is held meanwhile (or taken back
 * from a payout already made), and that the platform answers the card issuer.
 */
export function disputeOpenedCoachMail(to: string, dispute: DisputeWords, bookingUrl: string): MailMessage {
  return message(
    to,
    `A payment was disputed: ${dispute.session.workshopTitle}`,
    [
      `${paidFor(dispute)} was disputed with their card issuer. The reason given: ${dispute.reason}.`,
      `While the dispute is open, your share of ${dispute.share} is held: it is not paid out, or it is taken back from a payout already made.`,
      'Exceed answers the card issuer for you. If the dispute is won, your share is paid out again with your next payout; if it is lost, it stays with the cardholder.',
    ],
    { label: 'View the booking', url: bookingUrl },
  );
}

/** The super-admins hear of a new dispute and by when Stripe needs their evidence. */
export function disputeOpenedPlatformMail(
  to: string,
  dispute: DisputeWords & { coachName: string; evidenceDueBy: Date | null },
  disputesUrl: string,
): MailMessage {
  return message(
    to,
    `Dispute opened: ${dispute.amount} for ${dispute.session.workshopTitle}`,
    [
      `${paidFor(dispute)}, coached by ${dispute.coachName}, was disputed. The reason given: ${dispute.reason}.`,
      dispute.evidenceDueBy
        ? `Stripe needs the evidence by ${formatTime(dispute.evidenceDueBy, 'UTC')}; a dispute left unanswered is lost.`
        : 'Answer it in the Stripe dashboard; a dispute left unanswered is lost.',
      `The coach's share of ${dispute.share} is held until it is decided.`,
    ],
    { label: 'Open disputes', url: disputesUrl },
  );
}

/** The coach hears how a dispute ended and what it means for their share. */
export function disputeClosedCoachMail(
  to: string,
  dispute: DisputeWords & { won: boolean },
  bookingUrl: string,
): MailMessage {
  return message(
    to,
    `Dispute ${dispute.won ? 'won' : 'lost'}: ${dispute.session.workshopTitle}`,
    [
      `The dispute of ${paidFor(dispute)} is closed: it was ${dispute.won ? 'won' : 'lost'}.`,
      dispute.won
        ? `Your share of ${dispute.share} is yours again and is paid out with your next payout.`
        : `The money stays with the cardholder, so your share of ${dispute.share} is not paid out.`,
    ],
    { label: 'View the booking', url: bookingUrl },
  );
}
