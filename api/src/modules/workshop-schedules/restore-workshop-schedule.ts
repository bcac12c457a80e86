import { dataEnvelope, idParamsSchema, workshopScheduleSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { presentWorkshopScheduleFor } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findScheduleToShow } from './find-schedule.ts';
import { managesSchedule } from './schedule-access.ts';

/** POST /v1/workshop-schedules/:id/restore: brings a deleted schedule back (its coach or a super-admin). */
export const restoreWorkshopSchedule = defineRoute({
  method: 'post',
  path: '/workshop-schedules/:id/restore',
  summary: 'Restore a deleted workshop schedule',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesSchedule({ deleted: true }),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { actor, schedule } = ctx.state.loaded;
    const { id, tenantId } = schedule;
    await WorkshopSchedule.forTenant(tenantId, trx).findById(id).restore();
    await recordAudit(trx, ctx, {
      action: 'workshop-schedule.restore',
      subjectKind: 'workshop-schedule',
      subjectId: id,
      after: { deletedAt: null },
    });
    return present(await findScheduleToShow(ctx, trx, tenantId, id), presentWorkshopScheduleFor(actor));
  },
});
