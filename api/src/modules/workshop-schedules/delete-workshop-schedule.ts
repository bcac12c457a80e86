import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { closeWaitlist } from '../../bookings/close-waitlist.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { assertDeletable } from '../../workshops/schedule-lifecycle.ts';
import { managesSchedule } from './schedule-access.ts';

/** Why the booking holding a waitlist offer's seats was cancelled when its schedule was deleted. */
const SCHEDULE_DELETED_REASON = 'The schedule was deleted by its coach.';

/**
 * DELETE /v1/workshop-schedules/:id: soft delete by the schedule's coach or a super-admin, of a closed
 * session or an open one without a seat booked (an open session with seats is cancelled instead, which
 * refunds and tells its attendees: 422 saying how many). Its waitlist
 * closes (entries CANCELLED, offered seats released) and is not reopened by a restore.
 */
export const deleteWorkshopSchedule = defineRoute({
  method: 'delete',
  path: '/workshop-schedules/:id',
  summary: 'Delete a workshop schedule (soft)',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesSchedule(),
  handler: async (ctx) => {
    const { trx } = ctx.state;
    // Read again under its lock: a booking that takes seats meanwhile waits, then finds it deleted.
    const schedule = await WorkshopSchedule.forTenant(ctx.state.loaded.schedule.tenantId, trx)
      .findById(ctx.state.loaded.schedule.id)
      .forUpdate()
      .throwIfNotFound();
    assertDeletable(schedule);
    await closeWaitlist(trx, schedule.tenantId, schedule.id, SCHEDULE_DELETED_REASON);
    await WorkshopSchedule.forTenant(schedule.tenantId, trx).findById(schedule.id).softDelete();
  },
});
