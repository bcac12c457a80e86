import {
  MAX_SESSIONS,
  SCHEDULE_END_BEFORE_START,
  SCHEDULE_MESSAGES,
  SESSION_MESSAGES,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { notFound, validationFailed } from '../errors.ts';
import { ScheduleSession } from '../models/schedule-session.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { notifySessionChanged, type SessionChange } from '../notifications/notify.ts';
import { hasStarted, isOpen } from './schedule-lifecycle.ts';
import { cadenceOf } from './session-series.ts';

/**
 * The sessions of a schedule (issue 38, docs/decisions/0113): added one by one or as a series, moved,
 * renamed or cancelled while the schedule is open and the session has not started. Each change locks the
 * schedule, keeps its span (first start, last end), count and cadence, and tells its attendees.
 */

export interface SessionFields {
  startDate: Date;
  endDate: Date;
  title?: string | null | undefined;
  location?: string | null | undefined;
  /** The coach's own meeting link; none: the team's provider makes one when it is read. */
  meetingUrl?: string | null | undefined;
}

/** The schedule, locked, with its sessions soonest first: 404 when it is gone. */
async function lockSchedule(trx: Knex, schedule: WorkshopSchedule) {
  const locked = await WorkshopSchedule.forTenant(schedule.tenantId, trx)
    .findById(schedule.id)
    .forUpdate()
    .throwIfNotFound();
  const sessions = await ScheduleSession.forTenant(schedule.tenantId, trx)
    .where('workshopScheduleId', schedule.id)
    .orderBy('startDate');
  return { locked, sessions };
}

function assertOpen(schedule: WorkshopSchedule, field: string): void {
  if (!isOpen(schedule)) throw validationFailed({ [field]: [SCHEDULE_MESSAGES.closed] });
}

function assertSpan(fields: { startDate: Date; endDate: Date }): void {
  if (fields.endDate.getTime() <= fields.startDate.getTime())
    throw validationFailed({ endDate: [SCHEDULE_END_BEFORE_START] });
}

function assertApart(sessions: readonly { startDate: Date; endDate: Date }[]): void {
  const sorted = [...sessions].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const overlaps = sorted.some((session, index) => {
    const before = sorted[index - 1];
    return before !== undefined && session.startDate < before.endDate;
  });
  if (overlaps) throw validationFailed({ startDate: [SESSION_MESSAGES.overlap] });
}

/** The schedule's span, count and cadence from its sessions as they now stand. */
async function keepSpan(trx: Knex, schedule: WorkshopSchedule): Promise<WorkshopSchedule> {
  const sessions = await ScheduleSession.forTenant(schedule.tenantId, trx)
    .where('workshopScheduleId', schedule.id)
    .orderBy('startDate');
  const [first] = sessions;
  if (!first) throw new Error(`keepSpan: schedule ${schedule.id} has no session`);
  return WorkshopSchedule.forTenant(schedule.tenantId, trx).patchAndFetchById(schedule.id, {
    startDate: first.startDate,
    endDate: new Date(Math.max(...sessions.map((session) => session.endDate.getTime()))),
    sessionCount: sessions.length,
    cadence: cadenceOf(sessions, schedule.timezone),
  });
}

/** Tells the schedule's attendees of a change to one of its sessions (a published schedule has them). */
async function tell(
  trx: Knex,
  schedule: WorkshopSchedule,
  change: SessionChange,
  session: ScheduleSession,
): Promise<void> {
  if (schedule.status !== 'PUBLISHED') return;
  await notifySessionChanged(trx, schedule, change, {
    id: session.id,
    startDate: session.startDate.toISOString(),
    endDate: session.endDate.toISOString(),
    title: session.title ?? null,
  });
}

/** Adds sessions to the schedule; 422 beyond MAX_SESSIONS or when they overlap. */
export async function addSessions(
  trx: Knex,
  schedule: WorkshopSchedule,
  added: readonly SessionFields[],
  field = 'startDate',
): Promise<ScheduleSession[]> {
  const { locked, sessions } = await lockSchedule(trx, schedule);
  assertOpen(locked, field);
  added.forEach(assertSpan);
  if (sessions.length + added.length > MAX_SESSIONS)
    throw validationFailed({ [field]: [SESSION_MESSAGES.tooMany] });
  assertApart([...sessions, ...added]);
  const inserted = await ScheduleSession.forTenant(locked.tenantId, trx).insert(
    added.map((session) => ({
      workshopScheduleId: locked.id,
      startDate: session.startDate,
      endDate: session.endDate,
      title: session.title ?? null,
      location: session.location ?? null,
      meetingUrl: session.meetingUrl ?? null,
    })),
  );
  const updated = await keepSpan(trx, locked);
  for (const session of inserted) await tell(trx, updated, 'added', session);
  return inserted;
}

/** The session of the schedule by its id, among `sessions`: 404 otherwise. */
function sessionAmong(sessions: readonly ScheduleSession[], sessionId: string): ScheduleSession {
  const session = sessions.find((candidate) => candidate.id === sessionId);
  if (!session) throw notFound();
  return session;
}

/** A session moved, renamed or given another place; its attendees are told when it moved. */
export async function changeSession(
  trx: Knex,
  schedule: WorkshopSchedule,
  sessionId: string,
  change: Partial<SessionFields>,
): Promise<ScheduleSession> {
  const { locked, sessions } = await lockSchedule(trx, schedule);
  const session = sessionAmong(sessions, sessionId);
  const [field = 'startDate'] = Object.keys(change);
  assertOpen(locked, field);
  if (hasStarted(session)) throw validationFailed({ [field]: [SCHEDULE_MESSAGES.started] });
  const moved = {
    startDate: change.startDate ?? session.startDate,
    endDate: change.endDate ?? session.endDate,
  };
  assertSpan(moved);
  assertApart([...sessions.filter((other) => other.id !== session.id), moved]);
  const updated = await ScheduleSession.forTenant(locked.tenantId, trx).patchAndFetchById(session.id, change);
  const schedulePatched = await keepSpan(trx, locked);
  const timeChanged =
    updated.startDate.getTime() !== session.startDate.getTime() ||
    updated.endDate.getTime() !== session.endDate.getTime();
  if (timeChanged) await tell(trx, schedulePatched, 'moved', updated);
  return updated;
}

/** A session that will not happen; the schedule keeps at least one (it is cancelled as a whole instead). */
export async function cancelSession(trx: Knex, schedule: WorkshopSchedule, sessionId: string): Promise<void> {
  const { locked, sessions } = await lockSchedule(trx, schedule);
  const session = sessionAmong(sessions, sessionId);
  assertOpen(locked, 'status');
  if (hasStarted(session)) throw validationFailed({ status: [SCHEDULE_MESSAGES.started] });
  if (sessions.length === 1) throw validationFailed({ status: [SESSION_MESSAGES.lastOne] });
  await ScheduleSession.forTenant(locked.tenantId, trx).deleteById(session.id);
  const updated = await keepSpan(trx, locked);
  await tell(trx, updated, 'cancelled', session);
}
