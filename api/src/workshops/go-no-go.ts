import { GO_NO_GO_ASK_HOURS, GO_NO_GO_MESSAGES, type GoNoGoResource } from '@exceed/contract';
import type { Knex } from 'knex';
import { cancelSessionBookings } from '../bookings/cancel-session-bookings.ts';
import type { PlannedRefunds } from '../bookings/refund-plans.ts';
import { scheduleGraphModifiers } from '../bookings/schedule-graph.ts';
import { validationFailed } from '../errors.ts';
import { enqueue } from '../jobs/queue.ts';
import type { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { JOBS, notifySessionChanged } from '../notifications/notify.ts';

/**
 * A go/no-go on minimum seats (issue 38, docs/decisions/0117-go-no-go.md). A published schedule of a
 * workshop that needs more than one seat is decided `goNoGoHours` before its first session: with its
 * minimum of confirmed seats it runs; short of it, its coach is asked a day before (mail and dashboard) to
 * run it anyway or cancel, and with no answer by the deadline it is cancelled, every payer refunded in
 * full, its waitlist closed and its attendees told. The schedule's row lock and its `goDecision` make each
 * decision once, however many processes look at once and however often they restart.
 */

type Deciding = Pick<WorkshopSchedule, 'status' | 'startDate' | 'seatsSold' | 'goNoGoHours' | 'goDecision'>;

const HOUR = 3_600_000;

/** When the schedule is decided. */
export const goNoGoDeadline = (schedule: Pick<Deciding, 'startDate' | 'goNoGoHours'>): Date =>
  new Date(schedule.startDate.getTime() - schedule.goNoGoHours * HOUR);

/** Whether the schedule has a go/no-go at all: its workshop needs more than one seat. */
const hasGoNoGo = (workshop: Pick<Workshop, 'minSeats'>): boolean => workshop.minSeats > 1;

/**
 * The confirmed seats a published, undecided schedule still needs to run (0 once it has them); null when
 * there is nothing to decide: its workshop needs one seat, it was decided, or it does not go ahead.
 */
export function seatsToRun(
  schedule: Pick<Deciding, 'status' | 'seatsSold' | 'goDecision'>,
  workshop: Pick<Workshop, 'minSeats'>,
): number | null {
  if (!hasGoNoGo(workshop) || schedule.goDecision !== null || schedule.status !== 'PUBLISHED') return null;
  return Math.max(0, workshop.minSeats - schedule.seatsSold);
}

/** Whether its coach may still answer "run it anyway": it is short, undecided, and has not started. */
export const awaitsDecision = (schedule: Deciding, workshop: Pick<Workshop, 'minSeats'>, now = new Date()) =>
  (seatsToRun(schedule, workshop) ?? 0) > 0 && schedule.startDate > now;

/** A schedule's go/no-go as its coach reads it; null when its workshop needs one seat. */
export function presentGoNoGo(
  schedule: Deciding & Pick<WorkshopSchedule, 'goAskedAt'>,
  workshop: Pick<Workshop, 'minSeats'>,
): GoNoGoResource {
  if (!hasGoNoGo(workshop)) return null;
  return {
    minSeats: workshop.minSeats,
    seatsToRun: Math.max(0, workshop.minSeats - schedule.seatsSold),
    deadline: goNoGoDeadline(schedule).toISOString(),
    askedAt: schedule.goAskedAt?.toISOString() ?? null,
    decision: schedule.goDecision,
  };
}

/** Why the bookings of a schedule cancelled at its deadline were cancelled. */
export const FELL_SHORT_REASON = 'The session did not reach the seats it needed to run.';

/** Published, undecided schedules whose workshops need more than one seat, locked, with their workshop. */
const undecided = (trx: Knex, key: { tenantId: string; id: string }) =>
  WorkshopSchedule.forTenant(key.tenantId, trx)
    .findById(key.id)
    .where({ status: 'PUBLISHED' })
    .whereNull('goDecision')
    .withGraphFetched('workshop(withDeleted)')
    .modifiers(scheduleGraphModifiers)
    .forUpdate();

/**
 * Asks a short schedule's coach, once: from a day before its deadline (at once when published later). The
 * dashboard shows the question from then on; the mail goes through the queue.
 */
export async function askCoach(
  trx: Knex.Transaction,
  key: { tenantId: string; id: string },
  now = new Date(),
) {
  const schedule = await undecided(trx, key);
  if (!schedule?.workshop || schedule.goAskedAt) return false;
  if ((seatsToRun(schedule, schedule.workshop) ?? 0) === 0) return false;
  const deadline = goNoGoDeadline(schedule);
  if (now < new Date(deadline.getTime() - GO_NO_GO_ASK_HOURS * HOUR) || now >= deadline) return false;
  await WorkshopSchedule.forTenant(key.tenantId, trx).findById(key.id).patch({ goAskedAt: now });
  await enqueue(trx, { name: JOBS.goNoGoAsked, payload: { tenantId: key.tenantId, scheduleId: key.id } });
  return true;
}

/**
 * Decides a schedule at its deadline, once: with its minimum it runs; short of it, it is cancelled (its
 * attendees told, every booking refunded in full, its waitlist closed). Answers what was decided, or null
 * when it was not its time or someone decided first.
 */
export async function decideAtDeadline(
  trx: Knex.Transaction,
  key: { tenantId: string; id: string },
  refunds: PlannedRefunds,
  now = new Date(),
): Promise<'RUN' | 'CANCELLED' | null> {
  const schedule = await undecided(trx, key);
  if (!schedule?.workshop || now < goNoGoDeadline(schedule)) return null;
  const short = seatsToRun(schedule, schedule.workshop) ?? 0;
  if (short === 0) {
    await WorkshopSchedule.forTenant(key.tenantId, trx).findById(key.id).patch({ goDecision: 'RUN' });
    return 'RUN';
  }
  await WorkshopSchedule.forTenant(key.tenantId, trx)
    .findById(key.id)
    .patch({ status: 'CANCELLED', goDecision: 'CANCELLED' });
  const cancelled = Object.assign(schedule, {
    status: 'CANCELLED' as const,
    goDecision: 'CANCELLED' as const,
  });
  await notifySessionChanged(trx, cancelled, 'fell-short');
  await cancelSessionBookings(trx, cancelled, refunds, FELL_SHORT_REASON);
  return 'CANCELLED';
}

/** The coach runs a short schedule anyway: 422 unless it awaits a decision (awaitsDecision). */
export async function runAnyway(trx: Knex.Transaction, key: { tenantId: string; id: string }): Promise<void> {
  const schedule = await undecided(trx, key);
  if (!schedule?.workshop || !awaitsDecision(schedule, schedule.workshop))
    throw validationFailed({ goDecision: [GO_NO_GO_MESSAGES.nothingToDecide] });
  await WorkshopSchedule.forTenant(key.tenantId, trx).findById(key.id).patch({ goDecision: 'RUN' });
}

/**
 * Looks at every schedule whose go/no-go is due (asks, then decides), each in a transaction of its own;
 * answers how many were cancelled.
 */
export async function runGoNoGo(knex: Knex, now = new Date()): Promise<number> {
  const due: { tenantId: string; id: string }[] = await knex('workshop_schedules as s')
    .join('workshops as w', (on) => on.on('w.tenant_id', 's.tenant_id').andOn('w.id', 's.workshop_id'))
    .where('s.status', 'PUBLISHED')
    .where('s.start_date', '>', now)
    .whereNull('s.go_decision')
    .whereNull('s.deleted_at')
    .where('w.min_seats', '>', 1)
    .whereRaw('s.start_date - make_interval(hours => s.go_no_go_hours + ?) <= ?', [GO_NO_GO_ASK_HOURS, now])
    .select('s.tenant_id', 's.id')
    .limit(100);
  let cancelled = 0;
  for (const key of due) {
    await knex.transaction((trx) => askCoach(trx, key, now));
    const refunds: PlannedRefunds = [];
    const decided = await knex.transaction((trx) => decideAtDeadline(trx, key, refunds, now));
    if (decided === 'CANCELLED') cancelled++;
  }
  return cancelled;
}
