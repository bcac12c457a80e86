import type { Knex } from 'knex';
import { cancelJob, enqueue } from '../jobs/queue.ts';
import type { Booking } from '../models/booking.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { attendeeEmails } from './attendees.ts';

/** How long before a session its reminder goes out. */
export const REMINDER_HOURS = 24;

/** Job names, each handled in handlers.ts. */
export const JOBS = {
  bookingConfirmed: 'mail.booking-confirmed',
  sessionChanged: 'mail.session-changed',
  sessionReminder: 'mail.session-reminder',
  invitation: 'mail.invitation',
  jobApplication: 'mail.job-application',
  teamInvitation: 'mail.team-invitation',
} as const;

const reminderKey = (schedule: WorkshopSchedule) => `reminder:${schedule.id}`;

/**
 * The reminder of a session: one per schedule, REMINDER_HOURS before it starts (at once when that is
 * already past but the session is still ahead), moved when the session moves.
 */
export async function planReminder(trx: Knex, schedule: WorkshopSchedule): Promise<void> {
  if (schedule.startDate.getTime() <= Date.now()) return;
  await enqueue(trx, {
    name: JOBS.sessionReminder,
    payload: {
      tenantId: schedule.tenantId,
      scheduleId: schedule.id,
      startDate: schedule.startDate.toISOString(),
    },
    runAt: new Date(Math.max(Date.now(), schedule.startDate.getTime() - REMINDER_HOURS * 3_600_000)),
    uniqueKey: reminderKey(schedule),
  });
}

/** A booking was confirmed: its booker is told, and its session will be reminded of. */
export async function notifyBookingConfirmed(
  trx: Knex,
  booking: Booking,
  schedule: WorkshopSchedule,
): Promise<void> {
  await enqueue(trx, {
    name: JOBS.bookingConfirmed,
    payload: { tenantId: booking.tenantId, bookingId: booking.id },
  });
  await planReminder(trx, schedule);
}

/**
 * A session moved or was cancelled: its attendees at that moment are told (taken down now, so a
 * cancellation is called before its bookings are cancelled, and nobody who books later hears of it);
 * the reminder follows the session or goes.
 */
export async function notifySessionChanged(
  trx: Knex,
  schedule: WorkshopSchedule,
  change: 'moved' | 'cancelled',
): Promise<void> {
  const emails = await attendeeEmails(trx, schedule.tenantId, schedule.id);
  if (emails.length > 0) {
    await enqueue(trx, {
      name: JOBS.sessionChanged,
      payload: { tenantId: schedule.tenantId, scheduleId: schedule.id, change, emails },
    });
  }
  if (change === 'cancelled') await cancelJob(trx, reminderKey(schedule));
  else await planReminder(trx, schedule);
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

/** A team invitation is to be (re)sent: the job makes the token and mails it. */
export async function notifyTeamInvitation(trx: Knex, tenantId: string, invitationId: string): Promise<void> {
  await enqueue(trx, { name: JOBS.teamInvitation, payload: { tenantId, invitationId } });
}
