import {
  COACH_APPLICATION_PAGES,
  formatMinorUnits,
  INVITATION_EXPIRY_DAYS,
  OFFLINE_PAYMENT_METHOD_LABELS,
  OFFLINE_PAYMENT_METHODS,
  type OfflinePaymentMethod,
  personName,
  TEAM_INVITATION_EXPIRY_DAYS,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { scheduleCalendar } from '../calendar/schedule-calendar.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { checkInPass } from '../mail/check-in-pass.ts';
import {
  at,
  bookingConfirmedMail,
  coachApplicationMail,
  coachApprovedMail,
  coachDeclinedMail,
  goNoGoAskedMail,
  invitationMail,
  jobApplicationMail,
  jobApplicationStatusMail,
  type PaidOutside,
  payoutPaidMail,
  sessionAddedMail,
  sessionCancelledMail,
  sessionFellShortMail,
  sessionMovedMail,
  sessionReminderMail,
  teamInvitationMail,
  waitlistChargeRefusedMail,
  waitlistOfferMail,
} from '../mail/messages.ts';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { CoachApplication } from '../models/coach-application.ts';
import { JobApplication } from '../models/job-application.ts';
import { JobPosting } from '../models/job-posting.ts';
import { Payout } from '../models/payout.ts';
import { ScheduleSession } from '../models/schedule-session.ts';
import { TeamInvitation } from '../models/team-invitation.ts';
import { Tenant } from '../models/tenant.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { User } from '../models/user.ts';
import { WaitlistEntry } from '../models/waitlist-entry.ts';
import { presentPrice } from '../presenters/present-price.ts';
import { bookerPrice, seatPrice } from '../pricing/booking-price.ts';
import { goNoGoDeadline, seatsToRun } from '../workshops/go-no-go.ts';
import { announcementHandlers } from './announcements.ts';
import { attendeeEmails } from './attendees.ts';
import { bookingChangeHandlers, mailCoachOfBooking, personOf } from './booking-change-handlers.ts';
import { deliver } from './deliver.ts';
import { disputeHandlers } from './dispute-handlers.ts';
import { type ChangedSession, JOBS } from './notify.ts';
import { deliverOnce, joinUrlOf, reminderStillDue } from './reminders.ts';
import { type NotificationServices, readerOf, sessionOf, sessionReadBy, text } from './session-details.ts';
import { superAdminEmails } from './super-admins.ts';
import { webhookMailHandlers } from './webhook-handlers.ts';

/** Where an invitation link leads: the public page that shows it (GET /v1/invitations/{token}). */
export const invitationUrl = (appUrl: string, token: string): string =>
  new URL(`/invitations/${encodeURIComponent(token)}`, appUrl).href;
/** Where a team invitation link leads: its public page (GET /v1/team-invitations/{token}). */
export const teamInvitationUrl = (appUrl: string, token: string): string =>
  new URL(`/team-invitations/${encodeURIComponent(token)}`, appUrl).href;
/** Where a waitlist offer is claimed and paid: the offer's public page (mfe-public, as the book page). */
export const waitlistClaimUrl = (appUrl: string, entryId: string): string =>
  new URL(`/waitlist/${encodeURIComponent(entryId)}`, appUrl).href;

/** Where a recruiter reads an application: the team's page of the posting's applications. */
export const applicationUrl = (
  appUrl: string,
  slug: string,
  postingId: string,
  applicationId: string,
): string =>
  new URL(`/t/${encodeURIComponent(slug)}/jobs/${postingId}/applications/${applicationId}`, appUrl).href;

/**
 * Who hears of a new application: the posting's recruiters who are still ACTIVE members of its team; a
 * posting that names none tells its poster email (docs/decisions/0054-the-job-board.md).
 */
async function recruiterEmails(knex: Knex, posting: JobPosting): Promise<string[]> {
  if (posting.recruiterIds.length === 0) return [posting.posterEmail];
  const members = await TenantMember.query(knex)
    .where({ tenantId: posting.tenantId, status: 'ACTIVE' })
    .whereIn('userId', posting.recruiterIds)
    .withGraphFetched('user');
  return members.flatMap((member) => (member.user ? [member.user.email] : []));
}

/** The payment outside Exceed a confirmation's job carries (notifyBookingConfirmed), as its mail says it. */
function paidOutsideOf(value: unknown, currency: string): PaidOutside | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { method, amountMinor } = value as { method?: unknown; amountMinor?: unknown };
  if (typeof amountMinor !== 'number' || !isOfflinePaymentMethod(method)) return undefined;
  return { amount: formatMinorUnits(amountMinor, currency), method: OFFLINE_PAYMENT_METHOD_LABELS[method] };
}

