import { createWorkshopScheduleSchema, dataEnvelope, workshopScheduleSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { actorOf } from '../../policies/actor.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopScheduleFor } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { assertCoachChoice } from '../../workshops/coach-choice.ts';
import { findScheduleToShow } from './find-schedule.ts';
import { assertDates, findWorkshopChoice } from './schedule-checks.ts';

/**
 * POST /v1/workshop-schedules: a coach plans a date of one of their own workshops (a super-admin: of any
 * workshop of the tenant, for any coach of it).
 */
export const createWorkshopSchedule = defineRoute({
  method: 'post',
  path: '/workshop-schedules',
  summary: 'Create a workshop schedule',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { body: createWorkshopScheduleSchema },
  responses: { 201: dataEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403, 419],
  transaction: true,
  status: 201,
  // Authorized by the workshop it is planned for (the schedule has no record yet).
  access: {
    load: async (ctx, db) => ({
      actor: await actorOf(ctx, db),
      workshop: await findWorkshopChoice(db, tenantOf(ctx).id, ctx.state.input.body.workshopId),
    }),
    allow: ({ actor, workshop }) => cataloguePolicy.plan(actor, workshop),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { actor, workshop } = ctx.state.loaded;
    const { startDate, endDate, ...fields } = ctx.state.input.body;
    const dates = { startDate: new Date(startDate), endDate: new Date(endDate) };
    assertDates(dates.startDate, dates.endDate);
    await assertCoachChoice(trx, actor, workshop.tenantId, fields.coachId);
    const schedule = await WorkshopSchedule.forTenant(workshop.tenantId, trx).insert({ ...fields, ...dates });
    return present(
      await findScheduleToShow(ctx, trx, workshop.tenantId, schedule.id),
      presentWorkshopScheduleFor(actor),
    );
  },
});
