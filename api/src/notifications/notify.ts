import { type OfflinePaymentMethod, REMINDER_HOURS_CHOICES } from '@exceed/contract';
import type { Knex } from 'knex';
import { cancelJob, enqueue } from '../jobs/queue.ts';
import type { CancelledSeats } from '../mail/booking-change-messages.ts';
import type { Booking } from '../models/booking.ts';
import type { BookingSeat } from '../models/booking-seat.ts';
import { ScheduleSession } from '../models/schedule-session.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { attendeeEmails, seatHolderEmails } from './attendees.ts';

/** Job names, each handled in handlers.ts. */
export const JOBS = {
  bookingConfirmed: 'mail.booking-confirmed',
  sessionChanged: 'mail.session-changed',
  sessionReminder: 'mail.session-reminder',
  invitation: 'mail.invitation',
  jobApplication: 'mail.job-application',
  jobApplicationStatus: 'mail.job-application-status',
  teamInvitation: 'mail.team-invitation',
  waitlistOffer: 'mail.waitlist-offer',
  waitlistChargeRefused: 'mail.waitlist-charge-refused',
  bookingCancelled: 'mail.booking-cancelled',
  refundMade: 'mail.refund-made',
  seatChanged: 'mail.seat-changed',
  coachApplication: 'mail.coach-application',
  coachApplicationDecided: 'mail.coach-application-decided',
  bookingDigest: 'mail.booking-digest',
  disputeOpened: 'mail.dispute-opened',
  disputeClosed: 'mail.dispute-closed',
  payoutPaid: 'mail.payout-paid',
  announcement: 'mail.announcement',
  goNoGoAsked: 'mail.go-no-go-asked',
  webhookDisabled: 'mail.webhook-disabled',
} as const;

/** The live job of one of a session's reminders: one per session and hours before it. */
const reminderKey = (sessionId: string, hoursBefore: number) => `reminder:${sessionId}:${hoursBefore}`;

/**
 * The reminders of a schedule's sessions (issues 23 and 38): for each session, one job for each of the
 * hours before it that its workshop's coach chose (at once when that time is already past but the session
 * is still ahead; reminders.ts then decides whether it is still worth sending), moved when the session
 * moves; those not chosen go. Who gets each, and that nobody gets one twice,
 * is decided when it runs (notifications/reminders.ts). A one-session schedule's session has the
 * schedule's id, so its jobs keep the keys they had before schedules held sessions.
 */
export async function planReminders(trx: Knex, schedule: WorkshopSchedule): Promise<void> {
  const workshop =
    schedule.workshop ??
    (await Workshop.forTenant(schedule.tenantId, trx).withDeleted().findById(schedule.workshopId));
  const chosen: readonly number[] = workshop?.reminderHours ?? [];
  const sessions = await ScheduleSession.forTenant(schedule.tenantId, trx).where(
    'workshopScheduleId',
    schedule.id,
  );
  for (const session of sessions) {
    for (const hoursBefore of REMINDER_HOURS_CHOICES) {
      const key = reminderKey(session.id, hoursBefore);
      if (!chosen.includes(hoursBefore) || session.startDate.getTime() <= Date.now()) {
        await cancelJob(trx, key);
        continue;
      }
      await enqueue(trx, {
        name: JOBS.sessionReminder,
        payload: {
          tenantId: schedule.tenantId,
          scheduleId: schedule.id,
          sessionId: session.id,
          startDate: session.startDate.toISOString(),
          hoursBefore,
        },
        runAt: new Date(Math.max(Date.now(), session.startDate.getTime() - hoursBefore * 3_600_000)),
        uniqueKey: key,
      });
    }
  }
}

async function dropSessionReminders(trx: Knex, sessionId: string): Promise<void> {
  for (const hoursBefore of REMINDER_HOURS_CHOICES) await cancelJob(trx, reminderKey(sessionId, hoursBefore));
}

/**
 * A workshop's coach chose other reminders: its coming sessions that have attendees plan theirs again
 * (new ones added, dropped ones gone). Called after the workshop is written.
 */
export async function replanWorkshopReminders(
  trx: Knex,
  tenantId: string,
  workshopId: string,
): Promise<void> {
  const schedules = await WorkshopSchedule.forTenant(tenantId, trx)
    .where({ workshopId, status: 'PUBLISHED' })
    .where('startDate', '>', new Date())
    .where('seatsSold', '>', 0);
  for (const schedule of schedules) await planReminders(trx, schedule);
}

/** A schedule will not happen: the reminders of all its sessions go. */
async function dropReminders(trx: Knex, schedule: WorkshopSchedule): Promise<void> {
  const sessions = await ScheduleSession.forTenant(schedule.tenantId, trx)
    .where('workshopScheduleId', schedule.id)
    .select('id');
  for (const session of sessions) await dropSessionReminders(trx, session.id);
}

