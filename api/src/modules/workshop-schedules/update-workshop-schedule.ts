import {
  dataEnvelope,
  idParamsSchema,
  SESSION_MESSAGES,
  updateWorkshopScheduleSchema,
  workshopScheduleSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { cancelSessionBookings } from '../../bookings/cancel-session-bookings.ts';
import { changeCapacity } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { notifySessionChanged } from '../../notifications/notify.ts';
import { decideThenRefund } from '../../payments/refunds.ts';
import { presentWorkshopScheduleFor } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { assertCoachChoice } from '../../workshops/coach-choice.ts';
import { assertScheduleChange } from '../../workshops/schedule-lifecycle.ts';
import { findSchedule, findScheduleToShow } from './find-schedule.ts';
import { managesSchedule } from './schedule-access.ts';
import { assertDates, assertWorkshopChoice } from './schedule-checks.ts';

/** The fields besides its status that a change gives another value (a form may send the rest unchanged). */
function changedFields(schedule: WorkshopSchedule, change: Record<string, unknown>): string[] {
  const value = (field: unknown) => (field instanceof Date ? field.getTime() : field);
  return Object.entries(change)
    .filter(([field, to]) => field !== 'status' && to !== undefined)
    .filter(([field, to]) => value(to) !== value(schedule[field as keyof WorkshopSchedule]))
    .map(([field]) => field);
}

/**
 * PATCH (and PUT) /v1/workshop-schedules/:id: a partial update by the schedule's coach or a super-admin.
 * Its lifecycle (workshops/schedule-lifecycle.ts) decides what it still takes: a status change of
 * SCHEDULE_TRANSITIONS, other fields while it is open and has not started. A new coach or workshop is
 * checked as on create; the dates are checked on the merged record, so moving
 * only the start past the stored end is refused too. Attendees are told when a session moves; a
 * cancelled session cancels and refunds its bookings (at Stripe once that has committed), and they are
 * told too.
 */
const updateWorkshopScheduleRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/workshop-schedules/:id',
    summary: 'Update a workshop schedule (partial)',
    tags: ['Workshop schedules'],
    before: [authenticate(), currentTenant()],
    request: { params: idParamsSchema, body: updateWorkshopScheduleSchema },
    responses: { 200: dataEnvelope(workshopScheduleSchema) },
    errors: [400, 401, 403, 404, 419],
    // Who may change it is decided on a plain read; the change reads it again in decideThenRefund's
    // transaction and starts from what it finds then.
    access: managesSchedule(),
    handler: async (ctx) =>
      decideThenRefund(ctx, async (trx, refunds) => {
        const { actor, schedule: read } = ctx.state.loaded;
        const { tenantId } = read;
        const schedule = await findSchedule(trx, tenantId, read.id);
        const { startDate, endDate, ...fields } = ctx.state.input.body;
        const dates = {
          ...(startDate !== undefined ? { startDate: new Date(startDate) } : {}),
          ...(endDate !== undefined ? { endDate: new Date(endDate) } : {}),
        };
        assertScheduleChange(schedule, {
          status: fields.status,
          changed: changedFields(schedule, { ...fields, ...dates }),
        });
        assertDates(dates.startDate ?? schedule.startDate, dates.endDate ?? schedule.endDate);
        // A one-session schedule's session moves with its dates (a trigger keeps them one); a cohort's
        // sessions move one by one.
        const [movedField] = changedFields(schedule, dates);
        if (schedule.sessionCount > 1 && movedField)
          throw validationFailed({ [movedField]: [SESSION_MESSAGES.several] });
        if (fields.coachId !== undefined && fields.coachId !== schedule.coachId) {
          await assertCoachChoice(trx, actor, tenantId, fields.coachId);
        }
        if (fields.workshopId !== undefined && fields.workshopId !== schedule.workshopId) {
          const workshop = await assertWorkshopChoice(trx, actor, tenantId, fields.workshopId);
          await changeCapacity(
            trx,
            tenantId,
            { id: schedule.id },
            {
              from: schedule.workshop?.maxSeats ?? 0,
              to: workshop.maxSeats,
              field: 'workshopId',
            },
          );
        }
        await WorkshopSchedule.forTenant(tenantId, trx)
          .findById(schedule.id)
          .patch({ ...fields, ...dates });
        const updated = await findScheduleToShow(ctx, trx, tenantId, schedule.id);
        const moved =
          updated.startDate.getTime() !== schedule.startDate.getTime() ||
          updated.endDate.getTime() !== schedule.endDate.getTime();
        if (updated.status === 'CANCELLED' && schedule.status !== 'CANCELLED') {
          await notifySessionChanged(trx, updated, 'cancelled');
          await cancelSessionBookings(trx, updated, refunds);
        } else if (moved && updated.status === 'PUBLISHED') {
          await notifySessionChanged(trx, updated, 'moved');
        }
        return present(updated, presentWorkshopScheduleFor(actor));
      }),
  });

export const updateWorkshopSchedule = updateWorkshopScheduleRoute('patch');
export const replaceWorkshopSchedule = updateWorkshopScheduleRoute('put');
