import type { Knex } from 'knex';
import type { ScheduleSession } from '../models/schedule-session.ts';
import type { Workshop } from '../models/workshop.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';

/**
 * Sending a session's reminders (issue 23; planned by notify.ts's planReminders). A reminder is never
 * sent twice, across retries, restarts and replicas: each (session and start, hours before, attendee
 * address) is a row of reminder_deliveries inserted before its mail goes (deliverOnce).
 */

/** Which reminder of a session, and to whom. */
export interface ReminderDelivery {
  tenantId: string;
  scheduleId: string;
  startsAt: Date;
  hoursBefore: number;
  email: string;
}

/**
 * Whether a reminder job still has something to say when it runs: the schedule is still published, its
 * session ahead, at the start the job was planned for, and its coach still chooses this reminder. One
 * planned late (the booking came after its time) gives way to a closer chosen reminder that is due as well:
 * a booking an hour before gets the hour's reminder, not the week's.
 */
export function reminderStillDue(
  schedule: WorkshopSchedule,
  session: Pick<ScheduleSession, 'startDate'>,
  workshop: Workshop,
  planned: { startDate: string; hoursBefore: number },
  now = new Date(),
): boolean {
  const current =
    schedule.status === 'PUBLISHED' &&
    !schedule.deletedAt &&
    session.startDate.toISOString() === planned.startDate &&
    session.startDate > now;
  const chosen: readonly number[] = workshop.reminderHours;
  if (!current || !chosen.includes(planned.hoursBefore)) return false;
  const left = session.startDate.getTime() - now.getTime();
  return !chosen.some((hours) => hours < planned.hoursBefore && left <= hours * 3_600_000);
}

/**
 * Sends one reminder unless it was sent already: its row is inserted first (`on conflict do nothing`, so
 * of two runs at once one inserts and the other waits for it, then finds it), then the mail goes. A mail
 * that fails gives the row back, so the job's retry sends it; a process that dies after sending leaves
 * the row, so nothing is sent twice (at most once, as a reminder should be). Answers whether it sent.
 */
export async function deliverOnce(
  knex: Knex,
  delivery: ReminderDelivery,
  send: () => Promise<void>,
): Promise<boolean> {
  const row = {
    tenantId: delivery.tenantId,
    workshopScheduleId: delivery.scheduleId,
    startsAt: delivery.startsAt,
    hoursBefore: delivery.hoursBefore,
    email: delivery.email,
  };
  const claimed = await knex('reminder_deliveries').insert(row).onConflict().ignore().returning('email');
  if (claimed.length === 0) return false;
  try {
    await send();
  } catch (error) {
    await knex('reminder_deliveries').where(row).del();
    throw error;
  }
  await knex('reminder_deliveries').where(row).update({ sentAt: new Date() });
  return true;
}

/**
 * The link to join a session that happens online (ONLINE or HYBRID): its location when that is a web
 * address, else the booking's page, where the coach's resources (and links) are. None in person.
 */
export function joinUrlOf(schedule: WorkshopSchedule, bookingsUrl: string): string | null {
  if (schedule.mode === 'IN-PERSON') return null;
  return schedule.location && /^https?:\/\//i.test(schedule.location) ? schedule.location : bookingsUrl;
}
