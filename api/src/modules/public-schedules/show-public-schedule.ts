import { dataEnvelope, idParamsSchema, publicScheduleSchema } from '@exceed/contract';
import { optionalAuthentication } from '../../auth/authenticate.ts';
import { publicRead } from '../../db/read-replica.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { ScheduleSession } from '../../models/schedule-session.ts';
import { presentPublicSchedule, presentPublicSession } from '../../presenters/present-workshop-schedule.ts';
import type { PublicScheduleRow } from '../../presenters/public-schedule-row.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';
import { publicScheduleByIdQuery } from './public-schedule-query.ts';

/**
 * GET /v1/public/workshop-schedules/:id: one bookable schedule with its sessions, listed or reached by its link; any other
 * (draft, past, or PRIVATE to someone not let in by the visibility rule) is 404. A visitor's read goes to
 * the replica while it keeps up, a signed-in caller's (who may be let in) to the primary (db/read-replica.ts).
 */
export const showPublicSchedule = defineRoute({
  method: 'get',
  path: '/public/workshop-schedules/:id',
  summary: 'Show a bookable schedule (public)',
  tags: ['Public'],
  before: [optionalAuthentication()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(publicScheduleSchema) },
  errors: [404],
  handler: (ctx) =>
    publicRead(ctx, async (knex) => {
      const row = (await publicScheduleByIdQuery(knex, ctx.state.input.params.id)) as
        | (PublicScheduleRow & { tenantId: string })
        | undefined;
      if (!row || !(await mayReachSchedule(ctx, knex, row))) throw notFound();
      const sessions = await ScheduleSession.forTenant(row.tenantId, knex)
        .where('workshopScheduleId', row.id)
        .orderBy('startDate');
      return { data: { ...presentPublicSchedule(row), sessions: sessions.map(presentPublicSession) } };
    }),
});
