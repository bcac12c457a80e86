import {
  type ClockOptions,
  formatAmount,
  formatCheckInCode,
  formatSpan,
  formatTime,
  type PriceBreakdownResource,
} from '@exceed/contract';
import { escapeHtml, renderLayout } from './layout.ts';
import type { MailAttachment, MailMessage } from './mailer.ts';

/** What a mail adds beside its words. */
export interface MailExtras {
  /** Whom an answer reaches (the coach, on a mail an attendee reads); without it, replies reach nobody. */
  replyTo?: { name: string; email: string };
  /**
   * A mail that is not transactional: the link that stops this kind by mail in one click (List-Unsubscribe,
   * RFC 8058) and the page a person opens from the footer to do the same.
   */
  unsubscribe?: { oneClickUrl: string; pageUrl: string };
  /** An image attached to the mail and shown under its lines (a check-in pass's QR code). */
  image?: { attachment: MailAttachment; alt: string; size: number };
}

/** The links that stop a kind of mail (MailExtras.unsubscribe). */
export type Unsubscribe = NonNullable<MailExtras['unsubscribe']>;

const SIGNATURE = 'Exceed, the marketplace of AI coaches and consultants.';
const TRANSACTIONAL_REASON =
  'You get this mail because it concerns your Exceed account or a booking made with this address.';

/** The footer's sentences, each with the link it may hold, as the text part and the HTML both say them. */
function footerOf(extras: MailExtras): Array<{ text: string; link?: { label: string; url: string } }> {
  return [
    ...(extras.replyTo ? [{ text: `Reply to this mail to write to ${extras.replyTo.name}.` }] : []),
    extras.unsubscribe
      ? {
          text: 'You get these mails because your notification settings say so.',
          link: { label: 'Unsubscribe', url: extras.unsubscribe.pageUrl },
        }
      : { text: TRANSACTIONAL_REASON },
    { text: SIGNATURE },
  ];
}

/** A display name safe in an address header: quoted, without the characters that would end it. */
const addressOf = (person: { name: string; email: string }) =>
  `"${person.name.replace(/["\\\r\n]/g, '')}" <${person.email}>`;

/**
 * Every mail: its lines as paragraphs in the Exceed layout (layout.mjml) and as a plain-text part that
 * reads as well on its own, with the action's link written out, a reply-to when someone reads replies and
 * List-Unsubscribe when the mail is not transactional.
 */
