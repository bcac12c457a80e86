import type { MailReader, PriceBreakdownResource } from '@exceed/contract';
import {
  bookingCancelledMail,
  bookingDigestMail,
  coachBookingCancelledMail,
  newBookingMail,
  refundMadeMail,
  seatCancelledMail,
  seatHandedOverMail,
} from './booking-change-messages.ts';
import { checkInPass } from './check-in-pass.ts';
import {
  disputeClosedCoachMail,
  disputeOpenedCoachMail,
  disputeOpenedPlatformMail,
} from './dispute-messages.ts';
import type { MailMessage } from './mailer.ts';
import {
  accountExistsMail,
  announcementMail,
  bookingConfirmedMail,
  coachApplicationMail,
  coachApprovedMail,
  coachDeclinedMail,
  codeMail,
  emailChangedMail,
  emailTakenMail,
  goNoGoAskedMail,
  invitationMail,
  jobApplicationMail,
  jobApplicationStatusMail,
  loginLinkMail,
  noAccountMail,
  payoutPaidMail,
  type SessionDetails,
  sessionAddedMail,
  sessionCancelledMail,
  sessionFellShortMail,
  sessionMovedMail,
  sessionReminderMail,
  teamInvitationMail,
  waitlistChargeRefusedMail,
  waitlistOfferMail,
  webhookDisabledMail,
  welcomeMail,
} from './messages.ts';
import { securityChangeMail } from './security-messages.ts';

/** One mail as the preview page shows it: the function that writes it, who reads it, and a sample. */
export interface MailPreview {
  /** The name of the function that writes it. */
  id: string;
  reader: MailReader;
  mail: MailMessage;
}

/** A booker's check-in pass, drawn once: its QR code is a PNG, which is made asynchronously. */
const SAMPLE_PASS = await checkInPass('3F9A21C07B');

/**
 * Every mail Exceed sends, written with sample data (issue 35): the admin area's Mails page and, in
 * development, /dev/mails show them as a reader would get them. A Berlin session read from New York shows
 * both clocks; mail-previews.test.ts fails when a mail function is missing here.
 */