/**
 * A booking was confirmed: its booker is told (and, when its coach confirmed it without a card payment,
 * how they recorded it was paid: the job carries it, since the booking keeps no such words), and its
 * session will be reminded of.
 */
export async function notifyBookingConfirmed(
  trx: Knex,
  booking: Booking,
  schedule: WorkshopSchedule,
  offline?: { method: OfflinePaymentMethod; amountMinor: number },
): Promise<void> {
  const paidOutside = offline ? { method: offline.method, amountMinor: offline.amountMinor } : undefined;
  await enqueue(trx, {
    name: JOBS.bookingConfirmed,
    payload: { tenantId: booking.tenantId, bookingId: booking.id, ...(paidOutside ? { paidOutside } : {}) },
  });
  await planReminders(trx, schedule);
}

/**
 * What happened to a schedule, or to one session of it (`added` is of a session only; `fell-short`, a
 * schedule cancelled at its go/no-go deadline short of its minimum of seats).
 */
export type SessionChange = 'moved' | 'cancelled' | 'added' | 'fell-short';

/** The session of a cohort that changed, as it was told: the job describes it even once it is gone. */
export interface ChangedSession {
  id: string;
  startDate: string;
  endDate: string;
  title: string | null;
}

/**
 * A schedule, or one of its sessions (`session`), moved, was added or was cancelled: its attendees at that
 * moment are told (taken down now, so a cancellation is called before its bookings are cancelled, and
 * nobody who books later hears of it); the reminders follow the sessions or go.
 */
export async function notifySessionChanged(
  trx: Knex,
  schedule: WorkshopSchedule,
  change: SessionChange,
  session?: ChangedSession,
): Promise<void> {
  const emails = await attendeeEmails(trx, schedule.tenantId, schedule.id);
  if (emails.length > 0) {
    await enqueue(trx, {
      name: JOBS.sessionChanged,
      payload: {
        tenantId: schedule.tenantId,
        scheduleId: schedule.id,
        change,
        emails,
        ...(session ? { session } : {}),
      },
    });
  }
  if ((change === 'cancelled' || change === 'fell-short') && !session) return dropReminders(trx, schedule);
  if (change === 'cancelled' && session) await dropSessionReminders(trx, session.id);
  await planReminders(trx, schedule);
}

/** A seat's invitation is to be (re)sent: the job makes the token and mails it. */
export async function notifyInvitation(
  trx: Knex,
  seatId: string,
  tenantId: string,
  inviterId: string,
): Promise<void> {
  await enqueue(trx, { name: JOBS.invitation, payload: { tenantId, seatId, inviterId } });
}

/** A job application arrived at a posting that says to notify its recruiters: the job mails them. */
export async function notifyJobApplication(
  trx: Knex,
  tenantId: string,
  applicationId: string,
): Promise<void> {
  await enqueue(trx, { name: JOBS.jobApplication, payload: { tenantId, applicationId } });
}

/**
 * How long an application's status mail waits after the change: a recruiter who picked the wrong status
 * and puts it right meanwhile sends nothing (or only the right news).
 */
export const APPLICATION_STATUS_MAIL_DELAY_MS = 5 * 60_000;

/**
 * An application's status changed: its applicant is told, once the change commits and the delay has passed,
 * of the status it has then (one live job per application: a second change moves the first's job).
 */
export async function notifyJobApplicationStatus(
  trx: Knex,
  tenantId: string,
  applicationId: string,
): Promise<void> {
  await enqueue(trx, {
    name: JOBS.jobApplicationStatus,
    payload: { tenantId, applicationId },
    runAt: new Date(Date.now() + APPLICATION_STATUS_MAIL_DELAY_MS),
    uniqueKey: `job-application-status:${applicationId}`,
  });
}

/** A team invitation is to be (re)sent: the job makes the token and mails it. */
export async function notifyTeamInvitation(trx: Knex, tenantId: string, invitationId: string): Promise<void> {
  await enqueue(trx, { name: JOBS.teamInvitation, payload: { tenantId, invitationId } });
}

/** Seats were offered to a waitlist entry's person: a mail with the claim link, once the offer commits. */
export async function notifyWaitlistOffer(trx: Knex, tenantId: string, entryId: string): Promise<void> {
  await enqueue(trx, { name: JOBS.waitlistOffer, payload: { tenantId, entryId } });
}