export function message(
  to: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
  extras: MailExtras = {},
): MailMessage {
  const footer = footerOf(extras);
  const text = [
    ...lines,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `-- \n${footer.map((part) => (part.link ? `${part.text} ${part.link.label}: ${part.link.url}` : part.text)).join('\n')}`,
  ].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const footerHtml = footer
    .map(
      (part) =>
        `${escapeHtml(part.text)}${part.link ? ` <a href="${escapeHtml(part.link.url)}">${escapeHtml(part.link.label)}</a>` : ''}`,
    )
    .join('<br>');
  const image = extras.image
    ? `<p style="margin:0 0 12px"><img src="cid:${escapeHtml(extras.image.attachment.cid ?? '')}" alt="${escapeHtml(extras.image.alt)}" width="${extras.image.size}" height="${extras.image.size}" style="display:block"></p>`
    : '';
  const html = renderLayout({
    subject,
    preheader: lines[0] ?? subject,
    contentHtml: lines.map(paragraph).join('') + image,
    ...(action ? { action } : {}),
    footerHtml,
  });
  return {
    to,
    subject,
    text,
    html,
    ...(extras.replyTo ? { replyTo: addressOf(extras.replyTo) } : {}),
    ...(extras.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${extras.unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    ...(extras.image ? { attachments: [extras.image.attachment] } : {}),
  };
}

/** What a one-time code is for, as the mail says it. */
export type CodePurpose = 'login' | 'register' | 'verify-email' | 'confirm-change' | 'change-email';

const CODE_SUBJECTS: Record<CodePurpose, string> = {
  login: 'Your Exceed sign-in code',
  register: 'Your Exceed sign-up code',
  'verify-email': 'Verify your email for Exceed',
  'confirm-change': 'Your code to change your Exceed email or password',
  'change-email': 'Confirm your new email for Exceed',
};

/** The six-digit code; the subject starts with it so it shows in a notification. */
export function codeMail(to: string, purpose: CodePurpose, code: string, minutes: number): MailMessage {
  return message(to, `${code} is ${CODE_SUBJECTS[purpose].replace(/^Your /, 'your ')}`, [
    `Your code is ${code}.`,
    `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this mail.`,
  ]);
}

/**
 * Sent instead of a code or link when the address has no account: the mailbox owner learns why nothing
 * works, and the API's answer stays the same as for an account.
 */
export function noAccountMail(to: string, appUrl: string): MailMessage {
  return message(
    to,
    'Sign-in attempt at Exceed',
    [
      'Someone asked to sign in to Exceed with this address, but it has no account.',
      'If it was you, create an account instead. If not, ignore this mail.',
    ],
    { label: 'Create an account', url: `${appUrl}/register` },
  );
}

/** Sent instead of a sign-up code when the address already has an account. */
export function accountExistsMail(to: string, appUrl: string): MailMessage {
  return message(
    to,
    'You already have an Exceed account',
    [
      'Someone asked to create an Exceed account with this address, but it already has one.',
      'If it was you, sign in instead. If not, ignore this mail.',
    ],
    { label: 'Sign in', url: `${appUrl}/login` },
  );
}

/**
 * Sent to an address confirmed as an account's new email that another account already uses: the change
 * is refused only now, to the mailbox's owner, so asking for it told nobody whether the address is taken.
 */
export function emailTakenMail(to: string, appUrl: string): MailMessage {
  return message(
    to,
    'Your Exceed email was not changed',
    [
      'You confirmed this address as the new email of your Exceed account, but another Exceed account already uses it, so your email was not changed.',
      'Sign in to that account with this address, or choose another address in Settings.',
    ],
    { label: 'Open Exceed', url: appUrl },
  );
}

/**
 * Sent to the old address once a new one is confirmed: the old mailbox's owner learns of the change and,
 * if it was not them, what to do (they can no longer sign in with this address).
 */
export function emailChangedMail(to: string, newEmail: string, appUrl: string): MailMessage {
  return message(
    to,
    'Your Exceed email was changed',
    [
      `The email of your Exceed account was changed from ${to} to ${newEmail}. This address no longer signs in.`,
      'If it was you, there is nothing to do.',
      'If it was not you, someone may have your account: reply to this mail at once, and we will lock it and give it back to you.',
    ],
    { label: 'Open Exceed', url: appUrl },
  );
}

/** A single-use sign-in link. */
export function loginLinkMail(to: string, url: string, minutes: number): MailMessage {
  return message(
    to,
    'Your Exceed sign-in link',
    [
      'Use the link below to sign in to Exceed.',
      `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this mail.`,
    ],
    { label: 'Sign in', url },
  );
}

/** Sent once an account exists. */
export function welcomeMail(to: string, firstName: string, appUrl: string): MailMessage {
  return message(
    to,
    'Welcome to Exceed',
    [`Hi ${firstName},`, 'Your Exceed account is ready. Finish your onboarding to start booking workshops.'],
    { label: 'Open Exceed', url: appUrl },
  );
}

/** What an invitation mail says about the seat it offers. */
export interface InvitationDetails {
  inviterName: string;
  workshopTitle: string;
  startDate: Date;
  /** The session's zone, in which every time of the mail is written. */
  timezone: string;
  url: string;
  expiresAt: Date;
  /** When each person pays for their own seat: its price, and until when it is held for them. */
  payment?: { price: string; until: Date | null };
  /** The invitee's own zone, when their account names one. */
  readerZone?: string;
  /** The inviter, whom a reply reaches. */
  replyTo?: { name: string; email: string };
}

/**
 * A seat on a booking, offered to the person it was assigned to; when each person pays for their own
 * seat, the link is where they pay, and the mail says by when.
 */
export function invitationMail(to: string, invitation: InvitationDetails): MailMessage {
  const at = (date: Date) => formatTime(date, invitation.timezone, readerClock(invitation.readerZone));
  const when = at(invitation.startDate);
  const { payment } = invitation;
  const lines = payment
    ? [
        `${invitation.inviterName} is holding a seat for you at "${invitation.workshopTitle}" on ${when}.`,
        payment.until
          ? `It is yours once you pay for it (${payment.price}) before ${at(payment.until)}; after that it is released.`
          : `It is yours once you pay for it (${payment.price}).`,
      ]
    : [
        `${invitation.inviterName} booked a seat for you at "${invitation.workshopTitle}" on ${when}.`,
        `Accept or decline it before ${at(invitation.expiresAt)}.`,
      ];
  return message(
    to,
    `${invitation.inviterName} invited you to ${invitation.workshopTitle}`,
    lines,
    { label: payment ? 'Pay for your seat' : 'See the invitation', url: invitation.url },
    invitation.replyTo ? { replyTo: invitation.replyTo } : {},
  );
}

/** What a team invitation mail says: who invites, into which team, as what, and until when. */
export interface TeamInvitationDetails {
  inviterName: string;
  teamName: string;
  role: string;
  url: string;
  expiresAt: Date;
  /** The invitee's own zone, when their account names one. */
  readerZone?: string;
  /** The inviter, whom a reply reaches. */
  replyTo?: { name: string; email: string };
}

/** An invitation to join a team; the link opens its page, where the person signs in or up and joins. */
export function teamInvitationMail(to: string, invitation: TeamInvitationDetails): MailMessage {
  return message(
    to,
    `${invitation.inviterName} invited you to join ${invitation.teamName} on Exceed`,
    [
      `${invitation.inviterName} invited you to join the team "${invitation.teamName}" as ${invitation.role}.`,
      // A team has no zone of its own: the reader's, else UTC, named.
      `Accept it before ${formatTime(invitation.expiresAt, invitation.readerZone ?? 'UTC')}.`,
    ],
    { label: 'Join the team', url: invitation.url },
    invitation.replyTo ? { replyTo: invitation.replyTo } : {},
  );
}

/** What session mails say about the session. */
export interface SessionDetails {
  workshopTitle: string;
  startDate: Date;
  endDate: Date;
  /** The session's IANA zone: its times are written there, named (the one clock). */
  timezone: string;
  where: string;
  url: string;
  /** The workshop's coach: the attendees' replies reach them. */
  coach?: { name: string; email: string };
  /** The reader's own zone, when their account names one: their time is written beside the session's. */
  readerZone?: string;
}

/** The one clock's options for a reader whose account may name a zone. */
const readerClock = (readerZone: string | undefined): ClockOptions => (readerZone ? { readerZone } : {});
const clockOf = (session: SessionDetails) => readerClock(session.readerZone);

/** When the session runs, in its zone, and in the reader's beside it. */
export const when = (session: SessionDetails) =>
  formatSpan(session.startDate, session.endDate, session.timezone, clockOf(session));

/** A time of the session's (a deadline of its offer, its start), written as `when` writes the session. */
export const at = (session: SessionDetails, instant: Date) =>
  formatTime(instant, session.timezone, clockOf(session));

/** What a mail an attendee reads adds: their replies reach the session's coach. */
export const fromCoach = (session: SessionDetails): MailExtras =>
  session.coach ? { replyTo: session.coach } : {};

/** A payment made outside Exceed as a mail names it: the amount written in its currency, the method's label. */
export interface PaidOutside {
  amount: string;
  method: string;
}

/** The booker's check-in pass: their code, and its QR code as an image (mail/check-in-pass.ts). */
export interface CheckInPass {
  code: string;
  image: MailAttachment;
}

/**
 * The booking is paid (or free) and its seats are the booker's, with the booker's check-in pass; one its
 * coach confirmed without a card
 * payment says so, with the method and amount they recorded, so the booker is never told "confirmed" of
 * money they may not have paid.
 */
export function bookingConfirmedMail(
  to: string,
  session: SessionDetails,
  seats: number,
  pass: CheckInPass,
  paidOutside?: PaidOutside,
  price?: PriceBreakdownResource,
): MailMessage {
  return message(
    to,
    `Booking confirmed: ${session.workshopTitle}`,
    [
      `Your booking of ${seats} ${seats === 1 ? 'seat' : 'seats'} at "${session.workshopTitle}" is confirmed.`,
      ...(price && price.total > 0 ? receiptLines(price) : []),
      ...(paidOutside
        ? [
            `It was confirmed without a card payment: ${paidOutside.amount} was recorded as paid outside Exceed (method: ${paidOutside.method}).`,
          ]
        : []),
      `When: ${when(session)}. Where: ${session.where}.`,
      'You can give your seats to others from your bookings.',
      `Your check-in code is ${formatCheckInCode(pass.code)}: show the QR code below (or your booking's page) at the door.`,
    ],
    { label: 'See your booking', url: session.url },
    {
      ...fromCoach(session),
      image: { attachment: pass.image, alt: `Check-in code ${formatCheckInCode(pass.code)}`, size: 180 },
    },
  );
}

/**
 * Seats freed up for someone on the waitlist who chose to be charged automatically, but their saved card
 * was refused: the seats went to the next in line, and the mail says where to mend the card.
 */
export function waitlistChargeRefusedMail(
  to: string,
  session: SessionDetails,
  seats: number,
  cardsUrl: string,
): MailMessage {
  const what = `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
  return message(
    to,
    `Your card was refused: ${session.workshopTitle}`,
    [
      `${what} at "${session.workshopTitle}" freed up for you, but your saved card was refused, so they went to the next person on the waitlist.`,
      'Check your saved cards; you can join the waitlist again or book if seats are free.',
    ],
    { label: 'See your cards', url: cardsUrl },
    fromCoach(session),
  );
}

/** Seats freed up for someone on the waitlist: theirs if they claim them before the offer lapses. */
export function waitlistOfferMail(
  to: string,
  session: SessionDetails,
  seats: number,
  expiresAt: Date,
  claimUrl: string,
): MailMessage {
  const what = `${seats} ${seats === 1 ? 'seat' : 'seats'}`;
  return message(
    to,
    `A seat is free: ${session.workshopTitle}`,
    [
      `${what} at "${session.workshopTitle}" freed up, and you are next on the waitlist.`,
      `When: ${when(session)}. Where: ${session.where}.`,
      `They are held for you until ${at(session, expiresAt)}; after that they go to the next in line.`,
    ],
    { label: 'Claim your seats', url: claimUrl },
    fromCoach(session),
  );
}

/** One session of a cohort, when a mail is of that session rather than of the whole schedule. */
export interface SessionPart {
  title: string | null;
}

/** "A session of "Prompting" ("Week 3")": how a mail names one session of a cohort. */
const sessionOfText = (session: SessionDetails, part: SessionPart) =>
  `A session of "${session.workshopTitle}"${part.title ? ` ("${part.title}")` : ''}`;

/** The session moved (`part`: one session of a cohort, the schedule's others staying). */
export function sessionMovedMail(to: string, session: SessionDetails, part?: SessionPart): MailMessage {
  return message(
    to,
    `New date for ${session.workshopTitle}`,
    [
      part ? `${sessionOfText(session, part)} has moved.` : `"${session.workshopTitle}" has moved.`,
      `It now runs ${when(session)}. Where: ${session.where}.`,
    ],
    { label: 'See the session', url: session.url },
    fromCoach(session),
  );
}

/** A cohort has one more session. */
export function sessionAddedMail(to: string, session: SessionDetails, part: SessionPart): MailMessage {
  return message(
    to,
    `New session of ${session.workshopTitle}`,
    [
      `${sessionOfText(session, part)} has been added, in the booking you have.`,
      `It runs ${when(session)}. Where: ${session.where}.`,
    ],
    { label: 'See the session', url: session.url },
    fromCoach(session),
  );
}

/** The session will not happen (`part`: one session of a cohort, whose others go ahead). */
export function sessionCancelledMail(to: string, session: SessionDetails, part?: SessionPart): MailMessage {
  if (part)
    return message(
      to,
      `Session cancelled: ${session.workshopTitle}`,
      [
        `${sessionOfText(session, part)} on ${at(session, session.startDate)} has been cancelled by its coach.`,
        'The other sessions go ahead as planned.',
      ],
      { label: 'See your bookings', url: session.url },
      fromCoach(session),
    );
  return message(
    to,
    `Cancelled: ${session.workshopTitle}`,
    [
      `"${session.workshopTitle}" on ${at(session, session.startDate)} has been cancelled by its coach.`,
      'Bookings paid for it are refunded.',
    ],
    { label: 'See your bookings', url: session.url },
    fromCoach(session),
  );
}

/** A schedule cancelled at its go/no-go deadline: it did not reach the seats it needed; payers are refunded. */
export function sessionFellShortMail(to: string, session: SessionDetails): MailMessage {
  return message(
    to,
    `Cancelled: ${session.workshopTitle} did not reach its minimum`,
    [
      `"${session.workshopTitle}" on ${at(session, session.startDate)} will not run: it did not reach the seats it needed.`,
      'Your booking is cancelled and refunded in full.',
    ],
    { label: 'See your bookings', url: session.url },
    fromCoach(session),
  );
}

/**
 * A coach's schedule is short of its minimum a day before its deadline: run it anyway or cancel, else it is
 * cancelled (and refunded) at the deadline.
 */
export function goNoGoAskedMail(
  to: string,
  session: SessionDetails,
  decision: { seatsToRun: number; minSeats: number; deadline: Date; url: string },
): MailMessage {
  return message(
    to,
    `Decide by ${at(session, decision.deadline)}: ${session.workshopTitle} needs ${decision.seatsToRun} more to run`,
    [
      `"${session.workshopTitle}" on ${at(session, session.startDate)} has fewer confirmed seats than the ${decision.minSeats} it needs: it needs ${decision.seatsToRun} more.`,
      `Run it anyway or cancel it by ${at(session, decision.deadline)}. With no answer by then it is cancelled, and everyone who paid is refunded in full.`,
    ],
    { label: 'Decide now', url: decision.url },
  );
}

/** How a reminder's subject says when the session is, by the reminder's hours before it. */
const REMINDER_SUBJECTS: Record<number, string> = { 168: 'Next week', 24: 'Tomorrow', 1: 'In an hour' };

/**
 * A reminder the session's coach chose (a week, a day or an hour before): when and where, the link to
 * join when it is online, and the session as an .ics file for the attendee's calendar.
 */
export function sessionReminderMail(
  to: string,
  session: SessionDetails,
  reminder: { hoursBefore: number; joinUrl: string | null; ics: string },
  unsubscribe?: Unsubscribe,
): MailMessage {
  const lines = [`A reminder: "${session.workshopTitle}" runs ${when(session)}.`, `Where: ${session.where}.`];
  if (reminder.joinUrl) lines.push(`Join online: ${reminder.joinUrl}`);
  return {
    ...message(
      to,
      `${REMINDER_SUBJECTS[reminder.hoursBefore] ?? 'Soon'}: ${session.workshopTitle}`,
      lines,
      reminder.joinUrl
        ? { label: 'Join the session', url: reminder.joinUrl }
        : { label: 'See the session', url: session.url },
      { ...fromCoach(session), ...(unsubscribe ? { unsubscribe } : {}) },
    ),
    attachments: [
      { filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: reminder.ics },
    ],
  };
}

/**
 * What a session's coach (or its team's owners and admins) wrote to its people: their words, paragraph by
 * paragraph, under the session they concern; replies reach the writer.
 */
export function announcementMail(
  to: string,
  session: SessionDetails,
  announcement: { subject: string; body: string; author: { name: string; email: string } | null },
  unsubscribe?: Unsubscribe,
): MailMessage {
  const writer = announcement.author?.name ?? session.coach?.name ?? 'The coach';
  const replyTo = announcement.author ?? session.coach;
  return message(
    to,
    `${announcement.subject} (${session.workshopTitle})`,
    [
      `${writer} wrote to the people of "${session.workshopTitle}", ${when(session)}:`,
      ...announcement.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    ],
    { label: 'See your bookings', url: session.url },
    { ...(replyTo ? { replyTo } : {}), ...(unsubscribe ? { unsubscribe } : {}) },
  );
}

/** A payout reached the coach's Stripe account: how much, from which team. */
export function payoutPaidMail(
  to: string,
  payout: { amount: string; teamName: string; url: string },
  unsubscribe?: Unsubscribe,
): MailMessage {
  return message(
    to,
    `Payout sent: ${payout.amount}`,
    [
      `${payout.amount} of your share of ${payout.teamName}'s bookings is on its way to your bank account.`,
      'Stripe says when it arrives; your payouts page lists each booking it pays.',
    ],
    { label: 'See your payouts', url: payout.url },
    unsubscribe ? { unsubscribe } : {},
  );
}

