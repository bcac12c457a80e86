import {
  bookedSessionMessage,
  bookedWorkshopMessage,
  illegalScheduleChangeMessage,
  SCHEDULE_MESSAGES,
  SCHEDULE_TRANSITIONS,
  type ScheduleStatus,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import type { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/**
 * A schedule's lifecycle (docs/decisions/0073): which status changes exist, which changes a session still
 * takes, and when it may be deleted. The schedule routes enforce these rules and the schedule's abilities
 * are built from them, so the coach's pages offer what the API lets through.
 */
type Lifecycle = Pick<WorkshopSchedule, 'status' | 'startDate' | 'seatsSold' | 'seatsHeld'>;

/** A draft or published session: it still lies ahead, or runs now. */
export const isOpen = (schedule: Pick<Lifecycle, 'status'>): boolean =>
  schedule.status === 'DRAFT' || schedule.status === 'PUBLISHED';

export const hasStarted = (schedule: Pick<Lifecycle, 'startDate'>, now = new Date()): boolean =>
  schedule.startDate.getTime() <= now.getTime();

/** Seats of the session held or sold: its live bookings'. */
export const seatsBooked = (schedule: Lifecycle): number => schedule.seatsSold + schedule.seatsHeld;

/** Why the schedule may not move to `to` now, or undefined when it may. */
export function statusChangeProblem(
  schedule: Lifecycle,
  to: ScheduleStatus,
  now = new Date(),
): string | undefined {
  if (!SCHEDULE_TRANSITIONS[schedule.status].includes(to))
    return illegalScheduleChangeMessage(schedule.status, to);
  if (to === 'COMPLETED' && !hasStarted(schedule, now)) return SCHEDULE_MESSAGES.notStarted;
  return undefined;
}

/** Whether the session's details and dates still change: it is open and has not started. */
export const isChangeable = (schedule: Lifecycle, now = new Date()): boolean =>
  isOpen(schedule) && !hasStarted(schedule, now);

/** A closed session, or an open one without a seat booked, may be deleted; an open one with seats is cancelled. */
export const isDeletable = (schedule: Lifecycle): boolean => !isOpen(schedule) || seatsBooked(schedule) === 0;

/**
 * 422 unless the change is one the session still takes: a status change SCHEDULE_TRANSITIONS allows, and
 * any other field (`changed`: the fields the change gives another value) only while it is open and has
 * not started (isChangeable).
 */
export function assertScheduleChange(
  schedule: Lifecycle,
  change: { status?: ScheduleStatus | undefined; changed: string[] },
): void {
  const to = change.status !== undefined && change.status !== schedule.status ? change.status : undefined;
  const problem = to ? statusChangeProblem(schedule, to) : undefined;
  if (problem) throw validationFailed({ status: [problem] });
  const [field] = change.changed;
  if (field === undefined) return;
  if (!isOpen(schedule)) throw validationFailed({ [field]: [SCHEDULE_MESSAGES.closed] });
  if (hasStarted(schedule)) throw validationFailed({ [field]: [SCHEDULE_MESSAGES.started] });
}

/** 422 unless the session may be deleted (isDeletable), saying how many seats are booked. */
export function assertDeletable(schedule: Lifecycle): void {
  if (!isDeletable(schedule))
    throw validationFailed({ status: [bookedSessionMessage(seatsBooked(schedule))] });
}

/**
 * 422 when open sessions of the workshop still have seats booked (they are cancelled first, which refunds
 * and tells their attendees), saying how many; those sessions are locked, so no booking slips in meanwhile.
 */
export async function assertWorkshopDeletable(
  trx: Knex,
  workshop: Pick<Workshop, 'tenantId' | 'id'>,
): Promise<void> {
  const open = await WorkshopSchedule.forTenant(workshop.tenantId, trx)
    .where({ workshopId: workshop.id })
    .whereIn('status', ['DRAFT', 'PUBLISHED'])
    .forUpdate();
  const seats = open.reduce((total, schedule) => total + seatsBooked(schedule), 0);
  if (seats > 0) throw validationFailed({ status: [bookedWorkshopMessage(seats)] });
}
