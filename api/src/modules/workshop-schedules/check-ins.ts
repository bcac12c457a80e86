import {
  checkInParamsSchema,
  checkInResultSchema,
  checkInSchema,
  dataEnvelope,
  scheduleSessionParamsSchema,
  sessionCheckInsSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { authenticate } from '../../auth/authenticate.ts';
import { checkIn, sessionCheckIns, undoCheckIn } from '../../bookings/check-in.ts';
import { defineRoute } from '../../http/define-route.ts';
import { ScheduleSession } from '../../models/schedule-session.ts';
import type { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { managesSchedule } from './schedule-access.ts';

/**
 * Check-in at a session (issue 38), by whoever manages its schedule (its coach or a super-admin): who the
 * session expects and who came, an attendee checked in by their code (scanned or typed), and a check-in
 * taken back.
 */

/** The session of the schedule the path names: 404 when it is not one of the schedule's. */
const sessionOf = (knex: Knex, schedule: WorkshopSchedule, sessionId: string) =>
  ScheduleSession.forTenant(schedule.tenantId, knex)
    .findOne({ id: sessionId, workshopScheduleId: schedule.id })
    .throwIfNotFound();

/** GET /v1/workshop-schedules/:id/sessions/:sessionId/check-ins: who the session expects, and who came. */
export const listSessionCheckIns = defineRoute({
  method: 'get',
  path: '/workshop-schedules/:id/sessions/:sessionId/check-ins',
  summary: 'List the check-ins of a session',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: scheduleSessionParamsSchema },
  responses: { 200: dataEnvelope(sessionCheckInsSchema) },
  errors: [400, 401, 403, 404],
  access: managesSchedule(),
  handler: async (ctx) => {
    const { schedule } = ctx.state.loaded;
    const session = await sessionOf(ctx.knex, schedule, ctx.state.input.params.sessionId);
    return { data: await sessionCheckIns(ctx.knex, schedule, session) };
  },
});

/**
 * POST /v1/workshop-schedules/:id/sessions/:sessionId/check-ins: the attendee whose code was scanned or
 * typed is checked in (twice is once: `alreadyCheckedIn` says so).
 */
export const checkInAttendee = defineRoute({
  method: 'post',
  path: '/workshop-schedules/:id/sessions/:sessionId/check-ins',
  summary: 'Check an attendee in at a session',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: scheduleSessionParamsSchema, body: checkInSchema },
  responses: { 200: dataEnvelope(checkInResultSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesSchedule(),
  handler: async (ctx) => {
    const { trx, loaded, input } = ctx.state;
    const session = await sessionOf(trx, loaded.schedule, input.params.sessionId);
    return { data: await checkIn(trx, loaded.schedule, session, input.body.code, loaded.actor.user.id) };
  },
});

/** DELETE /v1/workshop-schedules/:id/sessions/:sessionId/check-ins/:code: a check-in taken back. */
export const undoSessionCheckIn = defineRoute({
  method: 'delete',
  path: '/workshop-schedules/:id/sessions/:sessionId/check-ins/:code',
  summary: 'Take back a check-in at a session',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: checkInParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesSchedule(),
  handler: async (ctx) => {
    const { trx, loaded, input } = ctx.state;
    const session = await sessionOf(trx, loaded.schedule, input.params.sessionId);
    await undoCheckIn(trx, loaded.schedule, session, input.params.code);
  },
});