/** What a recruiter is told of a new application. */
export interface ApplicationDetails {
  jobTitle: string;
  applicantName: string;
  applicantEmail: string;
  url: string;
}

/** A new application to a posting whose settings say to notify its recruiters. */
export function jobApplicationMail(
  to: string,
  application: ApplicationDetails,
  unsubscribe?: Unsubscribe,
): MailMessage {
  return message(
    to,
    `New application: ${application.jobTitle}`,
    [
      `${application.applicantName} (${application.applicantEmail}) applied to "${application.jobTitle}".`,
      "Their answers and resume are in the posting's applications.",
    ],
    { label: 'See the application', url: application.url },
    unsubscribe ? { unsubscribe } : {},
  );
}

/** A person applied to become a coach: the super-admins are asked to review it. */
export function coachApplicationMail(
  to: string,
  application: { applicantName: string; applicantEmail: string; businessName: string; url: string },
): MailMessage {
  return message(
    to,
    `New coach application: ${application.applicantName}`,
    [
      `${application.applicantName} (${application.applicantEmail}) applied to become a coach as "${application.businessName}".`,
      'Their bio, specializations and experience wait for your review.',
    ],
    { label: 'Review applications', url: application.url },
  );
}

/** The applicant hears that they are a coach now, and where to start. */
export function coachApprovedMail(to: string, firstName: string, coachUrl: string): MailMessage {
  return message(
    to,
    'You are now a coach on Exceed',
    [
      `Hi ${firstName},`,
      'Your application to become a coach was approved.',
      'Your coach dashboard lists what to set up first: your profile, a payout account, your first workshop and its first session.',
    ],
    { label: 'Open your coach dashboard', url: coachUrl },
  );
}

