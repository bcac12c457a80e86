import {
  createScheduleSessionSchema,
  dataEnvelope,
  idParamsSchema,
  scheduleSessionParamsSchema,
  scheduleSessionSeriesSchema,
  updateScheduleSessionSchema,
  workshopScheduleSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { ScheduleSession } from '../../models/schedule-session.ts';
import { presentWorkshopScheduleFor } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { addSessions, cancelSession, changeSession } from '../../workshops/schedule-sessions.ts';
import { sessionsAfter } from '../../workshops/session-series.ts';
import { findScheduleToShow } from './find-schedule.ts';
import { managesSchedule } from './schedule-access.ts';

/**
 * The sessions of a schedule (issue 38), changed by whoever manages the schedule (its coach or a
 * super-admin). Each answers the schedule as it now stands, its sessions soonest first, so the coach's page
 * shows the span, count and rhythm the change left.
 */

const instantsOf = <T extends { startDate?: string | undefined; endDate?: string | undefined }>(
  fields: T,
) => ({
  ...fields,
  ...(fields.startDate !== undefined ? { startDate: new Date(fields.startDate) } : {}),
  ...(fields.endDate !== undefined ? { endDate: new Date(fields.endDate) } : {}),
});

/** POST /v1/workshop-schedules/:id/sessions: one more session. */
export const addScheduleSession = defineRoute({
  method: 'post',
  path: '/workshop-schedules/:id/sessions',
  summary: 'Add a session to a workshop schedule',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, body: createScheduleSessionSchema },
  responses: { 201: dataEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  status: 201,
  access: managesSchedule(),
  handler: async (ctx) => {
    const { trx, loaded } = ctx.state;
    const body = ctx.state.input.body;
    await addSessions(trx, loaded.schedule, [instantsOf(body)]);
    return present(
      await findScheduleToShow(ctx, trx, loaded.schedule.tenantId, loaded.schedule.id),
      presentWorkshopScheduleFor(loaded.actor),
    );
  },
});

/**
 * POST /v1/workshop-schedules/:id/sessions/series: `count` more sessions after the last one, at its time of
 * day and length in the schedule's zone, weekly or on the chosen weekdays.
 */
export const addScheduleSessionSeries = defineRoute({
  method: 'post',
  path: '/workshop-schedules/:id/sessions/series',
  summary: 'Add a series of sessions to a workshop schedule',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema, body: scheduleSessionSeriesSchema },
  responses: { 201: dataEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  status: 201,
  access: managesSchedule(),
  handler: async (ctx) => {
    const { trx, loaded } = ctx.state;
    const { schedule } = loaded;
    const last = await ScheduleSession.forTenant(schedule.tenantId, trx)
      .where('workshopScheduleId', schedule.id)
      .orderBy('startDate', 'desc')
      .first()
      .throwIfNotFound();
    const series = sessionsAfter(last, ctx.state.input.body, schedule.timezone).map((span) => ({
      ...span,
      title: null,
      location: last.location,
    }));
    await addSessions(trx, schedule, series, 'count');
    return present(
      await findScheduleToShow(ctx, trx, schedule.tenantId, schedule.id),
      presentWorkshopScheduleFor(loaded.actor),
    );
  },
});

/** PATCH /v1/workshop-schedules/:id/sessions/:sessionId: a session moved, renamed or given another place. */
export const updateScheduleSession = defineRoute({
  method: 'patch',
  path: '/workshop-schedules/:id/sessions/:sessionId',
  summary: 'Change a session of a workshop schedule',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: scheduleSessionParamsSchema, body: updateScheduleSessionSchema },
  responses: { 200: dataEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesSchedule(),
  handler: async (ctx) => {
    const { trx, loaded } = ctx.state;
    const { schedule } = loaded;
    await changeSession(trx, schedule, ctx.state.input.params.sessionId, instantsOf(ctx.state.input.body));
    return present(
      await findScheduleToShow(ctx, trx, schedule.tenantId, schedule.id),
      presentWorkshopScheduleFor(loaded.actor),
    );
  },
});

/**
 * DELETE /v1/workshop-schedules/:id/sessions/:sessionId: a session that will not happen; its attendees are
 * told, and the schedule's other sessions go ahead (its last one cannot go: the schedule is cancelled).
 */
export const cancelScheduleSession = defineRoute({
  method: 'delete',
  path: '/workshop-schedules/:id/sessions/:sessionId',
  summary: 'Cancel a session of a workshop schedule',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: scheduleSessionParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesSchedule(),
  handler: async (ctx) => {
    await cancelSession(ctx.state.trx, ctx.state.loaded.schedule, ctx.state.input.params.sessionId);
  },
});