/** An auto-charge entry's card was refused and its seats passed on: a mail saying so, once that commits. */
export async function notifyWaitlistChargeRefused(
  trx: Knex,
  tenantId: string,
  entryId: string,
): Promise<void> {
  await enqueue(trx, { name: JOBS.waitlistChargeRefused, payload: { tenantId, entryId } });
}

/**
 * Seats of a booking were cancelled: its booker (unless the whole session was cancelled, which its own mail
 * says), its coach (unless they cancelled) and the holders of the seats that went are told. Who holds
 * those seats is read now, before the cancellation takes them (`seatIds`: the attendee seats named, else
 * all of them when the whole booking goes).
 */
export async function notifyBookingCancelled(
  trx: Knex,
  booking: Booking,
  cancelled: CancelledSeats & { seatIds: readonly string[]; refundMinor: number },
): Promise<void> {
  const { seatIds, ...facts } = cancelled;
  const seatEmails =
    cancelled.whole || seatIds.length > 0
      ? await seatHolderEmails(trx, booking, cancelled.whole ? undefined : seatIds)
      : [];
  await enqueue(trx, {
    name: JOBS.bookingCancelled,
    payload: { tenantId: booking.tenantId, bookingId: booking.id, ...facts, seatEmails },
  });
}

/** Stripe made a refund of a booking's charge: its payer is told how much, and to which card. */
export async function notifyRefund(
  trx: Knex,
  booking: Booking,
  refund: { amountMinor: number; payerId: string; card: string | null },
): Promise<void> {
  await enqueue(trx, {
    name: JOBS.refundMade,
    payload: { tenantId: booking.tenantId, bookingId: booking.id, ...refund },
  });
}

/** How long a withdrawn seat's mail waits, past the Undo the page offers (5 s, longer while hovered). */
export const SEAT_UNDO_GRACE_MS = 60_000;

/**
 * A seat was handed over or withdrawn by `actorId`: its previous holder, if they knew of it, is told (and,
 * for a hand-over, the booker), unless they made the change. Who holds it is read now, before the change.
 */
export async function notifySeatChanged(
  trx: Knex,
  booking: Booking,
  seat: Pick<BookingSeat, 'id' | 'status' | 'invitationSentAt'>,
  change:
    | { kind: 'handed-over'; newHolder: string; actorId: string }
    | { kind: 'withdrawn'; actorId: string },
): Promise<void> {
  // A seat whose invitation never left was never theirs to lose.
  const known = seat.status === 'ACCEPTED' || seat.invitationSentAt !== null;
  const holders = known ? await seatHolderEmails(trx, booking, [seat.id]) : [];
  await enqueue(trx, {
    name: JOBS.seatChanged,
    payload: { tenantId: booking.tenantId, bookingId: booking.id, seatId: seat.id, holders, ...change },
    // A withdrawn seat may be restored at once (the page's Undo): its holder hears of it only if it stays,
    // once however often it is withdrawn and restored meanwhile.
    ...(change.kind === 'withdrawn'
      ? { runAt: new Date(Date.now() + SEAT_UNDO_GRACE_MS), uniqueKey: `seat-withdrawn:${seat.id}` }
      : {}),
  });
}

/** Someone applied to become a coach and waits for review: the job mails the super-admins. */
export async function notifyCoachApplication(trx: Knex, applicationId: string): Promise<void> {
  await enqueue(trx, { name: JOBS.coachApplication, payload: { applicationId } });
}

/** An application to become a coach was approved or declined: the job tells its applicant. */
export async function notifyCoachApplicationDecided(trx: Knex, applicationId: string): Promise<void> {
  await enqueue(trx, { name: JOBS.coachApplicationDecided, payload: { applicationId } });
}

/** A payout's transfer was made: its coach hears of it, once. */
export async function notifyPayoutPaid(knex: Knex, tenantId: string, payoutId: string): Promise<void> {
  await enqueue(knex, {
    name: JOBS.payoutPaid,
    payload: { tenantId, payoutId },
    uniqueKey: `payout-paid:${payoutId}`,
  });
}

/** A cardholder disputed a booking's charge (opened) or the dispute was decided (closed): tell who it concerns. */
export async function notifyDispute(
  trx: Knex,
  tenantId: string,
  disputeId: string,
  change: 'opened' | 'closed',
): Promise<void> {
  const name = change === 'opened' ? JOBS.disputeOpened : JOBS.disputeClosed;
  await enqueue(trx, { name, payload: { tenantId, disputeId } });
}

/** A team's webhook endpoint was disabled (a 410, or too many failed deliveries): its owners are told. */
export async function notifyWebhookDisabled(trx: Knex, tenantId: string, endpointId: string): Promise<void> {
  await enqueue(trx, { name: JOBS.webhookDisabled, payload: { tenantId, endpointId } });
}