/** The applicant hears that their application was declined, why, and that they may apply again. */
export function coachDeclinedMail(
  to: string,
  firstName: string,
  reason: string,
  formUrl: string,
): MailMessage {
  return message(
    to,
    'Your coach application on Exceed',
    [
      `Hi ${firstName},`,
      'Your application to become a coach was declined, for this reason:',
      reason,
      'You may change your application and send it again.',
    ],
    { label: 'See your application', url: formUrl },
  );
}

/** What an applicant is told when a team moves their application: the posting, and where they stand. */
export interface ApplicationStatusDetails {
  applicantName: string;
  jobTitle: string;
  companyName: string;
  status: 'SHORTLISTED' | 'REJECTED' | 'HIRED';
}

/** The applicant hears, in a few polite words, that they were shortlisted, not chosen, or hired. */
export function jobApplicationStatusMail(to: string, details: ApplicationStatusDetails): MailMessage {
  const { applicantName, jobTitle, companyName, status } = details;
  const job = `"${jobTitle}" at ${companyName}`;
  const lines: Record<ApplicationStatusDetails['status'], string[]> = {
    SHORTLISTED: [
      `Thank you for applying to ${job}.`,
      'Good news: you are on the shortlist. The team will be in touch about the next steps.',
    ],
    REJECTED: [
      `Thank you for applying to ${job}, and for the time you gave it.`,
      'The team has decided not to go further with your application this time. We wish you every success in your search.',
    ],
    HIRED: [
      `Congratulations: ${companyName} has chosen you for "${jobTitle}".`,
      'The team will be in touch about the next steps.',
    ],
  };
  const subject = status === 'HIRED' ? `Congratulations: ${jobTitle}` : `Your application for ${jobTitle}`;
  return message(to, subject, [`Hi ${applicantName},`, ...lines[status]]);
}

