import { createWorkshopScheduleSchema, dataEnvelope, workshopScheduleSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopSchedule } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { assertCoachChoice } from '../../workshops/coach-choice.ts';
import { findSchedule } from './find-schedule.ts';
import { assertDates, assertWorkshopChoice } from './schedule-checks.ts';

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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const actor = await actorOf(ctx, trx);
    authorize(cataloguePolicy.create(actor, tenant.id));
    const { startDate, endDate, ...fields } = ctx.state.input.body;
    const dates = { startDate: new Date(startDate), endDate: new Date(endDate) };
    assertDates(dates.startDate, dates.endDate);
    await assertCoachChoice(trx, actor, tenant.id, fields.coachId);
    await assertWorkshopChoice(trx, actor, tenant.id, fields.workshopId);
    const schedule = await WorkshopSchedule.forTenant(tenant.id, trx).insert({ ...fields, ...dates });
    return present(await findSchedule(trx, tenant.id, schedule.id), presentWorkshopSchedule);
  },
});