const isOfflinePaymentMethod = (value: unknown): value is OfflinePaymentMethod =>
  (OFFLINE_PAYMENT_METHODS as readonly unknown[]).includes(value);

/**
 * The mail jobs. Each reads the state as it is when it runs and sends nothing when the reason has gone
 * (a booking no longer confirmed, a reminder of a session that moved again or was cancelled), so a job
 * that runs late or twice says nothing wrong.
 */
export function notificationHandlers(services: NotificationServices): Record<string, JobHandler> {
  const { knex, mailer } = services;
  return {
    ...bookingChangeHandlers(services),
    ...disputeHandlers(services),
    ...announcementHandlers(services),
    ...webhookMailHandlers(services),
    [JOBS.bookingConfirmed]: async ({ payload }) => {
      const booking = await Booking.forTenant(text(payload, 'tenantId'), knex)
        .findById(text(payload, 'bookingId'))
        .withGraphFetched('user');
      if (booking?.status !== 'CONFIRMED' || !booking.user) return;
      const found = await sessionOf(services, booking.tenantId, booking.workshopScheduleId);
      if (!found) return;
      const to = booking.user.email;
      const session = await sessionReadBy(services, found.session, to);
      const pass = await checkInPass(booking.checkInCode);
      await deliver(services, {
        kind: 'booking',
        to,
        tenantId: booking.tenantId,
        url: session.url,
        mail: () =>
          bookingConfirmedMail(
            to,
            session,
            booking.seats,
            pass,
            paidOutsideOf(payload.paidOutside, booking.currency),
            presentPrice(bookerPrice(booking)),
          ),
      });
      await mailCoachOfBooking(services, booking);
    },
    [JOBS.waitlistOffer]: async ({ payload }) => {
      const entry = await WaitlistEntry.forTenant(text(payload, 'tenantId'), knex)
        .findById(text(payload, 'entryId'))
        .withGraphFetched('user');
      if (entry?.status !== 'OFFERED' || !entry.user || !entry.offerExpiresAt) return;
      const found = await sessionOf(services, entry.tenantId, entry.workshopScheduleId);
      if (!found) return;
      const url = waitlistClaimUrl(services.config.appUrl, entry.id);
      const [to, expiresAt] = [entry.user.email, entry.offerExpiresAt];
      const session = await sessionReadBy(services, found.session, to);
      await deliver(services, {
        kind: 'waitlist',
        to,
        tenantId: entry.tenantId,
        url,
        // The bell says what matters most of an offer: until when it holds.
        summary: `Seats of "${session.workshopTitle}" are held for you until ${at(session, expiresAt)}.`,
        mail: () => waitlistOfferMail(to, session, entry.seats, expiresAt, url),
      });
    },
    [JOBS.waitlistChargeRefused]: async ({ payload }) => {
      const entry = await WaitlistEntry.forTenant(text(payload, 'tenantId'), knex)
        .findById(text(payload, 'entryId'))
        .withGraphFetched('user');
      if (entry?.status !== 'CHARGE_FAILED' || !entry.user) return;
      const found = await sessionOf(services, entry.tenantId, entry.workshopScheduleId);
      if (!found) return;
      const cards = new URL('/b/payments', services.config.appUrl).href;
      const to = entry.user.email;
      const session = await sessionReadBy(services, found.session, to);
      await deliver(services, {
        kind: 'waitlist',
        to,
        tenantId: entry.tenantId,
        url: cards,
        mail: () => waitlistChargeRefusedMail(to, session, entry.seats, cards),
      });
    },
    [JOBS.sessionChanged]: async ({ payload }) => {
      const found = await sessionOf(services, text(payload, 'tenantId'), text(payload, 'scheduleId'));
      if (!found) return;
      // A change to one session of a cohort carries that session as it was told (it may be gone since).
      const part = payload.session as ChangedSession | undefined;
      const told = part
        ? { ...found.session, startDate: new Date(part.startDate), endDate: new Date(part.endDate) }
        : found.session;
      const emails = payload.emails as string[];
      for (const email of emails) {
        const session = await sessionReadBy(services, told, email);
        const mail =
          payload.change === 'fell-short'
            ? () => sessionFellShortMail(email, session)
            : payload.change === 'cancelled'
              ? () => sessionCancelledMail(email, session, part)
              : payload.change === 'added' && part
                ? () => sessionAddedMail(email, session, part)
                : () => sessionMovedMail(email, session, part);
        await deliver(services, {
          kind: 'session',
          to: email,
          tenantId: found.schedule.tenantId,
          url: session.url,
          mail,
        });
      }
    },
    [JOBS.goNoGoAsked]: async ({ payload }) => {
      const found = await sessionOf(services, text(payload, 'tenantId'), text(payload, 'scheduleId'));
      const workshop = found?.schedule.workshop;
      const coach = found && (await personOf(services, found.schedule.coachId));
      if (!found || !workshop || !coach) return;
      const short = seatsToRun(found.schedule, workshop);
      if (!short) return;
      const session = await sessionReadBy(services, found.session, coach.email);
      const url = new URL('/c', services.config.appUrl).href;
      await deliver(services, {
        kind: 'booking',
        to: coach.email,
        tenantId: found.schedule.tenantId,
        url,
        mail: () =>
          goNoGoAskedMail(coach.email, session, {
            seatsToRun: short,
            minSeats: workshop.minSeats,
            deadline: goNoGoDeadline(found.schedule),
            url,
          }),
      });
    },
    [JOBS.sessionReminder]: async ({ payload }) => {
      const found = await sessionOf(services, text(payload, 'tenantId'), text(payload, 'scheduleId'));
      const workshop = found?.schedule.workshop;
      // Jobs planned before reminders were chosen per workshop were the day-before one; before schedules
      // held sessions, a job named the schedule alone, whose one session has its id.
      const planned = {
        startDate: text(payload, 'startDate'),
        hoursBefore: Number(payload.hoursBefore ?? 24),
      };
      const sitting =
        found &&
        (await ScheduleSession.forTenant(found.schedule.tenantId, knex).findById(
          text(payload, 'sessionId') || found.schedule.id,
        ));
      if (!found || !workshop || !sitting || !reminderStillDue(found.schedule, sitting, workshop, planned))
        return;
      const { schedule } = found;
      const session = { ...found.session, startDate: sitting.startDate, endDate: sitting.endDate };
      const ics = scheduleCalendar(workshop.title, services.config.appUrl, [
        { schedule, workshop, sessions: [sitting] },
      ]);
      const joinUrl = joinUrlOf(schedule, session.url);
      for (const email of await attendeeEmails(knex, schedule.tenantId, schedule.id)) {
        await deliverOnce(
          knex,
          {
            tenantId: schedule.tenantId,
            scheduleId: schedule.id,
            startsAt: sitting.startDate,
            hoursBefore: planned.hoursBefore,
            email,
          },
          async () => {
            const readBy = await sessionReadBy(services, session, email);
            const reminder = { hoursBefore: planned.hoursBefore, joinUrl, ics };
            await deliver(services, {
              kind: 'reminder',
              to: email,
              tenantId: schedule.tenantId,
              url: joinUrl ?? session.url,
              mail: (unsubscribe) => sessionReminderMail(email, readBy, reminder, unsubscribe),
            });
          },
        );
      }
    },
    [JOBS.jobApplication]: async ({ payload }) => {
      const tenantId = text(payload, 'tenantId');
      const application = await JobApplication.forTenant(tenantId, knex).findById(
        text(payload, 'applicationId'),
      );
      const posting =
        application && (await JobPosting.forTenant(tenantId, knex).findById(application.jobPostingId));
      const tenant = await Tenant.query(knex).findById(tenantId);
      if (!application || !posting || !tenant) return;
      const url = applicationUrl(services.config.appUrl, tenant.slug, posting.id, application.id);
      const details = {
        jobTitle: posting.title,
        applicantName: application.name,
        applicantEmail: application.email,
        url,
      };
      for (const email of await recruiterEmails(knex, posting)) {
        await deliver(services, {
          kind: 'application',
          to: email,
          tenantId,
          url,
          mail: (unsubscribe) => jobApplicationMail(email, details, unsubscribe),
        });
      }
    },
    // The applicant hears of the status their application has when the job runs (the delay lets a slip be
    // put right): nothing for NEW, nor for the status they were last told of. The mail goes first, then the
    // status it told is recorded, so a failed send is retried and a sent one is not repeated.
    [JOBS.jobApplicationStatus]: async ({ payload }) => {
      const tenantId = text(payload, 'tenantId');
      const application = await JobApplication.forTenant(tenantId, knex).findById(
        text(payload, 'applicationId'),
      );
      if (!application || application.status === application.notifiedStatus) return;
      const { status } = application;
      if (status === 'NEW') return;
      const posting = await JobPosting.forTenant(tenantId, knex).findById(application.jobPostingId);
      if (!posting) return;
      await mailer.send(
        jobApplicationStatusMail(application.email, {
          applicantName: application.name,
          jobTitle: posting.title,
          companyName: posting.companyName,
          status,
        }),
      );
      await JobApplication.forTenant(tenantId, knex)
        .findById(application.id)
        .where('status', status)
        .patch({ notifiedStatus: status });
    },
    [JOBS.invitation]: async ({ payload }) => {
      const seat = await BookingSeat.forTenant(text(payload, 'tenantId'), knex).findById(
        text(payload, 'seatId'),
      );
      if (seat?.status !== 'PENDING') return;
      const booking = await Booking.forTenant(seat.tenantId, knex).findById(seat.bookingId);
      const holder = seat.userId ? await User.query(knex).findById(seat.userId) : undefined;
      const to = seat.email ?? holder?.email;
      const found = booking && (await sessionOf(services, seat.tenantId, booking.workshopScheduleId));
      if (!to || !found) return;
      const inviter = await personOf(services, text(payload, 'inviterId'));
      // The token exists only here and in the mail: the database keeps its hash.
      const token = newSecret();
      const sentAt = new Date();
      const expiresAt = new Date(sentAt.getTime() + INVITATION_EXPIRY_DAYS * 86_400_000);
      await seat.$query(knex).patch({
        invitationTokenHash: hashSecret(token),
        invitationSentAt: sentAt,
        invitationExpiresAt: expiresAt,
      });
      // No link in the bell: the invitation's token lives only in the mail (the database keeps its hash).
      const mail = invitationMail(to, {
        inviterName: inviter?.name ?? 'Someone',
        workshopTitle: found.session.workshopTitle,
        startDate: found.session.startDate,
        timezone: found.session.timezone,
        url: invitationUrl(services.config.appUrl, token),
        expiresAt,
        ...(inviter ? { replyTo: inviter } : {}),
        ...(await readerOf(services, to)),
        ...(booking.inviteesPay && !seat.paidAt
          ? {
              payment: {
                price: formatMinorUnits(seatPrice(booking).totalMinor, booking.currency, 'en'),
                until: booking.inviteeHoldExpiresAt,
              },
            }
          : {}),
      });
      await deliver(services, { kind: 'invitation', to, tenantId: seat.tenantId, mail: () => mail });
    },
    [JOBS.coachApplication]: async ({ payload }) => {
      const application = await CoachApplication.query(knex)
        .findById(text(payload, 'applicationId'))
        .withGraphFetched('applicant.profile');
      // Decided before the mail went (or the applicant's account went): nothing is waiting for review.
      if (application?.status !== 'PENDING' || !application.applicant) return;
      const { applicant } = application;
      const url = new URL(COACH_APPLICATION_PAGES.review, services.config.appUrl).href;
      for (const email of await superAdminEmails(knex)) {
        await mailer.send(
          coachApplicationMail(email, {
            applicantName: personName({ ...applicant.profile, username: applicant.username }),
            applicantEmail: applicant.email,
            businessName: application.businessName,
            url,
          }),
        );
      }
    },
    [JOBS.coachApplicationDecided]: async ({ payload }) => {
      const application = await CoachApplication.query(knex)
        .findById(text(payload, 'applicationId'))
        .withGraphFetched('applicant.profile');
      if (!application?.applicant || application.status === 'PENDING') return;
      const { applicant } = application;
      const firstName = applicant.profile?.firstName || applicant.username;
      const page = (path: string) => new URL(path, services.config.appUrl).href;
      await mailer.send(
        application.status === 'APPROVED'
          ? coachApprovedMail(applicant.email, firstName, page(COACH_APPLICATION_PAGES.coachHome))
          : coachDeclinedMail(
              applicant.email,
              firstName,
              application.declineReason ?? '',
              page(COACH_APPLICATION_PAGES.form),
            ),
      );
    },
    [JOBS.payoutPaid]: async ({ payload }) => {
      const payout = await Payout.forTenant(text(payload, 'tenantId'), knex).findById(
        text(payload, 'payoutId'),
      );
      const team = payout && (await Tenant.query(knex).findById(payout.tenantId));
      const coach = payout && (await personOf(services, payout.coachId));
      if (payout?.status !== 'PAID' || !team || !coach) return;
      const url = new URL('/c/account/payouts', services.config.appUrl).href;
      const words = {
        amount: formatMinorUnits(payout.amountMinor, payout.currency, 'en'),
        teamName: team.name,
        url,
      };
      await deliver(services, {
        kind: 'payout',
        to: coach.email,
        tenantId: payout.tenantId,
        url,
        mail: (unsubscribe) => payoutPaidMail(coach.email, words, unsubscribe),
      });
    },
    [JOBS.teamInvitation]: async ({ payload }) => {
      const invitation = await TeamInvitation.forTenant(text(payload, 'tenantId'), knex)
        .findById(text(payload, 'invitationId'))
        .withGraphFetched('tenant');
      if (!invitation?.tenant || invitation.acceptedAt) return;
      // As for seats: the token exists only here and in the mail; the database keeps its hash.
      const token = newSecret();
      const sentAt = new Date();
      const expiresAt = new Date(sentAt.getTime() + TEAM_INVITATION_EXPIRY_DAYS * 86_400_000);
      await invitation.$query(knex).patch({ tokenHash: hashSecret(token), sentAt, expiresAt });
      const inviter = invitation.inviterId ? await personOf(services, invitation.inviterId) : undefined;
      const mail = teamInvitationMail(invitation.email, {
        inviterName: inviter?.name || 'Someone',
        ...(inviter ? { replyTo: inviter } : {}),
        ...(await readerOf(services, invitation.email)),
        teamName: invitation.tenant.name,
        role: invitation.role,
        url: teamInvitationUrl(services.config.appUrl, token),
        expiresAt,
      });
      const { email, tenantId } = invitation;
      await deliver(services, { kind: 'invitation', to: email, tenantId, mail: () => mail });
    },
  };
}