/**
 * A price as a receipt says it, line by line as the pricing service made it: the seats, each tier, code
 * and tax apart, and the total ("2 seats × $100.00: $200.00", "VAT (19%, included): $22.99").
 */
export function receiptLines(price: PriceBreakdownResource): string[] {
  const money = (amount: number) => formatAmount(amount, price.currency, 'en');
  return [
    `${price.seats} ${price.seats === 1 ? 'seat' : 'seats'} × ${money(price.unitPrice)}: ${money(price.subtotal)}`,
    ...price.adjustments.map((line) => `${line.label}: ${money(line.amount)}`),
    ...price.taxes.map(
      (tax) => `${tax.label} (${tax.ratePercent}%${tax.included ? ', included' : ''}): ${money(tax.amount)}`,
    ),
    `Total: ${money(price.total)}`,
  ];
}

/** What a team's owners are told of a webhook endpoint the API stopped sending to. */
export interface DisabledWebhookDetails {
  teamName: string;
  url: string;
  reason: string;
  /** The team's settings page, where the endpoint is enabled again. */
  settingsUrl: string;
}

/**
 * A team's webhook endpoint was disabled (it answered 410, or its deliveries kept failing): nothing more is
 * sent to it until an owner or admin enables it again, and redelivers what it missed.
 */
export function webhookDisabledMail(to: string, webhook: DisabledWebhookDetails): MailMessage {
  return message(
    to,
    `Webhook disabled: ${webhook.teamName}`,
    [
      `Exceed stopped sending ${webhook.teamName}'s events to ${webhook.url}.`,
      `Why: ${webhook.reason}`,
      "Once the receiver works again, enable the endpoint in the team's settings; its delivery log lists what it missed, each with Redeliver.",
    ],
    { label: 'Open the webhooks', url: webhook.settingsUrl },
  );
}