export function mailPreviews(appUrl: string): MailPreview[] {
  const page = (path: string) => new URL(path, appUrl).href;
  const start = new Date('2026-12-01T16:00:00Z');
  const end = new Date('2026-12-01T18:00:00Z');
  const coach = { name: 'Maya Lindqvist', email: 'maya@northwind.example' };
  const session: SessionDetails = {
    workshopTitle: 'Prompt Engineering Foundations',
    startDate: start,
    endDate: end,
    timezone: 'Europe/Berlin',
    where: 'online',
    url: page('/b/bookings'),
    coach,
    readerZone: 'America/New_York',
  };
  const coachSession: SessionDetails = { ...session, readerZone: 'Europe/Berlin' };
  const price: PriceBreakdownResource = {
    currency: 'EUR',
    seats: 2,
    unitPrice: 120,
    subtotal: 240,
    adjustments: [{ label: 'Code SPRING25', amount: -25 }],
    taxes: [{ label: 'VAT', ratePercent: 19, included: true, amount: 34.33 }],
    total: 215,
  };
  const to = 'sam@example.com';
  // What a mail that is not transactional carries (notifications/deliver.ts makes the real token).
  const unsubscribe = { oneClickUrl: page('/v1/unsubscribe/sample'), pageUrl: page('/unsubscribe/sample') };
  const dispute = {
    payerName: 'Sam Carter',
    amount: '€240.00',
    share: '€216.00',
    reason: 'product not received',
    session: coachSession,
  };
  const cancelled = {
    seats: 1,
    whole: false,
    by: 'coach' as const,
    reason: 'The room is smaller than planned.',
  };
  return [
    of('account', codeMail, to, 'login', '482915', 10),
    of('account', loginLinkMail, to, page('/login/link?token=sample'), 15),
    of('account', noAccountMail, to, appUrl),
    of('account', accountExistsMail, to, appUrl),
    of('account', welcomeMail, to, 'Sam', appUrl),
    of('account', emailTakenMail, to, appUrl),
    of('account', emailChangedMail, to, 'sam.carter@example.com', appUrl),
    of('account', securityChangeMail, to, 'password-changed', null, appUrl),
    of('attendee', invitationMail, to, {
      inviterName: 'Alex Kim',
      workshopTitle: session.workshopTitle,
      startDate: start,
      timezone: session.timezone,
      url: page('/invitations/sample'),
      expiresAt: new Date('2026-11-30T12:00:00Z'),
      readerZone: 'America/New_York',
      replyTo: { name: 'Alex Kim', email: 'alex@example.com' },
    }),
    of('account', teamInvitationMail, to, {
      inviterName: 'Maya Lindqvist',
      teamName: 'Northwind AI',
      role: 'coach',
      url: page('/team-invitations/sample'),
      expiresAt: new Date('2026-12-04T12:00:00Z'),
      readerZone: 'America/New_York',
      replyTo: coach,
    }),
    of('account', webhookDisabledMail, to, {
      teamName: 'Northwind AI',
      url: 'https://hooks.northwind.example/exceed',
      reason: 'The endpoint answered 410 Gone: it asked not to be sent anything more.',
      settingsUrl: page('/t/northwind/settings#webhooks'),
    }),
    of('attendee', bookingConfirmedMail, to, session, 2, SAMPLE_PASS, undefined, price),
    of(
      'attendee',
      waitlistOfferMail,
      to,
      session,
      1,
      new Date('2026-11-28T20:00:00Z'),
      page('/waitlist/sample'),
    ),
    of('attendee', waitlistChargeRefusedMail, to, session, 1, page('/b/payments')),
    of('attendee', sessionMovedMail, to, session),
    of('attendee', sessionAddedMail, to, session, { title: 'Evaluation' }),
    of('attendee', sessionCancelledMail, to, session),
    of('attendee', sessionFellShortMail, to, session),
    of('coach', goNoGoAskedMail, coach.email, coachSession, {
      seatsToRun: 2,
      minSeats: 5,
      deadline: new Date('2026-11-29T16:00:00Z'),
      url: page('/c'),
    }),
    of(
      'attendee',
      sessionReminderMail,
      to,
      session,
      { hoursBefore: 24, joinUrl: 'https://meet.example/prompting', ics: '' },
      unsubscribe,
    ),
    of(
      'attendee',
      announcementMail,
      to,
      session,
      {
        subject: 'Bring a laptop',
        body: 'We will build a small agent together.\n\nInstall Python 3.12 before we start.',
        author: coach,
      },
      unsubscribe,
    ),
    of('attendee', bookingCancelledMail, to, session, cancelled, { amount: '€120.00' }),
    of('attendee', seatCancelledMail, to, session, 'Alex Kim', 'booker'),
    of('attendee', seatHandedOverMail, to, session, {
      newHolder: 'Jo Park',
      by: 'Alex Kim',
      reader: 'holder',
    }),
    of('attendee', refundMadeMail, to, session, { amount: '€120.00', card: 'Visa ending 4242' }),
    of(
      'coach',
      coachBookingCancelledMail,
      coach.email,
      coachSession,
      { ...cancelled, by: 'booker', bookerName: 'Sam Carter', seatsLeft: 1 },
      page('/c/bookings/sample'),
    ),
    of(
      'coach',
      newBookingMail,
      coach.email,
      coachSession,
      { bookerName: 'Sam Carter', seats: 2, amount: '€215.00' },
      page('/c/bookings/sample'),
    ),
    of(
      'coach',
      bookingDigestMail,
      coach.email,
      [{ session: coachSession, bookerName: 'Sam Carter', seats: 2, amount: '€215.00' }],
      page('/c/bookings'),
      unsubscribe,
    ),
    of(
      'coach',
      payoutPaidMail,
      coach.email,
      { amount: '€540.00', teamName: 'Northwind AI', url: page('/c/account/payouts') },
      unsubscribe,
    ),
    of('coach', disputeOpenedCoachMail, coach.email, dispute, page('/c/bookings/sample')),
    of('coach', disputeClosedCoachMail, coach.email, { ...dispute, won: true }, page('/c/bookings/sample')),
    of(
      'super-admin',
      disputeOpenedPlatformMail,
      'admin@exceed.example',
      { ...dispute, coachName: coach.name, evidenceDueBy: new Date('2026-12-10T23:59:00Z') },
      page('/admin/disputes'),
    ),
    of(
      'recruiter',
      jobApplicationMail,
      'hiring@northwind.example',
      {
        jobTitle: 'AI Solutions Engineer',
        applicantName: 'Sam Carter',
        applicantEmail: to,
        url: page('/t/northwind/jobs/sample/applications/sample'),
      },
      unsubscribe,
    ),
    of('applicant', jobApplicationStatusMail, to, {
      applicantName: 'Sam',
      jobTitle: 'AI Solutions Engineer',
      companyName: 'Northwind AI',
      status: 'SHORTLISTED',
    }),
    of('super-admin', coachApplicationMail, 'admin@exceed.example', {
      applicantName: 'Sam Carter',
      applicantEmail: to,
      businessName: 'Carter Consulting',
      url: page('/admin/coach-applications'),
    }),
    of('account', coachApprovedMail, to, 'Sam', page('/c')),
    of(
      'account',
      coachDeclinedMail,
      to,
      'Sam',
      'Please add two workshops you have run.',
      page('/coach/apply'),
    ),
  ];
}

/** A preview of the mail `write` writes with `args`, named by the function. */
function of<Args extends unknown[]>(
  reader: MailReader,
  write: (...args: Args) => MailMessage,
  ...args: Args
): MailPreview {
  return { id: write.name, reader, mail: write(...args) };
}
